/**
 * statistics-writes: what the statistics roll-ups (docs/statistics.md), written in the transaction of each change,
 * add to the shop's busiest calls — 接单 of 100 orders, 出票 of the same 100 (one call each, as the shop's phone
 * does) and 派奖 of 100 in one Award call — on two servers of the same build and seed, one with the live roll-ups
 * switched off (STATS_ROLLUPS=off), rounds alternating between them. Budget: at most 10 % more time with them.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authHeaders } from '../lib/compare.ts';
import { startServer, type ServerProcess } from '../lib/processes.ts';
import { fmt } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';

const SEED = fileURLToPath(new URL('../seeds/million-orders.ts', import.meta.url));
const ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS ?? 5);
const BATCH = 100;
const MAX_OVERHEAD = 0.1;
// demo_shop gets one order in 100 of the seed: 6 in 10 of those wait in 待接单, 1 in 10 in 待派奖.
const ORDERS = Math.max(20_000, ROUNDS * BATCH * 100 * 10);

interface Work {
  server: ServerProcess;
  dataDir: string;
  waiting: string[];
  payable: string[];
}

async function call(w: Work, method: 'GET' | 'POST', route: string, body: Record<string, unknown>) {
  const url = new URL(`${w.server.baseUrl}${route}`);
  if (method === 'GET') for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method,
    headers: { ...authHeaders(w.server), 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await res.json()) as { code: number; msg: string };
  if (answer.code !== 1) throw new Error(`${route}: ${answer.msg}`);
}

/** Orders the server's roll-ups have counted (the switch must really leave them unwritten). */
function rollupRows(w: Work): number {
  const db = new Database(path.join(w.dataDir, 'bench.db'), { readonly: true });
  const { n } = db.prepare('select coalesce(sum(orders), 0) n from stats_shop_days').get() as { n: number };
  db.close();
  return n;
}

/** One round on one server: the three phases' times in ms. */
async function round(w: Work, r: number) {
  const orders = w.waiting.slice(r * BATCH, (r + 1) * BATCH);
  const timed = async (work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const receive = await timed(async () => {
    for (const order_id of orders) await call(w, 'GET', '/api/shopkeeper.Order/OrderReceiving', { order_id });
  });
  const ticket = await timed(async () => {
    for (const order_id of orders)
      await call(w, 'POST', '/api/shopkeeper.Order/OrderDrawDraft', { order_id, newContent: 0 });
  });
  const award = await timed(() =>
    call(w, 'POST', '/api/shopkeeper.mine.WaitingAward/Award', {
      order_ids: w.payable.slice(r * BATCH, (r + 1) * BATCH),
    }),
  );
  return { receive, ticket, award };
}

async function prepared(env?: Record<string, string>): Promise<Work> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-bench-writes-'));
  const server = await startServer({
    mode: 'app',
    dataDir,
    seedModules: [SEED],
    env: { BENCH_ORDERS: String(ORDERS), ...env },
  });
  const db = new Database(path.join(dataDir, 'bench.db'), { readonly: true });
  const ids = (state: number) =>
    (
      db
        .prepare(
          `select order_id from orders where receiving_shop_id = ? and shop_id = ? and state = ? order by id limit ?`,
        )
        .all(server.info.shopId, server.info.shopId, state, ROUNDS * BATCH) as { order_id: string }[]
    ).map((o) => o.order_id);
  const work = { server, dataDir, waiting: ids(1), payable: ids(9) };
  db.close();
  if (work.waiting.length < ROUNDS * BATCH || work.payable.length < ROUNDS * BATCH)
    throw new Error(`the seed gave ${work.waiting.length} waiting and ${work.payable.length} payable orders`);
  return work;
}

const suite: Suite = {
  name: 'statistics-writes',
  order: 31,
  description: '接单 / 出票 of 100 orders and Award of 100 with the live roll-ups vs without them',
  async run() {
    const on = await prepared();
    const off = await prepared({ STATS_ROLLUPS: 'off' });
    try {
      const before = [rollupRows(on), rollupRows(off)];
      const sums = { on: { receive: 0, ticket: 0, award: 0 }, off: { receive: 0, ticket: 0, award: 0 } };
      // A warm-up round on each (the first calls compile what they run), then rounds alternating A/B.
      await round(on, 0);
      await round(off, 0);
      for (let r = 1; r < ROUNDS; r++)
        for (const [name, w] of r % 2
          ? ([
              ['on', on],
              ['off', off],
            ] as const)
          : ([
              ['off', off],
              ['on', on],
            ] as const)) {
          const t = await round(w, r);
          for (const k of ['receive', 'ticket', 'award'] as const) sums[name][k] += t[k];
        }
      if (rollupRows(on) === before[0] || rollupRows(off) !== before[1])
        throw new Error('STATS_ROLLUPS=off did not switch the live roll-ups off (or on did not write them)');
      const phases = [
        ['receive', '接单 of 100 (100 calls)'],
        ['ticket', '出票 of 100 (100 calls)'],
        ['award', 'Award of 100 (1 call)'],
      ] as const;
      const measured = ROUNDS - 1 || 1;
      let table = '  phase                      │  with roll-ups ms  │  without ms  │  ratio\n';
      table += '  ───────────────────────────┼────────────────────┼──────────────┼────────\n';
      for (const [k, label] of phases)
        table += `  ${label.padEnd(27)}│  ${fmt(sums.on[k] / measured, 1).padStart(16)}  │  ${fmt(sums.off[k] / measured, 1).padStart(10)}  │  ${fmt(sums.on[k] / sums.off[k], 2)}×\n`;
      process.stdout.write(table);
      return {
        budgets: phases.map(([k, label]) => {
          const ratio = sums.on[k] / sums.off[k];
          return {
            budget: `${label}: the roll-ups add at most ${MAX_OVERHEAD * 100} %`,
            measured: `${fmt((ratio - 1) * 100, 1)} % (${fmt(sums.on[k] / measured, 1)} vs ${fmt(sums.off[k] / measured, 1)} ms)`,
            pass: ratio <= 1 + MAX_OVERHEAD,
          };
        }),
        numbers: { rounds: ROUNDS, ...sums },
      };
    } finally {
      await Promise.all([on.server.stop(), off.server.stop()]);
    }
  },
};
export default suite;
