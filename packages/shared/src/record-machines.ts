import {
  Certification,
  CERTIFICATION_LABELS,
  COOPERATION_STATE_LABELS,
  CooperationState,
  ORDER_STATE_LABELS,
  RED_PACKET_STATE_LABELS,
  RedPacketState,
  ReceiptState,
} from './enums.ts';
import { ORDER_ACTIONS } from './order-actions.ts';
import { PaymentState } from './payment-rules.ts';
import { PlayerWithdrawalState } from './player-withdrawal-rules.ts';
import {
  OFFLINE_RECHARGE_STATE_LABELS,
  OfflineRechargeState,
  RECEIPT_STATE_LABELS,
} from './receipt-rules.ts';
import { SHOP_WITHDRAWAL_STATE_LABELS, ShopWithdrawalState } from './shop-money-rules.ts';
import type { StateLabels, StateTable } from './state-machine.ts';

// Every stateful record's state machine but the order's (order-actions.ts), and the registry of all of them that
// history lines are read with (docs/history.md). The server's one transition helper moves a record only along its
// table and writes an event row for each move; the web derives buttons and history lines from the same tables.

/** 提现 of a shop through the platform: the platform pays it out or refuses it (the money goes back). */
export const SHOP_WITHDRAWAL_ACTIONS = {
  settle: {
    from: [ShopWithdrawalState.pending],
    to: [ShopWithdrawalState.settled],
    by: 'platform',
    zh: '结算',
    en: 'paid out',
  },
  reject: {
    from: [ShopWithdrawalState.pending],
    to: [ShopWithdrawalState.rejected],
    by: 'platform',
    zh: '拒绝',
    en: 'refused',
  },
} as const satisfies StateTable<ShopWithdrawalState>;

export const PLAYER_WITHDRAWAL_STATE_LABELS = {
  0: { zh: '处理中', en: 'Processing' },
  1: { zh: '成功结算', en: 'Paid' },
  2: { zh: '拒绝', en: 'Refused' },
} as const satisfies StateLabels<PlayerWithdrawalState>;

/**
 * 提现申请 of a player: the shop pays the player (and says so) or refuses (the money goes back to the balance). The
 * refusal comes first: buttons show in the table's order, the one that pays last (on the right).
 */
export const PLAYER_WITHDRAWAL_ACTIONS = {
  reject: {
    from: [PlayerWithdrawalState.pending],
    to: [PlayerWithdrawalState.rejected],
    by: 'shop',
    zh: '拒绝',
    en: 'refused',
  },
  settle: {
    from: [PlayerWithdrawalState.pending],
    to: [PlayerWithdrawalState.settled],
    by: 'shop',
    zh: '同意',
    en: 'paid',
  },
} as const satisfies StateTable<PlayerWithdrawalState>;

type RedPacketStateValue = (typeof RedPacketState)[keyof typeof RedPacketState];
/** 红包: open until the shop revokes it, its end passes, or the last share is grabbed. */
export const RED_PACKET_ACTIONS = {
  revoke: {
    from: [RedPacketState.open],
    to: [RedPacketState.revokedByShop],
    by: 'shop',
    zh: '撤销',
    en: 'revoked',
  },
  expire: {
    from: [RedPacketState.open],
    to: [RedPacketState.expired],
    by: 'system',
    zh: '过期',
    en: 'expired',
  },
  exhaust: {
    from: [RedPacketState.open],
    to: [RedPacketState.exhausted],
    by: 'player',
    zh: '领完',
    en: 'all claimed',
  },
} as const satisfies StateTable<RedPacketStateValue>;

type CooperationStateValue = (typeof CooperationState)[keyof typeof CooperationState];
/** 合作申请 (to cooperate, or to add a game): the main store refuses or approves it (buttons in this order). */
export const COOPERATION_APPLICATION_ACTIONS = {
  refuse: {
    from: [CooperationState.pending],
    to: [CooperationState.refused],
    by: 'shop',
    zh: '拒绝',
    en: 'refused',
  },
  approve: {
    from: [CooperationState.pending],
    to: [CooperationState.approved],
    by: 'shop',
    zh: '同意',
    en: 'approved',
  },
} as const satisfies StateTable<CooperationStateValue>;

