import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { dateFilter, id, moneyInput, pageQuery, requiredText, text, yuan } from '../fields.ts';
import { PLAYER_WITHDRAWAL_LIMITS as LIMITS } from '../player-withdrawal-rules.ts';
import { isWithdrawalAccount, WithdrawalType } from '../withdrawal-rules.ts';

// Wire shapes of players' withdrawal requests (提现申请, docs/money.md "Players' withdrawals").

/** 1 店内提现 / 2 合作店铺提现 (the tab). */
const tab = () => z.coerce.number().pipe(z.literal([1, 2]));

/** POST bettingend.Money/withdraw — a player asks their shop to pay out part of their balance. */
export const PlayerWithdrawRequest = z
  .strictObject({
    money: moneyInput({ minFen: LIMITS.aboveFen + 1, maxFen: LIMITS.maxFen }),
    /** 1 支付宝, 2 银行卡. */
    type: z.coerce.number().pipe(z.literal([1, 2])),
    /** Alipay: a mobile number or e-mail address; bank: the card number (spaces allowed, as printed). */
    number: z
      .string()
      .trim()
      .max(LIMITS.accountMax)
      .transform((s) => (/^[\d ]+$/.test(s) ? s.replace(/ /g, '') : s)),
    contact: requiredText(LIMITS.contactMax),
    realname: requiredText(LIMITS.realNameMax),
  })
  .superRefine((v, ctx) => {
    const alipay = v.type === WithdrawalType.alipay;
    if (!isWithdrawalAccount(v.type, v.number))
      ctx.addIssue({
        code: 'custom',
        path: ['number'],
        message: alipay ? 'alipay_account_format' : 'bank_card_format',
      });
  });

/** GET shopkeeper.mine.Withdrawal/index — requests waiting for the shop (处理中), newest first. */
export const PlayerWithdrawalListRequest = z.strictObject({
  type: tab().default(1),
  ...pageQuery,
});

/** POST shopkeeper.mine.Withdrawal/handle — 1 同意 (the shop has paid the player) or 2 拒绝 with a reason. */
export const PlayerWithdrawalHandleRequest = z
  .strictObject({
    id: id(),
    type: z.coerce.number().pipe(z.literal([1, 2])),
    retReason: text(LIMITS.reasonMax).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.type === 2 && !v.retReason)
      ctx.addIssue({ code: 'custom', path: ['retReason'], message: 'required' });
  });

/** GET shopkeeper.mine.Withdrawal/history — handled requests: 1 已结算 or 2 已撤销 (refused), by handling time. */
export const PlayerWithdrawalHistoryRequest = z.strictObject({
  type: tab().default(1),
  state: z.coerce
    .number()
    .pipe(z.literal([1, 2]))
    .default(1),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});

export const PlayerWithdrawal = z.strictObject({
  id: z.number().int(),
  user_id: z.number().int(),
  user_nickname: z.string(),
  /** The shop's remark of the player, or ''. */
  user_remarks: z.string(),
  user_avatar: z.string(),
  user_RealName: z.string(),
  money: yuan,
  /** 1 支付宝, 2 银行卡. */
  method: z.number().int(),
  /** The method in the reader's language: 支付宝 / 银行卡. */
  memo: z.string(),
  number: z.string(),
  contact: z.string(),
  /** 0 处理中, 1 成功结算, 2 拒绝. */
  state: z.number().int(),
  /** Why the shop refused (state 2), else ''. */
  retMemo: z.string(),
  /** When the player asked. */
  create_time: z.number().int(),
  /** When it was last changed (handled, for the history). */
  update_time: z.number().int(),
});
export type PlayerWithdrawal = z.infer<typeof PlayerWithdrawal>;
export const PlayerWithdrawalPage = pageOf(PlayerWithdrawal);
