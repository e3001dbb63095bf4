import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

export const draws: Migration = {
  name: '0002-draws',
  async up(db, dialect) {
    await withId(db.schema.createTable('draws'), dialect)
      .addColumn('game_code', 'integer', (c) => c.notNull())
      .addColumn('issue', 'varchar(20)', (c) => c.notNull())
      .addColumn('numbers', 'text', (c) => c.notNull())
      .addColumn('pool_tiers', 'text', d('{}'))
      .addColumn('revision', 'integer', d(1))
      .addColumn('published_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('draws_game_issue', ['game_code', 'issue'])
      .execute();

    await withId(db.schema.createTable('match_results'), dialect)
      .addColumn('match_id', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('full_home', 'integer')
      .addColumn('full_away', 'integer')
      .addColumn('half_home', 'integer')
      .addColumn('half_away', 'integer')
      .addColumn('cancelled', 'integer', d(0))
      .addColumn('revision', 'integer', d(1))
      .addColumn('published_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      // A played match has both full-time scores; a cancelled one has none.
      .addCheckConstraint(
        'match_results_scores',
        sql`(cancelled = 1 and full_home is null and full_away is null and half_home is null and half_away is null) or (cancelled = 0 and full_home is not null and full_away is not null)`,
      )
      .execute();
  },
};
