import crypto from 'node:crypto';
import { cooperationApi, ordersApi, OrderState as S } from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { cooperate } from './helpers/cooperation.ts';
import { expectBooksBalanced, setWallet } from './helpers/ledger.ts';
import { ISSUE, orderWorld, ssqLine, type OrderWorld } from './helpers/orders.ts';
import { retryCounter } from './helpers/retries.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { workloadOperations } from './helpers/workload.ts';

// Orders of a branch and its main store under a mixed concurrent workload (docs/orders.md, "Locks"): players order
// (双色球 goes to the main store by itself, 七乐彩 stays), both shops take, ticket, turn away and withdraw orders, the
// branch hands orders over and the main store sends them back, the branch prepays its balance — 24 calls in flight
// through HTTP. Each kind alone never meets another; mixed, they lock the same rows (orders, wallets, the shop's
// till, the cooperation balance, the list versions and counts the triggers keep) from different ends. Every answer
// is a success or a refusal in words, never an HTTP 500; afterwards the money and the counts follow the answers.

const OPERATIONS = workloadOperations(3_000);
const IN_FLIGHT = 24;
const SSQ = 101;
const QLC = 104;

let t: TestApp;
let w: OrderWorld;
let branchId: number;
let mainId: number;
let retries: () => number;
beforeEach(async () => {
  const counter = retryCounter();
  retries = counter.retries;
  t = await createTestApp({}, { logger: counter.logger as never });
  await seedDemoAccounts(t.ctx);
  w = await orderWorld(t);
  branchId = w.shopId;
  mainId = (await t.login('partner_shop')).userId;
});
afterEach(() => t.close());

const pick = <T>(list: readonly T[]): T => list[crypto.randomInt(list.length)]!;

