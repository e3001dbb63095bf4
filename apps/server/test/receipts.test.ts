import type { OFFLINE_RECHARGE_ACTIONS } from '@dzzs/shared';
import {
  accountApi,
  Certification,
  historyApi,
  receiptsApi as api,
  type RecordHistory,
  type OfflineRecharge,
  type Page,
  type ReceiptChannel,
  type UserInfo,
} from '@dzzs/shared';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionsChanged } from '../src/modules/auth/session.service.ts';
import { sandboxNotification } from '../src/modules/payments/sandbox-provider.ts';
import * as sandbox from '../src/modules/payments/sandbox.repository.ts';
import { receiptsModule } from '../src/modules/receipts/receipts.module.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { expectBooksBalanced } from './helpers/ledger.ts';
import { collide, hold } from './helpers/races.ts';
import { appWithThirdShop } from './helpers/shops.ts';
import { checkStateMatrix, eventsOf } from './helpers/state-matrix.ts';
import type { TestApp } from './helpers/test-app.ts';
import { uploadForm } from './helpers/uploads.ts';
import { connect, listening } from './helpers/ws-client.ts';

// Payment channels (收款管理) and players' offline recharges (docs/money.md, "Payment channels and players'
// recharges"): demo_shop applies, the platform reviews from its CLI, the shop switches channels on and off, and
// confirms what its players paid through its QR code. Every refusal is checked against the tables: nothing written.

let t: TestApp;
let ids: DemoIds;
let thirdId: number;
/** Tokens: demo_shop, demo_clerk (its staff), the third shop, player01 and player02 of demo_shop. */
let shop: string;
let clerk: string;
let third: string;
let player: string;
let player2: string;

const playerToken = async (username: string) => {
  const r = await t.post<{ userinfo: { token: string } }>(accountApi.playerLogin.path, {
    body: { username, password: 'demo123456' },
  });
  if (r.code !== 1) throw new Error(`player login: ${r.msg}`);
  return r.data.userinfo.token;
};

beforeEach(async () => {
  ({ t, ids, thirdId, shop, clerk, third } = await appWithThirdShop());
  player = await playerToken('player01');
  player2 = await playerToken('player02');
});
afterEach(() => t.close());

// ---- the calls ----

const list = async (token = shop) => {
  const r = await t.get<ReceiptChannel[]>(api.list.path, { token });
  expect(r.code, r.msg).toBe(1);
  return r.data;
};
const channel = async (id: number, token = shop) => (await list(token)).find((c) => c.id === id)!;
const apply = (body: Record<string, unknown>, token = shop, lang?: 'en') =>
  t.post<string>(api.apply.path, { token, body, lang });
const setState = (id: number, state: boolean, token = shop) =>
  t.post<string>(api.setState.path, { token, body: { id, state } });
const recharge = (money: unknown, channelId = 999, token = player) =>
  t.post<{ id: number; trade_no: string; money: string; url: string }>(api.recharge.path, {
    token,
    body: { money, channel: channelId },
  });
const confirm = (id: number, state: boolean, token = shop) =>
  t.post<string>(api.confirmOffline.path, { token, body: { id, state } });
const cli = (command: 'channels' | 'channels approve' | 'channels reject', v: Record<string, string> = {}) =>
  receiptsModule.cli![command]!.run(t.ctx, v);

const image = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
async function uploaded(token = shop): Promise<string> {
  const r = await uploadForm<{ url: string }>(t, token, api.upload.path, { type: 'StoreID' }, await image());
  expect(r.code, r.msg).toBe(1);
  return r.data!.url;
}

