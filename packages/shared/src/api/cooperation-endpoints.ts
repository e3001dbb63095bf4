import { endpointsOf } from './endpoint.ts';

// The calls of partner shops (docs/partners.md): applications, cooperations and their games, the cooperation
// balance and the orders handed over. Staff need the `cooperation` permission from their owner.

const coop = endpointsOf('cooperation');
const access = { auth: 'shop', staff: 'cooperation' } as const;
/** What changes an application, a cooperation, its games or its balance: the shop must be certified too. */
const acting = { ...access, certified: true } as const;
const base = '/api/shopkeeper.mine.Cooperation';

export const cooperationApi = {
  apply: coop({
    method: 'GET',
    path: `${base}/addCooperation`,
    legacyWritingGet: true,
    access: acting,
    request: 'CooperationApplyRequest',
    response: 'Sentence',
    summary: 'Apply to hand orders over to another shop (it becomes the main store once it approves).',
  }),
  mine: coop({
    method: 'GET',
    path: `${base}/MineRecord`,
    access,
    request: 'CooperationMineRecordRequest',
    response: 'CooperationApplications',
    summary: 'The applications I made, newest first.',
  }),
  toMe: coop({
    method: 'GET',
    path: `${base}/Record`,
    access,
    request: 'CooperationRecordRequest',
    response: 'CooperationApplications',
    summary: 'Applications made to my shop: waiting (state 0) or all.',
  }),
  adopt: coop({
    method: 'GET',
    path: `${base}/Adopt`,
    legacyWritingGet: true,
    access: acting,
    request: 'CooperationApplicationIdRequest',
    response: 'Sentence',
    summary: 'Approve an application made to my shop.',
  }),
  refuse: coop({
    method: 'GET',
    path: `${base}/Refuse`,
    legacyWritingGet: true,
    access: acting,
    request: 'CooperationApplicationIdRequest',
    response: 'Sentence',
    summary: 'Refuse an application made to my shop.',
  }),
  asBranch: coop({
    method: 'GET',
    path: `${base}/IssueShop`,
    access,
    request: 'CooperationSearchRequest',
    response: 'Cooperations',
    summary: '甩单管理: the shops I hand orders over to.',
  }),
  asMain: coop({
    method: 'GET',
    path: `${base}/ReceivingStore`,
    access,
    request: 'CooperationSearchRequest',
    response: 'Cooperations',
    summary: '接单管理: the shops that hand orders over to me.',
  }),
  applyGame: coop({
    method: 'GET',
    path: `${base}/addCooperationGame`,
    legacyWritingGet: true,
    access: acting,
    request: 'CooperationGameApplyRequest',
    response: 'Sentence',
    summary: 'Ask my main store to take a game, with its commission (0–7 %).',
  }),
  pushSwitch: coop({
    method: 'POST',
    path: `${base}/PushSwith`,
    access: acting,
    request: 'CooperationPushSwitchRequest',
    response: 'Sentence',
    summary: '自动甩单 of a game on or off (the branch side).',
  }),
  pullSwitch: coop({
    method: 'POST',
    path: `${base}/PullSwith`,
    access: acting,
    request: 'CooperationPullSwitchRequest',
    response: 'Sentence',
    summary: '开启接单 of a game on or off (the main store side).',
  }),
  remove: coop({
    method: 'POST',
    path: `${base}/Remove`,
    access: acting,
    request: 'CooperationRemoveRequest',
    response: 'Sentence',
    summary: 'End a cooperation, or take one game out of it.',
  }),
  history: coop({
    method: 'GET',
    path: `${base}/History`,
    access,
    request: 'CooperationHistoryRequest',
    response: 'OrderPage',
    summary:
      'The orders handed over between my shop and a partner (type 1: I handed them over; 2: I received them).',
  }),
  balance: coop({
    method: 'GET',
    path: `${base}/CooperationBalance`,
    access,
    request: 'CooperationBalanceRequest',
    response: 'CooperationBalance',
    summary: 'A cooperation balance and one tab of its ledger (出票 / 充值 / 店主 / 奖金 / 提现).',
  }),
  recharge: coop({
    method: 'POST',
    path: `${base}/Recharge`,
    access: acting,
    request: 'CooperationRechargeRequest',
    response: 'Sentence',
    summary: 'The branch prepays its main store: from its shop balance into the cooperation balance.',
  }),
  withdraw: coop({
    method: 'POST',
    path: `${base}/Withdrawal`,
    access: acting,
    request: 'CooperationWithdrawalRequest',
    response: 'Sentence',
    summary:
      'The branch takes money back: from the cooperation balance into its shop balance (more than 1 yuan, 3 a day).',
  }),
  editBalance: coop({
    method: 'POST',
    path: `${base}/EditBalance`,
    access: acting,
    request: 'CooperationEditBalanceRequest',
    response: 'Sentence',
    summary:
      '加款 / 扣款: the main store adds to or takes from a branch’s cooperation balance (at most 5万 a time).',
  }),
};
