import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { playersApi } from '@dzzs/shared';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type Built } from '../src/app.ts';
import { loadConfig, type AppConfig } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { openMigratedDatabase } from '../src/db/migrate.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { TEST_DB, TEST_PG_URL } from './helpers/test-app.ts';

// `npm run platform -- backup` taken while the shop keeps writing (加款 through HTTP, four at a time), then
// `restore` into a fresh database of the dialect under test: the books balance and every write answered before the
// backup started is there. The CLI runs as the operator runs it, a process of its own beside the busy server.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function cli(url: string, dir: string, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/platform.ts', ...args], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dir,
      SMS_PROVIDER: 'outbox',
      EMAIL_PROVIDER: 'outbox',
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (status) => resolve({ status, stdout, stderr })),
  );
}

/** A database of the dialect under test that nobody has used: a new file, or a new PostgreSQL database. */
async function freshDatabaseUrl(
  dir: string,
  name: string,
  cleanups: (() => Promise<void>)[],
): Promise<string> {
  if (TEST_DB === 'sqlite') return `file:${path.join(dir, `${name}.db`)}`;
  const db = `dzzs_${name}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create database ${db}`);
  await admin.end();
  cleanups.push(async () => {
    const a = new pg.Client({ connectionString: TEST_PG_URL });
    await a.connect();
    await a.query(`drop database if exists ${db} with (force)`);
    await a.end();
  });
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${db}`;
  return url.toString();
}

let dir: string;
let cleanups: (() => Promise<void>)[];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-backup-'));
  cleanups = [];
});
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function shopOn(url: string): Promise<{ built: Built; database: DatabaseHandle; config: AppConfig }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
    SMS_PROVIDER: 'outbox',
    EMAIL_PROVIDER: 'outbox',
  });
  const database = await openMigratedDatabase(config.database);
  const built = await buildApp({ config, database, logger: false });
  cleanups.push(async () => {
    await built.app.close();
    await database.close();
  });
  await seedDemoAccounts(built.ctx);
  return { built, database, config };
}

describe(`backup and restore (${TEST_DB})`, () => {
  it('a backup taken while the shop writes restores whole: every write answered before it, books that balance', async () => {
    const sourceUrl = await freshDatabaseUrl(dir, 'source', cleanups);
    const { built } = await shopOn(sourceUrl);
    const inject = async (url: string, body: object, token?: string) =>
      (
        await built.app.inject({
          method: 'POST',
          url,
          headers: { server: '1', ...(token ? { 'ba-user-token': token } : {}) },
          payload: body,
        })
      ).json() as { code: number; data: { userinfo: { token: string } } };
    const shop = (await inject('/api/NewUser/login', { username: 'demo_shop', password: 'demo123456' })).data
      .userinfo.token;
    const players = await built.ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', 'in', ['player01', 'player02', 'player03', 'player04'])
      .execute();
    expect(players).toHaveLength(4);

    // The workload: 加款 of a marked amount, four writers at once; a mark is acknowledged when the answer says so.
    const acknowledged: string[] = [];
    let stop = false;
    let serial = 0;
    const writer = async (playerId: number) => {
      while (!stop) {
        const memo = `bk-${++serial}`;
        const r = await inject(playersApi.addMoney.path, { id: playerId, money: '1.23', memo }, shop);
        if (r.code === 1) acknowledged.push(memo);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };
    const writers = players.map((p) => writer(p.id));
    // Stopped before the app closes, whatever the test's outcome.
    cleanups.push(async () => {
      stop = true;
      await Promise.allSettled(writers);
    });
    while (acknowledged.length < 50) await new Promise((resolve) => setTimeout(resolve, 10));

    const file = path.join(dir, 'shop.backup');
    const answeredBefore = [...acknowledged];
    const backup = await cli(sourceUrl, dir, 'backup', file);
    const answeredDuring = acknowledged.length - answeredBefore.length;
    stop = true;
    await Promise.all(writers);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up .* to .*shop\.backup \(.*\): [\d.]+ MB in [\d.]+ s\.\n$/);
    // The shop kept writing while the backup ran.
    expect(answeredDuring).toBeGreaterThan(0);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const targetUrl = await freshDatabaseUrl(dir, 'restored', cleanups);
    const restore = await cli(targetUrl, dir, 'restore', file);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(/Restored .*shop\.backup .* in [\d.]+ s\./);
    expect(restore.stdout).toMatch(/^ {2}money_log +\d+$/m);
    expect(restore.stdout).toMatch(/wallets \(users\.money\) +\d+ accounts, ¥[\d.]+/);
    expect(restore.stdout).toContain('Ledger check: the books balance');

    const restored = await openDatabase(
      loadConfig({ DATABASE_URL: targetUrl, SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox' }).database,
    );
    try {
      const rows = await restored.db
        .selectFrom('money_log')
        .select('memo_params')
        .where('type', '=', 'shop_add')
        .execute();
      const memos = new Set(rows.map((r) => (JSON.parse(r.memo_params) as { memo: string }).memo));
      expect(
        answeredBefore.filter((m) => !memos.has(m)),
        'writes answered before the backup',
      ).toEqual([]);
      const check = await checkLedger(restored.db);
      expect(check).toMatchObject({ off: [], total: 0, brokenTransfers: 0 });
      // The printed count is the table's.
      expect(restore.stdout).toMatch(
        new RegExp(
          `^ {2}money_log +${
            (
              await restored.db
                .selectFrom('money_log')
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n
          }$`,
          'm',
        ),
      );
    } finally {
      await restored.close();
    }

    // A second restore into the now full database is refused and changes nothing.
    const again = await cli(targetUrl, dir, 'restore', file);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(
      /is not empty \(\d+ tables\): restore only into a new.*; nothing was changed\.\n$/,
    );
  }, 180_000);

  it('refuses what is not a backup, and a backup of the other dialect', async () => {
    const notBackup = path.join(dir, 'notes.txt');
    fs.writeFileSync(notBackup, 'not a database at all');
    const target = await freshDatabaseUrl(dir, 'target', cleanups);
    const refused = await cli(target, dir, 'restore', notBackup);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      'is not a backup (neither an SQLite database nor a pg_dump custom-format file)',
    );

    const other = path.join(dir, 'other.backup');
    fs.writeFileSync(
      other,
      TEST_DB === 'sqlite' ? 'PGDMP\u0001\u000e\u0000' : 'SQLite format 3\u0000 and pages',
    );
    const wrongKind = await cli(target, dir, 'restore', other);
    expect(wrongKind.status).toBe(1);
    expect(wrongKind.stderr).toMatch(/is a (SQLite|PostgreSQL) backup, but DATABASE_URL names/);

    const missing = await cli(target, dir, 'restore', path.join(dir, 'nowhere.backup'));
    expect(missing.stderr).toContain('there is no file');
    const usage = await cli(target, dir, 'backup');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('Usage: backup <file>');
  }, 120_000);
});
