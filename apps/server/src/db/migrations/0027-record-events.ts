import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * The history of every stateful record in one table (docs/history.md): `record_events`, written by the one
 * transition helper. The orders' own event table moves into it (entity `order`); the shop withdrawals already
 * requested or decided get the events they would have had (their request by the shop's account, the platform's
 * decision), so a shop can read who asked and when for its earlier withdrawals too.
 */
export const recordEvents: Migration = {
  name: '0027-record-events',
  async up(db, dialect) {
    await withId(db.schema.createTable('record_events'), dialect)
      .addColumn('entity', 'varchar(32)', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('shop_id', 'integer', d(0))
      .addColumn('other_shop_id', 'integer', d(0))
      .addColumn('action', 'varchar(32)', (c) => c.notNull())
      .addColumn('from_state', 'integer')
      .addColumn('to_state', 'integer', (c) => c.notNull())
      .addColumn('actor_kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('actor_id', 'integer', d(0))
      .addColumn('reason', 'varchar(255)', d(''))
      .addColumn('memo', 'varchar(255)', d(''))
      .addColumn('memo_params', 'text', d(''))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('record_events_record')
      .on('record_events')
      .columns(['entity', 'record_id', 'id'])
      .execute();
    await db.schema
      .createIndex('record_events_shop')
      .on('record_events')
      .columns(['shop_id', 'entity', 'create_time'])
      .execute();

    await sql`
      INSERT INTO record_events
        (entity, record_id, shop_id, other_shop_id, action, from_state, to_state, actor_kind, actor_id, memo,
         memo_params, create_time)
      SELECT 'order', e.order_pk, o.shop_id,
             CASE WHEN o.receiving_shop_id <> o.shop_id THEN o.receiving_shop_id ELSE 0 END,
             e.action, e.from_state, e.to_state,
             CASE WHEN e.actor_id = 0 THEN 'system' WHEN e.actor_id = o.user_id THEN 'player' ELSE 'shop' END,
             e.actor_id, e.memo, e.memo_params, e.create_time
      FROM order_events e JOIN orders o ON o.id = e.order_pk
      ORDER BY e.id`.execute(db);
    await db.schema.dropTable('order_events').execute();

    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, actor_id,
                                 create_time)
      SELECT 'shop_withdrawal', id, shop_id, 'create', NULL, 0, 'shop', user_id, create_time
      FROM shop_withdrawals ORDER BY id`.execute(db);
    await sql`
      INSERT INTO record_events (entity, record_id, shop_id, action, from_state, to_state, actor_kind, reason,
                                 create_time)
      SELECT 'shop_withdrawal', id, shop_id, CASE WHEN state = 1 THEN 'settle' ELSE 'reject' END, 0, state,
             'platform', ret_memo, settle_time
      FROM shop_withdrawals WHERE state <> 0 ORDER BY id`.execute(db);
  },
};
