import { GROUP_BUY_RULES, OrderState, ordersApi as api } from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lapseOverdue } from '../src/modules/orders/order-deadlines.service.ts';
import { databaseSnapshot } from './helpers/database-snapshot.ts';
import { expectBooksBalanced, setWallet } from './helpers/ledger.ts';
import { ISSUE, ledgerOf, moneyOf, orderRow, appWithOrderWorld, type OrderWorld } from './helpers/orders.ts';
import type { TestApp } from './helpers/test-app.ts';

// 合买 保底 (docs/orders.md, "Group-buys"): paid with the plan, held until its close (ahead of the order's deadline),
// then buying the unsold shares or refunded, exactly once whoever closes the plan and however often.

let t: TestApp;
let w: OrderWorld;
beforeEach(async () => ({ t, w } = await appWithOrderWorld()));
afterEach(() => t.close());

type Body = Record<string, unknown>;
const initiator = () => w.players[0]!;
/** A 双色球 plan of 10 yuan (5 注): 5 shares of 2 yuan unless said otherwise. */
const plan = (extra: Body) =>
  t.post<{ order_id: string; together: { guarantee_shares: number; deadline: number } }>(
    api.createGroupBuy.path,
    {
      token: initiator().token,
      body: {
        consent: 1,
        game_id: 101,
        issue: ISSUE,
        content: [
          {
            beilv: 5,
            switch: 0,
            data: { list: { red: [1, 2, 3, 4, 5, 6], blue: [7] }, dan: { red: [], blue: [] } },
          },
        ],
        total_shares: 5,
        ...extra,
      },
    },
  );
const opened = async (extra: Body) => {
  const r = await plan(extra);
  expect(r.code, r.msg).toBe(1);
  return r.data.order_id;
};
const join = (order_id: string, shares: number, who = 1) =>
  t.post(api.joinGroupBuy.path, { token: w.players[who]!.token, body: { consent: 1, order_id, shares } });
const planRow = async (orderId: string) =>
  t.db
    .selectFrom('group_buys')
    .selectAll()
    .where('id', '=', (await orderRow(t, orderId)).group_buy_id!)
    .executeTakeFirstOrThrow();
const sharesOf = async (orderId: string) =>
  t.db
    .selectFrom('group_buy_shares')
    .select(['user_id', 'shares', 'money'])
    .where('group_buy_id', '=', (await planRow(orderId)).id)
    .orderBy('id')
    .execute();
/** The order's ledger rows on wallets: [memo code, change]. */
const moves = async (orderId: string) => (await ledgerOf(t, orderId)).map((l) => [l.memo, Number(l.change)]);
/** Runs the close job as it runs just after the plan's close. */
const close = async (orderId: string) => lapseOverdue(t.ctx, (await planRow(orderId)).deadline + 1);

