import { z } from 'zod';
import { RecordEvent } from './history.ts';
import { betContentWire } from '../engine/bet-content-wire.ts';
import { GAME_CODES } from '../engine/games.ts';
import { pageOf } from '../envelope.ts';
import { dateFilter, moneyInput, pageQuery, requiredText, text, yuan } from '../fields.ts';
import { GROUP_BUY_RULES } from '../player-order-rules.ts';

/** The type of an order's BetContent, for readers of orders that do not load the engine. */
export type { BetContent } from '../engine/bet-content-wire.ts';

// Wire shapes of orders: what the shop app and the player side send and receive (docs/orders.md).

/** The wire order id the shop reads aloud and searches by. */
export const orderId = () => requiredText(24).regex(/^[\w-]+$/, 'order_id_format');
const gameId = z.coerce.number().pipe(z.literal(GAME_CODES));
const sort = z.enum(['PayTime', 'Deadline']).default('PayTime');
const unix = z.number().int();

export const OrderUserRef = z.strictObject({ id: unix, nickname: z.string(), remarks: z.string() });
export const OrderShopRef = z.strictObject({ id: unix, nickname: z.string() });

export const GroupBuyParticipant = z.strictObject({
  user_id: unix,
  nickname: z.string(),
  shares: unix,
  money: yuan,
  create_time: unix,
});

/** 合买 plan of an order. */
export const GroupBuyInfo = z.strictObject({
  id: unix,
  total_shares: unix,
  sold_shares: unix,
  left_shares: unix,
  /** Price of one share. */
  share_money: yuan,
  /** 保底: the shares the initiator promised to take at the close, of those then unsold. */
  guarantee_shares: unix,
  /** The plan's close (合买截止), ahead of the order's deadline. */
  deadline: unix,
  /** Who bought how many shares, oldest first (detail only; empty in lists). */
  participants: z.array(GroupBuyParticipant),
});
export type GroupBuyInfo = z.infer<typeof GroupBuyInfo>;

/** A published result an order is judged by, for display: hits and scores. */
export const OrderResult = z.strictObject({
  /** Number games: the draw of the order's issue (red/blue or digits), or null before it is published. */
  draw: z
    .strictObject({
      issue: z.string(),
      red: z.array(unix),
      blue: z.array(unix),
      digits: z.array(unix),
    })
    .nullable(),
  /** Sports: scores by match id of the matches published so far. */
  matches: z.record(
    z.string(),
    z.strictObject({
      full: z.string().nullable(),
      half: z.string().nullable(),
      cancelled: z.boolean(),
    }),
  ),
  /** Winning legs found by the settlement (sports), to mark the selections that won. */
  winning: z.array(z.strictObject({ matchId: z.string(), res: z.string() })),
});
export type OrderResult = z.infer<typeof OrderResult>;

export const Order = z.strictObject({
  order_id: z.string(),
  /** The player's shop. */
  shop_id: OrderShopRef,
  user_id: OrderUserRef,
  /** Game name. */
  Type: z.string(),
  game_id: unix,
  issue: z.string().nullable(),
  State: unix,
  /** 注数. */
  Note: unix,
  Multiple: unix,
  BetMoney: yuan,
  /**
   * The bet as ticketed (with confirmed odds), in the engine's normalized form; null while the shop may not see it
   * yet (states 0 and 1).
   */
  BetContent: betContentWire.nullable(),
  /** The bet as ordered, when the shop confirmed different odds at 出票. */
  oldContent: betContentWire.nullable(),
  /** 1 while the order is with a partner (the main store it was handed over to). */
  IsCooperative: unix,
  /**
   * 1 when the shop may still hand the order over (甩单): it has not been sent back (驳回) before. The detail also
   * asks that one of the shop's main stores takes the order's game now.
   */
  AllowRejection: unix,
  OrderReceivingShop_id: unix,
  OrderTicketingShop_id: unix,
  WinningMoney: yuan,
  AwardMoney: yuan,
  ServiceCharge: yuan,
  /** Ticket photos, re-encoded (no metadata, upright, at most 2560 px on the long edge). */
  ReturnImages: z.array(z.string()),
  /** A thumbnail (360 px long edge) of each of ReturnImages, in the same order, for lists. */
  ReturnThumbs: z.array(z.string()),
  bonusmin: yuan,
  bonusmax: yuan,
  PayTime: unix,
  /** When sales of the order's issue (or earliest match) close, by the game calendar. */
  SalesClose: unix,
  /** When the shop stops taking it: SalesClose less the shop's advance minutes for the game. */
  Deadline: unix,
  Receivingtime: unix,
  Ticketingtime: unix,
  Drawtime: unix,
  Awardtime: unix,
  reason: z.string(),
  together: GroupBuyInfo.nullable(),
  create_time: unix,
});
export type Order = z.infer<typeof Order>;

