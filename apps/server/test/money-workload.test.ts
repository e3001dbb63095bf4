import crypto from 'node:crypto';
import {
  paymentsApi,
  playerWithdrawalsApi,
  playersApi,
  redPacketsApi,
  shopMoneyApi,
  yuanToFen,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxNotification } from '../src/modules/payments/sandbox-provider.ts';
import * as sandbox from '../src/modules/payments/sandbox.repository.ts';
import { decide } from '../src/modules/shop-money/withdrawals.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { expectBooksBalanced } from './helpers/ledger.ts';
import { retryCounter } from './helpers/retries.ts';
import { createTestApp, type CallOptions, type TestApp } from './helpers/test-app.ts';
import { workloadOperations } from './helpers/workload.ts';

// The books under a randomized concurrent workload (docs/money.md): 10,000 operations (a quarter in `npm test`) of every kind that moves money
// — recharges whose notifications arrive up to four times at once, shop withdrawals settled or refused by the
// platform (twice at the same moment), players' withdrawals agreed or refused (twice at the same moment), red packets
// sent, grabbed and revoked, 加款 and 扣款 — fired twenty at a time through HTTP. The test keeps its own model of
// what every acknowledged answer promised; afterwards every balance is what the model says, every balance is the sum
// of its transfers, none is negative, all sum to zero, and what entered through the provider, less what left through
// withdrawals, plus the shop's own 加款 / 扣款, is exactly what the shop and its players now hold.

const SANDBOX_KEY = 'workload-sandbox-key-0123456789';
const OPERATIONS = workloadOperations(10_000);
const AT_ONCE = 20;

let t: TestApp;
let retries: () => number;
beforeEach(async () => {
  const counter = retryCounter();
  retries = counter.retries;
  t = await createTestApp(
    {
      payments: {
        providers: ['sandbox'],
        publicUrl: null,
        sandboxKey: SANDBOX_KEY,
        epay: null,
        alipay: null,
      },
    },
    { logger: counter.logger as never },
  );
});
afterEach(() => t.close());

/** Another phone: the workload comes from many, as a busy shop's day does (request limits count per address). */
const phone = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
let serial = 0;
/** A mark of one operation, to find its row again (the answers of these calls carry no id). */
const mark = () => String(++serial).padStart(8, '0');
const pick = <T>(list: readonly T[]): T => list[crypto.randomInt(list.length)]!;
/** Fen of a yuan string this test wrote itself. */
const fen = (y: string) => yuanToFen(y)!;
const yuan = (minFen: number, maxFen: number) => (crypto.randomInt(minFen, maxFen + 1) / 100).toFixed(2);

