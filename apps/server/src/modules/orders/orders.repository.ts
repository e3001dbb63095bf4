import { sql, type SelectQueryBuilder } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import { newestFirst, type PageWindow } from '../../db/paging.ts';
import type {
  Database,
  GroupBuyRow,
  GroupBuyShareRow,
  NewOrderRow,
  OrderEventRow,
  OrderImageRow,
  OrderRow,
  OrderUpdate,
} from '../../db/schema.ts';

type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>;

/** A page of a list and the size of the whole list, read together. */
async function pageWithTotal(
  base: OrdersQuery,
  page: SelectQueryBuilder<Database, 'orders', OrderRow>,
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    page.execute(),
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  ]);
  return { rows, total };
}

// Every query of the orders module. Shop scoping is part of each query (receiving shop or owning shop), so an
// order of another shop is simply not found.

export async function insertOrder(trx: Trx, row: NewOrderRow): Promise<number> {
  const r = await trx.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export async function setWireId(trx: Trx, id: number, orderId: string): Promise<void> {
  await trx.updateTable('orders').set({ order_id: orderId }).where('id', '=', id).execute();
}

export async function insertOrderMatches(trx: Trx, orderPk: number, matchIds: string[]): Promise<void> {
  if (!matchIds.length) return;
  await trx
    .insertInto('order_matches')
    .values(matchIds.map((match_id) => ({ order_pk: orderPk, match_id })))
    .execute();
}

/** An order the shop may see: it receives it, or it is one of its players' orders. */
export async function findForShop(
  db: DbOrTrx,
  orderId: string,
  shopId: number,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where((eb) => eb.or([eb('receiving_shop_id', '=', shopId), eb('shop_id', '=', shopId)]))
    .executeTakeFirst();
}

export async function findManyForShop(db: DbOrTrx, orderIds: string[], shopId: number): Promise<OrderRow[]> {
  if (!orderIds.length) return [];
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .where((eb) => eb.or([eb('receiving_shop_id', '=', shopId), eb('shop_id', '=', shopId)]))
    .execute();
}

export async function findForPlayer(
  db: DbOrTrx,
  orderId: string,
  userId: number,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findById(db: DbOrTrx, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Moves an order from one of `from` to `to` and applies `patch`, only if it is still in one of `from`: the
 * caller that changes the row wins, every concurrent caller sees false.
 */
export async function moveState(
  trx: Trx,
  id: number,
  from: readonly number[],
  to: number,
  patch: OrderUpdate,
): Promise<boolean> {
  const r = await trx
    .updateTable('orders')
    .set({ ...patch, state: to })
    .where('id', '=', id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function updateOrder(trx: Trx, id: number, patch: OrderUpdate): Promise<void> {
  await trx.updateTable('orders').set(patch).where('id', '=', id).execute();
}

export async function insertEvent(trx: Trx, row: Omit<OrderEventRow, 'id'>): Promise<void> {
  await trx.insertInto('order_events').values(row).execute();
}

export async function eventsOf(db: DbOrTrx, orderPk: number): Promise<OrderEventRow[]> {
  return db.selectFrom('order_events').selectAll().where('order_pk', '=', orderPk).orderBy('id').execute();
}

export type ShopListSort = 'PayTime' | 'Deadline';

export interface ShopListFilter {
  shopId: number;
  state: number;
  gameCode?: number | undefined;
  sort: ShopListSort;
}

/**
 * The 待接单 / 待出票 / 合买 tabs: orders the shop receives in one state. Newest first by id (pay order), or by
 * deadline soonest first; both page by keyset (`beforeId` is the last row of the previous page).
 */
export async function listReceiving(
  db: DbOrTrx,
  f: ShopListFilter,
  window: PageWindow,
): Promise<{ rows: OrderRow[]; total: number }> {
  let base = db.selectFrom('orders').where('receiving_shop_id', '=', f.shopId).where('state', '=', f.state);
  if (f.gameCode !== undefined) base = base.where('game_code', '=', f.gameCode);
  let page = base.selectAll();
  if (f.sort === 'Deadline') {
    page = page.orderBy('deadline', 'asc').orderBy('id', 'asc').limit(window.limit);
    if (window.beforeId !== undefined) {
      const cursor = window.beforeId;
      page = page.where((eb) =>
        eb.or([
          eb('deadline', '>', eb.selectFrom('orders as c').select('c.deadline').where('c.id', '=', cursor)),
          eb.and([
            eb('deadline', '=', eb.selectFrom('orders as c').select('c.deadline').where('c.id', '=', cursor)),
            eb('id', '>', cursor),
          ]),
        ]),
      );
    } else page = page.offset(window.offset);
  } else {
    page = page.orderBy('id', 'desc').limit(window.limit);
    page =
      window.beforeId !== undefined ? page.where('id', '<', window.beforeId) : page.offset(window.offset);
  }
  return pageWithTotal(base, page);
}

/** How many orders the shop has waiting in each of the given states (tab badges, mine-page counters). */
export async function countByState(
  db: DbOrTrx,
  shopId: number,
  states: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('orders')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n')])
    .where('receiving_shop_id', '=', shopId)
    .where('state', 'in', [...states])
    .groupBy('state')
    .execute();
  return new Map(rows.map((r) => [r.state, Number(r.n)]));
}

export interface InquiryFilter {
  shopId: number;
  /** 0 the shop's own players' orders, 1 orders the shop received from partners, 2 orders it handed over. */
  type: 0 | 1 | 2;
  states?: number[] | undefined;
  gameCode?: number | undefined;
  search?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** 订单查询: every order of the shop by type, with the filters of the inquiry page; newest first, keyset. */
export async function listInquiry(
  db: DbOrTrx,
  f: InquiryFilter,
  window: PageWindow,
): Promise<{ rows: OrderRow[]; total: number }> {
  let base = db.selectFrom('orders');
  if (f.type === 0) base = base.where('shop_id', '=', f.shopId).where('receiving_shop_id', '=', f.shopId);
  else if (f.type === 1)
    base = base.where('receiving_shop_id', '=', f.shopId).where('shop_id', '<>', f.shopId);
  else base = base.where('shop_id', '=', f.shopId).where('receiving_shop_id', '<>', f.shopId);
  if (f.states?.length) base = base.where('state', 'in', f.states);
  if (f.gameCode !== undefined) base = base.where('game_code', '=', f.gameCode);
  if (f.search) base = base.where('order_id', 'like', `${f.search.replace(/[%_\\]/g, '')}%`);
  if (f.from !== undefined) base = base.where('create_time', '>=', f.from);
  if (f.to !== undefined) base = base.where('create_time', '<', f.to);
  return pageWithTotal(base, newestFirst(base.selectAll(), window));
}

/** A player's own orders, newest first. */
export async function listOfPlayer(
  db: DbOrTrx,
  userId: number,
  state: number | undefined,
  window: PageWindow,
): Promise<{ rows: OrderRow[]; total: number }> {
  let base = db.selectFrom('orders').where('user_id', '=', userId);
  if (state !== undefined) base = base.where('state', '=', state);
  return pageWithTotal(base, newestFirst(base.selectAll(), window));
}

/** Today's ticketed amount of one staff member, in fen. */
export async function ticketedSince(db: DbOrTrx, ticketerId: number, since: number): Promise<number> {
  const r = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.sum<number>('bet_money').as('s'))
    .where('ticketer_id', '=', ticketerId)
    .where('ticketing_time', '>=', since)
    .executeTakeFirst();
  return Number(r?.s ?? 0);
}

// Ticket photos

export async function imagesOf(db: DbOrTrx, orderPks: readonly number[]): Promise<OrderImageRow[]> {
  if (!orderPks.length) return [];
  return db
    .selectFrom('order_images')
    .selectAll()
    .where('order_pk', 'in', [...orderPks])
    .orderBy('id')
    .execute();
}

export async function insertImage(trx: Trx, row: Omit<OrderImageRow, 'id'>): Promise<void> {
  await trx.insertInto('order_images').values(row).execute();
}

export async function deleteImage(trx: Trx, orderPk: number, path: string): Promise<boolean> {
  const r = await trx
    .deleteFrom('order_images')
    .where('order_pk', '=', orderPk)
    .where('path', '=', path)
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

// Group-buys

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

/** Sells `shares` more of a plan if they are still there and the plan is open; false when not. */
export async function sellShares(trx: Trx, id: number, shares: number, now: number): Promise<boolean> {
  const r = await trx
    .updateTable('group_buys')
    .set((eb) => ({ sold_shares: eb('sold_shares', '+', shares), update_time: now }))
    .where('id', '=', id)
    .where('deadline', '>', now)
    .where(sql<boolean>`sold_shares + ${shares} <= total_shares`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
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

/** Open group-buy orders of a shop that players may still join (for the player app). */
export async function listOpenGroupBuys(
  db: DbOrTrx,
  shopId: number,
  now: number,
  window: PageWindow,
): Promise<{ rows: OrderRow[]; total: number }> {
  const base = db
    .selectFrom('orders')
    .where('shop_id', '=', shopId)
    .where('state', '=', 0)
    .where('deadline', '>', now);
  return pageWithTotal(base, newestFirst(base.selectAll(), window));
}

// Background jobs and settlement

export async function dueForState(
  db: DbOrTrx,
  states: readonly number[],
  now: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('state', 'in', [...states])
    .where('deadline', '<=', now)
    .orderBy('deadline')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Orders waiting for or settled on a number draw, not yet paid. */
export async function settleableByDraw(
  trx: Trx,
  gameCode: number,
  issue: string,
  states: readonly number[],
): Promise<OrderRow[]> {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('game_code', '=', gameCode)
    .where('issue', '=', issue)
    .where('state', 'in', [...states])
    .execute();
}

/** Sports orders holding a match, in the given states. */
export async function settleableByMatch(
  trx: Trx,
  matchId: string,
  states: readonly number[],
): Promise<OrderRow[]> {
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('id', 'in', (eb) =>
      eb.selectFrom('order_matches').select('order_pk').where('match_id', '=', matchId),
    )
    .where('state', 'in', [...states])
    .execute();
}

/** Moves an order's deadline (and its group-buy's); the demo seed uses it to show lapsed orders. */
export async function setDeadline(
  db: DbOrTrx,
  order: Pick<OrderRow, 'id' | 'group_buy_id'>,
  deadline: number,
): Promise<void> {
  await db.updateTable('orders').set({ deadline }).where('id', '=', order.id).execute();
  if (order.group_buy_id !== null)
    await db.updateTable('group_buys').set({ deadline }).where('id', '=', order.group_buy_id).execute();
}

// Rules that gate orders

/** A staff member's acceptance rule for a game; undefined means no limit. */
export async function clerkRule(
  db: DbOrTrx,
  clerkId: number,
  gameCode: number,
): Promise<{ rule: number; min_money: number; max_money: number } | undefined> {
  return db
    .selectFrom('clerk_game_rules')
    .select(['rule', 'min_money', 'max_money'])
    .where('clerk_id', '=', clerkId)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
}

/** Whether the shop has switched the game off (no row: open). */
export async function gameClosed(db: DbOrTrx, shopId: number, gameCode: number): Promise<boolean> {
  const r = await db
    .selectFrom('shop_games')
    .select('enabled')
    .where('shop_id', '=', shopId)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return r !== undefined && r.enabled === 0;
}

export async function setClerkRule(
  db: DbOrTrx,
  row: {
    clerk_id: number;
    game_code: number;
    rule: number;
    min_money: number;
    max_money: number;
    now: number;
  },
): Promise<void> {
  const { now, ...values } = row;
  await db
    .insertInto('clerk_game_rules')
    .values({ ...values, update_time: now })
    .onConflict((oc) =>
      oc.columns(['clerk_id', 'game_code']).doUpdateSet({
        rule: values.rule,
        min_money: values.min_money,
        max_money: values.max_money,
        update_time: now,
      }),
    )
    .execute();
}

export async function setGameSwitch(
  db: DbOrTrx,
  shopId: number,
  gameCode: number,
  enabled: boolean,
  now: number,
): Promise<void> {
  await db
    .insertInto('shop_games')
    .values({ shop_id: shopId, game_code: gameCode, enabled: enabled ? 1 : 0, update_time: now })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'game_code']).doUpdateSet({ enabled: enabled ? 1 : 0, update_time: now }),
    )
    .execute();
}

/** Nicknames (and the shop's remark) of the users an order list shows, in one query. */
export async function namesOf(
  db: DbOrTrx,
  ids: readonly number[],
): Promise<Map<number, { nickname: string; username: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { nickname: r.nickname, username: r.username }]));
}
