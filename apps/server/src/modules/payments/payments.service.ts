import { randomInt } from 'node:crypto';
import {
  PAYMENT_LIMITS,
  PaymentState,
  type PayClient,
  type PaymentProviderName,
  type PaymentPurpose,
} from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { PaymentMerchantRow, PaymentRow } from '../../db/schema.ts';
import type { Trx } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import * as ledger from '../ledger/ledger.service.ts';
import { alipayProvider } from './alipay-provider.ts';
import { epayProvider } from './epay-provider.ts';
import { expireDue, insertPayment, markFailed, markPaid } from './payment-moves.ts';
import type { PaymentProvider, ProviderNotice } from './payment-provider.ts';
import * as repo from './payments.repository.ts';
import { sandboxProvider } from './sandbox-provider.ts';

// Payments through providers (docs/money.md, "Recharges and payment providers"): a payment row is written before
// the payer is sent to the provider; a verified notification (or the provider's answer to our query, on the payer's
// return) moves it to paid by a conditional update and, in the same transaction, moves its amount from the
// provider's clearing account to the beneficiary's wallet under the key `pay:<provider>:<trade>`: once, however
// many notifications and returns arrive, in whatever order.

export const PM = defineMessages({
  payOff: {
    zh: '暂未开通在线充值，请联系平台',
    en: 'Online recharge is not available yet; contact the platform',
  },
  payProviderOff: { zh: '支付方式 {provider} 未开通', en: 'Payment method {provider} is not available' },
  payUnavailable: {
    zh: '支付暂时不可用，请稍后再试',
    en: 'Payment is unavailable at the moment; try again later',
  },
  payNotFound: { zh: '充值单不存在', en: 'Payment not found' },
  payPaid: { zh: '充值成功，已到账', en: 'Recharged: the money is in your balance' },
  payPending: { zh: '尚未收到付款', en: 'Not paid yet' },
  payFailed: { zh: '支付未成功', en: 'The payment did not go through' },
  payExpired: { zh: '充值单已过期', en: 'The payment expired unpaid' },
  payBalance: { zh: '更新成功', en: 'Updated' },
});

/** The page a shop's recharge returns to (the web's recharge page), with `?trade=`. */
const SHOP_RECHARGE_RETURN = '/#/pages/mimeSupPage/balancePage/rechargePage';
/** Where providers send notifications: `/pay/notify/<provider>` (raw provider formats, not the API envelope). */
export const NOTIFY_PATH = '/pay/notify';

/**
 * The provider of that name with this server's settings, paying the platform's own account or a shop's `merchant`
 * (docs/money.md, "Whose merchant a payment is paid to"); undefined when its settings are missing.
 */
export function providerOf(
  ctx: AppContext,
  name: string,
  merchant?: PaymentMerchantRow,
): PaymentProvider | undefined {
  const s = ctx.config.payments;
  if (merchant && merchant.provider !== name) return undefined;
  if (name === 'sandbox' && !merchant) return sandboxProvider(ctx.db, s.sandboxKey, s.publicUrl ?? '');
  if (name === 'epay' && s.epay)
    return epayProvider(merchant ? { ...s.epay, pid: merchant.merchant_no, key: merchant.secret } : s.epay);
  if (name === 'alipay' && s.alipay)
    return alipayProvider(
      s.alipay,
      merchant ? { appId: merchant.merchant_no, appAuthToken: merchant.secret } : undefined,
    );
  return undefined;
}

/** The provider of a payment as it was created: its provider, with the merchant it is paid to. */
export async function providerFor(ctx: AppContext, row: PaymentRow): Promise<PaymentProvider | undefined> {
  if (!row.merchant_id) return providerOf(ctx, row.provider);
  const merchant = await repo.findMerchant(ctx.db, row.merchant_id);
  return merchant ? providerOf(ctx, row.provider, merchant) : undefined;
}

/**
 * The provider that verifies a notification of `name` for trade `tradeNo`: the one of the payment it names (a
 * shop's merchant's key, never another's). Undefined: no such trade of that provider.
 */
export async function providerForNotice(
  ctx: AppContext,
  name: string,
  tradeNo: string | undefined,
): Promise<PaymentProvider | undefined> {
  const row = tradeNo ? await repo.findByTradeNo(ctx.db, tradeNo) : undefined;
  return row && row.provider === name ? providerFor(ctx, row) : undefined;
}

