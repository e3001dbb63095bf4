import { sql } from 'kysely';
import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * Roll-ups of the statistics tab (docs/statistics.md), kept in the transaction of the change they count, so a range
 * costs its days and not its orders. `day` is the Asia/Shanghai calendar day as days since 1970-01-01.
 * - `stats_order_days`: orders ticketed (kind `ticket`, by the ticketing shop and its ticketer) and prizes paid
 *   (kind `award`, by the order's shop and its awarder) per shop, day, game and staff member.
 * - `stats_ticket_waits`: tickets by the seconds from 接单 to 出票 (exact to an hour, then by minute), for medians.
 * - `stats_player_days`: the same two kinds per player of the order's shop, for the players' and agents' rankings.
 * - `stats_ledger_days`: the change of a shop's balances per ledger type and kind of balance (`wallet` the shop
 *   balance, `outside` its till or clearing account, `held` its cooperation balances and holds, `player` its
 *   players' wallets), with `item` the recharge source where it has one.
 * On SQLite the tables are WITHOUT ROWID, stored in the order of their key: a shop's range of days is one run of
 * pages however many rows other shops and days add.
 */
export const statistics: Migration = {
  name: '0036-statistics',
  async up(db, dialect) {
    const clustered = dialect === 'sqlite' ? sql`without rowid` : sql``;
    await db.schema
      .createTable('stats_order_days')
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('game_code', 'integer', (c) => c.notNull())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('orders', 'integer', d(0))
      .addColumn('fen', 'bigint', d(0))
      .addPrimaryKeyConstraint('stats_order_days_pk', ['shop_id', 'day', 'kind', 'game_code', 'staff_id'])
      .modifyEnd(clustered)
      .execute();
    await db.schema
      .createTable('stats_ticket_waits')
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('staff_id', 'integer', (c) => c.notNull())
      .addColumn('seconds', 'integer', (c) => c.notNull())
      .addColumn('orders', 'integer', d(0))
      .addPrimaryKeyConstraint('stats_ticket_waits_pk', ['shop_id', 'day', 'staff_id', 'seconds'])
      .modifyEnd(clustered)
      .execute();
    await db.schema
      .createTable('stats_player_days')
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(8)', (c) => c.notNull())
      .addColumn('orders', 'integer', d(0))
      .addColumn('fen', 'bigint', d(0))
      .addPrimaryKeyConstraint('stats_player_days_pk', ['shop_id', 'day', 'user_id', 'kind'])
      .modifyEnd(clustered)
      .execute();
    await db.schema
      .createTable('stats_ledger_days')
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'integer', (c) => c.notNull())
      .addColumn('type', 'varchar(40)', (c) => c.notNull())
      .addColumn('holder', 'varchar(8)', (c) => c.notNull())
      .addColumn('item', 'integer', (c) => c.notNull())
      .addColumn('entries', 'integer', d(0))
      .addColumn('fen', 'bigint', d(0))
      .addPrimaryKeyConstraint('stats_ledger_days_pk', ['shop_id', 'day', 'type', 'holder', 'item'])
      .modifyEnd(clustered)
      .execute();
  },
};
