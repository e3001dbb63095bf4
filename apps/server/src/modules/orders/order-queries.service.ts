import { ORDER_EVENT_MEMOS, OrderState, type OrderDetail } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { dateRange, todayStart } from '../../core/days.ts';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { pageJsonOf, windowOf, type PageQuery } from '../../db/paging.ts';
import type { OrderRow } from '../../db/schema.ts';
import { loadResultsFor } from '../draws/draw-settlement.service.ts';
import * as history from '../history/history.service.ts';
import { orderListCache } from './order-list-cache.ts';
import { orderItems } from './order-items.ts';
import { handOverTarget } from '../cooperation/cooperation.service.ts';
import { atPartner, M, mayHavePhotos } from './order-rules.ts';
import { toOrder, toOrderDetail, toOrderResult, type OrderContext } from './orders.mapper.ts';
import * as repo from './orders.repository.ts';
import * as partnerRepo from './partner-orders.repository.ts';
import * as playerRepo from './player-orders.repository.ts';
import type { ListedOrderRow } from './orders.repository.ts';
import * as groupBuysRepo from './group-buys.repository.ts';
import * as photosRepo from './order-photos.repository.ts';
import type { Lang } from '../../core/i18n.ts';
import type { ShopActor } from './order-actions.service.ts';
import type { PlayerActor } from './order-placing.service.ts';

// What the shop and the player read about orders. Every list loads its related rows (names, photos, group-buys)
// in one query per kind, whatever the page size.

async function contextFor(
  app: AppContext,
  rows: ListedOrderRow[],
  viewer: OrderContext['viewer'],
  withParticipants: boolean,
): Promise<OrderContext> {
  const groupBuyIds = rows.flatMap((r) => (r.group_buy_id === null ? [] : [r.group_buy_id]));
  const db = app.db;
  const [images, groupBuys, shares] = await Promise.all([
    photosRepo.imagesOf(
      db,
      rows.filter((r) => mayHavePhotos(r.state)).map((r) => r.id),
    ),
    groupBuysRepo.findGroupBuys(db, groupBuyIds),
    withParticipants ? groupBuysRepo.sharesOf(db, groupBuyIds) : Promise.resolve([]),
  ]);
  const names = await repo.namesOf(db, [
    ...rows.flatMap((r) => [r.user_id, r.shop_id]),
    ...shares.map((s) => s.user_id),
  ]);
  return { names, images, groupBuys, shares, viewer, imageUrl: app.storage.url };
}

/**
 * A page of orders as JSON (UTF-8): the items kept for the orders whose version stands (order-items.ts), the others
 * read in full and rendered. An order that left between the two reads is left out.
 */
async function pageOfOrders(
  app: AppContext,
  query: PageQuery,
  found: repo.OrderPage,
  viewer: OrderContext['viewer'],
): Promise<Buffer> {
  const kept = orderItems(app);
  const items = found.rows.map((key) => kept.get(viewer, key));
  const missing = found.rows.filter((_, i) => items[i] === undefined).map((key) => key.id);
  if (missing.length) {
    const rows = await repo.listedByIds(app.db, missing);
    const ctx = await contextFor(app, rows, viewer, false);
    const rendered = new Map<number, Buffer>();
    for (const row of rows) {
      const json = Buffer.from(JSON.stringify(toOrder(row, ctx)));
      kept.keep(viewer, row, json);
      rendered.set(row.id, json);
    }
    found.rows.forEach((key, i) => (items[i] ??= rendered.get(key.id)));
  }
  const present = found.rows.filter((_, i) => items[i] !== undefined);
  return pageJsonOf(
    query,
    found.total,
    present,
    items.filter((item) => item !== undefined),
  );
}

export interface ShopListQuery extends PageQuery {
  state: number;
  order: 'PayTime' | 'Deadline';
  game_id?: number | undefined;
}

/** The order tab lists: 待接单, 待出票 and 合买 (state 0), orders the shop receives. */
export async function receivingList(ctx: AppContext, actor: ShopActor, q: ShopListQuery): Promise<Buffer> {
  const found = await repo.listReceiving(
    ctx.db,
    { shopId: actor.shopId, state: q.state, gameCode: q.game_id, sort: q.order },
    windowOf(q),
  );
  return pageOfOrders(ctx, q, found, 'shop');
}

/**
 * The same lists as JSON bytes, kept until an order of the shop changes (order-list-cache.ts): the order tab is the
 * most read page of the app.
 */
