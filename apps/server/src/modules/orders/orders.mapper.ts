import {
  fenToYuan,
  type BetContent,
  type GroupBuyInfo,
  type Order,
  type OrderDetail,
  type OrderResult,
  type RecordEvent,
} from '@dzzs/shared';
import { gameByCode } from '@dzzs/shared/engine';
import type {
  DrawRow,
  GroupBuyRow,
  GroupBuyShareRow,
  MatchResultRow,
  OrderImageRow,
  OrderRow,
} from '../../db/schema.ts';
import { contentHiddenFromShop } from './order-rules.ts';
import type { ListedOrderRow } from './orders.repository.ts';

// Orders rows → wire objects (the only place that knows both shapes).

export interface OrderContext {
  names: Map<number, { nickname: string; username: string }>;
  images: OrderImageRow[];
  groupBuys: GroupBuyRow[];
  shares: GroupBuyShareRow[];
  /** The shop sees no bet content before it accepts; the player always sees their own. */
  viewer: 'shop' | 'player';
  imageUrl: (path: string) => string;
}

const nameOf = (ctx: OrderContext, id: number) =>
  ctx.names.get(id)?.nickname || ctx.names.get(id)?.username || '';

function groupBuyOf(row: ListedOrderRow, ctx: OrderContext, withParticipants: boolean): GroupBuyInfo | null {
  if (row.group_buy_id === null) return null;
  const plan = ctx.groupBuys.find((g) => g.id === row.group_buy_id);
  if (!plan) return null;
  return {
    id: plan.id,
    total_shares: plan.total_shares,
    sold_shares: plan.sold_shares,
    left_shares: plan.total_shares - plan.sold_shares,
    share_money: fenToYuan(plan.share_money),
    guarantee_shares: plan.guarantee_shares,
    deadline: plan.deadline,
    participants: withParticipants
      ? ctx.shares
          .filter((s) => s.group_buy_id === plan.id)
          .map((s) => ({
            user_id: s.user_id,
            nickname: nameOf(ctx, s.user_id),
            shares: s.shares,
            money: fenToYuan(s.money),
            create_time: s.create_time,
          }))
      : [],
  };
}

export function toOrder(row: ListedOrderRow, ctx: OrderContext, withParticipants = false): Order {
  const hidden = ctx.viewer === 'shop' && contentHiddenFromShop(row.state);
  const images = ctx.images.filter((i) => i.order_pk === row.id);
  // Stored as the engine normalized it (order-pricing.ts), so it is the wire shape as it is; not even read while
  // the shop may not see it (the 待接单 tab is the most read list).
  const original = hidden ? null : (JSON.parse(row.bet_content) as BetContent);
  const edited = hidden || row.new_content === null ? null : (JSON.parse(row.new_content) as BetContent);
  return {
    order_id: row.order_id,
    shop_id: { id: row.shop_id, nickname: nameOf(ctx, row.shop_id) },
    user_id: { id: row.user_id, nickname: nameOf(ctx, row.user_id), remarks: '' },
    Type: gameByCode(row.game_code)?.nameZh ?? String(row.game_code),
    game_id: row.game_code,
    issue: row.issue,
    State: row.state,
    Note: row.note,
    Multiple: row.multiple,
    BetMoney: fenToYuan(row.bet_money),
    BetContent: hidden ? null : (edited ?? original),
    oldContent: hidden || edited === null ? null : original,
    IsCooperative: row.is_cooperative,
    AllowRejection: row.allow_rejection,
    OrderReceivingShop_id: row.receiving_shop_id,
    OrderTicketingShop_id: row.ticketing_shop_id,
    WinningMoney: fenToYuan(row.winning_money),
    AwardMoney: fenToYuan(row.award_money),
    ServiceCharge: fenToYuan(row.service_fee),
    ReturnImages: images.map((i) => ctx.imageUrl(i.path)),
    // Photos stored before thumbnails existed are their own thumbnail.
    ReturnThumbs: images.map((i) => ctx.imageUrl(i.thumb_path ?? i.path)),
    bonusmin: fenToYuan(row.bonus_min),
    bonusmax: fenToYuan(row.bonus_max),
    PayTime: row.pay_time,
    SalesClose: row.sales_close,
    Deadline: row.deadline,
    Receivingtime: row.receiving_time,
    Ticketingtime: row.ticketing_time,
    Drawtime: row.draw_time,
    Awardtime: row.award_time,
    reason: row.reason,
    together: groupBuyOf(row, ctx, withParticipants),
    create_time: row.create_time,
  };
}

const score = (home: number | null, away: number | null) =>
  home === null || away === null ? null : `${home}:${away}`;

/** The published results an order is judged by, and the winning legs its settlement found. */
export function toOrderResult(
  row: OrderRow,
  draw: DrawRow | undefined,
  matches: MatchResultRow[],
): OrderResult {
  const numbers = draw
    ? (JSON.parse(draw.numbers) as { red?: number[]; blue?: number[]; digits?: number[] })
    : null;
  const settled = row.win_content
    ? (JSON.parse(row.win_content) as { kind?: string; units?: unknown })
    : null;
  const winning =
    settled?.kind === 'sports' && Array.isArray(settled.units)
      ? (settled.units as { legs: { matchId: string; res: string }[] }[]).flatMap((u) => u.legs)
      : [];
  const unique = new Map(
    winning.map((leg) => [`${leg.matchId}|${leg.res}`, { matchId: leg.matchId, res: leg.res }]),
  );
  return {
    draw:
      draw && numbers
        ? {
            issue: draw.issue,
            red: numbers.red ?? [],
            blue: numbers.blue ?? [],
            digits: numbers.digits ?? [],
          }
        : null,
    matches: Object.fromEntries(
      matches.map((m) => [
        m.match_id,
        {
          full: score(m.full_home, m.full_away),
          half: score(m.half_home, m.half_away),
          cancelled: m.cancelled === 1,
        },
      ]),
    ),
    winning: [...unique.values()],
  };
}

/** One order with its result and its history (described by the history module, in the reader's language). */
export function toOrderDetail(
  row: OrderRow,
  ctx: OrderContext,
  result: OrderResult,
  events: RecordEvent[],
): OrderDetail {
  return {
    ...toOrder(row, ctx, true),
    ticketingShop: { id: row.ticketing_shop_id, nickname: nameOf(ctx, row.ticketing_shop_id) },
    WinConten: result,
    events,
  };
}
