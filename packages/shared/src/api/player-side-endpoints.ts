import { endpointsOf } from './endpoint.ts';

// What the player app reads beyond ordering (docs/players.md, "The player app's reads"): its shop's home card, draw
// results, its wallet and ledger, its withdrawals, red packets and recharge channels. Players only; every answer is
// the caller's shop's and the caller's own.

const reads = endpointsOf('playerSide');
const player = { auth: 'player' } as const;

export const playerSideApi = {
  shopCard: reads({
    method: 'GET',
    path: '/api/bettingend.Shop/card',
    access: player,
    request: null,
    response: 'ShopCard',
    summary:
      '首页: the shop’s name and avatar, its notices, the games it sells with their deadlines, its red packets.',
  }),
  latestDraws: reads({
    method: 'GET',
    path: '/api/bettingend.Draw/latest',
    access: player,
    request: null,
    response: 'LatestDraws',
    summary: '开奖: each number game’s latest result, its draw days and next draw, from the calendar.',
  }),
  drawHistory: reads({
    method: 'GET',
    path: '/api/bettingend.Draw/history',
    access: player,
    request: 'DrawHistoryRequest',
    response: 'DrawHistoryPage',
    summary: 'A number game’s published results, the latest published first.',
  }),
  wallet: reads({
    method: 'GET',
    path: '/api/bettingend.Money/wallet',
    access: player,
    request: null,
    response: 'PlayerWallet',
    summary: '钱包: the balance, what of it may be withdrawn, and what pending withdrawals hold.',
  }),
  ledger: reads({
    method: 'GET',
    path: '/api/bettingend.Money/log',
    access: player,
    request: 'PlayerLedgerRequest',
    response: 'PlayerLedgerPage',
    summary: '交易明细: the player’s own ledger, newest first, by dates.',
  }),
  withdrawals: reads({
    method: 'GET',
    path: '/api/bettingend.Money/withdrawals',
    access: player,
    request: 'OwnWithdrawalsRequest',
    response: 'OwnWithdrawalPage',
    summary: '提现记录: the player’s withdrawal requests and what became of them.',
  }),
  grabbedRedPackets: reads({
    method: 'GET',
    path: '/api/bettingend.RedPacket/mine',
    access: player,
    request: 'GrabbedRedPacketsRequest',
    response: 'GrabbedRedPacketPage',
    summary: 'The red packet shares the player grabbed.',
  }),
  rechargeChannels: reads({
    method: 'GET',
    path: '/api/bettingend.Money/channels',
    access: player,
    request: null,
    response: 'RechargeChannels',
    summary: '充值: the channels open at the player’s shop (online, or the shop’s own QR code paid offline).',
  }),
};
