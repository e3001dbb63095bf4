import { z } from 'zod';
import { GAME_CODES } from '../engine/games.ts';
import { pageOf } from '../envelope.ts';
import { ID_MAX, pageQuery, yuan } from '../fields.ts';
import {
  PLAYER_RANKING_ORDERS,
  STATISTICS_EXPORT_FORMATS,
  STATISTICS_EXPORT_TABLE_KEYS,
  STATISTICS_MAX_DAY_BUCKET_DAYS,
  STATISTICS_RANKING_MAX,
  STATISTICS_YEARS_AROUND,
  TREND_BUCKETS,
  WATERFALL_FIGURE_KEYS,
  dayNumberOf,
  type StatisticsExportTable,
  type WaterfallFigure,
} from '../statistics-rules.ts';

// Wire shapes of the statistics tab (docs/statistics.md). Ranges are whole Asia/Shanghai days: `startTime` and
// `endTime` are dates (YYYY-MM-DD, or YYYY-M-D as the earlier app sent them), both included; absent: today.

const unix = z.number().int();
/** A statistics date: an existing calendar day within the current year ±150 years. */
const statDate = () =>
  z
    .string()
    .trim()
    .superRefine((s, ctx) => {
      const day = dayNumberOf(s);
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: 'stat_date_format' });
        return;
      }
      const year = Number(s.slice(0, 4));
      const now = new Date().getUTCFullYear();
      if (Math.abs(year - now) > STATISTICS_YEARS_AROUND)
        ctx.addIssue({
          code: 'custom',
          message: `stat_date_years:${now - STATISTICS_YEARS_AROUND}:${now + STATISTICS_YEARS_AROUND}`,
        });
    })
    .optional()
    .or(z.literal('').transform(() => undefined));

const range = { startTime: statDate(), endTime: statDate() };

/** Refuses a start after the end, naming `startTime`. */
function orderedRange(
  r: { startTime?: string | undefined; endTime?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!r.startTime || !r.endTime) return;
  const [from, to] = [dayNumberOf(r.startTime), dayNumberOf(r.endTime)];
  if (from !== null && to !== null && from > to)
    ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'stat_date_order' });
}

/** A staff member of the caller's shop, or 0 (absent) for the whole shop. Staff always get their own figures. */
const clerkId = z.coerce.number().int().min(0).max(ID_MAX).default(0);
/** A game's code; absent or 0: every game. */
const gameId = z.union([
  z.literal('').transform(() => undefined),
  z.coerce
    .number()
    .pipe(z.literal([0, ...GAME_CODES]))
    .transform((g) => (g === 0 ? undefined : g)),
]);

export const StatisticsRangeRequest = z.strictObject(range).superRefine(orderedRange);

/** GET/POST Statistics.Index/index — the tab's totals for a staff member (0: all) over a range. */
export const StatisticsIndexRequest = z
  .strictObject({ clerk_id: clerkId, ...range })
  .superRefine(orderedRange);
export const StatisticsClerk = z.strictObject({ id: unix, nickname: z.string() });
export const StatisticsIndex = z.strictObject({
  /** The range answered (YYYY-MM-DD, both days included). */
  startTime: z.string(),
  endTime: z.string(),
  /** 出票总金额: orders ticketed in the range (by the staff member, when one is chosen), and how many. */
  TotalInvoicingAmount: yuan,
  InvoicingCount: unix,
  /** 中奖总金额(已派奖): prizes paid out in the range, and on how many orders. */
  TotalAmountOfBonus: yuan,
  BonusCount: unix,
  /** The owner's money blocks; null for staff. 托管余额: the players' balances now. */
  TrusteeshipBalance: yuan.nullable(),
  /** 服务费支出: service fees paid in the range. */
  ServiceFeeExpenditure: yuan.nullable(),
  /** 加款 / 扣款 to players' balances in the range. */
  AmountIncrease: yuan.nullable(),
  Deduction: yuan.nullable(),
  /** 充值总金额: players' recharges credited in the range (online and offline). */
  RechargeBalance: yuan.nullable(),
  /** 提现总金额: players' withdrawals paid (agreed) in the range. */
  WithdrawalBalance: yuan.nullable(),
  /** 全部 is not in the list; staff get only themselves. */
  ClerkList: z.array(StatisticsClerk),
});
export type StatisticsIndex = z.infer<typeof StatisticsIndex>;

