/**
 * websocket: 1,000 clients (all demo_shop) on the real server's /ws?token=…; the server process publishes
 * `order.changed` events to the shop through ctx.events (the hub fans each out to every socket), each carrying
 * its send time on the machine-wide monotonic clock; each client records receive − send. In the same run, 1,000
 * clients on a bare `ws` echo server: every client sends a frame of the same shape each tick and the server echoes
 * it; latency = round trip. A shop group chat message is measured against its like-for-like floor, a bare group
 * message: on each side one of the 1,000 clients sends the same `public` frame at the same pace; the real server
 * validates and stores it and delivers it to every member (docs/chat.md), the bare `ws` server relays it to every
 * socket as the very frame the real one sent (taken from the real run, with the client's content), encoded once.
 * So both sides carry the same bytes, to the same 1,000 receivers, read by the same client code. Both sets of
 * clients stay connected; measurements alternate push / chat / echo / bare group message round after round so
 * drift of the shared machine lands on all four.
 * Server RSS = process.memoryUsage().rss of the server's own process (lib/server-process.ts), peak sampled every
 * 100 ms, with the clients connected.
 *
 * Env: BENCH_WS_CLIENTS (1000), BENCH_WS_EVENTS (measured events per target, default 100), BENCH_WS_ROUNDS (5),
 * BENCH_WS_INTERVAL (ms between events, default 50).
 */
import crypto from 'node:crypto';
import { startServer, type ServerProcess } from '../lib/processes.ts';
import { monoNow } from '../lib/protocol.ts';
import { fmt, fmtInt, fmtMb, summarize, table, type Summary } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';
import { ClientPool } from '../lib/ws-clients.ts';

