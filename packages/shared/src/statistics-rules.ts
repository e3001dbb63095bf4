// Rules and labels of the statistics (统计) tab that the web shows and the server enforces (docs/statistics.md). Kept
// apart from the wire schemas so that a page reading a label or a limit does not load the schema library.

import { PAYMENT_PROVIDER_LABELS, PAYMENT_PROVIDERS, type PaymentProviderName } from './payment-rules.ts';

/** How far a statistics range may reach: the date picker and the server both allow the current year ±150. */
export const STATISTICS_YEARS_AROUND = 150;
/** The longest range a trend may show by day; longer ranges are shown by week or month. */
export const STATISTICS_MAX_DAY_BUCKET_DAYS = 366;
/** Rows a ranking answers at most. */
export const STATISTICS_RANKING_MAX = 100;

const DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Days since 1970-01-01 of a calendar date, or null when the date does not exist (2026-2-30). */
export function dayNumberOf(date: string): number | null {
  const m = DATE.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return Math.round(t / 86_400_000);
}

/** The calendar date (YYYY-MM-DD) of a day number of `dayNumberOf`. */
export function dateOfDayNumber(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** The buckets of a trend. */
export const TREND_BUCKETS = ['day', 'week', 'month'] as const;
export type TrendBucket = (typeof TREND_BUCKETS)[number];
export const TREND_BUCKET_LABELS: Record<TrendBucket, { zh: string; en: string }> = {
  day: { zh: '按日', en: 'By day' },
  week: { zh: '按周', en: 'By week' },
  month: { zh: '按月', en: 'By month' },
};

/** The bucket a trend of `days` days uses when none is asked for: days up to two months, weeks up to a year. */
export function trendBucketOf(days: number): TrendBucket {
  if (days <= 62) return 'day';
  return days <= STATISTICS_MAX_DAY_BUCKET_DAYS ? 'week' : 'month';
}

/**
 * The figures of the money waterfall, in the order shown: 出票 − 撤单退款 − 派奖 = 毛利, − 服务费 ± 合作结算 = 净额.
 * No 通道费: the payment channels' fees are not booked in the ledger (a shop sees them at its provider), and a figure
 * that could only ever show 0 would be a placeholder.
 * `sign` is how the figure enters 净额 (0: a subtotal). Each is a sum of the shop's ledger over the range
 * (docs/statistics.md), so 净额 is the movement of the shop's own balances (its till, its shop balance, its
 * cooperation balances) through these entries, to the fen.
 */
export const WATERFALL_FIGURES = {
  sales: {
    sign: 1,
    zh: '出票',
    en: 'Sales',
    defZh: '彩民为订单付的钱（下单时从彩民余额进入店铺），含合买份额',
    defEn:
      'What players paid for orders (taken from their balance when they ordered), group-buy shares included',
  },
  refunds: {
    sign: -1,
    zh: '撤单退款',
    en: 'Refunds',
    defZh: '撤单、拒单、系统撤销和流单退回彩民的钱',
    defEn: 'Money given back to players for cancelled, refused, lapsed and unfilled orders',
  },
  awards: {
    sign: -1,
    zh: '派奖',
    en: 'Prizes paid',
    defZh: '派奖时付给彩民的奖金',
    defEn: 'Prizes credited to players when the shop paid them out',
  },
  gross: {
    sign: 0,
    zh: '毛利',
    en: 'Gross',
    defZh: '出票 − 撤单退款 − 派奖',
    defEn: 'Sales − refunds − prizes paid',
  },
  serviceFee: {
    sign: -1,
    zh: '服务费',
    en: 'Service fees',
    defZh: '出票时平台从店铺余额扣的服务费',
    defEn: 'The platform’s ticketing service fees, taken from the shop balance',
  },
  cooperation: {
    sign: 1,
    zh: '合作结算',
    en: 'Partner settlement',
    defZh: '与合作店铺的出票款和返奖：总店收到的出票款（已扣佣金）减返奖；分店则相反',
    defEn:
      'Partner tickets and prizes: a main store gets the ticket less its commission and pays prizes back; a branch the opposite',
  },
  net: {
    sign: 0,
    zh: '净额',
    en: 'Net',
    defZh: '毛利 − 服务费 ± 合作结算，等于店铺账户在本期的变动',
    defEn:
      'Gross − service fees ± partner settlement: the movement of the shop’s own balances over the range',
  },
} as const satisfies Record<
  string,
  { sign: -1 | 0 | 1; zh: string; en: string; defZh: string; defEn: string }
>;
export type WaterfallFigure = keyof typeof WATERFALL_FIGURES;
export const WATERFALL_FIGURE_KEYS = Object.keys(WATERFALL_FIGURES) as WaterfallFigure[];

/** The blocks of the statistics tab, with their titles; `owner`: money blocks staff never see. */
export const STATISTICS_BLOCKS = {
  waterfall: { owner: true, zh: '收支瀑布', en: 'Money waterfall' },
  trend: { owner: false, zh: '出票与派奖趋势', en: 'Sales and prizes trend' },
  totals: { owner: false, zh: '出票与派奖', en: 'Sales and prizes' },
  reconciliation: { owner: true, zh: '对账汇总', en: 'Reconciliation' },
  recharges: { owner: true, zh: '充值与提现', en: 'Recharges and withdrawals' },
  adjustments: { owner: true, zh: '加扣款统计', en: 'Added and deducted' },
  playersSpend: { owner: true, zh: '彩民消费排行', en: 'Top players by spend' },
  playersNet: { owner: true, zh: '彩民输赢排行', en: 'Top players by net win' },
  staff: { owner: true, zh: '店员排行', en: 'Staff ranking' },
  agents: { owner: true, zh: '代理排行', en: 'Agents ranking' },
} as const;
export type StatisticsBlock = keyof typeof STATISTICS_BLOCKS;

/** Player rankings: by what they spent (ticketed) or by their net win (prizes paid − ticketed). */
export const PLAYER_RANKING_ORDERS = ['spend', 'net'] as const;
export type PlayerRankingOrder = (typeof PLAYER_RANKING_ORDERS)[number];

/** Tables the export writes; `owner`: tables of money staff never see. */
export const STATISTICS_EXPORT_TABLES = {
  waterfall: { owner: true, zh: '收支瀑布', en: 'Waterfall' },
  trend: { owner: false, zh: '趋势', en: 'Trend' },
  ticketing: { owner: false, zh: '出票详情', en: 'Sales by game' },
  award: { owner: false, zh: '派奖详情', en: 'Prizes by game' },
  recharges: { owner: true, zh: '充值统计', en: 'Recharges by channel' },
  playersSpend: { owner: true, zh: '彩民消费排行', en: 'Players by spend' },
  playersNet: { owner: true, zh: '彩民输赢排行', en: 'Players by net win' },
  staff: { owner: true, zh: '店员排行', en: 'Staff' },
  agents: { owner: true, zh: '代理排行', en: 'Agents' },
} as const;
export type StatisticsExportTable = keyof typeof STATISTICS_EXPORT_TABLES;
export const STATISTICS_EXPORT_TABLE_KEYS = Object.keys(STATISTICS_EXPORT_TABLES) as StatisticsExportTable[];
export const STATISTICS_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type StatisticsExportFormat = (typeof STATISTICS_EXPORT_FORMATS)[number];

/** TicketingDetails `type`: 0 出票 (orders ticketed in the range), 1 派奖 (prizes paid in the range). */
export const STATISTICS_DETAIL_TYPES = {
  0: { zh: '出票详情', en: 'Sales' },
  1: { zh: '派奖详情', en: 'Prizes paid' },
} as const;

/**
 * The change of a figure against the previous period, in whole percent rounded half away from zero; null when the
 * previous period is 0 (no base to compare with). Takes fen.
 */
export function changePercent(currentFen: number, previousFen: number): number | null {
  if (previousFen === 0) return null;
  const ratio = ((currentFen - previousFen) * 100) / Math.abs(previousFen);
  return Math.sign(ratio) * Math.round(Math.abs(ratio));
}

/**
 * Where players' recharges came from (List and RechargeDetails `id` / `source_id`): an online provider (1 + its
 * index in PAYMENT_PROVIDERS) or the shop's offline QR code (999, the channel's own id).
 */
export const RECHARGE_SOURCE_OFFLINE = 999;
export const RECHARGE_SOURCE_OFFLINE_LABEL = { zh: '线下收款码', en: 'Offline QR code' } as const;
export const rechargeSourceOf = (provider: string): number =>
  1 + PAYMENT_PROVIDERS.indexOf(provider as PaymentProviderName);
/** The source's label, or undefined for an id that is no source. */
export function rechargeSourceLabel(id: number): { zh: string; en: string } | undefined {
  if (id === RECHARGE_SOURCE_OFFLINE) return RECHARGE_SOURCE_OFFLINE_LABEL;
  const provider = PAYMENT_PROVIDERS[id - 1];
  return provider && PAYMENT_PROVIDER_LABELS[provider];
}