/** GET Statistics.Index/TicketingDetails — type 0 出票 / 1 派奖 by game; with `game_id`, also that game's orders. */
export const TicketingDetailsRequest = z
  .strictObject({
    clerk_id: clerkId,
    game_id: gameId.optional(),
    type: z.coerce
      .number()
      .pipe(z.literal([0, 1]))
      .default(0),
    ...range,
    ...pageQuery,
  })
  .superRefine(orderedRange);
export const StatisticsGameRow = z.strictObject({
  /** The game's code. */
  id: unix,
  /** '' (the web draws the game's icon from its code, `id`), and the game's name in the reader's language. */
  image: z.string(),
  Type: z.string(),
  count: unix,
  InvoicingAmount: yuan,
  /** Share of the total amount in basis points (2500 = 25 %). */
  share_bp: unix,
});
export type StatisticsGameRow = z.infer<typeof StatisticsGameRow>;
export const StatisticsOrderRow = z.strictObject({
  /** The order's wire id: opens the order detail. */
  order_id: z.string(),
  user_id: z.strictObject({ id: unix, nickname: z.string() }),
  game_id: unix,
  Type: z.string(),
  /** BetMoney (type 0) or the prize paid (type 1). */
  money: yuan,
  /** When it was ticketed (type 0) or paid (type 1). */
  time: unix,
  state: unix,
  state_label: z.string(),
});
export type StatisticsOrderRow = z.infer<typeof StatisticsOrderRow>;
export const TicketingDetails = z.strictObject({
  data: z.array(StatisticsGameRow),
  count: unix,
  money: yuan,
  /** With `game_id`: that game's orders behind the figure, newest first; null otherwise. */
  orders: pageOf(StatisticsOrderRow).nullable(),
});
export type TicketingDetails = z.infer<typeof TicketingDetails>;

/** GET Statistics.Index/List — players' recharges in the range by payment channel (999: the offline QR code). */
export const StatisticsChannelRow = z.strictObject({
  id: unix,
  name: z.string(),
  icon: z.string(),
  count: unix,
  count_money: yuan,
});
export const RechargeByChannel = z.strictObject({
  data: z.array(StatisticsChannelRow),
  count: unix,
  money: yuan,
});
export type RechargeByChannel = z.infer<typeof RechargeByChannel>;

/** GET Statistics.Index/RechargeDetails — the recharges of one channel in the range, newest first. */
export const RechargeDetailsRequest = z
  .strictObject({ source_id: z.coerce.number().int().min(1).max(ID_MAX), ...range, ...pageQuery })
  .superRefine(orderedRange);
export const RechargeRecord = z.strictObject({
  id: unix,
  user_id: z.strictObject({ id: unix, nickname: z.string() }),
  /** The channel's name, in the reader's language. */
  memo: z.string(),
  money: yuan,
  create_time: unix,
  /** Our trade number (online) or the offline recharge's number. */
  OrderNumber: z.string(),
});
export type RechargeRecord = z.infer<typeof RechargeRecord>;
export const RechargeDetails = pageOf(RechargeRecord);
export type RechargeDetails = z.infer<typeof RechargeDetails>;

/** GET Statistics.Index/Waterfall — the shop's money waterfall over the range and the period before it. */
export const WaterfallFigureRow = z.strictObject({
  key: z.enum(WATERFALL_FIGURE_KEYS as [WaterfallFigure, ...WaterfallFigure[]]),
  /** Signed as it enters 净额 is shown by the label's sign; the amount here is the figure itself. */
  money: yuan,
  /** The same figure over the previous period of the same length. */
  previous: yuan,
  /** Change against the previous period in whole percent; null when the previous figure is 0. */
  change: unix.nullable(),
});
export const Waterfall = z.strictObject({
  startTime: z.string(),
  endTime: z.string(),
  previousStart: z.string(),
  previousEnd: z.string(),
  figures: z.array(WaterfallFigureRow),
});
export type Waterfall = z.infer<typeof Waterfall>;

