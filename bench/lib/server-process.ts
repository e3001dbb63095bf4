/**
 * Child-process entry: boots one server (the real app, a bare Fastify route or a bare ws server) on 127.0.0.1,
 * port 0, and talks to the benchmark over IPC (see protocol.ts). Running each server in its own process keeps
 * the load generator's CPU off the server's event loop and makes process.memoryUsage().rss the server's own.
 * Started by lib/processes.ts; exits when the parent disconnects.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { pathToFileURL } from 'node:url';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../apps/server/src/context.ts';
import {
  monoNow,
  type ChildMessage,
  type MemoryInfo,
  type ParentRequest,
  type ReadyInfo,
  type ServerSpec,
} from './protocol.ts';

/** What a seed module (ServerSpec.seedModules) default-exports. */
export type BenchSeeder = (ctx: AppContext, info: { shopId: number }) => Promise<void>;

interface Running {
  info: ReadyInfo;
  relayAs?(template: Record<string, unknown>): void;
  liveRollups?(on: boolean): void;
  publish(count: number, intervalMs: number, tag: string): Promise<number>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function send(msg: ChildMessage): void {
  process.send?.(msg);
}

let peakRss = 0;
const sampleRss = () => {
  const rss = process.memoryUsage.rss();
  if (rss > peakRss) peakRss = rss;
  return rss;
};
const memory = (): MemoryInfo => {
  const rss = sampleRss();
  return { rss, peakRss, heapUsed: process.memoryUsage().heapUsed };
};

// Each mode imports only what it runs, so a bare server's RSS does not include the app's modules.

async function startApp(spec: ServerSpec): Promise<Running> {
  const { buildApp } = await import('../../apps/server/src/app.ts');
  const { loadConfig } = await import('../../apps/server/src/config.ts');
  const { openMigratedDatabase } = await import('../../apps/server/src/db/migrate.ts');
  const { DEMO_PASSWORD, seedDemo } = await import('../../apps/server/src/seed/demo.ts');
  const { setLiveRollups } =
    await import('../../apps/server/src/modules/statistics/statistics-rollups.service.ts');
  const tempDir = spec.dataDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-bench-'));
  const dataDir = spec.dataDir ?? (tempDir as string);
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`,
    SMS_PROVIDER: 'outbox',
    EMAIL_PROVIDER: 'outbox',
  });
  const database = await openMigratedDatabase(config.database);
  const { app, ctx } = await buildApp({ config, database, logger: false });
  await seedDemo(ctx);

  const login = await app.inject({
    method: 'POST',
    url: '/api/NewUser/login',
    headers: { server: '1', 'content-type': 'application/json' },
    payload: JSON.stringify({ username: 'demo_shop', password: DEMO_PASSWORD }),
  });
  const envelope = login.json() as {
    code: number;
    msg: string;
    data?: { userinfo?: { token?: string; id?: number } };
  };
  const token = envelope.data?.userinfo?.token;
  const shopId = envelope.data?.userinfo?.id;
  if (envelope.code !== 1 || !token || !shopId)
    throw new Error(`demo_shop login failed: ${login.body.slice(0, 300)}`);

  // Seed modules are TypeScript files named at run time; only then is the loader brought in.
  if (spec.seedModules?.length) (await import('tsx/esm/api')).register();
  for (const file of spec.seedModules ?? []) {
    const mod = (await import(pathToFileURL(file).href)) as { default: BenchSeeder };
    await mod.default(ctx, { shopId });
  }

  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    info: { port, token, shopId, pid: process.pid },
    liveRollups: setLiveRollups,
    async publish(count, intervalMs, tag) {
      for (let seq = 0; seq < count; seq++) {
        // An order.changed frame carrying the bench's own fields (its sequence and send time) besides the order's.
        const frame = {
          type: 'order.changed' as const,
          order_id: String(seq),
          State: 1,
          bench: tag,
          seq,
          sent: monoNow(),
        };
        await ctx.events.publish({ shop: shopId }, frame);
        if (intervalMs > 0) await sleep(intervalMs);
      }
      return count;
    },
    async close() {
      await app.close();
      await database.close();
      if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

async function startBareHttp(spec: ServerSpec): Promise<Running> {
  const { default: Fastify } = await import('fastify');
  const body = spec.body ?? '{}';
  const app = Fastify({ logger: false });
  // The bare route answers whatever query string the real one is called with.
  app.get((spec.path ?? '/').split('?')[0]!, (_req, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  return {
    info: { port, pid: process.pid },
    async publish() {
      return 0;
    },
    close: () => app.close(),
  };
}

async function startBareWs(): Promise<Running> {
  const { WebSocketServer } = await import('ws');
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 64 * 1024 });
  await new Promise<void>((resolve, reject) => {
    wss.once('listening', resolve);
    wss.once('error', reject);
  });
  const sockets = new Set<WebSocket>();
  let template: Record<string, unknown> | null = null;
  let lastId = 0;
  // A group message the bare way: read the client's frame, encode the frame every member gets once, send those
  // bytes to every socket (what the hub does, without storing or validating it).
  const relay = (raw: Buffer) => {
    const { content } = JSON.parse(raw.toString()) as { content: string };
    const bytes = Buffer.from(JSON.stringify({ ...template, id: ++lastId, content }));
    for (const s of sockets) if (s.readyState === s.OPEN) s.send(bytes, { binary: false });
  };
  wss.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Echo: the same bytes straight back; a `public` frame goes to everyone once there is a template for it.
    socket.on('message', (data, isBinary) => {
      const raw = data as Buffer;
      if (template && raw.subarray(0, 17).toString() === '{"type":"public",') relay(raw);
      else socket.send(raw, { binary: isBinary });
    });
  });
  const port = (wss.address() as { port: number }).port;
  return {
    info: { port, pid: process.pid },
    relayAs(frame) {
      template = frame;
    },
    async publish(count, intervalMs, tag) {
      // The same fan-out the hub does: one JSON.stringify, one send per open socket.
      for (let seq = 0; seq < count; seq++) {
        const text = JSON.stringify({
          type: 'order.changed',
          bench: tag,
          seq,
          sent: monoNow(),
          order_id: seq,
          state: 1,
        });
        for (const s of sockets) if (s.readyState === s.OPEN) s.send(text);
        if (intervalMs > 0) await sleep(intervalMs);
      }
      return count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.terminate();
        wss.close(() => resolve());
      }),
  };
}

async function main(): Promise<void> {
  if (!process.send)
    throw new Error('server-process.ts must be started by lib/processes.ts (it needs an IPC channel)');
  const spec = JSON.parse(process.env.BENCH_SERVER_SPEC ?? '{}') as ServerSpec;
  const running =
    spec.mode === 'app'
      ? await startApp(spec)
      : spec.mode === 'bare-http'
        ? await startBareHttp(spec)
        : await startBareWs();
  peakRss = 0;
  sampleRss();
  setInterval(sampleRss, 100).unref();

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(0), 5_000);
    force.unref();
    try {
      await running.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('disconnect', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());

  process.on('message', (raw) => {
    const req = raw as ParentRequest;
    void (async () => {
      if (req.type === 'memory') {
        const m = memory();
        if (req.resetPeak) peakRss = m.rss;
        send({ type: 'reply', id: req.id, memory: m });
      } else if (req.type === 'gc') {
        (globalThis as { gc?: () => void }).gc?.();
        // BENCH_HEAP_SNAPSHOT=<dir>: what the heap holds at this point, for DevTools' Memory tab.
        const dir = process.env.BENCH_HEAP_SNAPSHOT;
        if (dir)
          v8.writeHeapSnapshot(path.join(dir, `${spec.mode}-${process.pid}-${Date.now()}.heapsnapshot`));
        send({ type: 'reply', id: req.id, memory: memory() });
      } else if (req.type === 'publish') {
        const published = await running.publish(req.count, req.intervalMs, req.tag);
        send({ type: 'reply', id: req.id, published });
      } else if (req.type === 'relay-template') {
        running.relayAs?.(req.frame);
        send({ type: 'reply', id: req.id });
      } else if (req.type === 'live-rollups') {
        running.liveRollups?.(req.on);
        send({ type: 'reply', id: req.id });
      }
    })();
  });
  send({ type: 'ready', info: running.info });
}

main().catch((err: unknown) => {
  send({ type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exitCode = 1;
  setTimeout(() => process.exit(1), 100).unref();
});
