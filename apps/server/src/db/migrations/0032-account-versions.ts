import { sql, type Kysely } from 'kysely';
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
 * and two such transactions of the same shop never wait for each other crosswise.
 */
export const accountVersions: Migration = {
  name: '0032-account-versions',
  async up(db, dialect) {
    await db.schema.alterTable('order_list_versions').addColumn('account_version', 'bigint', d(0)).execute();
    if (dialect === 'postgres') await postgresTriggers(db);
    else await sqliteTriggers(db);
  },
};

/** Each table the answer reads, and the columns naming the shop(s) a change of its row concerns. */
const SHOP_COLUMNS: ReadonlyArray<[table: string, columns: string[]]> = [
  ['users', ['shop_id']],
  ['shop_config', ['shop_id']],
  ['clerk_config', ['shop_id']],
  ['cooperation_applications', ['main_shop_id', 'branch_shop_id']],
  ['chat_messages', ['shop_id']],
  ['push_links', ['shop_id']],
  ['shop_receipts', ['shop_id']],
  ['offline_recharges', ['shop_id']],
  ['player_withdrawals', ['handling_shop_id', 'shop_id']],
];

const bump = (shop: string, where = 'true', from = '') =>
  `insert into order_list_versions (shop_id, version, account_version) select ${shop}, 0, 1 ${from} where ${where}
   on conflict (shop_id) do update set account_version = order_list_versions.account_version + 1;`;

async function sqliteTriggers(db: Kysely<unknown>) {
  const statements: string[] = [];
  for (const [table, columns] of SHOP_COLUMNS) {
    // SQLite locks the whole database, so the order of the rows touched does not matter here.
    const shops = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`);
    const changed = columns.map((c) => `old.${c} <> new.${c}`).join(' or ');
    statements.push(
      `create trigger ${table}_account_insert after insert on ${table} begin
        ${shops('new')
          .map((s) => bump(s))
          .join('\n')}
      end`,
      `create trigger ${table}_account_update after update on ${table} begin
        ${shops('new')
          .map((s) => bump(s))
          .join('\n')}
        ${shops('old')
          .map((s) => bump(s, `(${changed})`))
          .join('\n')}
      end`,
      `create trigger ${table}_account_delete after delete on ${table} begin
        ${shops('old')
          .map((s) => bump(s))
          .join('\n')}
      end`,
    );
  }
  // A reader row has only its account: the shop is the account's.
  for (const [op, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const)
    statements.push(
      `create trigger chat_readers_account_${op} after ${op} on chat_readers begin
        ${bump('shop_id', `id = ${row}.user_id`, 'from users')}
      end`,
    );
  for (const op of ['insert', 'update', 'delete'])
    statements.push(`create trigger settings_account_${op} after ${op} on settings begin ${bump('0')} end`);
  for (const statement of statements) await sql.raw(statement).execute(db);
}

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