const rows = () => t.db.selectFrom('shop_receipts').selectAll().orderBy('id').execute();
const rowOf = (channelId: number, shopId = ids.shopId) =>
  t.db
    .selectFrom('shop_receipts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
const moneyOf = async (userId: number) =>
  Number(
    (await t.db.selectFrom('users').select('money').where('id', '=', userId).executeTakeFirstOrThrow()).money,
  );
const rechargeStateOf = async (id: number) =>
  (await t.db.selectFrom('offline_recharges').select('state').where('id', '=', id).executeTakeFirstOrThrow())
    .state;
const badge = async (token = shop) =>
  (await t.get<{ userinfo: UserInfo }>(accountApi.userIndex.path, { token })).data.userinfo.count.shopReceipt;

/** A complete form of channel 2 (随行付聚合支付). */
async function form2(): Promise<Record<string, string | number>> {
  const img = await uploaded();
  return {
    receipt_id: 2,
    name: '张伟',
    identificationNumb: '11010519491231002X',
    phone_number: '13800138000',
    bankCard_num: '6222020200112233445',
    shop_detailedAddress: '北京市朝阳区建国路88号',
    identification_front: img,
    shop_headImg: img,
  };
}

/** demo_shop's offline QR channel (999), applied for and approved. */
async function openOffline(): Promise<string> {
  const qr = await uploaded();
  expect((await apply({ receipt_id: 999, xianxia_shoukuangImg: qr })).code).toBe(1);
  await cli('channels approve', { id: String((await rowOf(999))!.id) });
  return qr;
}

// ---- channels ----

describe('applying for a channel', () => {
  it('goes none → 审核中 → (CLI approve) 收款开启 → 收款关闭 → 收款开启', async () => {
    const before = await channel(2);
    expect(before).toMatchObject({
      name: '随行付聚合支付',
      title: '费率',
      rate: '0.38',
      record: null,
      retmemo: '',
    });
    expect(before.model.map((f) => [f.key, f.kind])).toContainEqual(['phone_number', 'phone']);

    const r = await apply(await form2());
    expect([r.code, r.data]).toEqual([1, '提交成功']);
    expect((await channel(2)).record).toBe('0');
    expect(await cli('channels')).toContain('随行付聚合支付 (2)');

    const again = await apply(await form2());
    expect([again.code, again.msg]).toEqual([0, '该渠道正在审核中，请耐心等待']);

    const id = (await rowOf(2))!.id;
    expect(await cli('channels approve', { id: String(id) })).toContain('approved');
    expect((await channel(2)).record).toBe('1');
    await expect(cli('channels approve', { id: String(id) })).rejects.toThrow('not under review');
    const open = await apply(await form2());
    expect([open.code, open.msg]).toEqual([0, '该渠道已开通，如需重新申请请联系平台客服']);

    expect(await setState(2, false)).toMatchObject({ code: 1, data: '收款已关闭' });
    expect((await channel(2)).record).toBe('3');
    expect(await setState(2, true)).toMatchObject({ code: 1, data: '收款已开启' });
    expect((await channel(2)).record).toBe('1');
    expect(await cli('channels')).toBe('no application waits for review');
  });

  it('rejected with a reason (shown as retmemo, counted on the badge), then sent again', async () => {
    expect((await apply(await form2())).code).toBe(1);
    const id = (await rowOf(2))!.id;
    await cli('channels reject', { id: String(id), reason: '银行卡号与姓名不符' });
    expect(await channel(2)).toMatchObject({ record: '2', retmemo: '银行卡号与姓名不符' });
    expect(await badge()).toBe(1);
    expect(await setState(2, true)).toMatchObject({ code: 0, msg: '该渠道尚未开通，无法开启或关闭' });

    const fixed = { ...(await form2()), bankCard_num: '6222020200998877665' };
    expect((await apply(fixed)).code).toBe(1);
    const row = (await rowOf(2))!;
    expect([row.state, row.ret_memo, JSON.parse(row.form).bankCard_num]).toEqual([
      0,
      '',
      '6222020200998877665',
    ]);
    expect((await channel(2)).form.bankCard_num).toBe('6222020200998877665');
    expect(await badge()).toBe(0);
    expect((await rows()).length).toBe(1);
  });

  it('checks every kind of field, names the field, and stores nothing', async () => {
    const good = await form2();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请填写姓名'],
      [{ phone_number: '12800138000' }, '手机号应为11位手机号'],
      [{ phone_number: '1380013800' }, '手机号应为11位手机号'],
      [{ identificationNumb: '11010519491231002Y' }, '身份证号应为15或18位身份证号（末位可为X）'],
      [{ identificationNumb: '1101051949123' }, '身份证号应为15或18位身份证号（末位可为X）'],
      [{ identification_front: '' }, '请上传身份证人像面'],
      [
        { identification_front: 'https://evil.example.com/a.jpg' },
        '身份证人像面应为上传的图片（jpg、png、jpeg）',
      ],
      [
        { shop_headImg: '/uploads/chat/2026/11/0123456789abcdef0123456789abcdef.jpg' },
        '门头照应为上传的图片（jpg、png、jpeg）',
      ],
      [{ bankCard_num: 'x'.repeat(101) }, '银行卡号最多100个字'],
    ];
    for (const [patch, msg] of cases) {
      const r = await apply({ ...good, ...patch });
      expect([r.code, r.msg], JSON.stringify(patch)).toEqual([0, msg]);
    }
    const en = await apply({ ...good, phone_number: '123' }, shop, 'en');
    expect(en.msg).toBe('Mobile number must be an 11-digit mobile number');

    // The kinds channel 2 has not: e-mail and dates, on channel 1 (支付宝当面付).
    const img = await uploaded();
    const one = {
      receipt_id: 1,
      shop_fullName: '幸运彩票店',
      shop_forShort: '幸运',
      name: '张伟',
      identificationNumb: '110105194912310',
      identification_start: '2015-6-30',
      identification_end: '长期',
      phone_number: '13800138000',
      email: 'shop@example.com',
      Alipay_account: '13800138000',
      shop_detailedAddress: '北京市朝阳区建国路88号',
      identification_front: img,
      identification_reverse: img,
      shop_headImg: img,
      shop_indoorImg: img,
    };
    for (const [patch, msg] of [
      [{ email: 'shop@example' }, '邮箱格式不正确'],
      [{ identification_start: '2023-2-30' }, '身份证有效期开始应为日期，如 2023-3-25（或“长期”）'],
      [{ identification_start: '2023/3/25' }, '身份证有效期开始应为日期，如 2023-3-25（或“长期”）'],
    ] as const) {
      const r = await apply({ ...one, ...patch });
      expect([r.code, r.msg]).toEqual([0, msg]);
    }
    expect(await rows()).toEqual([]);

    const noChannel = await apply({ name: '张伟' });
    expect(noChannel).toMatchObject({ code: 0, msg: 'receipt_id 必填：要开通的收款渠道' });
    expect(await apply({ receipt_id: 77 })).toMatchObject({ code: 0, msg: '收款渠道不存在' });
    expect((await apply({ ...one, nonsense: 1 })).code).toBe(0);
    expect(await rows()).toEqual([]);

    expect((await apply(one)).code).toBe(1);
    // Only the channel's own fields are stored; images as this server's URLs.
    expect((await apply({ ...good, receipt_id: 2, source: 2 })).code).toBe(1);
    expect(Object.keys(JSON.parse((await rowOf(2))!.form)).sort()).toEqual(
      Object.keys(good)
        .filter((k) => k !== 'receipt_id')
        .sort(),
    );
  });

  it('switches only an approved channel, between open and closed', async () => {
    expect(await setState(2, true)).toMatchObject({ code: 0, msg: '收款渠道不存在' });
    expect((await apply(await form2())).code).toBe(1);
    expect(await setState(2, true)).toMatchObject({ code: 0, msg: '该渠道尚未开通，无法开启或关闭' });
    expect((await rowOf(2))!.state).toBe(0);
    await cli('channels approve', { id: String((await rowOf(2))!.id) });
    expect(await setState(2, true)).toMatchObject({ code: 0, msg: '收款已开启' });
    expect((await setState(2, false)).code).toBe(1);
    expect(await setState(2, false)).toMatchObject({ code: 0, msg: '收款已关闭' });
    expect((await rowOf(2))!.state).toBe(3);
  });

  it('sets the 51新支付 pid of an approved channel 3 or 201 only', async () => {
    const setPid = (body: Record<string, unknown>) => t.post<string>(api.setPid.path, { token: shop, body });
    expect(await setPid({ pid: '10086001', source: 3 })).toMatchObject({
      code: 0,
      msg: '请先开通该51新支付渠道',
    });
    const img = await uploaded();
    const form3 = {
      receipt_id: 3,
      realname: '张伟',
      identityCard_num: '11010519491231002x',
      identityCard_orvertime: '2035-6-30',
      phone_number: '13800138000',
      bankCard: '6222020200112233445',
      yh_affiliation: '中国工商银行',
      shopAddress: '北京市朝阳区建国路88号',
      identityCard_Fornt: img,
      identityCard_Rear: img,
      in_hand_identityCard: img,
      shopSign: img,
    };
    expect((await apply(form3)).code).toBe(1);
    expect(await setPid({ pid: '10086001', source: 3 })).toMatchObject({
      code: 0,
      msg: '请先开通该51新支付渠道',
    });
    await cli('channels approve', { id: String((await rowOf(3))!.id) });
    expect(await setPid({ pid: '12ab', source: 3 })).toMatchObject({
      code: 0,
      msg: 'pid 应为 4–20 位数字（51新支付平台的 pid）',
    });
    expect((await setPid({ pid: '123', source: 3 })).code).toBe(0);
    expect(await setPid({ pid: '10086001', source: 2 })).toMatchObject({
      code: 0,
      msg: 'source 应为51新支付渠道（3 或 201）',
    });
    expect((await rowOf(3))!.pid).toBe('');
    expect(await setPid({ pid: '10086001', source: 3 })).toMatchObject({ code: 1, data: '设置成功' });
    expect((await channel(3)).pid).toBe('10086001');
  });

  it('previews and replaces the offline QR code', async () => {
    expect((await t.post<string>(api.qrImage.path, { token: shop })).data).toBe('');
    // Not while the channel is under review.
    const early = await uploaded();
    expect((await apply({ receipt_id: 999, xianxia_shoukuangImg: early })).code).toBe(1);
    const pendingSet = await t.post(api.setQrImage.path, { token: shop, body: { url: await uploaded() } });
    expect(pendingSet).toMatchObject({ code: 0, msg: '请先开通线下收款码渠道' });
    expect((await rowOf(999))!.qr_url).toBe(early);
    await cli('channels approve', { id: String((await rowOf(999))!.id) });
    const qr = early;
    expect((await t.post<string>(api.qrImage.path, { token: shop })).data).toBe(qr);
    const bad = await t.post(api.setQrImage.path, {
      token: shop,
      body: { url: 'https://x.example.com/q.png' },
    });
    expect(bad.code).toBe(0);
    const next = await uploaded();
    expect((await t.post(api.setQrImage.path, { token: shop, body: { url: next } })).code).toBe(1);
    expect((await t.post<string>(api.qrImage.path, { token: shop })).data).toBe(next);
    expect((await t.post<string>(api.qrImage.path, { token: third })).data).toBe('');
  });

  it('refuses uploads that are not images', async () => {
    const r = await uploadForm(t, shop, api.upload.path, { type: 'StoreID' }, Buffer.from('<svg/>'));
    expect(r.code).toBe(0);
    const wrongType = await uploadForm(t, shop, api.upload.path, { type: 'Other' }, await image());
    expect([wrongType.code, wrongType.msg]).toEqual([
      0,
      '上传参数 type 不正确（type 应为 StoreID，file 为一张图片）',
    ]);
  });
});

