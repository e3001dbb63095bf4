import type { PLAYER_WITHDRAWAL_ACTIONS } from '@dzzs/shared';
import {
  accountApi,
  Certification,
  historyApi,
  PlayerWithdrawalState,
  playersApi,
  type RecordHistory,
  playerWithdrawalsApi as api,
  type NewUserIndexResponse,
  type Page,
  type PlayerWithdrawal,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { expectBooksBalanced, setWallet } from './helpers/ledger.ts';
import { collide, hold } from './helpers/races.ts';
import { appWithThirdShop } from './helpers/shops.ts';
import { checkStateMatrix, eventsOf } from './helpers/state-matrix.ts';
import type { TestApp } from './helpers/test-app.ts';
import { connect, listening } from './helpers/ws-client.ts';

// Players' withdrawal requests (docs/money.md, "Players' withdrawals"): player01 of demo_shop asks, the money is
// held; demo_shop's owner agrees (held → till) or refuses with a reason (held → back to the wallet). Every refusal
// is checked against the rows and the balances: nothing written, nothing moved; the books balance after each.

let t: TestApp;
let ids: DemoIds;
let thirdId: number;
let shop: string;
let clerk: string;
let third: string;
let player: string;
let playerId: number;

const START_FEN = 500_00;
const ALIPAY = { type: 1, number: '13912345678', contact: '微信 zw888', realname: '张伟' };
/** A card number whose Luhn check digit is right. */
const CARD = '6222021234567890128';

async function playerLogin(username: string) {
  const r = await t.post<{ userinfo: { token: string; id: number } }>(accountApi.playerLogin.path, {
    body: { username, password: 'demo123456' },
  });
  if (r.code !== 1) throw new Error(`player login: ${r.msg}`);
  return { token: r.data.userinfo.token, id: r.data.userinfo.id };
}

beforeEach(async () => {
  ({ t, ids, thirdId, shop, clerk, third } = await appWithThirdShop());
  ({ token: player, id: playerId } = await playerLogin('player01'));
  await setWallet(t, playerId, START_FEN);
});
afterEach(() => t.close());

// ---- the calls ----

const withdraw = (body: Record<string, unknown>, token = player) =>
  t.post<string>(api.request.path, { token, body: { ...ALIPAY, ...body } });
const pending = (token = shop, query: Record<string, string | number> = {}) =>
  t.get<Page<PlayerWithdrawal>>(api.pending.path, { token, query });
const history = (state: 1 | 2, token = shop, query: Record<string, string | number> = {}) =>
  t.get<Page<PlayerWithdrawal>>(api.history.path, { token, query: { state, ...query } });
const agree = (id: number, token = shop) => t.post<string>(api.handle.path, { token, body: { type: 1, id } });
const reject = (id: number, retReason: string, token = shop) =>
  t.post<string>(api.handle.path, { token, body: { type: '2', id, retReason } });

// ---- the rows ----

const walletOf = async (userId: number) =>
  Number(
    (await t.db.selectFrom('users').select('money').where('id', '=', userId).executeTakeFirstOrThrow()).money,
  );
const accountBalance = async (kind: 'withdrawal_hold' | 'shop_till', code: string) => {
  const r = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', kind)
    .where('shop_id', '=', ids.shopId)
    .where('code', '=', code)
    .executeTakeFirst();
  return r ? Number(r.balance) : 0;
};
const held = () => accountBalance('withdrawal_hold', 'player');
const till = () => accountBalance('shop_till', '');
const requests = () => t.db.selectFrom('player_withdrawals').selectAll().orderBy('id').execute();
const playerLog = () =>
  t.db
    .selectFrom('money_log')
    .select(['change', 'memo', 'memo_params', 'type', 'ref_id'])
    .where('user_id', '=', playerId)
    .where('account_id', '=', 0)
    .where('type', '=', 'player_withdrawal')
    .orderBy('id')
    .execute();

async function requested(money: string, body: Record<string, unknown> = {}): Promise<number> {
  const r = await withdraw({ money, ...body });
  expect(r, r.msg).toMatchObject({ code: 1 });
  return (await requests()).at(-1)!.id;
}

describe('a player asks (bettingend.Money/withdraw)', () => {
  it('holds the money from the wallet with the request, and the shop lists it with the remark', async () => {
    expect(
      (
        await t.get(playersApi.setFlag.path, {
          token: shop,
          query: { id: playerId, type: 'remarks', value: '老张' },
        })
      ).code,
    ).toBe(1);
    const tillBefore = await till();
    const r = await withdraw({ money: '120.50' });
    expect(r).toMatchObject({ code: 1, data: '提现申请已提交，请等待店主处理' });
    expect(await walletOf(playerId)).toBe(START_FEN - 120_50);
    expect(await held()).toBe(120_50);
    expect(await till()).toBe(tillBefore);
    const [row] = await requests();
    expect(row).toMatchObject({
      user_id: playerId,
      shop_id: ids.shopId,
      handling_shop_id: ids.shopId,
      type: 1,
      method: 1,
      account: '13912345678',
      contact: '微信 zw888',
      real_name: '张伟',
      state: 0,
    });
    expect(Number(row!.fen)).toBe(120_50);
    expect(await playerLog()).toEqual([
      {
        change: -120_50,
        memo: 'withdrawalHold',
        memo_params: JSON.stringify({ account: '13912345678' }),
        type: 'player_withdrawal',
        ref_id: String(row!.id),
      },
    ]);
    const list = await pending();
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({
      id: row!.id,
      user_id: playerId,
      user_nickname: expect.any(String),
      user_remarks: '老张',
      user_RealName: '张伟',
      money: '120.50',
      memo: '支付宝',
      method: 1,
      number: '13912345678',
      contact: '微信 zw888',
      state: 0,
      retMemo: '',
    });
    expect((await pending(shop, { type: 2 })).data.total).toBe(0);
    expect((await t.get(api.pending.path, { token: shop, lang: 'en' })).data).toMatchObject({
      data: [expect.objectContaining({ memo: 'Alipay' })],
    });
    await expectBooksBalanced(t);
  });

  it('takes a bank card with spaces as printed, and an e-mail as an Alipay account', async () => {
    await requested('10', { type: 2, number: '6222 0212 3456 7890 128' });
    await requested('10', { type: 1, number: 'zhang.wei@example.com' });
    expect((await requests()).map((r) => [r.method, r.account])).toEqual([
      [2, CARD],
      [1, 'zhang.wei@example.com'],
    ]);
    expect((await pending()).data.data.map((w) => w.memo)).toEqual(['支付宝', '银行卡']);
    await expectBooksBalanced(t);
  });

  it.each([
    ['money', { money: '1' }, 'money 应在 1.01 元到 50000.00 元之间'],
    ['money', { money: '0.5' }, 'money 应在 1.01 元到 50000.00 元之间'],
    ['money', { money: '50000.01' }, 'money 应在 1.01 元到 50000.00 元之间'],
    ['money', { money: '2.005' }, 'money 应为金额（元），最多两位小数'],
    ['money', { money: '-5' }, 'money 应为金额（元），最多两位小数'],
    ['type', { money: '10', type: 3 }, 'type'],
    ['number', { money: '10', number: '1391234567' }, 'number 应为支付宝账号'],
    ['number', { money: '10', number: 'not-an-account' }, 'number 应为支付宝账号'],
    ['number', { money: '10', type: 2, number: '6222021234567890127' }, 'number 应为 12–19 位数字的银行卡号'],
    ['number', { money: '10', type: 2, number: '12345678901' }, 'number 应为 12–19 位数字的银行卡号'],
    ['number', { money: '10', type: 2, number: '13912345678' }, 'number 应为 12–19 位数字的银行卡号'],
    ['contact', { money: '10', contact: '  ' }, '请填写 contact'],
    ['realname', { money: '10', realname: '' }, '请填写 realname'],
    ['realname', { money: '10', realname: undefined }, '请填写 realname'],
  ])('refuses a bad %s (code 0 naming it), moving nothing', async (_field, body, message) => {
    const r = await withdraw(body);
    expect(r.code).toBe(0);
    expect(r.msg).toContain(message);
    expect(await requests()).toEqual([]);
    expect(await walletOf(playerId)).toBe(START_FEN);
    expect(await held()).toBe(0);
    await expectBooksBalanced(t);
  });

  it('never above the balance: the message says what is available, nothing written', async () => {
    const r = await withdraw({ money: '500.01' });
    expect(r).toMatchObject({ code: 0, msg: 'money 超过可提现余额（可提现余额 500.00 元）' });
    expect(await requests()).toEqual([]);
    expect(await walletOf(playerId)).toBe(START_FEN);
    expect(await held()).toBe(0);
    await requested('500');
    expect(await walletOf(playerId)).toBe(0);
    await expectBooksBalanced(t);
  });

  it('two requests racing for the last yuan: one wins, the other hears the balance', async () => {
    await setWallet(t, playerId, 100_00);
    const lock = await hold(t, { table: 'users', id: playerId });
    const results = await collide(
      lock,
      () => withdraw({ money: '80' }),
      () => withdraw({ money: '80' }),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 0)?.msg).toBe('money 超过可提现余额（可提现余额 20.00 元）');
    expect(await requests()).toHaveLength(1);
    expect(await walletOf(playerId)).toBe(20_00);
    expect(await held()).toBe(80_00);
    await expectBooksBalanced(t);
  });

  it('is for players only: a shop or staff get 401', async () => {
    expect((await withdraw({ money: '10' }, shop)).code).toBe(401);
    expect((await withdraw({ money: '10' }, clerk)).code).toBe(401);
    expect(await requests()).toEqual([]);
  });
});