/** A provider that is on, by name (or the preferred one); refused when none or not that one. */
function enabledProvider(ctx: AppContext, name?: string): PaymentProvider {
  const on = ctx.config.payments.providers;
  if (!on.length) throw AppError.fail(PM.payOff);
  const chosen = name ?? on[0]!;
  const provider = on.includes(chosen as PaymentProviderName) ? providerOf(ctx, chosen) : undefined;
  if (!provider) throw AppError.fail(PM.payProviderOff, { provider: chosen });
  return provider;
}

const TRADE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** P, the local day (YYYYMMDD) and 12 random letters and digits: unique by the column, unguessable enough. */
function newTradeNo(now = new Date()): string {
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  let tail = '';
  for (let i = 0; i < 12; i++) tail += TRADE_ALPHABET[randomInt(TRADE_ALPHABET.length)];
  return `P${day}${tail}`;
}

export interface StartPayment {
  purpose: PaymentPurpose;
  payerId: number;
  shopId: number;
  fen: number;
  provider?: PaymentProviderName | undefined;
  /** A shop's approved channel (shop_receipts.id) whose merchant the payment is paid to, when it has one. */
  receiptId?: number;
  /**
   * The web page the payer comes back to, from the site's root with its hash route (`?trade=` is added): the shop
   * app's recharge page by default.
   */
  returnPath?: string;
  /** The payer's device (phone by default): Alipay shows a phone a QR code and a browser its cashier page. */
  client?: PayClient | undefined;
}

/** Where the payer pays: `payUrl` always (for a QR code, its link: on a phone it opens the provider's app). */
export interface StartedPayment {
  tradeNo: string;
  payUrl: string;
  qrCode?: string;
}

/**
 * Writes a pending payment and asks its provider where to pay. Other modules start theirs here too (a player's
 * recharge: purpose player_recharge, the player's wallet at `shopId` is credited).
 */
export async function startPayment(ctx: AppContext, p: StartPayment): Promise<StartedPayment> {
  const merchant = p.receiptId ? await repo.findMerchantOfReceipt(ctx.db, p.receiptId) : undefined;
  if (merchant && ctx.config.payments.providers.some((on) => on === merchant.provider)) {
    const provider = providerOf(ctx, merchant.provider, merchant);
    if (provider) return startWith(ctx, provider, p, merchant.id);
  }
  return startWith(ctx, enabledProvider(ctx, p.provider), p);
}

/** startPayment with a given provider (the demo seed's sandbox, whatever is configured). */
export async function startWith(
  ctx: AppContext,
  provider: PaymentProvider,
  p: StartPayment,
  merchantId = 0,
): Promise<StartedPayment> {
  if (!Number.isSafeInteger(p.fen) || p.fen < PAYMENT_LIMITS.minFen || p.fen > PAYMENT_LIMITS.maxFen)
    throw new Error(`payment amount out of range: ${p.fen}`);
  const now = nowSeconds();
  const row = await insertPayment(ctx, {
    trade_no: newTradeNo(),
    provider: provider.name,
    purpose: p.purpose,
    payer_id: p.payerId,
    shop_id: p.shopId,
    fen: p.fen,
    create_time: now,
    expire_time: now + PAYMENT_LIMITS.expireSeconds,
    merchant_id: merchantId,
  });
  const site = ctx.config.payments.publicUrl ?? '';
  const urls = {
    notifyUrl: `${site}${NOTIFY_PATH}/${provider.name}`,
    returnUrl: `${site}${p.returnPath ?? SHOP_RECHARGE_RETURN}?trade=${row.trade_no}`,
  };
  // A provider that cannot start it (unreachable, refused, an answer whose signature fails) leaves a failed payment
  // nobody can pay and a plain "unavailable" to the payer; the reason goes to the log.
  try {
    const where = await provider.start(
      row,
      urls,
      await repo.nicknameOf(ctx.db, p.shopId),
      p.client ?? 'phone',
    );
    return 'qrCode' in where
      ? { tradeNo: row.trade_no, payUrl: where.qrCode, qrCode: where.qrCode }
      : { tradeNo: row.trade_no, payUrl: where.payUrl };
  } catch (err) {
    ctx.log.error({ err, tradeNo: row.trade_no, provider: provider.name }, 'payment could not start');
    await markFailed(ctx, row.trade_no, nowSeconds());
    throw AppError.fail(PM.payUnavailable);
  }
}

