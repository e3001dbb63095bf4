import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Envelope } from '@dzzs/shared';
import { buildApp, type Built, type Timeouts } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { CodeMessage } from '../../src/modules/codes/code-sender.ts';
import type { ServerModule } from '../../src/server-module.ts';
import type { EventBus } from '../../src/ws/event-bus.ts';

export const TEST_DB = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
export const TEST_PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface CallOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  token?: string;
  lang?: 'zh-cn' | 'en';
  headers?: Record<string, string>;
  /** The caller's address (default 127.0.0.1): the request limits count per address. */
  from?: string;
}

export interface TestApp extends Built {
  db: Db;
  config: AppConfig;
  /** Codes "sent" by SMS / e-mail, newest last. */
  outbox: CodeMessage[];
  get<T = unknown>(url: string, opts?: CallOptions): Promise<Envelope<T>>;
  post<T = unknown>(url: string, opts?: CallOptions): Promise<Envelope<T>>;
  /** Logs in through the API and returns the tokens. */
  login(username: string, password?: string): Promise<{ token: string; refresh: string; userId: number }>;
  close(): Promise<void>;
}

/**
 * Kysely's migrator reads the table list of every schema of the database; a schema another test file drops at that
 * moment fails it ("schema … does not exist"). Test files run in parallel, so migrating and dropping take turns under
 * one advisory lock. Creating a test's schema from the script below needs no turn: it migrates nothing.
 */
async function underSchemaLock(work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(774411)');
    await work(admin);
  } finally {
    await admin.end();
  }
}

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
const SCHEMA_MARK = '__test_schema__';

/**
 * The migrated schema as one SQL script (tables, triggers, functions and the rows the migrations write), with
 * SCHEMA_MARK where the schema's name goes. Running the migrations for each of a run's ~600 PostgreSQL tests was
 * most of their setup; the script builds a schema in one round trip. It is made once per set of migration files
 * (a hash of their text names it in the temp folder) by migrating a schema and dumping it with pg_dump.
 */
