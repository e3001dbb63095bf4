import { sql, type Kysely } from 'kysely';
import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * What the order tab reads on every push, kept by the database itself in the same transaction as any change of an
 * order or a ticket photo (docs/orders.md, "Kept lists"):
 * - `order_list_versions`: a version per receiving shop; the kept lists are keyed by it, so whatever changes an
 *   order — today's actions, the partner hand-over next, a repair by hand in SQL — makes the old lists unreachable
 *   on every instance without having to remember to say so;
 * - `order_counts`: how many orders a shop receives in each state, so a tab's total and its badge are one row read
 *   instead of a count over thousands of index entries.
 *
 * When an order moves from one shop to another, both shops' rows move, the lower shop id first, so two hand-overs
 * in opposite directions take the rows in the same order.
 */
export const orderLists: Migration = {
  name: '0008-order-lists',
  async up(db, dialect) {
    await db.schema
      .createTable('order_list_versions')
      .addColumn('shop_id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', d(0))
      .execute();
    await db.schema
      .createTable('order_counts')
      .addColumn('shop_id', 'integer', (c) => c.notNull())
      .addColumn('state', 'integer', (c) => c.notNull())
      .addColumn('n', 'bigint', d(0))
      .addPrimaryKeyConstraint('order_counts_pk', ['shop_id', 'state'])
      .execute();
    await sql`insert into order_counts (shop_id, state, n)
      select receiving_shop_id, state, count(*) from orders group by receiving_shop_id, state`.execute(db);
    if (dialect === 'postgres') await postgresTriggers(db);
    else await sqliteTriggers(db);
  },
};

const upsert = (
  table: 'order_list_versions' | 'order_counts',
  key: string,
  select: string,
  where = 'true',
) =>
  table === 'order_list_versions'
    ? `insert into order_list_versions (shop_id, version) select ${select}, 1 where ${where}
       on conflict (shop_id) do update set version = order_list_versions.version + 1;`
    : `insert into order_counts (${key}, n) select ${select}, 1 where ${where}
       on conflict (shop_id, state) do update set n = order_counts.n + 1;`;

const decrement = (shop: string, state: string, where = 'true') =>
  `update order_counts set n = n - 1 where shop_id = ${shop} and state = ${state} and ${where};`;

async function sqliteTriggers(db: Kysely<unknown>) {
  const moved = 'old.state <> new.state or old.receiving_shop_id <> new.receiving_shop_id';
  const statements = [
    `create trigger orders_lists_insert after insert on orders begin
      ${upsert('order_list_versions', 'shop_id', 'new.receiving_shop_id')}
      ${upsert('order_counts', 'shop_id, state', 'new.receiving_shop_id, new.state')}
    end`,
    `create trigger orders_lists_update after update on orders begin
      ${upsert('order_list_versions', 'shop_id', 'min(old.receiving_shop_id, new.receiving_shop_id)')}
      ${upsert('order_list_versions', 'shop_id', 'max(old.receiving_shop_id, new.receiving_shop_id)', 'old.receiving_shop_id <> new.receiving_shop_id')}
      ${decrement('old.receiving_shop_id', 'old.state', `(${moved})`)}
      ${upsert('order_counts', 'shop_id, state', 'new.receiving_shop_id, new.state', `(${moved})`)}
    end`,
    `create trigger orders_lists_delete after delete on orders begin
      ${upsert('order_list_versions', 'shop_id', 'old.receiving_shop_id')}
      ${decrement('old.receiving_shop_id', 'old.state')}
    end`,
    ...(['new', 'old'] as const).map(
      (row) => `create trigger order_images_lists_${row === 'new' ? 'insert' : 'delete'}
        after ${row === 'new' ? 'insert' : 'delete'} on order_images begin
        insert into order_list_versions (shop_id, version)
          select receiving_shop_id, 1 from orders where id = ${row}.order_pk
        on conflict (shop_id) do update set version = order_list_versions.version + 1;
      end`,
    ),
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`
    create function bump_order_list_version(shop integer) returns void language sql as $$
      insert into order_list_versions (shop_id, version) values (shop, 1)
      on conflict (shop_id) do update set version = order_list_versions.version + 1
    $$`.execute(db);
  await sql`
    create function count_order(shop integer, order_state integer, delta integer) returns void language sql as $$
      insert into order_counts (shop_id, state, n) values (shop, order_state, delta)
      on conflict (shop_id, state) do update set n = order_counts.n + delta
    $$`.execute(db);
  await sql`
    create function orders_lists() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform bump_order_list_version(new.receiving_shop_id);
        perform count_order(new.receiving_shop_id, new.state, 1);
      elsif tg_op = 'DELETE' then
        perform bump_order_list_version(old.receiving_shop_id);
        perform count_order(old.receiving_shop_id, old.state, -1);
      else
        perform bump_order_list_version(least(old.receiving_shop_id, new.receiving_shop_id));
        if old.receiving_shop_id <> new.receiving_shop_id then
          perform bump_order_list_version(greatest(old.receiving_shop_id, new.receiving_shop_id));
        end if;
        if old.state <> new.state or old.receiving_shop_id <> new.receiving_shop_id then
          perform count_order(old.receiving_shop_id, old.state, -1);
          perform count_order(new.receiving_shop_id, new.state, 1);
        end if;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger orders_lists after insert or update or delete on orders
    for each row execute function orders_lists()`.execute(db);
  await sql`
    create function order_images_lists() returns trigger language plpgsql as $$
    declare
      pk integer;
    begin
      if tg_op = 'DELETE' then pk := old.order_pk; else pk := new.order_pk; end if;
      perform bump_order_list_version(o.receiving_shop_id) from orders o where o.id = pk;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger order_images_lists after insert or delete on order_images
    for each row execute function order_images_lists()`.execute(db);
}
