import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { flag, id, moneyInput, pageQuery, requiredText, text, yuan } from '../fields.ts';
import { NEW_PAY_PID, RECEIPT_FIELD_KEYS, RECEIPT_LIMITS, type ReceiptFieldKey } from '../receipt-rules.ts';
import { PAY_CLIENTS, PaymentState, TRADE_NO_PATTERN } from '../payment-rules.ts';

// Wire shapes of payment channels (收款管理) and players' recharges (docs/money.md, "Payment channels and players'
// recharges"). A channel is the platform's; a shop applies for it with the channel's form and, once approved,
// switches it on and off. Players recharge through their shop's open channels.

const unix = z.number().int();

export const ReceiptFieldSchema = z.strictObject({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['img', 'text', 'phone', 'idcard', 'email', 'date']),
  required: z.boolean(),
});

export const ReceiptChannel = z.strictObject({
  id: unix,
  name: z.string(),
  icon: z.string(),
  /** What `rate` is ("费率"). */
  title: z.string(),
  /** Percent with two decimals, e.g. "0.38". */
  rate: z.string(),
  /** This shop's application: null never applied, '0' under review, '1' open, '2' rejected, '3' closed. */
  record: z.enum(['0', '1', '2', '3']).nullable(),
  /** Why the platform rejected it (state 2). */
  retmemo: z.string(),
  /** The application form. */
  model: z.array(ReceiptFieldSchema),
  /** The form as last submitted (to edit a rejected application); empty when none. */
  form: z.record(z.string(), z.string()),
  /** The 51新支付 pid set (channels 3 and 201). */
  pid: z.string(),
});
export const ReceiptChannels = z.array(ReceiptChannel);
export type ReceiptChannel = z.infer<typeof ReceiptChannel>;

/**
 * The application form: the channel (`receipt_id`, or `source` as the earlier app also sent it) and the values of
 * its fields, by their names. Fields the channel's form does not have are ignored.
 */
const formFields = Object.fromEntries(RECEIPT_FIELD_KEYS.map((key) => [key, text(500).optional()])) as Record<
  ReceiptFieldKey,
  z.ZodOptional<ReturnType<typeof text>>
>;
export const ReceiptApplyRequest = z.strictObject({
  receipt_id: id().optional(),
  source: id().optional(),
  ...formFields,
});

export const ReceiptSwitchRequest = z.strictObject({
  /** The channel. */
  id: id(),
  /** true: 收款开启; false: 收款关闭. */
  state: flag(),
});

export const ReceiptQrImage = z.string();

export const ReceiptImageRequest = z.strictObject({
  /** A URL answered by the receipt document upload. */
  url: requiredText(500),
});

export const NewPayPidRequest = z.strictObject({
  pid: z.string().trim().regex(NEW_PAY_PID, 'pid_format'),
  /** The channel (3 or 201). */
  source: id().default(3),
});

export const ReceiptUpload = z.strictObject({
  type: z.literal('StoreID').optional(),
  name: z.string().max(40).optional(),
});
export const ReceiptUploadResponse = z.strictObject({ url: z.string() });

export const PlayerRechargeRequest = z.strictObject({
  money: moneyInput(RECEIPT_LIMITS.recharge),
  /** A channel open at the player's shop. */
  channel: id(),
  /** Online channels: the payer's device, phone (default) or browser; decides Alipay's flow (docs/money.md). */
  client: z.enum(PAY_CLIENTS).optional(),
});
export const PlayerRechargeResponse = z.strictObject({
  /** The offline recharge waiting for the shop; 0 for an online payment. */
  id: unix,
  /** The online payment's trade number; '' for an offline recharge. */
  trade_no: z.string(),
  money: yuan,
  /** Offline: the shop's QR code to pay with, outside the app. Online: the provider's page to pay on. */
  url: z.string(),
  /** Online through Alipay on a phone: the content of Alipay's QR code (`url` is its link); absent otherwise. */
  qr_code: z.string().optional(),
});

export const OfflineRechargesRequest = z.strictObject({
  ...pageQuery,
  /** '0' waiting only (default); '' all. */
  state: z.enum(['0', '']).default('0'),
});

export const OfflineRecharge = z.strictObject({
  id: unix,
  user_id: unix,
  nickname: z.string(),
  avatar: z.string(),
  money: yuan,
  /** 0 waiting, 1 credited, 2 refused. */
  state: z.number().int().min(0).max(2),
  state_label: z.string(),
  create_time: unix,
  handle_time: unix,
});
export const OfflineRecharges = pageOf(OfflineRecharge);
export type OfflineRecharge = z.infer<typeof OfflineRecharge>;

export const OfflineConfirmRequest = z.strictObject({
  id: id(),
  /** true: the money arrived, credit the player; false: refuse. */
  state: flag(),
});

/** GET bettingend.Money/rechargeResult — the player is back from the payment page with `?trade=`. */
export const PlayerRechargeResultRequest = z.strictObject({
  trade_no: z.string().trim().regex(TRADE_NO_PATTERN, 'trade_no_format'),
});
export const PlayerRechargeResult = z.strictObject({
  /** PaymentState: 0 not paid yet, 1 paid and credited, 2 failed, 3 expired unpaid; the message says it in words. */
  state: z.literal([PaymentState.pending, PaymentState.paid, PaymentState.failed, PaymentState.expired]),
  money: yuan,
});
export type PlayerRechargeResult = z.infer<typeof PlayerRechargeResult>;
