import { playerWithdrawalsApi, type Page, type PlayerWithdrawal } from '@dzzs/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { USER_INDEX_KEY } from '../../../shared/api/user-index.ts';
import { callApi, fetchData } from '../../../shared/http/index.ts';
import type { DateRange } from '../../../shared/ui/date-range-chip.tsx';

// Every call of players' withdrawal requests (docs/money.md, "Players' withdrawals") and the keys they cache under.
// An answer, and a new request pushed by the server, refresh the lists and the mine page (its 提现申请 badge).

/** 1 店内提现, 2 合作店铺提现. */
export type WithdrawalTab = 1 | 2;
/** 1 已结算, 2 已撤销. */
export type HandledState = 1 | 2;

const KEY = ['player-withdrawals'] as const;

/** The lists and the mine page's badge, after an answer or a push. */
export const refreshWithdrawals = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: KEY }),
    client.invalidateQueries({ queryKey: USER_INDEX_KEY }),
  ]);

/** 提现申请: the requests waiting for the shop. */
export function usePendingWithdrawals(type: WithdrawalTab) {
  return usePagedList<Page<PlayerWithdrawal>>({
    queryKey: [...KEY, 'pending', type],
    staleTime: 0,
    fetchPage: (page, signal) => fetchData(playerWithdrawalsApi.pending, { type, ...page }, { signal }),
  });
}

/** 历史记录: handled requests of one tab and state, by handling day. */
export function useWithdrawalHistory(type: WithdrawalTab, state: HandledState, range: DateRange) {
  return usePagedList<Page<PlayerWithdrawal>>({
    queryKey: [...KEY, 'history', type, state, range],
    perPage: 20,
    staleTime: 0,
    fetchPage: (page, signal) =>
      fetchData(playerWithdrawalsApi.history, { type, state, ...range, ...page }, { signal }),
  });
}

export type Answer = { id: number; agree: true } | { id: number; agree: false; reason: string };

/** 同意 or 拒绝 (with the reason); resolves with the answer, then refreshes the lists and the badge. */
export function useAnswerWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (a: Answer) =>
      callApi(
        playerWithdrawalsApi.handle,
        a.agree ? { id: a.id, type: 1 } : { id: a.id, type: 2, retReason: a.reason },
      ),
    onSettled: () => refreshWithdrawals(client),
  });
}