/** GET Statistics.Index/Trend — 出票 and 派奖 per bucket; the bucket follows the range's length unless asked. */
export const TrendRequest = z
  .strictObject({
    clerk_id: clerkId,
    game_id: gameId.optional(),
    bucket: z.enum(TREND_BUCKETS).optional(),
    ...range,
  })
  .superRefine((r, ctx) => {
    orderedRange(r, ctx);
    if (r.bucket !== 'day' || !r.startTime || !r.endTime) return;
    const [from, to] = [dayNumberOf(r.startTime), dayNumberOf(r.endTime)];
    if (from !== null && to !== null && to - from + 1 > STATISTICS_MAX_DAY_BUCKET_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['endTime'],
        message: `stat_day_bucket:${STATISTICS_MAX_DAY_BUCKET_DAYS}`,
      });
  });
export const TrendPoint = z.strictObject({
  /** First and last day of the bucket within the range (YYYY-MM-DD). */
  start: z.string(),
  end: z.string(),
  ticketed: yuan,
  ticketed_count: unix,
  awarded: yuan,
  awarded_count: unix,
});
export const Trend = z.strictObject({
  bucket: z.enum(TREND_BUCKETS),
  data: z.array(TrendPoint),
});
export type Trend = z.infer<typeof Trend>;

const limit = z.coerce.number().int().min(1).max(STATISTICS_RANKING_MAX).default(10);

/** GET Statistics.Index/PlayerRanking — top players by spend (ticketed) or by net win (prizes paid − ticketed). */
export const PlayerRankingRequest = z
  .strictObject({ order: z.enum(PLAYER_RANKING_ORDERS).default('spend'), limit, ...range })
  .superRefine(orderedRange);
export const PlayerRankingRow = z.strictObject({
  user_id: unix,
  nickname: z.string(),
  avatar: z.string(),
  /** Orders ticketed in the range and their amount. */
  count: unix,
  spend: yuan,
  /** Prizes paid in the range; net = awarded − spend (positive: the player won). */
  awarded: yuan,
  net: yuan,
});
export type PlayerRankingRow = z.infer<typeof PlayerRankingRow>;
export const PlayerRanking = z.strictObject({ data: z.array(PlayerRankingRow) });

/** GET Statistics.Index/StaffRanking — staff (and the owner) by ticketed amount. */
export const StaffRankingRow = z.strictObject({
  id: unix,
  nickname: z.string(),
  count: unix,
  money: yuan,
  /** Median seconds from 接单 to 出票 of their tickets in the range; null without any. */
  median_seconds: unix.nullable(),
  awarded_count: unix,
  awarded: yuan,
});
export type StaffRankingRow = z.infer<typeof StaffRankingRow>;
export const StaffRanking = z.strictObject({ data: z.array(StaffRankingRow) });

/** GET Statistics.Index/AgentRanking — agents by their invitees' ticketed amount, with the commission due. */
export const AgentRankingRequest = z.strictObject({ limit, ...range }).superRefine(orderedRange);
export const AgentRankingRow = z.strictObject({
  user_id: unix,
  nickname: z.string(),
  avatar: z.string(),
  /** Invitees who had orders ticketed in the range. */
  invitees: unix,
  sales: yuan,
  /** The agent's rate in percent ("1.50"), and sales × rate, rounded to the fen. */
  rate: z.string(),
  commission: yuan,
});
export type AgentRankingRow = z.infer<typeof AgentRankingRow>;
export const AgentRanking = z.strictObject({ data: z.array(AgentRankingRow) });

/**
 * GET Statistics.Index/Export — one table as a file, in the envelope like every answer: CSV (UTF-8 with a BOM) or
 * XLSX, named with the shop and the range. The web turns `content` into a download.
 */
export const StatisticsExportRequest = z
  .strictObject({
    table: z.enum(STATISTICS_EXPORT_TABLE_KEYS as [StatisticsExportTable, ...StatisticsExportTable[]]),
    format: z.enum(STATISTICS_EXPORT_FORMATS).default('csv'),
    clerk_id: clerkId,
    game_id: gameId.optional(),
    ...range,
  })
  .superRefine(orderedRange);
export const StatisticsExport = z.strictObject({
  filename: z.string(),
  mime: z.string(),
  /** The file, base64. */
  content: z.string(),
});
export type StatisticsExport = z.infer<typeof StatisticsExport>;
