import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { untilWritten, type DbOrTrx, type Trx } from '../../db/database.ts';
import type { Dialect } from '../../db/migrations/helpers.ts';
import { newestFirst, windowBound, type PageWindow } from '../../db/paging.ts';
import type { Database, NewOrderRow, OrderRow, OrderUpdate } from '../../db/schema.ts';
import { locked } from '../../db/row-locks.ts';
import { precompiled } from '../../db/precompiled.ts';

type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>;
/** Which orders a query is about: a condition on the row. */
type OrdersWhere = (eb: ExpressionBuilder<Database, 'orders'>) => Expression<SqlBool>;

/**
 * The columns a list item shows (orders.mapper.ts, toOrder): a page reads these and not the settlement's working
 * (settle_basis, win_content) or who did what, which only the detail shows. Each value read costs time on the most
 * read pages of the app.
 */
export const LISTED = [
  'id',
  'order_id',
  'shop_id',
  'user_id',
  'receiving_shop_id',
  'ticketing_shop_id',
  'is_cooperative',
  'allow_rejection',
  'game_code',
  'issue',
  'state',
  'note',
  'multiple',
  'bet_money',
  'bet_content',
  'new_content',
  'bonus_min',
  'bonus_max',
  'service_fee',
  'winning_money',
  'award_money',
  'reason',
  'group_buy_id',
  'pay_time',
  'sales_close',
  'deadline',
  'receiving_time',
  'ticketing_time',
  'draw_time',
  'award_time',
  'create_time',
  'version',
] as const satisfies readonly (keyof OrderRow)[];

/** An order as a list reads it. */
export type ListedOrderRow = Pick<OrderRow, (typeof LISTED)[number]>;

/**
 * What a page of a list reads first: which orders, and the version of each (migration 0012). The items of orders
 * whose version stands are reused (order-items.ts); only the others are read in full, by `listedByIds`.
 */
export const PAGE_KEY = ['id', 'version'] as const satisfies readonly (keyof OrderRow)[];
export type OrderKey = Pick<OrderRow, (typeof PAGE_KEY)[number]>;

export interface OrderPage {
  rows: OrderKey[];
  total: number;
}

/** A page of a list and the size of the whole list, counted, read together. */
export async function pageWithTotal(
  base: OrdersQuery,
  page: SelectQueryBuilder<Database, 'orders', OrderKey>,
): Promise<OrderPage> {
  const [rows, total] = await Promise.all([
    page.execute(),
    base
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
  ]);
  return { rows, total };
}

