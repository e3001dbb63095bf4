import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { newestFirst, type PageWindow } from '../../db/paging.ts';
import { TICKETED_STATES } from '@dzzs/shared';
import { PAGE_KEY, pageWithTotal, type OrderPage } from './orders.repository.ts';

// What the players area reads of a player's orders (docs/players.md): their bet records, and figures over many players
// at once — one grouped statement per figure, whatever the number of players, each by the orders_user index.

const LOST = 8;
const WON = [9, 10];

export interface PlayerOrdersFilter {
  shopId: number;
  userId: number;
  /** 合买: group-buys the player started or bought shares of; else their own orders outside any group-buy. */
  groupBuys: boolean;
  boughtOnly: boolean;
  from?: number | undefined;
  to?: number | undefined;
}

/** A page of a player's orders at their shop, newest first. */
export async function listPlayerOrders(
  db: DbOrTrx,
  f: PlayerOrdersFilter,
  window: PageWindow,
): Promise<OrderPage> {
  let base = db.selectFrom('orders').where('shop_id', '=', f.shopId);
  base = f.groupBuys
    ? base
        .where('group_buy_id', 'is not', null)
        .where((eb) =>
          eb.or([
            eb('user_id', '=', f.userId),
            eb(
              'group_buy_id',
              'in',
              eb.selectFrom('group_buy_shares').select('group_buy_id').where('user_id', '=', f.userId),
            ),
          ]),
        )
    : base.where('user_id', '=', f.userId).where('group_buy_id', 'is', null);
  if (f.boughtOnly) base = base.where('state', 'in', [...TICKETED_STATES]);
  if (f.from !== undefined) base = base.where('create_time', '>=', f.from);
  if (f.to !== undefined) base = base.where('create_time', '<', f.to);
  return pageWithTotal(base, newestFirst(base.select(PAGE_KEY), window));
}

/** The last five settled orders of each player, newest first: won or lost. */
export async function recentResults(
  db: DbOrTrx,
  shopId: number,
  userIds: readonly number[],
): Promise<{ user_id: number; won: number }[]> {
  if (!userIds.length) return [];
  const ranked = db
    .selectFrom('orders')
    .select((eb) => [
      'user_id',
      'id',
      eb.case().when('state', '=', LOST).then(0).else(1).end().as('won'),
      sql<number>`row_number() over (partition by user_id order by id desc)`.as('n'),
    ])
    .where('shop_id', '=', shopId)
    .where('user_id', 'in', userIds)
    .where('state', 'in', [LOST, ...WON]);
  return db
    .selectFrom(ranked.as('r'))
    .select(['r.user_id', 'r.won'])
    .where('r.n', '<=', 5)
    .orderBy('r.user_id')
    .orderBy('r.id', 'desc')
    .execute();
}

/** Orders placed, what the bought ones cost (fen), of one player at their shop. */
export async function totalsOf(
  db: DbOrTrx,
  shopId: number,
  userId: number,
): Promise<{ orders: number; boughtFen: number }> {
  const r = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('state', 'in', [...TICKETED_STATES])
            .then(eb.ref('bet_money'))
            .else(0)
            .end(),
        )
        .as('s'),
    ])
    .where('user_id', '=', userId)
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { orders: Number(r.n), boughtFen: Number(r.s ?? 0) };
}

export interface Range {
  from?: number | undefined;
  to?: number | undefined;
}

/** What the bought orders of each player cost (fen) in a date range. */
export async function boughtByPlayer(
  db: DbOrTrx,
  shopId: number,
  userIds: readonly number[],
  range: Range,
): Promise<{ key: number; fen: number }[]> {
  if (!userIds.length) return [];
  let q = db
    .selectFrom('orders')
    .select((eb) => ['user_id as key', eb.fn.sum<number>('bet_money').as('fen')])
    .where('shop_id', '=', shopId)
    .where('user_id', 'in', userIds)
    .where('state', 'in', [...TICKETED_STATES]);
  if (range.from !== undefined) q = q.where('create_time', '>=', range.from);
  if (range.to !== undefined) q = q.where('create_time', '<', range.to);
  return q.groupBy('user_id').execute();
}

/** Which of an inviter's players count: by nickname, and by when they signed up. */
/** Which of these players of the shop have placed an order (one index probe each, on orders_user). */
export async function whoOrdered(db: DbOrTrx, shopId: number, userIds: readonly number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .selectFrom('orders')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', userIds)
    .where('shop_id', '=', shopId)
    .execute();
  return rows.map((r) => r.user_id);
}

export interface InviteeFilter {
  search?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/**
 * What the bought orders (in `range`) of the players each inviter invited cost (fen), by inviter; `invitees` narrows
 * which of their players count.
 */
export async function boughtByInviter(
  db: DbOrTrx,
  shopId: number,
  inviterIds: readonly number[],
  range: Range,
  invitees: InviteeFilter = {},
): Promise<{ key: number; fen: number }[]> {
  if (!inviterIds.length) return [];
  let q = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select((eb) => ['users.inviter_id as key', eb.fn.sum<number>('orders.bet_money').as('fen')])
    .where('orders.shop_id', '=', shopId)
    .where('users.shop_id', '=', shopId)
    .where('users.inviter_id', 'in', inviterIds)
    .where('orders.state', 'in', [...TICKETED_STATES]);
  if (range.from !== undefined) q = q.where('orders.create_time', '>=', range.from);
  if (range.to !== undefined) q = q.where('orders.create_time', '<', range.to);
  if (invitees.search) q = q.where('users.nickname', 'like', containing(invitees.search));
  if (invitees.from !== undefined) q = q.where('users.create_time', '>=', invitees.from);
  if (invitees.to !== undefined) q = q.where('users.create_time', '<', invitees.to);
  return q.groupBy('users.inviter_id').execute() as Promise<{ key: number; fen: number }[]>;
}
