import { PlayerWithdrawalState } from '@dzzs/shared';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import { newestFirst, type PageWindow } from '../../db/paging.ts';
import type { PlayerWithdrawalRow, PlayerWithdrawalsTable } from '../../db/schema.ts';
import type { Insertable } from 'kysely';

// The only queries of players' withdrawal requests (docs/money.md, "Players' withdrawals"). The shop side is scoped
// by `handling_shop_id`: another shop's request is "not found".

export function insert(trx: Trx, row: Insertable<PlayerWithdrawalsTable>): Promise<PlayerWithdrawalRow> {
  return trx.insertInto('player_withdrawals').values(row).returningAll().executeTakeFirstOrThrow();
}

/** `from` → `set.state` (the history helper's conditional update): the row as written, or undefined if it moved. */
export function moveState(
  trx: Trx,
  id: number,
  from: number,
  set: { state: number; ret_reason: string; handler_id: number; update_time: number },
): Promise<PlayerWithdrawalRow | undefined> {
  return trx
    .updateTable('player_withdrawals')
    .set(set)
    .where('id', '=', id)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** A request by id alone (the history helper rereads it after a lost race). */
export function findById(db: DbOrTrx, id: number): Promise<PlayerWithdrawalRow | undefined> {
  return db.selectFrom('player_withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

export function find(db: DbOrTrx, shopId: number, id: number): Promise<PlayerWithdrawalRow | undefined> {
  return db
    .selectFrom('player_withdrawals')
    .selectAll()
    .where('id', '=', id)
    .where('handling_shop_id', '=', shopId)
    .executeTakeFirst();
}

export interface ListFilter {
  shopId: number;
  type: number;
  state: number;
  /** By the time of the last change (handling, for handled requests). */
  from?: number | undefined;
  to?: number | undefined;
}

/** A page of a handling shop's requests of one tab and state, newest first, with their count. */
export async function list(
  db: DbOrTrx,
  f: ListFilter,
  window: PageWindow,
): Promise<{ rows: PlayerWithdrawalRow[]; total: number }> {
  let base = db
    .selectFrom('player_withdrawals')
    .where('handling_shop_id', '=', f.shopId)
    .where('type', '=', f.type)
    .where('state', '=', f.state);
  if (f.from !== undefined) base = base.where('update_time', '>=', f.from);
  if (f.to !== undefined) base = base.where('update_time', '<', f.to);
  const [rows, totals] = await Promise.all([
    newestFirst(base.selectAll(), window).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n) };
}

/** A page of one player's requests, every state, newest first (by `player_withdrawals_user`), with their count. */
export async function ofPlayer(
  db: DbOrTrx,
  userId: number,
  window: PageWindow,
): Promise<{ rows: PlayerWithdrawalRow[]; total: number }> {
  const base = db.selectFrom('player_withdrawals').where('user_id', '=', userId);
  const [rows, totals] = await Promise.all([
    newestFirst(base.selectAll(), window).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n) };
}

/** What one player's pending requests hold, fen. */
export async function pendingFenOf(db: DbOrTrx, userId: number): Promise<number> {
  const r = await db
    .selectFrom('player_withdrawals')
    .select((eb) => eb.fn.sum<number | string | null>('fen').as('fen'))
    .where('user_id', '=', userId)
    .where('state', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(r.fen ?? 0);
}

/** Requests waiting for a shop, of every tab (the badge of 提现申请). */
export async function pendingCount(db: DbOrTrx, shopId: number): Promise<number> {
  const r = await db
    .selectFrom('player_withdrawals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('handling_shop_id', '=', shopId)
    .where('state', '=', PlayerWithdrawalState.pending)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