/** A player's orders: their own, and the group-buys they bought shares of. */
const playersOrders = (userId: number) => (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.or([
    eb('user_id', '=', userId),
    eb(
      'group_buy_id',
      'in',
      eb.selectFrom('group_buy_shares').select('group_buy_id').where('user_id', '=', userId),
    ),
  ]);

/** Orders a shop may see: it receives them, or they are its players'. */
const shopsOrders = (shopId: number) => (eb: ExpressionBuilder<Database, 'orders'>) =>
  eb.or([eb('receiving_shop_id', '=', shopId), eb('shop_id', '=', shopId)]);

// Every query of the orders module. Shop scoping is part of each query (receiving shop or owning shop), so an
// order of another shop is simply not found.

export async function insertOrder(trx: Trx, row: NewOrderRow): Promise<number> {
  const r = await trx.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

/** Gives a new order its wire id (made from its row id) and returns the row as written. */
export async function setWireId(trx: Trx, id: number, orderId: string): Promise<OrderRow> {
  return trx
    .updateTable('orders')
    .set({ order_id: orderId })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
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
  return oneOrder(db, orderId, shopsOrders(shopId));
}

/** An order by wire id, if `seen` lets the caller see it. */
const oneOrder = (db: DbOrTrx, orderId: string, seen: OrdersWhere) =>
  db.selectFrom('orders').selectAll().where('order_id', '=', orderId).where(seen).executeTakeFirst();

/** Orders the shop may see, by wire id, locked (`locked`) inside the transaction that acts on them. */
export async function lockManyForShop(
  trx: Trx,
  dialect: Dialect,
  orderIds: readonly string[],
  shopId: number,
): Promise<OrderRow[]> {
  if (!orderIds.length) return [];
  return locked(manyForShop(trx, orderIds, shopId).orderBy('id'), dialect).execute();
}

/** Orders the shop may see, by wire id, without a lock (reads outside a transaction). */
export async function findManyForShop(
  db: DbOrTrx,
  orderIds: readonly string[],
  shopId: number,
): Promise<OrderRow[]> {
  if (!orderIds.length) return [];
  return manyForShop(db, orderIds, shopId).execute();
}

const manyForShop = (db: DbOrTrx, orderIds: readonly string[], shopId: number) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .where(shopsOrders(shopId));

/** The player's own order, or a group-buy they bought shares of. */
export async function findForPlayer(
  db: DbOrTrx,
  orderId: string,
  userId: number,
): Promise<OrderRow | undefined> {
  return oneOrder(db, orderId, playersOrders(userId));
}

/** The player's own order, locked as lockManyForShop does. */
export async function lockForPlayer(
  trx: Trx,
  dialect: Dialect,
  orderId: string,
  userId: number,
): Promise<OrderRow | undefined> {
  return locked(
    trx.selectFrom('orders').selectAll().where('order_id', '=', orderId).where('user_id', '=', userId),
    dialect,
  ).executeTakeFirst();
}

/**
 * Takes the order lock of each shop (its row of `order_list_versions`), in ascending shop id, without moving the
 * version: the row every change of one of the shop's orders updates anyway (the list triggers), and whose holder alone
 * then touches the shop's counts (`order_counts`, `cooperative_counts`). Taken after the orders' own rows and before
 * any write or money (docs/orders.md, "Locks"), so that two transactions never take two shops' locks, or a shop's
 * lock and a balance, in opposite orders. SQLite transactions are exclusive: nothing to take there.
 */
export async function lockShopOrders(trx: Trx, dialect: Dialect, shopIds: readonly number[]): Promise<void> {
  if (dialect !== 'postgres') return;
  const ids = [...new Set(shopIds)].filter((id) => id > 0).sort((a, b) => a - b);
  if (!ids.length) return;
  // One row per shop, in the order given: PostgreSQL inserts (or locks) the rows of a VALUES list in turn.
  await trx
    .insertInto('order_list_versions')
    .values(ids.map((shop_id) => ({ shop_id, version: 0 })))
    .onConflict((oc) =>
      oc.column('shop_id').doUpdateSet((eb) => ({ version: eb.ref('order_list_versions.version') })),
    )
    .execute();
}

export async function findById(db: DbOrTrx, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockById(trx: Trx, dialect: Dialect, id: number): Promise<OrderRow | undefined> {
  return locked(trx.selectFrom('orders').selectAll().where('id', '=', id), dialect).executeTakeFirst();
}

/**
 * Moves an order from `from` to `to` with `patch`, only if it is still in `from`, and returns the row as written:
 * the caller that changes the row wins and acts on what it wrote; every concurrent caller gets undefined.
 */
export async function moveState(
  trx: Trx,
  id: number,
  from: number,
  to: number,
  patch: OrderUpdate,
): Promise<OrderRow | undefined> {
  return trx
    .updateTable('orders')
    .set({ ...patch, state: to })
    .where('id', '=', id)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims an open group-buy plan for a change of its shares (a join): the order row is written first, so a join and
 * whatever ends the plan (its lapse, its withdrawal, its last share) take turns on it. Undefined when the plan is
 * no longer open.
 */
export async function claimOpenPlan(
  trx: Trx,
  orderId: string,
  shopId: number,
  now: number,
): Promise<OrderRow | undefined> {
  return trx
    .updateTable('orders')
    .set({ update_time: now })
    .where('order_id', '=', orderId)
    .where('shop_id', '=', shopId)
    .where('state', '=', 0)
    .where('group_buy_id', 'is not', null)
    .returningAll()
    .executeTakeFirst();
}

export async function updateOrder(trx: Trx, id: number, patch: OrderUpdate): Promise<void> {
  await trx.updateTable('orders').set(patch).where('id', '=', id).execute();
}

export type ShopListSort = 'PayTime' | 'Deadline';

export interface ShopListFilter {
  shopId: number;
  state: number;
  gameCode?: number | undefined;
  sort: ShopListSort;
}

/** A page of a list newest first (by id, the pay order) or by deadline soonest first; both by keyset. */
export function sortedPage<O>(
  listed: SelectQueryBuilder<Database, 'orders', O>,
  sort: ShopListSort,
  window: PageWindow,
): SelectQueryBuilder<Database, 'orders', O> {
  if (sort !== 'Deadline') return newestFirst(listed, window);
  const page = listed.orderBy('deadline', 'asc').orderBy('id', 'asc').limit(windowBound(window.limit));
  if (window.beforeId === undefined) return page.offset(windowBound(window.offset));
  const cursor = window.beforeId;
  return page.where((eb) =>
    eb.or([
      eb('deadline', '>', eb.selectFrom('orders as c').select('c.deadline').where('c.id', '=', cursor)),
      eb.and([
        eb('deadline', '=', eb.selectFrom('orders as c').select('c.deadline').where('c.id', '=', cursor)),
        eb('id', '>', cursor),
      ]),
    ]),
  );
}

/** The orders a shop receives in one state, of one game or all. */
const receivingTab = (db: DbOrTrx, shopId: number, state: number, gameCode: number | undefined) => {
  const q = db.selectFrom('orders').where('receiving_shop_id', '=', shopId).where('state', '=', state);
  return gameCode === undefined ? q : q.where('game_code', '=', gameCode);
};

interface ReceivingValues {
  shopId: number;
  state: number;
  gameCode: number | undefined;
  cursor: number | undefined;
}

const receivingPage = precompiled(
  (
    db,
    v: ReceivingValues,
    shape: { filtered: boolean; sort: ShopListSort; limit: number; offset: number; keyset: boolean },
  ) => {
    const q = receivingTab(db, v.shopId, v.state, shape.filtered ? v.gameCode : undefined);
    // The tab's size rides along with its rows: kept (order_counts) for a whole tab, counted for a game's.
    const total = shape.filtered
      ? q.select((eb) => eb.fn.countAll<number>().as('n'))
      : db
          .selectFrom('order_counts')
          .select('n')
          .where('shop_id', '=', v.shopId)
          .where('state', '=', v.state);
    const window = { limit: shape.limit, offset: shape.offset };
    return sortedPage(
      q.select([...PAGE_KEY, total.as('total')]),
      shape.sort,
      shape.keyset ? { ...window, beforeId: v.cursor! } : window,
    );
  },
);

/**
 * The 待接单 / 待出票 / 合买 tabs: orders the shop receives in one state. Newest first by id (pay order), or by
 * deadline soonest first; both page by keyset (`beforeId` is the last row of the previous page). One statement
 * reads the page and the tab's size; an empty page asks for the size alone.
 */
export async function listReceiving(db: DbOrTrx, f: ShopListFilter, window: PageWindow): Promise<OrderPage> {
  const rows = await receivingPage(
    db,
    { shopId: f.shopId, state: f.state, gameCode: f.gameCode, cursor: window.beforeId },
    {
      filtered: f.gameCode !== undefined,
      sort: f.sort,
      limit: window.limit,
      offset: window.offset,
      keyset: window.beforeId !== undefined,
    },
  );
  const kept = rows[0]?.total;
  return { rows, total: kept === undefined || kept === null ? await countReceiving(db, f) : Number(kept) };
}

/** The size of a tab: kept for a whole tab, counted for a game's. */
async function countReceiving(db: DbOrTrx, f: ShopListFilter): Promise<number> {
  if (f.gameCode === undefined) return (await countByState(db, f.shopId, [f.state])).get(f.state) ?? 0;
  const r = await receivingTab(db, f.shopId, f.state, f.gameCode)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

const keptCounts = precompiled((db, v: Record<string, number>, shape: { states: number }) =>
  db
    .selectFrom('order_counts')
    .select(['state', 'n'])
    .where('shop_id', '=', v.shopId!)
    .where(
      'state',
      'in',
      Array.from({ length: shape.states }, (_, i) => v[`s${i}`]!),
    ),
);

/**
 * How many orders the shop receives in each of the given states (tab badges, mine-page counters, tab totals):
 * kept by the database with every change (order_counts, migration 0008).
 */
export async function countByState(
  db: DbOrTrx,
  shopId: number,
  states: readonly number[],
): Promise<Map<number, number>> {
  const values: Record<string, number> = { shopId };
  states.forEach((state, i) => (values[`s${i}`] = state));
  const rows = await keptCounts(db, values, { states: states.length });
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
export async function listInquiry(db: DbOrTrx, f: InquiryFilter, window: PageWindow): Promise<OrderPage> {
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
  return pageWithTotal(base, newestFirst(base.select(PAGE_KEY), window));
}

/** A player's orders, newest first: their own, and the group-buys they bought shares of. */
export async function listOfPlayer(
  db: DbOrTrx,
  userId: number,
  filter: { state?: number | undefined; together?: boolean },
  window: PageWindow,
): Promise<OrderPage> {
  let base = db.selectFrom('orders').where(playersOrders(userId));
  if (filter.state !== undefined) base = base.where('state', '=', filter.state);
  if (filter.together) base = base.where('group_buy_id', 'is not', null);
  return pageWithTotal(base, newestFirst(base.select(PAGE_KEY), window));
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

// Group-buys

/** A group-buy plan of the shop, in any state (the 合买大厅's plan page). */
export async function findPlanOfShop(
  db: DbOrTrx,
  orderId: string,
  shopId: number,
): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('shop_id', '=', shopId)
    .where('group_buy_id', 'is not', null)
    .executeTakeFirst();
}

/** Open group-buy orders of a shop that players may still join (for the player app). */
export async function listOpenGroupBuys(
  db: DbOrTrx,
  shopId: number,
  now: number,
  window: PageWindow,
): Promise<OrderPage> {
  const base = db
    .selectFrom('orders')
    .where('shop_id', '=', shopId)
    .where('state', '=', 0)
    .where('deadline', '>', now);
  return pageWithTotal(base, newestFirst(base.select(PAGE_KEY), window));
}

// Background jobs and settlement

/** Where a pass over overdue orders has got to: the last (deadline, id) it handled. */
export interface DueCursor {
  deadline: number;
  id: number;
}

/**
 * Orders in `states` whose deadline is due, in (deadline, id) order after `after`: a job walks on past an order it
 * could not handle instead of meeting it again at the head of every batch.
 */
export async function dueForState(
  db: DbOrTrx,
  states: readonly number[],
  now: number,
  after: DueCursor | null,
  limit: number,
): Promise<DueCursor[]> {
  let query = db
    .selectFrom('orders')
    .select(['id', 'deadline'])
    .where('state', 'in', [...states])
    .where('deadline', '<=', now);
  if (after) query = query.where(afterCursor('deadline', 'id', after));
  return query.orderBy('deadline').orderBy('id').limit(limit).execute();
}

/** Rows whose (deadline, id) come after the cursor: the keyset a due list walks on by. */
export const afterCursor = (deadline: string, id: string, after: DueCursor) =>
  sql<boolean>`(${sql.ref(deadline)} > ${after.deadline} or (${sql.ref(deadline)} = ${after.deadline} and ${sql.ref(id)} > ${after.id}))`;

/** Orders waiting for or settled on a number draw, not yet paid, locked for settlement. */
export async function settleableByDraw(
  trx: Trx,
  dialect: Dialect,
  gameCode: number,
  issue: string,
  states: readonly number[],
): Promise<OrderRow[]> {
  return settleable(trx, dialect, states, (eb) =>
    eb.and([eb('game_code', '=', gameCode), eb('issue', '=', issue)]),
  );
}

/** Sports orders holding a match, in the given states, locked for settlement. */
export async function settleableByMatch(
  trx: Trx,
  dialect: Dialect,
  matchId: string,
  states: readonly number[],
): Promise<OrderRow[]> {
  return settleable(trx, dialect, states, (eb) =>
    eb('id', 'in', eb.selectFrom('order_matches').select('order_pk').where('match_id', '=', matchId)),
  );
}

/** The orders `which` picks that are in one of `states`, locked in id order for settlement. */
const settleable = (trx: Trx, dialect: Dialect, states: readonly number[], which: OrdersWhere) =>
  locked(
    trx
      .selectFrom('orders')
      .selectAll()
      .where(which)
      .where('state', 'in', [...states])
      .orderBy('id'),
    dialect,
  ).execute();

/** The orders of a page that must be rendered, in full. */
export async function listedByIds(db: DbOrTrx, ids: readonly number[]): Promise<ListedOrderRow[]> {
  if (!ids.length) return [];
  return db
    .selectFrom('orders')
    .select(LISTED)
    .where('id', 'in', [...ids])
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

const versionOf = precompiled((db, v: { shopId: number }) =>
  db.selectFrom('order_list_versions').select('version').where('shop_id', '=', v.shopId),
);

/** A version is read again only once something was written (untilWritten): one per shop of this instance. */
const keptVersions = untilWritten<number, number>(10_000);

/** The shop's list version: bumped by the database with every change of one of its orders or photos. */
export function listVersion(db: DbOrTrx, shopId: number): Promise<number> {
  return keptVersions(db, shopId, async () => Number((await versionOf(db, { shopId }, {}))[0]?.version ?? 0));
}
