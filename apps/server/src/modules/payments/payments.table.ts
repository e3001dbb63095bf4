import type { Generated, Selectable } from 'kysely';

/** The tables the payments module owns: only its repositories name them (docs/architecture.md). */
export interface PaymentsTables {
  payments: PaymentsTable;
  payment_merchants: PaymentMerchantsTable;
  sandbox_trades: SandboxTradesTable;
}

/**
 * A payment asked of a provider (docs/money.md, "Recharges and payment providers"): state 0 pending, 1 paid,
 * 2 failed, 3 expired.
 */
export interface PaymentsTable {
  id: Generated<number>;
  trade_no: string;
  provider: string;
  purpose: string;
  payer_id: number;
  shop_id: number;
  fen: number;
  state: Generated<number>;
  provider_trade_no: Generated<string>;
  create_time: number;
  paid_time: Generated<number>;
  expire_time: number;
  /** payment_merchants.id the payment is paid to; 0: the platform's own account. */
  merchant_id: Generated<number>;
}

/** The merchant account a shop's approved online channel is paid to (an 易支付 pid, an authorised Alipay app). */
export interface PaymentMerchantsTable {
  id: Generated<number>;
  shop_id: number;
  receipt_id: number;
  provider: string;
  /** The merchant's number at the provider: the 易支付 pid, the shop's Alipay app id. */
  merchant_no: string;
  /** The 易支付 merchant key, or the Alipay app_auth_token the shop granted. */
  secret: string;
  create_time: number;
  update_time: number;
}

/** The sandbox provider's own record of a trade: WAIT, PAID or FAILED. */
export interface SandboxTradesTable {
  trade_no: string;
  sandbox_trade_no: string;
  fen: number;
  shop_name: Generated<string>;
  notify_url: string;
  return_url: string;
  state: Generated<string>;
  create_time: number;
  update_time: number;
}

export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentMerchantRow = Selectable<PaymentMerchantsTable>;
export type SandboxTradeRow = Selectable<SandboxTradesTable>;
