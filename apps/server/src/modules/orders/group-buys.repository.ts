import { sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { Insertable } from 'kysely';
import { afterCursor, type DueCursor } from './orders.repository.ts';
import type { GroupBuyRow, GroupBuyShareRow, GroupBuysTable } from '../../db/schema.ts';

// Group-buy plans (group_buys) and the shares players bought of them (group_buy_shares). The plan's order row, and
// the conditional update a join claims it with, stay with the orders (orders.repository.ts).

export async function insertGroupBuy(trx: Trx, row: Insertable<GroupBuysTable>): Promise<number> {
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

/**
 * Settles a plan's held 保底 once: `sold` is the sold count after the settlement (the plan's own when nothing is
 * bought with it). Conditional on the money and the count as the caller read them under the order row's lock, so a
 * second settlement of the same plan finds nothing and moves no money.
 */
export async function settleGuarantee(
  trx: Trx,
  plan: Pick<GroupBuyRow, 'id' | 'guarantee_money' | 'sold_shares'>,
  sold: number,
  now: number,
): Promise<GroupBuyRow | undefined> {
  return trx
    .updateTable('group_buys')
    .set({ guarantee_money: 0, sold_shares: sold, update_time: now })
    .where('id', '=', plan.id)
    .where('guarantee_money', '=', plan.guarantee_money)
    .where('guarantee_money', '>', 0)
    .where('sold_shares', '=', plan.sold_shares)
    .returningAll()
    .executeTakeFirst();
}

/** Plans still subscribing whose close has come, by (close, order id) after `after`: the order ids to close. */
export async function plansDue(
  db: DbOrTrx,
  now: number,
  after: DueCursor | null,
  limit: number,
): Promise<DueCursor[]> {
  let query = db
    .selectFrom('orders')
    .innerJoin('group_buys', 'group_buys.id', 'orders.group_buy_id')
    .select(['orders.id as id', 'group_buys.deadline as deadline'])
    .where('orders.state', '=', 0)
    .where('group_buys.deadline', '<=', now);
  if (after) query = query.where(afterCursor('group_buys.deadline', 'orders.id', after));
  return query.orderBy('group_buys.deadline').orderBy('orders.id').limit(limit).execute();
}
