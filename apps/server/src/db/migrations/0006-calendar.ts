import type { Kysely } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * The game calendar (docs/calendar.md): number games' schedules, the days without draws, the issues generated from
 * them, sports fixtures with their odds, the platform's minimum advance per game and a shop's own advance.
 */
export const calendar: Migration = {
  name: '0006-calendar',
  async up(db, dialect) {
    await db.schema
      .createTable('game_schedules')
      .addColumn('game_code', 'integer', (c) => c.primaryKey())
      // ISO weekdays, 1 = Monday … 7 = Sunday, e.g. "2,4,7".
      .addColumn('draw_weekdays', 'varchar(20)', (c) => c.notNull())
      // HH:mm, China time (the server's TZ).
      .addColumn('draw_time', 'varchar(5)', (c) => c.notNull())
      .addColumn('close_time', 'varchar(5)', (c) => c.notNull())
      // YYYY (福彩: 2026135) or YY (体彩: 26135), followed by the draw's 3-digit position in the year.
      .addColumn('issue_format', 'varchar(10)', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('calendar_breaks'), dialect)
      // null: every number game.
      .addColumn('game_code', 'integer')
      .addColumn('from_day', 'varchar(10)', (c) => c.notNull())
      .addColumn('to_day', 'varchar(10)', (c) => c.notNull())
      .addColumn('memo', 'varchar(100)', d(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('issues'), dialect)
      .addColumn('game_code', 'integer', (c) => c.notNull())
      .addColumn('issue', 'varchar(20)', (c) => c.notNull())
      .addColumn('sales_open', 'bigint', (c) => c.notNull())
      .addColumn('sales_close', 'bigint', (c) => c.notNull())
      .addColumn('draw_time', 'bigint', (c) => c.notNull())
      .addColumn('suspended', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('issues_game_issue', ['game_code', 'issue'])
      .execute();
    await db.schema
      .createIndex('issues_game_close')
      .on('issues')
      .columns(['game_code', 'sales_close'])
      .execute();

    await withId(db.schema.createTable('fixtures'), dialect)
      .addColumn('game_code', 'integer', (c) => c.notNull())
      .addColumn('match_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('code', 'varchar(20)', (c) => c.notNull())
      .addColumn('round', 'varchar(20)')
      .addColumn('league', 'varchar(40)', (c) => c.notNull())
      .addColumn('home', 'varchar(40)', (c) => c.notNull())
      .addColumn('away', 'varchar(40)', (c) => c.notNull())
      .addColumn('kickoff', 'bigint', (c) => c.notNull())
      .addColumn('sales_close', 'bigint', (c) => c.notNull())
      .addColumn('handicap', 'double precision')
      .addColumn('total_line', 'double precision')
      // JSON: by play and canonical outcome, e.g. {"spf":{"H":"1.85","D":"3.20","A":"4.10"}}.
      .addColumn('odds', 'text', d('{}'))
      .addColumn('suspended', 'integer', d(0))
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('fixtures_game_match', ['game_code', 'match_id'])
      .execute();
    await db.schema
      .createIndex('fixtures_game_close')
      .on('fixtures')
      .columns(['game_code', 'sales_close'])
      .execute();
    await db.schema
      .createIndex('fixtures_game_round')
      .on('fixtures')
      .columns(['game_code', 'round'])
      .execute();

    await db.schema
      .createTable('game_rules')
      .addColumn('game_code', 'integer', (c) => c.primaryKey())
      .addColumn('min_advance_minutes', 'integer', d(10))
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .execute();

    // null: the platform's minimum for the game.
    await db.schema.alterTable('shop_games').addColumn('advance_minutes', 'integer').execute();

    await seedSchedules(db);
  },
};

/** The schedules published at the time of writing (docs/calendar.md); the platform edits them with the CLI. */
const SCHEDULES = [
  // 福彩
  { game_code: 101, draw_weekdays: '2,4,7', draw_time: '21:15', close_time: '20:00', issue_format: 'YYYY' },
  {
    game_code: 102,
    draw_weekdays: '1,2,3,4,5,6,7',
    draw_time: '21:15',
    close_time: '20:00',
    issue_format: 'YYYY',
  },
  { game_code: 104, draw_weekdays: '1,3,5', draw_time: '21:15', close_time: '20:00', issue_format: 'YYYY' },
  {
    game_code: 105,
    draw_weekdays: '1,2,3,4,5,6,7',
    draw_time: '21:30',
    close_time: '21:00',
    issue_format: 'YYYY',
  },
  // 体彩
  { game_code: 201, draw_weekdays: '1,3,6', draw_time: '21:25', close_time: '21:00', issue_format: 'YY' },
  {
    game_code: 202,
    draw_weekdays: '1,2,3,4,5,6,7',
    draw_time: '21:25',
    close_time: '21:00',
    issue_format: 'YY',
  },
  {
    game_code: 203,
    draw_weekdays: '1,2,3,4,5,6,7',
    draw_time: '21:25',
    close_time: '21:00',
    issue_format: 'YY',
  },
  { game_code: 204, draw_weekdays: '2,5,7', draw_time: '21:25', close_time: '21:00', issue_format: 'YY' },
];

async function seedSchedules(db: Kysely<unknown>): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  const seeded = db as Kysely<{
    game_schedules: (typeof SCHEDULES)[number] & { update_time: number };
    calendar_breaks: {
      game_code: number | null;
      from_day: string;
      to_day: string;
      memo: string;
      create_time: number;
    };
  }>;
  await seeded
    .insertInto('game_schedules')
    .values(SCHEDULES.map((s) => ({ ...s, update_time: now })))
    .execute();
  await seeded
    .insertInto('calendar_breaks')
    .values({
      game_code: null,
      from_day: '2026-02-16',
      to_day: '2026-02-22',
      memo: '春节休市',
      create_time: now,
    })
    .execute();
}
