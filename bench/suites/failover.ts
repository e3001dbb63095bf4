/**
 * failover: three real server processes (apps/server/src/server.ts, bundled as `npm start` runs it) on one
 * PostgreSQL database and a Redis of the suite's own, behind nginx run from deploy/nginx.conf on free ports.
 * BENCH_FAILOVER_CLIENTS sockets connect through nginx, half as demo_shop and half as partner_shop. The workload, in
 * each shop: a writer socket sends a shop group message every 2 × BENCH_FAILOVER_INTERVAL ms (stamped with its send
 * time), and its players place orders through HTTP (Order/create, a single bet) that the shop takes (接单) at once.
 * Mid-run: kill -9 of one instance, then SIGTERM of another and its restart, then a restart of Redis. Each client
 * reconnects through nginx with its last event number, as the web app does.
 * Checks afterwards: every client received every event of its shop meant for it, once and in order (or a `reload`
 * that covers it); every write answered code 1 is in the database; the ledger check passes; which HTTP answers were
 * 5xx, and whether they were in flight at the kill. Reports catch-up after the kill (the dropped socket's `ready`,
 * which follows the replay) p50/p99, and push p99 through nginx against a bare `ws` echo (round trip) through a
 * second nginx made from the same template, measured at the same moments before the kill.
 * BENCH_FAILOVER_SERVER names another server entry to bundle (a checkout of another commit), to compare builds.
 * Needs nginx (scripts/ensure-nginx.sh), redis-server and PostgreSQL (BENCH_PG_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres: a database of its own is created and dropped).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket, { WebSocketServer } from 'ws';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { checkLedger } from '../../apps/server/src/modules/ledger/ledger-check.ts';
import { bundle } from '../../scripts/bundle.mjs';
import { freePort, Instance, OwnRedis, sleep, startNginx, until } from '../lib/failover-cluster.ts';
import { fmt, fmtInt, percentile } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = path.join(ROOT, 'bench/.build/failover-server.mjs');
const envInt = (name: string, fallback: number) => Number(process.env[name] ?? fallback) || fallback;
const now = () => performance.timeOrigin + performance.now();
/** How long after the kill a request may start and still count as in flight at the kill. */
const AT_KILL_MS = 250;
/** How long the clients may take, once the workload stops, to stand at their shops' heads. */
const SETTLE_MS = 30_000;
/** Players placing orders in each shop. */
const PLAYERS = 5;

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

interface Shop {
  username: string;
  id: number;
  token: string;
  players: Array<{ id: number; token: string }>;
  /** 福彩3D and/or 排列三, whichever are on sale. */
  games: number[];
}

interface Client {
  shop: Shop;
  socket: WebSocket | null;
  lastSeq: number | undefined;
  firstSeq: number | undefined;
  seen: Set<number>;
  duplicates: number;
  /** Frames that came with a number lower than one received before. */
  outOfOrder: number;
  reloads: number;
  /** The highest number a `reload` told this client to refetch up to. */
  reloadedUpTo: number;
  /** When the socket dropped at the kill; its catch-up ends at the next `ready`. */
  droppedAt: number | null;
}

/** An HTTP call through nginx, timed: what came back and when it started and ended. */
interface Answer {
  route: string;
  status: number;
  body: Envelope | null;
  started: number;
  ended: number;
}

