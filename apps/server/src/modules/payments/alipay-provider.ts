import { createRequire } from 'node:module';
import type { AlipaySdk as AlipaySdkClass } from 'alipay-sdk';
import { fenToYuan, yuanToFen } from '@dzzs/shared';
import type { AlipaySettings } from '../../config.ts';
import { fieldsOf, type PaymentProvider, type ProviderState } from './payment-provider.ts';

// Alipay (支付宝) through its open platform, with the official SDK. A payer on a phone gets a QR code Alipay created
// for the trade (alipay.trade.precreate, 当面付): scanned with the Alipay app, or its link opened on that phone; the
// answer is signed by Alipay and verified. A payer in a desktop browser is sent to Alipay's cashier page
// (alipay.trade.page.pay) by a URL the app's private key signed (RSA2). Alipay POSTs its notification, signed
// with Alipay's private key, until we answer `success`; alipay.trade.query tells what Alipay knows of a trade, its
// answer signed too. A shop's own merchant (a 支付宝当面付 channel) is paid through the platform's app on the
// shop's authorisation: the calls carry the shop's app_auth_token and its notices name the shop's app
// (auth_app_id), which must be the one the payment was created for.

/** The shop's merchant a payment is paid to: the app id that authorised ours, and the token it granted. */
export interface AlipayMerchant {
  appId: string;
  appAuthToken: string;
}

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
/** A gateway call (precreate, query) that takes longer is abandoned: the payer is waiting. */
const GATEWAY_TIMEOUT_MS = 5_000;

/**
 * The SDK is loaded when a shop first pays by Alipay, not at start: with its HTTP client it costs every start of the
 * server over half a second of CPU, Alipay configured or not (docs/operations.md, "First start").
 */
const loadSdk = () =>
  (createRequire(import.meta.url)('alipay-sdk') as { AlipaySdk: typeof AlipaySdkClass }).AlipaySdk;

export function alipayProvider(s: AlipaySettings, merchant?: AlipayMerchant): PaymentProvider {
  const AlipaySdk = loadSdk();
  const sdk = new AlipaySdk({
    appId: s.appId,
    privateKey: s.privateKey,
    keyType: 'PKCS8',
    alipayPublicKey: s.publicKey,
    gateway: s.gateway,
    signType: 'RSA2',
    timeout: GATEWAY_TIMEOUT_MS,
  });
  const onBehalf = merchant ? { appAuthToken: merchant.appAuthToken } : {};
  return {
    name: 'alipay',
    answers: { accepted: 'success', refused: 'fail' },
    async start(payment, urls, _shopName, client) {
      const bizContent = {
        out_trade_no: payment.trade_no,
        total_amount: fenToYuan(payment.fen),
        subject: payment.purpose === 'shop_recharge' ? '店铺余额充值' : '余额充值',
        timeout_express: '30m',
      };
      if (client === 'browser')
        return {
          payUrl: sdk.pageExecute('alipay.trade.page.pay', 'GET', {
            ...onBehalf,
            notifyUrl: urls.notifyUrl,
            returnUrl: urls.returnUrl,
            bizContent: { ...bizContent, product_code: 'FAST_INSTANT_TRADE_PAY' },
          }),
        };
      // validateSign: a QR code whose answer Alipay did not sign could send the payer's money anywhere.
      const r = await sdk.exec(
        'alipay.trade.precreate',
        { ...onBehalf, notifyUrl: urls.notifyUrl, bizContent },
        { validateSign: true },
      );
      if (r.code !== '10000' || typeof r.qrCode !== 'string' || !r.qrCode)
        throw new Error(`alipay precreate answered ${r.code} ${r.subCode ?? ''} ${r.subMsg ?? r.msg ?? ''}`);
      return { qrCode: r.qrCode };
    },
    verifyCallback(req) {
      const f = fieldsOf(req);
      if (!f) return { ok: false, reason: 'malformed fields' };
      // RSA (SHA-1) is refused: the SDK would verify with whatever sign_type the notice names.
      if (f.sign_type !== 'RSA2') return { ok: false, reason: `sign_type ${f.sign_type} not RSA2` };
      // The form body arrives decoded already: the SDK must not decode it again (a value with % would break).
      if (!sdk.checkNotifySignV2(f)) return { ok: false, reason: 'bad signature' };
      if (f.app_id !== s.appId)
        return { ok: false, reason: `another app's notification (app_id ${f.app_id})` };
      const merchantApp = f.auth_app_id || f.app_id;
      const expected = merchant?.appId ?? s.appId;
      if (merchantApp !== expected)
        return { ok: false, reason: `another merchant's notification (auth_app_id ${merchantApp})` };
      const fen = yuanToFen(f.total_amount ?? '');
      if (!f.out_trade_no || !f.trade_no || fen === null) return { ok: false, reason: 'missing fields' };
      const paid = PAID.has(f.trade_status ?? '');
      if (!paid && f.trade_status !== 'TRADE_CLOSED')
        return { ok: false, reason: `trade_status ${f.trade_status}` };
      return { ok: true, notice: { tradeNo: f.out_trade_no, providerTradeNo: f.trade_no, fen, paid } };
    },
    async query(tradeNo): Promise<ProviderState> {
      const r = await sdk.exec(
        'alipay.trade.query',
        { ...onBehalf, bizContent: { out_trade_no: tradeNo } },
        { validateSign: true },
      );
      if (r.code !== '10000') {
        if (r.subCode === 'ACQ.TRADE_NOT_EXIST') return { state: 'unknown' };
        throw new Error(`alipay query answered ${r.code} ${r.subCode ?? ''} ${r.subMsg ?? r.msg ?? ''}`);
      }
      const status = String(r.tradeStatus ?? '');
      if (PAID.has(status)) {
        const fen = yuanToFen(String(r.totalAmount ?? ''));
        if (fen === null)
          throw new Error(`alipay query answered a malformed amount ${String(r.totalAmount)}`);
        return { state: 'paid', fen, providerTradeNo: String(r.tradeNo ?? '') };
      }
      return { state: status === 'TRADE_CLOSED' ? 'failed' : 'pending' };
    },
  };
}