export function receivingListJson(
  ctx: AppContext,
  actor: ShopActor,
  q: ShopListQuery,
  fresh: boolean,
): Promise<Buffer> {
  const key = [q.state, q.game_id ?? '', q.order, q.per_page, q.current_page, q.last_id ?? ''].join('|');
  return orderListCache(ctx).read(actor.shopId, key, () => receivingList(ctx, actor, q), fresh);
}

/** The 合作 tab: orders handed over to the shop or by it that wait to be ticketed. */
export async function cooperativeList(
  ctx: AppContext,
  actor: ShopActor,
  q: Omit<ShopListQuery, 'state'>,
): Promise<Buffer> {
  const found = await partnerRepo.listCooperative(
    ctx.db,
    { shopId: actor.shopId, gameCode: q.game_id, sort: q.order },
    windowOf(q),
  );
  return pageOfOrders(ctx, q, found, 'shop');
}

/** The 合作 tab kept like the others: the shop's version moves with its partners' orders too (migration 0011). */
export function cooperativeListJson(
  ctx: AppContext,
  actor: ShopActor,
  q: Omit<ShopListQuery, 'state'>,
  fresh: boolean,
): Promise<Buffer> {
  const key = ['coop', q.game_id ?? '', q.order, q.per_page, q.current_page, q.last_id ?? ''].join('|');
  return orderListCache(ctx).read(actor.shopId, key, () => cooperativeList(ctx, actor, q), fresh);
}

