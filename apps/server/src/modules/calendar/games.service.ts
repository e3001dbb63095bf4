import { fenToYuan, IssueState, type GameOnSale, type IssueSale, type MatchOnSale } from '@dzzs/shared';
import { GAMES, type Game } from '@dzzs/shared/engine';
import { AppError } from '../../core/errors.ts';
import { gameLabel } from '../../core/i18n.ts';
import type { DbOrTrx } from '../../db/database.ts';
import type { FixtureRow, IssueRow } from '../../db/schema.ts';
import { drawKey, matchesWithResults, publishedDrawKeys } from '../draws/draw-settlement.service.ts';
import * as shopSwitches from '../shop-games/shop-switches.service.ts';
import { toIssueSale, toMatchOnSale } from './calendar.mapper.ts';
import { M } from './calendar-messages.ts';
import { effectiveAdvanceMinutes, gameOf } from './calendar.service.ts';
import * as repo from './calendar.repository.ts';
import * as fixtureRepo from './fixtures.repository.ts';
import { issueState } from './issue-plan.ts';
import { fixtureGameOf, POOL_GAMES, ROUND_GAMES } from './sports-games.ts';

// What the player side reads (bettingend.Game/list and /matches): the games the shop sells and what is on sale.
// "On sale" is the calendar's; each answer also gives the shop's deadline, which comes earlier by its advance.

/** More than every issue of every number game within the generation horizon. */
const UPCOMING_ISSUES = 500;
/** More than a game ever has on sale at once (竞彩 offers some dozens of matches a day). */
const MATCHES_ON_SALE = 1000;

interface OpenFixture {
  row: FixtureRow;
  /** When the match stops selling: its own close, or its round's for the pools. */
  salesClose: number;
}

/** The game's matches on sale at `now`: not suspended, not closed, no result; soonest first. */
async function openFixtures(db: DbOrTrx, game: Game, now: number): Promise<OpenFixture[]> {
  const fixtureGame = fixtureGameOf(game.code);
  const rows = await fixtureRepo.fixturesClosingAfter(db, fixtureGame, {
    after: now,
    limit: MATCHES_ON_SALE,
    onSale: true,
  });
  const closes = POOL_GAMES.has(game.code)
    ? await fixtureRepo.roundCloses(db, fixtureGame, [...new Set(rows.map((r) => r.round ?? ''))])
    : new Map<string, number>();
  const open = rows
    .map((row) => ({ row, salesClose: closes.get(row.round ?? '') ?? row.sales_close }))
    .filter((f) => f.salesClose > now);
  const results = await matchesWithResults(
    db,
    open.map((f) => f.row.match_id),
  );
  return (
    open
      .filter((f) => !results.has(f.row.match_id))
      // Codes in their printed order: a round's match 2 before its match 10.
      .sort(
        (a, b) =>
          a.salesClose - b.salesClose || a.row.code.localeCompare(b.row.code, 'en', { numeric: true }),
      )
  );
}

/** Whether each of these shops sells a game (允许投注: a game is open unless the shop switched it off). */
export async function sellsGames(
  db: DbOrTrx,
  shopIds: readonly number[],
): Promise<(shopId: number, gameCode: number) => boolean> {
  const closed = new Set(
    (await shopSwitches.closedGamesOf(db, shopIds)).map((r) => `${r.shop_id}|${r.game_code}`),
  );
  return (shopId, gameCode) => !closed.has(`${shopId}|${gameCode}`);
}

/** The shop's advance (seconds) for every game, from one read of its switches and the platform's rules. */
async function shopTerms(db: DbOrTrx, shopId: number) {
  const [switches, minimums] = await Promise.all([shopSwitches.shopGames(db, shopId), repo.minAdvances(db)]);
  const byGame = new Map(switches.map((s) => [s.game_code, s]));
  const bounds = await shopSwitches.betBounds(db, switches);
  return {
    bets: (game: Game) => {
      const { minFen, maxFen } = bounds(game);
      return { min_bet: fenToYuan(minFen), max_bet: fenToYuan(maxFen) };
    },
    sells: (game: Game) => byGame.get(game.code)?.enabled !== 0,
    advance: (game: Game) =>
      effectiveAdvanceMinutes(minimums.get(game.code), byGame.get(game.code)?.advance_minutes ?? null) * 60,
  };
}

