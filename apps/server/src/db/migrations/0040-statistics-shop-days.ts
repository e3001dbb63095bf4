import { sql } from 'kysely';
import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * `stats_shop_days`: the orders ticketed and prizes paid of `stats_order_days` summed over games, per shop, kind, day
 * and staff member (docs/statistics.md). The tab's totals and trend read a few rows a day from it, however many
 * games a busy shop sells: over 60 days, a shop selling every game read 20 times the rows of a quiet one.
 * Filled from `stats_order_days`, which it always equals summed over games (the rebuild compares both).
 */
export const statisticsShopDays: Migration = {
  name: '0040-statistics-shop-days',
  async up(db, dialect) {
    await db.schema
      .createTable('stats_shop_days')
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('orders', 'integer', d(0))
      .addColumn('fen', 'bigint', d(0))
      .addPrimaryKeyConstraint('stats_shop_days_pk', ['shop_id', 'kind', 'day', 'staff_id'])
      .modifyEnd(dialect === 'sqlite' ? sql`without rowid` : sql``)
      .execute();
    await sql`insert into stats_shop_days (shop_id, kind, day, staff_id, orders, fen)
      select shop_id, kind, day, staff_id, sum(orders), sum(fen) from stats_order_days
      group by shop_id, kind, day, staff_id`.execute(db);
  },
};
