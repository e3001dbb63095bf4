import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * Red packets (docs/money.md, "Red packets").
 * - `red_packets`: one packet a shop sent, its money held in the shop's `red_packet_hold` account until grabbed,
 *   revoked or expired; `remaining_fen` / `remaining_count` are what is left to grab. State 1 领取中, 2 店主撤销,
 *   3 系统撤销, 4 已领完.
 * - `red_packet_grabs`: one share a player grabbed; unique per packet and player, so nobody grabs twice.
 */
export const redPackets: Migration = {
  name: '0020-red-packets',
  async up(db, dialect) {
    await withId(db.schema.createTable('red_packets'), dialect)
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('total_fen', 'bigint', (c) => c.notNull())
      .addColumn('remaining_fen', 'bigint', (c) => c.notNull())
      .addColumn('remaining_count', 'integer', (c) => c.notNull())
      .addColumn('state', 'integer', d(1))
      .addColumn('end_time', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('red_packets_type', sql`type in (1, 2)`)
      .addCheckConstraint('red_packets_state', sql`state in (1, 2, 3, 4)`)
      .addCheckConstraint(
        'red_packets_remaining',
        sql`remaining_count >= 0 and remaining_count <= count and remaining_fen >= remaining_count and remaining_fen <= total_fen`,
      )
      .execute();
    await db.schema.createIndex('red_packets_shop').on('red_packets').columns(['shop_id', 'id']).execute();
    await db.schema.createIndex('red_packets_due').on('red_packets').columns(['state', 'end_time']).execute();

    await withId(db.schema.createTable('red_packet_grabs'), dialect)
      .addColumn('packet_id', 'integer', (c) => c.notNull().references('red_packets.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('fen', 'bigint', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('red_packet_grabs_once', ['packet_id', 'user_id'])
      .addCheckConstraint('red_packet_grabs_fen', sql`fen > 0`)
      .execute();
  },
};
