import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PayClient, PaymentProviderName } from '@dzzs/shared';
import type { PaymentRow } from '../../db/schema.ts';

// The one shape every payment provider has (docs/money.md, "Recharges and payment providers"): start a payment (the
// page the payer pays on), verify a notification the provider sends, and ask the provider what became of a trade.
// Crediting is never the provider's business: the service does it from the row a conditional update returned.

/** A notification the provider signed, as far as its signature goes: the service still checks it against our row. */
export interface ProviderNotice {
  tradeNo: string;
  providerTradeNo: string;
  fen: number;
  /** false: the provider says the payment failed (the sandbox's 支付失败). */
  paid: boolean;
}

export type Verified = { ok: true; notice: ProviderNotice } | { ok: false; reason: string };

/** A notification as it arrived: query string and body fields as text. */
export interface CallbackRequest {
  query: unknown;
  body: unknown;
}

/** What the provider's own record says of a trade. */
export type ProviderState =
  { state: 'paid'; fen: number; providerTradeNo: string } | { state: 'pending' | 'failed' | 'unknown' };

/** Where the provider sends its notification and brings the payer back. */
export interface PaymentUrls {
  notifyUrl: string;
  returnUrl: string;
}

/** Where the payer pays: a page to open, or (Alipay on a phone) the content of a QR code to scan with its app. */
export type PaymentStart = { payUrl: string } | { qrCode: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** `client`: the payer's device; a provider with one flow for every device ignores it. */
  start(payment: PaymentRow, urls: PaymentUrls, shopName: string, client: PayClient): Promise<PaymentStart>;
  verifyCallback(req: CallbackRequest): Verified | Promise<Verified>;
  query(tradeNo: string): Promise<ProviderState>;
  /** The text the provider expects back: it resends until it reads `accepted`. */
  readonly answers: { accepted: string; refused: string };
}

/** The text fields of a notification (query string and form body together; a field twice counts as malformed). */
export function fieldsOf(req: CallbackRequest): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const part of [req.query, req.body]) {
    if (!part || typeof part !== 'object') continue;
    for (const [k, v] of Object.entries(part as Record<string, unknown>)) {
      if (typeof v !== 'string') return null;
      out[k] = v;
    }
  }
  return out;
}

/** `k=v&…` of the non-empty fields but the signature's own, sorted by key: what both providers sign. */
export function signingText(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
export const hmacSha256 = (key: string, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** Compares two signatures (hex) in constant time. */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}
