import {
  cooperationApi as api,
  ordersApi,
  OrderState as S,
  type Cooperation,
  type Page,
  type Order,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionsChanged } from '../src/modules/auth/session.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { moneyOf, orderRow, orderWorld, placeSsq, publishSsq, type OrderWorld } from './helpers/orders.ts';
import { cooperate } from './helpers/cooperation.ts';
import { collide, hold } from './helpers/races.ts';
import { createThirdShop } from './helpers/shops.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Partner shops and their money (docs/partners.md): demo_shop (the branch) hands 双色球 orders over to partner_shop
// (the main store) at a 3 % commission; the branch prepays the cooperation balance, the main store tickets against
// it, the prize comes back through it and the branch pays its player. After every step the cooperation balance
// equals the sum of its ledger rows, and each wallet moved by exactly its ledger rows.

let t: TestApp;
let w: OrderWorld;
let branchId: number;
let mainId: number;

type Row = { code: number; msg: string; data: unknown };
const get = (path: string, token: string, query: Record<string, string | number | undefined>) =>
  t.get(path, { token, query }) as Promise<Row>;
const post = (path: string, token: string, body: Record<string, unknown>) =>
  t.post(path, { token, body }) as Promise<Row>;

const recharge = (money: unknown, token = w.shop) =>
  post(api.recharge.path, token, { shop_id: mainId, money });
const withdraw = (money: unknown, token = w.shop) =>
  post(api.withdraw.path, token, { shop_id: mainId, money });
const editBalance = (type: 'Add' | 'Del', value: unknown, token = w.partner) =>
  post(api.editBalance.path, token, { shop_id: branchId, type, value, memo: '线下结算' });
const handOver = (id: string, token = w.shop) => get(ordersApi.handOver.path, token, { order_id: id });
const handBack = (id: string, token = w.partner) => get(ordersApi.handBack.path, token, { order_id: id });
const receive = (id: string, token: string) => get(ordersApi.receive.path, token, { order_id: id });
const ticket = (id: string, token: string) =>
  post(ordersApi.ticket.path, token, { order_id: id, newContent: 0 });
const award = (id: string, token: string) => post(ordersApi.award.path, token, { order_ids: id });
const ok = async (p: Promise<Row>) => {
  const r = await p;
  expect(r.msg, r.msg).toBeDefined();
  expect(r.code, r.msg).toBe(1);
  return r;
};

async function account() {
  return t.db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('shop_id', '=', mainId)
    .where('owner_shop_id', '=', branchId)
    .executeTakeFirst();
}

/** The cooperation balance in fen, checked against the sum of its ledger rows. */
async function coopBalance(): Promise<number> {
  const acc = await account();
  if (!acc) return 0;
  const sum = await t.db
    .selectFrom('money_log')
    .select((eb) => eb.fn.sum<number>('change').as('s'))
    .where('account_id', '=', acc.id)
    .executeTakeFirstOrThrow();
  expect(Number(sum.s ?? 0)).toBe(Number(acc.balance));
  return Number(acc.balance);
}

/** Rows of a wallet written since `afterId`, summed. */
async function walletMoved(userId: number, afterId: number): Promise<number> {
  const r = await t.db
    .selectFrom('money_log')
    .select((eb) => eb.fn.sum<number>('change').as('s'))
    .where('user_id', '=', userId)
    .where('account_id', '=', 0)
    .where('id', '>', afterId)
    .executeTakeFirstOrThrow();
  return Number(r.s ?? 0);
}
const lastLogId = async () =>
  Number(
    (
      await t.db
        .selectFrom('money_log')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirstOrThrow()
    ).m ?? 0,
  );

beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
  w = await orderWorld(t);
  branchId = w.shopId;
  mainId = (await t.login('partner_shop')).userId;
  await t.db.updateTable('users').set({ money: 1_000_00 }).where('id', 'in', [branchId, mainId]).execute();
  await cooperate(t, { branch: w.shop, main: w.partner, mainId });
});
afterEach(async () => {
  await t.close();
});