const suite: Suite = {
  name: 'failover',
  order: 90,
  description:
    '3 instances on PostgreSQL + Redis behind nginx (deploy/nginx.conf), sockets of 2 shops, orders and chat; kill -9, SIGTERM + restart, Redis restart: events each once in order, acknowledged writes stored, ledger, 5xx, catch-up p50/p99, push p99 vs a bare ws echo through nginx',
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
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    try {
      await bundle(process.env.BENCH_FAILOVER_SERVER ?? path.join(ROOT, 'apps/server/src/server.ts'), ENTRY);
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
        SHUTDOWN_GRACE_MS: '1000',
      };
      const instances: Instance[] = [];
      for (let i = 0; i < 3; i++) {
        const instance = new Instance(await freePort(), ENTRY, env);
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

      const answers: Answer[] = [];
      const call = async <T>(
        method: 'GET' | 'POST',
        route: string,
        token: string,
        body?: unknown,
      ): Promise<Answer & { body: Envelope<T> | null }> => {
        const started = now();
        let answer: Answer;
        try {
          const res = await fetch(`http://${base}${route}`, {
            method,
            headers: {
              'ba-user-token': token,
              'content-type': 'application/json',
              'cache-control': 'no-cache',
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          const text = await res.text();
          let parsed: Envelope | null = null;
          try {
            parsed = JSON.parse(text) as Envelope;
          } catch {
            // nginx's own error page.
          }
          answer = { route, status: res.status, body: parsed, started, ended: now() };
        } catch {
          answer = { route, status: 0, body: null, started, ended: now() };
        }
        answers.push(answer);
        return answer as Answer & { body: Envelope<T> | null };
      };
      const must = async <T>(what: string, a: Promise<Answer & { body: Envelope<T> | null }>) => {
        const r = await a;
        if (r.body?.code !== 1) throw new Error(`${what}: ${r.status} ${r.body?.msg ?? ''}`);
        return r.body.data;
      };

      // The two shops, and players of each: demo_shop has its players; partner_shop gets some, made in the
      // database as the demo's are (same password), with a balance its owner adds through HTTP.
      await db.connect();
      const shops: Shop[] = [];
      for (const username of ['demo_shop', 'partner_shop']) {
        const login = await must<{ userinfo: { token: string; id: number } }>(
          `${username} login`,
          call('POST', '/api/NewUser/login', '', { username, password: 'demo123456' }),
        );
        shops.push({ username, id: login.userinfo.id, token: login.userinfo.token, players: [], games: [] });
      }
      const [demo, partner] = shops as [Shop, Shop];
      for (let i = 1; i <= PLAYERS; i++)
        await db.query(
          `insert into users (username, nickname, group_id, shop_id, mobile, password_hash, create_time, update_time)
           select $1, $1, group_id, $2, $3, password_hash, create_time, update_time from users where username = 'player01'`,
          [`bench_p${i}`, partner.id, `1370000${String(i).padStart(4, '0')}`],
        );
      for (const shop of shops)
        for (let i = 1; i <= PLAYERS; i++) {
          const username = shop === demo ? `player0${i}` : `bench_p${i}`;
          const login = await must<{ userinfo: { token: string; id: number } }>(
            `${username} login`,
            call('POST', '/api/bettingend.User/login', '', { username, password: 'demo123456' }),
          );
          shop.players.push(login.userinfo);
          await must(
            'addMoney',
            call('POST', '/api/shopkeeper.Userlist/addMoney', shop.token, {
              id: login.userinfo.id,
              money: 50_000,
              memo: 'bench',
            }),
          );
        }
      for (const shop of shops) {
        const games = await must<Array<{ game_id: number; issue: unknown }>>(
          'games',
          call('GET', '/api/bettingend.Game/list', shop.players[0]!.token),
        );
        shop.games = games
          .filter((g) => (g.game_id === 102 || g.game_id === 202) && g.issue)
          .map((g) => g.game_id);
        if (!shop.games.length)
          throw new Error(`${shop.username}: neither 福彩3D nor 排列三 is on sale in the demo calendar now`);
      }

      const latencies: number[] = [];
      const catchUps: number[] = [];
      // Push latency is measured in steady state: from a second after the workload starts until the kill.
      let measuring = false;
      let running = true;
      let killAt: number | null = null;
      const connectClient = (c: Client) => {
        const since = c.lastSeq === undefined ? '' : `&since=${c.lastSeq}`;
        const socket = new WebSocket(`ws://${base}/ws?token=${c.shop.token}${since}`);
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
            c.reloadedUpTo = Math.max(c.reloadedUpTo, f.seq ?? 0);
            c.lastSeq = f.seq;
          } else if (typeof f.seq === 'number') {
            if (c.seen.has(f.seq)) c.duplicates++;
            else if (f.seq <= (c.lastSeq ?? 0)) c.outOfOrder++;
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
      const all: Client[] = Array.from({ length: clients }, (_, i) => ({
        shop: shops[i % 2]!,
        socket: null,
        lastSeq: undefined,
        firstSeq: undefined,
        seen: new Set(),
        duplicates: 0,
        outOfOrder: 0,
        reloads: 0,
        reloadedUpTo: 0,
        droppedAt: null,
      }));
      for (let i = 0; i < all.length; i += 100) {
        all.slice(i, i + 100).forEach(connectClient);
        await sleep(100);
      }
      await until('every client ready', () => all.every((c) => c.firstSeq !== undefined), 60_000);

      // The bare echo, measured side by side with the pushes (same moments, same load on the machine): a `ws` echo
      // server behind a second nginx from the same template, as many sockets; at each tick the half of them that
      // matches the shop whose writer speaks sends a stamped frame, so both sides move as many frames.
      const echoPort = await freePort();
      const echo = new WebSocketServer({ port: echoPort, host: '127.0.0.1', path: '/ws' });
      echo.on('connection', (s) => s.on('message', (m) => s.send(m.toString())));
      const bareNginx = await startNginx(path.join(dir, 'nginx-bare'), [echoPort]);
      stops.push(bareNginx.stop);
      stops.push(() => echo.close());
      const echoLatencies: number[] = [];
      const echoSockets = await Promise.all(
        Array.from({ length: clients }, async () => {
          const s = new WebSocket(`ws://127.0.0.1:${bareNginx.port}/ws`);
          s.on('message', (m) => measuring && echoLatencies.push(now() - Number(JSON.parse(m.toString()).t)));
          await new Promise((r) => s.once('open', r));
          return s;
        }),
      );
      const echoHalves = shops.map((_, h) => echoSockets.filter((_, i) => i % shops.length === h));

      // Chat: a writer per shop sends a group message every other interval through its own socket (reconnecting
      // like the others); the two shops' writers take turns.
      let sent = 0;
      const writers = shops.map((shop) => {
        const box: { socket: WebSocket | null } = { socket: null };
        const open = () => {
          const writer = new WebSocket(`ws://${base}/ws?token=${shop.token}`);
          box.socket = writer;
          writer.on('close', () => running && setTimeout(open, 100));
          writer.on('error', () => {});
        };
        open();
        return box;
      });
      let turn = 0;
      const tick = setInterval(() => {
        const half = turn++ % writers.length;
        const writer = writers[half]!.socket;
        if (writer?.readyState === WebSocket.OPEN) {
          writer.send(JSON.stringify({ type: 'public', content: `t:${now()}` }));
          sent++;
        }
        if (measuring)
          for (const s of echoHalves[half]!)
            s.send(JSON.stringify({ type: 'public', content: 'x', t: now() }));
      }, intervalMs);

      // Orders: in each shop, players place single bets one after another, and the shop that receives each takes it
      // at once — demo_shop's 排列三 orders are handed over to partner_shop by themselves (the demo's cooperation),
      // so both shops hear of them.
      const placed: string[] = [];
      const taken = new Set<string>();
      let ordering = true;
      const orderLoop = async (shop: Shop) => {
        for (let n = 0; ordering; n++) {
          const player = shop.players[n % shop.players.length]!;
          const created = await call<{ order_id: string }>(
            'POST',
            '/api/bettingend.Order/create',
            player.token,
            {
              consent: 1,
              game_id: shop.games[n % shop.games.length],
              content: [
                {
                  beilv: 1,
                  switch: 0,
                  play: '直选',
                  data: {
                    list: { red: [[n % 10], [(n + 1) % 10], [(n + 2) % 10]], blue: [] },
                    dan: { red: [], blue: [] },
                  },
                },
              ],
            },
          );
          if (created.body?.code === 1) {
            const orderId = created.body.data.order_id;
            const receiving = Number(
              (await db.query(`select receiving_shop_id from orders where order_id = $1`, [orderId])).rows[0]
                ?.receiving_shop_id,
            );
            placed.push(orderId);
            const taker = shops.find((s) => s.id === receiving) ?? shop;
            const took = await call(
              'GET',
              `/api/shopkeeper.Order/OrderReceiving?order_id=${orderId}`,
              taker.token,
            );
            if (took.body?.code === 1) taken.add(orderId);
          }
          await sleep(intervalMs * 2);
        }
      };
      const orderLoops = shops.map(orderLoop);

      // Reads through nginx all along.
      const reader = setInterval(() => void call('GET', '/api/NewUser/index', demo.token), 100);
      await sleep(1000);
      measuring = true;
      await sleep(phaseMs);
      const pushBefore = [...latencies];
      measuring = false;
      for (const s of echoSockets) s.terminate();
      // kill -9 of the first instance.
      killAt = now();
      const killedAt = killAt;
      instances[0]!.child!.kill('SIGKILL');
      await sleep(phaseMs);
      killAt = null;
      // SIGTERM of the second, and its restart.
      // As an orchestrator does: the instance leaves nginx's list, then gets SIGTERM; back in the list once ready.
      await nginx.setDown([instances[1]!.port]);
      const sigtermAt = now();
      await instances[1]!.signal('SIGTERM');
      await instances[1]!.start();
      await nginx.setDown([]);
      await sleep(phaseMs);
      // Redis restarts.
      const redisAt = now();
      redis.kill();
      await sleep(1000);
      await redis.start();
      await sleep(phaseMs);
      clearInterval(tick);
      clearInterval(reader);
      ordering = false;
      await Promise.all(orderLoops);
      // Settling: until every client stands at its shop's head (up to SETTLE_MS); what is missing then is lost.
      const settleStarted = now();
      const heads = new Map<number, number>();
      await until(
        'settling',
        async () => {
          for (const shop of shops)
            heads.set(
              shop.id,
              Number(
                (await db.query(`select seq from ws_event_heads where shop_id = $1`, [shop.id])).rows[0]
                  ?.seq ?? 0,
              ),
            );
          return all.every((c) => (c.lastSeq ?? 0) >= heads.get(c.shop.id)!);
        },
        SETTLE_MS,
      ).catch(() => {});
      const settleMs = now() - settleStarted;
      const behind = all.filter((c) => (c.lastSeq ?? 0) < heads.get(c.shop.id)!).length;
      running = false;
      for (const c of all) c.socket?.terminate();
      for (const w of writers) w.socket?.terminate();

      // Every client against the outbox: from its first ready, every event of its shop meant for a shop account.
      const eventsOf = new Map<number, number[]>();
      for (const shop of shops) {
        const rows = await db.query(`select seq, audience from ws_events where shop_id = $1 order by seq`, [
          shop.id,
        ]);
        eventsOf.set(
          shop.id,
          rows.rows
            .filter((r) => {
              const a = JSON.parse(r.audience as string) as {
                shop?: number;
                group?: number;
                users?: number[];
              };
              return a.shop === shop.id || a.group === shop.id || (a.users ?? []).includes(shop.id);
            })
            .map((r) => Number(r.seq)),
        );
      }
      let lost = 0;
      let duplicated = 0;
      let outOfOrder = 0;
      let reloads = 0;
      let coveredByReload = 0;
      for (const c of all) {
        duplicated += c.duplicates;
        outOfOrder += c.outOfOrder;
        reloads += c.reloads;
        for (const seq of eventsOf.get(c.shop.id)!)
          if (seq > c.firstSeq! && !c.seen.has(seq)) {
            if (seq <= c.reloadedUpTo) coveredByReload++;
            else lost++;
          }
      }
      // Every write answered code 1 is stored: each order placed, and taken (no longer 待接单) when 接单 said so.
      const stored = new Map(
        (await db.query(`select order_id, state from orders where order_id = any($1)`, [placed])).rows.map(
          (r) => [r.order_id as string, Number(r.state)],
        ),
      );
      let missingWrites = 0;
      for (const orderId of placed) {
        const state = stored.get(orderId);
        if (state === undefined || (taken.has(orderId) && state === 1)) missingWrites++;
      }
      const messagesStored = Number(
        (await db.query(`select count(*) as n from chat_messages where to_id = 0 and content like 't:%'`))
          .rows[0].n,
      );
      const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString() });
      const ledger = await checkLedger(handle.db);
      await handle.close();
      const ledgerOk = !ledger.off.length && ledger.total === 0 && ledger.brokenTransfers === 0;
      const fivexx = answers.filter((a) => a.status >= 500 || a.status === 0);
      // In flight at the kill: answered after it, and sent before it or so soon after (AT_KILL_MS) that nginx could
      // still take a kept-alive connection to the dead instance whose closing it had not seen yet.
      const atKill = (a: Answer) => a.started <= killedAt + AT_KILL_MS && a.ended >= killedAt;
      const inFlightAtKill = fivexx.filter(atKill).length;
      // Each with when it happened: seconds after the kill, the SIGTERM and the Redis restart.
      const since = (t: number, mark: number) => fmt((t - mark) / 1000, 2);
      const listed = fivexx.map(
        (a) =>
          `    ${a.status || 'failed'} ${a.route.split('?')[0]} ${since(a.started, killedAt)}/${since(a.started, sigtermAt)}/${since(a.started, redisAt)} s after kill/SIGTERM/Redis, ${fmt(a.ended - a.started, 0)} ms\n`,
      );

      const pushP99 = percentile(pushBefore, 99);
      const echoP99 = percentile(echoLatencies, 99);
      const catchUpP50 = percentile(catchUps, 50);
      const catchUpP99 = percentile(catchUps, 99);
      const events = [...eventsOf.values()].reduce((n, e) => n + e.length, 0);
      process.stdout.write(
        `  ${fmtInt(clients)} clients of 2 shops; ${fmtInt(sent)} group messages sent (${fmtInt(messagesStored)} stored), ${fmtInt(placed.length)} orders placed (${fmtInt(taken.size)} taken); ${fmtInt(events)} events for shop accounts in the outbox\n` +
          `  HTTP through nginx: ${fmtInt(answers.length)} calls, ${fivexx.length} 5xx or failed (${inFlightAtKill} in flight at the kill); acknowledged writes missing: ${missingWrites}; ledger check: ${ledgerOk ? 'the books balance' : `OFF ${JSON.stringify(ledger)}`}\n` +
          listed.join('') +
          `  settled in ${fmt(settleMs / 1000, 1)} s (${behind} clients still behind their shop's head after ${SETTLE_MS / 1000} s)\n` +
          `  ${catchUps.length} sockets dropped by the kill; events lost ${lost}, duplicated ${duplicated}, out of order ${outOfOrder}; ${reloads} reloads (covering ${coveredByReload} events)\n` +
          `  catch-up after kill -9: p50 ${fmt(catchUpP50, 0)} ms, p99 ${fmt(catchUpP99, 0)} ms\n` +
          `  push through nginx p50 ${fmt(percentile(pushBefore, 50))} ms p99 ${fmt(pushP99)} ms | bare echo through nginx p50 ${fmt(percentile(echoLatencies, 50))} ms p99 ${fmt(echoP99)} ms | ${fmt(pushP99 / echoP99)}×\n`,
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
          { budget: 'events out of order = 0', measured: String(outOfOrder), pass: outOfOrder === 0 },
          {
            budget: 'acknowledged writes missing from the database = 0',
            measured: String(missingWrites),
            pass: missingWrites === 0,
          },
          { budget: 'ledger check passes', measured: ledgerOk ? 'balanced' : 'OFF', pass: ledgerOk },
          {
            budget: 'HTTP 5xx or failed only in flight at the kill',
            measured: `${fivexx.length - inFlightAtKill} other`,
            pass: fivexx.length === inFlightAtKill,
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
          messagesStored,
          orders: placed.length,
          taken: taken.size,
          events,
          lost,
          duplicated,
          outOfOrder,
          reloads,
          coveredByReload,
          missingWrites,
          settleMs,
          behind,
          http: answers.length,
          fivexx: fivexx.length,
          inFlightAtKill,
          ledgerOk,
          catchUps: catchUps.length,
          catchUpP50,
          catchUpP99,
          pushP99,
          echoP99,
        },
      };
    } finally {
      for (const stop of stops.reverse()) stop();
      await sleep(500);
      await db.end().catch(() => {});
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  },
};

export default suite;
