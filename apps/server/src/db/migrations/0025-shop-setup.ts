import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * Shop administration (docs/shop-setup.md).
 * - `notices`: every announcement a shop published, kept as its history; the newest of each type is in force. An
 *   empty scrolling notice (type 0) took the one before it down.
 * - `game_settings`: the platform's bounds and defaults of each game's shop settings (no row: the defaults in
 *   `GAME_SETTING_DEFAULTS`); `*_offered` 0 withholds a switch from every shop.
 * - `shop_games` gains the shop's own settings; null: the platform's default.
 */
export const shopSetup: Migration = {
  name: '0025-shop-setup',
  async up(db, dialect) {
    await withId(db.schema.createTable('notices'), dialect)
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('content', 'varchar(1000)', d(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('notices_type', sql`type in (0, 1)`)
      .execute();
    await db.schema.createIndex('notices_shop').on('notices').columns(['shop_id', 'type', 'id']).execute();

    const switches = ['cooperation', 'complex_play', 'allow_repeat', 'bonus_optimization', 'issuing'];
    let platform = db.schema
      .createTable('game_settings')
      .addColumn('game_code', 'integer', (c) => c.primaryKey())
      .addColumn('min_bet_low_fen', 'bigint', (c) => c.notNull())
      .addColumn('min_bet_high_fen', 'bigint', (c) => c.notNull())
      .addColumn('min_bet_fen', 'bigint', (c) => c.notNull());
    for (const s of switches)
      platform = platform
        .addColumn(`${s}_offered`, 'integer', d(1))
        .addColumn(`${s}_default`, 'integer', (c) => c.notNull());
    await platform
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint(
        'game_settings_min_bet',
        sql`min_bet_low_fen > 0 and min_bet_low_fen <= min_bet_fen and min_bet_fen <= min_bet_high_fen`,
      )
      .execute();

    await db.schema.alterTable('shop_games').addColumn('min_bet_fen', 'bigint').execute();
    for (const s of switches) await db.schema.alterTable('shop_games').addColumn(s, 'integer').execute();
  },
};