describe('the cooperation lifecycle', () => {
  it('prepay → hand over → the main store tickets less its commission → prize back → the branch pays its player', async () => {
    const start = await lastLogId();
    await ok(recharge('100'));
    expect(await coopBalance()).toBe(100_00);
    expect(await walletMoved(branchId, start)).toBe(-100_00);
    expect(await moneyOf(t, branchId)).toBe(900_00);

    // A 10-yuan 双色球 order (×5) of the branch's player goes to the main store.
    const id = await placeSsq(t, w, 0, [1, 2, 3, 4, 5, 6], 7, 5);
    const kept = await placeSsq(t, w, 1);
    await ok(handOver(id));
    expect(await orderRow(t, id)).toMatchObject({
      state: S.awaitingAcceptance,
      receiving_shop_id: mainId,
      ticketing_shop_id: mainId,
      is_cooperative: 1,
      coop_commission: 3,
    });
    for (const token of [w.shop, w.partner]) {
      const tab = (await get(ordersApi.cooperativeList.path, token, {})).data as Page<Order>;
      expect(tab.data.map((o) => o.order_id)).toEqual([id]);
    }
    const seen = (await get(ordersApi.detail.path, w.partner, { order_id: id })).data as {
      ticketingShop: { id: number };
      shop_id: { id: number };
    };
    expect(seen).toMatchObject({ ticketingShop: { id: mainId }, shop_id: { id: branchId } });
    // The branch sees it but no longer acts on it.
    expect((await receive(id, w.shop)).msg).toBe('订单不存在');

    const beforeTicket = await lastLogId();
    await ok(receive(id, w.partner));
    await ok(ticket(id, w.partner));
    // The branch's kept 合作 tab follows what the main store did: the ticketed order has left it.
    const branchTab = (await get(ordersApi.cooperativeList.path, w.shop, {})).data as Page<Order>;
    expect(branchTab.data).toEqual([]);
    // 10.00 less 3 % = 9.70 from the cooperation balance to the main store; the service fee from the main store.
    expect(await coopBalance()).toBe(100_00 - 9_70);
    const fee = (await orderRow(t, id)).service_fee;
    expect(await walletMoved(mainId, beforeTicket)).toBe(9_70 - fee);
    expect(await moneyOf(t, mainId)).toBe(1_000_00 + 9_70 - fee);

    await publishSsq(t, [1, 2, 3, 4, 5, 6], 7);
    const won = await orderRow(t, id);
    expect(won.state).toBe(S.awaitingPayout);
    const prize = won.award_money;
    await t.db
      .updateTable('users')
      .set({ money: prize + 1_000_00 })
      .where('id', '=', mainId)
      .execute();

    // The branch can't pay out what the main store holds; the main store's 派奖 returns the prize.
    expect((await award(id, w.shop)).msg).toBe('订单不存在');
    const beforePrize = await lastLogId();
    await ok(award(id, w.partner));
    expect(await orderRow(t, id)).toMatchObject({
      state: S.awaitingPayout,
      receiving_shop_id: branchId,
      ticketing_shop_id: mainId,
    });
    expect(await coopBalance()).toBe(90_30 + prize);
    expect(await walletMoved(mainId, beforePrize)).toBe(-prize);

    const player = w.players[0]!.id;
    const playerBefore = await moneyOf(t, player);
    await ok(award(id, w.shop));
    expect((await orderRow(t, id)).state).toBe(S.paidOut);
    expect(await moneyOf(t, player)).toBe(playerBefore + prize);

    // The ledger as both shops read it, tab by tab.
    const tab = async (token: string, Coop_type: number, type: number, shop_id: number) =>
      (await get(api.balance.path, token, { shop_id, Coop_type, type })).data as {
        balance: string;
        tjmoney: number;
        data: Page<{ money: string; order_id: string }>;
      };
    const tickets = await tab(w.shop, 1, 1, mainId);
    expect(tickets).toMatchObject({ balance: ((90_30 + prize) / 100).toFixed(2), tjmoney: -9_70 });
    expect(tickets.data.data).toMatchObject([{ money: '-9.70', order_id: id }]);
    expect((await tab(w.partner, 2, 4, branchId)).tjmoney).toBe(prize);
    expect((await tab(w.partner, 2, 2, branchId)).tjmoney).toBe(100_00);

    const listed = (await get(api.asBranch.path, w.shop, {})).data as Cooperation[];
    expect(listed[0]!.CooperativeStoresMoney).toBe(((90_30 + prize) / 100).toFixed(2));
    const history = (await get(api.history.path, w.partner, { shop_id: branchId, type: 2 }))
      .data as Page<Order>;
    expect(history.data.map((o) => o.order_id)).toEqual([id]);

    await ok(post(api.remove.path, w.shop, { shop_id: mainId, type: 1, game_id: 101 }));
    expect((await handOver(kept)).msg).toContain('没有接双色球订单的合作店铺');
    // The detail offers 甩单 only while a main store takes the game.
    const detail = (await get(ordersApi.detail.path, w.shop, { order_id: kept })).data as Order;
    expect(detail.AllowRejection).toBe(0);
  });

  it('自动甩单 hands a new order over as it arrives, and the main store’s phones ring', async () => {
    await ok(post(api.pushSwitch.path, w.shop, { MainStore_id: mainId, game_id: 101, value: 1 }));
    const id = await placeSsq(t, w);
    expect(await orderRow(t, id)).toMatchObject({ receiving_shop_id: mainId, is_cooperative: 1 });
    await ok(post(api.pullSwitch.path, w.partner, { BranchStore_id: branchId, game_id: 101, value: 0 }));
    const stays = await placeSsq(t, w);
    expect((await orderRow(t, stays)).receiving_shop_id).toBe(branchId);
  });

  it('the 合作 tab pages by keyset, newest first or by deadline, and counts what it holds', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await placeSsq(t, w, i));
    for (const id of ids) await ok(handOver(id));
    type Tab = Page<Order>;
    const page1 = (await get(ordersApi.cooperativeList.path, w.partner, { per_page: 2 })).data as Tab;
    expect(page1).toMatchObject({ total: 3, last_page: 2 });
    expect(page1.data.map((o) => o.order_id)).toEqual([ids[2], ids[1]]);
    const page2 = (
      await get(ordersApi.cooperativeList.path, w.partner, {
        per_page: 2,
        current_page: 2,
        last_id: page1.next_last_id!,
      })
    ).data as Tab;
    expect(page2.data.map((o) => o.order_id)).toEqual([ids[0]]);
    const byDeadline = (await get(ordersApi.cooperativeList.path, w.shop, { order: 'Deadline', per_page: 2 }))
      .data as Tab;
    expect(byDeadline.data.map((o) => o.order_id)).toEqual([ids[0], ids[1]]);
    const counts = (await get(ordersApi.tabCounts.path, w.shop, {})).data as { cooperative: number };
    expect(counts.cooperative).toBe(3);
  });

  it('the 合作 tab’s kept count agrees with a count of its orders after every kind of change, on both sides', async () => {
    await ok(recharge('100'));
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await placeSsq(t, w, i % 3));
    for (const id of ids) await ok(handOver(id));
    await ok(handBack(ids[0]!));
    await ok(receive(ids[1]!, w.partner));
    await ok(receive(ids[2]!, w.partner));
    await ok(ticket(ids[2]!, w.partner));
    // A repair by hand in SQL: the order goes back to its own shop.
    await t.db
      .updateTable('orders')
      .set({ receiving_shop_id: branchId, ticketing_shop_id: branchId, is_cooperative: 0 })
      .where('order_id', '=', ids[3]!)
      .execute();
    const { id: gone } = await orderRow(t, ids[4]!);
    await t.db
      .deleteFrom('record_events')
      .where('entity', '=', 'order')
      .where('record_id', '=', gone)
      .execute();
    await t.db.deleteFrom('orders').where('id', '=', gone).execute();
    // An import in SQL of an order handed over to a third shop, which then moves to the main store.
    const thirdId = await createThirdShop(t);
    const { id: _pk, version: _v, ...copy } = await orderRow(t, ids[1]!);
    await t.db
      .insertInto('orders')
      .values({ ...copy, order_id: 'imported-1', receiving_shop_id: thirdId, ticketing_shop_id: thirdId })
      .execute();
    const sidesOf = async (shopId: number) => {
      const kept = await t.db
        .selectFrom('cooperative_counts')
        .select(['received', 'handed'])
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      return [Number(kept?.received ?? 0), Number(kept?.handed ?? 0)];
    };
    expect(await sidesOf(thirdId)).toEqual([1, 0]);
    await t.db
      .updateTable('orders')
      .set({ receiving_shop_id: mainId, ticketing_shop_id: mainId })
      .where('order_id', '=', 'imported-1')
      .execute();
    // And one of the main store's own orders waiting at the third shop: the main store's tab has both sides.
    await t.db
      .insertInto('orders')
      .values({
        ...copy,
        order_id: 'imported-2',
        shop_id: mainId,
        receiving_shop_id: thirdId,
        ticketing_shop_id: thirdId,
      })
      .execute();
    const tab = async (token: string) =>
      ((await get(ordersApi.tabCounts.path, token, {})).data as { cooperative: number }).cooperative;
    const listed = async (token: string) => {
      const page = (await get(ordersApi.cooperativeList.path, token, { per_page: 50 })).data as Page<Order>;
      return [page.total, page.data.length];
    };
    // ids[1] (accepted by the main store, not yet ticketed) and imported-1 are in both shops' tabs.
    expect([await tab(w.shop), ...(await listed(w.shop))]).toEqual([2, 2, 2]);
    expect([await tab(w.partner), ...(await listed(w.partner))]).toEqual([3, 3, 3]);
    expect(await sidesOf(branchId)).toEqual([0, 2]);
    expect(await sidesOf(mainId)).toEqual([2, 1]);
    expect(await sidesOf(thirdId)).toEqual([1, 0]);
  });

  it('驳回 sends the order back once: it can’t be handed over again, and a second 驳回 is refused', async () => {
    const id = await placeSsq(t, w);
    expect(((await get(ordersApi.detail.path, w.shop, { order_id: id })).data as Order).AllowRejection).toBe(
      1,
    );
    await ok(handOver(id));
    expect((await handOver(id, w.partner)).msg).toBe('该订单来自合作店铺，不能再甩单');
    await ok(handBack(id));
    expect(await orderRow(t, id)).toMatchObject({
      receiving_shop_id: branchId,
      is_cooperative: 0,
      allow_rejection: 0,
    });
    expect((await handBack(id)).msg).toBe('订单不存在');
    expect((await handOver(id)).msg).toContain('驳回过');
    const detail = (await get(ordersApi.detail.path, w.shop, { order_id: id })).data as Order;
    expect(detail.AllowRejection).toBe(0);
  });

  it('驳回 is refused once the main store has taken the order (接单): it stays the main store’s, in 待出票', async () => {
    const id = await placeSsq(t, w);
    await ok(handOver(id));
    await ok(receive(id, w.partner));
    const before = await orderRow(t, id);
    const refused = await handBack(id);
    expect(refused).toMatchObject({ code: 0, msg: '订单已接单，不能驳回，请出票或撤单' });
    expect(await orderRow(t, id)).toEqual(before);
    expect(before).toMatchObject({
      state: 2,
      receiving_shop_id: mainId,
      is_cooperative: 1,
      allow_rejection: 1,
    });
  });

  it('the main store can’t ticket beyond the cooperation balance: 402, nothing moves', async () => {
    await ok(recharge('5'));
    const id = await placeSsq(t, w, 0, [1, 2, 3, 4, 5, 6], 7, 5);
    await ok(handOver(id));
    await ok(receive(id, w.partner));
    const before = await lastLogId();
    const r = await ticket(id, w.partner);
    expect(r).toMatchObject({ code: 402 });
    expect(r.msg).toContain('合作店铺余额不足');
    expect((await orderRow(t, id)).state).toBe(S.awaitingTicket);
    expect(await lastLogId()).toBe(before);
  });
});

