import { IssueState } from '@dzzs/shared';
import { gameByCode, GAME, type Game } from '@dzzs/shared/engine';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { gameLabel } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import type { DbOrTrx } from '../../db/database.ts';
import type { FixtureRow, IssueRow } from '../../db/schema.ts';
import { drawKey, matchesWithResults, publishedDrawKeys } from '../draws/draw-settlement.service.ts';
import * as shopSwitches from '../shop-games/shop-switches.service.ts';
import { toSaleFixture, type SaleFixture } from './calendar.mapper.ts';
import { M } from './calendar-messages.ts';
import { formatLocalTime } from './calendar-time.ts';
import * as repo from './calendar.repository.ts';
import * as fixtureRepo from './fixtures.repository.ts';
import { issueState } from './issue-plan.ts';
import { fixtureGameOf, POOL_GAMES, ROUND_GAMES, ROUND_SIZE } from './sports-games.ts';

// What orders ask the calendar (docs/calendar.md, "What orders get"): what a bet may be placed on now, and how long
// before the sales close a shop stops taking a game's orders. The orders module imports from this file only.

export type { SaleFixture } from './calendar.mapper.ts';

export interface Sale {
  /** Number games and rounds (401/402/404/405): the issue; 竞彩 (406/407): null. */
  issue: string | null;
  /** When sales close for this bet: the issue's sales close; sports: the earliest selected match's (401/402: the round's). */
  salesClose: number;
  fixtures: Map<string, SaleFixture>;
}

/** The platform's minimum advance of a game no rule was set for. */
export const DEFAULT_MIN_ADVANCE_MINUTES = 10;
/** A shop's advance is at most a day. */
export const MAX_ADVANCE_MINUTES = 1440;

/** How many upcoming issues are read to find the one on sale and the next (a few overlap around a draw). */
const UPCOMING = 8;

const fail = (key: string, game: Game, params: Record<string, string | number> = {}) =>
  AppError.fail(key, { game: gameLabel(game), ...params });

export function gameOf(gameCode: number): Game {
  const game = gameByCode(gameCode);
  if (!game) throw AppError.fail(M.calUnknownGame, { code: gameCode });
  return game;
}

/**
 * What a bet may be placed on now. Refuses (AppError code 0, message in zh and en naming the field) an unknown,
 * closed, drawn, suspended or not-yet-on-sale issue (field `issue`); with no issue given, takes the one on sale, or
 * refuses saying when the next opens; a match that is not a fixture of this game, closed, suspended or has a result
 * (field `content.Content[i].matchId`, i = position in matchIds); matches of different rounds; a 胜负彩 bet that is
 * not the round's 14 matches; an `issue` that is not the matches' round.
 */
export async function saleFor(
  db: DbOrTrx,
  q: { gameCode: number; issue?: string | undefined; matchIds: readonly string[]; now: number },
): Promise<Sale> {
  const game = gameOf(q.gameCode);
  const issue = q.issue?.trim() || undefined;
  if (game.group === 'number') return numberSale(db, game, issue, q.now);
  return sportsSale(db, game, issue, q.matchIds, q.now);
}

async function numberSale(db: DbOrTrx, game: Game, issue: string | undefined, now: number): Promise<Sale> {
  const rows = issue
    ? [await repo.findIssue(db, game.code, { issue })].filter((r): r is IssueRow => r !== undefined)
    : await repo.issuesClosingAfter(db, [game.code], now, UPCOMING);
  if (issue && !rows.length) throw fail(M.calUnknownIssue, game, { issue });
  const drawn = await publishedDrawKeys(
    db,
    rows.map((r) => ({ gameCode: game.code, issue: r.issue })),
  );
  const stateOf = (r: IssueRow) => issueState(r, drawn.has(drawKey(game.code, r.issue)), now);
  const onSale = rows.find((r) => stateOf(r) === IssueState.onSale);
  if (onSale) return { issue: onSale.issue, salesClose: onSale.sales_close, fixtures: new Map() };
  if (issue) throw issueRefusal(game, rows[0] as IssueRow, stateOf(rows[0] as IssueRow));
  const next = rows.find((r) => stateOf(r) === IssueState.presale);
  if (next) throw fail(M.calNoIssueNext, game, { issue: next.issue, time: formatLocalTime(next.sales_open) });
  throw fail(M.calNoIssue, game);
}

function issueRefusal(game: Game, row: IssueRow, state: IssueState): AppError {
  const params = { issue: row.issue, time: formatLocalTime(row.sales_close) };
  switch (state) {
    case IssueState.suspended:
      return fail(M.calIssueSuspended, game, params);
    case IssueState.drawn:
      return fail(M.calIssueDrawn, game, params);
    case IssueState.presale:
      return fail(M.calIssuePresale, game, { ...params, time: formatLocalTime(row.sales_open) });
    default:
      return fail(M.calIssueClosed, game, params);
  }
}