describe('orders of two partner shops under a mixed concurrent workload', () => {
  it(`${OPERATIONS} operations, ${IN_FLIGHT} in flight: no HTTP 500, the money and the counts follow the answers`, async () => {
    const call = async (
      path: string,
      method: 'GET' | 'POST',
      token: string,
      data: Record<string, unknown>,
    ) => {
      const r =
        method === 'GET'
          ? await t.get(path, { token, query: data as Record<string, string> })
          : await t.post(path, { token, body: data });
      if ('httpStatus' in r) failures.push(`${path}: ${String(r.httpStatus)} ${r.msg}`);
      return r;
    };
    const failures: string[] = [];
    // Both shops take 双色球 and 七乐彩 with each other; 双色球 goes over by itself.
    await cooperate(t, { branch: w.shop, main: w.partner, mainId });
    expect(
      (await call(cooperationApi.applyGame.path, 'GET', w.shop, { id: mainId, game_id: QLC, commission: 2 }))
        .code,
    ).toBe(1);
    const waiting = (
      await t.get<{ id: number }[]>(cooperationApi.toMe.path, { token: w.partner, query: { state: '0' } })
    ).data;
    expect((await call(cooperationApi.adopt.path, 'GET', w.partner, { id: waiting[0]!.id })).code).toBe(1);
    expect(
      (
        await call(cooperationApi.pushSwitch.path, 'POST', w.shop, {
          MainStore_id: mainId,
          game_id: SSQ,
          value: 1,
        })
      ).code,
    ).toBe(1);
    for (const shop of [branchId, mainId]) {
      await setWallet(t, shop, 10_000_000);
      await t.db
        .updateTable('shop_config')
        .set({ service_charge_bp: 100 })
        .where('shop_id', '=', shop)
        .execute();
    }
    for (const p of w.players) await setWallet(t, p.id, 1_000_000);
    const walletOf = async (id: number) =>
      Number(
        (await t.db.selectFrom('users').select('money').where('id', '=', id).executeTakeFirstOrThrow()).money,
      );
    const playersAtStart = new Map<number, number>();
    for (const p of w.players) playersAtStart.set(p.id, await walletOf(p.id));

    const tokenOf = (shopId: number) => (shopId === mainId ? w.partner : w.shop);
    const created = new Map<string, { player: number; fen: number }>();
    const live: string[] = [];
    const won: Record<string, Set<string>> = { ticket: new Set(), cancel: new Set() };
    const counts: Record<string, number> = {};
    const count = (k: string, code: number) => {
      const key = `${k}${code === 1 ? '' : 'Refused'}`;
      counts[key] = (counts[key] ?? 0) + 1;
    };
    let prepaid = 0;

    const create = async () => {
      const i = crypto.randomInt(w.players.length);
      const game = crypto.randomInt(3) === 0 ? QLC : SSQ;
      const content =
        game === SSQ
          ? ssqLine([1, 2, 3, 4, 5, 6], 7, crypto.randomInt(1, 4))
          : [
              {
                note: 1,
                beilv: 1,
                switch: 0,
                data: { list: { red: [1, 2, 3, 4, 5, 6, 7], blue: [] }, dan: { red: [], blue: [] } },
              },
            ];
      const r = await call(ordersApi.create.path, 'POST', w.players[i]!.token, {
        consent: 1,
        game_id: game,
        content,
        issue: ISSUE,
      });
      count('create', r.code);
      if (r.code !== 1) return;
      const id = (r.data as { order_id: string }).order_id;
      const row = await t.db
        .selectFrom('orders')
        .select('bet_money')
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow();
      created.set(id, { player: i, fen: Number(row.bet_money) });
      live.push(id);
    };

    /** An order still open, as it stands now: the call races whatever else is under way on it. */
    const anOrder = async () => {
      if (!live.length) return undefined;
      const id = pick(live);
      const row = await t.db
        .selectFrom('orders')
        .select(['state', 'receiving_shop_id'])
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow();
      if (row.state !== S.awaitingAcceptance && row.state !== S.awaitingTicket) {
        live.splice(live.indexOf(id), 1);
        return undefined;
      }
      return { id, ...row };
    };
    const onOrder =
      (
        kind: string,
        path: (o: { state: number }) => string,
        method: 'GET' | 'POST',
        by: (o: { receiving_shop_id: number }) => string,
        extra: Record<string, unknown> = {},
      ) =>
      async () => {
        const o = await anOrder();
        if (!o) return;
        const r = await call(path(o), method, by(o), { order_id: o.id, ...extra });
        count(kind, r.code);
        if (r.code === 1 && kind in won) won[kind]!.add(o.id);
      };
    const receive = onOrder(
      'receive',
      () => ordersApi.receive.path,
      'GET',
      (o) => tokenOf(o.receiving_shop_id),
    );
    const ticket = onOrder(
      'ticket',
      () => ordersApi.ticket.path,
      'POST',
      (o) => tokenOf(o.receiving_shop_id),
      { newContent: 0 },
    );
    const handOver = onOrder(
      'handOver',
      () => ordersApi.handOver.path,
      'GET',
      () => w.shop,
    );
    const handBack = onOrder(
      'handBack',
      () => ordersApi.handBack.path,
      'GET',
      () => w.partner,
    );
    const shopCancel = onOrder(
      'cancel',
      () => ordersApi.cancelByShop.path,
      'POST',
      (o) => tokenOf(o.receiving_shop_id),
      { reason: '缺票' },
    );
    const playerCancel = async () => {
      const o = await anOrder();
      if (!o) return;
      const r = await call(
        ordersApi.cancelByPlayer.path,
        'POST',
        w.players[created.get(o.id)!.player]!.token,
        { order_id: o.id },
      );
      count('playerCancel', r.code);
      if (r.code === 1) won.cancel!.add(o.id);
    };
    const recharge = async () => {
      const fen = crypto.randomInt(1_000, 50_000);
      const r = await call(cooperationApi.recharge.path, 'POST', w.shop, {
        shop_id: mainId,
        money: (fen / 100).toFixed(2),
      });
      count('recharge', r.code);
      if (r.code === 1) prepaid += fen;
    };
    await recharge();

    const kinds = [
      [create, 26],
      [receive, 16],
      [ticket, 14],
      [handOver, 10],
      [handBack, 10],
      [shopCancel, 8],
      [playerCancel, 6],
      [recharge, 3],
    ] as const;
    const bag = kinds.flatMap(([op, weight]) => Array.from({ length: weight }, () => op));
    let started = 0;
    const worker = async () => {
      while (started < OPERATIONS) {
        started++;
        await pick(bag)();
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(failures, `${failures.length} failures`).toEqual([]);
    // The locks are taken in one order, so a deadlock is an accident that the retry absorbs, not the way it works
    // (the mine page's version moves at commit, after every other lock: migration 0035).
    expect(retries(), 'transactions run again after a deadlock').toBeLessThan(OPERATIONS / 100);
    // Every kind happened, and won often (a refusal is a race lost or a state passed, in words).
    for (const k of ['create', 'receive', 'ticket', 'handOver', 'handBack', 'cancel', 'playerCancel'])
      expect(counts[k] ?? 0, `${k} ${JSON.stringify(counts)}`).toBeGreaterThan(OPERATIONS / 150);

    // The orders are where the answers put them, each decided once.
    const rows = await t.db
      .selectFrom('orders')
      .select(['order_id', 'state', 'bet_money', 'ticketing_shop_id', 'receiving_shop_id', 'is_cooperative'])
      .where('order_id', 'in', [...created.keys()])
      .execute();
    expect(rows).toHaveLength(created.size);
    const ticketed = (state: number) => state >= S.awaitingDraw && state <= S.paidOut;
    for (const r of rows) {
      const cancelled = r.state === S.cancelledByPlayer || r.state === S.cancelledByShop;
      expect(cancelled, `order ${r.order_id} cancelled`).toBe(won.cancel!.has(r.order_id));
      expect(ticketed(r.state), `order ${r.order_id} ticketed`).toBe(won.ticket!.has(r.order_id));
    }
    // Each player paid for every order they placed and got back exactly what was cancelled.
    for (const [i, p] of w.players.entries()) {
      let spent = 0;
      for (const [id, o] of created) if (o.player === i && !won.cancel!.has(id)) spent += o.fen;
      expect(await walletOf(p.id), `wallet of player ${i}`).toBe(playersAtStart.get(p.id)! - spent);
    }
    // The cooperation balance: what the branch prepaid less one charge per order the main store ticketed.
    const charges = await t.db
      .selectFrom('money_log as m')
      .innerJoin('ledger_accounts as a', 'a.id', 'm.account_id')
      .select(['m.ref_id', 'm.change'])
      .where('a.kind', '=', 'cooperation')
      .where('m.type', '=', 'coop_ticket')
      .execute();
    const ticketedAtMain = rows.filter((r) => ticketed(r.state) && r.ticketing_shop_id === mainId);
    expect(charges.map((c) => c.ref_id).sort()).toEqual(ticketedAtMain.map((r) => r.order_id).sort());
    const account = await t.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('kind', '=', 'cooperation')
      .where('shop_id', '=', mainId)
      .where('owner_shop_id', '=', branchId)
      .executeTakeFirstOrThrow();
    expect(Number(account.balance)).toBe(prepaid + charges.reduce((s, c) => s + Number(c.change), 0));
    await expectBooksBalanced(t);

    // The counts the triggers keep are the counts of the orders.
    const kept = await t.db
      .selectFrom('order_counts')
      .select(['shop_id', 'state', 'n'])
      .where('n', '<>', 0)
      .execute();
    const actual = await t.db
      .selectFrom('orders')
      .select(['receiving_shop_id as shop_id', 'state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy(['receiving_shop_id', 'state'])
      .execute();
    const key = (r: { shop_id: number; state: number; n: unknown }) =>
      `${r.shop_id}/${r.state}: ${Number(r.n)}`;
    expect(kept.map(key).sort()).toEqual(actual.map(key).sort());
    const coopKept = await t.db
      .selectFrom('cooperative_counts')
      .select(['shop_id', 'received', 'handed'])
      .execute();
    const waitingAtPartner = rows.filter(
      (r) => r.is_cooperative === 1 && (r.state === S.awaitingAcceptance || r.state === S.awaitingTicket),
    ).length;
    const keptOf = (id: number) => coopKept.find((c) => c.shop_id === id);
    expect(Number(keptOf(mainId)?.received ?? 0)).toBe(waitingAtPartner);
    expect(Number(keptOf(branchId)?.handed ?? 0)).toBe(waitingAtPartner);
  }, 600_000);
});
