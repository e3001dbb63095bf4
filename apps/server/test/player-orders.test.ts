import { ordersApi as api, PLAYER_ORDER_LIMITS, shopSetupApi } from '@dzzs/shared';
import { MAX_MULTIPLE } from '@dzzs/shared/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { openIssue } from './helpers/calendar.ts';
import { databaseSnapshot } from './helpers/database-snapshot.ts';
import { expectBooksBalanced, setWallet } from './helpers/ledger.ts';
import {
  expectRefused,
  football2x1,
  ISSUE,
  orderRow,
  orderWorld,
  ssqLine,
  type OrderWorld,
} from './helpers/orders.ts';
import { strangerPlayer } from './helpers/shops.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// What a player may order, held by the server whatever the page sent (docs/orders.md, "Ordering"): every refusal
// answers code 0 naming the field and what is allowed, and leaves every row and balance as it was.

let t: TestApp;
let w: OrderWorld;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
  w = await orderWorld(t);
});
afterEach(() => t.close());

type Body = Record<string, unknown>;
const player = () => w.players[0]!;
const create = (body: Body, token = player().token) =>
  t.post<{ order_id: string }>(api.create.path, { token, body });
/** A 双色球 line as a picker sends it, without a 注数 of its own (the server counts). */
const ssq = (extra: Body = {}, red = [1, 2, 3, 4, 5, 6], beilv = 1): Body => ({
  consent: 1,
  game_id: 101,
  issue: ISSUE,
  content: [{ beilv, switch: 0, data: { list: { red, blue: [7] }, dan: { red: [], blue: [] } } }],
  ...extra,
});

const refused = (work: () => Promise<{ code: number; msg: string }>, ...fragments: string[]) =>
  expectRefused(t, player().id, work, ...fragments);

const editGame = async (game_id: number, model: string, value: unknown) => {
  const r = await t.post(shopSetupApi.editGame.path, { token: w.shop, body: { game_id, model, value } });
  expect(r.code, r.msg).toBe(1);
};

describe('consent', () => {
  it('an order, a plan and a join without the pay sheet’s consent are refused, naming it', async () => {
    const { consent: _, ...without } = ssq();
    await refused(() => create(without), 'consent', '我已年满18周岁');
    await refused(() => create({ ...without, consent: 0 }), 'consent');
    await refused(
      () =>
        t.post(api.createGroupBuy.path, {
          token: player().token,
          body: { ...without, total_shares: 2, own_shares: 1 },
        }),
      'consent',
    );
    const plan = await t.post<{ order_id: string }>(api.createGroupBuy.path, {
      token: player().token,
      body: ssq({ total_shares: 2, own_shares: 1 }, undefined, 2),
    });
    expect(plan.code, plan.msg).toBe(1);
    await refused(
      () =>
        t.post(api.joinGroupBuy.path, {
          token: w.players[1]!.token,
          body: { order_id: plan.data.order_id, shares: 1 },
        }),
      'consent',
    );
  });

  it('is recorded with the order and with each share bought', async () => {
    const before = Math.floor(Date.now() / 1000);
    const r = await create(ssq());
    expect(r.code, r.msg).toBe(1);
    expect((await orderRow(t, r.data.order_id)).consent_time).toBeGreaterThanOrEqual(before);
    const plan = await t.post<{ order_id: string }>(api.createGroupBuy.path, {
      token: player().token,
      body: ssq({ total_shares: 2, own_shares: 1 }, undefined, 2),
    });
    const joined = await t.post(api.joinGroupBuy.path, {
      token: w.players[1]!.token,
      body: { consent: 1, order_id: plan.data.order_id, shares: 1 },
    });
    expect(joined.code, joined.msg).toBe(1);
    const shares = await t.db
      .selectFrom('group_buy_shares')
      .select(['user_id', 'consent_time'])
      .where('group_buy_id', '=', (await orderRow(t, plan.data.order_id)).group_buy_id!)
      .orderBy('id')
      .execute();
    expect(shares.map((s) => s.user_id)).toEqual([player().id, w.players[1]!.id]);
    for (const s of shares) expect(s.consent_time).toBeGreaterThanOrEqual(before);
  });
});

