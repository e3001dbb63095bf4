import { sql } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * `player_withdrawals`: players' withdrawal requests (提现申请, docs/money.md "Players' withdrawals"). The money of a
 * pending request sits in the shop's `withdrawal_hold` account (code `player`); the row says where to pay it.
 * - `shop_id`: the player's shop (whose hold and till the money moves through); `handling_shop_id`: the shop that
 *   answers the request, today always the player's own shop (`type` 1 店内提现). `type` 2 (合作店铺提现, a partner
 *   shop answering) is kept so the 合作店铺 tab reads this table and is honestly empty until such requests exist.
 * - `method` 1 支付宝 / 2 银行卡, `account` the Alipay account or card number.
 * - `state` 0 处理中 → 1 成功结算 | 2 拒绝 (`ret_reason`), changed only by a conditional update from 0.
 * - the index serves the pending list, the history and the badge count of a handling shop.
 */
export const playerWithdrawals: Migration = {
  name: '0022-player-withdrawals',
  async up(db, dialect) {
    await withId(db.schema.createTable('player_withdrawals'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('handling_shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('type', 'integer', d(1))
      .addColumn('method', 'integer', (c) => c.notNull())
      .addColumn('account', 'varchar(100)', (c) => c.notNull())
      .addColumn('contact', 'varchar(50)', (c) => c.notNull())
      .addColumn('real_name', 'varchar(30)', (c) => c.notNull())
      .addColumn('fen', 'bigint', (c) => c.notNull())
      .addColumn('state', 'integer', d(0))
      .addColumn('ret_reason', 'varchar(100)', d(''))
      .addColumn('handler_id', 'integer', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('player_withdrawals_fen', sql`fen > 0`)
      .addCheckConstraint('player_withdrawals_state', sql`state in (0, 1, 2)`)
      .addCheckConstraint('player_withdrawals_type', sql`type in (1, 2)`)
      .addCheckConstraint('player_withdrawals_method', sql`method in (1, 2)`)
      .execute();
    await db.schema
      .createIndex('player_withdrawals_handling')
      .on('player_withdrawals')
      .columns(['handling_shop_id', 'type', 'state', 'id'])
      .execute();
    await db.schema
      .createIndex('player_withdrawals_user')
      .on('player_withdrawals')
      .columns(['user_id', 'id'])
      .execute();
  },
};
