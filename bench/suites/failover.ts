/**
 * failover: three real server processes (apps/server/src/server.ts, bundled as `npm start` runs it) on one
 * PostgreSQL database and a Redis of the suite's own, behind nginx run from deploy/nginx.conf on free ports.
 * BENCH_FAILOVER_CLIENTS sockets (default 1,000, all demo_shop) connect through nginx; a writer socket sends a shop
 * group message every BENCH_FAILOVER_INTERVAL ms (each one an event every socket receives, stamped with its send
 * time). Mid-run: kill -9 of one instance, then SIGTERM of another and its restart, then a restart of Redis. Each
 * client reconnects through nginx with its last event number, as the web app does.
 * Reports: catch-up after the kill (kill → the reconnected socket's `ready`, which follows the replay) p99; events
 * lost and duplicated (every client against the outbox, from its first `ready`); push p99 through nginx against a
 * bare `ws` echo (round trip) through a second nginx made from the same template.
 * Needs nginx (scripts/ensure-nginx.sh), redis-server and PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres: a database of its own is created and dropped).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket, { WebSocketServer } from 'ws';
import { bundle } from '../../scripts/bundle.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-runtime.mjs';
import { fmt, fmtInt, percentile } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = path.join(ROOT, 'bench/.build/failover-server.mjs');
const envInt = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const started = Date.now();
  while (!(await Promise.resolve(check()).catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const answers = async (url: string) => (await fetch(url).catch(() => null))?.ok === true;

/** nginx from the template, as an ordinary process with its own directory. */
async function startNginx(dir: string, servers: number[]): Promise<{ port: number; stop(): void }> {
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const conf = fs
    .readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('@@RUN_DIR@@', dir)
    .replace('@@LISTEN@@', `127.0.0.1:${port}`)
    .replace(
      '@@SERVERS@@',
      servers.map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=3s;`).join('\n'),
    );
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  await until('nginx', () => listens(port), 5000);
  return { port, stop: () => child.kill('SIGTERM') };
}

class OwnRedis {
  child: ChildProcess | null = null;
  constructor(readonly port: number) {}
  async start() {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await until('redis', () => listens(this.port), 5000);
  }
  kill() {
    this.child?.kill('SIGKILL');
  }
}

class Instance {
  child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    private env: Record<string, string>,
  ) {}
  async start() {
    this.child = spawn(process.execPath, [...SERVER_NODE_ARGS, ENTRY], {
      env: { ...process.env, ...SERVER_ENV, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await until(`instance ${this.port}`, () => answers(`http://127.0.0.1:${this.port}/ready`), 60_000);
  }
  async signal(sig: NodeJS.Signals) {
    const child = this.child!;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(sig);
    await exited;
  }
}

interface Client {
  socket: WebSocket | null;
  lastSeq: number | undefined;
  firstSeq: number | undefined;
  seen: Set<number>;
  duplicates: number;
  reloads: number;
  /** When the socket dropped at the kill; its catch-up ends at the next `ready`. */
  droppedAt: number | null;
}