describe('pushes', () => {
  it('the owner’s phones hear withdrawal.new and the badge; staff and other shops hear nothing', async () => {
    const url = await listening(t);
    const [owner, staff, other] = [shop, clerk, third].map((token) => connect(`${url}?token=${token}`));
    await Promise.all([owner!.next('ready'), staff!.next('ready'), other!.next('ready')]);
    const id = await requested('30');
    expect(await owner!.next('withdrawal.new')).toMatchObject({ id, pending: 1 });
    expect(await owner!.next('badge')).toMatchObject({ count: { Withdrawal: 1 } });
    await reject(id, '账号有误');
    expect(await owner!.next('badge')).toMatchObject({ count: { Withdrawal: 0 } });
    await new Promise((r) => setTimeout(r, 100));
    for (const c of [staff!, other!])
      expect(c.frames.filter((f) => f.type === 'withdrawal.new' || f.type === 'badge')).toEqual([]);
    for (const c of [owner!, staff!, other!]) c.socket.close();
  });

  it('the player hears the answer on their own sockets, once it is committed; another player hears nothing', async () => {
    const url = await listening(t);
    const other = (await playerLogin('player02')).token;
    const [mine, theirs] = [player, other].map((token) => connect(`${url}?token=${token}`));
    await Promise.all([mine!.next('ready'), theirs!.next('ready')]);
    const paid = await requested('30');
    const refused = await requested('20');
    await agree(paid);
    const settled = await mine!.next('withdrawal.answered');
    expect(settled).toMatchObject({ id: paid, state: 1, reason: '' });
    // Heard after the commit: what a page reads again on hearing it is already there.
    expect((await requests()).find((r) => r.id === paid)?.state).toBe(1);
    await reject(refused, '账号有误');
    expect(await mine!.next('withdrawal.answered')).toMatchObject({
      id: refused,
      state: 2,
      reason: '账号有误',
    });
    expect(await walletOf(playerId)).toBe(START_FEN - 30_00);
    await new Promise((r) => setTimeout(r, 100));
    expect(theirs!.frames.filter((f) => f.type === 'withdrawal.answered')).toEqual([]);
    expect(mine!.frames.filter((f) => f.type === 'withdrawal.answered')).toEqual([]);
    for (const c of [mine!, theirs!]) c.socket.close();
  });
});

