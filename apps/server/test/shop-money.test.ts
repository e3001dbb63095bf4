import {
  accountApi,
  Certification,
  playersApi,
  shopMoneyApi as api,
  type Page,
  type ShopBalanceDetails,
  type ShopWithdrawal,
  type TrusteeshipList,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.ts';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { shopMoneyCommands } from '../src/modules/shop-money/shop-money.cli.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { expectBooksBalanced, setWallet } from './helpers/ledger.ts';
import { collide, hold } from './helpers/races.ts';
import { appWithThirdShop } from './helpers/shops.ts';
import type { TestApp } from './helpers/test-app.ts';

// The shop's own money (docs/money.md, "Shop balance and withdrawals"): demo_shop asks the platform to pay money out
// of its balance; the platform (its CLI) settles or refuses it. Every refusal is checked against the tables: nothing
// written, no money moved.

let t: TestApp;
let ids: DemoIds;
let thirdId: number;
let shop: string;
let clerk: string;
let third: string;

beforeEach(async () => {
  ({ t, ids, thirdId, shop, clerk, third } = await appWithThirdShop());
});
afterEach(() => t.close());

// ---- the calls ----

interface Withdrawal {
  type?: number | string;
  number?: string;
  contact?: string;
  money?: number | string;
}
const ALIPAY = { type: 1, number: '13800138000', contact: '13800138000' };
const BANK = { type: 2, number: '6222021234567890128', contact: 'boss@example.com' };

const withdraw = (token: string, body: Withdrawal, lang?: 'en') =>
  t.post(api.withdraw.path, { token, body, ...(lang ? { lang } : {}) });
const history = (token: string, query: Record<string, string | number> = {}) =>
  t.get<Page<ShopWithdrawal>>(api.history.path, { token, query });
const details = (token: string, query: Record<string, string | number> = {}) =>
  t.get<ShopBalanceDetails>(api.details.path, { token, query });
const trusteeship = (token: string, query: Record<string, string | number> = {}) =>
  t.get<TrusteeshipList>(api.trusteeship.path, { token, query });

/** The platform CLI's commands, run in-process on the test's database. */
const cli = (name: string, values: Record<string, string>) => shopMoneyCommands[name]!.run(t.ctx, values);
const settle = (id: number) => cli('withdrawals settle', { id: String(id) });
const reject = (id: number, reason: string) => cli('withdrawals reject', { id: String(id), reason });

// ---- the tables ----

const walletOf = async (userId: number) =>
  Number(
    (await t.db.selectFrom('users').select('money').where('id', '=', userId).executeTakeFirstOrThrow()).money,
  );
const accountOf = async (kind: string, shopId: number, code = '') => {
  const row = await t.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', kind as 'withdrawal_hold')
    .where('shop_id', '=', shopId)
    .where('code', '=', code)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
};
const holdOf = (shopId: number) => accountOf('withdrawal_hold', shopId, 'shop');
const payout = () => accountOf('platform_payout', 0);
const withdrawalRows = () =>
  t.db
    .selectFrom('shop_withdrawals')
    .select(['id', 'shop_id', 'user_id', 'type', 'number', 'contact', 'fen', 'state', 'ret_memo'])
    .orderBy('id')
    .execute();
const ledgerRows = (refId: number) =>
  t.db
    .selectFrom('money_log')
    .select(['user_id', 'account_id', 'type', 'change', 'before', 'after', 'memo'])
    .where('ref_type', '=', 'shop_withdrawal')
    .where('ref_id', '=', String(refId))
    .orderBy('id')
    .execute();
const snapshot = async () => ({
  rows: await withdrawalRows(),
  wallet: await walletOf(ids.shopId),
  hold: await holdOf(ids.shopId),
  transfers: Number(
    (
      await t.db
        .selectFrom('ledger_transfers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});
const onlyId = async () => (await withdrawalRows())[0]!.id;

// ---- the tests ----

describe('Balance/Withdrawal', () => {
  it('holds the amount: the shop balance goes down, the hold up, one request 处理中, two ledger rows', async () => {
    await setWallet(t, ids.shopId, 500_00);
    const r = await withdraw(shop, { ...ALIPAY, money: '120.50' });
    expect(r).toMatchObject({ code: 1, msg: '提现申请已提交，平台处理后到账' });
    expect(await withdrawalRows()).toEqual([
      {
        id: expect.any(Number),
        shop_id: ids.shopId,
        user_id: ids.shopId,
        type: 1,
        number: '13800138000',
        contact: '13800138000',
        fen: 120_50,
        state: 0,
        ret_memo: '',
      },
    ]);
    expect(await walletOf(ids.shopId)).toBe(379_50);
    expect(await holdOf(ids.shopId)).toBe(120_50);
    const id = await onlyId();
    expect(await ledgerRows(id)).toEqual([
      expect.objectContaining({
        user_id: ids.shopId,
        account_id: 0,
        type: 'shop_withdrawal',
        change: -120_50,
      }),
      expect.objectContaining({ type: 'shop_withdrawal', change: 120_50, before: 0, after: 120_50 }),
    ]);
    const h = await history(shop);
    expect(h.data.data).toEqual([
      expect.objectContaining({
        memo: '支付宝',
        state: 0,
        state_label: '处理中',
        money: '120.50',
        retMemo: '',
      }),
    ]);
    expect(h.data.data[0]!.number).toBe('138****8000');
    expect(h.data.data[0]!.OrderNumber).toMatch(/^T\d{20}$/);
    await expectBooksBalanced(t);
  });

  it('the platform settles it: the hold goes to the platform payout account, state 成功结算', async () => {
    await setWallet(t, ids.shopId, 500_00);
    await withdraw(shop, { ...BANK, money: 200 });
    const id = await onlyId();
    expect(await settle(id)).toContain('settled');
    expect((await withdrawalRows())[0]).toMatchObject({ state: 1 });
    expect(await walletOf(ids.shopId)).toBe(300_00);
    expect(await holdOf(ids.shopId)).toBe(0);
    expect(await payout()).toBe(200_00);
    expect((await ledgerRows(id)).map((r) => [r.type, r.change])).toEqual([
      ['shop_withdrawal', -200_00],
      ['shop_withdrawal', 200_00],
      ['shop_withdrawal_payout', -200_00],
      ['shop_withdrawal_payout', 200_00],
    ]);
    expect((await history(shop)).data.data[0]).toMatchObject({
      memo: '银行卡',
      state: 1,
      state_label: '成功结算',
    });
    // Settled is final: neither a second settle nor a refusal moves it again.
    await expect(settle(id)).rejects.toBeInstanceOf(AppError);
    await expect(reject(id, 'late')).rejects.toBeInstanceOf(AppError);
    expect(await payout()).toBe(200_00);
    await expectBooksBalanced(t);
  });

  it('the platform’s list shows what waits, with the shop, amount, account and contact', async () => {
    await setWallet(t, ids.shopId, 500_00);
    expect(await cli('withdrawals', {})).toBe('no withdrawals waiting');
    await withdraw(shop, { ...BANK, money: '66.60' });
    const id = await onlyId();
    const listed = await cli('withdrawals', {});
    expect(listed).toContain(`#${id}`);
    expect(listed).toMatch(
      /幸运彩票店 \(shop \d+\)\s+66\.60 yuan\s+Bank card 6222021234567890128\s+contact boss@example\.com/,
    );
    await settle(id);
    expect(await cli('withdrawals', {})).toBe('no withdrawals waiting');
    await expect(settle(id + 1000)).rejects.toMatchObject({ key: 'shopWithdrawalMissing' });
  });

  it('the platform refuses it: the money returns to the shop balance and the shop reads the reason', async () => {
    await setWallet(t, ids.shopId, 500_00);
    await withdraw(shop, { ...ALIPAY, money: 100.5 });
    const id = await onlyId();
    expect(await reject(id, '账号与实名不符')).toContain('rejected');
    expect((await withdrawalRows())[0]).toMatchObject({ state: 2, ret_memo: '账号与实名不符' });
    expect(await walletOf(ids.shopId)).toBe(500_00);
    expect(await holdOf(ids.shopId)).toBe(0);
    expect(await payout()).toBe(0);
    expect((await ledgerRows(id)).at(-1)).toMatchObject({
      user_id: ids.shopId,
      account_id: 0,
      type: 'shop_withdrawal_refund',
      change: 100_50,
      memo: 'shopWithdrawalRefund',
    });
    const failed = await history(shop, { state: 2 });
    expect(failed.data.data).toEqual([
      expect.objectContaining({ state: 2, state_label: '拒绝提现', retMemo: '账号与实名不符' }),
    ]);
    expect((await history(shop, { state: 1 })).data.total).toBe(0);
    // The refusal shows in the shop balance's ledger in the reader's language, with the reason.
    const en = await t.get<ShopBalanceDetails>(api.details.path, {
      token: shop,
      query: { type: 2 },
      lang: 'en',
    });
    expect(en.data.data.data[0]!.memo).toMatch(/refused, money returned: 账号与实名不符/);
    await expect(settle(id)).rejects.toBeInstanceOf(AppError);
    expect(await walletOf(ids.shopId)).toBe(500_00);
    await expectBooksBalanced(t);
  });

  it('a 4th withdrawal in a day is refused with nothing written (refused ones count too)', async () => {
    await setWallet(t, ids.shopId, 500_00);
    for (let i = 0; i < 3; i++) expect((await withdraw(shop, { ...ALIPAY, money: 10 })).code).toBe(1);
    await reject(await onlyId(), 'no');
    const before = await snapshot();
    const r = await withdraw(shop, { ...ALIPAY, money: 10 });
    expect(r).toMatchObject({ code: 0, msg: '每日只能提现3次' });
    expect(await snapshot()).toEqual(before);
    await expectBooksBalanced(t);
  });

  it('two withdrawals racing for the 3rd of the day: one wins', async () => {
    await setWallet(t, ids.shopId, 500_00);
    for (let i = 0; i < 2; i++) await withdraw(shop, { ...ALIPAY, money: 10 });
    const held = await hold(t, { table: 'users', id: ids.shopId });
    const results = await collide(
      held,
      () => withdraw(shop, { ...ALIPAY, money: 10 }),
      () => withdraw(shop, { ...BANK, money: 10 }),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(await withdrawalRows()).toHaveLength(3);
    expect(await walletOf(ids.shopId)).toBe(470_00);
    await expectBooksBalanced(t);
  });

  it('two withdrawals racing for the last yuan: one wins, the balance never goes below zero', async () => {
    await setWallet(t, ids.shopId, 5_00);
    const held = await hold(t, { table: 'users', id: ids.shopId });
    const results = await collide(
      held,
      () => withdraw(shop, { ...ALIPAY, money: 5 }),
      () => withdraw(shop, { ...ALIPAY, money: '4.50' }),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(results.find((r) => r.code === 0)?.msg).toMatch(/超过店铺余额/);
    expect(await withdrawalRows()).toHaveLength(1);
    expect((await walletOf(ids.shopId)) + (await holdOf(ids.shopId))).toBe(5_00);
    await expectBooksBalanced(t);
  });

  it('settle run twice at the same moment pays once', async () => {
    await setWallet(t, ids.shopId, 500_00);
    await withdraw(shop, { ...ALIPAY, money: 300 });
    const id = await onlyId();
    const held = await hold(t, { table: 'shop_withdrawals', id });
    const [a, b] = await collide(
      held,
      () => settle(id).then(String, (e: unknown) => e),
      () => settle(id).then(String, (e: unknown) => e),
    );
    expect([a, b].filter((x) => x instanceof AppError)).toHaveLength(1);
    expect(await payout()).toBe(300_00);
    expect(await holdOf(ids.shopId)).toBe(0);
    expect((await ledgerRows(id)).filter((r) => r.type === 'shop_withdrawal_payout')).toHaveLength(2);
    await expectBooksBalanced(t);
  });

  it('settle and reject at the same moment: exactly one of them happens', async () => {
    await setWallet(t, ids.shopId, 500_00);
    await withdraw(shop, { ...ALIPAY, money: 300 });
    const id = await onlyId();
    const held = await hold(t, { table: 'shop_withdrawals', id });
    const results = await collide(
      held,
      () => reject(id, 'no').then(String, (e: unknown) => e),
      () => settle(id).then(String, (e: unknown) => e),
    );
    expect(results.filter((x) => x instanceof AppError)).toHaveLength(1);
    const state = (await withdrawalRows())[0]!.state;
    expect(await walletOf(ids.shopId)).toBe(state === 2 ? 500_00 : 200_00);
    expect(await payout()).toBe(state === 1 ? 300_00 : 0);
    expect(await holdOf(ids.shopId)).toBe(0);
    await expectBooksBalanced(t);
  });

  const refusals: [string, Withdrawal, RegExp][] = [
    ['1 yuan (must be more)', { ...ALIPAY, money: 1 }, /money 应在 1\.01 元到 50000\.00 元之间/],
    ['0.5 yuan', { ...ALIPAY, money: '0.50' }, /money/],
    ['3 decimals', { ...ALIPAY, money: '10.001' }, /money 应为金额（元），最多两位小数/],
    ['above 5万', { ...ALIPAY, money: 50_000.01 }, /money 应在/],
    ['above the balance', { ...ALIPAY, money: 600 }, /超过店铺余额（可提现 500\.00 元）/],
    ['a malformed Alipay account', { ...ALIPAY, number: '1380013800' }, /number 应为支付宝账号/],
    [
      'a bank card failing its check digit',
      { ...BANK, number: '6222021234567890129' },
      /number 应为 12–19 位/,
    ],
    ['a bank card of 11 digits', { ...BANK, number: '62220212345' }, /number 应为 12–19 位/],
    ['a bank card with letters', { ...BANK, number: '6222a21234567890128' }, /number/],
    ['a bad contact', { ...ALIPAY, contact: 'call me' }, /contact 应为 11 位手机号或邮箱地址/],
    ['no account', { ...ALIPAY, number: '' }, /number/],
    ['type 3', { ...ALIPAY, type: 3 }, /type/],
  ];
  it.each(refusals)('refuses %s with code 0 naming the field, nothing written', async (_, body, msg) => {
    await setWallet(t, ids.shopId, 500_00);
    const before = await snapshot();
    const r = await withdraw(shop, { money: 10, ...body });
    expect(r.code).toBe(0);
    expect(r.msg).toMatch(msg);
    expect(await snapshot()).toEqual(before);
  });

  it('accepts an Alipay e-mail account and a bank number typed with spaces', async () => {
    await setWallet(t, ids.shopId, 500_00);
    expect((await withdraw(shop, { ...ALIPAY, number: 'Boss@Example.com', money: 10 })).code).toBe(1);
    expect((await withdraw(shop, { ...BANK, number: '6222 0212 3456 7890 128', money: 10 })).code).toBe(1);
    expect((await withdrawalRows()).map((r) => r.number)).toEqual([
      'Boss@Example.com',
      '6222021234567890128',
    ]);
  });

  it('in English the refusal names the field in English', async () => {
    const r = await withdraw(shop, { ...BANK, number: '1234', money: 10 }, 'en');
    expect(r).toMatchObject({ code: 0 });
    expect(r.msg).toMatch(/number must be a bank card number of 12–19 digits/);
  });
});

describe('who may', () => {
  it('staff get 401 on every call, and nothing is written', async () => {
    await setWallet(t, ids.shopId, 500_00);
    expect((await withdraw(clerk, { ...ALIPAY, money: 10 })).code).toBe(401);
    expect((await history(clerk)).code).toBe(401);
    expect((await details(clerk)).code).toBe(401);
    expect((await trusteeship(clerk)).code).toBe(401);
    expect(await withdrawalRows()).toEqual([]);
  });

  it('an uncertified shop may read but not withdraw (401)', async () => {
    await createShop(t.ctx, {
      username: 'fresh_shop',
      password: 'fresh123456',
      nickname: '未认证彩票站',
      mobile: '13800000004',
      certification: Certification.none,
    });
    const fresh = (await t.login('fresh_shop', 'fresh123456')).token;
    expect((await withdraw(fresh, { ...ALIPAY, money: 10 })).code).toBe(401);
    expect((await history(fresh)).code).toBe(1);
    expect((await details(fresh)).code).toBe(1);
    expect(await withdrawalRows()).toEqual([]);
  });

  it('another shop sees none of demo_shop’s withdrawals, ledger or players', async () => {
    await setWallet(t, ids.shopId, 500_00);
    await withdraw(shop, { ...ALIPAY, money: 10 });
    expect((await history(third)).data).toMatchObject({ total: 0, data: [] });
    const d = await details(third);
    expect(d.data.data).toMatchObject({ total: 0, data: [] });
    expect(d.data.money).toBe('0.00');
    expect((await trusteeship(third)).data).toMatchObject({ sum: '0.00', data: { total: 0, data: [] } });
    expect(thirdId).not.toBe(ids.shopId);
  });
});

describe('Balance/Details (店铺余额)', () => {
  it('the balance and its ledger newest first, by tab', async () => {
    await withdraw(shop, { ...ALIPAY, money: 100 });
    const id = await onlyId();
    await reject(id, '测试');
    const all = await details(shop);
    expect(all.code).toBe(1);
    expect(all.data.money).toBe('5000.00');
    expect(all.data.data.data.map((e) => [e.memo.slice(0, 4), e.money, e.after])).toEqual([
      ['提现被拒', '100.00', '5000.00'],
      ['提现申请', '-100.00', '4900.00'],
      ['演示充值', '5000.00', '5000.00'],
    ]);
    const withdrawals = await details(shop, { type: 2 });
    expect(withdrawals.data.data.total).toBe(2);
    const recharges = await details(shop, { type: 1 });
    expect(recharges.data.data.data.map((e) => e.memo)).toEqual(['演示充值']);
    expect((await details(shop, { type: 3 })).data.data.total).toBe(0);
    expect((await details(shop, { type: 6 })).data.data.total).toBe(0);
    // Paging: one a page, the total stays.
    const page2 = await details(shop, { per_page: 1, current_page: 2 });
    expect(page2.data.data).toMatchObject({ total: 3, last_page: 3 });
    expect(page2.data.data.data[0]!.money).toBe('-100.00');
    // Dates: a day long ago has nothing; an unknown tab is refused naming it.
    expect((await details(shop, { startTime: '2020-1-1', endTime: '2020-1-2' })).data.data.total).toBe(0);
    const bad = await details(shop, { type: 9 });
    expect(bad.code).toBe(0);
    expect(bad.msg).toContain('type');
    await expectBooksBalanced(t);
  });
});

describe('Trusteeship/list (托管余额)', () => {
  const move = (path: string, id: number, money: number, memo: string) =>
    t.post(path, { token: shop, body: { id, money, memo } });

  it('tab 0: the players by balance, biggest first, with the sum of all their balances', async () => {
    const r = await trusteeship(shop, { per_page: 5 });
    expect(r.code).toBe(1);
    expect(r.data.sum).toBe('25000.00');
    expect(r.data.data.total).toBe(50);
    expect(r.data.data.data.map((p) => p.money)).toEqual(['950.00', '950.00', '950.00', '950.00', '950.00']);
    const idx = await t.get<{ userinfo: { TrusteeshipBalance: string } }>(accountApi.userIndex.path, {
      token: shop,
    });
    expect(idx.data.userinfo.TrusteeshipBalance).toBe(r.data.sum);
    const last = await trusteeship(shop, { per_page: 5, current_page: 10 });
    expect(last.data.data.data.map((p) => p.money)).toEqual(['50.00', '50.00', '50.00', '50.00', '50.00']);
  });

  it('tabs 1 and 2: the players’ 加款 and 扣款, with their sums and dates', async () => {
    const [p1, p2] = ids.playerIds as [number, number];
    expect((await move(playersApi.addMoney.path, p1, 30, '线下充值')).code).toBe(1);
    expect((await move(playersApi.addMoney.path, p2, 20, '')).code).toBe(1);
    expect((await move(playersApi.deductMoney.path, p1, 5.5, '线下提现')).code).toBe(1);
    const added = await trusteeship(shop, { type: 1 });
    expect(added.data.sum).toBe('50.00');
    expect(added.data.data.data).toEqual([
      expect.objectContaining({
        money: '20.00',
        nickname: '彩民02',
        user_id: { id: p2, nickname: '彩民02' },
      }),
      expect.objectContaining({ money: '30.00', nickname: '彩民01', source: '店主加款 线下充值' }),
    ]);
    const deducted = await trusteeship(shop, { type: 2 });
    expect(deducted.data).toMatchObject({ sum: '-5.50', data: { total: 1 } });
    expect(deducted.data.data.data[0]).toMatchObject({ money: '-5.50', source: '店主扣款 线下提现' });
    expect(
      (await trusteeship(shop, { type: 1, startTime: '2020-1-1', endTime: '2020-1-1' })).data,
    ).toMatchObject({
      sum: '0.00',
      data: { total: 0 },
    });
    expect((await trusteeship(third, { type: 1 })).data.data.total).toBe(0);
    await expectBooksBalanced(t);
  });
});
