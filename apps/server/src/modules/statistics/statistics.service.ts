import {
  dateOfDayNumber,
  fenToYuan,
  ORDER_STATE_LABELS,
  rechargeSourceLabel,
  RECHARGE_SOURCE_OFFLINE,
  PAYMENT_PROVIDERS,
  STATISTICS_DETAIL_TYPES,
  trendBucketOf,
  changePercent,
  WATERFALL_FIGURE_KEYS,
  type RechargeByChannel,
  type RechargeDetails,
  type StatisticsIndex,
  type TicketingDetails,
  type Trend,
  type TrendBucket,
  type Waterfall,
  type OrderState,
} from '@dzzs/shared';
import { gameByCode } from '@dzzs/shared/engine';
import type { Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import type { Caller } from '../auth/caller.ts';
import { displayNames } from '../account/account.service.ts';
import * as ledger from '../ledger/ledger.service.ts';
import * as orderFigures from '../orders/order-figures.service.ts';
import * as players from '../players/players.service.ts';
import * as staff from '../staff/staff.service.ts';
import { ledgerSum, waterfallOf } from './statistics-figures.ts';
import {
  isOwner,
  pick,
  previousOf,
  rangeOf,
  scopeOf,
  type DayRange,
  type Scope,
} from './statistics-scope.ts';
import * as repo from './statistics.repository.ts';

// The statistics tab's figures (docs/statistics.md), read from the roll-ups: a range costs its days.

type Dates = { startTime?: string | undefined; endTime?: string | undefined };
const yuan = fenToYuan;

const orderFilter = (scope: Scope, r: DayRange, kind: 'ticket' | 'award', gameCode?: number) => ({
  shopId: scope.shopId,
  from: r.from,
  to: r.to,
  kind,
  staffId: scope.staffId,
  gameCode,
});

const total = (rows: readonly repo.Sum[]) =>
  rows.reduce((t, r) => ({ orders: t.orders + r.orders, fen: t.fen + r.fen }), { orders: 0, fen: 0 });

export const ledgerOf = (ctx: AppContext, shopId: number, r: DayRange) =>
  repo.ledger(ctx.db, { shopId, from: r.from, to: r.to });

/** The staff list of the selector: the owner's staff, or a staff member alone. */
async function clerksOf(ctx: AppContext, caller: Caller) {
  if (!isOwner(caller)) {
    const names = await displayNames(ctx.db, [caller.user.id]);
    return [{ id: caller.user.id, nickname: names.get(caller.user.id) ?? '' }];
  }
  return (await staff.list(ctx, caller.shopId)).map((m) => ({
    id: m.id,
    nickname: m.nickname || m.username,
  }));
}

export async function index(
  ctx: AppContext,
  caller: Caller,
  q: Dates & { clerk_id: number },
): Promise<StatisticsIndex> {
  const scope = await scopeOf(ctx, caller, q.clerk_id);
  const r = rangeOf(q);
  const [t, a, clerks] = await Promise.all([
    repo.totalOf(ctx.db, orderFilter(scope, r, 'ticket')),
    repo.totalOf(ctx.db, orderFilter(scope, r, 'award')),
    clerksOf(ctx, caller),
  ]);
  const money = scope.owner ? await moneyCards(ctx, scope.shopId, r) : null;
  return {
    startTime: r.startTime,
    endTime: r.endTime,
    TotalInvoicingAmount: yuan(t.fen),
    InvoicingCount: t.orders,
    TotalAmountOfBonus: yuan(a.fen),
    BonusCount: a.orders,
    TrusteeshipBalance: money && yuan(money.trusteeship),
    ServiceFeeExpenditure: money && yuan(money.serviceFee),
    AmountIncrease: money && yuan(money.added),
    Deduction: money && yuan(money.deducted),
    RechargeBalance: money && yuan(money.recharged),
    WithdrawalBalance: money && yuan(money.withdrawn),
    ClerkList: clerks,
  };
}

/** The owner's cards: players' balances now, and the range's fees, 加扣款, recharges and withdrawals. */
async function moneyCards(ctx: AppContext, shopId: number, r: DayRange) {
  const [rows, held] = await Promise.all([
    ledgerOf(ctx, shopId, r),
    players.byBalance(ctx, shopId, { current_page: 1, per_page: 1 }),
  ]);
  return {
    trusteeship: held.sum,
    serviceFee: -ledgerSum(rows, ['service_fee'], ['wallet']),
    added: ledgerSum(rows, ['shop_add'], ['player']),
    deducted: -ledgerSum(rows, ['shop_deduct'], ['player']),
    recharged: ledgerSum(rows, ['recharge', 'offline_recharge'], ['player']),
    withdrawn: ledgerSum(rows, ['player_withdrawal'], ['outside']),
  };
}

const gameName = (code: number, lang: Lang) => {
  const game = gameByCode(code);
  return game ? pick(lang, { zh: game.nameZh, en: game.nameEn }) : String(code);
};

/** Per game rows of one figure, biggest first, with their share of the total. */
export async function byGame(ctx: AppContext, scope: Scope, r: DayRange, type: 0 | 1, lang: Lang) {
  const rows = await repo.sumBy(ctx.db, orderFilter(scope, r, type === 0 ? 'ticket' : 'award'), 'game_code');
  const sum = total(rows);
  return {
    sum,
    rows: rows
      .filter((g) => g.orders > 0)
      .sort((x, y) => y.fen - x.fen || x.key - y.key)
      .map((g) => ({
        id: g.key,
        image: '',
        Type: gameName(g.key, lang),
        count: g.orders,
        InvoicingAmount: yuan(g.fen),
        share_bp: sum.fen ? Math.round((g.fen * 10_000) / sum.fen) : 0,
      })),
  };
}

export async function ticketingDetails(
  ctx: AppContext,
  caller: Caller,
  q: Dates & PageQuery & { clerk_id: number; game_id?: number | undefined; type: 0 | 1 },
  lang: Lang,
): Promise<TicketingDetails> {
  const scope = await scopeOf(ctx, caller, q.clerk_id);
  const r = rangeOf(q);
  const games = await byGame(ctx, scope, r, q.type, lang);
  let orders: TicketingDetails['orders'] = null;
  if (q.game_id !== undefined) {
    const found = await orderFigures.figureOrders(
      ctx.db,
      {
        type: q.type,
        shopId: scope.shopId,
        gameCode: q.game_id,
        staffId: scope.staffId,
        from: r.fromTime,
        to: r.toTime,
      },
      windowOf(q),
    );
    const names = await players.namesOf(
      ctx,
      scope.shopId,
      found.rows.map((o) => o.user_id),
    );
    orders = pageOf(q, found.total, found.rows, (o) => ({
      order_id: o.order_id,
      user_id: { id: o.user_id, nickname: names.get(o.user_id)?.nickname ?? '' },
      game_id: o.game_code,
      Type: gameName(o.game_code, lang),
      money: yuan(q.type === 0 ? o.bet_money : o.award_money),
      time: q.type === 0 ? o.ticketing_time : o.award_time,
      state: o.state,
      state_label: pick(lang, ORDER_STATE_LABELS[o.state as OrderState]),
    }));
  }
  return { data: games.rows, count: games.sum.orders, money: yuan(games.sum.fen), orders };
}

/** The label of a detail table (出票详情 / 派奖详情), for exports. */
export const detailTitle = (type: 0 | 1, lang: Lang) => pick(lang, STATISTICS_DETAIL_TYPES[type]);

const RECHARGE_TYPES = ['recharge', 'offline_recharge'];

export async function rechargeList(
  ctx: AppContext,
  shopId: number,
  q: Dates,
  lang: Lang,
): Promise<RechargeByChannel> {
  const rows = (await ledgerOf(ctx, shopId, rangeOf(q))).filter(
    (l) => RECHARGE_TYPES.includes(l.type) && l.holder === 'player' && l.item > 0,
  );
  const bySource = new Map<number, { count: number; fen: number }>();
  for (const l of rows) {
    const s = bySource.get(l.item) ?? { count: 0, fen: 0 };
    bySource.set(l.item, { count: s.count + l.entries, fen: s.fen + l.fen });
  }
  const data = [...bySource]
    .sort(([a], [b]) => a - b)
    .map(([id, s]) => ({
      id,
      name: pick(lang, rechargeSourceLabel(id) ?? { zh: String(id), en: String(id) }),
      icon: '',
      count: s.count,
      count_money: yuan(s.fen),
    }));
  const sum = [...bySource.values()].reduce((t, s) => ({ count: t.count + s.count, fen: t.fen + s.fen }), {
    count: 0,
    fen: 0,
  });
  return { data, count: sum.count, money: yuan(sum.fen) };
}

export async function rechargeDetails(
  ctx: AppContext,
  shopId: number,
  q: Dates & PageQuery & { source_id: number },
  lang: Lang,
): Promise<RechargeDetails> {
  const r = rangeOf(q);
  const label = rechargeSourceLabel(q.source_id);
  const provider = PAYMENT_PROVIDERS[q.source_id - 1];
  const found = label
    ? await ledger.walletEntriesOf(
        ctx.db,
        {
          shopId,
          playersOnly: true,
          from: r.fromTime,
          to: r.toTime,
          ...(q.source_id === RECHARGE_SOURCE_OFFLINE
            ? { prefixes: ['offline_recharge'] }
            : { prefixes: ['recharge'], memoParam: { key: 'provider', value: provider! } }),
        },
        windowOf(q),
      )
    : { rows: [], total: 0, sum: 0 };
  const names = await players.namesOf(
    ctx,
    shopId,
    found.rows.map((e) => e.user_id),
  );
  return pageOf(q, found.total, found.rows, (e) => ({
    id: e.id,
    user_id: { id: e.user_id, nickname: names.get(e.user_id)?.nickname ?? '' },
    memo: label ? pick(lang, label) : '',
    money: yuan(e.change),
    create_time: e.create_time,
    OrderNumber: e.ref_id,
  }));
}

export async function waterfall(ctx: AppContext, shopId: number, q: Dates): Promise<Waterfall> {
  const r = rangeOf(q);
  const before = previousOf(r);
  const [now, then] = await Promise.all([ledgerOf(ctx, shopId, r), ledgerOf(ctx, shopId, before)]);
  const [current, previous] = [waterfallOf(now), waterfallOf(then)];
  return {
    startTime: r.startTime,
    endTime: r.endTime,
    previousStart: before.startTime,
    previousEnd: before.endTime,
    figures: WATERFALL_FIGURE_KEYS.map((key) => ({
      key,
      money: yuan(current[key]),
      previous: yuan(previous[key]),
      change: changePercent(current[key], previous[key]),
    })),
  };
}

/** The buckets of a range: its days, its weeks (Monday to Sunday) or its months, each clipped to the range. */
export function bucketsOf(r: DayRange, bucket: TrendBucket): { from: number; to: number }[] {
  const startsAt = (day: number) =>
    bucket === 'day' ||
    day === r.from ||
    (bucket === 'week' ? (day + 3) % 7 === 0 : dateOfDayNumber(day).endsWith('-01'));
  const buckets: { from: number; to: number }[] = [];
  for (let day = r.from; day <= r.to; day++)
    if (startsAt(day)) buckets.push({ from: day, to: day });
    else buckets.at(-1)!.to = day;
  return buckets;
}

export async function trend(
  ctx: AppContext,
  caller: Caller,
  q: Dates & { clerk_id: number; game_id?: number | undefined; bucket?: TrendBucket | undefined },
): Promise<Trend> {
  const scope = await scopeOf(ctx, caller, q.clerk_id);
  const r = rangeOf(q);
  const bucket = q.bucket ?? trendBucketOf(r.to - r.from + 1);
  const [ticketed, awarded] = await Promise.all([
    repo.sumBy(ctx.db, orderFilter(scope, r, 'ticket', q.game_id), 'day'),
    repo.sumBy(ctx.db, orderFilter(scope, r, 'award', q.game_id), 'day'),
  ]);
  const within = (rows: readonly (repo.Sum & { key: number })[], b: { from: number; to: number }) =>
    total(rows.filter((d) => d.key >= b.from && d.key <= b.to));
  return {
    bucket,
    data: bucketsOf(r, bucket).map((b) => {
      const [t, a] = [within(ticketed, b), within(awarded, b)];
      return {
        start: dateOfDayNumber(b.from),
        end: dateOfDayNumber(b.to),
        ticketed: yuan(t.fen),
        ticketed_count: t.orders,
        awarded: yuan(a.fen),
        awarded_count: a.orders,
      };
    }),
  };
}
