import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { newestFirst, windowBound, type PageWindow } from '../../db/paging.ts';
import {
  PAGE_KEY,
  pageWithTotal,
  sortedPage,
  type OrderPage,
  type ShopListFilter,
  type ShopListSort,
} from './orders.repository.ts';
import { precompiled } from '../../db/precompiled.ts';

// The queries of orders a partner holds (docs/partners.md): the 合作 tab and a partner's 历史记录.

/**
 * Orders with a partner that wait to be ticketed (1, 2), handed over to the shop (it receives them) or by it (they
 * are its own): the 合作 tab. Each side has a partial index of exactly these rows (migration 0011); the condition is
 * written as the indexes' own text, literals and all, for SQLite uses a partial index only for a query whose WHERE
 * visibly implies the index's (a bound parameter never does). The two sides never share an order: one with a
 * partner is received by another shop than its own.
 */
const SIDES = ['receiving_shop_id', 'shop_id'] as const;
const WAITING_WITH_PARTNER = sql<boolean>`is_cooperative = 1 and state in (1, 2)`;

function side(db: DbOrTrx, column: (typeof SIDES)[number], shopId: number, gameCode?: number) {
  const q = db.selectFrom('orders').where(column, '=', shopId).where(WAITING_WITH_PARTNER);
  return gameCode === undefined ? q : q.where('game_code', '=', gameCode);
}

/**
 * The size of a side filtered by game, counted in the order the tab reads it: asked plainly, SQLite counts the
 * receiving side through the index of all the shop's waiting orders (receiving shop, state) and reads each row to
 * find the few with a partner; read in id order, the side's own partial index is the cheap way.
 */
