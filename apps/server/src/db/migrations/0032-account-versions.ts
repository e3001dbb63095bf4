import { sql, type Kysely } from 'kysely';
import { ACCOUNT_SHOP_COLUMNS as SHOP_COLUMNS, sqliteAccountTriggers } from './account-version-triggers.ts';
import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * The mine page's answer (NewUser/index) is kept per account until something it shows changes (docs/accounts.md,
 * "The mine page's kept answer"). The database says when, in the same transaction as the change: `account_version`
 * of the shop's row in `order_list_versions` moves with every change of a row the answer is made of — the accounts
 * of the shop (their balances make 托管余额), its settings and staff permissions, partner requests, chat, receipts,
 * offline recharges, withdrawal requests, the push link. Orders already move `version` of the same row, and the
 * answer is kept under both. Platform settings (the shop-app switch) move the row of shop 0.
 *
 * The column sits beside the order lists' version on purpose: a shop has one version row, so a transaction that
 * changes an order and a balance (a payout, a bet) takes one row lock per shop whatever the order of its statements,
 * and two such transactions of the same shop never wait for each other crosswise. (They did: a balance's row was
 * locked before the version's. Migration 0035 moves the account version to a row of its own, written at commit.)
 */
export const accountVersions: Migration = {
  name: '0032-account-versions',
  async up(db, dialect) {
    await db.schema.alterTable('order_list_versions').addColumn('account_version', 'bigint', d(0)).execute();
    if (dialect === 'postgres') await postgresTriggers(db);
    else await sqliteAccountTriggers(db, bump);
  },
};

const bump = (shop: string, where = 'true', from = '') =>
  `insert into order_list_versions (shop_id, version, account_version) select ${shop}, 0, 1 ${from} where ${where}
   on conflict (shop_id) do update set account_version = order_list_versions.account_version + 1;`;

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`
    create function bump_account_version(shop integer) returns void language sql as $$
      insert into order_list_versions (shop_id, version, account_version) values (shop, 0, 1)
      on conflict (shop_id) do update set account_version = order_list_versions.account_version + 1
    $$`.execute(db);
  // The trigger's arguments name the shop columns; the shops a row change concerns are bumped lowest id first, so
  // two transactions always take the rows in the same order.
  await sql`
    create function account_changed() returns trigger language plpgsql as $$
    declare
      shops integer[] := '{}';
      i integer;
      shop integer;
    begin
      for i in 0 .. tg_nargs - 1 loop
        if tg_op <> 'DELETE' then shops := shops || (to_jsonb(new) ->> tg_argv[i])::integer; end if;
        if tg_op <> 'INSERT' then shops := shops || (to_jsonb(old) ->> tg_argv[i])::integer; end if;
      end loop;
      for shop in select distinct s from unnest(shops) s where s is not null order by s loop
        perform bump_account_version(shop);
      end loop;
      return null;
    end $$`.execute(db);
  for (const [table, columns] of SHOP_COLUMNS)
    await sql
      .raw(
        `create trigger ${table}_account after insert or update or delete on ${table}
         for each row execute function account_changed(${columns.map((c) => `'${c}'`).join(', ')})`,
      )
      .execute(db);
  await sql`
    create function chat_reader_changed() returns trigger language plpgsql as $$
    declare
      reader integer;
    begin
      if tg_op = 'DELETE' then reader := old.user_id; else reader := new.user_id; end if;
      perform bump_account_version(u.shop_id) from users u where u.id = reader;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger chat_readers_account after insert or update or delete on chat_readers
    for each row execute function chat_reader_changed()`.execute(db);
  await sql`
    create function platform_setting_changed() returns trigger language plpgsql as $$
    begin
      perform bump_account_version(0);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger settings_account after insert or update or delete on settings
    for each statement execute function platform_setting_changed()`.execute(db);
}
