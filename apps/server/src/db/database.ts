import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  type SqliteStatement,
  type Transaction,
} from 'kysely';
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
    const writes = { count: 0 };
    const db = new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite, writes) }),
    });
    const dataVersion = sqlite.prepare('pragma data_version').pluck();
    changeStamps.set(db, () => `${writes.count}.${dataVersion.get() as number}`);
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

/**
 * SQLite transactions that take the write lock as they begin (BEGIN IMMEDIATE). Kysely begins them deferred, and a
 * deferred transaction that has read must upgrade its lock to write: when another process (the platform CLI, a second
 * server) wrote in between, SQLite refuses at once with "database is locked", skipping the busy timeout. Begun
 * immediate, a transaction waits out the busy timeout for the lock before it reads anything.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** SQLite refused a write because another connection held the lock past the busy timeout. */
export function isBusy(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * What has written to an SQLite database, as a stamp that changes with every write: the writing statements this
 * process ran on its connection, and `pragma data_version`, which moves when another connection (the platform CLI)
 * commits. Read synchronously, it costs a fraction of a query through Kysely's connection queue.
 */
const changeStamps = new WeakMap<object, () => string>();

/**
 * A read that stands until the database is written: the value a key last read is given again while the database's
 * change stamp is the one taken before that read. A write committed while the read waited leaves a newer stamp, so
 * the value is read again next time: nothing is ever kept under a stamp older than a change it missed.
 *
 * For the versions the kept answers hang on (docs/accounts.md, docs/orders.md), read at every call and changed by
 * few: on SQLite the read itself was most of the mine page's time. PostgreSQL, where other instances write, and
 * transactions read every time.
 */
export function untilWritten<K, V>(
  maxKeys: number,
): (db: DbOrTrx, key: K, read: () => Promise<V>) => Promise<V> {
  const kept = new WeakMap<object, Map<K, { stamp: string; value: V }>>();
  return async (db, key, read) => {
    const stamp = changeStamps.get(db)?.();
    if (stamp === undefined) return read();
    let values = kept.get(db);
    if (!values) kept.set(db, (values = new Map()));
    const hit = values.get(key);
    if (hit?.stamp === stamp) return hit.value;
    const value = await read();
    values.delete(key);
    if (values.size >= maxKeys) values.delete(values.keys().next().value as K);
    values.set(key, { stamp, value });
    return value;
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every SQLite query anew, which costs more than running most of ours. Queries are built with
 * parameters, so their text repeats: keep the prepared statements (safe, as Kysely runs one query at a time on
 * its single SQLite connection).
 *
 * Rows of a reading statement are fetched as arrays and shaped into objects by a function made once per
 * statement: better-sqlite3 builds each row object property by property, naming every column anew, which cost
 * more than the query itself on wide tables (a page of ten 39-column orders: about 40 % less time this way).
 */
function withStatementCache(sqlite: BetterSqlite3.Database, writes: { count: number }) {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteStatement {
      let statement = cache.get(text);
      if (!statement) {
        statement = shapedRows(sqlite.prepare(text), writes);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

function shapedRows(statement: BetterSqlite3.Statement, writes: { count: number }): SqliteStatement {
  // A writing statement moves the change stamp once it has run, failed or not (a failure may have written part).
  const counted = <R>(run: () => R): R => {
    try {
      return run();
    } finally {
      writes.count++;
    }
  };
  if (!statement.reader)
    return {
      reader: false,
      all: (parameters) => counted(() => statement.all(parameters)),
      run: (parameters) => counted(() => statement.run(parameters)),
      iterate: (parameters) => counted(() => statement.iterate(parameters)),
    };
  const names = statement.columns().map((c) => c.name);
  // An object literal with the columns in order: every row of the statement gets the same hidden class at once.
  // The names are the statement's own result columns, quoted as JSON string literals.
  const shape = new Function(
    'r',
    `return {${names.map((name, i) => `${JSON.stringify(name)}: r[${i}]`).join(', ')}};`,
  ) as (row: unknown[]) => Record<string, unknown>;
  statement.raw(true);
  // `insert … returning` reads and writes.
  const all = (parameters: Readonly<unknown[]>) => (statement.all(parameters) as unknown[][]).map(shape);
  return {
    reader: true,
    all: statement.readonly ? all : (parameters) => counted(() => all(parameters)),
    run: (parameters) => counted(() => statement.run(parameters)),
    *iterate(parameters) {
      try {
        for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>) yield shape(row);
      } finally {
        if (!statement.readonly) writes.count++;
      }
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
