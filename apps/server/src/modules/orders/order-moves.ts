import type { AppContext } from '../../context.ts';
import type { Trx } from '../../db/database.ts';
import type { OrderRow, OrderUpdate } from '../../db/schema.ts';
import { orderListCache } from './order-list-cache.ts';
import { TRANSITIONS, wrongState, type Action } from './order-rules.ts';
import * as repo from './orders.repository.ts';

// The one way an order changes state (used by the shop and player actions, the scheduler and settlement), and the
// pushes that tell every shop account about it.

/** Actor id of the scheduler and settlement in order events. */
export const SYSTEM = 0;

/**
 * Moves the order or explains why not: when another caller changed it first, the refusal names the state it is
 * in now (read inside the same transaction).
 */
export async function move(
  trx: Trx,
  row: OrderRow,
  action: Action,
  to: number,
  patch: OrderUpdate,
  event: { actor: number; memo?: string },
  now: number,
): Promise<void> {
  const moved = await repo.moveState(trx, row.id, TRANSITIONS[action].from, to, {
    ...patch,
    update_time: now,
  });
  if (!moved) {
    const current = await repo.findById(trx, row.id);
    throw wrongState(action, current?.state ?? row.state);
  }
  await repo.insertEvent(trx, {
    order_pk: row.id,
    actor_id: event.actor,
    action,
    from_state: row.state,
    to_state: to,
    memo: event.memo ?? '',
    create_time: now,
  });
}

export function publishChanged(
  ctx: AppContext,
  rows: { receiving_shop_id: number; order_id: string; state: number; user_id: number }[],
) {
  const cache = orderListCache(ctx);
  for (const row of rows) cache.changed(row.receiving_shop_id);
  for (const row of rows)
    void ctx.events
      .publish(
        { shop: row.receiving_shop_id, users: [row.user_id] },
        { type: 'order.changed', order_id: row.order_id, State: row.state },
      )
      .catch((err: unknown) => ctx.log.warn({ err }, 'order push failed'));
}

export function publishNew(
  ctx: AppContext,
  row: { receiving_shop_id: number; order_id: string; state: number },
) {
  orderListCache(ctx).changed(row.receiving_shop_id);
  void ctx.events
    .publish({ shop: row.receiving_shop_id }, { type: 'order.new', order_id: row.order_id, State: row.state })
    .catch((err: unknown) => ctx.log.warn({ err }, 'order push failed'));
}
