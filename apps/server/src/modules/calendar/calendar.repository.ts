import type { Dialect } from '../../db/migrations/helpers.ts';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { CalendarBreakRow, GameScheduleRow, IssueRow } from '../../db/schema.ts';
import { locked } from '../../db/row-locks.ts';

// Schedules, breaks, issues, the platform's game rules and the shops' advance minutes (docs/calendar.md).

export async function listSchedules(db: DbOrTrx): Promise<GameScheduleRow[]> {
  return db.selectFrom('game_schedules').selectAll().orderBy('game_code').execute();
}

/** Reads a schedule with a row lock where the dialect has one: generating and editing a game's issues take turns. */
export async function lockSchedule(
  trx: Trx,
  gameCode: number,
  dialect: Dialect,
): Promise<GameScheduleRow | undefined> {
  return locked(
    trx.selectFrom('game_schedules').selectAll().where('game_code', '=', gameCode),
    dialect,
  ).executeTakeFirst();
}

export async function updateSchedule(
  db: DbOrTrx,
  gameCode: number,
  patch: Pick<GameScheduleRow, 'draw_weekdays' | 'draw_time' | 'close_time' | 'update_time'>,
): Promise<void> {
  await db.updateTable('game_schedules').set(patch).where('game_code', '=', gameCode).execute();
}

export async function listBreaks(db: DbOrTrx): Promise<CalendarBreakRow[]> {
  return db.selectFrom('calendar_breaks').selectAll().orderBy('from_day').execute();
}

export async function insertBreak(db: DbOrTrx, row: Omit<CalendarBreakRow, 'id'>): Promise<void> {
  await db.insertInto('calendar_breaks').values(row).execute();
}

/** The game's issue drawn last (by draw time): generation continues after it. */
export const lastIssue = (db: DbOrTrx, gameCode: number) =>
  issueBefore(db, gameCode, Number.MAX_SAFE_INTEGER);

/** Inserts the issues not there yet (another instance may be generating the same ones); returns how many were new. */
export async function insertIssues(
  db: DbOrTrx,
  rows: readonly Omit<IssueRow, 'id' | 'suspended'>[],
): Promise<number> {
  if (!rows.length) return 0;
  const inserted = await db
    .insertInto('issues')
    .values([...rows])
    .onConflict((oc) => oc.columns(['game_code', 'issue']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** Deletes the game's issues whose sales have not opened yet (no order can hold them); returns how many. */
export async function deletePresaleIssues(db: DbOrTrx, gameCode: number, now: number): Promise<number> {
  const deleted = await db
    .deleteFrom('issues')
    .where('game_code', '=', gameCode)
    .where('sales_open', '>', now)
    .returning('id')
    .execute();
  return deleted.length;
}

/** The game's issue with this number, or the one whose sales open at `sales_open` (the one after a draw). */
export async function findIssue(
  db: DbOrTrx,
  gameCode: number,
  by: { issue: string } | { sales_open: number },
): Promise<IssueRow | undefined> {
  const query = db.selectFrom('issues').selectAll().where('game_code', '=', gameCode);
  return ('issue' in by ? query.where('issue', '=', by.issue) : query.where('sales_open', '=', by.sales_open))
    .limit(1)
    .executeTakeFirst();
}

/** Issues of the given games whose sales close after `after`, soonest first. */
export async function issuesClosingAfter(
  db: DbOrTrx,
  gameCodes: readonly number[],
  after: number,
  limit: number,
): Promise<IssueRow[]> {
  if (!gameCodes.length) return [];
  return db
    .selectFrom('issues')
    .selectAll()
    .where('game_code', 'in', [...gameCodes])
    .where('sales_close', '>', after)
    .orderBy('sales_close')
    .orderBy('game_code')
    .limit(limit)
    .execute();
}

/** The game's last issue drawn before `drawTime`. */
export async function issueBefore(
  db: DbOrTrx,
  gameCode: number,
  drawTime: number,
): Promise<IssueRow | undefined> {
  return db
    .selectFrom('issues')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('draw_time', '<', drawTime)
    .orderBy('draw_time', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertIssue(db: DbOrTrx, row: Omit<IssueRow, 'id' | 'suspended'>): Promise<boolean> {
  return (await insertIssues(db, [row])) === 1;
}

export async function updateIssue(
  db: DbOrTrx,
  id: number,
  patch: Partial<Pick<IssueRow, 'sales_open' | 'sales_close' | 'draw_time' | 'suspended'>> & {
    update_time: number;
  },
): Promise<void> {
  await db.updateTable('issues').set(patch).where('id', '=', id).execute();
}

/** The platform's minimum advance (minutes) of every game that has one set. */
export async function minAdvances(db: DbOrTrx): Promise<Map<number, number>> {
  const rows = await db.selectFrom('game_rules').select(['game_code', 'min_advance_minutes']).execute();
  return new Map(rows.map((r) => [r.game_code, r.min_advance_minutes]));
}

export async function minAdvance(db: DbOrTrx, gameCode: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('game_rules')
    .select('min_advance_minutes')
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return row?.min_advance_minutes;
}

export async function setMinAdvance(
  db: DbOrTrx,
  gameCode: number,
  minutes: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('game_rules')
    .values({ game_code: gameCode, min_advance_minutes: minutes, update_time: now })
    .onConflict((oc) =>
      oc.column('game_code').doUpdateSet({ min_advance_minutes: minutes, update_time: now }),
    )
    .execute();
}
