import type { Migration } from './helpers.ts';

/**
 * The player's consent on the pay sheet (我已年满18周岁 …) is recorded with what it paid for: the time it was given on
 * an order (its own, or the plan a group-buy initiator started) and on each share bought of a plan. Rows from before
 * the rule have none (null). And an index for the red packets a player grabbed (the player app's list).
 */
export const orderConsent: Migration = {
  name: '0037-order-consent',
  async up(db) {
    await db.schema.alterTable('orders').addColumn('consent_time', 'integer').execute();
    await db.schema.alterTable('group_buy_shares').addColumn('consent_time', 'integer').execute();
    // The player app lists the red packets a player grabbed, newest first.
    await db.schema
      .createIndex('red_packet_grabs_user')
      .on('red_packet_grabs')
      .columns(['user_id', 'id'])
      .execute();
  },
};
