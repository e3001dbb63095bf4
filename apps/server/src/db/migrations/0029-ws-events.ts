import type { Migration } from './helpers.ts';

/**
 * The websocket events' outbox (docs/operations.md, "Several instances"): each shop's events numbered in one
 * sequence (`ws_event_heads` holds the last number given), and the events themselves, kept for a while so that a
 * client reconnecting to any instance is sent what it missed.
 */
export const wsEvents: Migration = {
  name: '0029-ws-events',
  async up(db) {
    await db.schema
      .createTable('ws_event_heads')
      .addColumn('shop_id', 'integer', (c) => c.primaryKey())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('ws_events')
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('audience', 'text', (c) => c.notNull())
      .addColumn('frame', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('ws_events_pk', ['shop_id', 'seq'])
      .execute();
    await db.schema.createIndex('ws_events_time').on('ws_events').column('create_time').execute();
  },
};
