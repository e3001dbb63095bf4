import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  accountApi,
  historyApi,
  type PAYMENT_ACTIONS,
  paymentsApi,
  PaymentState,
  playerSideApi,
  receiptsApi,
  shopMoneyApi,
  type ShopBalanceDetails,
} from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { epaySign } from '../src/modules/payments/epay-provider.ts';
import { hmacSha256, signingText } from '../src/modules/payments/payment-provider.ts';
import { expireDue } from '../src/modules/payments/payment-moves.ts';
import { reconcileDay } from '../src/modules/payments/payments-reconcile.ts';
import { expirePayments, settle, startPayment } from '../src/modules/payments/payments.service.ts';
import { sandboxNotification } from '../src/modules/payments/sandbox-provider.ts';
import * as books from '../src/modules/payments/sandbox.repository.ts';
import { ConfigError, loadConfig, type AppConfig } from '../src/config.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { expectBooksBalanced } from './helpers/ledger.ts';
import { collide, hold } from './helpers/races.ts';
import { createThirdShop } from './helpers/shops.ts';
import { checkStateMatrix, eventsOf } from './helpers/state-matrix.ts';
import { listeningApp, paymentsHttp, today, SANDBOX_TEST_KEY } from './helpers/payments-http.ts';
import { call, durableDatabase, killed, login, startServer } from './helpers/server-process.ts';
import { TEST_DB, type TestApp } from './helpers/test-app.ts';

// Recharges through payment providers (docs/money.md, "Recharges and payment providers"), as real HTTP flows: the
// app listens on a port, the sandbox's page is fetched and submitted, and its notification reaches the server over
// HTTP. 易支付 runs against a stand-in gateway in this file that signs with the test's key. Every scenario ends with
// the books balanced; every refusal with nothing moved.

const SANDBOX_KEY = SANDBOX_TEST_KEY;
const EPAY = { pid: '1001', key: 'epay-test-key-abcdefghijklmnop' };

let t: TestApp;
let ids: DemoIds;
let base: string;
const { api, notify, walletFen, paymentOf, rechargeTransfers } = paymentsHttp(() => ({ t, base }));
let shop: string;
let clerk: string;
let gateway: StandInGateway | null = null;

async function open(payments: Partial<AppConfig['payments']> = {}) {
  ({ t, ids, base, shop } = await listeningApp(payments));
  clerk = (await t.login('demo_clerk')).token;
}
async function closeAll() {
  await t.close();
  await gateway?.close();
  gateway = null;
}

const recharge = (money: unknown, token = shop, extra: Record<string, unknown> = {}) =>
  api<{ trade_no: string; pay_url: string }>('POST', paymentsApi.recharge.path, token, {
    money,
    type: 2,
    ...extra,
  });
const refresh = (trade_no?: string) =>
  api<string>('GET', paymentsApi.refresh.path, shop, trade_no ? { trade_no } : {});

/** A recharge started through the API whose sandbox trade is paid, its notification not sent yet. */
async function paidAtSandbox(
  yuan: string,
): Promise<{ tradeNo: string; notification: Record<string, string> }> {
  const r = await recharge(yuan);
  expect(r.code, r.msg).toBe(1);
  const trade = (await books.finishTrade(t.db, r.data.trade_no, 'PAID', Math.floor(Date.now() / 1000)))!;
  return { tradeNo: r.data.trade_no, notification: sandboxNotification(trade, SANDBOX_KEY) };
}

/** Fields signed as the sandbox signs them (with its key unless told). */
function resign(f: Record<string, string>, key = SANDBOX_KEY): Record<string, string> {
  const { sign: _drop, sign_type: _type, ...fields } = f;
  return { ...fields, sign: hmacSha256(key, signingText(fields)), sign_type: 'HMAC-SHA256' };
}