const P99_RATIO_BUDGET = 2;
const RSS_BUDGET = 160 * 1024 * 1024;
const WARMUP_EVENTS = 10;

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw ? Number(raw) : fallback;
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number (got ${JSON.stringify(raw)})`);
  return n;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const newTag = () => `b${crypto.randomBytes(6).toString('hex')}`;

type Kind = 'push' | 'chat' | 'echo' | 'relay';

interface PhaseResult {
  latencies: number[];
  expected: number;
  received: number;
  /** Bytes of the frames received. */
  bytes: number;
}

interface Settings {
  clients: number;
  events: number;
  intervalMs: number;
  rounds: number;
}

/** Server-side fan-out (push): the server process stamps and sends `count` events. */
async function fanOut(
  server: ServerProcess,
  pool: ClientPool,
  count: number,
  intervalMs: number,
): Promise<PhaseResult> {
  const tag = newTag();
  pool.record(tag);
  await server.publish(count, intervalMs, tag);
  return { ...(await pool.collect(count * pool.size, 10_000)), expected: count * pool.size };
}

/**
 * A group message (the real chat, or the bare relay): one client sends a `public` message whose text is the
 * stamped benchmark frame; the server delivers it to every socket, the sender's included. A client may send 20
 * frames a second, so the messages go at least 60 ms apart, on both sides.
 */
async function groupChat(pool: ClientPool, count: number, intervalMs: number): Promise<PhaseResult> {
  const tag = newTag();
  pool.record(tag);
  const sender = pool.sockets[0]!;
  for (let seq = 0; seq < count; seq++) {
    sender.send(
      JSON.stringify({ type: 'public', content: JSON.stringify({ bench: tag, seq, sent: monoNow() }) }),
    );
    await sleep(Math.max(intervalMs, 60));
  }
  return { ...(await pool.collect(count * pool.size, 10_000)), expected: count * pool.size };
}

/** Echo: every client sends one stamped frame per tick; the bare server sends it back. */
async function echo(pool: ClientPool, count: number, intervalMs: number): Promise<PhaseResult> {
  const tag = newTag();
  pool.record(tag);
  for (let seq = 0; seq < count; seq++) {
    for (const s of pool.sockets)
      s.send(
        JSON.stringify({
          type: 'order.changed',
          order_id: String(seq),
          State: 1,
          bench: tag,
          seq,
          sent: monoNow(),
        }),
      );
    await sleep(intervalMs);
  }
  return { ...(await pool.collect(count * pool.size, 10_000)), expected: count * pool.size };
}

/** A real group chat frame without its id and content: what the bare relay fills in for each message. */
function relayTemplate(text: string): Record<string, unknown> {
  if (!text) throw new Error('no group chat frame arrived to copy for the bare relay');
  const { id: _id, content: _content, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
}

const suite: Suite = {
  name: 'websocket',
  order: 50,
  description: '1,000 ws clients: order push p99 on the real /ws vs a bare ws echo p99; server RSS',
  async run() {
    const settings: Settings = {
      clients: envInt('BENCH_WS_CLIENTS', 1000),
      events: envInt('BENCH_WS_EVENTS', 100),
      intervalMs: envInt('BENCH_WS_INTERVAL', 50),
      rounds: envInt('BENCH_WS_ROUNDS', 5),
    };
    const perPhase = Math.max(1, Math.round(settings.events / settings.rounds));
    const out = (s: string) => process.stdout.write(s);
    out(
      `  ${fmtInt(settings.clients)} clients on each server; ${settings.rounds} rounds of push/chat/echo/bare group message, ${perPhase} events each (${WARMUP_EVENTS} warm-up first), ${settings.intervalMs} ms apart (group messages ${Math.max(settings.intervalMs, 60)} ms)\n  `,
    );

    const app = await startServer({ mode: 'app' });
    const bare = await startServer({ mode: 'bare-ws' });
    let appPool: ClientPool | null = null;
    let barePool: ClientPool | null = null;
    try {
      const bootMemory = await app.gc();
      await app.memory(true);
      const bareBoot = await bare.gc();
      await bare.memory(true);

      let t0 = Date.now();
      appPool = await ClientPool.open(
        `${app.wsUrl}/ws?token=${encodeURIComponent(app.info.token ?? '')}`,
        settings.clients,
        { readyFrame: 'ready' },
      );
      const appConnectMs = Date.now() - t0;
      t0 = Date.now();
      barePool = await ClientPool.open(bare.wsUrl, settings.clients);
      const bareConnectMs = Date.now() - t0;
      const connectMs: Record<Kind, number> = {
        push: appConnectMs,
        chat: appConnectMs,
        echo: bareConnectMs,
        relay: bareConnectMs,
      };
      const pools = { app: appPool, bare: barePool };

      const run = (kind: Kind, n: number) =>
        kind === 'push'
          ? fanOut(app, pools.app, n, settings.intervalMs)
          : kind === 'chat'
            ? groupChat(pools.app, n, settings.intervalMs)
            : kind === 'echo'
              ? echo(pools.bare, n, settings.intervalMs)
              : groupChat(pools.bare, n, settings.intervalMs);
      const order: Kind[] = ['push', 'chat', 'echo', 'relay'];
      for (const kind of order) {
        await run(kind, WARMUP_EVENTS);
        // The bare relay sends what the real server sent to its members: the frame of a real group message.
        if (kind === 'chat') await bare.relayAs(relayTemplate(pools.app.lastFrame));
      }
      const results: Record<Kind, PhaseResult[]> = { push: [], chat: [], echo: [], relay: [] };
      for (let round = 0; round < settings.rounds; round++) {
        for (const kind of order) {
          results[kind].push(await run(kind, perPhase));
          out({ push: 'P', chat: 'C', echo: 'E', relay: 'R' }[kind]);
        }
      }
      out('\n');
      const appMemory = await app.memory();
      const bareMemory = await bare.memory();
      // What each connected socket holds on the server's heap, read after a full collection.
      const heldPerSocket = ((await app.gc()).heapUsed - bootMemory.heapUsed) / settings.clients;

      const merged = (kind: Kind) => {
        const rs = results[kind];
        const all = rs.flatMap((r) => r.latencies);
        return {
          summary: summarize(all),
          expected: rs.reduce((s, r) => s + r.expected, 0),
          received: rs.reduce((s, r) => s + r.received, 0),
          bytes: rs.reduce((s, r) => s + r.bytes, 0),
          connectMs: connectMs[kind],
        };
      };
      const push = merged('push');
      const chat = merged('chat');
      const echoR = merged('echo');
      const relay = merged('relay');
      const row = (
        label: string,
        m: { summary: Summary; expected: number; received: number; bytes: number; connectMs: number },
        rss: number,
      ) => [
        label,
        fmt(m.summary.p50),
        fmt(m.summary.p99),
        fmt(m.summary.max),
        `${fmtInt(m.received)}/${fmtInt(m.expected)}`,
        fmtInt(m.received ? m.bytes / m.received : 0),
        fmtInt(m.connectMs),
        fmtMb(rss),
      ];
      out(
        table(
          [
            'target',
            'p50 ms',
            'p99 ms',
            'max ms',
            'frames received',
            'bytes/frame',
            `connect ${fmtInt(settings.clients)} ms`,
            'server peak RSS',
          ],
          [
            row('real /ws order push (hub fan-out)', push, appMemory.peakRss),
            row('bare ws echo (round trip)', echoR, bareMemory.peakRss),
            row('real /ws shop group chat message', chat, appMemory.peakRss),
            row('bare ws group message (relay)', relay, bareMemory.peakRss),
            [
              'push ÷ bare echo',
              `${fmt(push.summary.p50 / echoR.summary.p50)}×`,
              `${fmt(push.summary.p99 / echoR.summary.p99)}×`,
              '',
              '',
              '',
              '',
            ],
            [
              'group chat ÷ bare group message',
              `${fmt(chat.summary.p50 / relay.summary.p50)}×`,
              `${fmt(chat.summary.p99 / relay.summary.p99)}×`,
              '',
              '',
              '',
              '',
            ],
          ],
        ) + '\n',
      );
      const perClientKb = (appMemory.peakRss - bootMemory.rss) / settings.clients / 1024;
      out(
        `  real server RSS: ${fmtMb(bootMemory.rss)} after boot + demo seed + login (after GC), ${fmtMb(appMemory.peakRss)} peak with ${fmtInt(settings.clients)} clients` +
          ` (≈ ${fmt(perClientKb, 0)} KB per client; ${fmt(heldPerSocket / 1024, 1)} KB of heap per socket after GC); bare ws server: ${fmtMb(bareBoot.rss)} → ${fmtMb(bareMemory.peakRss)}\n`,
      );
      const lost = [push, chat, echoR, relay].filter((m) => m.received < m.expected);
      if (lost.length)
        out(
          `  WARNING: frames missing (${lost.map((m) => `${m.expected - m.received}`).join(', ')}); latencies cover received frames only\n`,
        );

      const p99Ratio = push.summary.p99 / echoR.summary.p99;
      const chatRatio = chat.summary.p99 / relay.summary.p99;
      return {
        budgets: [
          {
            budget: `${fmtInt(settings.clients)} clients: order push p99 ≤ ${P99_RATIO_BUDGET}× bare ws echo p99`,
            measured: `${fmt(p99Ratio)}× (${fmt(push.summary.p99)} vs ${fmt(echoR.summary.p99)} ms)`,
            pass: p99Ratio <= P99_RATIO_BUDGET && push.received === push.expected,
          },
          {
            budget: `${fmtInt(settings.clients)} clients of one shop: a group chat message p99 ≤ ${P99_RATIO_BUDGET}× a bare ws group message p99 (same frame, same receivers)`,
            measured: `${fmt(chatRatio)}× (${fmt(chat.summary.p99)} vs ${fmt(relay.summary.p99)} ms)`,
            pass: chatRatio <= P99_RATIO_BUDGET && chat.received === chat.expected,
          },
          {
            budget: `${fmtInt(settings.clients)} clients: server RSS < ${fmtMb(RSS_BUDGET)}`,
            measured: fmtMb(appMemory.peakRss),
            pass: appMemory.peakRss < RSS_BUDGET,
          },
        ],
        numbers: {
          settings: { ...settings, perPhase },
          connectMs,
          push: { ...push.summary, received: push.received, expected: push.expected },
          chat: { ...chat.summary, received: chat.received, expected: chat.expected, bytes: chat.bytes },
          chatRatio,
          echo: { ...echoR.summary, received: echoR.received, expected: echoR.expected },
          relay: { ...relay.summary, received: relay.received, expected: relay.expected, bytes: relay.bytes },
          p99Ratio,
          rss: {
            bootAfterGc: bootMemory.rss,
            heapPerSocket: heldPerSocket,
            peak: appMemory.peakRss,
            now: appMemory.rss,
            bareBoot: bareBoot.rss,
            barePeak: bareMemory.peakRss,
          },
        },
      };
    } finally {
      await Promise.all([appPool?.close(), barePool?.close()]);
      await Promise.all([app.stop(), bare.stop()]);
    }
  },
};
export default suite;
