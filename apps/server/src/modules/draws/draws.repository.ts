import type { Dialect } from '../../db/migrations/helpers.ts';
import { newestFirst, type PageWindow } from '../../db/paging.ts';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { DrawRow, MatchResultRow } from '../../db/schema.ts';
import { locked } from '../../db/row-locks.ts';

/** Keeps every IN list well below the bound-parameter limits of both dialects. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Reads the draw with a row lock where the dialect has one (SQLite transactions are already exclusive). */
export async function lockDraw(
  trx: Trx,
  gameCode: number,
  issue: string,
  dialect: Dialect,
): Promise<DrawRow | undefined> {
  return locked(
    trx.selectFrom('draws').selectAll().where('game_code', '=', gameCode).where('issue', '=', issue),
    dialect,
  ).executeTakeFirst();
}

/** Undefined when another writer inserted the same draw first. */
export async function insertDraw(
  trx: Trx,
  row: Pick<DrawRow, 'game_code' | 'issue' | 'numbers' | 'pool_tiers' | 'published_time' | 'update_time'>,
): Promise<DrawRow | undefined> {
  return trx
    .insertInto('draws')
    .values(row)
    .onConflict((oc) => oc.columns(['game_code', 'issue']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Applies a correction only on top of the revision that was read; undefined when it moved meanwhile. */
export async function updateDraw(
  trx: Trx,
  id: number,
  fromRevision: number,
  patch: Pick<DrawRow, 'numbers' | 'pool_tiers' | 'update_time'>,
): Promise<DrawRow | undefined> {
  return trx
    .updateTable('draws')
    .set({ ...patch, revision: fromRevision + 1 })
    .where('id', '=', id)
    .where('revision', '=', fromRevision)
    .returningAll()
    .executeTakeFirst();
}

export async function drawsFor(
  db: DbOrTrx,
  keys: readonly { gameCode: number; issue: string }[],
): Promise<DrawRow[]> {
  const rows: DrawRow[] = [];
  for (const part of chunks(keys)) {
    rows.push(
      ...(await db
        .selectFrom('draws')
        .selectAll()
        .where((eb) =>
          eb.or(part.map((k) => eb.and([eb('game_code', '=', k.gameCode), eb('issue', '=', k.issue)]))),
        )
        .execute()),
    );
  }
  return rows;
}

/** The newest issue's draw of each game: one indexed read per game (a handful of number games). */
export async function latestDraws(db: DbOrTrx, gameCodes: readonly number[]): Promise<DrawRow[]> {
  const rows = await Promise.all(
    gameCodes.map((code) =>
      db
        .selectFrom('draws')
        .selectAll()
        .where('game_code', '=', code)
        .orderBy('issue', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  return rows.filter((r): r is DrawRow => r !== undefined);
}

export async function listDraws(
  db: DbOrTrx,
  filter: { gameCode?: number; issue?: string },
  page: PageWindow,
): Promise<{ total: number; rows: DrawRow[] }> {
  let base = db.selectFrom('draws');
  if (filter.gameCode !== undefined) base = base.where('game_code', '=', filter.gameCode);
  if (filter.issue) base = base.where('issue', '=', filter.issue);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { total: Number(counted.n), rows: await newestFirst(base.selectAll(), page).execute() };
}

export async function lockMatchResult(
  trx: Trx,
  matchId: string,
  dialect: Dialect,
): Promise<MatchResultRow | undefined> {
  return locked(
    trx.selectFrom('match_results').selectAll().where('match_id', '=', matchId),
    dialect,
  ).executeTakeFirst();
}

type MatchContent = Pick<MatchResultRow, 'full_home' | 'full_away' | 'half_home' | 'half_away' | 'cancelled'>;

export async function insertMatchResult(
  trx: Trx,
  row: MatchContent & Pick<MatchResultRow, 'match_id' | 'published_time' | 'update_time'>,
): Promise<MatchResultRow | undefined> {
  return trx
    .insertInto('match_results')
    .values(row)
    .onConflict((oc) => oc.column('match_id').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateMatchResult(
  trx: Trx,
  id: number,
  fromRevision: number,
  patch: MatchContent & Pick<MatchResultRow, 'update_time'>,
): Promise<MatchResultRow | undefined> {
  return trx
    .updateTable('match_results')
    .set({ ...patch, revision: fromRevision + 1 })
    .where('id', '=', id)
    .where('revision', '=', fromRevision)
    .returningAll()
    .executeTakeFirst();
}

export async function matchResultsFor(db: DbOrTrx, matchIds: readonly string[]): Promise<MatchResultRow[]> {
  const rows: MatchResultRow[] = [];
  for (const part of chunks(matchIds))
    rows.push(...(await db.selectFrom('match_results').selectAll().where('match_id', 'in', part).execute()));
  return rows;
}

export async function listMatchResults(
  db: DbOrTrx,
  filter: { matchId?: string },
  page: PageWindow,
): Promise<{ total: number; rows: MatchResultRow[] }> {
  let base = db.selectFrom('match_results');
  if (filter.matchId) base = base.where('match_id', '=', filter.matchId);
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { total: Number(counted.n), rows: await newestFirst(base.selectAll(), page).execute() };
}