const matchField = (i: number) => `content.Content[${i}].matchId`;

async function sportsSale(
  db: DbOrTrx,
  game: Game,
  issue: string | undefined,
  matchIds: readonly string[],
  now: number,
): Promise<Sale> {
  if (!matchIds.length) throw AppError.fail(M.calNoMatches);
  const ids = matchIds.map((id) => id.trim());
  const fixtureGame = fixtureGameOf(game.code);
  const [rows, results] = await Promise.all([
    fixtureRepo.fixturesOf(db, fixtureGame, ids),
    matchesWithResults(db, ids),
  ]);
  const byId = new Map(rows.map((r) => [r.match_id, r]));
  const selected: FixtureRow[] = ids.map((id, i) => {
    const row = byId.get(id);
    if (!row) throw fail(M.calMatchUnknown, game, { field: matchField(i), matchId: id });
    const named = { field: matchField(i), matchId: id, code: row.code };
    if (results.has(id)) throw fail(M.calMatchResult, game, named);
    if (row.suspended === 1) throw fail(M.calMatchSuspended, game, named);
    return row;
  });
  const first = selected[0] as FixtureRow;
  selected.forEach((row, i) => {
    if (row.round !== first.round)
      throw fail(M.calMatchOtherRound, game, {
        field: matchField(i),
        matchId: row.match_id,
        round: row.round ?? '-',
        first: first.round ?? '-',
      });
  });
  const round = first.round;
  if (!ROUND_GAMES.has(game.code) && issue) throw fail(M.calNoIssueForJingcai, game);
  if (round !== null && issue && issue !== round) throw fail(M.calIssueNotRound, game, { issue, round });

  let salesClose = Math.min(...selected.map((r) => r.sales_close));
  if (POOL_GAMES.has(game.code) && round !== null) {
    const whole = await fixtureRepo.roundFixtures(db, fixtureGame, round);
    salesClose = Math.min(...whole.map((r) => r.sales_close));
    const chosen = new Set(ids);
    if (game.code === GAME.sfc && (chosen.size !== ROUND_SIZE || whole.some((r) => !chosen.has(r.match_id))))
      throw fail(M.calWholeRound, game, { round, count: chosen.size });
  }
  selected.forEach((row, i) => {
    const close = POOL_GAMES.has(game.code) ? salesClose : row.sales_close;
    if (now >= close)
      throw fail(M.calMatchClosed, game, {
        field: matchField(i),
        matchId: row.match_id,
        code: row.code,
        time: formatLocalTime(close),
      });
  });
  return {
    issue: ROUND_GAMES.has(game.code) ? round : null,
    salesClose,
    fixtures: new Map(selected.map((r) => [r.match_id, toSaleFixture(r)])),
  };
}

/** Advance minutes, the platform's or a shop's: a whole number up to a day. */
export function checkAdvanceMinutes(minutes: number): void {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_ADVANCE_MINUTES)
    throw AppError.fail(M.calAdvanceRange, { max: MAX_ADVANCE_MINUTES });
}

/** A shop's advance in force: its own minutes for the game, never below the platform's minimum. */
export const effectiveAdvanceMinutes = (platformMin: number | undefined, shop: number | null): number =>
  Math.max(platformMin ?? DEFAULT_MIN_ADVANCE_MINUTES, shop ?? 0);

/** The platform's minimum advance (minutes) of each game, for pages that show every game. */
export async function platformMinAdvances(db: DbOrTrx): Promise<(gameCode: number) => number> {
  const set = await repo.minAdvances(db);
  return (gameCode) => set.get(gameCode) ?? DEFAULT_MIN_ADVANCE_MINUTES;
}

/** Seconds before the sales close that a shop stops taking a game's orders: the shop's advance minutes for the game,
 *  never below the platform minimum (default 10 minutes). */
export async function advanceSeconds(db: DbOrTrx, shopId: number, gameCode: number): Promise<number> {
  const [platformMin, shop] = await Promise.all([
    repo.minAdvance(db, gameCode),
    shopSwitches.shopAdvance(db, shopId, gameCode),
  ]);
  return effectiveAdvanceMinutes(platformMin, shop) * 60;
}

/** Sets a shop's advance for a game (彩种管理, docs/shop-setup.md); refuses below the minimum. */
export async function setShopAdvance(
  ctx: AppContext,
  shopId: number,
  gameCode: number,
  minutes: number,
): Promise<void> {
  const game = gameOf(gameCode);
  checkAdvanceMinutes(minutes);
  const min = (await repo.minAdvance(ctx.db, game.code)) ?? DEFAULT_MIN_ADVANCE_MINUTES;
  if (minutes < min) throw fail(M.calAdvanceBelowMin, game, { min });
  await shopSwitches.setShopAdvance(ctx.db, shopId, game.code, minutes, nowSeconds());
}
