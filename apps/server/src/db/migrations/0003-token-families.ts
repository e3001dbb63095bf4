import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * Token families: every token of one login shares a family, so a refresh can retire the previous tokens of that
 * session and a reused (stolen) refresh token can end the whole session.
 */
export const tokenFamilies: Migration = {
  name: '0003-token-families',
  async up(db) {
    await db.schema.alterTable('tokens').addColumn('family', 'varchar(32)', d('')).execute();
    await db.schema.alterTable('tokens').addColumn('retired_time', 'bigint', d(0)).execute();
    await db.schema.createIndex('tokens_family').on('tokens').column('family').execute();
  },
};
