import fs from 'node:fs';
import path from 'node:path';
import { fenToYuan } from '@dzzs/shared';
import type { AppConfig } from '../config.ts';
import { backupDatabase, restoredFigures, restoreDatabase } from '../db/backup.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { checkLedger } from '../modules/ledger/ledger-check.ts';

// `npm run platform -- backup <file>` and `restore <file>`: they work on the database as a whole, before any
// migration (a restore needs an empty database), so they run outside the module commands.

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const where = (config: AppConfig) =>
  config.database.kind === 'sqlite' ? config.database.url : 'PostgreSQL (DATABASE_URL)';

export async function backupCommand(config: AppConfig, file: string): Promise<string> {
  const target = path.resolve(file);
  const started = performance.now();
  const kind = await backupDatabase(config.database, target);
  return `Backed up ${where(config)} to ${target} (${kind === 'sqlite' ? 'SQLite online backup' : 'pg_dump custom format'}): ${mb(fs.statSync(target).size)} in ${seconds(started)}.`;
}

/** Restores, then proves the books: exit code 1 (the report says why) when the ledger check finds a difference. */
export async function restoreCommand(
  config: AppConfig,
  file: string,
): Promise<{ text: string; booksBalance: boolean }> {
  const source = path.resolve(file);
  const started = performance.now();
  await restoreDatabase(config.database, source);
  const restoredIn = seconds(started);
  const database = await openDatabase(config.database);
  try {
    const report = await restoredReport(database.db);
    return {
      text: [
        `Restored ${source} (${mb(fs.statSync(source).size)}) into ${where(config)} in ${restoredIn}.`,
        '',
        ...report.lines,
      ].join('\n'),
      booksBalance: report.booksBalance,
    };
  } finally {
    await database.close();
  }
}

/** The row counts and balances of a restored database, and the ledger check on it. */
export async function restoredReport(db: Db): Promise<{ lines: string[]; booksBalance: boolean }> {
  const figures = await restoredFigures(db);
  const check = await checkLedger(db);
  const booksBalance = !check.off.length && check.total === 0 && !check.brokenTransfers;
  const width = Math.max(...figures.rows.map(([t]) => t.length));
  const total = figures.rows.reduce((a, [, n]) => a + n, 0);
  const balance = (label: string, b: { accounts: number; fen: number }) =>
    `  ${label.padEnd(21)}  ${b.accounts} accounts, ¥${fenToYuan(b.fen)}`;
  return {
    booksBalance,
    lines: [
      `Rows (${total} in ${figures.rows.length} tables; migrations up to ${figures.migration ?? 'none'}):`,
      ...figures.rows.filter(([, n]) => n > 0).map(([t, n]) => `  ${t.padEnd(width)}  ${n}`),
      '',
      'Balances:',
      balance('wallets (users.money)', figures.wallets),
      ...figures.accounts.map((a) => balance(a.kind, a)),
      '',
      booksBalance
        ? 'Ledger check: the books balance (every balance is the sum of its rows, all sum to zero, every transfer is whole).'
        : `Ledger check FAILED: ${check.off.length} balances off, total ${check.total} fen, ${check.brokenTransfers} broken transfers.`,
    ],
  };
}
