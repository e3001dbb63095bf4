import { z } from 'zod';
import { moneyInput, yuan } from '../fields.ts';
import { PAY_CLIENTS, PAYMENT_LIMITS, PAYMENT_PROVIDERS, TRADE_NO_PATTERN } from '../payment-rules.ts';

// Recharges through payment providers (docs/money.md, "Recharges and payment providers").

const tradeNo = () => z.string().trim().regex(TRADE_NO_PATTERN, 'trade_no_format');

/** POST Balance/Recharge — the owner recharges the shop balance; answers where to pay. */
export const BalanceRechargeRequest = z.strictObject({
  money: moneyInput({ minFen: PAYMENT_LIMITS.minFen, maxFen: PAYMENT_LIMITS.maxFen }),
  /** The earlier app's 1 app / 2 web; both open the same payment page. */
  type: z.coerce
    .number()
    .pipe(z.literal([1, 2]))
    .optional(),
  /** One of the providers that are on; the first of them when absent. */
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** The payer's device: phone (default) or browser; decides Alipay's flow (docs/money.md). */
  client: z.enum(PAY_CLIENTS).optional(),
});
export const BalanceRecharge = z.strictObject({
  trade_no: z.string(),
  /**
   * Open it in the same window; the provider brings the payer back to the recharge page with `?trade=`. With
   * `qr_code` it is that code's link, which opens the Alipay app on a phone.
   */
  pay_url: z.string(),
  /** Alipay on a phone: the content of the QR code to show for the payer to scan with Alipay; absent otherwise. */
  qr_code: z.string().optional(),
});
export type BalanceRecharge = z.infer<typeof BalanceRecharge>;

/** GET Balance/RechargeRefresh — the shop balance now; with `trade_no`, a payment still pending is asked after first. */
export const RechargeRefreshRequest = z.strictObject({
  trade_no: z.union([z.literal('').transform(() => undefined), tradeNo()]).optional(),
});
/** The shop balance in yuan ("12.50"). */
export const ShopBalance = yuan;