describe('the server’s count and price', () => {
  it('refuses a pay sheet total or count other than the engine’s, and takes the engine’s', async () => {
    // 7 reds: C(7,6) = 7 bets, 14 yuan.
    const seven = [1, 2, 3, 4, 5, 6, 7];
    await refused(() => create(ssq({ amount: '2.00' }, seven)), 'amount', '2.00', '14.00', '7 注');
    await refused(() => create(ssq({ notes: 1 }, seven)), 'notes', '7');
    const r = await create(ssq({ amount: '14.00', notes: 7 }, seven));
    expect(r.code, r.msg).toBe(1);
    const row = await orderRow(t, r.data.order_id);
    expect({ bet: row.bet_money }).toEqual({ bet: 1400 });
  });

  it('refuses a line’s 注数 or a sports slip’s Note and Amount that disagree with the engine', async () => {
    const line = ssqLine([1, 2, 3, 4, 5, 6, 7], 7);
    await refused(() => create({ ...ssq(), content: line }), 'content[0].note', '7');
    const slip = football2x1();
    await refused(
      () =>
        create({ consent: 1, game_id: 407, content: { ...slip, remarks: { ...slip.remarks, Note: '3' } } }),
      'content.remarks.Note',
    );
    await refused(
      () =>
        create({
          consent: 1,
          game_id: 407,
          content: { ...slip, remarks: { ...slip.remarks, Amount: '1.00' } },
        }),
      'content.remarks.Amount',
      '2.00',
    );
  });
});

describe('what may be bet', () => {
  it('refuses picks out of range and too few, naming the line', async () => {
    await refused(() => create(ssq({}, [1, 2, 3, 4, 5, 34])), 'content[0].data.list.red[5]', '01–33');
    await refused(() => create(ssq({}, [1, 2, 3, 4, 5])), 'content[0]', '6');
  });

  it('refuses a multiple over the limit, naming it and the limit', async () => {
    await refused(() => create(ssq({}, undefined, MAX_MULTIPLE + 1)), 'beilv', String(MAX_MULTIPLE));
  });

  it('refuses an order past the shop’s deadline (the sales close less its advance minutes)', async () => {
    const { issue } = await openIssue(t, { game: 203, n: 302, closesIn: 9 * 60 });
    const line = [
      { beilv: 1, switch: 0, play: '直选', data: { list: { red: [[1], [2], [3], [4], [5]], blue: [] } } },
    ];
    await refused(() => create({ consent: 1, game_id: 203, issue, content: line }), '已过截止时间', '10');
  });

  it('refuses a game the shop switched off, and an amount below its minimum', async () => {
    await editGame(101, 'gamestate', 0);
    await refused(() => create(ssq()), '暂停销售');
    await editGame(101, 'gamestate', 1);
    await editGame(101, 'MinBetAmount', '10');
    await refused(() => create(ssq()), '最小投注金额 10.00 元', '2.00');
    expect((await create(ssq({}, undefined, 5))).code).toBe(1);
  });

  it('refuses an order above the platform’s maximum for one order', async () => {
    await setWallet(t, player().id, 10 * PLAYER_ORDER_LIMITS.maxOrderFen);
    // 16 reds, one blue: C(16,6) = 8008 bets, 16,016 yuan; ×7 is 112,112 yuan.
    const reds = Array.from({ length: 16 }, (_, i) => i + 1);
    const line = [
      { beilv: 7, switch: 0, data: { list: { red: reds, blue: [7] }, dan: { red: [], blue: [] } } },
    ];
    await refused(() => create({ ...ssq(), content: line }), '100000.00', '112112.00');
  });

  it('refuses an order the balance does not cover, saying what it costs', async () => {
    await setWallet(t, player().id, 100);
    await refused(() => create(ssq()), '余额不足', '2.00');
  });

  it('another shop’s plan or another player’s order is not found', async () => {
    const plan = await t.post<{ order_id: string }>(api.createGroupBuy.path, {
      token: player().token,
      body: ssq({ total_shares: 2, own_shares: 1 }, undefined, 2),
    });
    const { token } = await strangerPlayer(t, 100_000);
    const before = await databaseSnapshot(t.db);
    const join = await t.post(api.joinGroupBuy.path, {
      token,
      body: { consent: 1, order_id: plan.data.order_id, shares: 1 },
    });
    expect(join).toMatchObject({ code: 0, msg: '订单不存在' });
    const other = await t.get(api.playerDetail.path, {
      token: w.players[2]!.token,
      query: { order_id: plan.data.order_id },
    });
    // A player who bought no share of it does not see it.
    expect(other).toMatchObject({ code: 0, msg: '订单不存在' });
    expect((await databaseSnapshot(t.db)).diff(before)).toEqual([]);
    await expectBooksBalanced(t);
  });
});
