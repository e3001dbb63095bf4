import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountApi, paymentsApi, PaymentState, receiptsApi } from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { epaySign } from '../src/modules/payments/epay-provider.ts';
import { reconcileDay } from '../src/modules/payments/payments-reconcile.ts';
import { receiptsModule } from '../src/modules/receipts/receipts.module.ts';
import type { AppConfig } from '../src/config.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { expectBooksBalanced } from './helpers/ledger.ts';
import { createThirdShop } from './helpers/shops.ts';
import { listeningApp, paymentsHttp, today } from './helpers/payments-http.ts';
import type { TestApp } from './helpers/test-app.ts';

// Alipay (docs/money.md, "Providers") against a stand-in Alipay gateway in this file, over real HTTP: it checks the
// app's RSA2 signature on the page-pay URL, on QR pre-creates and on queries, answers signed with "Alipay's" private
// key, keeps its own record of each trade, and notifies the server with notices signed by that key. Then the
// per-shop merchants (docs/money.md, "Whose merchant a payment is paid to"): a player's recharge through a shop's
// channel is paid to that shop's merchant and only a notice of that merchant credits it. Every scenario ends with the books balanced; every refusal moved nothing.

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const APP = pair();
const ALIPAY = pair();
const FORGER = pair();
const APP_ID = '2021000000000001';
const EPAY = { pid: '1001', key: 'platform-epay-key-0123456789' };

let t: TestApp;
let ids: DemoIds;
let base: string;
const { api, notify, walletFen, paymentOf, rechargeTransfers } = paymentsHttp(() => ({ t, base }));
let shop: string;
let gateway: StandInAlipay;

async function open(payments: Partial<AppConfig['payments']>) {
  ({ t, ids, base, shop } = await listeningApp(payments));
  // Notifications reach the server where it listens, as Alipay reaches PUBLIC_URL.
  t.config.payments.publicUrl = base;
}
const alipaySettings = () => ({
  appId: APP_ID,
  privateKey: APP.privateKey,
  publicKey: ALIPAY.publicKey,
  gateway: `${gateway.url}/gateway.do`,
});

/** A recharge from a desktop browser (Alipay's cashier page) unless told; `client` null: the field left out. */
const recharge = (money: string, client: string | null = 'browser') =>
  api<{ trade_no: string; pay_url: string; qr_code?: string }>('POST', paymentsApi.recharge.path, shop, {
    money,
    type: 2,
    ...(client === null ? {} : { client }),
  });
const refresh = (trade_no: string) => api<string>('GET', paymentsApi.refresh.path, shop, { trade_no });

// ---- the stand-in Alipay ----

/** `k=v&…` of every field but the signature (and, for notices, sign_type), sorted: what Alipay signs. */
const signingText = (f: Record<string, string>, skip: string[]) =>
  Object.keys(f)
    .filter((k) => !skip.includes(k) && f[k] !== '')
    .sort()
    .map((k) => `${k}=${f[k]}`)
    .join('&');
const rsa2 = (text: string, privateKey: string) =>
  createSign('RSA-SHA256').update(text, 'utf8').sign(privateKey, 'base64');

interface AlipayTrade {
  totalAmount: string;
  notifyUrl: string;
  appAuthToken: string;
  tradeNo: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS';
}

interface StandInAlipay {
  url: string;
  trades: Map<string, AlipayTrade>;
  /** Requests whose app signature did not verify. */
  badRequests: number;
  /** The next pre-create is answered signed by a forger, or refused with Alipay's error code. */
  nextPrecreate: 'ok' | 'forged' | 'refused';
  /** The buyer paid: the trade is paid here; answers the notice Alipay would send (not sent yet). */
  pay(outTradeNo: string): Record<string, string>;
  close(): Promise<void>;
}

