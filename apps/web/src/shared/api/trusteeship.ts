import { shopMoneyApi, type Page, type TrusteeshipRow } from '@dzzs/shared';
import { fetchData } from '../http/index.ts';
import type { DateRange } from '../ui/date-picker.ts';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';

// The 托管余额 ledger (docs/money.md): the shop-money page shows it whole, the statistics page its 加款 / 扣款.

export type TrusteeshipPage = Page<TrusteeshipRow> & { sum: string };

/** 0 the players' balances, 1 their 加款, 2 their 扣款; the first page carries the total. */
export function useTrusteeship(tab: 0 | 1 | 2, range: DateRange) {
  return usePagedList<TrusteeshipPage>({
    queryKey: ['trusteeship', tab, range],
    perPage: 20,
    staleTime: 0,
    fetchPage: async (page, signal) => {
      const answer = await fetchData(shopMoneyApi.trusteeship, { type: tab, ...range, ...page }, { signal });
      return { ...answer.data, sum: answer.sum };
    },
  });
}
