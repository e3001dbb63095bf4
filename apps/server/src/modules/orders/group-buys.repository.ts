import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { GroupBuyRow, GroupBuyShareRow } from '../../db/schema.ts';

// Group-buy plans (group_buys) and the shares players bought of them (group_buy_shares). The plan's order row, and
// the conditional update a join claims it with, stay with the orders (orders.repository.ts).

export async function insertGroupBuy(trx: Trx, row: Omit<GroupBuyRow, 'id'>): Promise<number> {
  const r = await trx.insertInto('group_buys').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function findGroupBuys(db: DbOrTrx, ids: readonly number[]): Promise<GroupBuyRow[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('group_buys')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Sells `shares` more of a plan if they are still there and the plan is open: the plan after the sale, or none. */
export async function sellShares(
  trx: Trx,
  id: number,
  shares: number,
  now: number,
): Promise<GroupBuyRow | undefined> {
  return trx
    .updateTable('group_buys')
    .set((eb) => ({ sold_shares: eb('sold_shares', '+', shares), update_time: now }))
    .where('id', '=', id)
    .where('deadline', '>', now)
    .where(sql<boolean>`sold_shares + ${shares} <= total_shares`)
    .returningAll()
    .executeTakeFirst();
}

export async function insertShare(trx: Trx, row: Omit<GroupBuyShareRow, 'id'>): Promise<void> {
  await trx.insertInto('group_buy_shares').values(row).execute();
}

export async function sharesOf(db: DbOrTrx, groupBuyIds: readonly number[]): Promise<GroupBuyShareRow[]> {
  if (!groupBuyIds.length) return [];
  return db
    .selectFrom('group_buy_shares')
    .selectAll()
    .where('group_buy_id', 'in', [...groupBuyIds])
    .orderBy('id')
    .execute();
}
