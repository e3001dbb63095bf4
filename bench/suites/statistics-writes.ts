/**
 * statistics-writes: what the statistics roll-ups (docs/statistics.md), written in the transaction of each change,
 * add to the shop's busiest calls — 接单 of 100 orders, 出票 of the same 100 (one call each, as the shop's phone
 * does) and 派奖 of 100 in one Award call — in one server whose live roll-ups are switched on and off from one call
 * to the next. Budget: at most 10 % more time with them.
 *
 * One server, not two: two server processes of the same build and seed differed by up to a sixth from each other
 * with the roll-ups on in both (an A/A run: 1.04×, 0.84×, 1.14×), more than the roll-ups cost.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authHeaders } from '../lib/compare.ts';
import { startServer, type ServerProcess } from '../lib/processes.ts';
import { fmt, percentile } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';

const SEED = fileURLToPath(new URL('../seeds/million-orders.ts', import.meta.url));
const ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS ?? 9);
const BATCH = 100;
/** Award calls of BATCH orders per round, half of them with the roll-ups. */
const AWARDS = 4;
const MAX_OVERHEAD = 0.1;
// demo_shop gets one order in 100 of the seed: 6 in 10 of those wait in 待接单, 4 in 10 in 待派奖 (asked of the seed
// here), enough for 9 rounds.
const ORDERS = 1_000_000;

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

type Mode = 'on' | 'off';
type Samples = Record<Mode, { receive: number[]; ticket: number[]; award: number[] }>;

const timed = async (work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/**
 * One round: 接单 and 出票 of 2 × 100 orders, one call each, the roll-ups switched on and off from one order to the
 * next (which comes first alternates), then four Award calls of 100, two each way (on, off, off, on or the reverse).
 * Times go into `into` unless it is the warm-up round.
 */
async function round(w: Work, r: number, into: Samples | null) {
  const orders = w.waiting.slice(r * 2 * BATCH, (r + 1) * 2 * BATCH);
  const modeOf = (i: number): Mode => ((i + r) % 2 ? 'off' : 'on');
  const each = async (phase: 'receive' | 'ticket', call1: (order_id: string) => Promise<void>) => {
    for (const [i, order_id] of orders.entries()) {
      await w.server.liveRollups(modeOf(i) === 'on');
      const ms = await timed(() => call1(order_id));
      into?.[modeOf(i)][phase].push(ms);
    }
  };
  await each('receive', (order_id) => call(w, 'GET', '/api/shopkeeper.Order/OrderReceiving', { order_id }));
  await each('ticket', (order_id) =>
    call(w, 'POST', '/api/shopkeeper.Order/OrderDrawDraft', { order_id, newContent: 0 }),
  );
  for (let i = 0; i < AWARDS; i++) {
    const mode = modeOf(i === 0 || i === AWARDS - 1 ? 0 : 1);
    await w.server.liveRollups(mode === 'on');
    const order_ids = w.payable.slice((r * AWARDS + i) * BATCH, (r * AWARDS + i + 1) * BATCH);
    const ms = await timed(() => call(w, 'POST', '/api/shopkeeper.mine.WaitingAward/Award', { order_ids }));
    into?.[mode].award.push(ms);
  }
}

async function prepared(): Promise<Work> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-bench-writes-'));
  const server = await startServer({
    mode: 'app',
    dataDir,
    seedModules: [SEED],
    env: { BENCH_ORDERS: String(ORDERS), BENCH_DEMO_PAYABLE_TENTHS: '4' },
  });
  const db = new Database(path.join(dataDir, 'bench.db'), { readonly: true });
  const ids = (state: number) =>
    (
      db
        .prepare(
          `select order_id from orders where receiving_shop_id = ? and shop_id = ? and state = ? order by id limit ?`,
        )
        .all(server.info.shopId, server.info.shopId, state, AWARDS * ROUNDS * BATCH) as { order_id: string }[]
    ).map((o) => o.order_id);
  const work = { server, dataDir, waiting: ids(1), payable: ids(9) };
  db.close();
  if (work.waiting.length < 2 * ROUNDS * BATCH || work.payable.length < AWARDS * ROUNDS * BATCH)
    throw new Error(`the seed gave ${work.waiting.length} waiting and ${work.payable.length} payable orders`);
  return work;
}

const suite: Suite = {
  name: 'statistics-writes',
  order: 31,
  description: '接单 / 出票 of 100 orders and Award of 100 with the live roll-ups vs without them',
  async run() {
    const w = await prepared();
    try {
      const samples: Samples = {
        on: { receive: [], ticket: [], award: [] },
        off: { receive: [], ticket: [], award: [] },
      };
      // A warm-up round first: the first calls compile what they run.
      const before = rollupRows(w);
      for (let r = 0; r < ROUNDS; r++) await round(w, r, r ? samples : null);
      // Half the orders were counted, the other half not.
      const moved = ROUNDS * BATCH * (2 + AWARDS);
      const counted = rollupRows(w) - before;
      if (counted !== moved / 2)
        throw new Error(`the live roll-ups did not follow the switch: ${counted} counted of ${moved}`);
      // Medians of the calls: a WAL checkpoint or a stall of the machine lands in one call, and in a sum it moves
      // the whole phase.
      const phases = [
        ['receive', '接单 of 100 (100 calls)', BATCH],
        ['ticket', '出票 of 100 (100 calls)', BATCH],
        ['award', 'Award of 100 (1 call)', 1],
      ] as const;
      const ms = (name: 'on' | 'off', k: (typeof phases)[number][0], calls: number) =>
        percentile(samples[name][k], 50) * calls;
      let table = '  phase (medians × calls)    │  with roll-ups ms  │  without ms  │  ratio\n';
      table += '  ───────────────────────────┼────────────────────┼──────────────┼────────\n';
      for (const [k, label, calls] of phases)
        table += `  ${label.padEnd(27)}│  ${fmt(ms('on', k, calls), 1).padStart(16)}  │  ${fmt(ms('off', k, calls), 1).padStart(10)}  │  ${fmt(ms('on', k, calls) / ms('off', k, calls), 2)}×\n`;
      process.stdout.write(table);
      return {
        budgets: phases.map(([k, label, calls]) => {
          const ratio = ms('on', k, calls) / ms('off', k, calls);
          return {
            budget: `${label}: the roll-ups add at most ${MAX_OVERHEAD * 100} %`,
            measured: `${fmt((ratio - 1) * 100, 1)} % (${fmt(ms('on', k, calls), 1)} vs ${fmt(ms('off', k, calls), 1)} ms)`,
            pass: ratio <= 1 + MAX_OVERHEAD,
          };
        }),
        numbers: { rounds: ROUNDS, ...samples },
      };
    } finally {
      await w.server.stop();
    }
  },
};
export default suite;
