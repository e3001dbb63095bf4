import { OrderState } from './enums.ts';

// The order state machine as one table (docs/orders.md): every action, the states it may start from, the states
// it may lead to, and who takes it. The server moves orders only along it; the web derives the buttons of the order
// detail from it. A ticket photo is not a transition (PHOTO_STATES says when photos may change).

export type OrderActor = 'shop' | 'player' | 'system';

export interface OrderActionRule {
  readonly from: readonly OrderState[];
  readonly to: readonly OrderState[];
  readonly by: OrderActor;
  /** How the action reads in "不能{action}" / "it can't be {action} now". */
  readonly zh: string;
  readonly en: string;
}

const S = OrderState;

export const ORDER_ACTIONS = {
  /** 拒单: the shop refuses an order it has not taken, with a reason; the player is refunded. */
  refuse: {
    from: [S.awaitingAcceptance],
    to: [S.cancelledByShop],
    by: 'shop',
    zh: '拒单',
    en: 'refused',
  },
  /** 接单. */
  receive: { from: [S.awaitingAcceptance], to: [S.awaitingTicket], by: 'shop', zh: '接单', en: 'accepted' },
  /** 撤单: the shop gives back an order it took but has not ticketed, with a reason; the player is refunded. */
  revoke: { from: [S.awaitingTicket], to: [S.cancelledByShop], by: 'shop', zh: '撤单', en: 'revoked' },
  /** 出票: the ticket is bought; the shop pays the platform's service fee. */
  ticket: { from: [S.awaitingTicket], to: [S.awaitingDraw], by: 'shop', zh: '出票', en: 'ticketed' },
  /**
   * 甩单: the order's shop hands it to a main store that takes its game (docs/partners.md); the state stays, the
   * receiving and ticketing shop become the partner.
   */
  handOver: {
    from: [S.awaitingAcceptance, S.awaitingTicket],
    to: [S.awaitingAcceptance, S.awaitingTicket],
    by: 'shop',
    zh: '甩单',
    en: 'handed over',
  },
  /**
   * 驳回: the main store sends a handed-over order back to its shop, once (it can't be handed over again), before it
   * takes it: an order in 待出票 at the main store is its own to ticket or 撤单.
   */
  handBack: {
    from: [S.awaitingAcceptance],
    to: [S.awaitingAcceptance],
    by: 'shop',
    zh: '驳回',
    en: 'sent back',
  },
  /** 修改中奖金额: 0 → 未中奖, more → 待派奖, until the prize is paid. */
  editMoney: {
    from: [S.awaitingSettlement, S.lost, S.awaitingPayout],
    to: [S.lost, S.awaitingPayout],
    by: 'shop',
    zh: '修改中奖金额',
    en: 'given a prize amount',
  },
  /**
   * 返奖: the main store that ticketed a handed-over order pays its prize into the cooperation balance and gives the
   * order back to its shop, which then pays the player (派奖).
   */
  returnPrize: {
    from: [S.awaitingPayout],
    to: [S.awaitingPayout],
    by: 'shop',
    zh: '返奖',
    en: 'returned to its shop with the prize',
  },
  /** 派奖: the prize is credited to the player (split by shares for a group-buy), exactly once. */
  award: { from: [S.awaitingPayout], to: [S.paidOut], by: 'shop', zh: '派奖', en: 'paid out' },
  /**
   * The player withdraws: an order the shop has not taken, or a group-buy plan nobody else has joined (a filled
   * plan is the participants' as much as the initiator's). Refunded.
   */
  playerCancel: {
    from: [S.subscribing, S.awaitingAcceptance],
    to: [S.cancelledByPlayer],
    by: 'player',
    zh: '撤销',
    en: 'cancelled',
  },
  /** The last share of a group-buy is sold: the plan goes to the shop by itself (no one decides it). */
  fill: { from: [S.subscribing], to: [S.awaitingAcceptance], by: 'system', zh: '满员', en: 'filled' },
  /** A group-buy not filled by its deadline; every share is refunded. */
  expire: { from: [S.subscribing], to: [S.lapsed], by: 'system', zh: '流单', en: 'lapsed' },
  /** 自动甩单: a new order of a game the branch hands over by itself goes to its main store as it arrives. */
  autoHandOver: {
    from: [S.awaitingAcceptance],
    to: [S.awaitingAcceptance],
    by: 'system',
    zh: '自动甩单',
    en: 'handed over automatically',
  },
  /** The deadline passed before the ticket was bought; refunded. */
  lapse: {
    from: [S.awaitingAcceptance, S.awaitingTicket],
    to: [S.cancelledBySystem],
    by: 'system',
    zh: '系统撤销',
    en: 'cancelled by the system',
  },
  /** The results the order is judged by are out. */
  draw: { from: [S.awaitingDraw], to: [S.awaitingSettlement], by: 'system', zh: '开奖', en: 'drawn' },
  /** The engine decides won or lost. */
  settle: {
    from: [S.awaitingSettlement],
    to: [S.lost, S.awaitingPayout],
    by: 'system',
    zh: '结算',
    en: 'settled',
  },
  /** A corrected result decides again; paid is paid. */
  resettle: {
    from: [S.lost, S.awaitingPayout],
    to: [S.lost, S.awaitingPayout],
    by: 'system',
    zh: '重新结算',
    en: 'settled again',
  },
} as const satisfies Record<string, OrderActionRule>;

export type OrderAction = keyof typeof ORDER_ACTIONS;
/** The actions a shop takes (the order detail's buttons). */
export type ShopAction = {
  [A in OrderAction]: (typeof ORDER_ACTIONS)[A]['by'] extends 'shop' ? A : never;
}[OrderAction];

export function actionAllowed(action: OrderAction, state: number): boolean {
  return (ORDER_ACTIONS[action].from as readonly number[]).includes(state);
}

/** What decides the shop's actions on an order besides its state (the wire order's fields). */
export interface OrderActionFacts {
  State: number;
  /** 1 while the order is with the main store it was handed over to. */
  IsCooperative: number;
  /** 1 when the order's own shop may hand it over. */
  AllowRejection: number;
}

/**
 * What the shop that receives an order may do with it, in the order the buttons show: the state table, then the
 * partner rules — 甩单 only by the order's own shop while it may, 驳回 and 返奖 only by the main store holding it,
 * 派奖 only by the order's own shop.
 */
export function shopActionsOn(order: OrderActionFacts): ShopAction[] {
  const withPartner = order.IsCooperative === 1;
  return (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter((action): action is ShopAction => {
    if (ORDER_ACTIONS[action].by !== 'shop' || !actionAllowed(action, order.State)) return false;
    if (action === 'handOver') return !withPartner && order.AllowRejection === 1;
    if (action === 'handBack' || action === 'returnPrize') return withPartner;
    if (action === 'award') return !withPartner;
    return true;
  });
}

/** States in which the shop keeps ticket photos (adds or deletes them): from 待出票 until paid. */
export const PHOTO_STATES: readonly OrderState[] = [
  S.awaitingTicket,
  S.awaitingDraw,
  S.awaitingSettlement,
  S.lost,
  S.awaitingPayout,
  S.paidOut,
];
/** Photos of the bought ticket an order keeps. */
export const MAX_TICKET_PHOTOS = 3;
/** The largest ticket photo upload, in bytes (a phone photo is a few MB). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The most pixels a ticket photo may have (width × height): larger ones are refused before they are decoded. */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** A photo can be deleted until this long after the order's deadline (then it is evidence). */
export const PHOTO_DELETE_GRACE_SECONDS = 3600;
