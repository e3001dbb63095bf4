import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBusy, openDatabase } from '../src/db/database.ts';
import { inTransaction } from '../src/db/transaction.ts';
import { TEST_DB } from './helpers/test-app.ts';

// The platform CLI and a busy server share one SQLite file: a write waits for the lock, and the CLI tries again when
// the wait runs out, instead of failing with "database is locked".

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe.skipIf(TEST_DB !== 'sqlite')('SQLite shared by several processes', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-busy-'));
    file = path.join(dir, 'shop.db');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  interface Run {
    child: ReturnType<typeof spawn>;
    stderr: () => string;
    done: Promise<{ status: number | null; stdout: string; stderr: string }>;
  }

  /** Starts `npm run platform -- …` on the test's database, without blocking this process. */
  const cli = (...args: string[]): Run => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/platform.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: `file:${file}`, DATA_DIR: dir },
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const done = new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
      child.on('close', (status) => resolve({ status, stdout, stderr })),
    );
    return { child, stderr: () => stderr, done };
  };

  const publish = (issue: string) =>
    cli('publish-draw', '--game', '101', '--issue', issue, '--red', '1,5,9,12,20,33', '--blue', '7');

  async function createShop(): Promise<string> {
    const created = await cli('create-shop', '--username', 'busy_shop', '--password', 'secret123').done;
    expect(created).toMatchObject({ status: 0, stderr: '' });
    return /with id (\d+)/.exec(created.stdout)![1]!;
  }

  it('a transaction that reads, then writes, keeps the lock it began with while another connection wants to write', async () => {
    const database = await openDatabase({ kind: 'sqlite', url: file });
    const other = new Database(file, { timeout: 0 });
    try {
      await sql`create table t (n integer)`.execute(database.db);
      let otherRefused = false;
      await inTransaction({ db: database.db, log: { warn: () => {} } }, async (tx) => {
        await sql`select count(*) from t`.execute(tx.trx);
        try {
          other.prepare('insert into t values (1)').run();
        } catch (err) {
          otherRefused = isBusy(err);
        }
        await sql`insert into t values (2)`.execute(tx.trx);
      });
      expect(otherRefused).toBe(true);
      expect(other.prepare('select n from t').all()).toEqual([{ n: 2 }]);
    } finally {
      other.close();
      await database.close();
    }
  });

  it('the CLI tries again while the database stays locked, and goes on once it is free', async () => {
    await createShop();
    const holder = new Database(file);
    holder.exec('begin immediate');
    const run = publish('2026101');
    while (!run.stderr().includes('trying again') && run.child.exitCode === null)
      await new Promise((r) => setTimeout(r, 50));
    holder.exec('commit');
    holder.close();
    const result = await run.done;
    expect(result.stderr).toBe('The database is busy; trying again (2 of 4)…\n');
    expect(result).toMatchObject({ status: 0 });
    expect(result.stdout).toContain('published: 101 2026101');
  }, 60_000);

  it('the CLI gives up with one line, no stack trace, after its last try', async () => {
    await createShop();
    const holder = new Database(file);
    holder.exec('begin immediate');
    try {
      const result = await publish('2026101').done;
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        'The database is busy; trying again (2 of 4)…',
        'The database is busy; trying again (3 of 4)…',
        'The database is busy; trying again (4 of 4)…',
        'The database stayed locked by another process through 4 tries; nothing was changed. Try again in a moment.',
      ]);
    } finally {
      holder.exec('rollback');
      holder.close();
    }
    const db = new Database(file, { readonly: true });
    expect(db.prepare('select count(*) as n from draws').get()).toEqual({ n: 0 });
    db.close();
  }, 120_000);

  it('publishes 20 draws, every one, while another process keeps writing', async () => {
    const shopId = await createShop();
    const writer = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/write-load.ts', file, shopId], {
      cwd: serverDir,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const writerDone = new Promise((resolve) => writer.on('close', resolve));
    await new Promise((resolve) => writer.stdout.once('data', resolve));
    try {
      const issues = Array.from({ length: 20 }, (_, i) => `2026${101 + i}`);
      const results = [];
      // Five at a time: the CLIs wait for one another too.
      for (let i = 0; i < issues.length; i += 5)
        results.push(...(await Promise.all(issues.slice(i, i + 5).map((issue) => publish(issue).done))));
      expect(results.filter((r) => r.status !== 0).map((r) => r.stderr)).toEqual([]);
      expect(results.map((r) => /published: 101 (\d+)/.exec(r.stdout)?.[1])).toEqual(issues);
    } finally {
      writer.stdin.end();
      await writerDone;
    }
    const db = new Database(file, { readonly: true });
    expect(db.prepare('select count(*) as n from draws').get()).toEqual({ n: 20 });
    // The writer was writing all along.
    expect((db.prepare('select count(*) as n from tokens').get() as { n: number }).n).toBeGreaterThan(100);
    db.close();
  }, 300_000);
});
