import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * Failed logins are counted per account and client address, not per account: a stranger who keeps failing locks
 * out only their own address, never the shop's phones. Unknown login names are counted the same way, so the
 * answers don't tell which accounts exist.
 */
export const loginFailures: Migration = {
  name: '0005-login-failures',
  async up(db) {
    await db.schema
      .createTable('login_failures')
      .addColumn('account', 'varchar(120)', (c) => c.notNull())
      .addColumn('ip', 'varchar(64)', (c) => c.notNull())
      .addColumn('failures', 'integer', d(0))
      .addColumn('last_time', 'bigint', d(0))
      .addColumn('lock_until', 'bigint', d(0))
      .addPrimaryKeyConstraint('login_failures_pk', ['account', 'ip'])
      .execute();
    await db.schema.createIndex('login_failures_last').on('login_failures').column('last_time').execute();
    await db.schema.alterTable('users').dropColumn('login_failure').execute();
    await db.schema.alterTable('users').dropColumn('lock_until').execute();
  },
};