/**
 * A cooperation between a branch and its main store: active until either shop removes it (its games go with it);
 * the main store approving a new application of the same branch resumes it.
 */
export const PartnershipState = { ended: 0, active: 1 } as const;
export type PartnershipState = (typeof PartnershipState)[keyof typeof PartnershipState];
export const PARTNERSHIP_STATE_LABELS = {
  0: { zh: '已解除', en: 'Ended' },
  1: { zh: '合作中', en: 'Active' },
} as const satisfies StateLabels<PartnershipState>;
export const PARTNERSHIP_ACTIONS = {
  end: {
    from: [PartnershipState.active],
    to: [PartnershipState.ended],
    by: 'shop',
    zh: '解除合作',
    en: 'ended',
  },
  resume: {
    from: [PartnershipState.ended],
    to: [PartnershipState.active],
    by: 'shop',
    zh: '恢复合作',
    en: 'resumed',
  },
} as const satisfies StateTable<PartnershipState>;

type ReceiptStateValue = (typeof ReceiptState)[keyof typeof ReceiptState];
/** A shop's payment channel (收款管理): the platform reviews its application; the shop opens and closes it. */
export const RECEIPT_ACTIONS = {
  approve: {
    from: [ReceiptState.pending],
    to: [ReceiptState.open],
    by: 'platform',
    zh: '通过',
    en: 'approved',
  },
  refuse: {
    from: [ReceiptState.pending],
    to: [ReceiptState.refused],
    by: 'platform',
    zh: '驳回',
    en: 'refused',
  },
  reapply: {
    from: [ReceiptState.refused],
    to: [ReceiptState.pending],
    by: 'shop',
    zh: '重新申请',
    en: 'applied for again',
  },
  close: { from: [ReceiptState.open], to: [ReceiptState.closed], by: 'shop', zh: '关闭', en: 'closed' },
  open: { from: [ReceiptState.closed], to: [ReceiptState.open], by: 'shop', zh: '开启', en: 'opened' },
  /** The shop's merchant id at 51新支付 on an approved channel: the channel stays as it is. */
  set_pid: {
    from: [ReceiptState.open, ReceiptState.closed],
    to: [ReceiptState.open, ReceiptState.closed],
    by: 'shop',
    zh: '设置PID',
    en: 'pid set',
  },
} as const satisfies StateTable<ReceiptStateValue>;

/** A player's recharge through the shop's offline QR code: the shop refuses, or confirms the money arrived. */
export const OFFLINE_RECHARGE_ACTIONS = {
  refuse: {
    from: [OfflineRechargeState.pending],
    to: [OfflineRechargeState.refused],
    by: 'shop',
    zh: '拒绝',
    en: 'refused',
  },
  confirm: {
    from: [OfflineRechargeState.pending],
    to: [OfflineRechargeState.confirmed],
    by: 'shop',
    zh: '确认到账',
    en: 'confirmed',
  },
} as const satisfies StateTable<OfflineRechargeState>;

export const PAYMENT_STATE_LABELS = {
  0: { zh: '待支付', en: 'Waiting' },
  1: { zh: '已支付', en: 'Paid' },
  2: { zh: '支付失败', en: 'Failed' },
  3: { zh: '已过期', en: 'Expired' },
} as const satisfies StateLabels<PaymentState>;
/**
 * An online payment: the provider's confirmed notice (or a query) pays it, even one marked failed or expired — the
 * money did arrive; a provider's refusal fails it; nobody paying for 30 minutes expires it.
 */
export const PAYMENT_ACTIONS = {
  pay: {
    from: [PaymentState.pending, PaymentState.failed, PaymentState.expired],
    to: [PaymentState.paid],
    by: 'system',
    zh: '支付成功',
    en: 'paid',
  },
  fail: {
    from: [PaymentState.pending],
    to: [PaymentState.failed],
    by: 'system',
    zh: '支付失败',
    en: 'failed',
  },
  expire: {
    from: [PaymentState.pending],
    to: [PaymentState.expired],
    by: 'system',
    zh: '过期',
    en: 'expired',
  },
} as const satisfies StateTable<PaymentState>;