describe('races', () => {
  it('two hand-overs of one order at once: one wins', async () => {
    const id = await placeSsq(t, w);
    const held = await hold(t, { table: 'orders', id: (await orderRow(t, id)).id });
    const results = await collide(
      held,
      () => handOver(id),
      () => handOver(id),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect((await orderRow(t, id)).receiving_shop_id).toBe(mainId);
  });

  it('a hand-over while the branch’s staff tickets it: one wins, money adds up', async () => {
    const id = await placeSsq(t, w);
    await ok(receive(id, w.shop));
    const start = await lastLogId();
    const held = await hold(t, { table: 'orders', id: (await orderRow(t, id)).id });
    const [handed, ticketed] = await collide(
      held,
      () => handOver(id),
      () => ticket(id, w.clerk),
    );
    expect([handed.code, ticketed.code].sort()).toEqual([0, 1]);
    const row = await orderRow(t, id);
    if (handed.code === 1) expect(row).toMatchObject({ state: S.awaitingTicket, receiving_shop_id: mainId });
    else expect(row).toMatchObject({ state: S.awaitingDraw, receiving_shop_id: branchId });
    expect(await walletMoved(branchId, start)).toBe(handed.code === 1 ? 0 : -row.service_fee);
    expect(await coopBalance()).toBe(0);
  });

  it('two 驳回 at once: one wins', async () => {
    const id = await placeSsq(t, w);
    await ok(handOver(id));
    const held = await hold(t, { table: 'orders', id: (await orderRow(t, id)).id });
    const results = await collide(
      held,
      () => handBack(id),
      () => handBack(id),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect((await orderRow(t, id)).receiving_shop_id).toBe(branchId);
  });

  it('the main store ends the cooperation while a prepayment waits: the end waits for the prepayment', async () => {
    // The prepayment has found the cooperation and waits for the branch's wallet; the end comes meanwhile.
    const held = await hold(t, { table: 'users', id: branchId });
    const finished: string[] = [];
    const [prepaid, ended] = await collide(
      held,
      () => recharge('30').then((r) => (finished.push('prepaid'), r)),
      () =>
        post(api.remove.path, w.partner, { shop_id: branchId, type: 2, game_id: '' }).then(
          (r) => (finished.push('ended'), r),
        ),
    );
    expect([prepaid.code, ended.code]).toEqual([1, 1]);
    expect(finished).toEqual(['prepaid', 'ended']);
    // The balance outlives the cooperation; nothing more can be prepaid into it.
    expect(await coopBalance()).toBe(30_00);
    expect((await recharge('1')).msg).toBe('合作不存在');
    expect(await coopBalance()).toBe(30_00);
  });

  it('a withdrawal and a prepayment at once both land; the balance is their sum', async () => {
    await ok(recharge('50'));
    const held = await hold(t, { table: 'users', id: branchId });
    const results = await collide(
      held,
      () => withdraw('20'),
      () => recharge('30'),
    );
    expect(results.map((r) => r.code)).toEqual([1, 1]);
    expect(await coopBalance()).toBe(60_00);
    expect(await moneyOf(t, branchId)).toBe(940_00);
  });
});

describe('who may, and bad input', () => {
  it('a shop that is no party sees none of it; staff without the permission get 401', async () => {
    await createThirdShop(t);
    const third = (await t.login('third_shop', 'third123456')).token;
    expect((await get(api.balance.path, third, { shop_id: mainId, Coop_type: 1 })).msg).toBe('合作不存在');
    expect((await post(api.recharge.path, third, { shop_id: mainId, money: 1 })).msg).toBe('合作不存在');
    expect((await post(api.withdraw.path, third, { shop_id: mainId, money: 2 })).msg).toBe('合作不存在');
    expect((await get(api.history.path, third, { shop_id: mainId, type: 1 })).data).toMatchObject({
      total: 0,
    });
    // Coop_type 2 from the branch: it is not the main store of partner_shop.
    expect((await get(api.balance.path, w.shop, { shop_id: mainId, Coop_type: 2 })).msg).toBe('合作不存在');
    expect((await post(api.editBalance.path, w.shop, { shop_id: mainId, type: 'Add', value: 1 })).msg).toBe(
      '合作不存在',
    );
    const id = await placeSsq(t, w);
    expect((await handBack(id, w.shop)).msg).toBe('该订单不是合作订单');
    await t.db.updateTable('clerk_config').set({ cooperation: 0 }).execute();
    sessionsChanged(t.ctx);
    expect((await recharge('1', w.clerk)).code).toBe(401);
    expect((await handOver(id, w.clerk)).code).toBe(401);
  });

  it('amounts: zero, negative, three decimals, above the limits or the balance; the 4th withdrawal of a day', async () => {
    const start = await lastLogId();
    for (const money of ['0', '-5', '1.234', 'abc', '1000000.01']) {
      const r = await recharge(money);
      expect(r.code, money).toBe(0);
      expect(r.msg, money).toContain('money');
    }
    expect((await recharge('2000')).msg).toBe('店铺余额不足（可用 1000.00 元）');
    expect((await withdraw('1')).msg).toContain('money');
    expect((await withdraw('5')).msg).toContain('合作店铺余额不足');
    expect((await editBalance('Add', '50000.01')).msg).toContain('value');
    expect((await editBalance('Del', '1')).msg).toContain('合作店铺余额不足');
    expect(
      (
        await post(api.editBalance.path, w.partner, {
          shop_id: branchId,
          type: 'Add',
          value: 1,
          memo: 'x'.repeat(131),
        })
      ).msg,
    ).toContain('memo');
    expect(await lastLogId()).toBe(start);

    await ok(recharge('100'));
    for (let i = 0; i < 3; i++) await ok(withdraw('1.01'));
    expect((await withdraw('1.01')).msg).toBe('每日只能提现3次');
    expect(await coopBalance()).toBe(100_00 - 3 * 1_01);
    await ok(editBalance('Add', '50000'.slice(0, 3)));
    await ok(editBalance('Del', '500'));
    expect(await coopBalance()).toBe(100_00 - 3 * 1_01);
  });
});