const countOf = async (db: DbOrTrx, q: ReturnType<typeof side>) => {
  const ordered = q.select('id').orderBy('id', 'desc').limit(windowBound(1_000_000_000));
  const r = await db
    .selectFrom(ordered.as('c'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
};

/** Which sides of the 合作 tab a page reads: a side the kept counts say is empty is not read. */
type Sides = 'both' | (typeof SIDES)[number];
const NO_COUNT = sql<number | null>`null`;

/**
 * A page of the 合作 tab: the first rows of each side in the page's order (each by its index), merged. A deep page
 * by keyset reads no more than page 1 does.
 */
const cooperativePage = precompiled(
  (
    db,
    v: { shopId: number; gameCode: number | undefined; cursor: number | undefined },
    shape: {
      sides: Sides;
      /** With the kept size of both sides on every row (a single side of a whole tab). */
      counted: boolean;
      filtered: boolean;
      sort: ShopListSort;
      limit: number;
      offset: number;
      keyset: boolean;
    },
  ) => {
    const gameCode = shape.filtered ? v.gameCode : undefined;
    const window: PageWindow = shape.keyset
      ? { limit: shape.limit, offset: 0, beforeId: v.cursor! }
      : { limit: shape.limit, offset: shape.offset };
    if (shape.sides !== 'both') {
      const kept = (column: 'received' | 'handed') =>
        shape.counted
          ? db.selectFrom('cooperative_counts').select(column).where('shop_id', '=', v.shopId)
          : NO_COUNT;
      return sortedPage(
        side(db, shape.sides, v.shopId, gameCode).select([
          ...PAGE_KEY,
          kept('received').as('received'),
          kept('handed').as('handed'),
        ]),
        shape.sort,
        window,
      );
    }
    const ahead: PageWindow = shape.keyset ? window : { limit: shape.offset + shape.limit, offset: 0 };
    const first = (column: (typeof SIDES)[number]) =>
      db
        .selectFrom(
          sortedPage(
            side(db, column, v.shopId, gameCode).select([...PAGE_KEY, 'deadline']),
            shape.sort,
            ahead,
          ).as('s'),
        )
        .selectAll();
    const merged = db
      .selectFrom(first(SIDES[0]).unionAll(first(SIDES[1])).as('o'))
      .select([...PAGE_KEY, NO_COUNT.as('received'), NO_COUNT.as('handed')]);
    const sorted = (
      shape.sort === 'Deadline'
        ? merged.orderBy('deadline', 'asc').orderBy('id', 'asc')
        : merged.orderBy('id', 'desc')
    ).limit(windowBound(shape.limit));
    return shape.keyset ? sorted : sorted.offset(windowBound(shape.offset));
  },
);

const keptCounts = precompiled((db, v: { shopId: number }) =>
  db.selectFrom('cooperative_counts').select(['received', 'handed']).where('shop_id', '=', v.shopId),
);

/** The kept size of each side of the shop's 合作 tab (cooperative_counts, migration 0013). */
async function sidesOf(db: DbOrTrx, shopId: number) {
  const [kept] = await keptCounts(db, { shopId }, {});
  return { received: Number(kept?.received ?? 0), handed: Number(kept?.handed ?? 0) };
}

export async function listCooperative(
  db: DbOrTrx,
  f: Omit<ShopListFilter, 'state'>,
  window: PageWindow,
): Promise<OrderPage> {
  const values = { shopId: f.shopId, gameCode: f.gameCode, cursor: window.beforeId };
  const shape = {
    filtered: f.gameCode !== undefined,
    sort: f.sort,
    limit: window.limit,
    offset: window.offset,
    keyset: window.beforeId !== undefined,
  };
  if (f.gameCode !== undefined) {
    const [rows, total] = await Promise.all([
      cooperativePage(db, values, { sides: 'both', counted: false, ...shape }),
      countCooperative(db, f.shopId, f.gameCode),
    ]);
    return { rows, total };
  }
  // A main store works its tab (it tickets from it): the side it receives is read first, with both sides' kept
  // sizes in the same statement. A shop with orders on the other side reads again, that side or both.
  const receivedPage = await cooperativePage(db, values, { sides: SIDES[0], counted: true, ...shape });
  const head = receivedPage[0];
  const { received, handed } = head
    ? { received: Number(head.received ?? 0), handed: Number(head.handed ?? 0) }
    : await sidesOf(db, f.shopId);
  const total = received + handed;
  if (handed === 0) return { rows: receivedPage, total };
  const sides: Sides = received === 0 ? SIDES[1] : 'both';
  return { rows: await cooperativePage(db, values, { sides, counted: false, ...shape }), total };
}

/**
 * How many orders the 合作 tab holds (its badge and total): kept by the database with every change
 * (cooperative_counts, migration 0013); a tab filtered by game is counted.
 */
export async function countCooperative(db: DbOrTrx, shopId: number, gameCode?: number): Promise<number> {
  if (gameCode === undefined) {
    const { received, handed } = await sidesOf(db, shopId);
    return received + handed;
  }
  const counts = await Promise.all(SIDES.map((column) => countOf(db, side(db, column, shopId, gameCode))));
  return counts[0]! + counts[1]!;
}

export interface PartnerHistoryFilter {
  shopId: number;
  partnerId: number;
  /** 1: orders of my shop a partner ticketed; 2: orders of the partner's shop I ticketed. */
  type: 1 | 2;
  state?: number | undefined;
  gameCode?: number | undefined;
  search?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** Orders handed over between two shops (the partner's 历史记录), newest first. */
export async function listPartnerHistory(
  db: DbOrTrx,
  f: PartnerHistoryFilter,
  window: PageWindow,
): Promise<OrderPage> {
  const [own, ticketing] = f.type === 1 ? [f.shopId, f.partnerId] : [f.partnerId, f.shopId];
  let base = db.selectFrom('orders').where('shop_id', '=', own).where('ticketing_shop_id', '=', ticketing);
  if (f.state !== undefined) base = base.where('state', '=', f.state);
  if (f.gameCode !== undefined) base = base.where('game_code', '=', f.gameCode);
  if (f.search) base = base.where('order_id', 'like', `${f.search.replace(/[%_\\]/g, '')}%`);
  if (f.from !== undefined) base = base.where('create_time', '>=', f.from);
  if (f.to !== undefined) base = base.where('create_time', '<', f.to);
  return pageWithTotal(base, newestFirst(base.select(PAGE_KEY), window));
}
