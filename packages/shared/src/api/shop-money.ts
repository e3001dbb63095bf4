import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { dateFilter, moneyInput, pageQuery, text, yuan } from '../fields.ts';
import { SHOP_LEDGER_TAB_KEYS, SHOP_WITHDRAWAL_LIMITS } from '../shop-money-rules.ts';
import { isEmail, isMobile, isWithdrawalAccount, type WithdrawalType } from '../withdrawal-rules.ts';
import { ledgerEntryFields } from './common.ts';

// Wire shapes of the shop's balance, its withdrawals and the players' balances it holds (docs/money.md, "Shop
// balance and withdrawals").

const unix = z.number().int();

/** POST Balance/Withdrawal — the shop asks the platform to pay `money` out of its balance to an account. */
export const ShopWithdrawalRequest = z
  .strictObject({
    /** 1 支付宝, 2 银行卡. */
    type: z.coerce.number().pipe(z.literal([1, 2])),
    /** Alipay: a mobile or an e-mail; bank: the card number (12–19 digits). */
    number: text(SHOP_WITHDRAWAL_LIMITS.numberMax, { min: 1 }).transform((s) => s.replace(/\s+/g, '')),
    /** Where the platform reaches the shop about this withdrawal: a mobile or an e-mail. */
    contact: text(SHOP_WITHDRAWAL_LIMITS.contactMax, { min: 1 }),
    money: moneyInput({
      minFen: SHOP_WITHDRAWAL_LIMITS.aboveFen + 1,
      maxFen: SHOP_WITHDRAWAL_LIMITS.maxFen,
    }),
  })
  .superRefine((b, ctx) => {
    if (!isWithdrawalAccount(b.type as WithdrawalType, b.number))
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: b.type === 1 ? 'alipay_account_format' : 'bank_card_format',
      });
    if (!isMobile(b.contact) && !isEmail(b.contact))
      ctx.addIssue({ code: 'custom', path: ['contact'], message: 'contact_format' });
  });

/** GET Balance/history — my withdrawals: '99' (or absent) all, else one state. */
export const ShopWithdrawalHistoryRequest = z.strictObject({
  state: z
    .union([z.literal('99').transform(() => undefined), z.coerce.number().pipe(z.literal([0, 1, 2]))])
    .optional(),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});

export const ShopWithdrawal = z.strictObject({
  id: unix,
  /** 1 支付宝, 2 银行卡. */
  type: unix,
  /** The kind of account in the reader's language: 支付宝 / 银行卡. */
  memo: z.string(),
  /** 0 处理中, 1 成功结算, 2 拒绝. */
  state: unix,
  state_label: z.string(),
  money: yuan,
  /** The account, masked. */
  number: z.string(),
  OrderNumber: z.string(),
  /** Why the platform refused it; '' otherwise. */
  retMemo: z.string(),
  create_time: unix,
  update_time: unix,
  /** When the platform settled or refused it; 0 while pending. */
  settle_time: unix,
});
export type ShopWithdrawal = z.infer<typeof ShopWithdrawal>;
export const ShopWithdrawalPage = pageOf(ShopWithdrawal);

/** GET Balance/Details — the shop balance's ledger, one tab (0 all … 6 other; shop-money-rules.ts). */
export const ShopBalanceDetailsRequest = z.strictObject({
  type: z.coerce.number().pipe(z.literal(SHOP_LEDGER_TAB_KEYS)).default(0),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});

export const ShopLedgerEntry = z.strictObject(ledgerEntryFields);
export type ShopLedgerEntry = z.infer<typeof ShopLedgerEntry>;
export const ShopBalanceDetails = z.strictObject({
  /** The shop balance now. */
  money: yuan,
  data: pageOf(ShopLedgerEntry),
});
export type ShopBalanceDetails = z.infer<typeof ShopBalanceDetails>;

/** GET Trusteeship/list — 0 the players' balances (biggest first), 1 their 加款, 2 their 扣款. */
export const TrusteeshipListRequest = z.strictObject({
  type: z.coerce
    .number()
    .pipe(z.literal([0, 1, 2]))
    .default(0),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});

export const TrusteeshipRow = z.strictObject({
  /** The player (tab 0) or the ledger entry (tabs 1, 2). */
  id: unix,
  avatar: z.string(),
  nickname: z.string(),
  /** When the player joined (tab 0) or the entry was made. */
  create_time: unix,
  /** The player's balance (tab 0) or the entry's amount, signed. */
  money: yuan,
  /** What the entry says, in the reader's language ('' for tab 0). */
  source: z.string(),
  user_id: z.strictObject({ id: unix, nickname: z.string() }),
});
export type TrusteeshipRow = z.infer<typeof TrusteeshipRow>;
export const TrusteeshipList = z.strictObject({
  /** Tab 0: all the players' balances (托管余额); 1, 2: the sum of the filtered entries. */
  sum: yuan,
  data: pageOf(TrusteeshipRow),
});
export type TrusteeshipList = z.infer<typeof TrusteeshipList>;
