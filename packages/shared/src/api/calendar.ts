import { z } from 'zod';
import { IssueState } from '../enums.ts';
import { yuan } from '../fields.ts';

// Wire shapes of the game calendar (docs/calendar.md): what the player side reads to know what is on sale.

const unix = z.number().int();

/**
 * A draw issue (number games) or a round (胜负彩 / 任选九 / 北京单场 / 胜负过关) as a player sees it. Rounds have no
 * opening or draw time of their own: their matches are on sale from their import until they close.
 */
export const IssueSale = z.strictObject({
  issue: z.string(),
  state: z.enum(IssueState),
  sales_open: unix.nullable(),
  sales_close: unix,
  draw_time: unix.nullable(),
  /** `sales_close` minus the shop's advance for the game: the last moment this shop takes the order. */
  deadline: unix,
});
export type IssueSale = z.infer<typeof IssueSale>;

export const GameOnSale = z.strictObject({
  game_id: unix,
  name: z.strictObject({ zh: z.string(), en: z.string() }),
  group: z.enum(['number', 'sports']),
  autoSettle: z.boolean(),
  fixedOdds: z.boolean(),
  /** Number games and rounds: the issue on sale now, or null. */
  issue: IssueSale.nullable(),
  /** Number games with no issue on sale: the next one (presale or suspended), or null. */
  next: IssueSale.nullable(),
  /** Sports: how many matches are on sale; null for number games. */
  matches: unix.nullable(),
  /** Sports: the earliest deadline among the matches on sale; null when none is or for number games. */
  deadline: unix.nullable(),
  /** The least and the most one order of the game may cost at this shop (彩种管理's minimum and maximum). */
  min_bet: yuan,
  max_bet: yuan,
});
export type GameOnSale = z.infer<typeof GameOnSale>;

/** GET bettingend.Game/list — the games the player's shop sells, with what is on sale now. */
export const GameListResponse = z.array(GameOnSale);
export type GameListResponse = z.infer<typeof GameListResponse>;

/** GET bettingend.Game/matches — the matches of one sports game on sale now. */
export const GameMatchesRequest = z.strictObject({ game_id: z.coerce.number().int().positive() });
export type GameMatchesRequest = z.input<typeof GameMatchesRequest>;

/** One outcome a bet may choose: `res` is the label the bet sends, `rate` the current odds (null: no fixed odds). */
export const OddsItem = z.strictObject({ res: z.string(), rate: z.string().nullable() });

export const MatchOnSale = z.strictObject({
  matchId: z.string(),
  /** 周二001, or the position 1–14 in a 胜负彩 round. */
  matchNumStr: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  kickoff: unix,
  sales_close: unix,
  /** `sales_close` minus the shop's advance for the game. */
  deadline: unix,
  /** The issue of the round the match belongs to; null for 竞彩. */
  round: z.string().nullable(),
  /** Handicap added to the home score (让球 / 让分). */
  goal: z.number().nullable(),
  /** Preset total points (大小分, 竞彩篮球). */
  totalLine: z.number().nullable(),
  /** By play (spf, rqspf…): the outcomes on offer. */
  odds: z.record(z.string(), z.array(OddsItem)),
});
export type MatchOnSale = z.infer<typeof MatchOnSale>;

export const GameMatchesResponse = z.array(MatchOnSale);
export type GameMatchesResponse = z.infer<typeof GameMatchesResponse>;
