import type { SHOP_WITHDRAWAL_ACTIONS } from '@dzzs/shared';
import {
  historyApi,
  ordersApi,
  type OrderDetail,
  shopMoneyApi,
  type RecordHistory,
  type ShopWithdrawal,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.ts';
import { historyCommands } from '../src/modules/history/history.cli.ts';
import { shopMoneyCommands } from '../src/modules/shop-money/shop-money.cli.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { setWallet } from './helpers/ledger.ts';
import { orderWorld, placeSsq } from './helpers/orders.ts';
import { collide, hold } from './helpers/races.ts';
import { appWithThirdShop } from './helpers/shops.ts';
import { checkStateMatrix, eventsOf } from './helpers/state-matrix.ts';
import type { TestApp } from './helpers/test-app.ts';

// Records with a history (docs/history.md), shown on shop withdrawals: every move goes through the one transition
// helper, which writes who did what and when; the owner reads it, another shop does not; of two decisions at the
// same moment one wins and only its event is written.

let t: TestApp;
let ids: DemoIds;
let shop: string;
let clerk: string;
let third: string;

beforeEach(async () => {
  ({ t, ids, shop, clerk, third } = await appWithThirdShop());
  await setWallet(t, ids.shopId, 5_000_00);
});
afterEach(() => t.close());

const ALIPAY = { type: 1, number: '13800138000', contact: '13800138000' };
const withdraw = async (money = 100) => {
  expect((await t.post(shopMoneyApi.withdraw.path, { token: shop, body: { ...ALIPAY, money } })).code).toBe(
    1,
  );
  const page = await t.get<{ data: ShopWithdrawal[] }>(shopMoneyApi.history.path, { token: shop });
  return page.data!.data[0]!.id;
};
const cli = (name: string, values: Record<string, string>) => shopMoneyCommands[name]!.run(t.ctx, values);
const historyOf = (token: string, entity: string, id: number | string, lang?: 'en') =>
  t.get<RecordHistory>(historyApi.list.path, { token, query: { entity, id }, ...(lang ? { lang } : {}) });
const stateOf = async (id: number) =>
  (await t.db.selectFrom('shop_withdrawals').select('state').where('id', '=', id).executeTakeFirstOrThrow())
    .state;

describe('a shop withdrawal’s history', () => {
  it('shows who asked, who decided, when, the states and the reason, in the reader’s language', async () => {
    const id = await withdraw();
    await cli('withdrawals reject', { id: String(id), reason: '账户名不符' });
    const zh = await historyOf(shop, 'shop_withdrawal', id);
    expect(zh.code).toBe(1);
    expect(zh.data!.events).toMatchObject([
      {
        action: 'create',
        action_label: '申请提现',
        actor_kind: 'shop',
        to_label: '处理中',
        from_state: null,
      },
      {
        action: 'reject',
        action_label: '拒绝',
        actor: '平台',
        actor_kind: 'platform',
        from_label: '处理中',
        to_label: '拒绝提现',
        reason: '账户名不符',
      },
    ]);
    expect(zh.data!.events[0]!.actor).toBe('幸运彩票店');
    const en = await historyOf(shop, 'shop_withdrawal', id, 'en');
    expect(en.data!.events.map((e) => [e.action_label, e.actor, e.to_label])).toEqual([
      ['requested', '幸运彩票店', 'Processing'],
      ['refused', 'Platform', 'Refused'],
    ]);
  });

  it('the platform CLI prints it', async () => {
    const id = await withdraw();
    await cli('withdrawals settle', { id: String(id) });
    const printed = await historyCommands.history!.run(t.ctx, { entity: 'shop_withdrawal', id: String(id) });
    const lines = String(printed).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/requested\s+Processing\s+by 幸运彩票店 \(shop\)/);
    expect(lines[1]).toMatch(/paid out\s+Processing → Paid\s+by Platform \(platform\)/);
    await expect(historyCommands.history!.run(t.ctx, { entity: 'nothing', id: '1' })).rejects.toThrow(
      /<entity> must be one of/,
    );
  });

  it('another shop’s record is not found, staff get 401, bad entities and ids name the field', async () => {
    const id = await withdraw();
    const other = await historyOf(third, 'shop_withdrawal', id);
    expect([other.code, other.msg]).toEqual([0, `店铺提现 ${id} 不存在`]);
    expect(other.data).toBeFalsy();
    expect((await historyOf(clerk, 'shop_withdrawal', id)).code).toBe(401);
    const entity = await historyOf(shop, 'orders', id);
    expect([entity.code, entity.msg]).toEqual([0, expect.stringMatching(/^entity/)]);
    const bad = await historyOf(shop, 'shop_withdrawal', 'x');
    expect([bad.code, bad.msg]).toEqual([0, expect.stringMatching(/^id/)]);
    expect((await historyOf(shop, 'shop_withdrawal', 2 ** 40)).code).toBe(0);
  });

  it('settle and reject at the same moment: one wins, and only its event is written', async () => {
    const id = await withdraw();
    const held = await hold(t, { table: 'shop_withdrawals', id });
    const results = await collide(
      held,
      () => cli('withdrawals reject', { id: String(id), reason: 'no' }).then(String, (e: unknown) => e),
      () => cli('withdrawals settle', { id: String(id) }).then(String, (e: unknown) => e),
    );
    const lost = results.filter((x) => x instanceof AppError) as AppError[];
    expect(lost).toHaveLength(1);
    expect(lost[0]!.key).toBe('recordWrongState');
    const events = await eventsOf(t, 'shop_withdrawal', id);
    expect(events.map((e) => e.action)).toEqual(['create', (await stateOf(id)) === 1 ? 'settle' : 'reject']);
  });

  it('every state × action of the table: allowed moves once with an event, forbidden writes nothing', async () => {
    const { moved, refused } = await checkStateMatrix<keyof typeof SHOP_WITHDRAWAL_ACTIONS>(t, {
      entity: 'shop_withdrawal',
      async prepare(state) {
        const id = await withdraw(10);
        // A day earlier, so the three-a-day limit leaves room for the next case.
        await t.db
          .updateTable('shop_withdrawals')
          .set({ state, create_time: Math.floor(Date.now() / 1000) - 86_400 })
          .where('id', '=', id)
          .execute();
        return id;
      },
      async act(action, id) {
        try {
          await cli(action === 'settle' ? 'withdrawals settle' : 'withdrawals reject', {
            id: String(id),
            reason: 'r',
          });
          return { code: 1, msg: '' };
        } catch (e) {
          if (e instanceof AppError) return { code: 0, msg: e.key };
          throw e;
        }
      },
      stateOf,
      snapshot: async (id) => ({
        row: await t.db.selectFrom('shop_withdrawals').selectAll().where('id', '=', id).executeTakeFirst(),
        transfers: (await t.db.selectFrom('ledger_transfers').select('id').execute()).length,
      }),
    });
    expect([moved, refused]).toEqual([2, 4]);
  });
});

describe('an order’s history', () => {
  it('is the order detail’s events: who placed, took and refused it, with the states and the reason', async () => {
    const w = await orderWorld(t);
    const id = await placeSsq(t, w);
    expect((await t.get(ordersApi.receive.path, { token: w.clerk, query: { order_id: id } })).code).toBe(1);
    const revoked = await t.post(ordersApi.cancelByShop.path, {
      token: w.shop,
      body: { order_id: id, reason: '机器故障' },
    });
    expect(revoked.code, revoked.msg).toBe(1);
    const detail = await t.get<OrderDetail>(ordersApi.detail.path, {
      token: w.shop,
      query: { order_id: id },
    });
    expect(detail.data!.events.map((e) => [e.action_label, e.actor_kind, e.from_label, e.to_label])).toEqual([
      ['下单', 'player', '', '待接单'],
      ['接单', 'shop', '待接单', '待出票'],
      ['撤单', 'shop', '待出票', '店主撤销'],
    ]);
    expect(detail.data!.events[1]!.actor).toBe('小王');
    expect(detail.data!.events[2]!.memo).toBe('原因：机器故障');
  });
});
