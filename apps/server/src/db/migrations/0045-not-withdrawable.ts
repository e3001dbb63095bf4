import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * 不可提现 (docs/money.md, "Not withdrawable"): the part of a player's balance that came in as a recharge, a red
 * packet or the shop's 加款 and is not yet spent on bets, and on each ledger row how much that row moved it (a bet
 * payment's share taken from it is what its refund gives back). Existing money stays withdrawable: both start at 0.
 */
export const notWithdrawable: Migration = {
  name: '0045-not-withdrawable',
  async up(db) {
    await db.schema.alterTable('users').addColumn('locked_money', 'bigint', d(0)).execute();
    await db.schema.alterTable('money_log').addColumn('locked_change', 'bigint', d(0)).execute();
    // A refund sums what the rows of its order took from the part: read by reference, not by all of a wallet's rows.
    await db.schema
      .createIndex('money_log_ref')
      .on('money_log')
      .columns(['ref_type', 'ref_id', 'user_id'])
      .execute();
  },
};
