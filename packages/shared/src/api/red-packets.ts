import { z } from 'zod';
import { pageOf } from '../envelope.ts';
import { fenToYuan } from '../money.ts';
import { RED_PACKET_LIMITS, redPacketMoneyRange, type RedPacketType } from '../red-packet-rules.ts';
import { id, moneyInput, pageQuery, text, yuan } from '../fields.ts';

// Wire shapes of red packets (docs/money.md, "Red packets"): the shop sends, revokes and lists its packets; a
// player of the shop grabs a share.

const unix = z.number().int();
const { count, days, titleMax, defaultTitle } = RED_PACKET_LIMITS;

/**
 * POST RedPacket/pushRedPacket — `Money` is the total of a random packet (type 1) and each share of a fixed one
 * (type 2); the range it may take depends on the type and `Count` (redPacketMoneyRange).
 */
export const RedPacketPushRequest = z
  .strictObject({
    type: z.coerce.number().pipe(z.literal([1, 2])),
    Count: z.coerce.number().int().min(count.min).max(count.max),
    endDay: z.coerce.number().int().min(days.min).max(days.max),
    // The range depends on the type and the count: checked below.
    Money: moneyInput({ minFen: 0 }),
    title: text(titleMax)
      .optional()
      .transform((t) => t || defaultTitle),
  })
  .superRefine((v, ctx) => {
    const range = redPacketMoneyRange(v.type as RedPacketType, v.Count);
    if (v.Money < range.minFen || v.Money > range.maxFen)
      ctx.addIssue({
        code: 'custom',
        path: ['Money'],
        message: `money_range:${fenToYuan(range.minFen)}:${fenToYuan(range.maxFen)}`,
      });
  });

export const RedPacketRecordRequest = z.strictObject({ ...pageQuery });

/** A red packet's id (revoke, grab). */
export const RedPacketIdRequest = z.strictObject({ id: id() });

export const RedPacketReceiver = z.strictObject({
  user_id: unix,
  avatar: z.string(),
  nickname: z.string(),
  get_money: yuan,
  /** 领取时间. */
  create_time: unix,
});

/** One packet in 红包记录, with who grabbed what. */
export const RedPacketRecord = z.strictObject({
  id: unix,
  /** 1 随机, 2 固定. */
  type: unix,
  type_label: z.string(),
  title: z.string(),
  /** 1 领取中, 2 店主撤销, 3 系统撤销, 4 已领完. */
  state: unix,
  state_label: z.string(),
  /** The total. */
  money: yuan,
  /** What was not grabbed: still open, or refunded to the shop. */
  remaining_money: yuan,
  /** Shares (红包个数) and how many were grabbed. */
  count: unix,
  claimed: unix,
  /** 截止时间. */
  end_time: unix,
  create_time: unix,
  receivers: z.array(RedPacketReceiver),
});
export const RedPacketRecordPage = pageOf(RedPacketRecord);
export type RedPacketRecord = z.infer<typeof RedPacketRecord>;

export const RedPacketPushed = z.strictObject({
  id: unix,
  /** What left the shop balance, and the balance after it. */
  money: yuan,
  balance: yuan,
});
export const RedPacketRevoked = z.strictObject({
  /** Refunded to the shop balance. */
  money: yuan,
  balance: yuan,
});
export const RedPacketGrabbed = z.strictObject({
  /** The player's share, now in their balance. */
  money: yuan,
  title: z.string(),
  balance: yuan,
});
