import type { DbOrTrx } from '../../db/database.ts';
import type { LedgerHolder, OrderFigureKind } from './statistics.table.ts';

// Reads of the roll-ups over a range of days (both ends included): what a range costs is its days, never its orders.

export interface DayRange {
  shopId: number;
  from: number;
  to: number;
}

export interface OrderFilter extends DayRange {
  kind: OrderFigureKind;
  /** One staff member's figures; absent: the whole shop. */
  staffId?: number | undefined;
  gameCode?: number | undefined;
}

/**
 * The filter's rows: of `stats_order_days` (by game), or with `overGames` of `stats_shop_days`, the same figures
 * summed over games (a few rows a day, however many games a shop sells), which has the same columns but game_code.
 */
function orderDays(db: DbOrTrx, f: OrderFilter, overGames = false) {
  let q = db
    .selectFrom(overGames ? ('stats_shop_days' as 'stats_order_days') : 'stats_order_days')
    .where('shop_id', '=', f.shopId)
    .where('kind', '=', f.kind)
    .where('day', '>=', f.from)
    .where('day', '<=', f.to);
  if (f.staffId !== undefined) q = q.where('staff_id', '=', f.staffId);
  if (f.gameCode !== undefined) q = q.where('game_code', '=', f.gameCode);
  return q;
}

export interface Sum {
  orders: number;
  fen: number;
}

/** Orders and fen in all. */
export async function totalOf(db: DbOrTrx, f: Omit<OrderFilter, 'gameCode'>): Promise<Sum> {
  const row = await orderDays(db, f, true)
    .select((eb) => [eb.fn.sum<number>('orders').as('orders'), eb.fn.sum<number>('fen').as('fen')])
    .executeTakeFirst();
  return { orders: Number(row?.orders ?? 0), fen: Number(row?.fen ?? 0) };
}

/** Orders and fen per game, per day or per staff member. */
export async function sumBy(db: DbOrTrx, f: OrderFilter, column: 'game_code' | 'day' | 'staff_id') {
  const rows = await orderDays(db, f, column !== 'game_code' && f.gameCode === undefined)
    .select((eb) => [
      eb.ref(column).as('key'),
      eb.fn.sum<number>('orders').as('orders'),
      eb.fn.sum<number>('fen').as('fen'),
    ])
    .groupBy(column)
    .execute();
  return rows.map((r) => ({ key: Number(r.key), orders: Number(r.orders), fen: Number(r.fen) }));
}

/** Tickets per staff member and wait (seconds from 接单 to 出票). */
export async function waits(db: DbOrTrx, r: DayRange) {
  const rows = await db
    .selectFrom('stats_ticket_waits')
    .select((eb) => ['staff_id', 'seconds', eb.fn.sum<number>('orders').as('orders')])
    .where('shop_id', '=', r.shopId)
    .where('day', '>=', r.from)
    .where('day', '<=', r.to)
    .groupBy(['staff_id', 'seconds'])
    .execute();
  return rows.map((w) => ({ staffId: w.staff_id, seconds: w.seconds, orders: Number(w.orders) }));
}

/** Orders and fen per player and kind. */
export async function byPlayer(db: DbOrTrx, r: DayRange) {
  const rows = await db
    .selectFrom('stats_player_days')
    .select((eb) => [
      'user_id',
      'kind',
      eb.fn.sum<number>('orders').as('orders'),
      eb.fn.sum<number>('fen').as('fen'),
    ])
    .where('shop_id', '=', r.shopId)
    .where('day', '>=', r.from)
    .where('day', '<=', r.to)
    .groupBy(['user_id', 'kind'])
    .execute();
  return rows.map((p) => ({ userId: p.user_id, kind: p.kind, orders: Number(p.orders), fen: Number(p.fen) }));
}

/** Ledger rows and the sum of their changes per type, kind of balance and item. */
export async function ledger(db: DbOrTrx, r: DayRange) {
  const rows = await db
    .selectFrom('stats_ledger_days')
    .select((eb) => [
      'type',
      'holder',
      'item',
      eb.fn.sum<number>('entries').as('entries'),
      eb.fn.sum<number>('fen').as('fen'),
    ])
    .where('shop_id', '=', r.shopId)
    .where('day', '>=', r.from)
    .where('day', '<=', r.to)
    .groupBy(['type', 'holder', 'item'])
    .execute();
  return rows.map((l) => ({
    type: l.type,
    holder: l.holder as LedgerHolder,
    item: l.item,
    entries: Number(l.entries),
    fen: Number(l.fen),
  }));
}
export type LedgerSum = Awaited<ReturnType<typeof ledger>>[number];
