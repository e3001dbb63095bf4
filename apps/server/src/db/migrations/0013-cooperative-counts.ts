import { sql, type Kysely } from 'kysely';
import { notNullDefault as d, type Migration } from './helpers.ts';

/**
 * `cooperative_counts`: how many orders each shop's 合作 tab holds — orders with a partner that wait to be ticketed
 * (1, 2) — on each side: `received` from partners (the shop receives them), `handed` to partners (they are the
 * shop's own). Kept by the database in the same transaction as the change, like `order_counts` (migration 0008).
 * Counting the tab took a millisecond per read for a shop with 5,000 such orders; its badge and its total are now one
 * row, and a shop with one side empty — most shops only hand over, or only receive — reads the other side's index
 * alone. Each side counts exactly what its side of the tab reads.
 *
 * The rows of several shops move in ascending shop id (PostgreSQL), as the list versions do.
 */
export const cooperativeCounts: Migration = {
  name: '0013-cooperative-counts',
  async up(db, dialect) {
    await db.schema
      .createTable('cooperative_counts')
      .addColumn('shop_id', 'integer', (c) => c.primaryKey())
      .addColumn('received', 'bigint', d(0))
      .addColumn('handed', 'bigint', d(0))
      .execute();
    await sql`insert into cooperative_counts (shop_id, received, handed)
      select s, sum(r), sum(h) from (
        select receiving_shop_id as s, 1 as r, 0 as h from orders where ${sql.raw(waiting('orders'))}
        union all
        select shop_id, 0, 1 from orders where ${sql.raw(waiting('orders'))}
      ) x group by s`.execute(db);
    if (dialect === 'postgres') await postgresTriggers(db);
    else await sqliteTriggers(db);
  },
};

const waiting = (row: string) => `(${row}.is_cooperative = 1 and ${row}.state in (1, 2))`;
/** A change that may move an order into the tab, out of it, or from one shop's tab to another's. */
const MOVED = `(old.state <> new.state or old.is_cooperative <> new.is_cooperative
  or old.receiving_shop_id <> new.receiving_shop_id or old.shop_id <> new.shop_id)`;

type Side = 'received' | 'handed';
const SHOP_OF: Record<Side, string> = { received: 'receiving_shop_id', handed: 'shop_id' };

const count = (side: Side, where: string) => `insert into cooperative_counts (shop_id, ${side})
  select new.${SHOP_OF[side]}, 1 where ${where}
  on conflict (shop_id) do update set ${side} = cooperative_counts.${side} + 1;`;
const uncount = (side: Side, where: string) =>
  `update cooperative_counts set ${side} = ${side} - 1 where shop_id = old.${SHOP_OF[side]} and ${where};`;

async function sqliteTriggers(db: Kysely<unknown>) {
  const sides: Side[] = ['received', 'handed'];
  const statements = [
    `create trigger orders_coop_counts_insert after insert on orders when ${waiting('new')} begin
      ${sides.map((side) => count(side, 'true')).join('\n')}
    end`,
    `create trigger orders_coop_counts_update after update on orders
      when ${MOVED} and (${waiting('old')} or ${waiting('new')}) begin
      ${sides.map((side) => uncount(side, waiting('old'))).join('\n')}
      ${sides.map((side) => count(side, waiting('new'))).join('\n')}
    end`,
    `create trigger orders_coop_counts_delete after delete on orders when ${waiting('old')} begin
      ${sides.map((side) => uncount(side, 'true')).join('\n')}
    end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>) {
  // OLD is null on INSERT and NEW on DELETE, so a missing row simply counts for nothing.
  await sql
    .raw(
      `
    create function cooperative_counts() returns trigger language plpgsql as $$
    declare
      r record;
    begin
      if tg_op = 'UPDATE' and not ${MOVED} then
        return null;
      end if;
      for r in
        select s, sum(dr) as dr, sum(dh) as dh from (
          select old.receiving_shop_id as s, -1 as dr, 0 as dh where ${waiting('old')}
          union all select old.shop_id, 0, -1 where ${waiting('old')}
          union all select new.receiving_shop_id, 1, 0 where ${waiting('new')}
          union all select new.shop_id, 0, 1 where ${waiting('new')}
        ) moves group by s having sum(dr) <> 0 or sum(dh) <> 0 order by s
      loop
        insert into cooperative_counts (shop_id, received, handed) values (r.s, r.dr, r.dh)
        on conflict (shop_id) do update
          set received = cooperative_counts.received + r.dr, handed = cooperative_counts.handed + r.dh;
      end loop;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`
    create trigger orders_coop_counts after insert or update or delete on orders
    for each row execute function cooperative_counts()`.execute(db);
}
