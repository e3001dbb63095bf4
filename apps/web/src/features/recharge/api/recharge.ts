import { cooperationApi, paymentsApi, type PayClient } from '@dzzs/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { COOPERATION_KEY } from '../../../shared/api/cooperation-key.ts';
import { USER_INDEX_KEY } from '../../../shared/api/user-index.ts';
import { callApi, fetchData } from '../../../shared/http/index.ts';

// The calls of the recharge page (docs/money.md, "Recharges and payment providers"): the shop balance
// (RechargeRefresh, which with a trade number first settles a payment the provider says is paid), starting a
// recharge, and the partner shops' prepayment (Cooperation/Recharge) with the shops I hand orders to (IssueShop).

const BALANCE_KEY = ['recharge', 'balance'] as const;

/** The shop balance (yuan), fresh whenever the page shows it. */
export function useShopBalance() {
  return useQuery({
    queryKey: BALANCE_KEY,
    staleTime: 0,
    queryFn: ({ signal }) => fetchData(paymentsApi.refresh, {}, { signal }),
  });
}

/** The shops I hand orders to, with the balance I prepaid each (甩单管理). */
export function usePartnerShops(enabled: boolean) {
  return useQuery({
    queryKey: [...COOPERATION_KEY, 'list', 1, ''],
    enabled,
    staleTime: 0,
    queryFn: ({ signal }) => fetchData(cooperationApi.asBranch, { search: '' }, { signal }),
  });
}

/** RechargeRefresh: asks after a payment (`trade`) or only reads the balance; the answer's msg says the outcome. */
export const refreshBalance = (trade?: string) =>
  callApi(paymentsApi.refresh, trade ? { trade_no: trade } : {});

/** A phone (shown Alipay's QR code) or a desktop browser (sent to Alipay's cashier page), by the browser's own word. */
const payClient = (): PayClient =>
  /Android|iPhone|iPad|iPod|HarmonyOS|Mobile/i.test(navigator.userAgent) ? 'phone' : 'browser';

export const startRecharge = (money: string) =>
  callApi(paymentsApi.recharge, { money, type: 2, client: payClient() });

export const prepayPartner = (shopId: number, money: string) =>
  callApi(cooperationApi.recharge, { shop_id: shopId, money, type: 1 });

/** After money moved: the balance here, the mine page's and the partner balances. */
export function useMoneyMoved() {
  const client = useQueryClient();
  return (balance?: string) => {
    // A read of the balance still under way may have started before the money moved: it must not win.
    if (balance !== undefined)
      void client
        .cancelQueries({ queryKey: BALANCE_KEY })
        .then(() => client.setQueryData(BALANCE_KEY, balance));
    else void client.invalidateQueries({ queryKey: BALANCE_KEY });
    void client.invalidateQueries({ queryKey: USER_INDEX_KEY });
    void client.invalidateQueries({ queryKey: COOPERATION_KEY });
  };
}
