import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * Partner shops (docs/partners.md): a branch store hands orders over to a main store that tickets them.
 * - `cooperation_applications`: asking to cooperate at all (`game_code` null) or to add one game with a commission;
 *   at most one waiting per branch, main store and game (the unique index over the waiting rows);
 * - `cooperations`: one per branch and main store;
 * - `cooperation_games`: the games of a cooperation with the main store's commission (whole percent) and the two
 *   switches: the branch's 自动甩单 (`auto_hand_over`) and the main store's 开启接单 (`accepting`).
 */
export const cooperation: Migration = {
  name: '0010-cooperation',
  async up(db, dialect) {
    await withId(db.schema.createTable('cooperation_applications'), dialect)
      .addColumn('branch_shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('main_shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('game_code', 'integer')
      .addColumn('commission', 'integer', d(0))
      .addColumn('memo', 'varchar(200)', d(''))
      .addColumn('state', 'integer', d(0))
      .addColumn('applicant_id', 'integer', d(0))
      .addColumn('handler_id', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('handle_time', 'bigint', d(0))
      .addCheckConstraint('cooperation_applications_state', sql`state between 0 and 2`)
      .addCheckConstraint('cooperation_applications_commission', sql`commission between 0 and 7`)
      .execute();
    await sql`create unique index cooperation_applications_waiting
      on cooperation_applications (branch_shop_id, main_shop_id, coalesce(game_code, 0)) where state = 0`.execute(
      db,
    );
    await db.schema
      .createIndex('cooperation_applications_main')
      .on('cooperation_applications')
      .columns(['main_shop_id', 'state'])
      .execute();
    await db.schema
      .createIndex('cooperation_applications_branch')
      .on('cooperation_applications')
      .columns(['branch_shop_id'])
      .execute();

    await withId(db.schema.createTable('cooperations'), dialect)
      .addColumn('branch_shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('main_shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('cooperations_pair', ['branch_shop_id', 'main_shop_id'])
      .addCheckConstraint('cooperations_two_shops', sql`branch_shop_id <> main_shop_id`)
      .execute();
    await db.schema.createIndex('cooperations_main').on('cooperations').columns(['main_shop_id']).execute();

    await withId(db.schema.createTable('cooperation_games'), dialect)
      .addColumn('cooperation_id', 'integer', (c) => c.notNull().references('cooperations.id'))
      .addColumn('game_code', 'integer', (c) => c.notNull())
      .addColumn('commission', 'integer', d(0))
      .addColumn('auto_hand_over', 'integer', d(0))
      .addColumn('accepting', 'integer', d(1))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('cooperation_games_game', ['cooperation_id', 'game_code'])
      .addCheckConstraint('cooperation_games_commission', sql`commission between 0 and 7`)
      .execute();
  },
};
