import { endpointsOf } from './endpoint.ts';

// The shop's own money (docs/money.md, "Shop balance and withdrawals"): its balance's ledger, its withdrawals through
// the platform, and the players' balances it holds. The owner's only: staff never see balances.

const shopMoney = endpointsOf('shop-money');
const owner = { auth: 'shopkeeper' } as const;
const balance = '/api/shopkeeper.mine.Balance';

export const shopMoneyApi = {
  withdraw: shopMoney({
    method: 'POST',
    path: `${balance}/Withdrawal`,
    access: { auth: 'shopkeeper', certified: true },
    request: 'ShopWithdrawalRequest',
    response: 'Sentence',
    summary:
      '提现: ask the platform to pay money out of the shop balance to Alipay or a bank card (more than 1 yuan, 3 a day); the money is held until then.',
  }),
  history: shopMoney({
    method: 'GET',
    path: `${balance}/history`,
    access: owner,
    request: 'ShopWithdrawalHistoryRequest',
    response: 'ShopWithdrawalPage',
    summary: '提现记录: my withdrawals, newest first (state 99 all, 0 processing, 1 paid, 2 refused).',
  }),
  details: shopMoney({
    method: 'GET',
    path: `${balance}/Details`,
    access: owner,
    request: 'ShopBalanceDetailsRequest',
    response: 'ShopBalanceDetails',
    summary: '店铺余额: the balance and its ledger, newest first, one tab of entry kinds.',
  }),
  trusteeship: shopMoney({
    method: 'GET',
    path: '/api/shopkeeper.mine.Trusteeship/list',
    access: owner,
    request: 'TrusteeshipListRequest',
    response: 'TrusteeshipList',
    summary:
      '托管余额: the players’ balances (type 0), or their 加款 (1) / 扣款 (2) entries, with the total.',
  }),
};
