// Rules of the shop's own balance (店铺余额), its withdrawals and the players' balances it holds (托管余额), as the web
// shows them and the server enforces them (docs/money.md, "Shop balance and withdrawals"). Kept apart from the wire
// schemas so that a page reading a limit or a label does not load the schema library. Accounts and their checks,
// which players' withdrawals share: withdrawal-rules.ts.

export const SHOP_WITHDRAWAL_LIMITS = {
  /** A withdrawal must be more than 1 yuan (fen). */
  aboveFen: 100,
  /** One withdrawal: at most 5万 yuan (fen). */
  maxFen: 50_000_00,
  /** Withdrawals a shop may request in a day (Asia/Shanghai), whatever became of them. */
  perDay: 3,
  /** The account number and the contact, as typed. */
  numberMax: 50,
  contactMax: 100,
} as const;

/** A shop withdrawal: 0 处理中 → 1 成功结算 (paid by the platform) | 2 拒绝 (with a reason; the money returned). */
export const ShopWithdrawalState = { pending: 0, settled: 1, rejected: 2 } as const;
export type ShopWithdrawalState = (typeof ShopWithdrawalState)[keyof typeof ShopWithdrawalState];
export const SHOP_WITHDRAWAL_STATE_LABELS = {
  0: { zh: '处理中', en: 'Processing' },
  1: { zh: '成功结算', en: 'Paid' },
  2: { zh: '拒绝提现', en: 'Refused' },
} as const;

/** Ledger types of a shop withdrawal: the request holds the money, a refusal gives it back, a settlement pays it out. */
export const SHOP_WITHDRAWAL_LEDGER = {
  hold: 'shop_withdrawal',
  refund: 'shop_withdrawal_refund',
  payout: 'shop_withdrawal_payout',
} as const;

/**
 * The tabs of the shop balance's ledger (Balance/Details `type`): each groups the ledger types that start with one
 * of its prefixes; 其他 (6) is every entry no other tab takes, 全部 (0) every entry.
 */
export const SHOP_LEDGER_TABS = {
  0: { zh: '全部', en: 'All', prefixes: [] },
  1: { zh: '充值', en: 'Recharges', prefixes: ['shop_recharge', 'recharge'] },
  2: { zh: '提现', en: 'Withdrawals', prefixes: ['shop_withdrawal'] },
  3: { zh: '服务费', en: 'Service fees', prefixes: ['service_fee'] },
  4: { zh: '合作', en: 'Partners', prefixes: ['coop_'] },
  5: { zh: '红包', en: 'Red packets', prefixes: ['red_packet'] },
  6: { zh: '其他', en: 'Other', prefixes: [] },
} as const satisfies Record<number, { zh: string; en: string; prefixes: readonly string[] }>;
export type ShopLedgerTab = keyof typeof SHOP_LEDGER_TABS;
export const SHOP_LEDGER_TAB_KEYS = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly ShopLedgerTab[];
export const SHOP_LEDGER_OTHER: ShopLedgerTab = 6;

/** 托管余额 tabs (Trusteeship/list `type`): 0 the players' balances, 1 their 加款, 2 their 扣款. */
export const TRUSTEESHIP_TABS = {
  0: { zh: '余额', en: 'Balances' },
  1: { zh: '加款', en: 'Added' },
  2: { zh: '扣款', en: 'Deducted' },
} as const;
export type TrusteeshipTab = keyof typeof TRUSTEESHIP_TABS;
/** Ledger types of the players' 加款 / 扣款 (written by the players area). */
export const TRUSTEESHIP_LEDGER = { 1: 'shop_add', 2: 'shop_deduct' } as const;
