// Rules of players and invitations the web shows and the server enforces (docs/players.md). Kept apart from the
// wire schemas so that a page reading a limit does not load the schema library.

export const PLAYER_LIMITS = {
  /** One 加款 or 扣款 of a player's balance: at most 5万 yuan (fen). */
  moneyMaxFen: 50_000_00,
  /** The memo of a 加款 / 扣款. */
  memoMax: 50,
  /** The shop's remark on a player. */
  remarksMax: 20,
  /** An agent's commission rate, as a fraction of the sales of the players they invited: above 0, at most 7 %. */
  agentRateMax: 0.07,
  /** The rates the detail page offers. */
  agentRates: [0.01, 0.015, 0.02, 0.025, 0.03, 0.035],
  /** Days between two settlements of an agent's commission: 1 to 365. */
  settleDaysMax: 365,
  /** The settlement periods the detail page offers. */
  settleDays: [1, 3, 15, 30],
} as const;

/** The shop's switches on a player (setUserConfig, GET form): star, remark, 销售, 专家. */
export const PLAYER_FLAGS = ['Star', 'sale', 'expert'] as const;
export type PlayerFlag = (typeof PLAYER_FLAGS)[number];

/** Order states of a player's bet records that count as bought (投注记录 with state 98, sales of an agent). */
export const TICKETED_STATES = [6, 7, 8, 9, 10] as const;