describe('who may', () => {
  it('staff get 401 on every call; players cannot reach the shop’s calls; the uncertified shop only reads', async () => {
    const calls = [
      () => t.get(api.list.path, { token: clerk }),
      () => apply({ receipt_id: 2 }, clerk),
      () => setState(2, true, clerk),
      () => t.post(api.qrImage.path, { token: clerk }),
      () => t.post(api.setPid.path, { token: clerk, body: { pid: '10086001', source: 3 } }),
      () => t.get(api.offlineRecharges.path, { token: clerk }),
      () => confirm(1, true, clerk),
      () => t.post(api.setQrImage.path, { token: clerk, body: { url: '/x' } }),
    ];
    for (const call of calls) expect((await call()).code).toBe(401);
    expect((await t.get(api.list.path, { token: player })).code).toBe(401);
    expect((await recharge('10.00', 999, shop)).code).toBe(401);

    await t.db
      .updateTable('shop_config')
      .set({ store_certification: Certification.none })
      .where('shop_id', '=', ids.shopId)
      .execute();
    sessionsChanged(t.ctx);
    expect((await t.get(api.list.path, { token: shop })).code).toBe(1);
    expect((await apply({ receipt_id: 2 })).code).toBe(401);
    expect((await setState(2, true)).code).toBe(401);
    expect((await confirm(1, true)).code).toBe(401);
  });

  it('another shop’s channel rows and recharges are not found', async () => {
    await openOffline();
    const r = await recharge('50.00');
    expect((await setState(999, false, third)).msg).toBe('收款渠道不存在');
    expect(await confirm(r.data.id, true, third)).toMatchObject({ code: 0, msg: '充值记录不存在' });
    const theirs = await t.get<Page<OfflineRecharge>>(api.offlineRecharges.path, { token: third });
    expect(theirs.data.total).toBe(0);
    expect((await channel(999, third)).record).toBeNull();
    expect((await rowOf(999))!.state).toBe(1);
    expect(thirdId).toBeGreaterThan(0);
  });
});

