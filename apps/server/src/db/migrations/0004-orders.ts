import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/** Orders, their history, ticket photos, group-buys, and the per-shop / per-staff rules that gate them. */
export const orders: Migration = {
  name: '0004-orders',
  async up(db, dialect) {
    await withId(db.schema.createTable('group_buys'), dialect)
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('total_shares', 'integer', (c) => c.notNull())
      .addColumn('sold_shares', 'integer', (c) => c.notNull())
      .addColumn('share_money', 'bigint', (c) => c.notNull())
      .addColumn('deadline', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('group_buys_shares', sql`sold_shares >= 0 and sold_shares <= total_shares`)
      .execute();

    await withId(db.schema.createTable('orders'), dialect)
      .addColumn('order_id', 'varchar(24)', (c) => c.notNull().unique())
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('receiving_shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('ticketing_shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('is_cooperative', 'integer', d(0))
      .addColumn('allow_rejection', 'integer', d(1))
      .addColumn('game_code', 'integer', (c) => c.notNull())
      .addColumn('issue', 'varchar(20)')
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('note', 'integer', (c) => c.notNull())
      .addColumn('multiple', 'integer', (c) => c.notNull())
      .addColumn('bet_money', 'bigint', (c) => c.notNull())
      .addColumn('bet_content', 'text', (c) => c.notNull())
      .addColumn('new_content', 'text')
      .addColumn('bonus_min', 'bigint', d(0))
      .addColumn('bonus_max', 'bigint', d(0))
      .addColumn('service_fee', 'bigint', d(0))
      .addColumn('winning_money', 'bigint', d(0))
      .addColumn('award_money', 'bigint', d(0))
      .addColumn('settle_basis', 'varchar(1000)', d(''))
      .addColumn('win_content', 'text', d(''))
      .addColumn('reason', 'varchar(100)', d(''))
      .addColumn('group_buy_id', 'integer', (c) => c.references('group_buys.id'))
      .addColumn('receiver_id', 'integer', d(0))
      .addColumn('ticketer_id', 'integer', d(0))
      .addColumn('awarder_id', 'integer', d(0))
      .addColumn('canceller_id', 'integer', d(0))
      .addColumn('pay_time', 'bigint', d(0))
      .addColumn('deadline', 'bigint', (c) => c.notNull())
      .addColumn('receiving_time', 'bigint', d(0))
      .addColumn('ticketing_time', 'bigint', d(0))
      .addColumn('draw_time', 'bigint', d(0))
      .addColumn('award_time', 'bigint', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('orders_state', sql`state between 0 and 11`)
      .addCheckConstraint(
        'orders_money',
        sql`bet_money > 0 and winning_money >= 0 and award_money >= 0 and service_fee >= 0`,
      )
      .execute();
    const index = (name: string, columns: string[]) =>
      db.schema.createIndex(name).on('orders').columns(columns).execute();
    await index('orders_receiving_state', ['receiving_shop_id', 'state', 'id']);
    await index('orders_receiving_state_deadline', ['receiving_shop_id', 'state', 'deadline', 'id']);
    await index('orders_shop', ['shop_id', 'id']);
    await index('orders_user', ['user_id', 'id']);
    await index('orders_state_deadline', ['state', 'deadline']);
    await index('orders_game_issue', ['game_code', 'issue']);
    await index('orders_group_buy', ['group_buy_id']);

    await db.schema
      .createTable('order_matches')
      .addColumn('order_pk', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('match_id', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('order_matches_pk', ['order_pk', 'match_id'])
      .execute();
    await db.schema.createIndex('order_matches_match').on('order_matches').column('match_id').execute();

    await withId(db.schema.createTable('group_buy_shares'), dialect)
      .addColumn('group_buy_id', 'integer', (c) => c.notNull().references('group_buys.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('shares', 'integer', (c) => c.notNull())
      .addColumn('money', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('group_buy_shares_positive', sql`shares > 0 and money > 0`)
      .execute();
    await db.schema
      .createIndex('group_buy_shares_plan')
      .on('group_buy_shares')
      .columns(['group_buy_id', 'id'])
      .execute();

    await withId(db.schema.createTable('order_images'), dialect)
      .addColumn('order_pk', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('path', 'varchar(255)', (c) => c.notNull())
      .addColumn('uploader_id', 'integer', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_images_order')
      .on('order_images')
      .columns(['order_pk', 'id'])
      .execute();

    await withId(db.schema.createTable('order_events'), dialect)
      .addColumn('order_pk', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('actor_id', 'integer', d(0))
      .addColumn('action', 'varchar(20)', (c) => c.notNull())
      .addColumn('from_state', 'integer')
      .addColumn('to_state', 'integer', (c) => c.notNull())
      .addColumn('memo', 'varchar(255)', d(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_events_order')
      .on('order_events')
      .columns(['order_pk', 'id'])
      .execute();

    await db.schema
      .createTable('clerk_game_rules')
      .addColumn('clerk_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('game_code', 'integer', (c) => c.notNull())
      .addColumn('rule', 'integer', d(0))
      .addColumn('min_money', 'bigint', d(0))
      .addColumn('max_money', 'bigint', d(0))
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('clerk_game_rules_pk', ['clerk_id', 'game_code'])
      .execute();

    await db.schema
      .createTable('shop_games')
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('game_code', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', d(1))
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('shop_games_pk', ['shop_id', 'game_code'])
      .execute();
  },
};
