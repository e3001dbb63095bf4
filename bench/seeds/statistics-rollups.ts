/**
 * Bench seed of the statistics suite: the roll-ups a history of `orders` orders leaves (docs/statistics.md), written
 * directly — what 出票, 派奖 and their ledger transfers would have added up to — over 100 shops (demo_shop and 99
 * more ids), the last 365 days, every game and three staff members each. Only the roll-ups are written: the figures
 * read nothing else, which is what the suite measures.
 */
import { GAME_CODES } from '@dzzs/shared/engine';
import type { BenchSeeder } from '../lib/server-process.ts';
import { dayNumberAt } from '../../apps/server/src/core/days.ts';
import { insertRollups } from '../../apps/server/src/modules/statistics/statistics-rollups.service.ts';
import { seededRandom } from '../../apps/server/src/modules/orders/sample-bets.ts';

const SHOPS = 100;
const DAYS = 365;

export const statisticsSeeder =
  (orders: number): BenchSeeder =>
  async (ctx, { shopId }) => {
    const started = Date.now();
    const rnd = seededRandom(29);
    const today = dayNumberAt(Math.floor(Date.now() / 1000));
    const cells = new Map<
      string,
      { shop: number; day: number; game: number; staff: number; orders: number; fen: number }
    >();
    for (let i = 0; i < orders; i++) {
      const shop = i % SHOPS === 0 ? shopId : 1_000_000 + (i % SHOPS);
      const day = today - Math.floor(rnd() * DAYS);
      const game = GAME_CODES[Math.floor(rnd() * GAME_CODES.length)]!;
      // Staff ids of their own: the demo's history has roll-ups of demo_shop's real staff already.
      const staff = 2_000_000 + (i % SHOPS) * 3 + Math.floor(rnd() * 3);
      const key = `${shop}|${day}|${game}|${staff}`;
      const cell = cells.get(key) ?? { shop, day, game, staff, orders: 0, fen: 0 };
      cell.orders++;
      cell.fen += 200 * (1 + Math.floor(rnd() * 50));
      cells.set(key, cell);
    }
    const kinds = ['ticket', 'award'] as const;
    // In key order and one transaction: the tables are stored in key order (migration 0036).
    const ordered = [...cells.values()].sort(
      (x, y) => x.shop - y.shop || x.day - y.day || x.game - y.game || x.staff - y.staff,
    );
    await ctx.db.transaction().execute(async (trx) => {
      await insertRollups(
        trx,
        'stats_order_days',
        kinds.flatMap((kind) =>
          ordered.map((c) => ({
            shop_id: c.shop,
            day: c.day,
            kind,
            game_code: c.game,
            staff_id: c.staff,
            orders: kind === 'ticket' ? c.orders : Math.ceil(c.orders / 10),
            fen: kind === 'ticket' ? c.fen : Math.round(c.fen / 2),
          })),
        ),
      );
    });
    // The same figures summed over games (stats_shop_days), in its key order: shop, kind, day, staff.
    const shopDays = new Map<
      string,
      {
        shop_id: number;
        kind: (typeof kinds)[number];
        day: number;
        staff_id: number;
        orders: number;
        fen: number;
      }
    >();
    for (const kind of kinds)
      for (const c of ordered) {
        const key = `${c.shop}|${kind}|${c.day}|${c.staff}`;
        const row = shopDays.get(key) ?? {
          shop_id: c.shop,
          kind,
          day: c.day,
          staff_id: c.staff,
          orders: 0,
          fen: 0,
        };
        row.orders += kind === 'ticket' ? c.orders : Math.ceil(c.orders / 10);
        row.fen += kind === 'ticket' ? c.fen : Math.round(c.fen / 2);
        shopDays.set(key, row);
      }
    await insertRollups(
      ctx.db,
      'stats_shop_days',
      [...shopDays.values()].sort(
        (x, y) =>
          x.shop_id - y.shop_id || x.kind.localeCompare(y.kind) || x.day - y.day || x.staff_id - y.staff_id,
      ),
    );
    const days = new Map<string, { shop: number; day: number; fen: number; orders: number }>();
    for (const c of cells.values()) {
      const key = `${c.shop}|${c.day}`;
      const d = days.get(key) ?? { shop: c.shop, day: c.day, fen: 0, orders: 0 };
      d.fen += c.fen;
      d.orders += c.orders;
      days.set(key, d);
    }
    // item 7: apart from the demo's own ledger roll-ups, which may have the same shop, day, type and holder.
    const ledger = [
      ['order_pay', 'outside', 1],
      ['order_pay', 'player', -1],
      ['order_award', 'outside', -0.5],
      ['order_award', 'player', 0.5],
      ['service_fee', 'wallet', -0.015],
    ] as const;
    await insertRollups(
      ctx.db,
      'stats_ledger_days',
      [...days.values()].flatMap((d) =>
        ledger.map(([type, holder, share]) => ({
          shop_id: d.shop,
          day: d.day,
          type,
          holder,
          item: 7,
          entries: d.orders,
          fen: Math.round(d.fen * share),
        })),
      ),
    );
    console.log(
      `  statistics seed: ${orders} orders → ${cells.size * 2} order roll-up rows in ${(Date.now() - started) / 1000} s`,
    );
  };
