import { sql, type Kysely } from 'kysely';
import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * `orders.version`: a number the database moves with every change of what an order's list item shows — the order
 * row itself, its ticket photos, its group-buy plan (shares sold) — in the same transaction. An order list reads the
 * ids and versions of its page and reuses the item it rendered before for every order whose version stands
 * (docs/orders.md, "Kept lists"), so after one order of a shop changes, its lists re-render that one order.
 *
 * Triggers rather than the application: whatever changes an order, a repair in SQL included, moves it.
 * - PostgreSQL: a BEFORE UPDATE trigger counts each update.
 * - SQLite cannot change the row a BEFORE trigger is about to write, so an AFTER UPDATE trigger writes the next
 *   version when an update left it alone; its own write changes the version and so does not fire it again.
 * - Photos and group-buy plans move the version of their orders (a join already touches its order, a repair of the
 *   plan in SQL does not); that update also moves the shop's list version through the order-list triggers.
 */
export const orderVersions: Migration = {
  name: '0012-order-versions',
  async up(db, dialect) {
    await db.schema.alterTable('orders').addColumn('version', 'bigint', d(0)).execute();
    if (dialect === 'postgres') await postgresTriggers(db);
    else await sqliteTriggers(db);
  },
};

const touchPlanOrders = 'update orders set version = version + 1 where group_buy_id = new.id;';

async function sqliteTriggers(db: Kysely<unknown>) {
  const statements = [
    `create trigger orders_version after update on orders when new.version = old.version begin
      update orders set version = old.version + 1 where id = new.id;
    end`,
    ...(['new', 'old'] as const).map(
      (row) => `create trigger order_images_version_${row === 'new' ? 'insert' : 'delete'}
        after ${row === 'new' ? 'insert' : 'delete'} on order_images begin
        update orders set version = version + 1 where id = ${row}.order_pk;
      end`,
    ),
    `create trigger group_buys_version after update on group_buys begin ${touchPlanOrders} end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  await sql`
    create function orders_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger orders_version before update on orders
    for each row execute function orders_version()`.execute(db);
  await sql`
    create function order_images_version() returns trigger language plpgsql as $$
    begin
      update orders set version = version + 1
        where id = case when tg_op = 'DELETE' then old.order_pk else new.order_pk end;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger order_images_version after insert or delete on order_images
    for each row execute function order_images_version()`.execute(db);
  await sql
    .raw(
      `
    create function group_buys_version() returns trigger language plpgsql as $$
    begin
      ${touchPlanOrders}
      return null;
    end $$`,
    )
    .execute(db);
  await sql`
    create trigger group_buys_version after update on group_buys
    for each row execute function group_buys_version()`.execute(db);
}
