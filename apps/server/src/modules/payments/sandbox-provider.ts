import { randomBytes } from 'node:crypto';
import { fenToYuan, yuanToFen } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import type { SandboxTradeRow } from '../../db/schema.ts';
import {
  fieldsOf,
  hmacSha256,
  sameSignature,
  signingText,
  type PaymentProvider,
  type ProviderState,
} from './payment-provider.ts';
import * as books from './sandbox.repository.ts';

// The sandbox: a payment provider for the demo and the tests that the server plays itself, with the same flow as a
// real one: its own record of each trade, a page where the payer confirms (or fails) the payment, and a signed
// notification (HMAC-SHA256 with SANDBOX_PAY_KEY) POSTed over HTTP to our notification address. Off unless configured (config.ts).

export const SANDBOX_PAGE = '/pay/sandbox';

const STATUS = { PAID: 'TRADE_SUCCESS', FAILED: 'TRADE_CLOSED' } as const;

export function sandboxProvider(db: Db, key: string, siteUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    answers: { accepted: 'success', refused: 'fail' },
    async start(payment, urls, shopName) {
      const now = nowSeconds();
      await books.insertTrade(db, {
        trade_no: payment.trade_no,
        sandbox_trade_no: `SB${randomBytes(9).toString('hex').toUpperCase()}`,
        fen: payment.fen,
        shop_name: shopName.slice(0, 100),
        notify_url: urls.notifyUrl,
        return_url: urls.returnUrl,
        create_time: now,
        update_time: now,
      });
      return { payUrl: `${siteUrl}${SANDBOX_PAGE}/${payment.trade_no}` };
    },
    verifyCallback(req) {
      const f = fieldsOf(req);
      if (!f) return { ok: false, reason: 'malformed fields' };
      if (!sameSignature(hmacSha256(key, signingText(f)), f.sign))
        return { ok: false, reason: 'bad signature' };
      const fen = yuanToFen(f.money ?? '');
      if (!f.out_trade_no || !f.trade_no || fen === null) return { ok: false, reason: 'missing fields' };
      if (f.trade_status !== STATUS.PAID && f.trade_status !== STATUS.FAILED)
        return { ok: false, reason: `unknown trade_status ${f.trade_status}` };
      return {
        ok: true,
        notice: {
          tradeNo: f.out_trade_no,
          providerTradeNo: f.trade_no,
          fen,
          paid: f.trade_status === STATUS.PAID,
        },
      };
    },
    async query(tradeNo): Promise<ProviderState> {
      const trade = await books.findTrade(db, tradeNo);
      if (!trade) return { state: 'unknown' };
      if (trade.state === 'PAID')
        return { state: 'paid', fen: trade.fen, providerTradeNo: trade.sandbox_trade_no };
      return { state: trade.state === 'FAILED' ? 'failed' : 'pending' };
    },
  };
}

/** The sandbox's notification of a finished trade, signed as a provider signs it. */
export function sandboxNotification(trade: SandboxTradeRow, key: string): Record<string, string> {
  const fields: Record<string, string> = {
    out_trade_no: trade.trade_no,
    trade_no: trade.sandbox_trade_no,
    money: fenToYuan(trade.fen),
    trade_status: STATUS[trade.state as 'PAID' | 'FAILED'],
    timestamp: String(trade.update_time),
  };
  return { ...fields, sign: hmacSha256(key, signingText(fields)), sign_type: 'HMAC-SHA256' };
}

/**
 * The payer pressed 确认支付 or 支付失败 on the sandbox's page: the sandbox records it (once) and, like a real
 * provider, POSTs its signed notification to our notification address over HTTP — `ownUrl` is the address the
 * page's request reached this server at — and answers where to send the payer back. A notification that fails is
 * logged; the payer's return asks the sandbox (query) anyway.
 */
export async function finishSandboxTrade(
  db: Db,
  key: string,
  a: { tradeNo: string; paid: boolean; ownUrl: string },
  log: { warn(obj: object, msg: string): void },
): Promise<SandboxTradeRow | undefined> {
  const finished = await books.finishTrade(db, a.tradeNo, a.paid ? 'PAID' : 'FAILED', nowSeconds());
  if (!finished) return books.findTrade(db, a.tradeNo);
  const url = new URL(finished.notify_url, a.ownUrl);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(sandboxNotification(finished, key)).toString(),
      signal: AbortSignal.timeout(5_000),
    });
    const answer = await res.text();
    if (answer !== 'success') log.warn({ tradeNo: a.tradeNo, answer }, 'sandbox notification not accepted');
  } catch (err) {
    log.warn({ err, tradeNo: a.tradeNo, url: url.href }, 'sandbox notification failed');
  }
  return finished;
}
