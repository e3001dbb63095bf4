import { z } from 'zod';
import { GAME_CODES } from '../engine/games.ts';
import { pageOf } from '../envelope.ts';
import { dateFilter, pageQuery, yuan } from '../fields.ts';
import { GameOnSale } from './calendar.ts';
import { ledgerEntryFields } from './common.ts';
import { PlayerWithdrawal } from './player-withdrawals.ts';
import { CurrentNotices } from './shop-setup.ts';

// Wire shapes of what the player app reads of its own shop and its own money (docs/players.md, "The player app's
// reads"). Every answer is the caller's shop's and the caller's own.

const unix = z.number().int();
const localized = z.strictObject({ zh: z.string(), en: z.string() });

/** A red packet the player's shop has on offer now. */
export const OfferedRedPacket = z.strictObject({
  id: unix,
  /** 1 随机, 2 固定. */
  type: unix,
  title: z.string(),
  count: unix,
  /** Shares left. */
  left: unix,
  end_time: unix,
  /** Whether the caller grabbed a share already (a packet is grabbed once per player). */
  grabbed: z.boolean(),
});
export type OfferedRedPacket = z.infer<typeof OfferedRedPacket>;

/** GET bettingend.Shop/card — 首页: the shop, what it announces, the games it sells now, its red packets. */
export const ShopCard = z.strictObject({
  shop: z.strictObject({ id: unix, nickname: z.string(), avatar: z.string() }),
  notices: CurrentNotices,
  /** Games the shop switched on, each with the issue (or matches) on sale and this shop's deadline for it. */
  games: z.array(GameOnSale),
  red_packets: z.array(OfferedRedPacket),
});
export type ShopCard = z.infer<typeof ShopCard>;

/** A published number draw as the player app shows it: balls (red / blue) or digits in drawing order. */
export const DrawResult = z.strictObject({
  game_id: unix,
  issue: z.string(),
  red: z.array(unix),
  blue: z.array(unix),
  digits: z.array(unix),
  published_time: unix,
});
export type DrawResult = z.infer<typeof DrawResult>;

/** One number game's card on 开奖: its latest result and when it draws, from the calendar. */
export const GameDraws = z.strictObject({
  game_id: unix,
  name: localized,
  latest: DrawResult.nullable(),
  /** ISO weekdays (1 Monday … 7 Sunday) of the calendar's schedule. */
  draw_weekdays: z.array(unix),
  /** The next issue of the calendar still to close, and its draw time; null when none is planned. */
  next_issue: z.string().nullable(),
  next_draw_time: unix.nullable(),
});
export type GameDraws = z.infer<typeof GameDraws>;

/** GET bettingend.Draw/latest */
export const LatestDraws = z.array(GameDraws);

/** GET bettingend.Draw/history — one number game's published results, the latest published first. */
export const DrawHistoryRequest = z.strictObject({
  game_id: z.coerce.number().pipe(z.literal(GAME_CODES)),
  ...pageQuery,
});
export const DrawHistoryPage = pageOf(DrawResult);

/**
 * GET bettingend.Money/wallet — the balance, split: what a withdrawal may take now, what it may not, and what
 * pending withdrawals hold (no longer in the balance).
 */
export const PlayerWallet = z.strictObject({
  money: yuan,
  withdrawable: yuan,
  not_withdrawable: yuan,
  withdrawing: yuan,
});
export type PlayerWallet = z.infer<typeof PlayerWallet>;

/** GET bettingend.Money/log — 交易明细: the caller's ledger, newest first. */
export const PlayerLedgerRequest = z.strictObject({
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});
export const PlayerLedgerPage = pageOf(z.strictObject(ledgerEntryFields));

/** GET bettingend.Money/withdrawals — the caller's withdrawal requests, every state, newest first. */
export const OwnWithdrawalsRequest = z.strictObject({ ...pageQuery });
export const OwnWithdrawalPage = pageOf(PlayerWithdrawal);

/** GET bettingend.RedPacket/mine — the shares the caller grabbed, newest first. */
export const GrabbedRedPacket = z.strictObject({
  packet_id: unix,
  title: z.string(),
  money: yuan,
  create_time: unix,
});
export const GrabbedRedPacketsRequest = z.strictObject({ ...pageQuery });
export const GrabbedRedPacketPage = pageOf(GrabbedRedPacket);

/** GET bettingend.Money/channels — the ways the caller's shop takes recharges now (open channels only). */
export const RechargeChannel = z.strictObject({
  /** What `bettingend.Money/recharge` takes as `channel`. */
  id: unix,
  name: z.string(),
  icon: z.string(),
  /** `offline`: the shop's own QR code, paid outside the app and confirmed by the shop; `online`: a payment page. */
  kind: z.enum(['online', 'offline']),
  /**
   * Offline: the shop's QR code, shown before the player pays; "I have paid" then sends `bettingend.Money/recharge`
   * with this channel and the amount, which waits for the shop to confirm. '' for online channels.
   */
  qr_url: z.string(),
});
export const RechargeChannels = z.array(RechargeChannel);
