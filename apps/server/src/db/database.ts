import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';

// int8 (bigint columns, count(*)) would otherwise arrive as strings; our values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repositories take either the database or a transaction as their first argument. */
export type DbOrTrx = Db | Trx;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.kind === 'sqlite') {
    if (config.url !== ':memory:') fs.mkdirSync(path.dirname(config.url), { recursive: true });
    const sqlite = new BetterSqlite3(config.url);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, kind: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    ...(config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** A unique constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