// ---- players' recharges ----

describe('offline recharge', () => {
  it('player pays by QR code → the shop confirms → the player is credited from the till, once', async () => {
    const qr = await openOffline();
    const r = await recharge('123.45');
    expect(r).toMatchObject({
      code: 1,
      msg: '请扫码付款，店主确认后到账',
      data: { money: '123.45', url: qr },
    });
    expect(await badge()).toBe(1);
    const waiting = await t.get<Page<OfflineRecharge>>(api.offlineRecharges.path, { token: shop });
    expect(waiting.data.data).toEqual([
      expect.objectContaining({
        id: r.data.id,
        user_id: ids.playerIds[0],
        money: '123.45',
        state: 0,
        state_label: '待确认',
      }),
    ]);

    const before = await moneyOf(ids.playerIds[0]!);
    expect(await confirm(r.data.id, true)).toMatchObject({ code: 1, data: '已确认到账' });
    expect(await moneyOf(ids.playerIds[0]!)).toBe(before + 12345);
    const log = await t.db
      .selectFrom('money_log')
      .selectAll()
      .where('ref_type', '=', 'offline_recharge')
      .where('ref_id', '=', String(r.data.id))
      .orderBy('id')
      .execute();
    // Recharged money is not withdrawable until bet (docs/money.md, "Not withdrawable").
    expect(
      log.map((l) => [l.user_id, l.account_id === 0, Number(l.change), l.memo, Number(l.locked_change)]),
    ).toEqual([
      [ids.shopId, false, -12345, 'offlineRecharge', 0],
      [ids.playerIds[0], true, 12345, 'offlineRecharge', 12345],
    ]);
    const own = await t.db
      .selectFrom('users')
      .select('locked_money')
      .where('id', '=', ids.playerIds[0]!)
      .executeTakeFirstOrThrow();
    expect(Number(own.locked_money)).toBe(12345);
    expect(await confirm(r.data.id, true)).toMatchObject({
      code: 0,
      msg: '线下充值当前状态为「已到账」，不能确认到账',
    });
    expect(await confirm(r.data.id, false)).toMatchObject({
      code: 0,
      msg: '线下充值当前状态为「已到账」，不能拒绝',
    });
    expect(await moneyOf(ids.playerIds[0]!)).toBe(before + 12345);
    expect((await t.get<Page<OfflineRecharge>>(api.offlineRecharges.path, { token: shop })).data.total).toBe(
      0,
    );
    const all = await t.get<Page<OfflineRecharge>>(api.offlineRecharges.path, {
      token: shop,
      query: { state: '' },
    });
    expect(all.data.data[0]).toMatchObject({ state: 1, state_label: '已到账' });
    expect(await badge()).toBe(0);
    await expectBooksBalanced(t);
  });

  it('confirmed twice at the same moment: credited once', async () => {
    await openOffline();
    const r = await recharge('88.00');
    const before = await moneyOf(ids.playerIds[0]!);
    const held = await hold(t, { table: 'users', id: ids.playerIds[0]! });
    const [a, b] = await collide(
      held,
      () => confirm(r.data.id, true),
      () => confirm(r.data.id, true),
    );
    expect([a.code, b.code].sort()).toEqual([0, 1]);
    const parallel = await Promise.all([confirm(r.data.id, true), confirm(r.data.id, true)]);
    expect(parallel.map((p) => p.code)).toEqual([0, 0]);
    expect(await moneyOf(ids.playerIds[0]!)).toBe(before + 8800);
    const transfers = await t.db
      .selectFrom('ledger_transfers')
      .select('id')
      .where('idempotency_key', '=', `offline:${r.data.id}`)
      .execute();
    expect(transfers.length).toBe(1);
    expect((await eventsOf(t, 'offline_recharge', r.data.id)).map((e) => e.action)).toEqual([
      'create',
      'confirm',
    ]);
    await expectBooksBalanced(t);
  });

  it('its history: who paid, who confirmed or refused and when; another shop’s is not found', async () => {
    await openOffline();
    const r = await recharge('30');
    expect((await confirm(r.data.id, false)).code).toBe(1);
    const historyOf = (token: string) =>
      t.get<RecordHistory>(historyApi.list.path, {
        token,
        query: { entity: 'offline_recharge', id: r.data.id },
      });
    const h = await historyOf(shop);
    expect(h.code, h.msg).toBe(1);
    expect(h.data.events.map((e) => [e.action_label, e.actor_kind, e.from_label, e.to_label])).toEqual([
      ['提交充值', 'player', '', '待确认'],
      ['拒绝', 'shop', '待确认', '已拒绝'],
    ]);
    expect(await historyOf(third)).toMatchObject({ code: 0, msg: `线下充值 ${r.data.id} 不存在` });
  });

  it('every state × action of the table: allowed moves once with an event, forbidden writes nothing', async () => {
    await openOffline();
    const { moved, refused } = await checkStateMatrix<keyof typeof OFFLINE_RECHARGE_ACTIONS>(t, {
      entity: 'offline_recharge',
      async prepare(state) {
        const r = await recharge('5');
        await t.db.updateTable('offline_recharges').set({ state }).where('id', '=', r.data.id).execute();
        return r.data.id;
      },
      act: (action, id) => confirm(id, action === 'confirm'),
      stateOf: rechargeStateOf,
      snapshot: async (id) => ({
        row: await t.db.selectFrom('offline_recharges').selectAll().where('id', '=', id).executeTakeFirst(),
        wallet: await moneyOf(ids.playerIds[0]!),
      }),
    });
    expect([moved, refused]).toEqual([2, 4]);
  });

  it('refused: nothing moves', async () => {
    await openOffline();
    const r = await recharge('20');
    const before = await moneyOf(ids.playerIds[0]!);
    expect(await confirm(r.data.id, false)).toMatchObject({ code: 1, data: '已拒绝该充值' });
    expect(await confirm(r.data.id, true)).toMatchObject({
      code: 0,
      msg: '线下充值当前状态为「已拒绝」，不能确认到账',
    });
    expect(await moneyOf(ids.playerIds[0]!)).toBe(before);
    const row = await t.db
      .selectFrom('offline_recharges')
      .selectAll()
      .where('id', '=', r.data.id)
      .executeTakeFirst();
    expect([row!.state, row!.handler_id]).toEqual([2, ids.shopId]);
    await expectBooksBalanced(t);
  });

  it('the player hears the decision on their own sockets once committed; another player, or a refused press, nothing', async () => {
    await openOffline();
    const url = await listening(t);
    const [mine, theirs] = [player, player2].map((token) => connect(`${url}?token=${token}`));
    await Promise.all([mine!.next('ready'), theirs!.next('ready')]);
    const credited = (await recharge('123.45')).data.id;
    const refused = (await recharge('20')).data.id;

    expect((await confirm(credited, true)).code).toBe(1);
    expect(await mine!.next('recharge.answered')).toMatchObject({ id: credited, state: 1, money: '123.45' });
    // Heard after the commit: what the app reads again on hearing it is already there.
    expect(await rechargeStateOf(credited)).toBe(1);
    expect((await confirm(refused, false)).code).toBe(1);
    expect(await mine!.next('recharge.answered')).toMatchObject({ id: refused, state: 2, money: '20.00' });

    expect((await confirm(credited, true)).code).toBe(0);
    expect((await confirm(refused, true)).code).toBe(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(mine!.frames.filter((f) => f.type === 'recharge.answered')).toEqual([]);
    expect(theirs!.frames.filter((f) => f.type === 'recharge.answered')).toEqual([]);
    for (const c of [mine!, theirs!]) c.socket.close();
  });

  it('only through a channel open at the player’s shop, within 1..50000 yuan with 2 decimals', async () => {
    expect(await recharge('10')).toMatchObject({ code: 0, msg: '该充值渠道未开启，请选择其他充值方式' });
    await openOffline();
    expect((await setState(999, false)).code).toBe(1);
    expect((await recharge('10')).msg).toBe('该充值渠道未开启，请选择其他充值方式');
    expect((await setState(999, true)).code).toBe(1);
    for (const money of ['0.99', '50000.01', '1.234', 'abc', -5])
      expect((await recharge(money)).code, String(money)).toBe(0);
    expect((await recharge('50000')).code).toBe(1);
    expect((await recharge('1')).code).toBe(1);

    // An online channel open at the shop: a payment through the provider, whose notification credits the player.
    expect((await apply(await form2())).code).toBe(1);
    await cli('channels approve', { id: String((await rowOf(2))!.id) });
    const online = await recharge('10', 2);
    expect(online).toMatchObject({ code: 1, data: { id: 0, money: '10.00' } });
    expect(online.data.url).toContain(`/pay/sandbox/${online.data.trade_no}`);
    const playerId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow()
    ).id;
    const before = await moneyOf(playerId);
    const paid = await sandbox.finishTrade(t.db, online.data.trade_no, 'PAID', Math.floor(Date.now() / 1000));
    const notice = await t.app.inject({
      method: 'POST',
      url: '/pay/notify/sandbox',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(sandboxNotification(paid!, t.config.payments.sandboxKey)).toString(),
    });
    expect(notice.body).toBe('success');
    expect(await moneyOf(playerId)).toBe(before + 1_000);
    await expectBooksBalanced(t);
    const count = await t.db.selectFrom('offline_recharges').select('id').execute();
    expect(count.length).toBe(2);
    // player02 belongs to the same shop; a recharge is theirs alone.
    const theirs = await recharge('5', 999, player2);
    expect(theirs.code).toBe(1);
  });
});
