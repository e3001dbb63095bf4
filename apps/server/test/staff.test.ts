import {
  ordersApi,
  playersApi,
  staffApi as api,
  WS_CLOSE_SESSION_ENDED,
  type StaffMember,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { cooperate } from './helpers/cooperation.ts';
import { orderWorld, placeSsq, type OrderWorld } from './helpers/orders.ts';
import { createThirdShop } from './helpers/shops.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { connect, listening } from './helpers/ws-client.ts';

// Staff management (docs/staff.md): demo_shop's owner adds, edits, stops and starts staff accounts and sets their
// rule per game; the rules hold wherever staff act on orders. Every refusal is checked against the tables too.

let t: TestApp;
let ids: DemoIds;
let w: OrderWorld;
/** Tokens: demo_shop's owner and the third shop's. */
let owner: string;
let third: string;

beforeEach(async () => {
  t = await createTestApp();
  ids = await seedDemoAccounts(t.ctx);
  w = await orderWorld(t);
  owner = w.shop;
  await createThirdShop(t);
  third = (await t.login('third_shop', 'third123456')).token;
});
afterEach(() => t.close());

const NEW_STAFF = {
  username: 'clerk_new',
  password: 'secret88',
  realName: '周敏',
  sfzID: '11010519491231002X',
  remarks: '周末班',
  viewUserlist: 0,
  cooperation: 0,
  award: 1,
};

const add = (body: Record<string, unknown>, token = owner) => t.post<string>(api.add.path, { token, body });
const edit = (body: Record<string, unknown>, token = owner) => t.post<string>(api.edit.path, { token, body });
const setState = (id: number, state: 0 | 1, token = owner) =>
  t.get<string>(api.setState.path, { token, query: { id, state } });
const setRule = (query: Record<string, string | number>, token = owner) =>
  t.get<string>(api.setGameRule.path, { token, query });
const info = (id: number, token = owner) => t.get<StaffMember>(api.info.path, { token, query: { id } });
const list = (state?: 0 | 1, token = owner) =>
  t.get<StaffMember[]>(api.list.path, { token, query: { state } });

const userRow = (username: string) =>
  t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
const configRow = (id: number) =>
  t.db.selectFrom('clerk_config').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow();
const rulesOf = (id: number) =>
  t.db
    .selectFrom('clerk_game_rules')
    .select(['game_code', 'rule', 'min_money', 'max_money'])
    .where('clerk_id', '=', id)
    .orderBy('game_code')
    .execute();
const userCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function newStaff(overrides: Partial<typeof NEW_STAFF> = {}) {
  const body = { ...NEW_STAFF, ...overrides };
  const r = await add(body);
  if (r.code !== 1) throw new Error(`AddClerk: ${r.msg}`);
  const id = (await userRow(body.username))!.id;
  const login = await t.login(body.username, body.password);
  return { id, token: login.token };
}

describe('adding staff', () => {
  it('creates a staff account of the owner’s shop that logs in with only the permissions given', async () => {
    expect(await add(NEW_STAFF)).toMatchObject({ code: 1, data: '添加成功' });
    const user = await userRow('clerk_new');
    expect(user).toMatchObject({ group_id: 3, shop_id: ids.shopId, nickname: '周敏' });
    expect(user!.password_hash).not.toContain('secret88');
    expect(await configRow(user!.id)).toMatchObject({
      shop_id: ids.shopId,
      state: 1,
      real_name: '周敏',
      sfz: '11010519491231002X',
      remarks: '周末班',
      view_userlist: 0,
      cooperation: 0,
      award: 1,
    });
    const staff = await t.login('clerk_new', 'secret88');
    // award: 待派奖 opens; viewUserlist and cooperation were not given.
    expect((await t.get(ordersApi.waitingAward.path, { token: staff.token })).code).toBe(1);
    expect((await t.get(playersApi.list.path, { token: staff.token })).code).toBe(401);
    expect((await t.get(ordersApi.cooperativeList.path, { token: staff.token })).code).toBe(401);

    const listed = await list(1);
    expect(listed.code).toBe(1);
    const row = listed.data.find((s) => s.username === 'clerk_new')!;
    expect(row.clerkConfig).toMatchObject({ state: 1, realName: '周敏', award: 1, viewUserlist: 0 });
    expect(row.clerkConfig.gamelist).toHaveLength(14);
    expect(row.clerkConfig.gamelist.every((g) => g.data.state === 0)).toBe(true);
    expect(row.loginfailure).toBe(0);
  });

  it('refuses a bad account, password or ID number naming the field, and stores nothing', async () => {
    const before = await userCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ username: '13800138000' }, 'username 不支持纯数字'],
      [{ username: 'Demo_Clerk' }, 'username：员工账号 Demo_Clerk 已被使用'],
      [{ username: 'demo_shop' }, '员工账号 demo_shop 已被使用'],
      [{ username: '员工一' }, 'username 须以字母开头'],
      [{ password: '12345' }, 'password 至少 6 个字符'],
      [{ password: 'abc<def' }, 'password 不能包含'],
      [{ sfzID: '12345' }, 'sfzID 应为 15 或 18 位身份证号'],
      [{ viewUserlist: 2 }, 'viewUserlist'],
      [{ realName: 'x'.repeat(21) }, 'realName 最多 20 个字符'],
    ];
    for (const [change, message] of cases) {
      const r = await add({ ...NEW_STAFF, ...change });
      expect(r.code, message).toBe(0);
      expect(r.msg).toContain(message);
    }
    expect(await userCount()).toBe(before);
    const en = await t.post(api.add.path, {
      token: owner,
      lang: 'en',
      body: { ...NEW_STAFF, username: '12345' },
    });
    expect(en.msg).toBe('username cannot be all digits; start it with a letter');
  });

  it('is the owner’s only, in a certified shop', async () => {
    const clerk = await t.login('demo_clerk');
    expect((await add(NEW_STAFF, clerk.token)).code).toBe(401);
    expect((await list(undefined, clerk.token)).code).toBe(401);
    await t.db
      .updateTable('shop_config')
      .set({ store_certification: 2 })
      .where('shop_id', '=', ids.shopId)
      .execute();
    const r = await add(NEW_STAFF, (await t.login('demo_shop')).token);
    expect(r.code).toBe(401);
    expect(await userRow('clerk_new')).toBeUndefined();
  });
});

