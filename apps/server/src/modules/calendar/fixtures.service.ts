import { GAME, gameByCode, type Game } from '@dzzs/shared/engine';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import { gameLabel } from '../../core/i18n.ts';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { FixtureRow } from '../../db/schema.ts';
import { M } from './calendar-messages.ts';
import { checkFixtureFile, FIXTURE_GAMES, type FixtureFeed } from './fixture-file.ts';
import * as repo from './fixtures.repository.ts';
import { fixtureGameOf, ROUND_SIZE } from './sports-games.ts';

// Sports fixtures (docs/calendar.md, "Fixtures"): imported from a feed, listed and suspended by the platform.

/** At most this many problems are listed when a file is refused. */
const MAX_PROBLEMS = 20;

/** A sports game whose fixtures the calendar holds (任选九 reads 胜负彩's). */
export function fixtureGame(code: number): Game {
  const game = gameByCode(fixtureGameOf(code));
  if (!game || !FIXTURE_GAMES.includes(game.code))
    throw AppError.fail(M.calNotSports, { game: game ? gameLabel(game) : String(code) });
  return game;
}

/** A 胜负彩 round must hold exactly the positions 1–14 once each. */
async function checkRound(trx: Trx, round: string): Promise<void> {
  const codes = (await repo.roundFixtures(trx, GAME.sfc, round))
    .map((r) => Number(r.code))
    .sort((a, b) => a - b);
  const whole = codes.length === ROUND_SIZE && codes.every((code, i) => code === i + 1);
  if (!whole)
    throw AppError.fail(M.calRoundSize, { round, count: codes.length, codes: codes.join(',') || '-' });
}

/**
 * Imports a feed's fixtures: new matches are added, known ones updated (times, teams, lines and odds: importing again
 * is how prices change). All or nothing: a bad row, or a 胜负彩 round that would not be 14 matches, refuses the file.
 */
export async function importFixtures(
  ctx: AppContext,
  feed: FixtureFeed,
  now: number,
): Promise<{ added: number; updated: number }> {
  const { rows, problems } = checkFixtureFile(await feed.read());
  if (problems.length) {
    const more = problems.length - MAX_PROBLEMS;
    const shown = [
      ...problems.slice(0, MAX_PROBLEMS),
      ...(more > 0 ? [{ zh: `……另有 ${more} 处`, en: `… and ${more} more` }] : []),
    ];
    throw AppError.fail(M.calFixtureFile, {
      count: problems.length,
      problems: {
        zh: shown.map((p) => p.zh).join('\n'),
        en: shown.map((p) => p.en).join('\n'),
      },
    });
  }
  return inTransaction(ctx, async ({ trx }) => {
    let added = 0;
    const rounds = new Set<string>();
    for (const row of rows) {
      const [before] = await repo.fixturesOf(trx, row.game_code, [row.match_id]);
      if (!before) added += 1;
      if (row.game_code === GAME.sfc) [before?.round, row.round].forEach((r) => r && rounds.add(r));
      await repo.upsertFixture(trx, { ...row, update_time: now });
    }
    for (const round of rounds) await checkRound(trx, round);
    return { added, updated: rows.length - added };
  });
}

/** The game's fixtures whose sales close from `from` on, soonest first. */
export async function listFixtures(
  db: DbOrTrx,
  q: { gameCode: number; from: number; limit: number },
): Promise<FixtureRow[]> {
  return repo.fixturesClosingAfter(db, fixtureGame(q.gameCode).code, {
    after: q.from - 1,
    limit: q.limit,
    onSale: false,
  });
}

export async function setFixtureSuspended(
  ctx: AppContext,
  q: { gameCode: number; matchId: string; suspended: boolean; now: number },
): Promise<void> {
  const game = fixtureGame(q.gameCode);
  if (!(await repo.setFixtureSuspended(ctx.db, game.code, q.matchId, q.suspended, q.now)))
    throw AppError.fail(M.calUnknownFixture, { game: gameLabel(game), matchId: q.matchId });
}