describe('合买 保底', () => {
  it('a plan closes closeLeadMinutes before the order; its 保底 is paid with the own shares, apart in the ledger', async () => {
    const before = await moneyOf(t, initiator().id);
    const r = await plan({ own_shares: 1, guarantee_shares: 3 });
    expect(r.code, r.msg).toBe(1);
    const id = r.data.order_id;
    const order = await orderRow(t, id);
    expect(await planRow(id)).toMatchObject({
      guarantee_shares: 3,
      guarantee_money: 600,
      deadline: order.deadline - GROUP_BUY_RULES.closeLeadMinutes * 60,
    });
    expect(r.data.together).toMatchObject({ guarantee_shares: 3, deadline: order.deadline - 600 });
    expect(await moneyOf(t, initiator().id)).toBe(before - 200 - 600);
    expect(await moves(id)).toEqual([
      ['groupBuyPay', -200],
      ['groupBuyGuarantee', -600],
    ]);
    await expectBooksBalanced(t);
  });

  it('refuses a negative 保底, one above the unsold shares and one the balance does not cover, naming guarantee_shares', async () => {
    const refused = async (extra: Body, ...fragments: string[]) => {
      const snapshot = await databaseSnapshot(t.db);
      const money = await moneyOf(t, initiator().id);
      const r = await plan(extra);
      expect(r.code, r.msg).toBe(0);
      for (const f of ['guarantee_shares', ...fragments]) expect(r.msg).toContain(f);
      expect((await databaseSnapshot(t.db)).diff(snapshot)).toEqual([]);
      expect(await moneyOf(t, initiator().id)).toBe(money);
    };
    await refused({ own_shares: 1, guarantee_shares: -1 });
    await refused({ own_shares: 1, guarantee_shares: 1.5 });
    await refused({ own_shares: 2, guarantee_shares: 4 }, '0 到 3 份');
    // 2 yuan covers the own share but not the 保底 too: nothing is paid.
    await setWallet(t, initiator().id, 300);
    await refused({ own_shares: 1, guarantee_shares: 1 }, '余额不足', '4.00');
    await expectBooksBalanced(t);
  });

  it('at the close, sold + 保底 covering the plan: the 保底 buys the rest, the unused part comes back, the order waits for the shop', async () => {
    const id = await opened({ own_shares: 1, guarantee_shares: 4 });
    expect((await join(id, 1)).code).toBe(1);
    const before = await moneyOf(t, initiator().id);
    expect(await close(id)).toBe(1);
    const order = await orderRow(t, id);
    expect(order.state).toBe(OrderState.awaitingAcceptance);
    // The shop still has its lead to take and ticket the filled plan.
    expect(order.deadline).toBeGreaterThan((await planRow(id)).deadline);
    expect(await planRow(id)).toMatchObject({ sold_shares: 5, guarantee_shares: 4, guarantee_money: 0 });
    expect(await sharesOf(id)).toEqual([
      { user_id: initiator().id, shares: 1, money: 200 },
      { user_id: w.players[1]!.id, shares: 1, money: 200 },
      { user_id: initiator().id, shares: 3, money: 600 },
    ]);
    expect(await moneyOf(t, initiator().id)).toBe(before + 200);
    expect(await moves(id)).toEqual([
      ['groupBuyPay', -200],
      ['groupBuyGuarantee', -800],
      ['groupBuyPay', -200],
      ['guaranteeRefund', 200],
    ]);
    await expectBooksBalanced(t);
  });

  it('at the close, sold + 保底 short of the plan: every share and the whole 保底 come back, the plan lapses', async () => {
    const start = [await moneyOf(t, initiator().id), await moneyOf(t, w.players[1]!.id)];
    const id = await opened({ own_shares: 1, guarantee_shares: 2 });
    expect((await join(id, 1)).code).toBe(1);
    expect(await close(id)).toBe(1);
    expect(await orderRow(t, id)).toMatchObject({ state: OrderState.lapsed });
    expect(await planRow(id)).toMatchObject({ sold_shares: 2, guarantee_money: 0 });
    expect([await moneyOf(t, initiator().id), await moneyOf(t, w.players[1]!.id)]).toEqual(start);
    expect((await moves(id)).filter(([, fen]) => Number(fen) > 0)).toEqual([
      ['expireRefund', 200],
      ['expireRefund', 200],
      ['guaranteeRefund', 400],
    ]);
    await expectBooksBalanced(t);
  });

  it('the close job run twice at the same moment fills the plan and refunds the 保底 once', async () => {
    const id = await opened({ own_shares: 1, guarantee_shares: 4 });
    const before = await moneyOf(t, initiator().id);
    const at = (await planRow(id)).deadline + 1;
    const runs = await Promise.all([lapseOverdue(t.ctx, at), lapseOverdue(t.ctx, at)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await orderRow(t, id)).toMatchObject({ state: OrderState.awaitingAcceptance });
    expect(await sharesOf(id)).toEqual([
      { user_id: initiator().id, shares: 1, money: 200 },
      { user_id: initiator().id, shares: 4, money: 800 },
    ]);
    // The whole 保底 was used: nothing comes back, and nothing twice.
    expect(await moneyOf(t, initiator().id)).toBe(before);
    expect((await moves(id)).filter(([code]) => code === 'guaranteeRefund')).toEqual([]);
    expect(await close(id)).toBe(0);
    await expectBooksBalanced(t);
  });

  it('after the close, before the job: no join and no withdrawal; the job then decides', async () => {
    const id = await opened({ own_shares: 1, guarantee_shares: 1 });
    await t.db
      .updateTable('group_buys')
      .set({ deadline: Math.floor(Date.now() / 1000) - 1 })
      .where('id', '=', (await planRow(id)).id)
      .execute();
    const money = await moneyOf(t, w.players[1]!.id);
    const joined = await join(id, 1);
    expect(joined.code).toBe(0);
    expect(joined.msg).toContain('order_id');
    expect(await moneyOf(t, w.players[1]!.id)).toBe(money);
    const withdrawn = await t.post(api.cancelByPlayer.path, {
      token: initiator().token,
      body: { order_id: id },
    });
    expect(withdrawn.code).toBe(0);
    expect(withdrawn.msg).toContain('order_id');
    expect(await orderRow(t, id)).toMatchObject({ state: OrderState.subscribing });
    expect(await close(id)).toBe(1);
    expect(await orderRow(t, id)).toMatchObject({ state: OrderState.lapsed });
    await expectBooksBalanced(t);
  });

  it('sold out before the close: the 保底 comes back at once; a withdrawal gives it back too', async () => {
    const id = await opened({ own_shares: 1, guarantee_shares: 2 });
    const before = await moneyOf(t, initiator().id);
    expect((await join(id, 4)).code).toBe(1);
    expect(await orderRow(t, id)).toMatchObject({ state: OrderState.awaitingAcceptance });
    expect(await planRow(id)).toMatchObject({ sold_shares: 5, guarantee_money: 0 });
    expect(await moneyOf(t, initiator().id)).toBe(before + 400);
    expect(await close(id)).toBe(0);
    expect(await moneyOf(t, initiator().id)).toBe(before + 400);

    const start = await moneyOf(t, initiator().id);
    const withdrawn = await opened({ own_shares: 1, guarantee_shares: 3 });
    const r = await t.post(api.cancelByPlayer.path, {
      token: initiator().token,
      body: { order_id: withdrawn },
    });
    expect(r.code, r.msg).toBe(1);
    expect(await moneyOf(t, initiator().id)).toBe(start);
    expect(await planRow(withdrawn)).toMatchObject({ guarantee_money: 0 });
    await expectBooksBalanced(t);
  });
});
