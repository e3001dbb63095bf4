import { endpointsOf } from './endpoint.ts';

// Players' withdrawal requests (docs/money.md, "Players' withdrawals"): a player asks, the money is held; the shop's
// owner agrees (having paid the player from its till) or refuses with a reason (the money goes back). Staff never
// handle them.

const w = endpointsOf('player withdrawals');
const base = '/api/shopkeeper.mine.Withdrawal';

export const playerWithdrawalsApi = {
  request: w({
    method: 'POST',
    path: '/api/bettingend.Money/withdraw',
    access: { auth: 'player' },
    request: 'PlayerWithdrawRequest',
    response: 'Sentence',
    summary:
      'A player asks to withdraw part of their balance (more than 1 yuan, at most 5万); the money is held until the shop answers.',
  }),
  pending: w({
    method: 'GET',
    path: `${base}/index`,
    access: { auth: 'shopkeeper' },
    request: 'PlayerWithdrawalListRequest',
    response: 'PlayerWithdrawalPage',
    summary: '提现申请: the requests waiting for my shop, newest first.',
  }),
  handle: w({
    method: 'POST',
    path: `${base}/handle`,
    access: { auth: 'shopkeeper', certified: true },
    request: 'PlayerWithdrawalHandleRequest',
    response: 'Sentence',
    summary:
      'Agree (type 1: the shop paid the player from its till) or refuse (type 2, with retReason: the money goes back).',
  }),
  history: w({
    method: 'GET',
    path: `${base}/history`,
    access: { auth: 'shopkeeper' },
    request: 'PlayerWithdrawalHistoryRequest',
    response: 'PlayerWithdrawalPage',
    summary: '历史记录: handled requests, 已结算 (state 1) or 已撤销 (state 2), newest first.',
  }),
};
