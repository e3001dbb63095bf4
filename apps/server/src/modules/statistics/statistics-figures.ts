import { WATERFALL_FIGURE_KEYS, type WaterfallFigure } from '@dzzs/shared';
import type { LedgerSum } from './statistics.repository.ts';
import type { LedgerHolder } from './statistics.table.ts';

// The figures the statistics read from the ledger's roll-ups (docs/statistics.md, "Definitions").

/** Ledger types of each waterfall figure that is a sum (the subtotals 毛利 and 净额 are computed). */
export const WATERFALL_LEDGER: Record<Exclude<WaterfallFigure, 'gross' | 'net'>, readonly string[]> = {
  sales: ['order_pay'],
  refunds: ['order_refund'],
  awards: ['order_award'],
  serviceFee: ['service_fee'],
  cooperation: ['coop_ticket', 'coop_prize'],
};

/** The shop's own balances: its shop balance, its till and clearing accounts, its cooperation balances and holds. */
const OWN: readonly LedgerHolder[] = ['wallet', 'outside', 'held'];

/** Sum of the changes of ledger rows of these types on these kinds of balance. */
export function ledgerSum(
  rows: readonly LedgerSum[],
  types: readonly string[],
  holders: readonly LedgerHolder[] = OWN,
): number {
  return rows
    .filter((r) => types.includes(r.type) && holders.includes(r.holder))
    .reduce((sum, r) => sum + r.fen, 0);
}

/**
 * The waterfall in fen, each figure as shown (refunds, prizes and fees as positive amounts taken away): 净额 is the
 * movement of the shop's own balances through these entries, so it equals the ledger to the fen.
 */
export function waterfallOf(rows: readonly LedgerSum[]): Record<WaterfallFigure, number> {
  const own = (f: keyof typeof WATERFALL_LEDGER) => ledgerSum(rows, WATERFALL_LEDGER[f]);
  const sales = own('sales');
  const refunds = -own('refunds');
  const awards = -own('awards');
  const gross = sales - refunds - awards;
  const serviceFee = -own('serviceFee');
  const cooperation = own('cooperation');
  const net = gross - serviceFee + cooperation;
  const figures = { sales, refunds, awards, gross, serviceFee, cooperation, net };
  return Object.fromEntries(WATERFALL_FIGURE_KEYS.map((k) => [k, figures[k]])) as Record<
    WaterfallFigure,
    number
  >;
}

/** The median of tickets' waits given as (seconds, count) pairs; null without any. */
export function medianOf(waits: readonly { seconds: number; orders: number }[]): number | null {
  const sorted = [...waits].sort((a, b) => a.seconds - b.seconds);
  const total = sorted.reduce((n, w) => n + w.orders, 0);
  if (!total) return null;
  // The lower median: a wait that really happened, as an even count's two middles may be far apart.
  let seen = 0;
  for (const w of sorted) {
    seen += w.orders;
    if (seen * 2 >= total) return w.seconds;
  }
  return null;
}