async function standInAlipay(): Promise<StandInAlipay> {
  const trades = new Map<string, AlipayTrade>();
  let seq = 0;
  const self: StandInAlipay = {
    url: '',
    trades,
    badRequests: 0,
    nextPrecreate: 'ok',
    pay(outTradeNo) {
      const trade = trades.get(outTradeNo)!;
      trade.status = 'TRADE_SUCCESS';
      return alipayNotice({
        out_trade_no: outTradeNo,
        trade_no: trade.tradeNo,
        total_amount: trade.totalAmount,
        ...(trade.appAuthToken ? { auth_app_id: merchantAppOf(trade.appAuthToken) } : {}),
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const u = new URL(req.url!, 'http://gateway');
      const params = {
        ...Object.fromEntries(u.searchParams),
        ...Object.fromEntries(new URLSearchParams(raw)),
      };
      const verified = createVerify('RSA-SHA256')
        .update(signingText(params, ['sign']), 'utf8')
        .verify(APP.publicKey, params.sign ?? '', 'base64');
      if (!verified || params.app_id !== APP_ID || params.sign_type !== 'RSA2') {
        self.badRequests++;
        res.writeHead(400).end('invalid-signature');
        return;
      }
      const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
      const answer = (body: Record<string, unknown>, key = ALIPAY.privateKey) => {
        const json = JSON.stringify(body);
        const field = `${params.method!.replaceAll('.', '_')}_response`;
        res
          .writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
          .end(`{"${field}":${json},"sign":"${rsa2(json, key)}"}`);
      };
      const record = () =>
        trades.set(biz.out_trade_no!, {
          totalAmount: biz.total_amount!,
          notifyUrl: params.notify_url!,
          appAuthToken: params.app_auth_token ?? '',
          tradeNo: `2026${String(++seq).padStart(20, '0')}`,
          status: 'WAIT_BUYER_PAY',
        });
      if (req.method === 'GET' && params.method === 'alipay.trade.page.pay') {
        record();
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<p>支付宝收银台</p>');
        return;
      }
      if (req.method === 'POST' && params.method === 'alipay.trade.precreate') {
        const how = self.nextPrecreate;
        self.nextPrecreate = 'ok';
        if (how === 'refused')
          return answer({
            code: '40004',
            msg: 'Business Failed',
            sub_code: 'ACQ.ACCESS_FORBIDDEN',
            sub_msg: '交易未被允许',
          });
        record();
        answer(
          {
            code: '10000',
            msg: 'Success',
            out_trade_no: biz.out_trade_no,
            qr_code: `https://qr.alipay.com/bax0${seq}`,
          },
          how === 'forged' ? FORGER.privateKey : ALIPAY.privateKey,
        );
        return;
      }
      if (req.method === 'POST' && params.method === 'alipay.trade.query') {
        const trade = trades.get(biz.out_trade_no!);
        const body = trade
          ? {
              code: '10000',
              msg: 'Success',
              out_trade_no: biz.out_trade_no,
              trade_no: trade.tradeNo,
              trade_status: trade.status,
              total_amount: trade.totalAmount,
            }
          : { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };
        answer(body);
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return self;
}

/** Shops' Alipay apps that authorised ours, by the token each granted. */
const MERCHANT_APPS: Record<string, string> = {
  'token-of-demo-shop': '2021000000000101',
  'token-of-third-shop': '2021000000000202',
};
const merchantAppOf = (token: string) => MERCHANT_APPS[token]!;

/** A trade_status_sync notice as Alipay sends it, signed with `key` (Alipay's own unless told). */
function alipayNotice(f: Record<string, string>, key = ALIPAY.privateKey): Record<string, string> {
  const fields: Record<string, string> = {
    notify_time: '2026-11-26 15:00:00',
    notify_type: 'trade_status_sync',
    notify_id: `n${Math.random().toString(36).slice(2)}`,
    app_id: APP_ID,
    charset: 'utf-8',
    version: '1.0',
    trade_status: 'TRADE_SUCCESS',
    buyer_logon_id: '138****8000',
    subject: '店铺余额充值',
    gmt_payment: '2026-11-26 15:00:00',
    ...f,
  };
  return { ...fields, sign_type: 'RSA2', sign: rsa2(signingText(fields, ['sign', 'sign_type']), key) };
}
/** The same notice with some fields changed and signed again (by Alipay unless told). */
function resigned(notice: Record<string, string>, change: Record<string, string>, key = ALIPAY.privateKey) {
  const { sign: _s, sign_type: _t, ...fields } = notice;
  return alipayNotice({ ...fields, ...change }, key);
}

describe('支付宝 (alipay) against a stand-in gateway', () => {
  beforeEach(async () => {
    gateway = await standInAlipay();
    await open({ providers: ['alipay'], alipay: alipaySettings() });
  });
  afterEach(async () => {
    await t.close();
    await gateway.close();
  });

  it('sends a browser to a signed page-pay URL; Alipay’s notice credits once, sent ten times in a row and ten at once', async () => {
    const before = await walletFen(ids.shopId);
    const r = await recharge('52.5');
    expect(r.code, r.msg).toBe(1);
    const pay = new URL(r.data.pay_url);
    expect(`${pay.origin}${pay.pathname}`).toBe(`${gateway.url}/gateway.do`);
    expect(Object.fromEntries(pay.searchParams)).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      notify_url: `${base}/pay/notify/alipay`,
      return_url: `${base}/#/pages/mimeSupPage/balancePage/rechargePage?trade=${r.data.trade_no}`,
    });
    expect(JSON.parse(pay.searchParams.get('biz_content')!)).toMatchObject({
      out_trade_no: r.data.trade_no,
      total_amount: '52.50',
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    expect(r.data.qr_code).toBeUndefined();
    // The payer opens it: the gateway checks our signature and records the trade.
    expect((await fetch(r.data.pay_url)).status).toBe(200);
    expect(gateway.badRequests).toBe(0);

    const notice = gateway.pay(r.data.trade_no);
    for (let i = 0; i < 10; i++) expect(await notify('alipay', notice)).toBe('success');
    const atOnce = await Promise.all(Array.from({ length: 10 }, () => notify('alipay', notice)));
    expect(atOnce).toEqual(Array(10).fill('success'));
    expect(await walletFen(ids.shopId)).toBe(before + 5250);
    const transfers = await rechargeTransfers();
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.idempotency_key).toBe(`pay:alipay:${r.data.trade_no}`);
    expect(await paymentOf(r.data.trade_no)).toMatchObject({
      state: PaymentState.paid,
      provider_trade_no: gateway.trades.get(r.data.trade_no)!.tradeNo,
    });
    await expectBooksBalanced(t);
  });

  it('shows a phone Alipay’s QR code from a signed pre-create (the default); its paid notice credits once', async () => {
    const before = await walletFen(ids.shopId);
    const r = await recharge('33.3', 'phone');
    expect(r.code, r.msg).toBe(1);
    const trade = gateway.trades.get(r.data.trade_no);
    // The gateway verified our RSA2 signature (app key) and recorded the trade with our notify URL.
    expect(gateway.badRequests).toBe(0);
    expect(trade).toMatchObject({
      totalAmount: '33.30',
      notifyUrl: `${base}/pay/notify/alipay`,
      appAuthToken: '',
    });
    expect(r.data.qr_code).toMatch(/^https:\/\/qr\.alipay\.com\/bax0\d+$/);
    expect(r.data.pay_url).toBe(r.data.qr_code);
    expect(await paymentOf(r.data.trade_no)).toMatchObject({ state: PaymentState.pending, fen: 3330 });
    // Left out, the client is a phone.
    expect((await recharge('1', null)).data.qr_code).toMatch(/^https:\/\/qr\.alipay\.com\//);

    const notice = gateway.pay(r.data.trade_no);
    expect(await notify('alipay', notice)).toBe('success');
    expect(await notify('alipay', notice)).toBe('success');
    expect(await walletFen(ids.shopId)).toBe(before + 3330);
    expect(await rechargeTransfers()).toHaveLength(1);
    expect((await refresh(r.data.trade_no)).msg).toBe('充值成功，已到账');
    await expectBooksBalanced(t);
  });

  it('a pre-create answer not signed by Alipay, or refused by it, fails the payment with a plain message', async () => {
    const before = await walletFen(ids.shopId);
    const failed: string[] = [];
    for (const how of ['forged', 'refused'] as const) {
      gateway.nextPrecreate = how;
      const r = await recharge('12', 'phone');
      expect(r, how).toMatchObject({ code: 0, msg: '支付暂时不可用，请稍后再试' });
      const row = await t.db
        .selectFrom('payments')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row, how).toMatchObject({ fen: 1200, state: PaymentState.failed });
      failed.push(row.trade_no);
    }
    expect(await walletFen(ids.shopId)).toBe(before);
    expect(await rechargeTransfers()).toHaveLength(0);
    const bad = await recharge('12', 'tablet');
    expect(bad.code).toBe(0);
    expect(bad.msg).toMatch(/client.*"phone", "browser"/);
    // Should the trade exist at Alipay after all and be paid there, its true notice still credits it, once.
    const notice = gateway.pay(failed[0]!);
    expect(await notify('alipay', notice)).toBe('success');
    expect(await notify('alipay', notice)).toBe('success');
    expect(await walletFen(ids.shopId)).toBe(before + 1200);
    await expectBooksBalanced(t);
  });

  it('ten first notices at once credit once', async () => {
    const before = await walletFen(ids.shopId);
    const r = await recharge('11');
    await fetch(r.data.pay_url);
    const notice = gateway.pay(r.data.trade_no);
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify('alipay', notice)));
    expect(answers).toEqual(Array(10).fill('success'));
    expect(await walletFen(ids.shopId)).toBe(before + 1100);
    expect(await rechargeTransfers()).toHaveLength(1);
    await expectBooksBalanced(t);
  });

  it('refuses forged, tampered, other-amount, other-app and unknown notices with fail; nothing moves', async () => {
    const before = await walletFen(ids.shopId);
    const r = await recharge('101');
    await fetch(r.data.pay_url);
    const good = gateway.pay(r.data.trade_no);
    const refused = {
      forged: resigned(good, {}, FORGER.privateKey),
      tampered: { ...good, total_amount: '1.01' },
      otherAmount: resigned(good, { total_amount: '1010.00' }),
      otherApp: resigned(good, { app_id: '2021000000009999' }),
      rsa1: { ...good, sign_type: 'RSA' },
      unsigned: (({ sign: _s, ...f }) => f)(good),
      unknownTrade: resigned(good, { out_trade_no: 'P20261126AAAAAAAAAAAA' }),
      waiting: resigned(good, { trade_status: 'WAIT_BUYER_PAY' }),
    };
    for (const [name, fields] of Object.entries(refused))
      expect(await notify('alipay', fields), name).toBe('fail');
    expect((await paymentOf(r.data.trade_no)).state).toBe(PaymentState.pending);
    expect(await walletFen(ids.shopId)).toBe(before);
    expect(await rechargeTransfers()).toHaveLength(0);
    // The true notice still credits.
    expect(await notify('alipay', good)).toBe('success');
    expect(await walletFen(ids.shopId)).toBe(before + 10100);
    await expectBooksBalanced(t);
  });

  it('the payer’s return asks Alipay (signed query) and credits a paid trade whose notice was lost; reconcile agrees', async () => {
    const before = await walletFen(ids.shopId);
    const r = await recharge('202');
    await fetch(r.data.pay_url);
    expect((await refresh(r.data.trade_no)).msg).toBe('尚未收到付款');
    gateway.pay(r.data.trade_no); // paid at Alipay; its notice never arrives
    expect((await reconcileDay(t.ctx, today(), 'alipay')).split('\n')).toContain(
      `  ${r.data.trade_no} (alipay): paid at the provider (202.00 yuan, ${gateway.trades.get(r.data.trade_no)!.tradeNo}) but pending here`,
    );
    expect(await refresh(r.data.trade_no)).toMatchObject({
      code: 1,
      msg: '充值成功，已到账',
      data: ((before + 20200) / 100).toFixed(2),
    });
    expect(await refresh(r.data.trade_no)).toMatchObject({ msg: '充值成功，已到账' });
    expect(await rechargeTransfers()).toHaveLength(1);
    expect(await reconcileDay(t.ctx, today(), 'alipay')).toContain('no differences');
    // A query answered with a bad signature credits nothing.
    const other = await recharge('11');
    await fetch(other.data.pay_url);
    gateway.pay(other.data.trade_no);
    t.config.payments.alipay = { ...alipaySettings(), publicKey: FORGER.publicKey };
    expect((await refresh(other.data.trade_no)).msg).toBe('尚未收到付款');
    expect(await walletFen(ids.shopId)).toBe(before + 20200);
    await expectBooksBalanced(t);
  });
});

// ---- per-shop merchants ----

const playerToken = async (username: string) => {
  const r = await t.post<{ userinfo: { token: string } }>(accountApi.playerLogin.path, {
    body: { username, password: 'demo123456' },
  });
  if (r.code !== 1) throw new Error(`player login: ${r.msg}`);
  return r.data.userinfo.token;
};
const cli = (command: 'channels merchant', v: Record<string, string>) =>
  receiptsModule.cli![command]!.run(t.ctx, v);

/** An approved channel of a shop (as `channels approve` leaves it), with the pid the shop set. */
async function approvedChannel(shopId: number, channelId: number, pid = ''): Promise<number> {
  const now = Math.floor(Date.now() / 1000);
  const row = await t.db
    .insertInto('shop_receipts')
    .values({ shop_id: shopId, channel_id: channelId, state: 1, pid, create_time: now, update_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('a shop’s channel is paid to the shop’s own merchant', () => {
  let player: string;
  let playerId: number;
  let thirdId: number;
  beforeEach(async () => {
    gateway = await standInAlipay();
    await open({
      providers: ['epay', 'alipay'],
      epay: { ...EPAY, gateway: 'https://pay.example.com' },
      alipay: alipaySettings(),
    });
    thirdId = await createThirdShop(t);
    player = await playerToken('player01');
    playerId = (
      await t.db.selectFrom('users').select('id').where('username', '=', 'player01').executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(async () => {
    await t.close();
    await gateway.close();
  });
  const playerRecharge = (money: string, channel: number, client?: 'browser') =>
    api<{ trade_no: string; url: string; qr_code?: string }>('POST', receiptsApi.recharge.path, player, {
      money,
      channel,
      ...(client ? { client } : {}),
    });

  it('51新支付: the pay URL is the shop’s pid signed with its key; only that merchant’s notice credits the player', async () => {
    const ours = await approvedChannel(ids.shopId, 3, '2001');
    const theirs = await approvedChannel(thirdId, 3, '2002');
    expect(await cli('channels merchant', { id: String(ours), secret: 'demo-shop-merchant-key-0001' })).toBe(
      `channel ${ours}: its players' online recharges are paid to epay merchant 2001`,
    );
    await cli('channels merchant', { id: String(theirs), secret: 'third-shop-merchant-key-0002' });

    const before = await walletFen(playerId);
    const r = await playerRecharge('30', 3);
    expect(r.code, r.msg).toBe(1);
    const p = Object.fromEntries(new URL(r.data.url).searchParams);
    expect(p).toMatchObject({ pid: '2001', out_trade_no: r.data.trade_no, money: '30.00' });
    expect(p.sign).toBe(epaySign(p, 'demo-shop-merchant-key-0001'));
    const payment = await paymentOf(r.data.trade_no);
    expect(payment).toMatchObject({ provider: 'epay', purpose: 'player_recharge', shop_id: ids.shopId });
    expect(payment.merchant_id).toBeGreaterThan(0);

    const notice = (pid: string, key: string) => {
      const f = {
        pid,
        trade_no: 'E1',
        out_trade_no: r.data.trade_no,
        type: 'alipay',
        name: '余额充值',
        money: '30.00',
        trade_status: 'TRADE_SUCCESS',
      };
      return { ...f, sign: epaySign(f, key), sign_type: 'MD5' };
    };
    for (const [name, fields] of Object.entries({
      anotherShopsMerchant: notice('2002', 'third-shop-merchant-key-0002'),
      anotherShopsKeyOurPid: notice('2001', 'third-shop-merchant-key-0002'),
      thePlatformsMerchant: notice(EPAY.pid, EPAY.key),
    }))
      expect(await notify('epay', fields), name).toBe('fail');
    expect(await walletFen(playerId)).toBe(before);
    expect(await notify('epay', notice('2001', 'demo-shop-merchant-key-0001'))).toBe('success');
    expect(await walletFen(playerId)).toBe(before + 3000);

    // A new pid forgets the merchant key: the next recharge goes to the platform's account until the platform
    // registers the new one.
    const setPid = await api<string>('POST', receiptsApi.setPid.path, shop, { pid: '2003', source: 3 });
    expect(setPid.code, setPid.msg).toBe(1);
    const next = await playerRecharge('5', 3);
    expect(Object.fromEntries(new URL(next.data.url).searchParams).pid).toBe(EPAY.pid);
    expect((await paymentOf(next.data.trade_no)).merchant_id).toBe(0);
    await expectBooksBalanced(t);
  });

  it('a recharge paid to the shop’s merchant comes from the shop’s clearing account, never the platform’s', async () => {
    const ours = await approvedChannel(ids.shopId, 3, '2001');
    await cli('channels merchant', { id: String(ours), secret: 'demo-shop-merchant-key-0001' });
    // 随行付 (2) has no merchant of the shop: paid to the platform's epay merchant.
    await approvedChannel(ids.shopId, 2);
    const paidNotice = (trade: string, money: string, pid: string, key: string) => {
      const f = {
        pid,
        trade_no: `E-${trade}`,
        out_trade_no: trade,
        type: 'alipay',
        name: '余额充值',
        money,
        trade_status: 'TRADE_SUCCESS',
      };
      return { ...f, sign: epaySign(f, key), sign_type: 'MD5' };
    };
    const before = await walletFen(playerId);
    const atShop = await playerRecharge('30', 3);
    const atPlatform = await playerRecharge('7', 2);
    expect([atShop.code, atPlatform.code]).toEqual([1, 1]);
    expect(
      await notify('epay', paidNotice(atShop.data.trade_no, '30.00', '2001', 'demo-shop-merchant-key-0001')),
    ).toBe('success');
    expect(await notify('epay', paidNotice(atPlatform.data.trade_no, '7.00', EPAY.pid, EPAY.key))).toBe(
      'success',
    );
    expect(await walletFen(playerId)).toBe(before + 3700);

    const clearing = await t.db
      .selectFrom('ledger_accounts')
      .select(['shop_id', 'owner_shop_id', 'balance'])
      .where('kind', '=', 'provider')
      .where('code', '=', 'epay')
      .orderBy('shop_id')
      .execute();
    expect(clearing.map((a) => ({ ...a, balance: Number(a.balance) }))).toEqual([
      // The platform's account: only what the platform's merchant received.
      { shop_id: 0, owner_shop_id: 0, balance: -700 },
      // The shop's own clearing account at epay: what its merchant received.
      { shop_id: ids.shopId, owner_shop_id: ids.shopId, balance: -3000 },
    ]);
    // The credit of the shop's payment moved the shop's account and the player's wallet, nothing else.
    const sides = await t.db
      .selectFrom('money_log as m')
      .innerJoin('ledger_transfers as x', 'x.id', 'm.transfer_id')
      .select(['m.user_id', 'm.account_id', 'm.change'])
      .where('x.idempotency_key', '=', `pay:epay:${atShop.data.trade_no}`)
      .orderBy('m.change')
      .execute();
    expect(sides.map((s) => [s.user_id, s.account_id > 0, Number(s.change)])).toEqual([
      [ids.shopId, true, -3000],
      [playerId, false, 3000],
    ]);
    await expectBooksBalanced(t);
  });

  it('支付宝当面付: paid on the shop’s authorisation; a notice of another shop’s app is refused', async () => {
    const ours = await approvedChannel(ids.shopId, 1);
    const theirs = await approvedChannel(thirdId, 1);
    await expect(
      cli('channels merchant', { id: String(ours), secret: 'token-of-demo-shop' }),
    ).rejects.toThrow('--app-id is required');
    await cli('channels merchant', {
      id: String(ours),
      secret: 'token-of-demo-shop',
      'app-id': MERCHANT_APPS['token-of-demo-shop']!,
    });
    await cli('channels merchant', {
      id: String(theirs),
      secret: 'token-of-third-shop',
      'app-id': MERCHANT_APPS['token-of-third-shop']!,
    });
    await expect(cli('channels merchant', { id: '99999', secret: 'x' })).rejects.toThrow(
      'not an approved channel',
    );

    const before = await walletFen(playerId);
    const r = await playerRecharge('20', 1);
    expect(r.code, r.msg).toBe(1);
    // A phone (the default): the pre-create, signed by our app key, carries the shop's authorisation.
    expect(r.data.qr_code).toBe(r.data.url);
    expect(gateway.badRequests).toBe(0);
    expect(gateway.trades.get(r.data.trade_no)?.appAuthToken).toBe('token-of-demo-shop');
    // A browser's page-pay URL carries it too.
    const page = await playerRecharge('1', 1, 'browser');
    expect(new URL(page.data.url).searchParams.get('app_auth_token')).toBe('token-of-demo-shop');
    expect(page.data.qr_code).toBeUndefined();
    const good = gateway.pay(r.data.trade_no);
    expect(good.auth_app_id).toBe(MERCHANT_APPS['token-of-demo-shop']);
    for (const [name, fields] of Object.entries({
      anotherShopsApp: resigned(good, { auth_app_id: MERCHANT_APPS['token-of-third-shop']! }),
      thePlatformsOwn: resigned(good, { auth_app_id: APP_ID }),
      anotherIsvApp: resigned(good, { app_id: '2021000000009999' }),
    }))
      expect(await notify('alipay', fields), name).toBe('fail');
    expect(await walletFen(playerId)).toBe(before);
    expect(await notify('alipay', good)).toBe('success');
    expect(await walletFen(playerId)).toBe(before + 2000);
    await expectBooksBalanced(t);
  });
});