const suite: Suite = {
  name: 'failover',
  order: 90,
  description:
    '3 instances on PostgreSQL + Redis behind nginx (deploy/nginx.conf), 1,000 sockets and a chat workload; kill -9, SIGTERM + restart, Redis restart: catch-up p99, events lost/duplicated, push p99 vs a bare ws echo through nginx',
  async run() {
    const clients = envInt('BENCH_FAILOVER_CLIENTS', 1000);
    const intervalMs = envInt('BENCH_FAILOVER_INTERVAL', 50);
    const phaseMs = envInt('BENCH_FAILOVER_PHASE_MS', 4000);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-failover-'));
    const stops: Array<() => unknown> = [];
    const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const dbName = `dzzs_failover_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const dbUrl = new URL(pgUrl);
    dbUrl.pathname = `/${dbName}`;
    try {
      await bundle(path.join(ROOT, 'apps/server/src/server.ts'), ENTRY);
      const redis = new OwnRedis(await freePort());
      await redis.start();
      stops.push(() => redis.kill());
      const env = {
        DATABASE_URL: dbUrl.toString(),
        REDIS_URL: `redis://127.0.0.1:${redis.port}`,
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        SEED_DEMO: '1',
        SMS_PROVIDER: 'outbox',
        EMAIL_PROVIDER: 'outbox',
        DATA_DIR: dir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000',
        SHUTDOWN_GRACE_MS: '500',
      };
      const instances: Instance[] = [];
      for (let i = 0; i < 3; i++) {
        const instance = new Instance(await freePort(), env);
        // The first one migrates and seeds alone.
        await instance.start();
        instances.push(instance);
        stops.push(() => instance.child?.kill('SIGKILL'));
      }
      const nginx = await startNginx(
        path.join(dir, 'nginx'),
        instances.map((i) => i.port),
      );
      stops.push(nginx.stop);
      const base = `127.0.0.1:${nginx.port}`;
      const login = await fetch(`http://${base}/api/NewUser/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo_shop', password: 'demo123456' }),
      });
      const token = ((await login.json()) as { data: { userinfo: { token: string } } }).data.userinfo.token;

      const latencies: number[] = [];
      const catchUps: number[] = [];
      // Push latency is measured in steady state: from a second after the writer starts until the kill.
      let measuring = false;
      const connectClient = (c: Client) => {
        const since = c.lastSeq === undefined ? '' : `&since=${c.lastSeq}`;
        const socket = new WebSocket(`ws://${base}/ws?token=${token}${since}`);
        c.socket = socket;
        socket.on('message', (raw) => {
          const f = JSON.parse(raw.toString()) as { type: string; seq?: number; content?: string };
          if (f.type === 'ready') {
            c.firstSeq ??= f.seq;
            c.lastSeq = f.seq;
            if (c.droppedAt !== null) catchUps.push(now() - c.droppedAt);
            c.droppedAt = null;
          } else if (f.type === 'reload') {
            c.reloads++;
            c.lastSeq = f.seq;
          } else if (typeof f.seq === 'number') {
            if (c.seen.has(f.seq)) c.duplicates++;
            c.seen.add(f.seq);
            c.lastSeq = Math.max(c.lastSeq ?? 0, f.seq);
            if (f.type === 'public' && measuring && f.content?.startsWith('t:'))
              latencies.push(now() - Number(f.content.slice(2)));
          }
        });
        socket.on('error', () => {});
        socket.on('close', (code) => {
          if (!running) return;
          if (code === 1006 && killAt !== null && c.droppedAt === null) c.droppedAt = killAt;
          // The web app reconnects at once after 1012 and after a drop (its first retry), with some jitter.
          setTimeout(() => connectClient(c), Math.random() * 200);
        });
      };
      let running = true;
      let killAt: number | null = null;
      const all: Client[] = Array.from({ length: clients }, () => ({
        socket: null,
        lastSeq: undefined,
        firstSeq: undefined,
        seen: new Set(),
        duplicates: 0,
        reloads: 0,
        droppedAt: null,
      }));
      for (let i = 0; i < all.length; i += 100) {
        all.slice(i, i + 100).forEach(connectClient);
        await sleep(100);
      }
      await until('every client ready', () => all.every((c) => c.firstSeq !== undefined), 60_000);

      // The writer: a shop group message every interval through its own socket (reconnecting like the others).
      let sent = 0;
      const writerBox: { socket: WebSocket | null } = { socket: null };
      const openWriter = () => {
        const writer = new WebSocket(`ws://${base}/ws?token=${token}`);
        writerBox.socket = writer;
        writer.on('close', () => running && setTimeout(openWriter, 100));
        writer.on('error', () => {});
      };
      openWriter();
      const tick = setInterval(() => {
        const writer = writerBox.socket;
        if (writer?.readyState !== WebSocket.OPEN) return;
        writer.send(JSON.stringify({ type: 'public', content: `t:${now()}` }));
        sent++;
      }, intervalMs);

      // Reads through nginx all along: how many answers were 5xx (or failed) across the kill, the SIGTERM and Redis.
      const http = { ok: 0, failed: 0 };
      const reader = setInterval(() => {
        fetch(`http://${base}/api/NewUser/index`, {
          headers: { 'ba-user-token': token, 'cache-control': 'no-cache' },
        })
          .then((res) => (res.status >= 500 ? http.failed++ : http.ok++))
          .catch(() => http.failed++);
      }, 20);
      await sleep(1000);
      measuring = true;
      await sleep(phaseMs);
      const pushBefore = [...latencies];
      measuring = false;
      // kill -9 of the first instance.
      killAt = now();
      instances[0]!.child!.kill('SIGKILL');
      await sleep(phaseMs);
      killAt = null;
      // SIGTERM of the second, and its restart.
      await instances[1]!.signal('SIGTERM');
      await instances[1]!.start();
      await sleep(phaseMs);
      // Redis restarts.
      redis.kill();
      await sleep(1000);
      await redis.start();
      await sleep(phaseMs);
      clearInterval(tick);
      clearInterval(reader);
      await sleep(3000);
      running = false;

      // Every client against the outbox: from its first ready, every group message of the shop once.
      const db = new pg.Client({ connectionString: dbUrl.toString() });
      await db.connect();
      const shop = (await db.query(`select id from users where username = 'demo_shop'`)).rows[0].id as number;
      const events = (
        await db.query(
          `select seq from ws_events where shop_id = $1 and frame like '%"type":"public"%' order by seq`,
          [shop],
        )
      ).rows.map((r) => Number(r.seq));
      await db.end();
      let lost = 0;
      let duplicated = 0;
      let reloads = 0;
      for (const c of all) {
        duplicated += c.duplicates;
        reloads += c.reloads;
        for (const seq of events) if (seq > c.firstSeq! && !c.seen.has(seq)) lost++;
      }
      for (const c of all) c.socket?.terminate();
      writerBox.socket?.terminate();

      // The bare echo through a second nginx from the same template.
      const echoPort = await freePort();
      const echo = new WebSocketServer({ port: echoPort, host: '127.0.0.1', path: '/ws' });
      echo.on('connection', (s) => s.on('message', (m) => s.send(m.toString())));
      const bareNginx = await startNginx(path.join(dir, 'nginx-bare'), [echoPort]);
      const echoLatencies: number[] = [];
      {
        stops.push(bareNginx.stop);
        const sockets = await Promise.all(
          Array.from({ length: Math.min(clients, 1000) }, async () => {
            const s = new WebSocket(`ws://127.0.0.1:${bareNginx.port}/ws`);
            s.on('message', (m) => echoLatencies.push(now() - Number(JSON.parse(m.toString()).t)));
            await new Promise((r) => s.once('open', r));
            return s;
          }),
        );
        for (let i = 0; i < 40; i++) {
          for (const s of sockets) s.send(JSON.stringify({ type: 'public', content: 'x', t: now() }));
          await sleep(intervalMs);
        }
        await sleep(500);
        for (const s of sockets) s.terminate();
      }
      echo.close();

      const pushP99 = percentile(pushBefore, 99);
      const echoP99 = percentile(echoLatencies, 99);
      const catchUpP99 = percentile(catchUps, 99);
      process.stdout.write(
        `  reads through nginx: ${fmtInt(http.ok)} answered, ${fmtInt(http.failed)} 5xx or failed\n` +
          `  ${fmtInt(clients)} clients, ${fmtInt(sent)} group messages (${fmtInt(events.length)} in the outbox); ${catchUps.length} sockets dropped by the kill; ${reloads} reloads\n` +
          `  catch-up after kill -9: p50 ${fmt(percentile(catchUps, 50), 0)} ms, p99 ${fmt(catchUpP99, 0)} ms\n` +
          `  push through nginx p50 ${fmt(percentile(pushBefore, 50))} ms p99 ${fmt(pushP99)} ms; bare echo through nginx p50 ${fmt(percentile(echoLatencies, 50))} ms p99 ${fmt(echoP99)} ms\n`,
      );
      return {
        budgets: [
          {
            budget: 'catch-up after kill -9 p99 ≤ 5 s',
            measured: `${fmt(catchUpP99 / 1000)} s`,
            pass: catchUpP99 <= 5000,
          },
          { budget: 'events lost = 0', measured: String(lost), pass: lost === 0 },
          { budget: 'events duplicated = 0', measured: String(duplicated), pass: duplicated === 0 },
          {
            budget: 'reads through nginx answered 5xx or failed (GETs are retried on the next instance)',
            measured: String(http.failed),
            pass: http.failed === 0,
            reference: true,
          },
          {
            budget: 'push p99 through nginx ≤ 2× bare ws echo p99 through nginx',
            measured: `${fmt(pushP99 / echoP99)}×`,
            pass: pushP99 <= 2 * echoP99,
          },
        ],
        numbers: {
          clients,
          sent,
          events: events.length,
          lost,
          duplicated,
          reloads,
          catchUps: catchUps.length,
          catchUpP99,
          pushP99,
          echoP99,
        },
      };
    } finally {
      for (const stop of stops.reverse()) stop();
      await sleep(500);
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default suite;
