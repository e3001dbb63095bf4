// What a player's order must satisfy before any money moves, shown by the player app and enforced by the server
// (docs/orders.md, "Ordering"). Kept apart from the wire schemas so a page reading a limit does not load zod.

// The highest multiple is the engine's (`MAX_MULTIPLE` of @dzzs/shared/engine): pickers and the server share it.

/** The box the pay sheet asks the player to tick; the order records when it was ticked. */
export const PLAYER_CONSENT_TEXT = {
  zh: '我已年满18周岁 已阅读并同意《用户协议及法律声明》',
  en: 'I am 18 or older and have read and agree to the User Agreement and Legal Notice',
} as const;

export const PLAYER_ORDER_LIMITS = {
  /**
   * One order (or one group-buy plan) costs at most 10万 yuan (fen), whatever the shop: 彩种管理 has a minimum per
   * game but no maximum, and a wide 复式 at a high multiple can price far above any balance a shop holds.
   */
  maxOrderFen: 100_000_00,
} as const;

/**
 * 合买: a plan is one order split into equal shares that players of the shop buy; the pages show these bounds and the
 * server holds to them (docs/orders.md, "Group-buys").
 */
export const GROUP_BUY_RULES = {
  /** A plan costs at least 10 yuan (fen): smaller bets are simply ordered. */
  minPlanFen: 10_00,
  minShares: 2,
  maxShares: 1000,
  /** The initiator takes at least one share of their own plan. */
  minOwnShares: 1,
  /**
   * The plan closes (合买截止) this many minutes before the order's deadline: shares its 保底 takes at the close
   * still leave the shop time to take and ticket the filled plan before the order's own deadline.
   */
  closeLeadMinutes: 10,
  /** 保底 is optional: from 0 up to every share left after the initiator's own (no site minimum). */
  minGuaranteeShares: 0,
} as const;

/** The plan's close (合买截止) for an order deadline, in unix seconds. */
export const planCloseOf = (orderDeadline: number) => orderDeadline - GROUP_BUY_RULES.closeLeadMinutes * 60;

/** The price of one share in fen, or null when the plan's amount does not split into `shares` of whole fen. */
export function shareFenOf(amountFen: number, shares: number): number | null {
  if (!Number.isInteger(shares) || shares < 1 || amountFen % shares !== 0) return null;
  return amountFen / shares;
}

/** The share counts a plan of `amountFen` splits into evenly, within the bounds, fewest first. */
export function shareCountsOf(amountFen: number): number[] {
  const counts: number[] = [];
  for (let n = GROUP_BUY_RULES.minShares; n <= GROUP_BUY_RULES.maxShares; n++)
    if (shareFenOf(amountFen, n) !== null) counts.push(n);
  return counts;
}
