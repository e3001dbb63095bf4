import { fenToYuan, yuanToFen } from '@dzzs/shared';
import {
  fieldsOf,
  md5,
  sameSignature,
  signingText,
  type PaymentProvider,
  type ProviderState,
} from './payment-provider.ts';

// 易支付 (epay), the signed-URL protocol many Chinese payment aggregators speak: the payer is sent to
// `{gateway}/submit.php` with the order's fields signed by MD5(sorted `k=v&…` + key); the aggregator notifies our
// notify_url with the same fields plus its trade_no and trade_status, signed the same way, until we answer
// `success`; `{gateway}/api.php?act=order` tells what it knows of a trade.

export interface EpaySettings {
  pid: string;
  key: string;
  gateway: string;
}

const QUERY_TIMEOUT_MS = 5_000;

export const epaySign = (fields: Record<string, string>, key: string) => md5(signingText(fields) + key);

export function epayProvider(s: EpaySettings): PaymentProvider {
  return {
    name: 'epay',
    answers: { accepted: 'success', refused: 'fail' },
    async start(payment, urls) {
      const fields: Record<string, string> = {
        pid: s.pid,
        type: 'alipay',
        out_trade_no: payment.trade_no,
        notify_url: urls.notifyUrl,
        return_url: urls.returnUrl,
        name: payment.purpose === 'shop_recharge' ? '店铺余额充值' : '余额充值',
        money: fenToYuan(payment.fen),
      };
      const signed = new URLSearchParams({ ...fields, sign: epaySign(fields, s.key), sign_type: 'MD5' });
      return { payUrl: `${s.gateway}/submit.php?${signed}` };
    },
    verifyCallback(req) {
      const f = fieldsOf(req);
      if (!f) return { ok: false, reason: 'malformed fields' };
      if (f.sign_type && f.sign_type.toUpperCase() !== 'MD5')
        return { ok: false, reason: 'sign_type not MD5' };
      if (!sameSignature(epaySign(f, s.key), f.sign)) return { ok: false, reason: 'bad signature' };
      if (f.pid !== s.pid) return { ok: false, reason: `another merchant's notification (pid ${f.pid})` };
      if (f.trade_status !== 'TRADE_SUCCESS') return { ok: false, reason: `trade_status ${f.trade_status}` };
      const fen = yuanToFen(f.money ?? '');
      if (!f.out_trade_no || !f.trade_no || fen === null) return { ok: false, reason: 'missing fields' };
      return { ok: true, notice: { tradeNo: f.out_trade_no, providerTradeNo: f.trade_no, fen, paid: true } };
    },
    async query(tradeNo): Promise<ProviderState> {
      const url = `${s.gateway}/api.php?${new URLSearchParams({ act: 'order', pid: s.pid, key: s.key, out_trade_no: tradeNo })}`;
      const res = await fetch(url, { signal: AbortSignal.timeout(QUERY_TIMEOUT_MS) });
      if (!res.ok) throw new Error(`epay query answered HTTP ${res.status}`);
      const body = (await res.json()) as {
        code?: unknown;
        status?: unknown;
        money?: unknown;
        trade_no?: unknown;
      };
      if (Number(body.code) !== 1) return { state: 'unknown' };
      if (Number(body.status) !== 1) return { state: 'pending' };
      const fen = yuanToFen(String(body.money ?? ''));
      if (fen === null) throw new Error(`epay query answered a malformed amount ${String(body.money)}`);
      return { state: 'paid', fen, providerTradeNo: String(body.trade_no ?? '') };
    },
  };
}