export const OrderDetail = Order.extend({
  /** The shop that buys the ticket: the order's own shop, or the partner it was handed over to. */
  ticketingShop: OrderShopRef,
  WinConten: OrderResult,
  /** The order's history, oldest first (docs/history.md). */
  events: z.array(RecordEvent),
});
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderPage = pageOf(Order);

// Shop side

/** GET shopkeeper.Order/Orderlist — the 待接单 (1) / 待出票 (2) tabs. */
export const OrderListRequest = z.strictObject({
  state: z.coerce.number().pipe(z.literal([1, 2])),
  order: sort,
  game_id: gameId.optional(),
  ...pageQuery,
});

/** GET shopkeeper.Order/Order_together — the 合买 tab (plans still subscribing). */
export const OrderTogetherRequest = z.strictObject({
  state: z.coerce.number().pipe(z.literal(0)).optional(),
  order: sort,
  game_id: gameId.optional(),
  ...pageQuery,
});

/** GET shopkeeper.Order/CooperativeOrderlist — the 合作 tab. */
export const CooperativeOrderListRequest = z.strictObject({
  order: sort,
  game_id: gameId.optional(),
  ...pageQuery,
});

/** Tab badges: how many orders wait in each tab. */
export const OrderCounts = z.strictObject({
  subscribing: unix,
  receiving: unix,
  ticketing: unix,
  /** The 合作 tab: orders handed over to me or by me that wait to be ticketed. */
  cooperative: unix,
});

export const OrderIdQuery = z.strictObject({ order_id: orderId() });

/** GET shopkeeper.Order/OrderReceiving — 接单: when the shop took the order. */
export const OrderReceivingResponse = z.strictObject({ Receivingtime: unix });

/** POST shopkeeper.Order/OrderDrawDraft — 出票; `newContent` is 0 or the bet with the odds the shop confirms. */
export const OrderDrawDraftRequest = z.strictObject({
  order_id: orderId(),
  newContent: z
    .union([z.literal(0), z.literal('0'), z.looseObject({ Content: z.array(z.unknown()) })])
    .optional(),
  /** Sent back by the earlier app beside newContent; the server keeps the original itself. */
  oldContent: z.unknown().optional(),
});

/** POST shopkeeper.Order/ShopkeeperCancellation — 拒单 / 撤单. */
export const ShopCancelRequest = z.strictObject({ order_id: orderId(), reason: requiredText(50) });

/** POST shopkeeper.Order/SetOrderTicketImg — delete one ticket photo. */
export const DeleteTicketImageRequest = z.strictObject({ order_id: orderId(), imgUrl: requiredText(255) });
/** The photos the order keeps after a deletion. */
export const TicketImagesLeft = z.strictObject({ data: z.array(z.string()) });

/** GET shopkeeper.mine.Orderlist/Orderlist — 订单查询. */
export const OrderInquiryRequest = z.strictObject({
  /** 0 店内订单, 1 接单订单 (from partners), 2 甩单订单 (handed over). */
  type: z.coerce
    .number()
    .pipe(z.literal([0, 1, 2]))
    .default(0),
  /** A state, several separated by commas (3,4,5: every cancelled order), or 99 for every state. */
  state: z
    .union([z.number().int().transform(String), z.string().trim()])
    .pipe(z.string().regex(/^(99|\d{1,2}(,\d{1,2}){0,11})$/, 'order_states_format'))
    .optional(),
  search: text(24).optional(),
  game_id: gameId.optional(),
  startTime: dateFilter(),
  endTime: dateFilter(),
  ...pageQuery,
});