describe('the books under a randomized concurrent workload', () => {
  it(`${OPERATIONS} operations of every kind: balances follow the answers, the books balance`, async () => {
    await seedDemoAccounts(t.ctx);
    const shop = await t.login('demo_shop');
    const players: { id: number; token: string }[] = [];
    for (let i = 1; i <= 20; i++) {
      const r = await t.post<{ userinfo: { id: number; token: string } }>('/api/bettingend.User/login', {
        body: { username: `player${String(i).padStart(2, '0')}`, password: 'demo123456' },
      });
      players.push({ id: r.data.userinfo.id, token: r.data.userinfo.token });
    }

    const wallet = async (id: number) =>
      Number(
        (await t.db.selectFrom('users').select('money').where('id', '=', id).executeTakeFirstOrThrow()).money,
      );
    const accountSum = async (kind: string) =>
      Number(
        (
          await t.db
            .selectFrom('ledger_accounts')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance'), eb.val(0)).as('s'))
            .where('kind', '=', kind as never)
            .executeTakeFirstOrThrow()
        ).s,
      );
    const holdings = async () =>
      (await wallet(shop.userId)) +
      (await Promise.all(players.map((p) => wallet(p.id)))).reduce((a, b) => a + b, 0) +
      (await accountSum('withdrawal_hold')) +
      (await accountSum('red_packet_hold'));

    // The model: what every acknowledged answer promised.
    const model = new Map<number, number>([[shop.userId, await wallet(shop.userId)]]);
    for (const p of players) model.set(p.id, await wallet(p.id));
    const move = (id: number, fen: number) => model.set(id, model.get(id)! + fen);
    const startHoldings = await holdings();
    let entered = 0; // through the provider
    let paidOut = 0; // settled shop withdrawals and agreed player withdrawals
    let adjusted = 0; // 加款 less 扣款
    const shopPending: { id: number; fen: number }[] = [];
    const playerPending: { id: number; player: number; fen: number }[] = [];
    const packets: number[] = [];
    const counts: Record<string, number> = {};
    const count = (k: string) => (counts[k] = (counts[k] ?? 0) + 1);
    // Every answer is a success or a refusal in words, never an unexpected failure (a deadlock, a constraint).
    const failures: string[] = [];
    const post = async <T>(url: string, opts: CallOptions) => {
      const r = await t.post<T>(url, opts);
      if ('httpStatus' in r) failures.push(`${url}: ${r.msg}`);
      return r;
    };

    const recharge = async () => {
      const money = yuan(100, 50_000);
      const r = await post<{ trade_no: string }>(paymentsApi.recharge.path, {
        token: shop.token,
        body: { money, type: 2 },
        from: phone(),
      });
      expect(r.code, r.msg).toBe(1);
      const paid = await sandbox.finishTrade(t.db, r.data.trade_no, 'PAID', Math.floor(Date.now() / 1000));
      const fields = sandboxNotification(paid!, SANDBOX_KEY);
      // The provider calls back up to four times at once (from its several addresses), the payer returns meanwhile.
      await Promise.all([
        ...Array.from({ length: crypto.randomInt(1, 5) }, () =>
          t.app
            .inject({
              method: 'POST',
              url: '/pay/notify/sandbox',
              remoteAddress: phone(),
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: new URLSearchParams(fields).toString(),
            })
            .then((res) => {
              if (res.statusCode !== 200 || res.body !== 'success') failures.push(`notify: ${res.body}`);
            }),
        ),
        t
          .get(paymentsApi.refresh.path, { token: shop.token, query: { trade_no: r.data.trade_no } })
          .then((res) => {
            if ('httpStatus' in res) failures.push(`refresh: ${res.msg}`);
          }),
      ]);
      move(shop.userId, fen(money));
      entered += fen(money);
      count('recharge');
    };

    const shopWithdraw = async () => {
      const money = yuan(101, 20_000);
      const number = `138${mark()}`;
      const r = await post<unknown>(shopMoneyApi.withdraw.path, {
        token: shop.token,
        body: { type: 1, number, contact: '13800138000', money },
      });
      if (r.code !== 1) return void count('shopWithdrawRefused');
      const row = await t.db
        .selectFrom('shop_withdrawals')
        .select(['id', 'fen'])
        .where('number', '=', number)
        .executeTakeFirstOrThrow();
      shopPending.push({ id: row.id, fen: Number(row.fen) });
      move(shop.userId, -fen(money));
      count('shopWithdraw');
    };

    const shopDecide = async () => {
      const w = shopPending.shift();
      if (!w) return;
      const settle = crypto.randomInt(2) === 0;
      const d = settle ? { settle: true as const } : { settle: false as const, reason: '账户有误' };
      const outcomes = await Promise.allSettled([decide(t.ctx, w.id, d), decide(t.ctx, w.id, d)]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      if (settle) paidOut += w.fen;
      else move(shop.userId, w.fen);
      count(settle ? 'shopSettle' : 'shopReject');
    };

    const playerWithdraw = async () => {
      const p = pick(players);
      const money = yuan(101, 3_000);
      const number = `139${mark()}`;
      const r = await post<unknown>(playerWithdrawalsApi.request.path, {
        token: p.token,
        body: { money, type: 1, number, contact: '13900139000', realname: '张三' },
      });
      if (r.code !== 1) return void count('playerWithdrawRefused');
      const row = await t.db
        .selectFrom('player_withdrawals')
        .select('id')
        .where('account', '=', number)
        .executeTakeFirstOrThrow();
      playerPending.push({ id: row.id, player: p.id, fen: fen(money) });
      move(p.id, -fen(money));
      count('playerWithdraw');
    };

    const playerHandle = async () => {
      const w = playerPending.shift();
      if (!w) return;
      const agree = crypto.randomInt(2) === 0;
      const body = agree ? { id: w.id, type: 1 } : { id: w.id, type: 2, retReason: '账号有误' };
      const answers = await Promise.all(
        [0, 1].map(() => post(playerWithdrawalsApi.handle.path, { token: shop.token, body })),
      );
      expect(
        answers.filter((a) => a.code === 1),
        answers.map((a) => a.msg).join(' / '),
      ).toHaveLength(1);
      if (agree) paidOut += w.fen;
      else move(w.player, w.fen);
      count(agree ? 'playerAgree' : 'playerRefuse');
    };

    const sendPacket = async () => {
      const random = crypto.randomInt(2) === 0;
      const n = crypto.randomInt(1, 11);
      const money = random ? yuan(n, 5_000) : yuan(1, 500);
      const title = `wl${mark()}`;
      const r = await post<unknown>(redPacketsApi.push.path, {
        token: shop.token,
        body: { type: random ? 1 : 2, Count: n, endDay: 1, Money: money, title },
      });
      if (r.code !== 1) return void count('packetRefused');
      const row = await t.db
        .selectFrom('red_packets')
        .select(['id', 'total_fen'])
        .where('title', '=', title)
        .executeTakeFirstOrThrow();
      packets.push(row.id);
      move(shop.userId, -Number(row.total_fen));
      count('packet');
    };

    const grab = async () => {
      if (!packets.length) return;
      const p = pick(players);
      const r = await post<{ money: string }>(redPacketsApi.grab.path, {
        token: p.token,
        body: { id: pick(packets) },
      });
      if (r.code !== 1) return void count('grabRefused');
      move(p.id, fen(r.data.money));
      count('grab');
    };

    const revoke = async () => {
      const id = packets.shift();
      if (id === undefined) return;
      const r = await post<{ money: string }>(redPacketsApi.revoke.path, {
        token: shop.token,
        body: { id },
      });
      if (r.code !== 1) return void count('revokeRefused');
      move(shop.userId, fen(r.data.money));
      count('revoke');
    };

    const adjust = async () => {
      const p = pick(players);
      const add = crypto.randomInt(2) === 0;
      const money = yuan(1, 10_000);
      const r = await post(add ? playersApi.addMoney.path : playersApi.deductMoney.path, {
        token: shop.token,
        body: { id: p.id, money, memo: 'workload' },
      });
      if (r.code !== 1) return void count('adjustRefused');
      const change = fen(money) * (add ? 1 : -1);
      move(p.id, change);
      adjusted += change;
      count(add ? 'add' : 'deduct');
    };

    const kinds = [
      [recharge, 12],
      [shopWithdraw, 4],
      [shopDecide, 4],
      [playerWithdraw, 14],
      [playerHandle, 12],
      [sendPacket, 10],
      [grab, 24],
      [revoke, 4],
      [adjust, 16],
    ] as const;
    const bag = kinds.flatMap(([op, weight]) => Array.from({ length: weight }, () => op));
    for (let done = 0; done < OPERATIONS; done += AT_ONCE)
      await Promise.all(Array.from({ length: AT_ONCE }, () => pick(bag)()));

    // Every kind happened.
    // A shop withdraws at most three times a day, however many requests race.
    expect(counts.shopWithdraw).toBe(3);
    expect(counts.shopWithdrawRefused ?? 0).toBeGreaterThan(10);
    for (const k of ['recharge', 'playerWithdraw', 'playerAgree', 'playerRefuse', 'packet'])
      expect(counts[k] ?? 0, k).toBeGreaterThan(10);
    for (const k of ['grab', 'revoke', 'add', 'deduct']) expect(counts[k] ?? 0, k).toBeGreaterThan(10);

    expect(failures).toEqual([]);
    // Balances are locked in one order and the mine page's version at commit (docs/orders.md, "Locks"): a deadlock
    // is an accident the retry absorbs, not the way it works.
    expect(retries(), 'transactions run again after a deadlock').toBeLessThan(OPERATIONS / 100);
    for (const [id, fen] of model) expect(await wallet(id), `wallet of user ${id}`).toBe(fen);
    const pendingShop = shopPending.reduce((s, w) => s + w.fen, 0);
    const pendingPlayers = playerPending.reduce((s, w) => s + w.fen, 0);
    expect(await accountSum('withdrawal_hold')).toBe(pendingShop + pendingPlayers);
    expect(await accountSum('provider')).toBe(-entered);
    expect((await holdings()) - startHoldings).toBe(entered - paidOut + adjusted);
    await expectBooksBalanced(t);
  }, 600_000);
});
