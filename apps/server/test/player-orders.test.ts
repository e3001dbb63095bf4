import {
  GROUP_BUY_RULES,
  OrderState,
  ordersApi as api,
  PLAYER_ORDER_LIMITS,
  shopSetupApi,
} from '@dzzs/shared';
import { MAX_MULTIPLE } from '@dzzs/shared/engine';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openIssue } from './helpers/calendar.ts';
import { databaseSnapshot } from './helpers/database-snapshot.ts';
import { expectBooksBalanced, setWallet } from './helpers/ledger.ts';
import {
  expectRefused,
  football2x1,
  ISSUE,
  ledgerOf,
  moneyOf,
  orderRow,
  appWithOrderWorld,
  ssqLine,
  type OrderWorld,
} from './helpers/orders.ts';
import { strangerPlayer } from './helpers/shops.ts';
import type { TestApp } from './helpers/test-app.ts';

// What a player may order, held by the server whatever the page sent (docs/orders.md, "Ordering"): every refusal
// answers code 0 naming the field and what is allowed, and leaves every row and balance as it was.

let t: TestApp;
let w: OrderWorld;
beforeEach(async () => ({ t, w } = await appWithOrderWorld()));
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
      body: ssq({ total_shares: 2, own_shares: 1 }, undefined, 5),
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
      body: ssq({ total_shares: 2, own_shares: 1 }, undefined, 5),
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

  it('takes a 胆拖 line at the engine’s count, and refuses too many 胆, a 胆 also among the 拖 and too few balls', async () => {
    const dantuo = (dan: number[], red: number[], blue = [7], blueDan: number[] = []): Body => ({
      ...ssq(),
      content: [{ beilv: 1, switch: 0, data: { list: { red, blue }, dan: { red: dan, blue: blueDan } } }],
    });
    await refused(() => create(dantuo([1, 2, 3, 4, 5, 6], [7, 8])), 'content[0].data.dan.red', '最多 5 个');
    await refused(
      () => create(dantuo([1, 2], [2, 3, 4, 5, 6])),
      'content[0].data.dan.red',
      '02',
      '胆码和拖码',
    );
    await refused(() => create(dantuo([1, 2], [3, 4, 5])), 'content[0].data.list.red', '6');
    await refused(() => create(dantuo([1], [2, 3, 4, 5, 6], [7], [8])), 'content[0].data.dan.blue');
    // 2 胆 + 5 拖: C(5,4) = 5 bets, 10 yuan.
    const placed = await create(dantuo([1, 2], [3, 4, 5, 6, 7]));
    expect(placed.code, placed.msg).toBe(1);
    const row = await orderRow(t, placed.data.order_id);
    expect(row).toMatchObject({ note: 5, bet_money: 1000 });
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
      body: ssq({ total_shares: 2, own_shares: 1 }, undefined, 5),
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

describe('合买', () => {
  const plan = (extra: Body, beilv = 5, token = player().token) =>
    t.post<{ order_id: string; together: { share_money: string } }>(api.createGroupBuy.path, {
      token,
      body: ssq(extra, undefined, beilv),
    });
  const join = (order_id: string, shares: number, who = 1) =>
    t.post(api.joinGroupBuy.path, { token: w.players[who]!.token, body: { consent: 1, order_id, shares } });
  const planRow = async (orderId: string) =>
    t.db
      .selectFrom('group_buys')
      .selectAll()
      .where('id', '=', (await orderRow(t, orderId)).group_buy_id!)
      .executeTakeFirstOrThrow();

  it('a plan of at least 10 yuan splits into equal shares of whole fen; the initiator pays their own', async () => {
    const before = await moneyOf(t, player().id);
    const r = await plan({ total_shares: 4, own_shares: 1 });
    expect(r.code, r.msg).toBe(1);
    expect(r.data.together).toMatchObject({
      total_shares: 4,
      sold_shares: 1,
      left_shares: 3,
      share_money: '2.50',
    });
    expect(await planRow(r.data.order_id)).toMatchObject({
      total_shares: 4,
      sold_shares: 1,
      share_money: 250,
    });
    expect(await orderRow(t, r.data.order_id)).toMatchObject({
      state: OrderState.subscribing,
      bet_money: 1000,
    });
    expect(await moneyOf(t, player().id)).toBe(before - 250);
    expect((await ledgerOf(t, r.data.order_id)).map((l) => [l.type, l.change])).toEqual([
      ['order_pay', -250],
    ]);
    await expectBooksBalanced(t);
  });

  it('refuses a plan under 10 yuan, shares that do not split, and share counts out of bounds, naming the field', async () => {
    expect(GROUP_BUY_RULES.minPlanFen).toBe(1000);
    await refused(() => plan({ total_shares: 2, own_shares: 1 }, 4), 'content', '至少 10.00 元', '8.00');
    await refused(() => plan({ total_shares: 3, own_shares: 1 }), 'total_shares', '10.00', '3 份');
    await refused(() => plan({ total_shares: 4, own_shares: 5 }), 'own_shares', '4');
    await refused(() => plan({ total_shares: 1, own_shares: 1 }), 'total_shares');
    await refused(() => plan({ total_shares: 1001, own_shares: 1 }), 'total_shares');
    await refused(() => plan({ total_shares: 4, own_shares: 0 }), 'own_shares');
    await refused(() => plan({ total_shares: 2.5, own_shares: 1 }), 'total_shares');
  });

  it('refuses a plan the balance does not cover, saying what the own shares cost', async () => {
    await setWallet(t, player().id, 400);
    await refused(() => plan({ total_shares: 2, own_shares: 1 }), '余额不足', '5.00');
  });

  it('refuses joining more than is left, a filled, withdrawn or expired plan, and a short balance, naming the field', async () => {
    const open = (await plan({ total_shares: 5, own_shares: 2 })).data.order_id;
    await refused(() => join(open, 4), 'shares', '仅剩 3 份');
    await refused(() => join(open, 0), 'shares');
    await setWallet(t, w.players[1]!.id, 100);
    await refused(() => join(open, 1), '余额不足', '2.00');

    expect((await join(open, 3, 2)).code).toBe(1);
    expect(await orderRow(t, open)).toMatchObject({ state: OrderState.awaitingAcceptance });
    await refused(() => join(open, 1, 3), 'order_id', '已截止或已满员');

    const withdrawn = (await plan({ total_shares: 5, own_shares: 2 })).data.order_id;
    const cancel = await t.post(api.cancelByPlayer.path, {
      token: player().token,
      body: { order_id: withdrawn },
    });
    expect(cancel.code, cancel.msg).toBe(1);
    await refused(() => join(withdrawn, 1, 3), 'order_id', '已截止或已满员');

    // Past its deadline, before the lapse job has run.
    const expired = (await plan({ total_shares: 5, own_shares: 2 })).data.order_id;
    const past = Math.floor(Date.now() / 1000) - 1;
    await t.db.updateTable('orders').set({ deadline: past }).where('order_id', '=', expired).execute();
    await t.db
      .updateTable('group_buys')
      .set({ deadline: past })
      .where('id', '=', (await planRow(expired)).id)
      .execute();
    await refused(() => join(expired, 1, 3), 'order_id', '已截止或已满员');
    await expectBooksBalanced(t);
  });

  it('two players racing for the last shares: one buys them, the other pays nothing', async () => {
    const id = (await plan({ total_shares: 5, own_shares: 2 })).data.order_id;
    const [a, b] = [w.players[1]!, w.players[2]!];
    const before = [await moneyOf(t, a.id), await moneyOf(t, b.id)];
    const answers = await Promise.all([join(id, 3, 1), join(id, 3, 2)]);
    expect(answers.map((r) => r.code).sort()).toEqual([0, 1]);
    const loser = answers.findIndex((r) => r.code === 0);
    expect(answers[loser]!.msg).toMatch(/已截止或已满员|仅剩 0 份/);
    const winner = [a, b][1 - loser]!;
    expect(await moneyOf(t, winner.id)).toBe(before[1 - loser]! - 600);
    expect(await moneyOf(t, [a, b][loser]!.id)).toBe(before[loser]);
    expect(await planRow(id)).toMatchObject({ sold_shares: 5 });
    expect(await orderRow(t, id)).toMatchObject({ state: OrderState.awaitingAcceptance });
    const shares = await t.db
      .selectFrom('group_buy_shares')
      .select(['user_id', 'shares', 'money'])
      .where('group_buy_id', '=', (await planRow(id)).id)
      .orderBy('id')
      .execute();
    expect(shares).toEqual([
      { user_id: player().id, shares: 2, money: 400 },
      { user_id: winner.id, shares: 3, money: 600 },
    ]);
    expect((await ledgerOf(t, id)).map((l) => [l.type, l.change])).toEqual([
      ['order_pay', -400],
      ['order_pay', -600],
    ]);
    await expectBooksBalanced(t);
  });

  it('the plan page shows a plan of the shop to any of its players, with who bought what; another shop: not found', async () => {
    const id = (await plan({ total_shares: 5, own_shares: 2 })).data.order_id;
    expect((await join(id, 1)).code).toBe(1);
    const seen = await t.get<{ together: { participants: { user_id: number; shares: number }[] } }>(
      api.groupBuyDetail.path,
      { token: w.players[3]!.token, query: { order_id: id } },
    );
    expect(seen.code, seen.msg).toBe(1);
    expect(seen.data.together.participants.map((p) => [p.user_id, p.shares])).toEqual([
      [player().id, 2],
      [w.players[1]!.id, 1],
    ]);
    const { token } = await strangerPlayer(t, 100_000);
    expect(await t.get(api.groupBuyDetail.path, { token, query: { order_id: id } })).toMatchObject({
      code: 0,
      msg: '订单不存在',
    });
    // A plain order is no plan.
    const plain = await create(ssq());
    expect(
      await t.get(api.groupBuyDetail.path, {
        token: w.players[3]!.token,
        query: { order_id: plain.data.order_id },
      }),
    ).toMatchObject({ code: 0, msg: '订单不存在' });
  });

  it('我的订单’s 合买 filter lists the plans the player started or joined, and no plain order', async () => {
    const mine = (await plan({ total_shares: 5, own_shares: 2 })).data.order_id;
    const other = (await plan({ total_shares: 5, own_shares: 2 }, 5, w.players[2]!.token)).data.order_id;
    expect((await join(other, 1)).code).toBe(1);
    const joinedOnly = (await plan({ total_shares: 5, own_shares: 2 }, 5, w.players[3]!.token)).data.order_id;
    await create(ssq(), w.players[1]!.token);
    const list = async (who: number) =>
      (
        await t.get<{ data: { order_id: string }[] }>(api.playerList.path, {
          token: w.players[who]!.token,
          query: { together: '1' },
        })
      ).data.data.map((o) => o.order_id);
    expect(await list(0)).toEqual([mine]);
    expect(await list(1)).toEqual([other]);
    expect(await list(3)).toEqual([joinedOnly]);
    expect(
      await t.get(api.playerList.path, { token: player().token, query: { together: '2' } }),
    ).toMatchObject({ code: 0 });
  });
});
