import { sql, type Kysely } from 'kysely';
import { notNullDefault as d, withId, type Migration } from './helpers.ts';

/**
 * The money of partner shops and the hand-over of orders (docs/partners.md):
 * - `ledger_accounts`: balances of the one ledger that are not a user's wallet (`users.money`). Today the
 *   cooperation balances: one per branch (`owner_shop_id`, whose money it is) and main store (`shop_id`, who holds
 *   it), kept when the cooperation ends so money never vanishes with it; never negative (a check constraint).
 * - `money_log.account_id`: 0 for a wallet row (the balance of `user_id`), else the account the row moved.
 * - `orders.coop_commission`: the main store's commission in whole percent, fixed when the order is handed over.
 * - two partial indexes for the 合作 tab (orders with a partner that wait to be ticketed), by either shop.
 * - the order-list triggers also move the version of the order's own shop while the order is with a partner, so the
 *   branch's kept lists follow what the main store does; the versions of several shops move in ascending shop id.
 */
export const cooperationMoney: Migration = {
  name: '0011-cooperation-money',
  async up(db, dialect) {
    await withId(db.schema.createTable('ledger_accounts'), dialect)
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('owner_shop_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('balance', 'bigint', d(0))
      .addColumn('create_time', 'bigint', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('ledger_accounts_owner', ['kind', 'shop_id', 'owner_shop_id'])
      .addCheckConstraint('ledger_accounts_not_negative', sql`balance >= 0`)
      .execute();
    await db.schema.alterTable('money_log').addColumn('account_id', 'integer', d(0)).execute();
    await db.schema
      .createIndex('money_log_account')
      .on('money_log')
      .columns(['account_id', 'type', 'id'])
      .where(sql.ref('account_id'), '>', 0)
      .execute();
    await db.schema.alterTable('orders').addColumn('coop_commission', 'integer', d(0)).execute();
    await sql`create index orders_coop_main on orders (receiving_shop_id, id)
      where is_cooperative = 1 and state in (1, 2)`.execute(db);
    await sql`create index orders_coop_branch on orders (shop_id, id)
      where is_cooperative = 1 and state in (1, 2)`.execute(db);
    if (dialect === 'postgres') await postgresTrigger(db);
    else await sqliteTrigger(db);
  },
};

const bump = (shop: string, where: string) => `insert into order_list_versions (shop_id, version)
  select ${shop}, 1 where ${where}
  on conflict (shop_id) do update set version = order_list_versions.version + 1;`;

async function sqliteTrigger(db: Kysely<unknown>) {
  // SQLite transactions are exclusive: the order of the bumps cannot deadlock.
  await sql`create trigger orders_lists_partner after update on orders
    when new.shop_id <> new.receiving_shop_id and new.shop_id <> old.receiving_shop_id begin
      ${sql.raw(bump('new.shop_id', 'true'))}
    end`.execute(db);
}

async function postgresTrigger(db: Kysely<unknown>) {
  await sql`
    create or replace function orders_lists() returns trigger language plpgsql as $$
    declare
      shop integer;
    begin
      if tg_op = 'INSERT' then
        perform bump_order_list_version(new.receiving_shop_id);
        perform count_order(new.receiving_shop_id, new.state, 1);
      elsif tg_op = 'DELETE' then
        perform bump_order_list_version(old.receiving_shop_id);
        perform count_order(old.receiving_shop_id, old.state, -1);
      else
        for shop in
          select distinct s from unnest(array[
            old.receiving_shop_id,
            new.receiving_shop_id,
            case when new.shop_id <> new.receiving_shop_id then new.shop_id else new.receiving_shop_id end
          ]) s order by s
        loop
          perform bump_order_list_version(shop);
        end loop;
        if old.state <> new.state or old.receiving_shop_id <> new.receiving_shop_id then
          perform count_order(old.receiving_shop_id, old.state, -1);
          perform count_order(new.receiving_shop_id, new.state, 1);
        end if;
      end if;
      return null;
    end $$`.execute(db);
}
