import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TEST_DB, TEST_PG_URL } from './test-app.ts';

// The real server as a process of its own (`src/server.ts` as `npm start` runs it), on a database that outlives it:
// for what only a whole process shows — its start-up configuration, a kill, another process (the platform CLI)
// changing the database under it.

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Server {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
}

// PostgreSQL refuses to start without real code senders (config.ts); tests write the codes to files.
const PROVIDERS = { SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox' };

/** Starts the server with the test defaults and `env` on top; resolves once it listens. */
export function startServer(env: Record<string, string>): Promise<Server> {
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
      ...PROVIDERS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ url: m[1], child, output: () => output });
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

export async function call<T>(
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

export async function login(server: Server, username: string): Promise<string> {
  const res = await call<{ userinfo: { token: string } }>(server, 'POST', '/api/NewUser/login', null, {
    username,
    password: 'demo123456',
  });
  if (res.code !== 1) throw new Error(`login ${username}: ${res.msg}`);
  return res.data.userinfo.token;
}

export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/**
 * A database of the test's dialect that outlives one server process: a file, or a PostgreSQL database. Its removal
 * is pushed onto `cleanup`.
 */
export async function durableDatabase(cleanup: (() => Promise<void>)[]): Promise<string> {
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

/** The platform CLI (`npm run platform -- …`) as another process on the server's database; answers what it printed. */
export function runPlatformCli(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/platform.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, ...PROVIDERS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (status) => resolve({ status, output })));
}