/** 店铺认证: the shop submits its material; the platform approves or rejects it (with a reason). */
export const CERTIFICATION_ACTIONS = {
  submit: {
    from: [Certification.none, Certification.rejected],
    to: [Certification.pending],
    by: 'shop',
    zh: '提交认证',
    en: 'submitted',
  },
  approve: {
    from: [Certification.pending],
    to: [Certification.certified],
    by: 'platform',
    zh: '认证通过',
    en: 'approved',
  },
  reject: {
    from: [Certification.pending],
    to: [Certification.rejected],
    by: 'platform',
    zh: '认证驳回',
    en: 'rejected',
  },
} as const satisfies StateTable<Certification>;

/** Every entity with a history: its name, its states' labels and its actions. */
export const RECORD_MACHINES = {
  order: {
    zh: '订单',
    en: 'Order',
    created: { zh: '下单', en: 'placed' },
    states: ORDER_STATE_LABELS,
    actions: ORDER_ACTIONS,
  },
  shop_withdrawal: {
    zh: '店铺提现',
    en: 'Shop withdrawal',
    created: { zh: '申请提现', en: 'requested' },
    states: SHOP_WITHDRAWAL_STATE_LABELS,
    actions: SHOP_WITHDRAWAL_ACTIONS,
  },
  player_withdrawal: {
    zh: '提现申请',
    en: 'Player withdrawal',
    created: { zh: '申请提现', en: 'requested' },
    states: PLAYER_WITHDRAWAL_STATE_LABELS,
    actions: PLAYER_WITHDRAWAL_ACTIONS,
  },
  red_packet: {
    zh: '红包',
    created: { zh: '发红包', en: 'sent' },
    en: 'Red packet',
    states: RED_PACKET_STATE_LABELS,
    actions: RED_PACKET_ACTIONS,
  },
  cooperation_application: {
    zh: '合作申请',
    en: 'Partner application',
    created: { zh: '申请合作', en: 'applied for' },
    states: COOPERATION_STATE_LABELS,
    actions: COOPERATION_APPLICATION_ACTIONS,
  },
  cooperation: {
    zh: '合作',
    created: { zh: '开始合作', en: 'started' },
    en: 'Partnership',
    states: PARTNERSHIP_STATE_LABELS,
    actions: PARTNERSHIP_ACTIONS,
  },
  receipt: {
    zh: '收款通道',
    created: { zh: '申请开通', en: 'applied for' },
    en: 'Payment channel',
    states: RECEIPT_STATE_LABELS,
    actions: RECEIPT_ACTIONS,
  },
  offline_recharge: {
    zh: '线下充值',
    en: 'Offline recharge',
    created: { zh: '提交充值', en: 'submitted' },
    states: OFFLINE_RECHARGE_STATE_LABELS,
    actions: OFFLINE_RECHARGE_ACTIONS,
  },
  payment: {
    zh: '在线支付',
    created: { zh: '发起支付', en: 'started' },
    en: 'Online payment',
    states: PAYMENT_STATE_LABELS,
    actions: PAYMENT_ACTIONS,
  },
  certification: {
    zh: '店铺认证',
    en: 'Certification',
    created: { zh: '未认证', en: 'not certified' },
    states: CERTIFICATION_LABELS,
    actions: CERTIFICATION_ACTIONS,
  },
} as const satisfies Record<
  string,
  { zh: string; en: string; created: { zh: string; en: string }; states: StateLabels; actions: StateTable }
>;

export type RecordEntity = keyof typeof RECORD_MACHINES;
export const RECORD_ENTITIES = Object.keys(RECORD_MACHINES) as RecordEntity[];
/** The actions of an entity's table. */
export type ActionOf<E extends RecordEntity> = keyof (typeof RECORD_MACHINES)[E]['actions'] & string;
