import { vi } from 'vitest';
import { dayStart } from '../../src/core/days.ts';
import { seededRandom } from '../../src/modules/orders/sample-bets.ts';
import { issueNo, openIssue } from './calendar.ts';
import { setWallet } from './ledger.ts';
import { place, publishSsq, ssqLine } from './orders.ts';
import type { TestApp } from './test-app.ts';

// A generated month of a shop's business for the statistics tests: random orders ticketed, refused, revoked,
// cancelled and paid out by the owner and a clerk, 加款 / 扣款, each at its own moment of the month (Date faked),
// all through the API.

export interface StatsWorld {
  shop: string;
  clerk: string;
  shopId: number;
  clerkId: number;
  players: { id: number; token: string }[];
  /** The month's first and last local day, as YYYY-M-D. */
  days: string[];
}

/** A seeded generator: the same month every run. */
export function random(seed: number) {
  const next = seededRandom(seed);
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

export const localDate = (d: Date) => `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;

async function ok<T>(p: Promise<{ code: number; msg: string; data?: T }>): Promise<T> {
  const r = await p;
  if (r.code !== 1) throw new Error(`refused: ${r.msg}`);
  return r.data as T;
}

/** Sets the faked clock. */
export const at = (seconds: number) => vi.setSystemTime(seconds * 1000);

export async function statsWorld(t: TestApp, days: number, seed = 29): Promise<StatsWorld> {
  const rnd = random(seed);
  const shop = await t.login('demo_shop');
  const clerk = await t.login('demo_clerk');
  await t.db
    .updateTable('shop_config')
    .set({ service_charge_bp: 150 })
    .where('shop_id', '=', shop.userId)
    .execute();
  await setWallet(t, shop.userId, 100_000_000);
  const players = [];
  for (const username of ['player01', 'player02', 'player03', 'player04', 'player05', 'player06']) {
    const r = await t.post<{ userinfo: { id: number; token: string } }>('/api/bettingend.User/login', {
      body: { username, password: 'demo123456' },
    });
    if (r.code !== 1) throw new Error(`player login ${username}: ${r.msg}`);
    await setWallet(t, r.data.userinfo.id, 10_000_000);
    players.push({ id: r.data.userinfo.id, token: r.data.userinfo.token });
  }
  const w = {
    shop: shop.token,
    clerk: clerk.token,
    shopId: shop.userId,
    clerkId: clerk.userId,
    players,
    days: [] as string[],
  };
  vi.useFakeTimers({ toFake: ['Date'] });
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);
  for (let d = 0; d < days; d++) {
    const date = localDate(new Date(first.getFullYear(), first.getMonth(), first.getDate() + d));
    w.days.push(date);
    let now = dayStart(date) + rnd.int(8, 12) * 3600;
    const tick = () => at((now += rnd.int(20, 900)));
    tick();
    const { issue } = await openIssue(t, { game: 101, issue: issueNo(101, 100 + d) });
    const orders: string[] = [];
    for (let n = rnd.int(2, 4); n > 0; n--) {
      tick();
      const p = players[rnd.int(0, players.length - 1)]!;
      const red = [...new Set(Array.from({ length: 12 }, () => rnd.int(1, 12)))].slice(0, 6);
      if (red.length < 6) continue;
      const id = await place(t, p.token, {
        game_id: 101,
        content: ssqLine(
          red.sort((a, b) => a - b),
          rnd.int(6, 8),
          rnd.int(1, 5),
        ),
        issue,
      });
      const actor = rnd.next() < 0.5 ? w.shop : w.clerk;
      const fate = rnd.next();
      tick();
      if (fate < 0.08) {
        await ok(t.post('/api/bettingend.Order/cancel', { token: p.token, body: { order_id: id } }));
        continue;
      }
      if (fate < 0.16) {
        await ok(
          t.post('/api/shopkeeper.Order/ShopkeeperCancellation', {
            token: actor,
            body: { order_id: id, reason: '拒单' },
          }),
        );
        continue;
      }
      await ok(t.get('/api/shopkeeper.Order/OrderReceiving', { token: actor, query: { order_id: id } }));
      tick();
      if (fate < 0.24) {
        await ok(
          t.post('/api/shopkeeper.Order/ShopkeeperCancellation', {
            token: actor,
            body: { order_id: id, reason: '撤单' },
          }),
        );
        continue;
      }
      await ok(
        t.post('/api/shopkeeper.Order/OrderDrawDraft', {
          token: rnd.next() < 0.5 ? w.shop : w.clerk,
          body: { order_id: id, newContent: 0 },
        }),
      );
      orders.push(id);
    }
    tick();
    await publishSsq(t, [1, 2, 3, 4, 5, 6], 7, issue);
    const waiting = await t.db
      .selectFrom('orders')
      .select('order_id')
      .where('order_id', 'in', orders.length ? orders : [''])
      .where('state', '=', 9)
      .execute();
    for (const o of waiting) {
      if (rnd.next() < 0.2) continue;
      tick();
      await ok(
        t.post('/api/shopkeeper.mine.WaitingAward/Award', {
          token: rnd.next() < 0.5 ? w.shop : w.clerk,
          body: { order_ids: o.order_id },
        }),
      );
    }
    for (let m = rnd.int(0, 2); m > 0; m--) {
      tick();
      const p = players[rnd.int(0, players.length - 1)]!;
      const path = rnd.next() < 0.6 ? 'addMoney' : 'delMoney';
      await ok(
        t.post(`/api/shopkeeper.Userlist/${path}`, {
          token: w.shop,
          body: { id: p.id, money: `${rnd.int(1, 300)}.${rnd.int(10, 99)}` },
        }),
      );
    }
  }
  vi.useRealTimers();
  return w;
}
