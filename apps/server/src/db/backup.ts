import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import type { Db } from './database.ts';

// Backups of the whole database (docs/operations.md, "Backup and restore"). SQLite: the online backup API copies the
// pages of one read transaction, so the copy is the database as of one moment while the shop keeps writing (WAL:
// readers never block the writer). PostgreSQL: pg_dump's custom format, also one snapshot (a repeatable-read
// transaction), restored with pg_restore.

const run = promisify(execFile);

export type BackupKind = 'sqlite' | 'postgres';

/** A refusal the operator can act on: printed as one line, nothing changed. */
export class BackupRefused extends Error {}

const SQLITE_MAGIC = 'SQLite format 3\0';
const PG_MAGIC = 'PGDMP';

/** What a file holds, by its first bytes; null when it is neither kind of backup. */
export function backupKindOf(file: string): BackupKind | null {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const read = fs.readSync(fd, head, 0, 16, 0);
    const text = head.subarray(0, read).toString('latin1');
    if (text === SQLITE_MAGIC) return 'sqlite';
    if (text.startsWith(PG_MAGIC)) return 'postgres';
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

/** Runs a PostgreSQL client tool; its own message (the first line of stderr) when it fails. */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new BackupRefused(
        `${tool} is not installed: install PostgreSQL's client tools (Debian: apt-get install postgresql-client)`,
      );
    throw new BackupRefused(`${tool} failed: ${(e.stderr ?? e.message).trim().split('\n')[0]}`);
  }
}

/**
 * Writes a backup of the configured database to `file` (which must not exist yet): written beside it under a
 * temporary name and renamed when whole, so a crash never leaves a file that looks like a backup.
 */
export async function backupDatabase(config: DatabaseConfig, file: string): Promise<BackupKind> {
  if (fs.existsSync(file)) throw new BackupRefused(`${file} exists already: choose a new file name`);
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    if (config.kind === 'sqlite') await backupSqlite(config.url, partial);
    else
      await pgTool('pg_dump', [
        '--format=custom',
        `--file=${partial}`,
        ...(config.pgSchema ? [`--schema=${config.pgSchema}`] : []),
        `--dbname=${config.url}`,
      ]);
    fs.renameSync(partial, file);
    return config.kind;
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

async function backupSqlite(source: string, target: string): Promise<void> {
  if (!fs.existsSync(source)) throw new BackupRefused(`there is no database at ${source}`);
  const { default: Sqlite } = await import('better-sqlite3');
  const db = new Sqlite(source, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All remaining pages in one step: a step-by-step copy starts over whenever the server writes between two
    // steps, and on a busy shop might never end. One step reads one snapshot; in WAL mode writers go on meanwhile.
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
}

/**
 * Restores `file` into the configured database, which must be empty (a new SQLite file, or a PostgreSQL database or
 * schema with no tables): a restore never mixes with rows already there.
 */
export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupRefused(`there is no file ${file}`);
  const kind = backupKindOf(file);
  if (!kind)
    throw new BackupRefused(
      `${file} is not a backup (neither an SQLite database nor a pg_dump custom-format file)`,
    );
  if (kind !== config.kind)
    throw new BackupRefused(
      `${file} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup, but DATABASE_URL names ${
        config.kind === 'sqlite' ? 'an SQLite file' : 'PostgreSQL'
      }: restore it into a database of its own kind`,
    );
  if (config.kind === 'sqlite') return restoreSqlite(file, config.url);
  const tables = await pgTableCount(config);
  if (tables > 0)
    throw new BackupRefused(
      `the database DATABASE_URL names is not empty (${tables} tables): restore only into a new, empty database`,
    );
  await pgTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--no-comments',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${config.url}`,
    file,
  ]);
}

async function pgTableCount(config: DatabaseConfig): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({
    connectionString: config.url,
    ...(config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}),
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from pg_tables where schemaname = current_schema()',
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

async function restoreSqlite(file: string, target: string): Promise<void> {
  const { default: Sqlite } = await import('better-sqlite3');
  if (fs.existsSync(target)) {
    const existing = new Sqlite(target, { readonly: true, fileMustExist: true });
    const { n } = existing.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
      n: number;
    };
    existing.close();
    if (n > 0)
      throw new BackupRefused(
        `${target} is not empty (${n} tables): restore only into a new database (move it away, or set DATABASE_URL=file:<new file>)`,
      );
  }
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const source = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    const { integrity_check: integrity } = source.prepare('pragma integrity_check').get() as {
      integrity_check: string;
    };
    if (integrity !== 'ok') throw new BackupRefused(`${file} is damaged: ${integrity}`);
    await source.backup(target, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
}

export interface RestoredFigures {
  /** Every table with its row count, by name. */
  rows: [table: string, count: number][];
  /** The last migration the database has run. */
  migration: string | null;
  wallets: { accounts: number; fen: number };
  accounts: { kind: string; accounts: number; fen: number }[];
}

/** What a restored database holds: its tables' row counts and its balances, as the restore prints them. */
export async function restoredFigures(db: Db): Promise<RestoredFigures> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const rows: [string, number][] = [];
  for (const table of tables) {
    const { rows: counted } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(
      db,
    );
    rows.push([table, Number(counted[0]!.n)]);
  }
  const { rows: migrated } = await sql<{
    name: string | null;
  }>`select max(name) as name from kysely_migration`.execute(db);
  const wallets = await db
    .selectFrom('users')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('money').as('fen')])
    .where('money', '<>', 0)
    .executeTakeFirstOrThrow();
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select((eb) => ['kind', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('balance').as('fen')])
    .groupBy('kind')
    .orderBy('kind')
    .execute();
  return {
    rows,
    migration: migrated[0]?.name ?? null,
    wallets: { accounts: Number(wallets.n), fen: Number(wallets.fen ?? 0) },
    accounts: accounts.map((a) => ({ kind: a.kind, accounts: Number(a.n), fen: Number(a.fen ?? 0) })),
  };
}
