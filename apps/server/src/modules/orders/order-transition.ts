import { type Memo, type OrderAction, type OrderEventMemoCode, type OrderState } from '@dzzs/shared';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { OrderRow, OrderUpdate } from '../../db/schema.ts';
import { M, wrongState } from './order-rules.ts';
import { pushChanged, pushNew } from './order-pushes.ts';
import * as history from '../history/transition.service.ts';
import type { Machine } from '../history/transition.service.ts';
import * as repo from './orders.repository.ts';
import { countOrderMove } from '../statistics/statistics-rollups.service.ts';

// The one way an order changes state (docs/orders.md, "Transitions"). Every action of the shop, the player, the
// scheduler and settlement goes through `transition`, inside the caller's transaction: load the order (locked),
// check the acting shop or player, then the one transition helper of every stateful record (docs/history.md):
// the state table (ORDER_ACTIONS), the action's own checks, the conditional move returning the row as written,
// money from that row, the event row, what the move sets off in the same transaction, the push after commit.
// Money is paid from the row the move returned, never from an earlier read: whatever changed the order before the
// move (an EditMoney, a re-settlement) is what gets paid.

/** Who acts: a shop account (owner or staff), a player, or the system (scheduler, settlement). */
export type Actor =
  | { kind: 'shop'; userId: number; shopId: number; isStaff: boolean }
  | { kind: 'player'; userId: number; shopId: number }
  | { kind: 'system' };

export const SYSTEM: Actor = { kind: 'system' };

export interface Move {
  action: OrderAction;
  actor: Actor;
  /** The order by its wire id, or a row already loaded and locked in this transaction. */
  order: { orderId: string } | { row: OrderRow };
  now: number;
  /** The action's own checks on the order as loaded (deadline, staff rule, amount caps…). */
  check?: (row: OrderRow) => void | Promise<void>;
  /** The state to move to, for actions that lead to more than one (editMoney, settle, resettle). */
  to?: (row: OrderRow) => OrderState;
  /** Columns the move writes besides the state. */
  patch?: (row: OrderRow) => OrderUpdate;
  /** Money the action moves, from the row as the move wrote it. */
  money?: (moved: OrderRow) => Promise<void>;
  memo?: (moved: OrderRow, before: OrderRow) => Memo<OrderEventMemoCode> | null;
  /** What the move sets off in the same transaction once it is recorded (出票 of a drawn issue settles it). */
  next?: (moved: OrderRow) => Promise<void>;
  /** `new` when the order now waits for the shop (a filled group-buy): its phones ring. */
  push?: 'new' | 'changed';
}

export interface Moved {
  before: OrderRow;
  after: OrderRow;
}

/** Loads the order a shop account or a player acts on, locked; another shop's or player's order is not found. */
export async function loadFor(ctx: AppContext, tx: Tx, actor: Actor, orderId: string): Promise<OrderRow> {
  const row =
    actor.kind === 'player'
      ? await repo.lockForPlayer(tx.trx, ctx.dialect, orderId, actor.userId)
      : actor.kind === 'shop'
        ? (await repo.lockManyForShop(tx.trx, ctx.dialect, [orderId], actor.shopId))[0]
        : undefined;
  if (!row) throw AppError.fail(M.orderNotFound);
  return row;
}

/**
 * Only the shop that receives an order acts on it (the player's shop only looks, after a partner hand-over); a
 * player acts only on their own order.
 */
export function checkActor(actor: Actor, row: OrderRow): void {
  if (actor.kind === 'shop' && row.receiving_shop_id !== actor.shopId) throw AppError.fail(M.orderNotFound);
  if (actor.kind === 'player' && row.user_id !== actor.userId) throw AppError.fail(M.orderNotFound);
}

/** How orders are stored, for the one transition helper (modules/history). */
const ORDER_MACHINE: Machine<'order', OrderRow, OrderUpdate> = {
  entity: 'order',
  move: (trx, row, to, patch) => repo.moveState(trx, row.id, row.state, to, patch),
  find: (trx, id) => repo.findById(trx, id),
  // The shop the order is with besides its own (a partner it was handed over to) reads its history too.
  shops: (row) => ({
    shopId: row.shop_id,
    otherShopId: row.receiving_shop_id !== row.shop_id ? row.receiving_shop_id : 0,
  }),
  wrongState: (action, row) => wrongState(action, row.state),
};

export async function transition(ctx: AppContext, tx: Tx, move: Move): Promise<Moved> {
  const row = 'row' in move.order ? move.order.row : await loadFor(ctx, tx, move.actor, move.order.orderId);
  checkActor(move.actor, row);
  const moved = await history.transition(tx, ORDER_MACHINE, {
    action: move.action,
    actor: move.actor,
    row,
    now: move.now,
    ...(move.check && { check: move.check }),
    ...(move.to && { to: move.to(row) }),
    patch: (r) => ({ ...move.patch?.(r), update_time: move.now }),
    ...(move.money && { money: move.money }),
    ...(move.memo && { memo: move.memo }),
    ...(move.next && { next: move.next }),
  });
  // The shop the order has just left (a hand-over or a send-back) hears of it too.
  if (move.push === 'new') pushNew(ctx, tx, moved.after, [row.receiving_shop_id]);
  else pushChanged(ctx, tx, moved.after, [row.receiving_shop_id]);
  // The statistics' roll-ups count 出票 and 派奖 in the move's own transaction (docs/statistics.md).
  await countOrderMove(tx.trx, moved.before, moved.after);
  return moved;
}

/** The first line of an order's history, written with the order. */
export const orderCreated = (tx: Tx, row: OrderRow, actor: Actor, now: number) =>
  history.created(tx, ORDER_MACHINE, row, actor, now);
