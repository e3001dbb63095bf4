// Rules of recharges through payment providers (docs/money.md, "Recharges and payment providers") that the web shows
// and the server enforces. Kept apart from the wire schemas so a page reading a limit loads no schema library.

/** The payment providers the server knows; which of them are on is configuration (PAY_PROVIDERS). */
export const PAYMENT_PROVIDERS = ['sandbox', 'epay', 'alipay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
/** A provider's name as a ledger row or a page shows it. */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, { zh: string; en: string }> = {
  sandbox: { zh: '沙箱支付', en: 'the sandbox' },
  epay: { zh: '易支付', en: 'ePay' },
  alipay: { zh: '支付宝', en: 'Alipay' },
};

/**
 * The device the payer pays on, which decides how Alipay is paid: on a phone a QR code of Alipay's (scanned with the
 * Alipay app, or opened on that phone), in a desktop browser Alipay's cashier page. Other providers ignore it.
 */
export const PAY_CLIENTS = ['phone', 'browser'] as const;
export type PayClient = (typeof PAY_CLIENTS)[number];

/** What a payment is for: the shop's balance (店铺余额) or a player's balance at their shop. */
export const PAYMENT_PURPOSES = ['shop_recharge', 'player_recharge'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/** States of a payment: 0 waiting for the payer, 1 paid (credited), 2 failed, 3 expired unpaid. */
export const PaymentState = { pending: 0, paid: 1, failed: 2, expired: 3 } as const;
export type PaymentState = (typeof PaymentState)[keyof typeof PaymentState];

export const PAYMENT_LIMITS = {
  /** One recharge: 0.01 … 50000 yuan (fen). */
  minFen: 1,
  maxFen: 50_000_00,
  /** A payment nobody paid expires after 30 minutes. */
  expireSeconds: 30 * 60,
} as const;

/** The quick amounts of the recharge page (yuan); the first is chosen at first. */
export const RECHARGE_QUICK_AMOUNTS = ['11', '52', '101', '202', '501', '1001'] as const;

/** A trade number of ours: P, the day, and 12 random letters and digits (docs/money.md). */
export const TRADE_NO_PATTERN = /^P\d{8}[0-9A-Z]{12}$/;
