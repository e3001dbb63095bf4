import {
  playerSideApi,
  playersApi,
  playerWithdrawalsApi,
  redPacketsApi,
  type PlayerWallet,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/ledger/ledger-check.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { openIssue } from './helpers/calendar.ts';
import { expectBooksBalanced, setWallet } from './helpers/ledger.ts';
import {
  ISSUE,
  lapse,
  orderWorld,
  place,
  publishSsq,
  ssqLine,
  startPlan,
  type OrderWorld,
} from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// 不可提现 (docs/money.md, "Not withdrawable"): money in as 加款, a recharge or a red packet must be bet before it
// may be withdrawn; a bet spends it first, a refund gives back what the bet took of it, a prize is withdrawable, a
// withdrawal takes only the rest. Each step is checked in the player's answer (Money/wallet), the wallet's row and
// the ledger rows' moves of the part; the books balance after each scenario.

let t: TestApp;
let w: OrderWorld;
let playerId: number;
let player: string;

const ALIPAY = { type: 1, number: '13912345678', contact: '微信 zw888', realname: '张伟' };

beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
  w = await orderWorld(t);
  ({ id: playerId, token: player } = w.players[0]!);
  // orderWorld's starting money is withdrawable: the scenarios start from nothing.
  await setWallet(t, playerId, 0);
});
afterEach(() => t.close());

// ---- the calls ----

const ok = async <T>(p: Promise<{ code: number; msg: string; data: T }>) => {
  const r = await p;
  expect(r.code, r.msg).toBe(1);
  return r.data;
};
const addMoney = (money: string) =>
  ok(t.post(playersApi.addMoney.path, { token: w.shop, body: { id: playerId, money, memo: '现金' } }));
const deduct = (money: string) =>
  ok(t.post(playersApi.deductMoney.path, { token: w.shop, body: { id: playerId, money, memo: '退现金' } }));
const withdraw = (money: string) =>
  t.post<string>(playerWithdrawalsApi.request.path, { token: player, body: { ...ALIPAY, money } });
const walletAnswer = () => ok(t.get<PlayerWallet>(playerSideApi.wallet.path, { token: player }));
/** A 双色球 单式 of 2 yuan × beilv, on its own issue when it is to be drawn. */
const bet = (beilv: number, issue = ISSUE) =>
  place(t, player, { game_id: 101, content: ssqLine([1, 2, 3, 4, 5, 6], 7, beilv), issue });
const cancel = (orderId: string) =>
  ok(t.post('/api/bettingend.Order/cancel', { token: player, body: { order_id: orderId } }));

// ---- the rows ----

const walletRow = async () => {
  const r = await t.db
    .selectFrom('users')
    .select(['money', 'locked_money'])
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  return { money: Number(r.money), locked: Number(r.locked_money) };
};
/** The player's wallet and the answer agree: balance, withdrawable and not withdrawable, fen. */
async function expectSplit(money: number, locked: number) {
  expect(await walletRow()).toEqual({ money, locked });
  expect(await walletAnswer()).toMatchObject({
    money: (money / 100).toFixed(2),
    withdrawable: ((money - locked) / 100).toFixed(2),
    not_withdrawable: (locked / 100).toFixed(2),
  });
}
const lastRow = async () => {
  const r = await t.db
    .selectFrom('money_log')
    .select(['type', 'change', 'locked_change', 'ref_id'])
    .where('user_id', '=', playerId)
    .where('account_id', '=', 0)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { type: r.type, change: Number(r.change), locked: Number(r.locked_change), ref: r.ref_id };
};

async function expectWithdrawRefused(money: string, withdrawable: string) {
  const before = await walletRow();
  const rows = await t.db.selectFrom('player_withdrawals').select('id').execute();
  const r = await withdraw(money);
  expect(r).toMatchObject({ code: 0 });
  expect(r.msg).toContain('money');
  expect(r.msg).toContain(`可提现余额 ${withdrawable} 元`);
  expect(await walletRow()).toEqual(before);
  expect(await t.db.selectFrom('player_withdrawals').select('id').execute()).toEqual(rows);
}

