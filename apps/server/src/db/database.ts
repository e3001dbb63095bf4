import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Trx = Transaction<Database>;
/** Repositories take either the database or a transaction as their first argument. */
export type DbOrTrx = Db | Trx;

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

/** Only the driver in use is loaded: an SQLite server never pays for `pg`, and the other way round. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'sqlite') {
    const { default: Sqlite } = await import('better-sqlite3');
    if (config.url !== ':memory:') fs.mkdirSync(path.dirname(config.url), { recursive: true });
    const sqlite = new Sqlite(config.url);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, kind: 'sqlite', close: () => db.destroy() };
  }
  const { default: pg } = await import('pg');
  // int8 (bigint columns, count(*)) would otherwise arrive as strings; our values stay far below 2^53.
  pg.types.setTypeParser(20, (v) => Number(v));
  pg.types.setTypeParser(1700, (v) => Number(v));
  const pool = new pg.Pool({
    connectionString: config.url,
    max: 10,
    ...(config.pgSchema ? { options: `-c search_path=${config.pgSchema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every SQLite query anew, which costs more than running most of ours. Queries are built with
 * parameters, so their text repeats: keep the prepared statements (safe, as Kysely runs one query at a time on
 * its single SQLite connection).
 */
function withStatementCache(sqlite: BetterSqlite3.Database) {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}

/** A unique constraint refused the write (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
