import type { Migration } from './helpers.ts';

/**
 * The shop's maximum per order of each game (彩种管理's 单笔最大投注金额, docs/shop-setup.md): null is the
 * platform's ceiling for one order.
 */
export const shopMaxBet: Migration = {
  name: '0046-shop-max-bet',
  async up(db) {
    await db.schema.alterTable('shop_games').addColumn('max_bet_fen', 'bigint').execute();
  },
};
