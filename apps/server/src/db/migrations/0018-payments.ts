import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * Recharges through payment providers (docs/money.md, "Recharges and payment providers").
 * - `payments`: one row per payment we asked a provider for: our trade number (unique), the provider's, who pays,
 *   for which shop and what (the shop balance, a player's balance), the amount in fen and its state
 *   (0 pending, 1 paid, 2 failed, 3 expired). Money moves only when a row goes to 1, by a conditional update.
 * - `sandbox_trades`: the books of the sandbox provider (the demo's and the tests' stand-in for a real one), kept
 *   apart from ours so that reconciling compares two records, as with a real provider.
 */
export const payments: Migration = {
  name: '0018-payments',
  async up(db, dialect) {
    await withId(db.schema.createTable('payments'), dialect)
      .addColumn('trade_no', 'varchar(32)', (c) => c.notNull().unique())
      .addColumn('provider', 'varchar(16)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
      .addColumn('payer_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('fen', 'integer', (c) => c.notNull())
      .addColumn('state', 'integer', d(0))
      .addColumn('provider_trade_no', 'varchar(64)', d(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('paid_time', 'bigint', d(0))
      .addColumn('expire_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('payments_state', sql`state in (0, 1, 2, 3)`)
      .addCheckConstraint('payments_fen', sql`fen > 0`)
      .addCheckConstraint('payments_purpose', sql`purpose in ('shop_recharge', 'player_recharge')`)
      .execute();
    await db.schema.createIndex('payments_shop').on('payments').columns(['shop_id', 'id']).execute();
    await db.schema.createIndex('payments_day').on('payments').columns(['create_time']).execute();
    await db.schema
      .createIndex('payments_pending')
      .on('payments')
      .columns(['state', 'expire_time'])
      .execute();

    await db.schema
      .createTable('sandbox_trades')
      .addColumn('trade_no', 'varchar(32)', (c) => c.primaryKey())
      .addColumn('sandbox_trade_no', 'varchar(40)', (c) => c.notNull())
      .addColumn('fen', 'integer', (c) => c.notNull())
      .addColumn('shop_name', 'varchar(100)', d(''))
      .addColumn('notify_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('return_url', 'varchar(500)', (c) => c.notNull())
      .addColumn('state', 'varchar(10)', d('WAIT'))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('sandbox_trades_state', sql`state in ('WAIT', 'PAID', 'FAILED')`)
      .execute();
  },
};