describe('the shop answers (shopkeeper.mine.Withdrawal/handle)', () => {
  it('agree: the held money goes to the till (the shop paid the player), once', async () => {
    const id = await requested('200');
    const tillBefore = await till();
    const r = await agree(id);
    expect(r).toMatchObject({ code: 1, data: '已同意，请确认已向用户付款' });
    expect(await held()).toBe(0);
    expect(await till()).toBe(tillBefore + 200_00);
    expect(await walletOf(playerId)).toBe(START_FEN - 200_00);
    expect((await requests())[0]).toMatchObject({ state: 1, ret_reason: '' });
    expect((await pending()).data.total).toBe(0);
    expect((await history(1)).data.data).toEqual([
      expect.objectContaining({ id, state: 1, money: '200.00' }),
    ]);
    expect((await history(2)).data.total).toBe(0);

    const again = await agree(id);
    expect(again).toMatchObject({ code: 0, msg: '提现申请当前状态为「成功结算」，不能同意' });
    expect((await reject(id, '再试')).msg).toBe('提现申请当前状态为「成功结算」，不能拒绝');
    expect(await till()).toBe(tillBefore + 200_00);
    expect(await walletOf(playerId)).toBe(START_FEN - 200_00);
    await expectBooksBalanced(t);
  });

  it('reject: with the reason, the held money goes back to the player', async () => {
    const id = await requested('200');
    const tillBefore = await till();
    const r = await reject(id, '  支付宝实名不符  ');
    expect(r).toMatchObject({ code: 1, data: '已拒绝，金额已退回用户余额' });
    expect(await held()).toBe(0);
    expect(await till()).toBe(tillBefore);
    expect(await walletOf(playerId)).toBe(START_FEN);
    expect((await requests())[0]).toMatchObject({ state: 2, ret_reason: '支付宝实名不符' });
    expect((await playerLog()).map((l) => [l.change, l.memo, l.memo_params])).toEqual([
      [-200_00, 'withdrawalHold', JSON.stringify({ account: '13912345678' })],
      [200_00, 'withdrawalReturned', JSON.stringify({ reason: '支付宝实名不符' })],
    ]);
    expect((await history(2)).data.data).toEqual([
      expect.objectContaining({ id, state: 2, retMemo: '支付宝实名不符' }),
    ]);
    expect((await history(1)).data.total).toBe(0);
    expect((await agree(id)).msg).toBe('提现申请当前状态为「拒绝」，不能同意');
    expect(await walletOf(playerId)).toBe(START_FEN);
    await expectBooksBalanced(t);
  });

  it.each([
    ['empty', '', '请填写 retReason'],
    ['blank', '   ', '请填写 retReason'],
    ['missing', undefined, '请填写 retReason'],
    ['too long', '理'.repeat(101), 'retReason 最多 100 个字符'],
  ])('a refusal needs a reason (%s): code 0 naming it, nothing moved', async (_name, retReason, message) => {
    const id = await requested('50');
    const r = await t.post(api.handle.path, { token: shop, body: { type: 2, id, retReason } });
    expect(r.code).toBe(0);
    expect(r.msg).toContain(message);
    expect((await requests())[0]).toMatchObject({ state: 0, ret_reason: '' });
    expect(await held()).toBe(50_00);
    expect(await walletOf(playerId)).toBe(START_FEN - 50_00);
    await expectBooksBalanced(t);
  });

  it.each([
    ['agree and reject', (id: number) => reject(id, '重复操作')],
    ['agree twice', (id: number) => agree(id)],
  ])('%s pressed at the same moment: one wins, the money adds up', async (_name, second) => {
    const id = await requested('150');
    const tillBefore = await till();
    const lock = await hold(t, { table: 'player_withdrawals', id });
    const results = await collide(
      lock,
      () => agree(id),
      () => second(id),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 0)?.msg).toContain('提现申请当前状态为');
    const [row] = await requests();
    // One decision, one event: the loser wrote nothing.
    expect((await eventsOf(t, 'player_withdrawal', id)).map((e) => e.action)).toEqual([
      'create',
      row!.state === PlayerWithdrawalState.settled ? 'settle' : 'reject',
    ]);
    expect(await held()).toBe(0);
    if (row!.state === 1) {
      expect(await till()).toBe(tillBefore + 150_00);
      expect(await walletOf(playerId)).toBe(START_FEN - 150_00);
    } else {
      expect(row!.state).toBe(2);
      expect(await till()).toBe(tillBefore);
      expect(await walletOf(playerId)).toBe(START_FEN);
    }
    await expectBooksBalanced(t);
  });

  it('another shop’s request is "not found" to it, and it lists none of them', async () => {
    const id = await requested('40');
    expect(await agree(id, third)).toMatchObject({ code: 0, msg: `提现申请 ${id} 不存在` });
    expect(await reject(id, '不是我的', third)).toMatchObject({ code: 0, msg: `提现申请 ${id} 不存在` });
    expect(await agree(id + 1000)).toMatchObject({ code: 0, msg: `提现申请 ${id + 1000} 不存在` });
    expect((await pending(third)).data.total).toBe(0);
    expect((await history(1, third)).data.total).toBe(0);
    expect((await requests())[0]).toMatchObject({ state: 0 });
    expect(await held()).toBe(40_00);
    expect(thirdId).toBeGreaterThan(0);
    await expectBooksBalanced(t);
  });

  it('staff and players get 401 on every shopkeeper call; an uncertified shop cannot answer', async () => {
    const id = await requested('40');
    for (const token of [clerk, player]) {
      expect((await pending(token)).code).toBe(401);
      expect((await history(1, token)).code).toBe(401);
      expect((await agree(id, token)).code).toBe(401);
      expect((await reject(id, '不行', token)).code).toBe(401);
    }
    await createShop(t.ctx, {
      username: 'fresh_shop',
      password: 'fresh123456',
      nickname: '新店',
      mobile: '13800000009',
      certification: Certification.none,
    });
    const fresh = (await t.login('fresh_shop', 'fresh123456')).token;
    expect((await agree(id, fresh)).code).toBe(401);
    expect((await requests())[0]).toMatchObject({ state: 0 });
  });
});

