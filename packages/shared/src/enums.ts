/** Account groups (docs/api.md, roles). */
export const GroupId = { player: 1, shopkeeper: 2, staff: 3, support: 9 } as const;
export type GroupId = (typeof GroupId)[keyof typeof GroupId];

/** Order State (docs/orders.md). */
export const OrderState = {
  subscribing: 0,
  awaitingAcceptance: 1,
  awaitingTicket: 2,
  cancelledByPlayer: 3,
  cancelledByShop: 4,
  cancelledBySystem: 5,
  awaitingDraw: 6,
  awaitingSettlement: 7,
  lost: 8,
  awaitingPayout: 9,
  paidOut: 10,
  lapsed: 11,
} as const;
export type OrderState = (typeof OrderState)[keyof typeof OrderState];
export const ORDER_STATE_LABELS: Record<OrderState, { zh: string; en: string }> = {
  0: { zh: '认购中', en: 'Subscribing' },
  1: { zh: '待接单', en: 'Awaiting acceptance' },
  2: { zh: '待出票', en: 'Awaiting ticket' },
  3: { zh: '玩家撤销', en: 'Cancelled by player' },
  4: { zh: '店主撤销', en: 'Cancelled by shop' },
  5: { zh: '系统撤销', en: 'Cancelled by system' },
  6: { zh: '待开奖', en: 'Awaiting draw' },
  7: { zh: '待中奖', en: 'Awaiting settlement' },
  8: { zh: '未中奖', en: 'Not won' },
  9: { zh: '待派奖', en: 'Awaiting payout' },
  10: { zh: '已派奖', en: 'Paid out' },
  11: { zh: '已流单', en: 'Lapsed' },
};

/** Shop certification (StoreCertification). */
export const Certification = { none: 0, certified: 1, pending: 2, rejected: 3 } as const;
export type Certification = (typeof Certification)[keyof typeof Certification];
export const CERTIFICATION_LABELS: Record<Certification, { zh: string; en: string }> = {
  0: { zh: '未认证', en: 'Not certified' },
  1: { zh: '已认证', en: 'Certified' },
  2: { zh: '待审核', en: 'Under review' },
  3: { zh: '审核失败', en: 'Rejected' },
};

/** Player and shop withdrawals. */
export const WithdrawalState = { processing: 0, settled: 1, refused: 2 } as const;
export const WITHDRAWAL_STATE_LABELS = {
  0: { zh: '处理中', en: 'Processing' },
  1: { zh: '成功结算', en: 'Settled' },
  2: { zh: '拒绝', en: 'Refused' },
} as const;

export const CooperationState = { pending: 0, approved: 1, refused: 2 } as const;
export const COOPERATION_STATE_LABELS = {
  0: { zh: '审核中', en: 'Under review' },
  1: { zh: '已通过', en: 'Approved' },
  2: { zh: '已拒绝', en: 'Refused' },
} as const;

export const ReceiptState = { pending: 0, open: 1, refused: 2, closed: 3 } as const;

export const RedPacketState = { open: 1, revokedByShop: 2, expired: 3, exhausted: 4 } as const;
export const RED_PACKET_STATE_LABELS = {
  1: { zh: '领取中', en: 'Open' },
  2: { zh: '店主撤销', en: 'Revoked' },
  3: { zh: '系统撤销', en: 'Expired' },
  4: { zh: '已领完', en: 'All claimed' },
} as const;

/**
 * A draw issue's state, computed from its times, its switch and the published draws (docs/calendar.md); never
 * stored. Listed in the order they are decided: a suspended issue is suspended whatever its times.
 */
export const IssueState = {
  suspended: 'suspended',
  drawn: 'drawn',
  closed: 'closed',
  onSale: 'on_sale',
  presale: 'presale',
} as const;
export type IssueState = (typeof IssueState)[keyof typeof IssueState];
export const ISSUE_STATE_LABELS: Record<IssueState, { zh: string; en: string }> = {
  suspended: { zh: '暂停', en: 'Suspended' },
  drawn: { zh: '已开奖', en: 'Drawn' },
  closed: { zh: '已截止', en: 'Closed' },
  on_sale: { zh: '在售', en: 'On sale' },
  presale: { zh: '预售', en: 'Presale' },
};

/** Staff per-game acceptance rule. */
export const StaffGameRule = { noLimit: 0, mayNotAccept: 1, withinRange: 2 } as const;

/** Verification-code events (docs/api.md). */
export const CODE_EVENTS = ['register', 'resetpwd', 'changephone'] as const;
export type CodeEvent = (typeof CODE_EVENTS)[number];

/** The web app's own version (footer and update check). */
export const APP_VERSION = { name: '2.2.25', code: 2225 } as const;
