import {
  accountApi,
  Certification,
  OrderState,
  playersApi as api,
  type AgentList,
  type Invitees,
  type InvitedShops,
  type PlayerAccount,
  type PlayerDetail,
  type PlayerRow,
  type ShopShareInfo,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { sessionsChanged } from '../src/modules/auth/session.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { orderIn, orderWorld, type OrderWorld } from './helpers/orders.ts';
import { collide, hold, settle } from './helpers/races.ts';
import { createThirdShop } from './helpers/shops.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Players and invitations (docs/players.md), through HTTP on a fresh database. demo_shop owns player01…player50;
// a third shop (第三彩票站) has a player of its own, whom demo_shop must not reach. Every refusal is checked against
// the tables: nothing written.

let t: TestApp;
let ids: DemoIds;
let shop: string;
let clerk: string;
let thirdId: number;
let third: string;
let strangerId: number;

const P = (n: number) => ids.playerIds[n - 1]!;

beforeEach(async () => {
  t = await createTestApp();
  ids = await seedDemoAccounts(t.ctx);
  thirdId = await createThirdShop(t);
  const now = Math.floor(Date.now() / 1000);
  strangerId = Number(
    (
      await t.db
        .insertInto('users')
        .values({
          username: 'stranger',
          password_hash: 'x',
          group_id: 1,
          shop_id: thirdId,
          money: 100_00,
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  shop = (await t.login('demo_shop')).token;
  clerk = (await t.login('demo_clerk')).token;
  third = (await t.login('third_shop', 'third123456')).token;
});
afterEach(() => t.close());

type Id = number | string;
const info = (id: Id, token = shop) => t.get<PlayerDetail>(api.info.path, { token, query: { id } });
const list = (query: Record<string, string | number>, token = shop) =>
  t.get<{ total: number; data: PlayerRow[] }>(api.list.path, { token, query });
const starred = (search = '') => t.get<PlayerRow[]>(api.starred.path, { token: shop, query: { search } });
const setFlag = (id: Id, type: string, value: Id, token = shop) =>
  t.get(api.setFlag.path, { token, query: { id, type, value } });
const setAgent = (id: Id, type: string, value: Id) =>
  t.post(api.setAgent.path, { token: shop, body: { id, type, value } });
const setRate = (id: Id, rate: Id) => t.post(api.setAgentRate.path, { token: shop, body: { id, rate } });
const superior = (id: Id, value: Id) => t.post(api.setSuperior.path, { token: shop, body: { id, value } });
const add = (id: Id, money: Id, memo = '', token = shop) =>
  t.post(api.addMoney.path, { token, body: { id, money, memo } });
const deduct = (id: Id, money: Id, memo = '', token = shop) =>
  t.post(api.deductMoney.path, { token, body: { id, money, memo } });
const account = (id: Id) => t.get<PlayerAccount>(api.account.path, { token: shop, query: { id } });

const money = async (id: number) =>
  (await t.db.selectFrom('users').select('money').where('id', '=', id).executeTakeFirstOrThrow()).money;
const walletRows = (id: number) =>
  t.db
    .selectFrom('money_log')
    .select(['type', 'change', 'before', 'after', 'memo', 'memo_params', 'operator_id'])
    .where('user_id', '=', id)
    .where('type', 'in', ['shop_add', 'shop_deduct'])
    .orderBy('id')
    .execute();
const configRows = () => t.db.selectFrom('player_configs').selectAll().orderBy('user_id').execute();
const inviters = () => t.db.selectFrom('users').select(['id', 'inviter_id']).orderBy('id').execute();

describe('加款 / 扣款', () => {
  it('move the balance through the ledger, with the memo, and show in the account details', async () => {
    const before = await money(P(1));
    expect((await add(P(1), '120.50', '微信转账')).code).toBe(1);
    expect((await deduct(P(1), 20, '退还现金')).code).toBe(1);
    expect(await money(P(1))).toBe(before + 100_50);
    const rows = await walletRows(P(1));
    expect(rows).toEqual([
      expect.objectContaining({ type: 'shop_add', change: 120_50, before, after: before + 120_50 }),
      expect.objectContaining({ type: 'shop_deduct', change: -20_00, after: before + 100_50 }),
    ]);
    expect(rows.map((r) => r.operator_id)).toEqual([ids.shopId, ids.shopId]);
    const page = await account(P(1));
    expect(page.data.money).toBe(((before + 100_50) / 100).toFixed(2));
    expect(page.data.data.data.slice(0, 2).map((e) => [e.memo, e.money])).toEqual([
      ['店主扣款 退还现金', '-20.00'],
      ['店主加款 微信转账', '120.50'],
    ]);
    const detail = await info(P(1));
    expect(detail.data.Recenttradingtime).toBeGreaterThan(0);
  });

  it('never take more than the balance: refused with what is left, nothing written', async () => {
    const have = await money(P(2));
    const r = await deduct(P(2), have / 100 + 0.01);
    expect(r.code).toBe(0);
    expect(r.msg).toBe(`用户余额不足（余额 ${(have / 100).toFixed(2)} 元）`);
    expect(await money(P(2))).toBe(have);
    expect(await walletRows(P(2))).toEqual([]);
  });

  it('refuse amounts that are negative, zero, over 5万 or badly written, naming the field; nothing written', async () => {
    const have = await money(P(3));
    for (const bad of [-5, 0, '50000.01', 60000, '1.234', 'abc']) {
      for (const call of [add, deduct]) {
        const r = await call(P(3), bad);
        expect(r.code, String(bad)).toBe(0);
        expect(r.msg, String(bad)).toMatch(/^money /);
      }
    }
    expect((await add(P(3), 50000)).code).toBe(1);
    expect(await money(P(3))).toBe(have + 50_000_00);
    expect((await walletRows(P(3))).length).toBe(1);
  });

  it('answer "not found" for unknown ids, another shop’s player, a shop or staff; nothing written', async () => {
    for (const id of [999_999, strangerId, ids.partnerId, ids.clerkId, ids.shopId]) {
      for (const call of [add, deduct]) {
        const r = await call(id, 10);
        expect(r.code, `${id}`).toBe(0);
        expect(r.msg).toBe(`用户 ${id} 不存在`);
      }
      expect((await info(id)).msg).toBe(`用户 ${id} 不存在`);
    }
    expect(await money(strangerId)).toBe(100_00);
    expect(
      await t.db
        .selectFrom('money_log')
        .selectAll()
        .where('type', 'in', ['shop_add', 'shop_deduct'])
        .execute(),
    ).toEqual([]);
  });

  it('20 deductions at once never overdraw: exactly what the balance covers goes through', async () => {
    await t.db.updateTable('users').set({ money: 100_00 }).where('id', '=', P(4)).execute();
    const held = await hold(t, { table: 'users', id: P(4) });
    const calls = Array.from({ length: 20 }, () => deduct(P(4), 10));
    await settle();
    await held.release();
    const answers = await Promise.all(calls);
    expect(answers.filter((a) => a.code === 1).length).toBe(10);
    expect(answers.filter((a) => a.code === 0).every((a) => a.msg.startsWith('用户余额不足'))).toBe(true);
    expect(await money(P(4))).toBe(0);
    const rows = await walletRows(P(4));
    expect(rows.length).toBe(10);
    expect(rows.at(-1)).toEqual(expect.objectContaining({ after: 0 }));
  });

  it('are the owner’s: staff are refused with 401, even with viewUserlist', async () => {
    const r = await add(P(1), 10, '', clerk);
    expect(r.code).toBe(401);
    expect(await walletRows(P(1))).toEqual([]);
  });
});

describe('the lists and the detail', () => {
  it('star and remark a player; 标星用户 and the search by remark or nickname find them', async () => {
    expect((await setFlag(P(7), 'Star', 1)).code).toBe(1);
    expect((await setFlag(P(7), 'remarks', '老客户张哥')).code).toBe(1);
    const stars = await starred();
    expect(stars.data.map((p) => [p.id, p.config.Star, p.config.remarks])).toEqual([[P(7), 1, '老客户张哥']]);
    expect((await list({ search: '张哥' })).data.data.map((p) => p.id)).toEqual([P(7)]);
    const nick = (await info(P(8))).data.nickname;
    expect((await list({ search: nick })).data.data.map((p) => p.id)).toContain(P(8));
    expect((await setFlag(P(7), 'Star', 0)).code).toBe(1);
    expect((await starred()).data).toEqual([]);
  });

  it('refuse a switch value other than 0 or 1 and an over-long remark, nothing stored', async () => {
    expect((await setFlag(P(7), 'Star', 2)).msg).toBe('value 只能是 0 或 1');
    expect((await setFlag(P(7), 'remarks', 'x'.repeat(21))).msg).toBe('value 最多 20 个字符');
    expect((await setFlag(strangerId, 'Star', 1)).msg).toBe(`用户 ${strangerId} 不存在`);
    expect(await configRows()).toEqual([]);
  });

  it('全部用户 pages every player of the shop only; 下单用户 only those who ordered', async () => {
    const all = await list({ type: 0, per_page: 100 });
    expect(all.data.total).toBe(50);
    expect(all.data.data.map((p) => p.id)).not.toContain(strangerId);
    expect((await list({ type: 1 })).data.total).toBe(0);
  });

  it('derive 累计下单, 累计消费 and the last five results from the orders', async () => {
    const w: OrderWorld = await orderWorld(t);
    const lost = await orderIn(t, w, OrderState.lost);
    const paid = await orderIn(t, w, OrderState.paidOut);
    await orderIn(t, w, OrderState.awaitingAcceptance);
    const rows = await t.db
      .selectFrom('orders')
      .select(['order_id', 'bet_money', 'state'])
      .where('user_id', '=', w.players[0]!.id)
      .execute();
    const bought = rows.filter((r) => r.state >= 6 && r.state <= 10).reduce((a, r) => a + r.bet_money, 0);
    const d = (await info(w.players[0]!.id)).data;
    expect(d.PayNumber).toBe(rows.length);
    expect(d.consumption).toBe((bought / 100).toFixed(2));
    expect(d.FiveDayHistory).toEqual([true, false]);
    expect([lost, paid].length).toBe(2);
    const ordered = await list({ type: 1 });
    expect(ordered.data.data.map((p) => [p.id, p.FiveDayHistory])).toEqual([
      [w.players[0]!.id, [true, false]],
    ]);
    const records = await t.get<{ total: number; data: { order_id: string }[] }>(api.orders.path, {
      token: shop,
      query: { id: w.players[0]!.id, type: 0, state: '98' },
    });
    expect(records.data.data.map((o) => o.order_id).sort()).toEqual([lost, paid].sort());
    // The player's inviter sees what they bought, in 投注数据 and in its total; a search that misses counts nothing.
    expect((await superior(w.players[0]!.id, P(5))).code).toBe(1);
    const invites = (search: string) =>
      t.get<Invitees>(api.invites.path, { token: shop, query: { id: P(5), type: 'bet', search } });
    const yuanOf = (fen: number) => (fen / 100).toFixed(2);
    const all = (await invites('')).data;
    expect([all.total, all.bet_total_amount, all.data.data.map((i) => i.bet_money)]).toEqual([
      1,
      yuanOf(bought),
      [yuanOf(bought)],
    ]);
    expect((await invites('nobody')).data).toEqual(
      expect.objectContaining({ total: 0, bet_total_amount: '0.00' }),
    );
    const other = await t.get(api.orders.path, { token: third, query: { id: w.players[0]!.id } });
    expect(other.msg).toBe(`用户 ${w.players[0]!.id} 不存在`);
  });

  it('staff read them only with viewUserlist (401 without)', async () => {
    expect((await list({}, clerk)).code).toBe(1);
    await t.db
      .updateTable('clerk_config')
      .set({ view_userlist: 0 })
      .where('user_id', '=', ids.clerkId)
      .execute();
    sessionsChanged(t.ctx);
    expect((await list({}, clerk)).code).toBe(401);
    expect((await info(P(1), clerk)).code).toBe(401);
    expect((await setFlag(P(1), 'Star', 1, clerk)).code).toBe(401);
    expect(await configRows()).toEqual([]);
  });
});

describe('agents and superiors', () => {
  it('a rate or settlement days need an agent; limits are named; the figures follow', async () => {
    expect((await setRate(P(1), 0.015)).msg).toBe('请先将该用户设为代理');
    expect((await setAgent(P(1), 'agent', 1)).code).toBe(1);
    expect((await setRate(P(1), 0.08)).msg).toBe('rate 不能大于 0.07');
    expect((await setRate(P(1), 0)).code).toBe(0);
    expect((await setRate(P(1), 0.01234)).code).toBe(0);
    expect((await setAgent(P(1), 'settle_days', 0)).msg).toBe('value 应为 1 到 365 之间的整数');
    expect((await setAgent(P(1), 'settle_days', 366)).code).toBe(0);
    expect(await configRows()).toEqual([
      expect.objectContaining({ agent: 1, agent_rate_bp: 0, settle_days: 0 }),
    ]);
    expect((await setRate(P(1), 0.015)).code).toBe(1);
    expect((await setAgent(P(1), 'settle_days', 15)).code).toBe(1);
    const d = (await info(P(1))).data;
    expect([d.rate, d.Config.agent, d.Config.settle_days]).toEqual([0.015, 1, 15]);
    expect((await superior(P(2), P(1))).code).toBe(1);
    const agents = await t.get<AgentList>(api.agents.path, { token: shop });
    expect(agents.data.data.data.map((a) => [a.user_id, a.rate, a.registerCount])).toEqual([
      [P(1), 0.015, 1],
    ]);
  });

  it.each([
    ['A above B first', 0],
    ['B above A first', 1],
  ] as const)('two opposite changes of superior at once never close a loop (%s)', async (_, first) => {
    const [a, b] = first === 0 ? [P(30), P(31)] : [P(31), P(30)];
    const inviterOf = async (id: number) =>
      (await t.db.selectFrom('users').select('inviter_id').where('id', '=', id).executeTakeFirstOrThrow())
        .inviter_id;
    const aboveA = await inviterOf(a);
    // The first change waits on its player's row while the second finds no loop in the graph as it was.
    const held = await hold(t, { table: 'users', id: b });
    const [one, two] = await collide(
      held,
      () => superior(b, a),
      () => superior(a, b),
    );
    expect([one.code, two.code]).toEqual([1, 0]);
    expect(two.msg).toMatch(/是该用户邀请的下级/);
    expect([await inviterOf(a), await inviterOf(b)]).toEqual([aboveA, a]);
  });

  it('change a superior, refusing oneself, a loop and another shop’s player; nothing stored', async () => {
    // Last activity is the player's own: a change of superior by the shop leaves it.
    await t.db.updateTable('users').set({ update_time: 1_700_000_000 }).where('id', '=', P(2)).execute();
    expect((await superior(P(2), P(1))).data).toBe(`上级已更改为 ${(await info(P(1))).data.nickname}`);
    expect((await superior(P(3), P(2))).code).toBe(1);
    const before = await inviters();
    expect((await superior(P(1), P(1))).msg).toBe('不能把用户设为自己的上级');
    expect((await superior(P(1), P(3))).msg).toMatch(/是该用户邀请的下级/);
    expect((await superior(P(1), strangerId)).msg).toBe(`用户 ${strangerId} 不存在`);
    expect((await superior(strangerId, P(1))).msg).toBe(`用户 ${strangerId} 不存在`);
    expect(await inviters()).toEqual(before);
    expect((await info(P(3))).data.superior?.id).toBe(P(2));
    expect((await info(P(2))).data.update_time).toBe(1_700_000_000);
    expect((await info(P(1))).data.invitationNumber).toBe(1);
    const invites = await t.get<Invitees>(api.invites.path, {
      token: shop,
      query: { id: P(1), type: 'reg' },
    });
    expect(invites.data.data.data.map((i) => i.user_id)).toEqual([P(2)]);
  });
});

describe('invitations', () => {
  async function smsCode(phone: string): Promise<string> {
    const res = await t.post(accountApi.sendSmsCode.path, { body: { phone, event: 'register' } });
    if (res.code !== 1) throw new Error(`code: ${res.msg}`);
    return t.outbox.at(-1)!.code;
  }
  const register = async (invite_code: string, username: string, mobile: string) =>
    t.post<{ userinfo: { id: number; shop_id: number } }>(api.register.path, {
      body: { invite_code, username, password: 'secret123', mobile, captcha: await smsCode(mobile) },
    });

  it('a player signs up with the shop’s code (no superior) or an agent’s (the agent is the superior)', async () => {
    const share = await t.get<ShopShareInfo>(api.shareInfo.path, { token: shop });
    expect(share.data.nickname).toBeTruthy();
    const byShop = await register(share.data.invite_code, 'newbie1', '13911110001');
    expect(byShop.code).toBe(1);
    expect(byShop.data.userinfo.shop_id).toBe(ids.shopId);
    const row1 = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'newbie1')
      .executeTakeFirstOrThrow();
    expect([row1.group_id, row1.shop_id, row1.inviter_id]).toEqual([1, ids.shopId, null]);

    const { inviteCodeFor } = await import('../src/modules/players/invitations.service.ts');
    const agentCode = await inviteCodeFor(t.db, P(5));
    const byAgent = await register(agentCode.toLowerCase(), 'newbie2', '13911110002');
    expect(byAgent.code).toBe(1);
    const row2 = await t.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'newbie2')
      .executeTakeFirstOrThrow();
    expect([row2.shop_id, row2.inviter_id]).toEqual([ids.shopId, P(5)]);
    expect((await info(row2.id)).data.superior?.id).toBe(P(5));
  });

  it('an unknown code is refused and nothing is stored', async () => {
    const count = async () => (await t.db.selectFrom('users').select('id').execute()).length;
    const n = await count();
    const r = await register('NOSUCH99', 'newbie3', '13911110003');
    expect(r.msg).toBe('邀请码 NOSUCH99 不存在或已失效');
    expect(await count()).toBe(n);
  });

  it('邀请店主 lists the shops that signed up with this shop as inviter; the poster needs certification', async () => {
    await createShop(t.ctx, {
      username: 'invited_shop',
      password: 'x123456',
      nickname: '新店',
      inviterId: ids.shopId,
    });
    const r = await t.get<InvitedShops>(api.invitedShops.path, { token: shop });
    expect([r.data.inviter_qty, r.data.data.data.map((s) => s.nickname)]).toEqual([1, ['新店']]);
    await t.db
      .updateTable('shop_config')
      .set({ store_certification: Certification.none })
      .where('shop_id', '=', ids.shopId)
      .execute();
    sessionsChanged(t.ctx);
    expect((await t.get(api.shareInfo.path, { token: shop })).code).toBe(401);
  });

  it('resetPassword ends the player’s sessions and the new password logs in', async () => {
    const login = (password: string) =>
      t.post<{ userinfo: { token: string } }>(accountApi.playerLogin.path, {
        body: { username: 'player09', password },
      });
    const old = (await login('demo123456')).data.userinfo.token;
    expect(
      (await t.post(api.resetPassword.path, { token: shop, body: { id: P(9), password: 'fresh123' } })).code,
    ).toBe(1);
    expect((await t.get(accountApi.playerIndex.path, { token: old })).code).toBe(303);
    expect((await login('fresh123')).code).toBe(1);
    expect(
      (await t.post(api.resetPassword.path, { token: third, body: { id: P(9), password: 'evil123' } })).msg,
    ).toBe(`用户 ${P(9)} 不存在`);
  });
});
