import type { Registry } from 'prom-client';
import { Gauge } from 'prom-client';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { nowSeconds } from '../../core/clock.ts';
import { getSetting, putSetting } from '../settings/settings.service.ts';
import * as repo from './ledger.repository.ts';
import { checkRollups } from '../statistics/statistics-rebuild.service.ts';

// The books' own audit (docs/money.md, "The nightly check"): every balance recomputed from its rows, all balances
// summed, every transfer's two rows checked. Differences are logged and shown in /metrics; nothing is corrected by
// the check itself, because a difference means a bug to find, not a number to paper over.

export interface LedgerCheck {
  /** Balances that are not the sum of their rows. */
  off: { userId: number; accountId: number; balance: number; logged: number }[];
  /** All balances together, fen: 0 when the books are whole. */
  total: number;
  /** Transfers that are not two rows summing to zero, plus rows outside any transfer. */
  brokenTransfers: number;
  /** Wallets whose 不可提现 part is below zero, above the balance, or not the sum of their rows' moves of it. */
  lockedOff: { userId: number; locked: number; logged: number }[];
  checkedAt: number;
}

export async function checkLedger(db: DbOrTrx): Promise<LedgerCheck> {
  const [off, total, brokenTransfers, lockedOff] = await Promise.all([
    repo.balancesOff(db),
    repo.sumOfBalances(db),
    repo.brokenTransfers(db),
    repo.lockedOff(db),
  ]);
  return { off, total, brokenTransfers, lockedOff, checkedAt: nowSeconds() };
}

const LAST_CHECK = 'ledger.last_check';
/** The hour of the day (server's local time, TZ) the check runs at: the quiet hour of a lottery shop. */
const CHECK_HOUR = 4;

/** Runs the check, keeps its result for /metrics (any instance) and logs any difference. */
export async function runLedgerCheck(ctx: AppContext): Promise<LedgerCheck> {
  const result = await checkLedger(ctx.db);
  await putSetting(ctx.db, LAST_CHECK, JSON.stringify(result), result.checkedAt);
  if (result.off.length || result.total !== 0 || result.brokenTransfers || result.lockedOff.length)
    ctx.log.error(
      {
        off: result.off.slice(0, 20),
        offCount: result.off.length,
        total: result.total,
        broken: result.brokenTransfers,
        lockedOff: result.lockedOff.slice(0, 20),
      },
      'ledger check found differences',
    );
  else ctx.log.info('ledger check: the books balance');
  await checkRollups(ctx);
  return result;
}

/** The job: hourly tick, one check a night (and one soon after a start, if none ran today). */
export async function nightlyLedgerCheck(ctx: AppContext): Promise<void> {
  const last = await lastCheck(ctx.db);
  const now = new Date();
  const sameDay = last && new Date(last.checkedAt * 1000).toDateString() === now.toDateString();
  if (sameDay || (last && now.getHours() !== CHECK_HOUR)) return;
  await runLedgerCheck(ctx);
}

async function lastCheck(db: DbOrTrx): Promise<LedgerCheck | undefined> {
  const raw = await getSetting(db, LAST_CHECK);
  return raw ? (JSON.parse(raw) as LedgerCheck) : undefined;
}

/** The last check's figures as gauges (read from the database, so every instance shows the same). */
export function ledgerMetrics(registry: Registry, ctx: AppContext): void {
  const gauge = (name: string, help: string, pick: (c: LedgerCheck) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const last = await lastCheck(ctx.db);
        if (last) this.set(pick(last));
      },
    });
  gauge(
    'ledger_check_balances_off',
    'Balances that differ from the sum of their ledger rows',
    (c) => c.off.length,
  );
  gauge(
    'ledger_check_difference_fen',
    'Sum of the absolute differences between balances and their rows, in fen',
    (c) => c.off.reduce((s, o) => s + Math.abs(o.balance - o.logged), 0),
  );
  gauge('ledger_check_total_fen', 'All balances together, in fen (0 when the books balance)', (c) => c.total);
  gauge(
    'ledger_check_broken_transfers',
    'Transfers that are not two rows summing to zero',
    (c) => c.brokenTransfers,
  );
  gauge('ledger_check_time_seconds', 'When the ledger was last checked (unix seconds)', (c) => c.checkedAt);
}
