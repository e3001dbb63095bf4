import {
  accountApi,
  OrderState,
  playersApi,
  playerWithdrawalsApi,
  staffApi,
  type NewUserIndexResponse,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerModule } from '../src/context.ts';
import { MODULES } from '../src/modules/index.ts';
import { writeShopAppClosed } from '../src/modules/settings/app-closed.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { ISSUE, orderIn, orderWorld, placeSsq, publishSsq, type OrderWorld } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The mine page's answer (NewUser/index) is kept per account until something it shows changes (docs/accounts.md):
// each change below is followed by the very next call, which must show the new figure, for the owner and for staff.

let t: TestApp;
let ids: DemoIds;
let w: OrderWorld;
/** How many times the orders module counted the mine page's figures: once per answer read from the database. */
let counted = 0;

const countingModules: readonly ServerModule[] = MODULES.map((m) =>
  m.name === 'orders' && m.mineCounters
    ? {
        ...m,
        mineCounters: (db, caller) => {
          counted++;
          return m.mineCounters!(db, caller);
        },
      }
    : m,
);

beforeEach(async () => {
  t = await createTestApp({}, { modules: countingModules });
  ids = await seedDemoAccounts(t.ctx);
  w = await orderWorld(t);
  counted = 0;
});
afterEach(() => t.close());

async function mine(token = w.shop, headers: Record<string, string> = {}) {
  const r = await t.get<NewUserIndexResponse>(accountApi.userIndex.path, { token, headers });
  expect(r, r.msg).toMatchObject({ code: 1 });
  return r.data;
}

/** 托管余额 as the database has it: the sum of the shop's players' wallets, in yuan. */
async function trusteeship(): Promise<string> {
  const players = await t.db
    .selectFrom('users')
    .select('money')
    .where('shop_id', '=', ids.shopId)
    .where('group_id', '=', 1)
    .execute();
  return (players.reduce((sum, p) => sum + Number(p.money), 0) / 100).toFixed(2);
}

const ok = async (call: Promise<{ code: number; msg: string }>) => {
  const r = await call;
  expect(r, r.msg).toMatchObject({ code: 1 });
};

