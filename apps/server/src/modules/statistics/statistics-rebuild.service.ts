import { dateOfDayNumber } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { dayNumberAt, startOfDayNumber } from '../../core/days.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as ledger from '../ledger/ledger.service.ts';
import * as orderFigures from '../orders/order-figures.service.ts';
import {
  countAwarded,
  countLedgerRows,
  countTicketed,
  type RollupSink,
} from './statistics-rollups.service.ts';
import * as repo from './statistics-rollups.repository.ts';

// `npm run platform -- stats rebuild` (docs/statistics.md, "Rebuilding"): recomputes the roll-ups of a range of
// days from the raw orders and ledger rows, with the same writers the live transactions use, and reports every row
// that differed from what was kept.

export interface RebuildScope {
  shopId?: number | undefined;
  /** Days since 1970-01-01, both included; absent: from the first day there is to today. */
  from?: number | undefined;
  to?: number | undefined;
  /** Compare only: the roll-ups are left as they were. */
  dryRun?: boolean;
}

/** Ends a comparison's transaction without keeping what it recomputed. */
class Compared extends Error {
  constructor(readonly differences: string[]) {
    super('statistics compared');
  }
}

const FIGURES = ['orders', 'entries', 'fen'];

/** Rows gathered in memory and written at once: a rebuild of the demo's history is one insert per 500 rows. */
function memorySink(): RollupSink & { rows(table: repo.RollupTable): Record<string, unknown>[] } {
  const tables = new Map<repo.RollupTable, Map<string, Record<string, unknown>>>();
  return {
    add(table, row) {
      const rows = tables.get(table) ?? new Map<string, Record<string, unknown>>();
      tables.set(table, rows);
      const fields = row as unknown as Record<string, unknown>;
      const key = repo.ROLLUP_KEYS[table].map((k) => String(fields[k])).join('|');
      const kept = rows.get(key);
      if (!kept) rows.set(key, { ...fields });
      else for (const c of repo.SUMMED[table]) kept[c] = Number(kept[c]) + Number(fields[c]);
    },
    rows: (table) => [...(tables.get(table)?.values() ?? [])],
  };
}

/** A row's key, as the report names it. */
function keyOf(table: repo.RollupTable, row: Record<string, unknown>): string {
  return repo.ROLLUP_KEYS[table]
    .map((k) => (k === 'day' ? dateOfDayNumber(Number(row.day)) : `${k} ${String(row[k])}`))
    .join(' ');
}

const valuesOf = (row: Record<string, unknown> | undefined) =>
  FIGURES.filter((f) => row && f in row).map((f) => `${f} ${Number(row![f])}`);

export async function rebuild(ctx: AppContext, scope: RebuildScope): Promise<{ differences: string[] }> {
  const from = scope.from ?? 0;
  const to = scope.to ?? dayNumberAt(nowSeconds());
  const range = { shopId: scope.shopId, from, to };
  const [fromTime, toTime] = [startOfDayNumber(from), startOfDayNumber(to + 1)];
  const work = inTransaction(ctx, async (tx) => {
    const tables = Object.keys(repo.ROLLUP_KEYS) as repo.RollupTable[];
    const kept = await Promise.all(tables.map((t) => repo.rowsIn(tx.trx, t, range)));
    for (const t of tables) await repo.deleteIn(tx.trx, t, range);
    const only = scope.shopId;
    const sink = memorySink();
    for (const o of await orderFigures.ticketedOrAwarded(tx.trx, fromTime, toTime)) {
      if (o.ticketing_time >= fromTime && o.ticketing_time < toTime) await countTicketed(sink, o, only);
      if (o.state === 10 && o.award_time >= fromTime && o.award_time < toTime)
        await countAwarded(sink, o, only);
    }
    for (const row of await ledger.rowsWithAccounts(tx.trx, fromTime, toTime))
      await countLedgerRows(
        sink,
        {
          type: row.type,
          params: JSON.parse(row.memo_params) as Record<string, unknown>,
          at: row.create_time,
        },
        [
          {
            userId: row.user_id,
            shopId: row.shop_id,
            accountId: row.account_id,
            outside: Number(row.may_go_negative ?? 0) === 1,
            change: Number(row.change),
          },
        ],
        only,
      );
    for (const t of tables) await repo.insertMany(tx.trx, t, sink.rows(t) as never[]);
    const differences: string[] = [];
    for (const [i, t] of tables.entries()) {
      const before = new Map(kept[i]!.map((r) => [keyOf(t, r), r]));
      const after = new Map((await repo.rowsIn(tx.trx, t, range)).map((r) => [keyOf(t, r), r]));
      for (const key of new Set([...before.keys(), ...after.keys()])) {
        const [was, is] = [valuesOf(before.get(key)).join(', '), valuesOf(after.get(key)).join(', ')];
        if (was !== is) differences.push(`${t} ${key}: ${was || 'absent'} → ${is || 'absent'}`);
      }
    }
    if (scope.dryRun) throw new Compared(differences);
    return { differences };
  });
  return work.catch((e: unknown) => {
    if (e instanceof Compared) return { differences: e.differences };
    throw e;
  });
}

/**
 * The nightly check's part (docs/money.md, "The nightly check"): the roll-ups of yesterday and today compared with
 * their raw rows; differences are logged as errors, nothing is changed.
 */
export async function checkRollups(ctx: AppContext): Promise<string[]> {
  const today = dayNumberAt(nowSeconds());
  const { differences } = await rebuild(ctx, { from: today - 1, to: today, dryRun: true });
  if (differences.length)
    ctx.log.error(
      { count: differences.length, differences: differences.slice(0, 20) },
      'statistics roll-ups differ from their rows',
    );
  return differences;
}
