/**
 * orders: the order tab's list over 1,000,000 orders in 100 shops (bench/seeds/million-orders.ts).
 * - Orderlist (待接单, 10 a page) of demo_shop against a bare Fastify route answering the same bytes (≥ 40 %), as
 *   phones read it (the shop's lists are kept until one of its orders changes), and read from the database every
 *   time (`Cache-Control: no-cache`, ≥ 25 %);
 * - page 500 (by keyset, `last_id`) against page 1 of the same app, both from the database (≤ 1.5×);
 * - 派奖 of 100 orders in one Award call (< 1 s);
 * - the 合作 tab (CooperativeOrderlist, some 5,700 orders handed over to demo_shop) against the bare route, kept and
 *   read from the database (≥ 40 %, ≥ 25 %), and its page 500 against page 1 (≤ 1.5×);
 * - a hand-over (甩单) of 100 orders one after another (< 1 s in all).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { authHeaders, compareAppRoutes, compareRouteWithBare } from '../lib/compare.ts';
import { startServer } from '../lib/processes.ts';
import { fmt } from '../lib/report.ts';
import type { Suite } from '../lib/suite.ts';

const SEED = fileURLToPath(new URL('../seeds/million-orders.ts', import.meta.url));
const LIST = '/api/shopkeeper.Order/Orderlist?state=1&per_page=10';
const NO_CACHE = { 'cache-control': 'no-cache' };
const COOP_LIST = '/api/shopkeeper.Order/CooperativeOrderlist?per_page=10';

const suite: Suite = {
  name: 'orders',
  order: 20,
  description: 'Orderlist over 1,000,000 orders vs a bare route; page 500 vs page 1; Award of 100 orders',
  async run() {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-bench-orders-'));
    const seeding = Date.now();
    const app = await startServer({ mode: 'app', dataDir, seedModules: [SEED] });
    const bootSeconds = (Date.now() - seeding) / 1000;
    try {
      const db = new Database(path.join(dataDir, 'bench.db'), { readonly: true });
      const shopId = app.info.shopId!;
      const cursor = db
        .prepare(
          'select id from orders where receiving_shop_id = ? and state = 1 order by id desc limit 1 offset 4989',
        )
        .get(shopId) as { id: number } | undefined;
      const payable = (
        db
          .prepare(
            'select order_id from orders where receiving_shop_id = ? and state = 9 order by id limit 300',
          )
          .all(shopId) as { order_id: string }[]
      ).map((r) => r.order_id);
      const coopCursor = db
        .prepare(
          `select id from orders where is_cooperative = 1 and state in (1, 2)
           and (receiving_shop_id = ? or shop_id = ?) order by id desc limit 1 offset 4989`,
        )
        .get(shopId, shopId) as { id: number } | undefined;
      // demo_shop's own waiting orders of the games it hands over to partner_shop (the demo cooperation).
      const handable = (
        db
          .prepare(
            `select o.order_id from orders o where o.shop_id = ? and o.receiving_shop_id = ? and o.state = 1
             and o.game_code in (select g.game_code from cooperation_games g
               join cooperations c on c.id = g.cooperation_id where c.branch_shop_id = ? and g.accepting = 1)
             order by o.id limit 100`,
          )
          .all(shopId, shopId, shopId) as { order_id: string }[]
      ).map((r) => r.order_id);
      const total = (db.prepare('select count(*) n from orders').get() as { n: number }).n;
      db.close();
      if (!cursor || !coopCursor || payable.length < 300 || handable.length < 100)
        throw new Error(
          `the bench seed did not produce enough orders: waiting page 500 ${cursor ? 'found' : 'missing'}, ` +
            `合作 page 500 ${coopCursor ? 'found' : 'missing'}, ${payable.length} of 300 to pay out, ` +
            `${handable.length} of 100 to hand over`,
        );

      const { comparison, bodyBytes } = await compareRouteWithBare({
        path: LIST,
        app,
        label: 'GET Orderlist p1',
      });
      // Read from the database every time (no-cache), as after each change of the shop's orders: the figure
      // that shows keyset paging, and the list's cost when its kept answer is stale.
      const uncached = await compareRouteWithBare({
        path: LIST,
        app,
        label: 'GET Orderlist p1, no-cache',
        headers: NO_CACHE,
      });
      const deep = await compareAppRoutes({
        app,
        headers: NO_CACHE,
        a: { path: `${LIST}&current_page=500&last_id=${cursor.id}`, label: 'Orderlist page 500 (last_id)' },
        b: { path: LIST, label: 'Orderlist page 1' },
      });

      // 派奖 of 100 orders in one call, three times (different orders each time).
      const awardMs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const res = await fetch(`${app.baseUrl}/api/shopkeeper.mine.WaitingAward/Award`, {
          method: 'POST',
          headers: { ...authHeaders(app), 'content-type': 'application/json' },
          body: JSON.stringify({ order_ids: payable.slice(i * 100, i * 100 + 100) }),
        });
        const body = (await res.json()) as { code: number; msg: string; data: { count: number } };
        awardMs.push(performance.now() - started);
        if (body.code !== 1 || body.data.count !== 100) throw new Error(`Award failed: ${body.msg}`);
      }
      const worstAward = Math.max(...awardMs);

      const coop = await compareRouteWithBare({ path: COOP_LIST, app, label: 'GET CooperativeOrderlist p1' });
      const coopUncached = await compareRouteWithBare({
        path: COOP_LIST,
        app,
        label: 'GET CooperativeOrderlist p1, no-cache',
        headers: NO_CACHE,
      });
      const coopDeep = await compareAppRoutes({
        app,
        headers: NO_CACHE,
        a: {
          path: `${COOP_LIST}&current_page=500&last_id=${coopCursor.id}`,
          label: 'CooperativeOrderlist page 500 (last_id)',
        },
        b: { path: COOP_LIST, label: 'CooperativeOrderlist page 1' },
      });
      // 甩单 of 100 orders one after another, as a shop would tap through them.
      const handStarted = performance.now();
      for (const orderId of handable) {
        const res = await fetch(
          `${app.baseUrl}/api/shopkeeper.Order/GaveCooperationOrder?order_id=${orderId}`,
          { headers: authHeaders(app) },
        );
        const body = (await res.json()) as { code: number; msg: string };
        if (body.code !== 1) throw new Error(`GaveCooperationOrder failed: ${body.msg}`);
      }
      const handOverMs = performance.now() - handStarted;
      process.stdout.write(
        `  ${total.toLocaleString('en')} orders; boot + seed ${fmt(bootSeconds, 1)} s; Award of 100: ${awardMs.map((ms) => fmt(ms, 0)).join(', ')} ms\n`,
      );
      return {
        budgets: [
          {
            budget: 'Orderlist throughput ≥ 40 % of a bare route of the same size',
            measured: `${fmt(comparison.rpsRatio * 100, 1)} %`,
            pass: comparison.rpsRatio >= 0.4,
          },
          {
            budget: 'Orderlist read from the database (no-cache) ≥ 25 % of a bare route',
            measured: `${fmt(uncached.comparison.rpsRatio * 100, 1)} %`,
            pass: uncached.comparison.rpsRatio >= 0.25,
          },
          {
            budget: 'Orderlist page 500 ≤ 1.5× page 1 (mean latency, no-cache)',
            measured: `${fmt(1 / deep.rpsRatio, 2)}×`,
            pass: 1 / deep.rpsRatio <= 1.5,
          },
          {
            budget: 'CooperativeOrderlist throughput ≥ 40 % of a bare route of the same size',
            measured: `${fmt(coop.comparison.rpsRatio * 100, 1)} %`,
            pass: coop.comparison.rpsRatio >= 0.4,
          },
          {
            budget: 'CooperativeOrderlist read from the database (no-cache) ≥ 25 % of a bare route',
            measured: `${fmt(coopUncached.comparison.rpsRatio * 100, 1)} %`,
            pass: coopUncached.comparison.rpsRatio >= 0.25,
          },
          {
            budget: 'CooperativeOrderlist page 500 ≤ 1.5× page 1 (mean latency, no-cache)',
            measured: `${fmt(1 / coopDeep.rpsRatio, 2)}×`,
            pass: 1 / coopDeep.rpsRatio <= 1.5,
          },
          {
            budget: 'A hand-over (甩单) of 100 orders in a row < 1 s in all',
            measured: `${fmt(handOverMs, 0)} ms`,
            pass: handOverMs < 1000,
          },
          {
            budget: 'Award of 100 orders in one call < 1 s',
            measured: `${fmt(worstAward, 0)} ms`,
            pass: worstAward < 1000,
          },
        ],
        numbers: {
          total,
          bootSeconds,
          bodyBytes,
          list: comparison,
          uncached: uncached.comparison,
          deep,
          awardMs,
          coop: coop.comparison,
          coopUncached: coopUncached.comparison,
          coopDeep,
          handOverMs,
        },
      };
    } finally {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
export default suite;