describe('NewUser/index, kept until what it shows changes', () => {
  it('answers again from the kept answer while nothing changed, and reads afresh with Cache-Control: no-cache', async () => {
    const first = await mine();
    expect(counted).toBe(1);
    expect(await mine()).toEqual(first);
    expect(await mine()).toEqual(first);
    expect(counted).toBe(1);
    expect(await mine(w.shop, { 'cache-control': 'no-cache' })).toEqual(first);
    expect(counted).toBe(2);
  });

  it('a payout: 待派奖 goes down and 托管余额 up on the very next call', async () => {
    const id = await orderIn(t, w, OrderState.awaitingPayout);
    const before = await mine();
    expect(before.userinfo.count.waitAward).toBe(1);
    expect(before.userinfo.TrusteeshipBalance).toBe(await trusteeship());
    await ok(t.post('/api/shopkeeper.mine.WaitingAward/Award', { token: w.shop, body: { order_ids: id } }));
    const after = await mine();
    expect(after.userinfo.count.waitAward).toBe(0);
    expect(after.userinfo.TrusteeshipBalance).toBe(await trusteeship());
    expect(after.userinfo.TrusteeshipBalance).not.toBe(before.userinfo.TrusteeshipBalance);
  });

  it('a recharge (加款) of a player: 托管余额 shows it on the very next call', async () => {
    const before = await mine();
    await ok(
      t.post(playersApi.addMoney.path, {
        token: w.shop,
        body: { id: w.players[1]!.id, money: 30, memo: '线下充值' },
      }),
    );
    const after = await mine();
    expect(Number(after.userinfo.TrusteeshipBalance)).toBeCloseTo(
      Number(before.userinfo.TrusteeshipBalance) + 30,
      2,
    );
    expect(after.userinfo.TrusteeshipBalance).toBe(await trusteeship());
  });

  it('a new order: the owner’s and the staff’s 订单 count go up on the very next call', async () => {
    const [owner, staff] = [await mine(), await mine(w.clerk)];
    await placeSsq(t, w, 2);
    expect((await mine()).userinfo.count.OrderCount).toBe(owner.userinfo.count.OrderCount + 1);
    expect((await mine(w.clerk)).userinfo.count.OrderCount).toBe(staff.userinfo.count.OrderCount + 1);
  });

  it('a draw result, which moves no money: 待派奖 goes up on the very next call', async () => {
    await orderIn(t, w, OrderState.awaitingDraw);
    const before = await mine();
    // Only the order changes: the prize is paid at 派奖, so no balance (and no other row the answer shows) moves.
    await publishSsq(t, [1, 2, 3, 4, 5, 6], 7, ISSUE);
    expect((await mine()).userinfo.count.waitAward).toBe(before.userinfo.count.waitAward + 1);
  });

  it('a withdrawal request: 提现申请 goes up and 托管余额 down on the very next call', async () => {
    const before = await mine();
    await ok(
      t.post(playerWithdrawalsApi.request.path, {
        token: w.players[0]!.token,
        body: { type: 1, number: '13912345678', contact: '微信 zw888', realname: '张伟', money: '120.50' },
      }),
    );
    const after = await mine();
    expect(after.userinfo.count.Withdrawal).toBe(before.userinfo.count.Withdrawal + 1);
    expect(Number(after.userinfo.TrusteeshipBalance)).toBeCloseTo(
      Number(before.userinfo.TrusteeshipBalance) - 120.5,
      2,
    );
  });

  it('a staff permission change: 待派奖 appears and goes again for the staff member on the very next call', async () => {
    await orderIn(t, w, OrderState.awaitingPayout);
    const edit = (award: 0 | 1) =>
      ok(t.post(staffApi.edit.path, { token: w.shop, body: { id: ids.clerkId, award } }));
    await edit(0);
    expect((await mine(w.clerk)).userinfo.count.waitAward).toBe(0);
    await edit(1);
    expect((await mine(w.clerk)).userinfo.count.waitAward).toBe(1);
    expect((await mine(w.clerk)).clerkInfo?.Info.award).toBe(1);
    await edit(0);
    expect((await mine(w.clerk)).userinfo.count.waitAward).toBe(0);
    expect((await mine(w.clerk)).clerkInfo?.Info.award).toBe(0);
  });

  it('a chat message to the group, a bound push link and the platform’s switch show on the very next call', async () => {
    const before = await mine();
    await t.db
      .insertInto('chat_messages')
      .values({
        thread: `g${ids.shopId}`,
        shop_id: ids.shopId,
        from_id: w.players[0]!.id,
        to_id: 0,
        kind: 'text',
        content: '有人吗',
        create_time: Math.floor(Date.now() / 1000),
      })
      .execute();
    const chatted = await mine();
    expect(counted).toBe(2);
    expect(chatted.userinfo.count.chatUnread).toBe(before.userinfo.count.chatUnread + 1);
    await t.db
      .insertInto('push_links')
      .values({ shop_id: ids.shopId, url: 'https://push.example/abc', create_time: 1, update_time: 1 })
      .execute();
    expect((await mine()).push_key).toBe('https://push.example/abc');
    await writeShopAppClosed(t.db, true, '系统维护');
    expect((await mine()).appIsOpen.shop).toEqual({ value: 'true', content: '系统维护' });
  });

  it('another shop’s changes leave the kept answer alone', async () => {
    await mine();
    await mine(w.partner);
    expect(counted).toBe(2);
    await ok(
      t.post(playersApi.addMoney.path, { token: w.shop, body: { id: w.players[1]!.id, money: 5, memo: '' } }),
    );
    await mine(w.partner);
    expect(counted).toBe(2);
  });
});
