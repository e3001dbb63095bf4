import {
  playersApi,
  type AgentList,
  type AgentRow,
  type Envelope,
  type Invitee,
  type Invitees,
  type Order,
  type Page,
  type PlayerAccount,
  type PlayerAccountEntry,
} from '@dzzs/shared';
import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation.ts';
import { callApi, fetchData } from '../../../shared/http/index.ts';
import type { DateRange } from '../../../shared/ui/date-range-chip.tsx';

// Every call of players and invitations (docs/players.md) and the react-query keys they cache under. A change
// refreshes every player query and the mine page (托管余额 sums the players' balances).

const KEY = ['players'] as const;

/** 全部用户 (type 0) or 下单用户 (type 1), by nickname or remark. */
export function usePlayerList(type: 0 | 1, search: string) {
  return usePagedList({
    queryKey: [...KEY, 'list', type, search],
    perPage: 20,
    fetchPage: (page, signal) => fetchData(playersApi.list, { type, search, ...page }, { signal }),
  });
}

export function useStarred(search: string) {
  return useQuery({
    queryKey: [...KEY, 'starred', search],
    queryFn: ({ signal }) => fetchData(playersApi.starred, { search }, { signal }),
  });
}

export function usePlayer(id: number) {
  return useQuery({
    queryKey: [...KEY, 'info', id],
    staleTime: 0,
    queryFn: ({ signal }) => fetchData(playersApi.info, { id }, { signal }),
  });
}

export type AccountPage = Page<PlayerAccountEntry> & { money: string };

/** 账户明细: the player's balance's ledger; its first page carries the balance. */
export function useAccount(id: number, range: DateRange) {
  return usePagedList<AccountPage>({
    queryKey: [...KEY, 'account', id, range],
    perPage: 20,
    staleTime: 0,
    fetchPage: async (page, signal) => {
      const answer: PlayerAccount = await fetchData(
        playersApi.account,
        { id, ...range, ...page },
        { signal },
      );
      return { ...answer.data, money: answer.money };
    },
  });
}

/** 投注记录: 普通 (0) or 合买 (1); state '98' only bought tickets. */
export function useBets(id: number, type: 0 | 1, state: '99' | '98', range: DateRange) {
  return usePagedList<Page<Order>>({
    queryKey: [...KEY, 'bets', id, type, state, range],
    perPage: 20,
    fetchPage: (page, signal) =>
      fetchData(playersApi.orders, { id, type, state, ...range, ...page }, { signal }),
  });
}

export type InviteesPage = Page<Invitee> & { bet_total_amount: string };

/** ta的邀请 (`player`) or an agent's 推荐数据 (`agent`): 注册数据 or 投注数据. */
export function useInvitees(
  of: { player: number } | { agent: number },
  bets: boolean,
  search: string,
  range: DateRange,
) {
  return usePagedList<InviteesPage>({
    queryKey: [...KEY, 'invitees', of, bets, search, range],
    perPage: 20,
    fetchPage: async (page, signal) => {
      const answer: Invitees =
        'player' in of
          ? await fetchData(
              playersApi.invites,
              { id: of.player, type: bets ? 'bet' : 'reg', search, ...range, ...page },
              { signal },
            )
          : await fetchData(
              playersApi.agentInvitees,
              { agentId: of.agent, type: bets ? 2 : 1, nickname: search, ...range, ...page },
              { signal },
            );
      return { ...answer.data, bet_total_amount: answer.bet_total_amount };
    },
  });
}

export type AgentsPage = Page<AgentRow> & Omit<AgentList, 'data'>;

/** 代理统计 in a date range. */
export function useAgents(range: DateRange) {
  return usePagedList<AgentsPage>({
    queryKey: [...KEY, 'agents', range],
    perPage: 20,
    fetchPage: async (page, signal) => {
      const answer = await fetchData(playersApi.agents, { ...range, ...page }, { signal });
      return {
        ...answer.data,
        agentSaleAmount: answer.agentSaleAmount,
        agentRegisterCount: answer.agentRegisterCount,
      };
    },
  });
}

/** 邀请店主: the shops that signed up with my shop as inviter. */
export function useInvitedShops(range: DateRange) {
  return usePagedList({
    queryKey: [...KEY, 'shops', range],
    perPage: 20,
    fetchPage: async (page, signal) =>
      (await fetchData(playersApi.invitedShops, { ...range, ...page }, { signal })).data,
  });
}

export function useShareInfo() {
  return useQuery({
    queryKey: [...KEY, 'share'],
    queryFn: ({ signal }) => fetchData(playersApi.shareInfo, undefined, { signal }),
  });
}

/** A change to a player: resolves with the answer (the page shows its words), then refreshes what it changed. */
function usePlayerMutation<I, T>(call: (input: I) => Promise<Envelope<T>>) {
  return useRefreshingMutation(KEY, call);
}

/** Star, remark, 销售 or 专家. */
export const useSetFlag = () =>
  usePlayerMutation((input: { id: number; type: 'Star' | 'remarks' | 'sale' | 'expert'; value: string }) =>
    callApi(playersApi.setFlag, input),
  );

/** 代理 on or off, or the settlement days. */
export const useSetAgent = () =>
  usePlayerMutation((input: { id: number; type: 'agent' | 'settle_days'; value: number }) =>
    callApi(playersApi.setAgent, input),
  );

export const useSetAgentRate = () =>
  usePlayerMutation((input: { id: number; rate: number }) => callApi(playersApi.setAgentRate, input));

export const useSetSuperior = () =>
  usePlayerMutation((input: { id: number; value: number }) => callApi(playersApi.setSuperior, input));

/** 加款 (`add`) or 扣款. */
export const useMoveMoney = () =>
  usePlayerMutation((input: { id: number; money: string; memo: string; add: boolean }) =>
    callApi(input.add ? playersApi.addMoney : playersApi.deductMoney, {
      id: input.id,
      money: input.money,
      memo: input.memo,
    }),
  );
