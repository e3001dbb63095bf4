import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * Shop withdrawals (docs/money.md, "Shop balance and withdrawals"): a shop asks the platform to pay money out of its
 * balance; the money waits in the shop's `withdrawal_hold` account until the platform settles (state 1) or refuses
 * (state 2, `ret_memo` the reason) it. `order_number` is the number the shop and the platform quote.
 */
export const shopWithdrawals: Migration = {
  name: '0019-shop-withdrawals',
  async up(db, dialect) {
    await withId(db.schema.createTable('shop_withdrawals'), dialect)
      .addColumn('order_number', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('number', 'varchar(64)', (c) => c.notNull())
      .addColumn('contact', 'varchar(100)', (c) => c.notNull())
      .addColumn('fen', 'bigint', (c) => c.notNull())
      .addColumn('state', 'integer', d(0))
      .addColumn('ret_memo', 'varchar(200)', d(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addColumn('settle_time', 'bigint', d(0))
      .addCheckConstraint('shop_withdrawals_fen', sql`fen > 0`)
      .addCheckConstraint('shop_withdrawals_state', sql`state in (0, 1, 2)`)
      .addCheckConstraint('shop_withdrawals_type', sql`type in (1, 2)`)
      .execute();
    await db.schema
      .createIndex('shop_withdrawals_shop')
      .on('shop_withdrawals')
      .columns(['shop_id', 'id'])
      .execute();
    await db.schema
      .createIndex('shop_withdrawals_pending')
      .on('shop_withdrawals')
      .column('id')
      .where(sql.ref('state'), '=', 0)
      .execute();
  },
};