/** The round on sale first: its issue, closing when its last match on sale closes (the pools: all at once). */
function roundOnSale(open: readonly OpenFixture[], advance: number): IssueSale | null {
  const round = open[0]?.row.round;
  if (!round) return null;
  const salesClose = Math.max(...open.filter((f) => f.row.round === round).map((f) => f.salesClose));
  return {
    issue: round,
    state: IssueState.onSale,
    sales_open: null,
    sales_close: salesClose,
    draw_time: null,
    deadline: salesClose - advance,
  };
}

/**
 * bettingend.Game/list: the games the shop sells, each with its issue or matches on sale. `all`: every game, those
 * the shop switched off too (the shop's own 彩种管理 shows them with what it would sell).
 */
export async function listGames(
  db: DbOrTrx,
  shopId: number,
  now: number,
  { all = false } = {},
): Promise<GameOnSale[]> {
  const terms = await shopTerms(db, shopId);
  const games = all ? GAMES : GAMES.filter((g) => terms.sells(g));
  const issues = await repo.issuesClosingAfter(
    db,
    games.filter((g) => g.group === 'number').map((g) => g.code),
    now,
    UPCOMING_ISSUES,
  );
  const drawn = await publishedDrawKeys(
    db,
    issues.map((r) => ({ gameCode: r.game_code, issue: r.issue })),
  );
  const listed: GameOnSale[] = [];
  for (const game of games) {
    const advance = terms.advance(game);
    const base = {
      game_id: game.code,
      name: gameLabel(game),
      group: game.group,
      autoSettle: game.autoSettle,
      fixedOdds: game.fixedOdds,
      ...terms.bets(game),
    };
    if (game.group === 'number') {
      const states = issues
        .filter((r) => r.game_code === game.code)
        .map((row) => ({ row, state: issueState(row, drawn.has(drawKey(row.game_code, row.issue)), now) }));
      const onSale = states.find((s) => s.state === IssueState.onSale);
      const next = onSale
        ? undefined
        : states.find((s) => s.state === IssueState.presale || s.state === IssueState.suspended);
      const sale = (s: { row: IssueRow; state: IssueState } | undefined) =>
        s ? toIssueSale(s.row, s.state, advance) : null;
      listed.push({ ...base, issue: sale(onSale), next: sale(next), matches: null, deadline: null });
      continue;
    }
    const open = await openFixtures(db, game, now);
    listed.push({
      ...base,
      issue: ROUND_GAMES.has(game.code) ? roundOnSale(open, advance) : null,
      next: null,
      matches: open.length,
      deadline: open.length ? Math.min(...open.map((f) => f.salesClose)) - advance : null,
    });
  }
  return listed;
}

/** bettingend.Game/matches: a sports game's matches on sale with their odds, as a bet is built from them. */
export async function matchesOnSale(
  db: DbOrTrx,
  shopId: number,
  gameCode: number,
  now: number,
): Promise<MatchOnSale[]> {
  const game = gameOf(gameCode);
  if (game.group !== 'sports') throw AppError.fail(M.calNotSports, { game: gameLabel(game) });
  const terms = await shopTerms(db, shopId);
  if (!terms.sells(game)) throw AppError.fail(M.calGameOff, { game: gameLabel(game) });
  const advance = terms.advance(game);
  return (await openFixtures(db, game, now)).map((f) =>
    toMatchOnSale(f.row, game.code, { salesClose: f.salesClose, advance, fixedOdds: game.fixedOdds }),
  );
}
