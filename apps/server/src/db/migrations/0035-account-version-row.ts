import { sql, type Kysely } from 'kysely';
import {
  ACCOUNT_SHOP_COLUMNS,
  sqliteAccountTriggerNames,
  sqliteAccountTriggers,
} from './account-version-triggers.ts';
import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * The mine page's account version moves to a row of its own, `account_versions`, and on PostgreSQL it moves at
 * commit (docs/accounts.md, "The mine page's kept answer"; docs/orders.md, "Locks").
 *
 * Migration 0032 kept it beside the order lists' version in `order_list_versions`, the shops' order lock, and moved
 * it from row triggers in the middle of a transaction. A balance change therefore took the shop's order lock after
 * the balance's row, while an order change takes the order lock first and the balances after: the two waited for
 * each other crosswise, and PostgreSQL failed one in about 2 of 100 mixed calls (61 retries in the 3,000-call order
 * workload; the 10,000-operation money workload spent most of its time waiting for the deadlock detector). A row of
 * its own, written by triggers deferred to commit, is the last lock of every transaction: no other lock is taken
 * after it, so it closes no cycle. SQLite holds the whole database in a transaction and keeps row triggers.
 */
export const accountVersionRow: Migration = {
  name: '0035-account-version-row',
  async up(db, dialect) {
    await db.schema
      .createTable('account_versions')
      .addColumn('shop_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', d(0))
      .execute();
    await sql`insert into account_versions (shop_id, version)
      select shop_id, account_version from order_list_versions where account_version > 0`.execute(db);
    if (dialect === 'postgres') await postgresTriggers(db);
    else {
      for (const name of sqliteAccountTriggerNames()) await sql.raw(`drop trigger ${name}`).execute(db);
      await sqliteAccountTriggers(db, bump);
    }
    await db.schema.alterTable('order_list_versions').dropColumn('account_version').execute();
  },
};

const bump = (shop: string, where = 'true', from = '') =>
  `insert into account_versions (shop_id, version) select ${shop}, 1 ${from} where ${where}
   on conflict (shop_id) do update set version = account_versions.version + 1;`;

/** Migration 0032's functions stay; the bump writes the new row, and each trigger fires at commit. */
async function postgresTriggers(db: Kysely<unknown>) {
  await sql`
    create or replace function bump_account_version(shop integer) returns void language sql as $$
      insert into account_versions (shop_id, version) values (shop, 1)
      on conflict (shop_id) do update set version = account_versions.version + 1
    $$`.execute(db);
  const deferred = async (name: string, table: string, call: string) => {
    await sql.raw(`drop trigger ${name} on ${table}`).execute(db);
    await sql
      .raw(
        `create constraint trigger ${name} after insert or update or delete on ${table}
         deferrable initially deferred for each row execute function ${call}`,
      )
      .execute(db);
  };
  for (const [table, columns] of ACCOUNT_SHOP_COLUMNS)
    await deferred(`${table}_account`, table, `account_changed(${columns.map((c) => `'${c}'`).join(', ')})`);
  await deferred('chat_readers_account', 'chat_readers', 'chat_reader_changed()');
  // A constraint trigger fires per row: the platform's row moves once per changed setting instead of per statement.
  await deferred('settings_account', 'settings', 'platform_setting_changed()');
}
