import {
  ORDER_ACTIONS,
  actionAllowed,
  type Memo,
  type OrderAction,
  type OrderEventMemoCode,
  type OrderState,
} from '@dzzs/shared';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { OrderRow, OrderUpdate } from '../../db/schema.ts';
import { M, wrongState } from './order-rules.ts';
import { pushChanged, pushNew } from './order-pushes.ts';
import * as repo from './orders.repository.ts';

// The one way an order changes state (docs/orders.md, "Transitions"). Every action of the shop, the player, the
// scheduler and settlement goes through `transition`, inside the caller's transaction:
//   load the order (locked) → check the acting shop or player → check the state table (ORDER_ACTIONS) → the
//   action's own checks → the conditional move, returning the row as written → money, from that row → the order
//   event → what the move sets off in the same transaction → the push, after commit.
// Money is paid from the row the move returned, never from an earlier read: whatever changed the order before the
// move (an EditMoney, a re-settlement) is what gets paid.

/** Who acts: a shop account (owner or staff), a player, or the system (scheduler, settlement). */
export type Actor =
  | { kind: 'shop'; userId: number; shopId: number; isStaff: boolean }
  | { kind: 'player'; userId: number; shopId: number }
  | { kind: 'system' };

/** Actor id of the scheduler and settlement in order events. */
export const SYSTEM_ACTOR = 0;
export const SYSTEM: Actor = { kind: 'system' };

const actorId = (actor: Actor) => (actor.kind === 'system' ? SYSTEM_ACTOR : actor.userId);

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

export async function transition(ctx: AppContext, tx: Tx, move: Move): Promise<Moved> {
  const rule = ORDER_ACTIONS[move.action];
  if (rule.by !== move.actor.kind)
    throw new Error(`${move.action} is taken by ${rule.by}, not ${move.actor.kind}`);
  const row = 'row' in move.order ? move.order.row : await loadFor(ctx, tx, move.actor, move.order.orderId);
  checkActor(move.actor, row);
  if (!actionAllowed(move.action, row.state)) throw wrongState(move.action, row.state);
  await move.check?.(row);
  const to = move.to ? move.to(row) : rule.to[0];
  if (to === undefined || !(rule.to as readonly number[]).includes(to))
    throw new Error(`${move.action} cannot lead to state ${String(to)}`);
  const after = await repo.moveState(tx.trx, row.id, row.state, to, {
    ...move.patch?.(row),
    update_time: move.now,
  });
  // Only when the row was not locked (SQLite has no row locks; its transactions are exclusive): it moved meanwhile.
  if (!after) throw wrongState(move.action, (await repo.findById(tx.trx, row.id))?.state ?? row.state);
  await move.money?.(after);
  const memo = move.memo?.(after, row) ?? null;
  await repo.insertEvent(tx.trx, {
    order_pk: row.id,
    actor_id: actorId(move.actor),
    action: move.action,
    from_state: row.state,
    to_state: to,
    memo: memo?.code ?? '',
    memo_params: memo?.params ? JSON.stringify(memo.params) : '',
    create_time: move.now,
  });
  await move.next?.(after);
  // The shop the order has just left (a hand-over or a send-back) hears of it too.
  const alsoShops = [row.receiving_shop_id];
  tx.afterCommit(() =>
    move.push === 'new' ? pushNew(ctx, after, alsoShops) : pushChanged(ctx, after, alsoShops),
  );
  return { before: row, after };
}