let schemaScript: Promise<string> | null = null;
function migratedSchemaScript(): Promise<string> {
  schemaScript ??= (async () => {
    const hash = crypto.createHash('sha256');
    for (const file of fs.readdirSync(MIGRATIONS_DIR).sort())
      hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
    const cached = path.join(os.tmpdir(), `dzzs-pg-schema-${hash.digest('hex').slice(0, 16)}.sql`);
    if (fs.existsSync(cached)) return fs.readFileSync(cached, 'utf8');
    let script = '';
    await underSchemaLock(async (admin) => {
      // Another test file may have made it while this one waited for its turn.
      if (fs.existsSync(cached)) return void (script = fs.readFileSync(cached, 'utf8'));
      const template = `tpl_${crypto.randomBytes(6).toString('hex')}`;
      await admin.query(`create schema ${template}`);
      const handle = await openDatabase({ kind: 'postgres', url: TEST_PG_URL, pgSchema: template });
      try {
        await migrateToLatest(handle.db as unknown as Kysely<unknown>, 'postgres', template);
      } finally {
        await handle.close();
      }
      const dump = execFileSync(
        'pg_dump',
        ['--schema', template, '--no-owner', '--no-privileges', '--inserts', '--dbname', TEST_PG_URL],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      await admin.query(`drop schema ${template} cascade`);
      script = dump
        .split('\n')
        // psql's meta-commands (\restrict …) are not SQL.
        .filter((line) => !line.startsWith('\\'))
        .join('\n')
        .replaceAll(template, SCHEMA_MARK);
      const partial = `${cached}.${process.pid}`;
      fs.writeFileSync(partial, script);
      fs.renameSync(partial, cached);
    });
    return script;
  })();
  return schemaScript;
}

/** A new schema holding the migrated database; the returned function drops it. */
async function createMigratedSchema(schema: string): Promise<() => Promise<void>> {
  const script = (await migratedSchemaScript()).replaceAll(SCHEMA_MARK, schema);
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  try {
    // One simple query: its statements run as one transaction, so the schema is there whole or not at all.
    await admin.query(script);
  } finally {
    await admin.end();
  }
  return () => underSchemaLock((a) => a.query(`drop schema ${schema} cascade`));
}

/**
 * A fresh database of the dialect under test, migrated up to `target` only, for tests of a migration's data step:
 * `migrate()` then runs the rest.
 */
export async function openTestDatabase(target: string): Promise<{
  db: Db;
  migrate(): Promise<void>;
  close(): Promise<void>;
}> {
  if (TEST_DB === 'postgres') {
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const handle = await openDatabase({ kind: 'postgres', url: TEST_PG_URL, pgSchema: schema });
    const raw = handle.db as unknown as Kysely<unknown>;
    await underSchemaLock(async (admin) => {
      await admin.query(`create schema ${schema}`);
      await migrateToLatest(raw, 'postgres', schema, target);
    });
    return {
      db: handle.db,
      migrate: () => underSchemaLock(() => migrateToLatest(raw, 'postgres', schema)),
      async close() {
        await handle.close();
        await underSchemaLock((admin) => admin.query(`drop schema ${schema} cascade`));
      },
    };
  }
  const handle = await openDatabase({ kind: 'sqlite', url: ':memory:' });
  const raw = handle.db as unknown as Kysely<unknown>;
  await migrateToLatest(raw, 'sqlite', undefined, target);
  return {
    db: handle.db,
    migrate: async () => void (await migrateToLatest(raw, 'sqlite')),
    close: handle.close,
  };
}

/** A fresh, migrated database of the dialect under test (TEST_DB) and an app on it. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  extra: {
    events?: EventBus;
    routes?: (app: Built['app']) => void;
    modules?: readonly ServerModule[];
    /** A logger (e.g. pino to a stream the test reads); default: none. */
    logger?: FastifyServerOptions['logger'];
    /** Deliver codes through the configured providers (config.codeDelivery) instead of `outbox` below. */
    configuredDelivery?: boolean;
    timeouts?: Timeouts;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
  });
  let cleanupSchema: (() => Promise<void>) | null = null;
  let database;
  if (TEST_DB === 'postgres') {
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    cleanupSchema = await createMigratedSchema(schema);
    database = await openDatabase({ kind: 'postgres', url: TEST_PG_URL, pgSchema: schema });
  } else {
    database = await openDatabase({ kind: 'sqlite', url: ':memory:' });
    await migrateToLatest(database.db as unknown as Kysely<unknown>, database.kind);
  }
  const config: AppConfig = {
    ...base,
    database: { kind: database.kind, url: TEST_DB === 'postgres' ? TEST_PG_URL : ':memory:' },
    ...overrides,
  };
  const outbox: CodeMessage[] = [];
  const built = await buildApp({
    config,
    database,
    logger: extra.logger ?? false,
    ...(extra.configuredDelivery
      ? {}
      : { codeSender: { send: async (m: CodeMessage) => void outbox.push(m) } }),
    ...(extra.events ? { events: extra.events } : {}),
    ...(extra.modules ? { modules: extra.modules } : {}),
    ...(extra.timeouts ? { timeouts: extra.timeouts } : {}),
  });
  extra.routes?.(built.app);
  await built.app.ready();

  const call = async <T>(
    method: 'GET' | 'POST',
    url: string,
    opts: CallOptions = {},
  ): Promise<Envelope<T>> => {
    const headers: Record<string, string> = { server: '1', ...opts.headers };
    if (opts.token) headers['ba-user-token'] = opts.token;
    if (opts.lang) headers['think-lang'] = opts.lang;
    const query = Object.fromEntries(
      Object.entries(opts.query ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const res = await built.app.inject({
      method,
      url,
      headers,
      query,
      ...(opts.from ? { remoteAddress: opts.from } : {}),
      ...(method === 'POST' ? { payload: (opts.body ?? {}) as object } : {}),
    });
    const body = res.json() as Envelope<T>;
    if (res.statusCode !== 200) Object.assign(body, { httpStatus: res.statusCode });
    return body;
  };

  return {
    ...built,
    db: database.db,
    config,
    outbox,
    get: (url, opts) => call('GET', url, opts),
    post: (url, opts) => call('POST', url, opts),
    async login(username, password = 'demo123456') {
      const res = await call<{ userinfo: { id: number; token: string; refresh_token: string } }>(
        'POST',
        '/api/NewUser/login',
        { body: { username, password } },
      );
      if (res.code !== 1) throw new Error(`login ${username} failed: ${res.msg}`);
      return {
        token: res.data.userinfo.token,
        refresh: res.data.userinfo.refresh_token,
        userId: res.data.userinfo.id,
      };
    },
    async close() {
      await built.app.close();
      await database.close();
      await cleanupSchema?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new app with what `build` puts in it; the app is closed again when `build` fails. */
export async function testAppWith<T extends object>(
  build: (t: TestApp) => Promise<T>,
  ...options: Parameters<typeof createTestApp>
): Promise<T & { t: TestApp }> {
  const t = await createTestApp(...options);
  try {
    return { ...(await build(t)), t };
  } catch (err) {
    await t.close();
    throw err;
  }
}