const beneficiaryOf = (p: PaymentRow): ledger.Balance =>
  p.purpose === 'shop_recharge' ? ledger.wallet(p.shop_id, p.shop_id) : ledger.wallet(p.payer_id, p.shop_id);

/**
 * Where a payment's money entered: the provider's clearing account of whoever's merchant it was paid to — the
 * platform's (shop 0), or the shop's own when it went to the shop's merchant (docs/money.md, "Whose merchant a
 * payment is paid to"), so the platform's account shows only what the platform received.
 */
const clearingAccountOf = (trx: Trx, p: PaymentRow): Promise<ledger.Balance> =>
  ledger.systemAccount(trx, 'provider', p.merchant_id ? p.shop_id : 0, p.provider);

export type Settled = 'credited' | 'already' | 'failed' | 'refused';

/**
 * What a provider told us of a payment (a verified notification, or its answer to our query): a notice that does
 * not match our record — unknown trade, another provider's, another amount — is refused and moves nothing.
 */
export async function settle(ctx: AppContext, provider: string, notice: ProviderNotice): Promise<Settled> {
  const row = await repo.findByTradeNo(ctx.db, notice.tradeNo);
  const refusal = !row
    ? 'unknown trade number'
    : row.provider !== provider
      ? `a trade of ${row.provider}`
      : row.fen !== notice.fen
        ? `amount ${notice.fen} fen, ours ${row.fen}`
        : null;
  if (refusal) {
    ctx.log.warn({ provider, tradeNo: notice.tradeNo, fen: notice.fen, refusal }, 'payment notice refused');
    return 'refused';
  }
  if (!notice.paid) return (await markFailed(ctx, notice.tradeNo, nowSeconds())) ? 'failed' : 'already';
  return inTransaction(ctx, async (tx) => {
    const paid = await markPaid(tx, notice.tradeNo, notice.providerTradeNo, nowSeconds());
    if (!paid) return 'already';
    await ledger.transfer(tx.trx, ctx.dialect, {
      from: await clearingAccountOf(tx.trx, paid),
      to: beneficiaryOf(paid),
      fen: paid.fen,
      type: 'recharge',
      memo: { code: 'payRecharge', params: { provider: paid.provider, trade: paid.trade_no } },
      refType: 'payment',
      refId: paid.trade_no,
      operatorId: paid.payer_id,
      idempotencyKey: `pay:${paid.provider}:${paid.trade_no}`,
      locked: 'in',
    });
    tx.afterCommit(() =>
      ctx.log.info(
        { provider, tradeNo: paid.trade_no, fen: paid.fen, late: row!.state !== PaymentState.pending },
        'payment credited',
      ),
    );
    return 'credited';
  });
}

/** The job: payments nobody paid within 30 minutes expire (a late notification still credits them). */
export async function expirePayments(ctx: AppContext): Promise<void> {
  const n = await expireDue(ctx, nowSeconds());
  if (n) ctx.log.info({ expired: n }, 'payments expired');
}

/**
 * Registers the merchant a shop's approved channel (shop_receipts row `receiptId`) is paid to; the platform does it
 * once the provider confirmed the merchant (docs/money.md, "Whose merchant a payment is paid to").
 */
export async function setMerchant(
  ctx: AppContext,
  m: { shopId: number; receiptId: number; provider: PaymentProviderName; merchantNo: string; secret: string },
): Promise<void> {
  await repo.upsertMerchant(
    ctx.db,
    {
      shop_id: m.shopId,
      receipt_id: m.receiptId,
      provider: m.provider,
      merchant_no: m.merchantNo,
      secret: m.secret,
    },
    nowSeconds(),
  );
}

/** Forgets a channel's merchant (its pid changed): its new payments go to the platform's account until set again. */
export async function forgetMerchant(ctx: AppContext, receiptId: number): Promise<void> {
  await repo.deleteMerchantOfReceipt(ctx.db, receiptId);
}
