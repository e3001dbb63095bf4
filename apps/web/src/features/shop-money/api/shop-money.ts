import {
  shopMoneyApi,
  type Page,
  type ShopLedgerEntry,
  type ShopWithdrawal,
  type WithdrawalType,
} from '@dzzs/shared';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation.ts';
import { callApi, fetchData } from '../../../shared/http/index.ts';
import type { DateRange } from '../../../shared/ui/date-range-chip.tsx';

// Every call of the shop's own money (docs/money.md, "Shop balance and withdrawals") and the react-query keys they
// cache under. A withdrawal refreshes them all and the mine page (its 店铺余额).

const KEY = ['shop-money'] as const;

export type DetailsPage = Page<ShopLedgerEntry> & { money: string };

/** 店铺余额: one tab of the balance's ledger; its first page carries the balance. */
export function useDetails(tab: number, range: DateRange) {
  return usePagedList<DetailsPage>({
    queryKey: [...KEY, 'details', tab, range],
    perPage: 20,
    staleTime: 0,
    fetchPage: async (page, signal) => {
      const answer = await fetchData(shopMoneyApi.details, { type: tab, ...range, ...page }, { signal });
      return { ...answer.data, money: answer.money };
    },
  });
}

/** 提现记录's 筛选: '99' all (处理中 too), 1 成功, 2 失败. */
export type WithdrawalFilter = '99' | 1 | 2;

export function useWithdrawals(state: WithdrawalFilter, range: DateRange) {
  return usePagedList<Page<ShopWithdrawal>>({
    queryKey: [...KEY, 'history', state, range],
    perPage: 10,
    staleTime: 0,
    fetchPage: (page, signal) => fetchData(shopMoneyApi.history, { state, ...range, ...page }, { signal }),
  });
}

export interface WithdrawalInput {
  type: WithdrawalType;
  number: string;
  contact: string;
  money: string;
}

export function useShopWithdraw() {
  return useRefreshingMutation(KEY, (input: WithdrawalInput) => callApi(shopMoneyApi.withdraw, input));
}