describe('another shop’s staff', () => {
  it('is not found for every call, and nothing changes', async () => {
    const id = ids.clerkId;
    const before = await configRow(id);
    const notFound = { code: 0, msg: `员工 ${id} 不存在` };
    expect(await info(id, third)).toMatchObject(notFound);
    expect(await edit({ id, award: 0, password: 'other123' }, third)).toMatchObject(notFound);
    expect(await setState(id, 0, third)).toMatchObject(notFound);
    expect(await setRule({ id, gameIndex: 101, value: 1 }, third)).toMatchObject(notFound);
    expect((await list(undefined, third)).data).toEqual([]);
    expect(await configRow(id)).toEqual(before);
    expect(await rulesOf(id)).toEqual([]);
    expect((await t.login('demo_clerk')).token).toBeTruthy();
    // A player's or a shop's id is no staff member either.
    expect(await info(w.players[0]!.id)).toMatchObject({ code: 0, msg: `员工 ${w.players[0]!.id} 不存在` });
    expect(await info(ids.shopId)).toMatchObject({ code: 0 });
  });
});

describe('editing staff', () => {
  it('changes permissions at once for the staff member’s next call', async () => {
    const staff = await newStaff({ award: 0 });
    expect((await t.get(ordersApi.waitingAward.path, { token: staff.token })).code).toBe(401);
    expect(await edit({ id: staff.id, award: 1, viewUserlist: 1, remarks: '升职' })).toMatchObject({
      code: 1,
      data: '修改成功',
    });
    expect(await configRow(staff.id)).toMatchObject({
      award: 1,
      view_userlist: 1,
      remarks: '升职',
      real_name: '周敏',
    });
    expect((await t.get(ordersApi.waitingAward.path, { token: staff.token })).code).toBe(1);
    expect((await t.get(playersApi.list.path, { token: staff.token })).code).toBe(1);
    await edit({ id: staff.id, award: 0 });
    expect((await t.get(ordersApi.waitingAward.path, { token: staff.token })).code).toBe(401);
  });

  it('a new password ends the staff member’s sessions; an empty one keeps the old', async () => {
    const staff = await newStaff();
    expect((await edit({ id: staff.id, password: '', realName: '周小敏' })).code).toBe(1);
    expect((await t.get('/api/NewUser/index', { token: staff.token })).code).toBe(1);
    expect((await edit({ id: staff.id, password: 'newpass99' })).code).toBe(1);
    expect((await t.get('/api/NewUser/index', { token: staff.token })).code).toBe(303);
    await expect(t.login('clerk_new', 'secret88')).rejects.toThrow();
    expect((await t.login('clerk_new', 'newpass99')).token).toBeTruthy();
    expect(await edit({ id: staff.id, password: '123' })).toMatchObject({ code: 0 });
    expect((await edit({ id: staff.id, password: '123' })).msg).toContain('password 至少 6 个字符');
    expect((await t.login('clerk_new', 'newpass99')).token).toBeTruthy();
  });

  it('shows the failed logins counted now (密码错误次数)', async () => {
    const staff = await newStaff();
    for (let i = 0; i < 2; i++)
      await t.post('/api/NewUser/login', { body: { username: 'clerk_new', password: 'wrong-one' } });
    expect((await info(staff.id)).data.loginfailure).toBe(2);
    // Forgotten 30 minutes after the last one, as the login forgets them.
    await t.db
      .updateTable('login_failures')
      .set({ last_time: Math.floor(Date.now() / 1000) - 31 * 60 })
      .execute();
    expect((await info(staff.id)).data.loginfailure).toBe(0);
  });
});

