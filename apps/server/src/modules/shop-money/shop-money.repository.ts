import type { Insertable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import { newestFirst, type PageWindow } from '../../db/paging.ts';
import type { ShopWithdrawalRow, ShopWithdrawalsTable } from '../../db/schema.ts';

// The only queries of the shop's withdrawals (docs/money.md, "Shop balance and withdrawals"). A shop's reads are
// scoped to its id; the platform's (the CLI) see every shop.

export async function insertWithdrawal(
  trx: Trx,
  row: Insertable<ShopWithdrawalsTable>,
): Promise<ShopWithdrawalRow> {
  return trx.insertInto('shop_withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
}

/** How many withdrawals a shop asked for since `since`; call with the shop's balance locked to count without a race. */
export async function countSince(trx: Trx, shopId: number, since: number): Promise<number> {
  const r = await trx
    .selectFrom('shop_withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('create_time', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export interface WithdrawalFilter {
  state?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** One page of a shop's withdrawals, newest first, with their count. */
export async function withdrawalsOf(
  db: DbOrTrx,
  shopId: number,
  f: WithdrawalFilter,
  window: PageWindow,
): Promise<{ rows: ShopWithdrawalRow[]; total: number }> {
  let base = db.selectFrom('shop_withdrawals').where('shop_id', '=', shopId);
  if (f.state !== undefined) base = base.where('state', '=', f.state);
  if (f.from !== undefined) base = base.where('create_time', '>=', f.from);
  if (f.to !== undefined) base = base.where('create_time', '<', f.to);
  const [rows, totals] = await Promise.all([
    newestFirst(base.selectAll(), window).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n) };
}

export function findWithdrawal(db: DbOrTrx, id: number): Promise<ShopWithdrawalRow | undefined> {
  return db.selectFrom('shop_withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves a withdrawal from `from` to `to` only if it is still in `from`: the row it returns is the one caller that
 * made the move, and the money is paid from it.
 */
export function moveState(
  trx: Trx,
  id: number,
  from: number,
  set: { state: number; ret_memo?: string; update_time: number; settle_time: number },
): Promise<ShopWithdrawalRow | undefined> {
  return trx
    .updateTable('shop_withdrawals')
    .set(set)
    .where('id', '=', id)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Every shop's withdrawals waiting for the platform, oldest first, with the shop's name. */
export function pendingWithdrawals(db: DbOrTrx, state: number) {
  return db
    .selectFrom('shop_withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.shop_id')
    .selectAll('w')
    .select('u.nickname as shop_name')
    .where('w.state', '=', state)
    .orderBy('w.id', 'asc')
    .execute();
}
