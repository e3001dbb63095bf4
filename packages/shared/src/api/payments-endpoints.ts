import { endpointsOf } from './endpoint.ts';

// Recharges of the shop balance (docs/money.md, "Recharges and payment providers"). The providers' own calls
// (notifications, the sandbox's page) are not API calls: they speak each provider's format, under /pay/.

const pay = endpointsOf('payments');
const access = { auth: 'shopkeeper', certified: true } as const;
const base = '/api/shopkeeper.mine.Balance';

export const paymentsApi = {
  recharge: pay({
    method: 'POST',
    path: `${base}/Recharge`,
    access,
    perMinute: 30,
    request: 'BalanceRechargeRequest',
    response: 'BalanceRecharge',
    summary:
      'Recharge the shop balance: 0.01–50000 yuan; answers the trade number and the page to pay on, or (Alipay, client phone) the QR code to scan.',
  }),
  refresh: pay({
    method: 'GET',
    path: `${base}/RechargeRefresh`,
    access,
    request: 'RechargeRefreshRequest',
    response: 'ShopBalance',
    summary:
      'The shop balance (yuan). With trade_no of a payment still pending, asks its provider first and credits it when paid.',
  }),
};