describe('stopping and starting', () => {
  it('a stopped staff member’s tokens are revoked, the socket closes and the next call answers 303', async () => {
    const staff = await newStaff();
    const url = await listening(t);
    const socket = connect(`${url}?token=${staff.token}`);
    await socket.next('ready');
    expect(await setState(staff.id, 0)).toMatchObject({ code: 1, data: '已停用' });
    expect(await socket.closed).toBe(WS_CLOSE_SESSION_ENDED);
    expect((await configRow(staff.id)).state).toBe(0);
    expect(await t.db.selectFrom('tokens').select('type').where('user_id', '=', staff.id).execute()).toEqual(
      [],
    );
    expect(await t.get('/api/NewUser/index', { token: staff.token })).toMatchObject({ code: 303 });
    await expect(t.login('clerk_new', 'secret88')).rejects.toThrow(/停用|disabled/);
    expect((await list(0)).data.map((s) => s.username)).toEqual(['clerk_new']);
    expect((await list(1)).data.map((s) => s.username)).not.toContain('clerk_new');

    // Stopping again changes nothing; starting lets the account log in again.
    expect(await setState(staff.id, 0)).toMatchObject({ code: 1 });
    expect(await setState(staff.id, 1)).toMatchObject({ code: 1, data: '已启用' });
    expect((await configRow(staff.id)).state).toBe(1);
    const back = await t.login('clerk_new', 'secret88');
    expect((await t.get('/api/NewUser/index', { token: back.token })).code).toBe(1);
  });

  it('refuses a state other than 0 or 1', async () => {
    const r = await t.get(api.setState.path, { token: owner, query: { id: ids.clerkId, state: 2 } });
    expect(r.code).toBe(0);
    expect(r.msg).toContain('state');
    expect((await configRow(ids.clerkId)).state).toBe(1);
  });
});

describe('game rules', () => {
  it('stores 不限制 / 拒绝接单 / 限额 per game, shown on the staff member', async () => {
    const id = ids.clerkId;
    expect(await setRule({ id, gameIndex: 101, value: 1 })).toMatchObject({ code: 1, data: '保存成功' });
    expect(await setRule({ id, gameIndex: 201, value: 2, minMoney: '10', maxMoney: 500.5 })).toMatchObject({
      code: 1,
    });
    expect(await rulesOf(id)).toEqual([
      { game_code: 101, rule: 1, min_money: 0, max_money: 0 },
      { game_code: 201, rule: 2, min_money: 1_000, max_money: 50_050 },
    ]);
    const shown = (await info(id)).data.clerkConfig.gamelist;
    expect(shown.find((g) => g.game.id === 201)).toEqual({
      game: { id: 201, title: '大乐透', image: '' },
      data: { state: 2, minMoney: '10.00', maxMoney: '500.50' },
    });
    // Back to 不限制: the amounts go with the rule.
    expect((await setRule({ id, gameIndex: 201, value: 0, minMoney: '', maxMoney: '' })).code).toBe(1);
    expect((await rulesOf(id))[1]).toEqual({ game_code: 201, rule: 0, min_money: 0, max_money: 0 });
  });

  it('refuses a bad rule naming the field, and stores nothing', async () => {
    const id = ids.clerkId;
    const cases: [Record<string, string | number>, string][] = [
      [{ gameIndex: 101, value: 2 }, '请填写 minMoney'],
      [{ gameIndex: 101, value: 2, minMoney: 10 }, '请填写 maxMoney'],
      [{ gameIndex: 101, value: 2, minMoney: 100, maxMoney: 50 }, 'minMoney 最低金额不能大于最高金额'],
      [{ gameIndex: 101, value: 2, minMoney: 1, maxMoney: 50 }, 'minMoney 应在 2.00 元到 999999.00 元之间'],
      [
        { gameIndex: 101, value: 2, minMoney: 2, maxMoney: 1_000_000 },
        'maxMoney 应在 2.00 元到 999999.00 元之间',
      ],
      [{ gameIndex: 101, value: 2, minMoney: '2.001', maxMoney: 50 }, 'minMoney 应为金额'],
      [{ gameIndex: 999, value: 1 }, 'gameIndex 只能是'],
      [{ gameIndex: 101, value: 3 }, 'value 只能是 0, 1, 2'],
    ];
    for (const [query, message] of cases) {
      const r = await setRule({ id, ...query });
      expect(r.code, message).toBe(0);
      expect(r.msg).toContain(message);
    }
    expect(await rulesOf(id)).toEqual([]);
    // Limits themselves are allowed: 2 and 999 999 yuan, min = max.
    expect((await setRule({ id, gameIndex: 101, value: 2, minMoney: 2, maxMoney: 999_999 })).code).toBe(1);
    expect((await setRule({ id, gameIndex: 102, value: 2, minMoney: 8, maxMoney: 8 })).code).toBe(1);
  });
});

