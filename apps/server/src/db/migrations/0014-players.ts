import { sql } from 'kysely';
import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * Players and invitations (docs/players.md).
 * - `player_configs`: what the shop keeps about one of its players — star, remark, the 销售 / 专家 / 代理 switches, an
 *   agent's commission rate (basis points: 150 = 1.5 %) and settlement days; a row exists once the shop set
 *   something (absent: all off). `agent_time` is when the player last became an agent (代理时长).
 * - `invite_codes`: one code per inviter (a shop or a player), what a new player signs up with; the code decides
 *   the player's shop and superior (`users.inviter_id`).
 * - `users_inviter`: who invited whom, read by ta的邀请, the agents' figures and 邀请店主.
 */
export const players: Migration = {
  name: '0014-players',
  async up(db) {
    await db.schema
      .createTable('player_configs')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('star', 'integer', d(0))
      .addColumn('remarks', 'varchar(40)', d(''))
      .addColumn('sale', 'integer', d(0))
      .addColumn('expert', 'integer', d(0))
      .addColumn('agent', 'integer', d(0))
      .addColumn('agent_rate_bp', 'integer', d(0))
      .addColumn('settle_days', 'integer', d(0))
      .addColumn('agent_time', 'bigint', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addCheckConstraint('player_configs_rate', sql`agent_rate_bp between 0 and 700`)
      .addCheckConstraint('player_configs_settle_days', sql`settle_days between 0 and 365`)
      .execute();
    await sql`create index player_configs_starred on player_configs (shop_id, user_id) where star = 1`.execute(
      db,
    );
    await sql`create index player_configs_agents on player_configs (shop_id, user_id) where agent = 1`.execute(
      db,
    );

    await db.schema
      .createTable('invite_codes')
      .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id'))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema.createIndex('users_inviter').on('users').columns(['inviter_id', 'id']).execute();
  },
};
