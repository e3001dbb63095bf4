import type { DbOrTrx } from '../../db/database.ts';
import type { FixtureRow, NewFixtureRow } from '../../db/schema.ts';

// Sports fixtures and their odds (docs/calendar.md, "Fixtures").

/** Inserts a fixture, or updates everything a feed says about it; a suspension is the platform's, never a feed's. */
export async function upsertFixture(db: DbOrTrx, row: Omit<NewFixtureRow, 'suspended'>): Promise<void> {
  const { game_code: _game, match_id: _match, ...fed } = row;
  await db
    .insertInto('fixtures')
    .values(row)
    .onConflict((oc) => oc.columns(['game_code', 'match_id']).doUpdateSet(fed))
    .execute();
}

export async function fixturesOf(
  db: DbOrTrx,
  gameCode: number,
  matchIds: readonly string[],
): Promise<FixtureRow[]> {
  if (!matchIds.length) return [];
  return db
    .selectFrom('fixtures')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('match_id', 'in', [...matchIds])
    .execute();
}

export async function roundFixtures(db: DbOrTrx, gameCode: number, round: string): Promise<FixtureRow[]> {
  return db
    .selectFrom('fixtures')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('round', '=', round)
    .orderBy('code')
    .execute();
}

/** When each round's sales close: its earliest match's close. */
export async function roundCloses(
  db: DbOrTrx,
  gameCode: number,
  rounds: readonly string[],
): Promise<Map<string, number>> {
  if (!rounds.length) return new Map();
  const rows = await db
    .selectFrom('fixtures')
    .select(['round', (eb) => eb.fn.min<number>('sales_close').as('close')])
    .where('game_code', '=', gameCode)
    .where('round', 'in', [...rounds])
    .groupBy('round')
    .execute();
  return new Map(rows.map((r) => [r.round ?? '', Number(r.close)]));
}

/** The game's fixtures whose own sales close after `after`, soonest first; `onSale` leaves the suspended ones out. */
export async function fixturesClosingAfter(
  db: DbOrTrx,
  gameCode: number,
  q: { after: number; limit: number; onSale: boolean },
): Promise<FixtureRow[]> {
  let query = db
    .selectFrom('fixtures')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('sales_close', '>', q.after);
  if (q.onSale) query = query.where('suspended', '=', 0);
  return query.orderBy('sales_close').orderBy('code').limit(q.limit).execute();
}

export async function setFixtureSuspended(
  db: DbOrTrx,
  gameCode: number,
  matchId: string,
  suspended: boolean,
  now: number,
): Promise<boolean> {
  const updated = await db
    .updateTable('fixtures')
    .set({ suspended: suspended ? 1 : 0, update_time: now })
    .where('game_code', '=', gameCode)
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
