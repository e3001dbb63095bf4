import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';
import { TEST_DB, TEST_PG_URL } from './helpers/test-app.ts';

// Crash safety of the books (docs/money.md): a real server process, on a real SQLite file or PostgreSQL database,
// is killed with SIGKILL in the middle of a stream of money operations and started again on the same database.
// Every operation it acknowledged is there, exactly once; an operation in flight at the kill is there whole or not
// at all; the books balance.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Server {
  url: string;
  child: ChildProcess;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      SMS_PROVIDER: 'outbox',
      EMAIL_PROVIDER: 'outbox',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1], child });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

async function call<T>(
  server: Server,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
  body?: object,
): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(server.url + url, {
    method,
    headers: {
      server: '1',
      ...(token ? { 'ba-user-token': token } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as { code: number; msg: string; data: T };
}

async function login(server: Server, username: string): Promise<string> {
  const res = await call<{ userinfo: { token: string } }>(server, 'POST', '/api/NewUser/login', null, {
    username,
    password: 'demo123456',
  });
  if (res.code !== 1) throw new Error(`login ${username}: ${res.msg}`);
  return res.data.userinfo.token;
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

/** A database of the test's dialect that outlives one server process: a file, or a PostgreSQL database. */
async function durableDatabase(): Promise<string> {
  if (TEST_DB === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-crash-'));
    cleanup.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    return `file:${path.join(dir, 'shop.db')}`;
  }
  const name = `crash_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanup.push(async () => {
    const c = new pg.Client({ connectionString: TEST_PG_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

type Outcome = 'acked' | 'refused' | 'unknown';

describe('crash safety of the books', () => {
  it('a server killed with SIGKILL mid-workload loses no acknowledged operation and leaves none half-written', async () => {
    const databaseUrl = await durableDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-crash-data-'));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };

    const first = await startServer(env);
    cleanup.push(() => killed(first.child));
    const shop = await login(first, 'demo_shop');
    const list = await call<{ data: { id: number }[] }>(
      first,
      'GET',
      '/api/shopkeeper.Userlist/list?type=0&per_page=20',
      shop,
    );
    const players = list.data.data.map((p) => p.id);
    expect(players.length).toBeGreaterThan(5);

    // Each operation carries its own memo, so its ledger rows can be found afterwards.
    const outcomes = new Map<string, Outcome>();
    let n = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const memo = `crash-${n++}`;
        const add = crypto.randomInt(3) > 0;
        const body = {
          id: players[crypto.randomInt(players.length)],
          money: (crypto.randomInt(1, 5_000) / 100).toFixed(2),
          memo,
        };
        outcomes.set(memo, 'unknown');
        try {
          const res = await call(
            first,
            'POST',
            `/api/shopkeeper.Userlist/${add ? 'addMoney' : 'delMoney'}`,
            shop,
            body,
          );
          outcomes.set(memo, res.code === 1 ? 'acked' : 'refused');
        } catch {
          return; // the server is gone: this operation stays unknown
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // Kill it once it has acknowledged a good number, while the workers are still sending.
    while ([...outcomes.values()].filter((o) => o === 'acked').length < 200)
      await new Promise((r) => setTimeout(r, 20));
    await killed(first.child);
    stop = true;
    await Promise.all(workers);

    const second = await startServer(env);
    cleanup.push(() => killed(second.child));
    const database = await openDatabase(
      TEST_DB === 'sqlite'
        ? { kind: 'sqlite', url: databaseUrl.slice('file:'.length) }
        : { kind: 'postgres', url: databaseUrl },
    );
    cleanup.push(() => database.close());

    const rows = await database.db
      .selectFrom('money_log')
      .select(['memo_params', 'transfer_id'])
      .where('type', 'in', ['shop_add', 'shop_deduct'])
      .execute();
    const rowsOf = new Map<string, number>();
    for (const r of rows) {
      const memo = (JSON.parse(r.memo_params) as { memo?: string }).memo ?? '';
      rowsOf.set(memo, (rowsOf.get(memo) ?? 0) + 1);
    }
    const acked = [...outcomes].filter(([, o]) => o === 'acked');
    const unknown = [...outcomes].filter(([, o]) => o === 'unknown');
    expect(acked.length).toBeGreaterThanOrEqual(200);
    expect(unknown.length, 'operations in flight at the kill').toBeGreaterThan(0);
    // Acknowledged: exactly one transfer (two rows). Refused: nothing. In flight: whole or nothing.
    expect(acked.filter(([memo]) => rowsOf.get(memo) !== 2)).toEqual([]);
    expect([...outcomes].filter(([memo, o]) => o === 'refused' && rowsOf.has(memo))).toEqual([]);
    expect(unknown.filter(([memo]) => ![undefined, 2].includes(rowsOf.get(memo)))).toEqual([]);
    expect(await checkLedger(database.db)).toMatchObject({ off: [], total: 0, brokenTransfers: 0 });

    // The restarted server goes on taking money operations.
    const again = await login(second, 'demo_shop');
    const after = await call(second, 'POST', '/api/shopkeeper.Userlist/addMoney', again, {
      id: players[0],
      money: '1.00',
      memo: 'after-restart',
    });
    expect(after.code).toBe(1);
  }, 120_000);
});