describe('a request’s history (History/list, docs/history.md)', () => {
  const historyOf = (id: number, token = shop) =>
    t.get<RecordHistory>(historyApi.list.path, { token, query: { entity: 'player_withdrawal', id } });

  it('says who asked, who refused, when and why; another shop and staff cannot read it', async () => {
    const id = await requested('60');
    expect((await reject(id, '实名不符')).code).toBe(1);
    const h = await historyOf(id);
    expect(h.code, h.msg).toBe(1);
    expect(
      h.data.events.map((e) => [e.action_label, e.actor_kind, e.from_label, e.to_label, e.reason]),
    ).toEqual([
      ['申请提现', 'player', '', '处理中', ''],
      ['拒绝', 'shop', '处理中', '拒绝', '实名不符'],
    ]);
    const row = (await requests())[0]!;
    expect(h.data.events[0]!.create_time).toBe(row.create_time);
    expect(h.data.events[1]!.actor).not.toBe(`#${ids.shopId}`);
    expect(await historyOf(id, third)).toMatchObject({ code: 0, msg: `提现申请 ${id} 不存在` });
    expect((await historyOf(id, clerk)).code).toBe(401);
  });

  it('every state × action of the table: allowed moves once with an event, forbidden writes nothing', async () => {
    const { moved, refused } = await checkStateMatrix<keyof typeof PLAYER_WITHDRAWAL_ACTIONS>(t, {
      entity: 'player_withdrawal',
      async prepare(state) {
        const id = await requested('10');
        await t.db.updateTable('player_withdrawals').set({ state }).where('id', '=', id).execute();
        return id;
      },
      act: (action, id) => (action === 'settle' ? agree(id) : reject(id, '不符')),
      stateOf: async (id) => (await requests()).find((r) => r.id === id)!.state,
      snapshot: async (id) => ({
        row: (await requests()).find((r) => r.id === id),
        wallet: await walletOf(playerId),
        held: await held(),
        till: await till(),
      }),
    });
    expect([moved, refused]).toEqual([2, 4]);
  });
});

