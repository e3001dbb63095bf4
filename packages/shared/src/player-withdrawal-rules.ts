// Rules of players' withdrawal requests (提现申请, docs/money.md "Players' withdrawals") that the web shows and the
// server enforces. Kept apart from the wire schemas so a page reading a label or a limit loads no schema library.

/** 0 处理中 → 1 成功结算 (the shop paid the player) | 2 拒绝 (the money went back to the player's balance). */
export const PlayerWithdrawalState = { pending: 0, settled: 1, rejected: 2 } as const;
export type PlayerWithdrawalState = (typeof PlayerWithdrawalState)[keyof typeof PlayerWithdrawalState];

/**
 * Who handles a request: 1 店内提现, the player's own shop; 2 合作店铺提现, a partner shop. Every request today is 1:
 * the 合作店铺 tab reads the same table and is honestly empty until withdrawals through a partner exist.
 */
export const PlayerWithdrawalType = { inShop: 1, partner: 2 } as const;
export type PlayerWithdrawalType = (typeof PlayerWithdrawalType)[keyof typeof PlayerWithdrawalType];

export const PLAYER_WITHDRAWAL_LIMITS = {
  /** A request must be more than 1 yuan (fen), as a shop's own withdrawal. */
  aboveFen: 100,
  /** One request: at most 5万 yuan (fen). */
  maxFen: 50_000_00,
  /** The shop's reason for refusing (拒绝). */
  reasonMax: 100,
  contactMax: 50,
  realNameMax: 30,
  accountMax: 100,
} as const;