describe('不可提现', () => {
  it('加款 must be bet first; a prize is withdrawable; a withdrawal takes only that; a cancel gives back what the bet took of it', async () => {
    await addMoney('100');
    expect(await lastRow()).toMatchObject({ type: 'shop_add', change: 100_00, locked: 100_00 });
    await expectSplit(100_00, 100_00);
    await expectWithdrawRefused('2', '0.00');

    // A bet spends the part first: 30 yuan of it.
    const first = await bet(15);
    expect(await lastRow()).toEqual({ type: 'order_pay', change: -30_00, locked: -30_00, ref: first });
    await expectSplit(70_00, 70_00);

    // A bet of 20 yuan on an issue that draws its blue ball only: 6th prize, 5 yuan × 10 = 50 yuan, withdrawable.
    const drawn = String(Number(ISSUE) + 1);
    await openIssue(t, { game: 101, issue: drawn });
    const winner = await bet(10, drawn);
    await expectSplit(50_00, 50_00);
    await ok(t.get('/api/shopkeeper.Order/OrderReceiving', { token: w.shop, query: { order_id: winner } }));
    await ok(
      t.post('/api/shopkeeper.Order/OrderDrawDraft', {
        token: w.shop,
        body: { order_id: winner, newContent: 0 },
      }),
    );
    await publishSsq(t, [20, 21, 22, 23, 24, 25], 7, drawn);
    await ok(
      t.post('/api/shopkeeper.mine.WaitingAward/Award', { token: w.shop, body: { order_ids: winner } }),
    );
    expect(await lastRow()).toEqual({ type: 'order_award', change: 50_00, locked: 0, ref: winner });
    await expectSplit(100_00, 50_00);
    await expectWithdrawRefused('60', '50.00');

    // 60 yuan paid: 50 from the part, 10 withdrawable; its cancel gives back exactly that.
    const partly = await bet(30);
    expect(await lastRow()).toEqual({ type: 'order_pay', change: -60_00, locked: -50_00, ref: partly });
    await expectSplit(40_00, 0);
    await cancel(partly);
    expect(await lastRow()).toEqual({ type: 'order_refund', change: 60_00, locked: 50_00, ref: partly });
    await expectSplit(100_00, 50_00);

    // The withdrawable 50 may go; refused by the shop, it comes back withdrawable.
    expect(await withdraw('50')).toMatchObject({ code: 1 });
    expect(await lastRow()).toMatchObject({ type: 'player_withdrawal', change: -50_00, locked: 0 });
    await expectSplit(50_00, 50_00);
    await expectWithdrawRefused('2', '0.00');
    const [request] = await t.db.selectFrom('player_withdrawals').select('id').execute();
    await ok(
      t.post(playerWithdrawalsApi.handle.path, {
        token: w.shop,
        body: { type: '2', id: request!.id, retReason: '账号有误' },
      }),
    );
    expect(await lastRow()).toMatchObject({ type: 'player_withdrawal', change: 50_00, locked: 0 });
    await expectSplit(100_00, 50_00);

    // The first bet's cancel: its 30 yuan all came from the part, all go back there.
    await cancel(first);
    expect(await lastRow()).toEqual({ type: 'order_refund', change: 30_00, locked: 30_00, ref: first });
    await expectSplit(130_00, 80_00);

    // 扣款 takes from the part first, then from the rest.
    await deduct('20');
    expect(await lastRow()).toMatchObject({ type: 'shop_deduct', change: -20_00, locked: -20_00 });
    await expectSplit(110_00, 60_00);
    await deduct('70');
    expect(await lastRow()).toMatchObject({ type: 'shop_deduct', change: -70_00, locked: -60_00 });
    await expectSplit(40_00, 0);
    await expectBooksBalanced(t);
  });

  it('a red packet grabbed joins the part; the shop’s own balance has none', async () => {
    await setWallet(t, w.shopId, 1000_00);
    const sent = await ok(
      t.post<{ id: number }>(redPacketsApi.push.path, {
        token: w.shop,
        body: { type: 1, Count: 1, endDay: 1, Money: '8.88' },
      }),
    );
    await ok(t.post(redPacketsApi.grab.path, { token: player, body: { id: sent.id } }));
    expect(await lastRow()).toMatchObject({ type: 'red_packet', change: 8_88, locked: 8_88 });
    await expectSplit(8_88, 8_88);
    await expectWithdrawRefused('8.88', '0.00');
    const shopRow = await t.db
      .selectFrom('users')
      .select('locked_money')
      .where('id', '=', w.shopId)
      .executeTakeFirstOrThrow();
    expect(Number(shopRow.locked_money)).toBe(0);
    await expectBooksBalanced(t);
  });

  it('a 合买 refunded gives each share back what it took of the part, and no more', async () => {
    await addMoney('6');
    await setWallet(t, playerId, 16_00);
    await expectSplit(16_00, 6_00);
    // 5 shares of 2 yuan; 2 own shares and 1 of 保底 paid: 4 and 2 from the part.
    const r = await startPlan(t, player, { guarantee_shares: 1 });
    expect(r.code, r.msg).toBe(1);
    const plan = r.data.order_id;
    expect(await lastRow()).toEqual({ type: 'order_pay', change: -2_00, locked: -2_00, ref: plan });
    await expectSplit(10_00, 0);
    // Another player's join takes from their own withdrawable money only.
    const other = w.players[1]!;
    const joined = await t.post('/api/bettingend.Together/join', {
      token: other.token,
      body: { order_id: plan, shares: 1, consent: 1 },
    });
    expect(joined.code, joined.msg).toBe(1);
    // The plan lapses unfilled: every share is refunded, then the 保底.
    await lapse(t, plan);
    expect(await lastRow()).toEqual({ type: 'order_refund', change: 2_00, locked: 2_00, ref: plan });
    await expectSplit(16_00, 6_00);
    const otherRow = await t.db
      .selectFrom('users')
      .select(['money', 'locked_money'])
      .where('id', '=', other.id)
      .executeTakeFirstOrThrow();
    expect([Number(otherRow.money), Number(otherRow.locked_money)]).toEqual([1000_00, 0]);
    await expectBooksBalanced(t);
  });

  it('the books check finds a part off its rows or above the balance', async () => {
    await addMoney('10');
    expect((await checkLedger(t.db)).lockedOff).toEqual([]);
    await t.db.updateTable('users').set({ locked_money: 10_01 }).where('id', '=', playerId).execute();
    expect((await checkLedger(t.db)).lockedOff).toEqual([{ userId: playerId, locked: 10_01, logged: 10_00 }]);
  });
});