describe('the history and the badge', () => {
  it('history by state, tab and handling day; the badge counts the waiting requests for the owner only', async () => {
    const a = await requested('10');
    const b = await requested('20', { type: 2, number: CARD });
    await requested('30');
    const index = (token: string) => t.get<NewUserIndexResponse>(accountApi.userIndex.path, { token });
    expect((await index(shop)).data.userinfo.count.Withdrawal).toBe(3);
    expect((await index(clerk)).data.userinfo.count.Withdrawal).toBe(0);
    await agree(a);
    await reject(b, '卡号错误');
    expect((await index(shop)).data.userinfo.count.Withdrawal).toBe(1);
    expect((await history(1)).data.data.map((w) => w.id)).toEqual([a]);
    expect((await history(2)).data.data.map((w) => w.id)).toEqual([b]);
    expect((await history(1, shop, { type: 2 })).data.total).toBe(0);
    const now = Math.floor(Date.now() / 1000);
    expect((await history(1, shop, { startTime: now - 3600, endTime: now + 3600 })).data.total).toBe(1);
    expect((await history(1, shop, { startTime: '2020-1-1', endTime: '2020-1-2' })).data.total).toBe(0);
    expect((await history(2, shop, { per_page: 1, current_page: 2 })).data).toMatchObject({
      total: 1,
      data: [],
    });
    await expectBooksBalanced(t);
  });
});