describe('recharge through the sandbox', () => {
  beforeEach(() => open());
  afterEach(closeAll);

  it('pays on the sandbox page, the signed notification credits the shop over HTTP, the return shows the balance', async () => {
    const before = await walletFen(ids.shopId);
    const r = await recharge('52');
    expect(r.code, r.msg).toBe(1);
    expect(r.data.trade_no).toMatch(/^P\d{8}[0-9A-Z]{12}$/);
    expect(r.data.pay_url).toBe(`/pay/sandbox/${r.data.trade_no}`);
    expect(await paymentOf(r.data.trade_no)).toMatchObject({
      state: PaymentState.pending,
      provider: 'sandbox',
      purpose: 'shop_recharge',
      fen: 5200,
      shop_id: ids.shopId,
      payer_id: ids.shopId,
    });

    const page = await fetch(`${base}${r.data.pay_url}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('¥52.00');
    expect(html).toContain('幸运彩票店');
    expect(html).toContain('确认支付');
    expect(html).toContain('支付失败');

    const confirmed = await fetch(`${base}${r.data.pay_url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(
      `/#/pages/mimeSupPage/balancePage/rechargePage?trade=${r.data.trade_no}`,
    );
    const paid = await paymentOf(r.data.trade_no);
    expect(paid.state).toBe(PaymentState.paid);
    expect(paid.provider_trade_no).toMatch(/^SB/);
    expect(paid.paid_time).toBeGreaterThan(0);
    expect(await walletFen(ids.shopId)).toBe(before + 5200);
    // A shop's own balance has no 不可提现 part: the rule is the players'.
    const shopRow = await t.db
      .selectFrom('users')
      .select('locked_money')
      .where('id', '=', ids.shopId)
      .executeTakeFirstOrThrow();
    expect(Number(shopRow.locked_money)).toBe(0);

    const transfers = await rechargeTransfers();
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ fen: 5200, idempotency_key: `pay:sandbox:${r.data.trade_no}` });
    const rows = await t.db
      .selectFrom('money_log')
      .selectAll()
      .where('transfer_id', '=', transfers[0]!.id)
      .orderBy('change')
      .execute();
    expect(rows.map((x) => [x.user_id, x.account_id > 0, Number(x.change)])).toEqual([
      [0, true, -5200],
      [ids.shopId, false, 5200],
    ]);
    const provider = await t.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('id', '=', rows[0]!.account_id)
      .executeTakeFirstOrThrow();
    expect(provider).toMatchObject({ kind: 'provider', code: 'sandbox' });
    // 店铺余额 names the provider in the reader's language.
    for (const [lang, memo] of [
      ['zh-cn', `沙箱支付充值 ${r.data.trade_no}`],
      ['en', `Recharge through the sandbox, trade ${r.data.trade_no}`],
    ] as const) {
      const ledgerPage = await t.get<ShopBalanceDetails>(shopMoneyApi.details.path, { token: shop, lang });
      expect(ledgerPage.data.data.data[0]!.memo).toBe(memo);
    }

    const back = await refresh(r.data.trade_no);
    expect(back).toMatchObject({
      code: 1,
      msg: '充值成功，已到账',
      data: ((before + 5200) / 100).toFixed(2),
    });
    // Pressing 确认支付 again (back button) moves nothing.
    await fetch(`${base}${r.data.pay_url}`, {
      method: 'POST',
      body: 'action=pay',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await walletFen(ids.shopId)).toBe(before + 5200);
    await expectBooksBalanced(t);
  });

  it('支付失败 on the sandbox page fails the payment, nothing moves', async () => {
    const before = await walletFen(ids.shopId);
    const r = await recharge('11.50');
    await fetch(`${base}${r.data.pay_url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=fail',
      redirect: 'manual',
    });
    expect((await paymentOf(r.data.trade_no)).state).toBe(PaymentState.failed);
    expect(await refresh(r.data.trade_no)).toMatchObject({ code: 1, msg: '支付未成功' });
    expect(await walletFen(ids.shopId)).toBe(before);
    expect(await rechargeTransfers()).toEqual([]);
    await expectBooksBalanced(t);
  });

  it('the same notification 10 times at once credits once', async () => {
    const before = await walletFen(ids.shopId);
    const { tradeNo, notification } = await paidAtSandbox('101');
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify('sandbox', notification)));
    expect(answers).toEqual(Array(10).fill('success'));
    expect(await walletFen(ids.shopId)).toBe(before + 10100);
    expect(await rechargeTransfers()).toHaveLength(1);
    expect((await paymentOf(tradeNo)).state).toBe(PaymentState.paid);
    // A later notice of the same trade (another provider trade number) finds it paid and changes nothing.
    const first = await paymentOf(tradeNo);
    expect(await notify('sandbox', resign({ ...notification, trade_no: 'SB-ANOTHER' }))).toBe('success');
    expect(await paymentOf(tradeNo)).toEqual(first);
    // A failure notice after the payment was paid changes nothing.
    expect(await notify('sandbox', resign({ ...notification, trade_status: 'TRADE_CLOSED' }))).toBe(
      'success',
    );
    expect((await paymentOf(tradeNo)).state).toBe(PaymentState.paid);
    await expectBooksBalanced(t);
  });

  it('a notification and the payer’s return (RechargeRefresh) racing credit once, in either order', async () => {
    const before = await walletFen(ids.shopId);
    const first = await paidAtSandbox('202');
    const [answer, back] = await collide(
      await hold(t, { table: 'users', id: ids.shopId }),
      () => notify('sandbox', first.notification),
      () => refresh(first.tradeNo),
    );
    expect(answer).toBe('success');
    expect(back.code).toBe(1);
    const second = await paidAtSandbox('1.01');
    const [back2, answer2] = await collide(
      await hold(t, { table: 'users', id: ids.shopId }),
      () => refresh(second.tradeNo),
      () => notify('sandbox', second.notification),
    );
    expect(back2).toMatchObject({ code: 1, msg: '充值成功，已到账' });
    expect(answer2).toBe('success');
    expect(await walletFen(ids.shopId)).toBe(before + 20200 + 101);
    expect(await rechargeTransfers()).toHaveLength(2);
    expect((await refresh()).data).toBe(((before + 20301) / 100).toFixed(2));
    await expectBooksBalanced(t);
  });

  it('refuses forged, tampered, unknown and replayed notifications; nothing moves', async () => {
    const before = await walletFen(ids.shopId);
    const { tradeNo, notification } = await paidAtSandbox('52');
    const other = await recharge('11');
    const refused = {
      unsigned: { ...notification, sign: '' },
      forged: resign(notification, 'not-the-sandbox-key-000000'),
      tampered: { ...notification, money: '5200.00' },
      unknown: resign({ ...notification, out_trade_no: 'P20200101AAAAAAAAAAAA' }),
      // A genuine notification of one amount presented for a trade of another.
      replayed: resign({ ...notification, out_trade_no: other.data.trade_no }),
      anotherAmount: resign({ ...notification, money: '0.01' }),
    };
    for (const [name, fields] of Object.entries(refused))
      expect(await notify('sandbox', fields), name).toBe('fail');
    expect(await notify('epay', notification), 'a provider that is off').toBe('unknown provider');
    expect((await paymentOf(tradeNo)).state).toBe(PaymentState.pending);
    expect((await paymentOf(other.data.trade_no)).state).toBe(PaymentState.pending);
    expect(await walletFen(ids.shopId)).toBe(before);
    expect(await rechargeTransfers()).toEqual([]);
    await expectBooksBalanced(t);
  });

  it('a payment left pending expires; a late notification still credits it (the money was paid)', async () => {
    const before = await walletFen(ids.shopId);
    const { tradeNo, notification } = await paidAtSandbox('501');
    const waiting = await recharge('11');
    await t.db.updateTable('payments').set({ expire_time: 1 }).where('trade_no', '=', tradeNo).execute();
    await expirePayments(t.ctx);
    expect((await paymentOf(tradeNo)).state).toBe(PaymentState.expired);
    expect((await paymentOf(waiting.data.trade_no)).state).toBe(PaymentState.pending);
    expect(await notify('sandbox', notification)).toBe('success');
    expect((await paymentOf(tradeNo)).state).toBe(PaymentState.paid);
    expect(await walletFen(ids.shopId)).toBe(before + 50100);
    // The job touches pending payments only.
    await expirePayments(t.ctx);
    expect((await paymentOf(tradeNo)).state).toBe(PaymentState.paid);
    await expectBooksBalanced(t);
  });

  it('an expired payment paid at the provider is credited by the payer’s return', async () => {
    const before = await walletFen(ids.shopId);
    const { tradeNo } = await paidAtSandbox('52');
    await t.db.updateTable('payments').set({ expire_time: 1 }).where('trade_no', '=', tradeNo).execute();
    await expirePayments(t.ctx);
    expect(await refresh(tradeNo)).toMatchObject({ code: 1, msg: '充值成功，已到账' });
    expect(await walletFen(ids.shopId)).toBe(before + 5200);
    await expectBooksBalanced(t);
  });

  it('a player recharge started by another module credits the player’s wallet', async () => {
    const player = ids.playerIds[0]!;
    const before = await walletFen(player);
    const started = await startPayment(t.ctx, {
      purpose: 'player_recharge',
      payerId: player,
      shopId: ids.shopId,
      fen: 3000,
    });
    const trade = (await books.finishTrade(t.db, started.tradeNo, 'PAID', 1))!;
    expect(await notify('sandbox', sandboxNotification(trade, SANDBOX_KEY))).toBe('success');
    expect(await walletFen(player)).toBe(before + 3000);
    await expectBooksBalanced(t);
  });

  it('a player pays through their shop’s online channel, comes back to 我的 of the player app and reads the outcome there, once credited; another player’s trade is not found', async () => {
    const now = Math.floor(Date.now() / 1000);
    // 51新支付 open at demo_shop (its application and review are receipts.test.ts's).
    await t.db
      .insertInto('shop_receipts')
      .values({ shop_id: ids.shopId, channel_id: 3, state: 1, create_time: now, update_time: now })
      .execute();
    const playerLogin = async (username: string) =>
      (
        await api<{ userinfo: { token: string } }>('POST', accountApi.playerLogin.path, '', {
          username,
          password: 'demo123456',
        })
      ).data.userinfo.token;
    const [player, other] = [await playerLogin('player01'), await playerLogin('player02')];
    const playerId = ids.playerIds[0]!;
    const before = await walletFen(playerId);

    const r = await api<{ id: number; trade_no: string; url: string }>(
      'POST',
      receiptsApi.recharge.path,
      player,
      {
        money: '66.60',
        channel: 3,
      },
    );
    expect(r.code, r.msg).toBe(1);
    expect(r.data).toMatchObject({ id: 0, url: `/pay/sandbox/${r.data.trade_no}` });
    expect(await paymentOf(r.data.trade_no)).toMatchObject({
      state: PaymentState.pending,
      purpose: 'player_recharge',
      payer_id: playerId,
      shop_id: ids.shopId,
      fen: 6660,
    });
    const result = (token: string, trade_no = r.data.trade_no) =>
      api<{ state: number; money: string }>('GET', receiptsApi.rechargeResult.path, token, { trade_no });
    expect(await result(player)).toMatchObject({
      code: 1,
      msg: '尚未收到付款',
      data: { state: PaymentState.pending, money: '66.60' },
    });

    const confirmed = await fetch(`${base}${r.data.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`/player/#/wallet?trade=${r.data.trade_no}`);
    // The page again (the phone's back): paid, with the way back to the player app.
    const again = await (await fetch(`${base}${r.data.url}`)).text();
    expect(again).toContain('该订单已支付');
    expect(again).toContain(`<a href="/player/#/wallet?trade=${r.data.trade_no}">返回商家</a>`);
    expect(await result(player)).toMatchObject({
      code: 1,
      msg: '充值成功，已到账',
      data: { state: PaymentState.paid, money: '66.60' },
    });
    expect(await walletFen(playerId)).toBe(before + 6660);
    // Recharged money is not withdrawable until bet (docs/money.md, "Not withdrawable").
    expect(await api('GET', playerSideApi.wallet.path, player)).toMatchObject({
      code: 1,
      data: { not_withdrawable: '66.60' },
    });

    // Another player, the shop, a malformed number: nothing answered about this payment.
    expect(await result(other)).toMatchObject({ code: 0, msg: '充值单不存在' });
    expect((await result(shop)).code).toBe(401);
    expect((await result(player, 'P123')).code).toBe(0);
    expect((await result(player, 'P123')).msg).toContain('trade_no');
    expect(await walletFen(playerId)).toBe(before + 6660);
    await expectBooksBalanced(t);
  });

  it('refuses bad amounts, staff, uncertified shops and another shop’s trade; nothing written', async () => {
    const bad = {
      '52.123': '最多两位小数',
      '0': '0.01 元到 50000.00 元',
      '-1': '最多两位小数',
      '50000.01': '0.01 元到 50000.00 元',
      abc: '最多两位小数',
    };
    for (const [money, words] of Object.entries(bad)) {
      const r = await recharge(money);
      expect(r.code, money).toBe(0);
      expect(r.msg, money).toContain('money');
      expect(r.msg, money).toContain(words);
    }
    expect((await recharge('50000')).code).toBe(1);
    expect((await recharge('1', shop, { provider: 'epay' })).msg).toBe('支付方式 epay 未开通');
    expect((await recharge('1', shop, { type: 3 })).code).toBe(0);
    expect((await recharge('52', clerk)).code).toBe(401);
    expect((await api('GET', paymentsApi.refresh.path, clerk)).code).toBe(401);
    await createShop(t.ctx, {
      username: 'fresh_shop',
      password: 'fresh123456',
      nickname: '新店',
      mobile: '13800000009',
    });
    const fresh = (await t.login('fresh_shop', 'fresh123456')).token;
    expect((await recharge('52', fresh)).code).toBe(401);
    const partner = (await t.login('partner_shop')).token;
    const mine = await recharge('11');
    const theirs = await api('GET', paymentsApi.refresh.path, partner, { trade_no: mine.data.trade_no });
    expect(theirs).toMatchObject({ code: 0, msg: '充值单不存在' });
    expect(await t.db.selectFrom('payments').select('fen').execute()).toEqual([
      { fen: 5000000 },
      { fen: 1100 },
    ]);
    await expectBooksBalanced(t);
  });
});

// ---- 易支付 against a stand-in gateway ----

interface StandInGateway {
  url: string;
  /** What the gateway knows of each trade: paid or not, and for how much. */
  trades: Map<string, { paid: boolean; money: string; trade_no: string }>;
  close(): Promise<void>;
}

async function standInGateway(): Promise<StandInGateway> {
  const trades = new Map<string, { paid: boolean; money: string; trade_no: string }>();
  const server = http.createServer((req, res) => {
    const u = new URL(req.url!, 'http://gateway');
    const q = Object.fromEntries(u.searchParams);
    res.setHeader('content-type', 'application/json');
    if (u.pathname !== '/api.php' || q.act !== 'order' || q.pid !== EPAY.pid || q.key !== EPAY.key) {
      res.end(JSON.stringify({ code: -1, msg: 'KEY校验失败' }));
      return;
    }
    const trade = trades.get(q.out_trade_no!);
    res.end(
      JSON.stringify(
        trade
          ? {
              code: 1,
              out_trade_no: q.out_trade_no,
              trade_no: trade.trade_no,
              money: trade.money,
              status: trade.paid ? 1 : 0,
            }
          : { code: -1, msg: '订单号不存在' },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    trades,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The notification the aggregator sends for a paid trade, signed with the merchant key. */
function epayNotification(tradeNo: string, money: string, key = EPAY.key): Record<string, string> {
  const fields = {
    pid: EPAY.pid,
    trade_no: `2026${tradeNo.slice(-8)}`,
    out_trade_no: tradeNo,
    type: 'alipay',
    name: '店铺余额充值',
    money,
    trade_status: 'TRADE_SUCCESS',
  };
  return { ...fields, sign: epaySign(fields, key), sign_type: 'MD5' };
}

describe('易支付 (epay) against a stand-in gateway', () => {
  beforeEach(async () => {
    gateway = await standInGateway();
    await open({
      providers: ['epay', 'sandbox'],
      publicUrl: 'https://shop.example.com',
      epay: { ...EPAY, gateway: gateway.url },
    });
  });
  afterEach(closeAll);

  it('sends the payer to a signed submit URL, credits a verified notification once, and answers success', async () => {
    const before = await walletFen(ids.shopId);
    const r = await recharge('52.5');
    expect(r.code, r.msg).toBe(1);
    const pay = new URL(r.data.pay_url);
    expect(`${pay.origin}${pay.pathname}`).toBe(`${gateway!.url}/submit.php`);
    const p = Object.fromEntries(pay.searchParams);
    expect(p).toMatchObject({
      pid: EPAY.pid,
      type: 'alipay',
      out_trade_no: r.data.trade_no,
      notify_url: 'https://shop.example.com/pay/notify/epay',
      return_url: `https://shop.example.com/#/pages/mimeSupPage/balancePage/rechargePage?trade=${r.data.trade_no}`,
      name: '店铺余额充值',
      money: '52.50',
      sign_type: 'MD5',
    });
    expect(p.sign).toBe(epaySign(p, EPAY.key));

    // The aggregator notifies by GET (as most do), more than once.
    const query = new URLSearchParams(epayNotification(r.data.trade_no, '52.50'));
    for (let i = 0; i < 3; i++)
      expect(await (await fetch(`${base}/pay/notify/epay?${query}`)).text()).toBe('success');
    expect(await walletFen(ids.shopId)).toBe(before + 5250);
    expect(await rechargeTransfers()).toHaveLength(1);
    expect((await rechargeTransfers())[0]!.idempotency_key).toBe(`pay:epay:${r.data.trade_no}`);

    for (const [name, fields] of Object.entries({
      wrongKey: epayNotification(r.data.trade_no, '52.50', 'another-merchant-key-xxxxxxx'),
      otherAmount: epayNotification(r.data.trade_no, '5250.00'),
      anotherPid: (() => {
        const f = { ...epayNotification(r.data.trade_no, '52.50'), pid: '9999' };
        return { ...f, sign: epaySign(f, EPAY.key) };
      })(),
    }))
      expect(await notify('epay', fields), name).toBe('fail');
    // A notification the sandbox signed, for a trade of epay's.
    const epayTrade = await recharge('11');
    const fields = {
      out_trade_no: epayTrade.data.trade_no,
      trade_no: 'SB1',
      money: '11.00',
      trade_status: 'TRADE_SUCCESS',
      timestamp: '1',
    };
    expect(await notify('sandbox', resign(fields))).toBe('fail');
    expect((await paymentOf(epayTrade.data.trade_no)).state).toBe(PaymentState.pending);
    expect(await walletFen(ids.shopId)).toBe(before + 5250);
    await expectBooksBalanced(t);
  });

  it('the payer’s return asks the gateway (query) and credits a trade it says is paid', async () => {
    const before = await walletFen(ids.shopId);
    const r = await recharge('101');
    expect((await refresh(r.data.trade_no)).msg).toBe('尚未收到付款');
    gateway!.trades.set(r.data.trade_no, { paid: true, money: '101.00', trade_no: 'G1' });
    expect(await refresh(r.data.trade_no)).toMatchObject({
      code: 1,
      msg: '充值成功，已到账',
      data: ((before + 10100) / 100).toFixed(2),
    });
    expect((await paymentOf(r.data.trade_no)).provider_trade_no).toBe('G1');
    // A gateway that says paid for another amount credits nothing.
    const other = await recharge('11');
    gateway!.trades.set(other.data.trade_no, { paid: true, money: '1100.00', trade_no: 'G2' });
    expect((await refresh(other.data.trade_no)).msg).toBe('尚未收到付款');
    expect(await walletFen(ids.shopId)).toBe(before + 10100);
    await expectBooksBalanced(t);
  });

  it('reconcile reports what the gateway and our records disagree on', async () => {
    const agreed = await recharge('52');
    gateway!.trades.set(agreed.data.trade_no, { paid: true, money: '52.00', trade_no: 'G1' });
    expect(await notify('epay', epayNotification(agreed.data.trade_no, '52.00'))).toBe('success');
    const lost = await recharge('101');
    gateway!.trades.set(lost.data.trade_no, { paid: true, money: '101.00', trade_no: 'G2' });
    const unpaid = await recharge('11');
    gateway!.trades.set(unpaid.data.trade_no, { paid: false, money: '11.00', trade_no: 'G3' });
    const differing = await recharge('202');
    gateway!.trades.set(differing.data.trade_no, { paid: true, money: '202.00', trade_no: 'G4' });
    expect(await notify('epay', epayNotification(differing.data.trade_no, '202.00'))).toBe('success');
    gateway!.trades.set(differing.data.trade_no, { paid: true, money: '2.02', trade_no: 'G4' });

    const report = await reconcileDay(t.ctx, today(), 'epay');
    expect(report).toContain('4 payments, paid here 254.00 yuan');
    expect(report).toContain(
      `${lost.data.trade_no} (epay): paid at the provider (101.00 yuan, G2) but pending here`,
    );
    expect(report).toContain(
      `${differing.data.trade_no} (epay): amounts differ: 202.00 yuan here, 2.02 yuan at the provider`,
    );
    expect(report).not.toContain(agreed.data.trade_no);
    expect(report).not.toContain(unpaid.data.trade_no);
    expect(report).toContain('DIFFERENCES: 2');
    await expect(reconcileDay(t.ctx, '2026-1-1')).rejects.toThrow('--day must be YYYY-MM-DD');
    expect(await reconcileDay(t.ctx, '2020-01-01')).toBe(
      '2020-01-01: 0 payments, paid here 0.00 yuan\nno differences',
    );
    await expectBooksBalanced(t);
  });
});

describe('payment settings', () => {
  const OUTBOX = { SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox' };
  const refusal = (env: NodeJS.ProcessEnv) => {
    try {
      loadConfig(env);
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as Error).message;
    }
    throw new Error('accepted');
  };

  it('runs the sandbox on the embedded demo, elsewhere only when named and with a key of its own; names what epay needs', () => {
    expect(loadConfig({}).payments.providers).toEqual(['sandbox']);
    expect(loadConfig({ NODE_ENV: 'production', ...OUTBOX }).payments.providers).toEqual(['sandbox']);
    const real = { NODE_ENV: 'production', DATABASE_URL: 'postgres://app@localhost/dzzs', ...OUTBOX };
    expect(loadConfig(real).payments.providers).toEqual([]);
    expect(refusal({ ...real, PAY_PROVIDERS: 'sandbox' })).toContain(
      'PAY_PROVIDERS: sandbox credits money nobody paid',
    );
    // Outside production, but not the embedded demo database: no sandbox unless named, and then not on the
    // development key.
    const pg = { DATABASE_URL: 'postgres://app@localhost/dzzs', ...OUTBOX };
    expect(loadConfig(pg).payments.providers).toEqual([]);
    expect(loadConfig({ SEED_DEMO: '0', ...OUTBOX }).payments.providers).toEqual([]);
    expect(refusal({ ...pg, PAY_PROVIDERS: 'sandbox' })).toContain(
      'SANDBOX_PAY_KEY: must be set when PAY_PROVIDERS has sandbox outside the embedded demo database',
    );
    const devKey = loadConfig({}).payments.sandboxKey;
    for (const env of [
      { ...pg, PAY_PROVIDERS: 'sandbox', SANDBOX_PAY_KEY: devKey },
      { ...pg, SANDBOX_PAY_KEY: devKey },
      { SEED_DEMO: '0', ...OUTBOX, PAY_PROVIDERS: 'sandbox', SANDBOX_PAY_KEY: devKey },
    ])
      expect(refusal(env)).toContain('SANDBOX_PAY_KEY: the development key is public');
    expect(
      loadConfig({ ...pg, PAY_PROVIDERS: 'sandbox', SANDBOX_PAY_KEY: SANDBOX_TEST_KEY }).payments,
    ).toMatchObject({ providers: ['sandbox'], sandboxKey: SANDBOX_TEST_KEY });
    expect(refusal({ PAY_PROVIDERS: 'paypal' })).toContain('PAY_PROVIDERS: must be a comma-separated list');
    const epay = refusal({ ...real, PAY_PROVIDERS: 'epay' });
    for (const name of ['EPAY_PID', 'EPAY_KEY', 'EPAY_GATEWAY', 'PUBLIC_URL'])
      expect(epay).toContain(`${name}: must be set when PAY_PROVIDERS has epay`);
    expect(refusal({ EPAY_GATEWAY: 'ftp://pay.example.com' })).toContain('EPAY_GATEWAY');
    expect(
      loadConfig({
        ...real,
        PAY_PROVIDERS: 'epay',
        EPAY_PID: '1001',
        EPAY_KEY: 'a-merchant-key-of-32-characters!',
        EPAY_GATEWAY: 'https://pay.example.com/',
        PUBLIC_URL: 'https://shop.example.com/',
      }).payments,
    ).toEqual({
      providers: ['epay'],
      publicUrl: 'https://shop.example.com',
      sandboxKey: expect.any(String),
      epay: { pid: '1001', key: 'a-merchant-key-of-32-characters!', gateway: 'https://pay.example.com' },
      alipay: null,
    });
  });

  const alipayEnv = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://app@localhost/dzzs',
    SMS_PROVIDER: 'outbox',
    EMAIL_PROVIDER: 'outbox',
  };
  const body = (pem: string) =>
    pem
      .split('\n')
      .filter((l) => l && !l.startsWith('-----'))
      .join('');

  it('names what alipay needs, refuses keys that are not RSA keys, and takes PEM or the bare base64 body', () => {
    const pair = () =>
      generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      });
    const [app, alipay] = [pair(), pair()];
    const missing = refusal({ ...alipayEnv, PAY_PROVIDERS: 'alipay' });
    for (const name of ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'PUBLIC_URL'])
      expect(missing).toContain(`${name}: must be set when PAY_PROVIDERS has alipay`);
    const on = {
      ...alipayEnv,
      PAY_PROVIDERS: 'alipay',
      ALIPAY_APP_ID: '2021000000000001',
      PUBLIC_URL: 'https://shop.example.com',
    };
    expect(
      refusal({ ...on, ALIPAY_PRIVATE_KEY: 'x'.repeat(200), ALIPAY_PUBLIC_KEY: alipay.publicKey }),
    ).toContain('ALIPAY_PRIVATE_KEY: is not an RSA private key');
    expect(refusal({ ...on, ALIPAY_APP_ID: '123', ALIPAY_PRIVATE_KEY: app.privateKey })).toContain(
      'ALIPAY_APP_ID: must be the 16-digit app id',
    );
    const pkcs1 = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'pkcs1', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    });
    const settings = loadConfig({
      ...on,
      ALIPAY_PRIVATE_KEY: body(pkcs1.privateKey),
      ALIPAY_PUBLIC_KEY: body(alipay.publicKey),
    }).payments;
    expect(settings.providers).toEqual(['alipay']);
    expect(settings.alipay).toEqual({
      appId: '2021000000000001',
      privateKey: expect.stringContaining('-----BEGIN PRIVATE KEY-----'),
      publicKey: alipay.publicKey,
      gateway: 'https://openapi.alipay.com/gateway.do',
    });
  });
});

describe('a server started off the embedded demo database without PAY_PROVIDERS', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanup.splice(0).reverse()) await c();
  });

  it('offers no sandbox: no recharge through it, no payment page, no notification', async () => {
    // On PostgreSQL with the demo data and not in production the sandbox used to be on by default. The SQLite run
    // starts on a database file without the demo data (with it, that is the embedded demo), so it has no shop to
    // log in: it checks the provider's addresses only.
    const env = {
      DATABASE_URL: await durableDatabase(cleanup),
      DATA_DIR: tempDir(cleanup),
      PAY_PROVIDERS: '',
      SEED_DEMO: TEST_DB === 'postgres' ? '1' : '0',
    };
    const server = await startServer(env);
    cleanup.push(() => killed(server.child));
    if (TEST_DB === 'postgres') {
      const token = await login(server, 'demo_shop');
      for (const provider of [{}, { provider: 'sandbox' }]) {
        const body = { money: '10', type: 2, ...provider };
        expect(await call(server, 'POST', paymentsApi.recharge.path, token, body)).toMatchObject({
          code: 0,
          msg: '暂未开通在线充值，请联系平台',
        });
      }
    }
    const page = await fetch(`${server.url}/pay/sandbox/P20260101ABCDEFGHIJKL`);
    expect(page.status).toBe(404);
    const notice = await fetch(`${server.url}/pay/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'trade_no=P20260101ABCDEFGHIJKL',
    });
    expect([notice.status, await notice.text()]).toEqual([404, 'unknown provider']);
  }, 120_000);
});

function tempDir(cleanup: (() => Promise<void>)[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-nosandbox-'));
  cleanup.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
describe('a payment’s history (docs/history.md)', () => {
  beforeEach(() => open());
  afterEach(closeAll);

  const events = async (tradeNo: string) => {
    const row = await t.db
      .selectFrom('payments')
      .select('id')
      .where('trade_no', '=', tradeNo)
      .executeTakeFirstOrThrow();
    return eventsOf(t, 'payment', row.id);
  };

  it('started by the shop, paid by the system once however many notices come; another shop cannot read it', async () => {
    const { tradeNo, notification } = await paidAtSandbox('12');
    await Promise.all([notify('sandbox', notification), notify('sandbox', notification)]);
    const lines = await events(tradeNo);
    expect(lines.map((e) => [e.action, e.from_state, e.to_state, e.actor_kind])).toEqual([
      ['create', null, PaymentState.pending, 'shop'],
      ['pay', PaymentState.pending, PaymentState.paid, 'system'],
    ]);
    await createThirdShop(t);
    const third = (await t.login('third_shop', 'third123456')).token;
    const theirs = await t.get(historyApi.list.path, {
      token: third,
      query: { entity: 'payment', id: lines[0]!.record_id },
    });
    expect(theirs.code).toBe(0);
  });

  it('every state × action of the table: allowed moves once with an event, forbidden writes nothing', async () => {
    const trades = new Map<number, string>();
    const { moved, refused } = await checkStateMatrix<keyof typeof PAYMENT_ACTIONS>(t, {
      entity: 'payment',
      async prepare(state) {
        const r = await recharge('3');
        expect(r.code, r.msg).toBe(1);
        const row = await t.db
          .updateTable('payments')
          .set({ state })
          .where('trade_no', '=', r.data.trade_no)
          .returning('id')
          .executeTakeFirstOrThrow();
        trades.set(row.id, r.data.trade_no);
        return row.id;
      },
      async act(action, id) {
        const tradeNo = trades.get(id)!;
        if (action === 'expire') {
          // Past its time: the job expires what is still pending, and passes over the rest.
          await t.db.updateTable('payments').set({ expire_time: 0 }).where('id', '=', id).execute();
          return (await expireDue(t.ctx, Math.floor(Date.now() / 1000))) === 1
            ? { code: 1, msg: '' }
            : { code: 0, msg: 'not pending: the job passed over it' };
        }
        const fen = 300;
        const outcome = await settle(t.ctx, 'sandbox', {
          tradeNo,
          providerTradeNo: `S${id}`,
          fen,
          paid: action === 'pay',
        });
        return outcome === 'credited' || outcome === 'failed'
          ? { code: 1, msg: '' }
          : { code: 0, msg: outcome };
      },
      stateOf: async (id) =>
        (await t.db.selectFrom('payments').select('state').where('id', '=', id).executeTakeFirstOrThrow())
          .state,
      snapshot: async (id) => {
        const { expire_time: _moved, ...row } = await t.db
          .selectFrom('payments')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return { row, wallet: await walletFen(ids.shopId) };
      },
    });
    expect([moved, refused]).toEqual([5, 7]);
  });
});
