import { fenToYuan, PAYMENT_PROVIDERS, PaymentState } from '@dzzs/shared';
import { UsageError } from '../../cli/command.ts';
import { dayStart } from '../../core/days.ts';
import type { AppContext } from '../../context.ts';
import type { PaymentRow } from '../../db/schema.ts';
import * as repo from './payments.repository.ts';
import { providerFor } from './payments.service.ts';
import type { ProviderState } from './payment-provider.ts';

// Reconciling a day (docs/money.md, "Reconciling"): every payment we made that day is asked of its provider and the
// two records compared. It reports; it corrects nothing (a trade paid there but not here is credited by the payer's
// return or the provider's next notification, or by hand after looking).

const STATE_NAMES: Record<number, string> = {
  [PaymentState.pending]: 'pending',
  [PaymentState.paid]: 'paid',
  [PaymentState.failed]: 'failed',
  [PaymentState.expired]: 'expired',
};

/** The difference between our record and the provider's, or null when they agree. */
function differenceOf(ours: PaymentRow, there: ProviderState): string | null {
  const paidHere = ours.state === PaymentState.paid;
  if (there.state === 'paid') {
    if (!paidHere)
      return `paid at the provider (${fenToYuan(there.fen)} yuan, ${there.providerTradeNo}) but ${STATE_NAMES[ours.state]} here`;
    if (there.fen !== ours.fen)
      return `amounts differ: ${fenToYuan(ours.fen)} yuan here, ${fenToYuan(there.fen)} yuan at the provider`;
    return null;
  }
  return paidHere ? `paid here but ${there.state} at the provider` : null;
}

export async function reconcileDay(ctx: AppContext, day: string, provider?: string): Promise<string> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new UsageError(`--day must be YYYY-MM-DD, got ${day}`);
  if (provider && !PAYMENT_PROVIDERS.some((p) => p === provider))
    throw new UsageError(`--provider must be one of ${PAYMENT_PROVIDERS.join(', ')}, got ${provider}`);
  const rows = await repo.createdBetween(ctx.db, { from: dayStart(day), to: dayStart(day, 1) }, provider);
  const differences: string[] = [];
  let paidFen = 0;
  for (const row of rows) {
    if (row.state === PaymentState.paid) paidFen += row.fen;
    const p = await providerFor(ctx, row);
    if (!p) {
      differences.push(`${row.trade_no}: cannot ask ${row.provider}: its settings are missing`);
      continue;
    }
    try {
      const diff = differenceOf(row, await p.query(row.trade_no));
      if (diff) differences.push(`${row.trade_no} (${row.provider}): ${diff}`);
    } catch (err) {
      differences.push(`${row.trade_no} (${row.provider}): could not ask: ${(err as Error).message}`);
    }
  }
  return [
    `${day}${provider ? ` ${provider}` : ''}: ${rows.length} payments, paid here ${fenToYuan(paidFen)} yuan`,
    ...differences.map((d) => `  ${d}`),
    differences.length ? `DIFFERENCES: ${differences.length}` : 'no differences',
  ].join('\n');
}
