import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The tables the orders module owns: only its repositories name them (docs/architecture.md). */
export interface OrdersTables {
  orders: OrdersTable;
  order_matches: OrderMatchesTable;
  order_images: OrderImagesTable;
  group_buys: GroupBuysTable;
  group_buy_shares: GroupBuySharesTable;
  order_list_versions: OrderListVersionsTable;
  order_counts: OrderCountsTable;
  cooperative_counts: CooperativeCountsTable;
}

/** One order; money columns in fen. `order_id` is the wire id the shop reads aloud and searches by. */
export interface OrdersTable {
  id: Generated<number>;
  order_id: string;
  /** The player's shop. */
  shop_id: number;
  /** The player (the initiator of a group-buy). */
  user_id: number;
  /** The shop that acts on the order now, and the shop that buys the ticket: partner hand-over moves them. */
  receiving_shop_id: number;
  ticketing_shop_id: number;
  is_cooperative: Generated<number>;
  /** The main store's commission (whole percent) on a handed-over order, fixed at the hand-over. */
  coop_commission: Generated<number>;
  /** Moved by the database with every change of what the order's list item shows (migration 0012). */
  version: Generated<number>;
  allow_rejection: Generated<number>;
  game_code: number;
  /** Draw issue of a number-game order; null for sports, settled by their matches. */
  issue: string | null;
  state: number;
  /** 注数. */
  note: number;
  multiple: number;
  bet_money: number;
  /** JSON bet content as the player sent it (validated by the engine). */
  bet_content: string;
  /** JSON bet content with the odds the shop confirmed at 出票, when they differ. */
  new_content: string | null;
  bonus_min: Generated<number>;
  bonus_max: Generated<number>;
  service_fee: Generated<number>;
  winning_money: Generated<number>;
  award_money: Generated<number>;
  /** Result revisions the current settlement used; a correction that changes them settles again. */
  settle_basis: Generated<string>;
  /** JSON of the published result shown with the order. */
  win_content: Generated<string>;
  reason: Generated<string>;
  group_buy_id: number | null;
  /** When the player ticked the consent of the pay sheet (migration 0037); null on orders from before the rule. */
  consent_time: number | null;
  /** When sales of the order's issue (or earliest match) close; the deadline is this minus the shop's advance. */
  sales_close: Generated<number>;
  /** 1 when the shop set award_money by hand (EditMoney): a re-settlement keeps it. */
  award_by_hand: Generated<number>;
  receiver_id: Generated<number>;
  ticketer_id: Generated<number>;
  awarder_id: Generated<number>;
  canceller_id: Generated<number>;
  pay_time: Generated<number>;
  deadline: number;
  receiving_time: Generated<number>;
  ticketing_time: Generated<number>;
  draw_time: Generated<number>;
  award_time: Generated<number>;
  create_time: number;
  update_time: number;
}

export interface OrderMatchesTable {
  order_pk: number;
  match_id: string;
}

export interface OrderImagesTable {
  id: Generated<number>;
  order_pk: number;
  /** Storage path under the upload root, e.g. `tickets/2026/11/ab12….jpg`. */
  path: string;
  /** Its thumbnail's storage path (`…/ab12….thumb.jpg`); null for photos stored before thumbnails. */
  thumb_path: string | null;
  uploader_id: number;
  create_time: number;
}

export interface GroupBuysTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number;
  total_shares: number;
  sold_shares: number;
  share_money: number;
  /** The plan's close (合买截止), ahead of the order's deadline by GROUP_BUY_RULES.closeLeadMinutes. */
  deadline: number;
  /** 保底: the shares the initiator promised to take, at the close, of those still unsold. */
  guarantee_shares: Generated<number>;
  /** The 保底 money still held (fen): paid at creation, 0 once the close, the last share or a withdrawal settled it. */
  guarantee_money: Generated<number>;
  create_time: number;
  update_time: number;
}

export interface GroupBuySharesTable {
  id: Generated<number>;
  group_buy_id: number;
  user_id: number;
  shares: number;
  money: number;
  /** When the buyer ticked the consent of the pay sheet; null on shares from before the rule. */
  consent_time: number | null;
  create_time: number;
}

/**
 * A version per shop of what its order lists show, bumped by triggers on orders and order_images in the changing
 * transaction (migration 0008); the kept lists are keyed by it.
 */
export interface OrderListVersionsTable {
  shop_id: number;
  version: Generated<number>;
}

/** How many orders a shop receives in each state, kept by triggers on orders (migration 0008). */
export interface OrderCountsTable {
  shop_id: number;
  state: number;
  n: Generated<number>;
}

/** How many orders a shop's 合作 tab holds on each side, kept by triggers on orders (migration 0013). */
export interface CooperativeCountsTable {
  shop_id: number;
  /** Received from partners. */
  received: Generated<number>;
  /** The shop's own, handed to partners. */
  handed: Generated<number>;
}

export type OrderRow = Selectable<OrdersTable>;
export type NewOrderRow = Insertable<OrdersTable>;
export type OrderUpdate = Updateable<OrdersTable>;
export type OrderImageRow = Selectable<OrderImagesTable>;
export type GroupBuyRow = Selectable<GroupBuysTable>;
export type GroupBuyShareRow = Selectable<GroupBuySharesTable>;