describe('game rules hold wherever staff act on orders', () => {
  const receive = (token: string, order_id: string) =>
    t.get(ordersApi.receive.path, { token, query: { order_id } });
  const ticket = (token: string, order_id: string) =>
    t.post(ordersApi.ticket.path, { token, body: { order_id } });
  const cancel = (token: string, order_id: string) =>
    t.post(ordersApi.cancelByShop.path, { token, body: { order_id, reason: '缺票' } });
  const handOver = (token: string, order_id: string) =>
    t.get(ordersApi.handOver.path, { token, query: { order_id } });
  const stateOf = async (orderId: string) =>
    (
      await t.db
        .selectFrom('orders')
        .select('state')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).state;

  it('拒绝接单: no 接单, 拒单, 出票 or 甩单 of the game by that staff member; the owner and others may', async () => {
    await t.db.updateTable('users').set({ money: 1_000_00 }).where('id', '=', ids.shopId).execute();
    await setRule({ id: ids.clerkId, gameIndex: 101, value: 1 });
    const clerk = w.clerk;
    const order = await placeSsq(t, w);
    const refused = await receive(clerk, order);
    expect(refused).toMatchObject({ code: 0, msg: '您没有接双色球订单的权限' });
    expect((await cancel(clerk, order)).msg).toBe('您没有接双色球订单的权限');
    expect(await stateOf(order)).toBe(1);
    // The owner takes it; the staff member may not ticket it either.
    expect((await receive(owner, order)).code).toBe(1);
    expect((await ticket(clerk, order)).msg).toBe('您没有接双色球订单的权限');
    expect(await stateOf(order)).toBe(2);
    // Another staff member without the rule may.
    const other = await newStaff({ username: 'clerk_free' });
    expect((await ticket(other.token, order)).code).toBe(1);
    expect(await stateOf(order)).toBe(6);

    // 甩单 to a partner: refused for the staff member with the rule.
    await cooperate(t, { branch: owner, main: w.partner, mainId: ids.partnerId });
    const second = await placeSsq(t, w, 1);
    expect((await handOver(clerk, second)).msg).toBe('您没有接双色球订单的权限');
    const row = await t.db
      .selectFrom('orders')
      .select(['receiving_shop_id'])
      .where('order_id', '=', second)
      .executeTakeFirstOrThrow();
    expect(row.receiving_shop_id).toBe(ids.shopId);
    expect((await handOver(owner, second)).code).toBe(1);
  });

  it('驳回 by the main store’s staff follows their rule too', async () => {
    await cooperate(t, { branch: owner, main: w.partner, mainId: ids.partnerId });
    const order = await placeSsq(t, w);
    expect((await handOver(owner, order)).code).toBe(1);
    // A staff member of the main store who may not take 双色球.
    const r = await add({ ...NEW_STAFF, username: 'partner_clerk', cooperation: 1 }, w.partner);
    expect(r.code).toBe(1);
    const partnerClerk = await t.login('partner_clerk', NEW_STAFF.password);
    await setRule({ id: partnerClerk.userId, gameIndex: 101, value: 1 }, w.partner);
    const back = await t.get(ordersApi.handBack.path, {
      token: partnerClerk.token,
      query: { order_id: order },
    });
    expect(back.msg).toBe('您没有接双色球订单的权限');
    const row = await t.db
      .selectFrom('orders')
      .select(['receiving_shop_id'])
      .where('order_id', '=', order)
      .executeTakeFirstOrThrow();
    expect(row.receiving_shop_id).toBe(ids.partnerId);
  });

  it('限额: only orders whose amount lies in the range', async () => {
    await setRule({ id: ids.clerkId, gameIndex: 101, value: 2, minMoney: 4, maxMoney: 10 });
    const two = await placeSsq(t, w); // 2 yuan
    expect(await receive(w.clerk, two)).toMatchObject({
      code: 0,
      msg: '您只能接 4.00～10.00 元的双色球订单',
    });
    const six = await placeSsq(t, w, 0, [1, 2, 3, 4, 5, 6], 7, 3); // 6 yuan
    expect((await receive(w.clerk, six)).code).toBe(1);
  });
});