/**
 * GET shopkeeper.mine.WaitingAward/EditMoney — the amount to pay (0 = no prize); `reason` is required for a
 * correction above the prize the engine computed (shopkeeper only).
 */
export const EditMoneyRequest = z.strictObject({
  order_id: orderId(),
  order_money: moneyInput({ minFen: 0, maxFen: 99_999_999_99 }),
  reason: text(100).optional(),
});

/** POST shopkeeper.mine.WaitingAward/Award — one order id or several. */
export const AwardRequest = z.strictObject({
  order_ids: z.union([orderId(), z.array(orderId()).min(1).max(100)]),
});
export const AwardResponse = z.strictObject({ count: unix, amount: yuan, paid: z.array(z.string()) });

/** POST common.Common/upload (multipart) — a ticket photo: `type` TicketingImg and `name` = order id. */
export const TicketImageUpload = z.strictObject({
  type: z.literal('TicketingImg'),
  name: orderId(),
});
export const TicketImagesResponse = z.strictObject({ file: z.array(z.string()) });

// Player side

/**
 * POST bettingend.Order/create — an order paid from the player's balance. The server decides the deadline (from
 * the game calendar and the shop's advance minutes), and the teams, codes, lines and odds of sports bets (from the
 * published fixtures): a client cannot send them.
 */
/**
 * The ticked box of the pay sheet (PLAYER_CONSENT_TEXT): 1 (or true). Required to pay; the server records when it
 * was given.
 */
export const consentField = z.union([z.literal(1), z.literal('1'), z.literal(true)], {
  error: 'consent_required',
});

export const PlayerOrderCreateRequest = z.strictObject({
  game_id: gameId,
  consent: consentField,
  /**
   * What the pay sheet showed: the amount (yuan) and 注数 of the whole order. Optional; when sent, the server's own
   * count and price must be the same, or nothing is paid.
   */
  amount: moneyInput({ minFen: 1, maxFen: 100_000_000_00 }).optional(),
  notes: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Bet content (sports object or number-game lines); validated and priced by the engine. */
  content: z.union([z.looseObject({}), z.array(z.unknown()).min(1).max(100)]),
  /** The issue (number games, 胜负彩 / 任选九 rounds, 北京单场): the one on sale when left out. */
  issue: z
    .string()
    .trim()
    .regex(/^\d{5,12}$/, 'issue_format')
    .optional(),
});

/** POST bettingend.Together/create — a group-buy plan. */
export const GroupBuyCreateRequest = PlayerOrderCreateRequest.extend({
  total_shares: z.number().int().min(GROUP_BUY_RULES.minShares).max(GROUP_BUY_RULES.maxShares),
  own_shares: z.number().int().min(GROUP_BUY_RULES.minOwnShares).max(GROUP_BUY_RULES.maxShares),
  /** 保底份数: paid now with the own shares; left out, none. */
  guarantee_shares: z
    .number()
    .int()
    .min(GROUP_BUY_RULES.minGuaranteeShares)
    .max(GROUP_BUY_RULES.maxShares)
    .default(0),
});

/** POST bettingend.Together/join */
export const GroupBuyJoinRequest = z.strictObject({
  order_id: orderId(),
  consent: consentField,
  shares: z.number().int().min(1).max(GROUP_BUY_RULES.maxShares),
});

/** GET bettingend.Order/list — an empty `state=` means every state, never state 0. */
export const PlayerOrderListRequest = z.strictObject({
  state: z
    .union([z.literal('').transform(() => undefined), z.coerce.number().int().min(0).max(11)])
    .optional(),
  /** 1: only the group-buys the player started or bought shares of (我的订单's 合买 tab). */
  together: z.literal('1').optional(),
  ...pageQuery,
});
