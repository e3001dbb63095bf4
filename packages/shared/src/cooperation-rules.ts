// Rules of partner shops the web shows and the server enforces (docs/partners.md). Kept apart from the wire
// schemas so that a page reading a limit or a label does not load the schema library.

/** Limits the shop app shows and the server enforces. */
export const COOPERATION_LIMITS = {
  /** The main store's commission on a game, in whole percent. */
  commission: { min: 0, max: 7, default: 5 },
  /** The note of an application or of a 加款 / 扣款. */
  memoMax: 130,
  /** One 加款 / 扣款 of the main store: at most 5万 yuan (fen). */
  editMaxFen: 50_000_00,
  /** One prepayment of the branch (fen). */
  rechargeMaxFen: 1_000_000_00,
  /** A withdrawal must be more than 1 yuan (fen). */
  withdrawalAboveFen: 100,
  /** Withdrawals a branch may make from one cooperation balance in a day (Asia/Shanghai). */
  withdrawalsPerDay: 3,
} as const;

/**
 * Entry types of a cooperation balance, the tabs of its ledger page (CooperationBalance `type`): 出票 tickets the
 * main store bought (less its commission), 充值 the branch's prepayments, 店主 the main store's 加款 / 扣款, 奖金 prizes
 * returned, 提现 the branch's withdrawals.
 */
export const CooperationEntryType = { ticket: 1, recharge: 2, byOwner: 3, prize: 4, withdrawal: 5 } as const;
export type CooperationEntryType = (typeof CooperationEntryType)[keyof typeof CooperationEntryType];
export const COOPERATION_ENTRY_LABELS = {
  1: { zh: '出票', en: 'Tickets' },
  2: { zh: '充值', en: 'Recharges' },
  3: { zh: '店主', en: 'By the main store' },
  4: { zh: '奖金', en: 'Prizes' },
  5: { zh: '提现', en: 'Withdrawals' },
} as const;

/** What the main store keeps of a ticket it buys for a branch: the commission, in fen, rounded to the fen. */
export const commissionFen = (betFen: number, percent: number) => Math.round((betFen * percent) / 100);