export interface PartnerHistoryQuery extends PageQuery {
  shop_id: number;
  type: 1 | 2;
  search: string;
  state?: number | undefined;
  gametype?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** A partner's 历史记录: the orders handed over between the caller's shop and `shop_id`. */
export async function partnerHistory(
  ctx: AppContext,
  actor: ShopActor,
  q: PartnerHistoryQuery,
): Promise<Buffer> {
  const found = await partnerRepo.listPartnerHistory(
    ctx.db,
    {
      shopId: actor.shopId,
      partnerId: q.shop_id,
      type: q.type,
      state: q.state,
      gameCode: q.gametype,
      search: q.search || undefined,
      ...dateRange(q.startTime, q.endTime),
    },
    windowOf(q),
  );
  return pageOfOrders(ctx, q, found, 'shop');
}

/** Tab badges of the order page. */
export async function tabCounts(ctx: AppContext, shopId: number) {
  const [counts, cooperative] = await Promise.all([
    repo.countByState(ctx.db, shopId, [
      OrderState.subscribing,
      OrderState.awaitingAcceptance,
      OrderState.awaitingTicket,
    ]),
    partnerRepo.countCooperative(ctx.db, shopId),
  ]);
  return {
    subscribing: counts.get(OrderState.subscribing) ?? 0,
    receiving: counts.get(OrderState.awaitingAcceptance) ?? 0,
    ticketing: counts.get(OrderState.awaitingTicket) ?? 0,
    cooperative,
  };
}

async function detailOf(
  ctx: AppContext,
  row: OrderRow,
  viewer: OrderContext['viewer'],
  lang: Lang,
): Promise<OrderDetail> {
  const content: unknown = JSON.parse(row.new_content ?? row.bet_content);
  const [context, results, events, ticketing] = await Promise.all([
    contextFor(ctx, [row], viewer, true),
    loadResultsFor(ctx.db, [{ id: row.id, gameCode: row.game_code, content, issue: row.issue }]),
    history
      .eventsOf(ctx.db, 'order', row.id)
      .then((rows) => history.describe(ctx.db, 'order', rows, lang, ORDER_EVENT_MEMOS)),
    repo.namesOf(ctx.db, [row.ticketing_shop_id]),
  ]);
  for (const [id, name] of ticketing) context.names.set(id, name);
  const draw = row.issue ? results.draws.get(`${row.game_code}:${row.issue}`) : undefined;
  return toOrderDetail(row, context, toOrderResult(row, draw, [...results.matches.values()]), events);
}

export async function shopDetail(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  lang: Lang,
): Promise<OrderDetail> {
  const row = await repo.findForShop(ctx.db, orderId, actor.shopId);
  if (!row) throw AppError.fail(M.orderNotFound);
  const detail = await detailOf(ctx, row, 'shop', lang);
  // 甩单 is offered only while a main store takes the order's game now.
  const mayHandOver =
    detail.AllowRejection === 1 &&
    !atPartner(row) &&
    (await handOverTarget(ctx.db, row.shop_id, row.game_code, false)) !== undefined;
  return { ...detail, AllowRejection: mayHandOver ? 1 : 0 };
}

export interface InquiryQuery extends PageQuery {
  type: 0 | 1 | 2;
  state?: string | undefined;
  search?: string | undefined;
  game_id?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** 订单查询: all the shop's orders by type, filtered; state 99 (or none) means every state. */
export async function inquiry(ctx: AppContext, actor: ShopActor, q: InquiryQuery): Promise<Buffer> {
  const { from, to } = dateRange(q.startTime, q.endTime);
  const found = await repo.listInquiry(
    ctx.db,
    {
      shopId: actor.shopId,
      type: q.type,
      states: q.state === undefined || q.state === '99' ? undefined : q.state.split(',').map(Number),
      gameCode: q.game_id,
      search: q.search || undefined,
      from,
      to,
    },
    windowOf(q),
  );
  return pageOfOrders(ctx, q, found, 'shop');
}

/** 待派奖: the shop's orders waiting for payout. */
export async function waitingAward(ctx: AppContext, actor: ShopActor, q: PageQuery): Promise<Buffer> {
  const found = await repo.listReceiving(
    ctx.db,
    { shopId: actor.shopId, state: OrderState.awaitingPayout, sort: 'PayTime' },
    windowOf(q),
  );
  return pageOfOrders(ctx, q, found, 'shop');
}

export interface BetRecordsQuery extends PageQuery {
  userId: number;
  /** 合买 (group-buys) rather than 普通. */
  groupBuys: boolean;
  /** Only orders whose ticket was bought (投注记录 opened from ta的邀请). */
  boughtOnly: boolean;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/** 投注记录: one player's orders as their shop sees them (the caller makes sure the player is the shop's). */
export async function betRecords(ctx: AppContext, actor: ShopActor, q: BetRecordsQuery): Promise<Buffer> {
  const found = await playerRepo.listPlayerOrders(
    ctx.db,
    { shopId: actor.shopId, ...q, ...dateRange(q.startTime, q.endTime) },
    windowOf(q),
  );
  return pageOfOrders(ctx, q, found, 'shop');
}

// Player side

export async function playerList(
  ctx: AppContext,
  player: PlayerActor,
  q: PageQuery & { state?: number | undefined; together?: '1' | undefined },
): Promise<Buffer> {
  const filter = { state: q.state, together: q.together === '1' };
  const found = await repo.listOfPlayer(ctx.db, player.userId, filter, windowOf(q));
  return pageOfOrders(ctx, q, found, 'player');
}

/** One of the player's orders, or a group-buy they bought shares of. */
export async function playerDetail(
  ctx: AppContext,
  player: PlayerActor,
  orderId: string,
  lang: Lang,
): Promise<OrderDetail> {
  const row = await repo.findForPlayer(ctx.db, orderId, player.userId);
  if (!row) throw AppError.fail(M.orderNotFound);
  return detailOf(ctx, row, 'player', lang);
}

/** A group-buy plan of the player's shop, whether or not they bought shares of it. */
export async function groupBuyDetail(
  ctx: AppContext,
  player: PlayerActor,
  orderId: string,
  lang: Lang,
): Promise<OrderDetail> {
  const row = await repo.findPlanOfShop(ctx.db, orderId, player.shopId);
  if (!row) throw AppError.fail(M.orderNotFound);
  return detailOf(ctx, row, 'player', lang);
}

/** Group-buys of the player's shop that are still open to join. */
export async function openGroupBuys(ctx: AppContext, player: PlayerActor, q: PageQuery): Promise<Buffer> {
  const found = await repo.listOpenGroupBuys(ctx.db, player.shopId, nowSeconds(), windowOf(q));
  return pageOfOrders(ctx, q, found, 'player');
}

// Mine-page figures

/** 待派奖 and OrderCount (待接单 + 待出票) of a shop account's shop. */
export async function mineCounts(
  db: DbOrTrx,
  shopId: number,
): Promise<{ waitAward: number; OrderCount: number }> {
  const counts = await repo.countByState(db, shopId, [
    OrderState.awaitingAcceptance,
    OrderState.awaitingTicket,
    OrderState.awaitingPayout,
  ]);
  return {
    waitAward: counts.get(OrderState.awaitingPayout) ?? 0,
    OrderCount:
      (counts.get(OrderState.awaitingAcceptance) ?? 0) + (counts.get(OrderState.awaitingTicket) ?? 0),
  };
}

/** A staff member's ticketed amount today, in fen (TotalInvoicingAmount). */
export const todayInvoicing = (db: DbOrTrx, clerkId: number) => repo.ticketedSince(db, clerkId, todayStart());
