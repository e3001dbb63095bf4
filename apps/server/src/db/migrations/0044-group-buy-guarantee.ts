import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * 保底 of a group-buy plan (docs/orders.md, "Group-buys"): the shares its initiator promised to take at the plan's
 * close, and the money for them still held (0 once the close, the last share or a withdrawal has settled it). The
 * close job looks plans up by their own deadline, which now comes before the order's.
 */
export const groupBuyGuarantee: Migration = {
  name: '0044-group-buy-guarantee',
  async up(db) {
    await db.schema.alterTable('group_buys').addColumn('guarantee_shares', 'integer', d(0)).execute();
    await db.schema.alterTable('group_buys').addColumn('guarantee_money', 'bigint', d(0)).execute();
    await db.schema.createIndex('group_buys_deadline').on('group_buys').column('deadline').execute();
  },
};
