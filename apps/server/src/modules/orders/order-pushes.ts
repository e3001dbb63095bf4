import type { AppContext, WaitingOrder } from '../../context.ts';
import type { OrderRow } from '../../db/schema.ts';

// What the shop's phones and the player hear about an order once a change is committed (docs/orders.md, "Push").
// Called from `tx.afterCommit`, never inside a transaction. The kept lists need no word from here: the database
// moves their version with the change itself.

type Pushed = Pick<OrderRow, 'receiving_shop_id' | 'shop_id' | 'order_id' | 'state' | 'user_id'>;

/**
 * A change of an order: every shop account of the receiving shop, and the player; the order's own shop while a
 * partner holds it, and `alsoShops` (the shop it has just left), hear that it changed.
 */
export async function pushChanged(ctx: AppContext, row: Pushed, alsoShops: readonly number[] = []) {
  await push(ctx, row, 'order.changed', alsoShops);
}

/**
 * An order that now waits for the shop (待接单, or handed over to it): its phones ring, and the modules that announce
 * orders elsewhere (a push link) are told, without waiting for them.
 */
export async function pushNew(
  ctx: AppContext,
  row: Pushed & WaitingOrder,
  alsoShops: readonly number[] = [],
) {
  await push(ctx, row, 'order.new', alsoShops);
  for (const module of ctx.modules)
    try {
      module.onOrderWaiting?.(ctx, row);
    } catch (err) {
      ctx.log.warn({ err, module: module.name }, 'announcing a waiting order failed');
    }
}

async function push(
  ctx: AppContext,
  row: Pushed,
  type: 'order.new' | 'order.changed',
  alsoShops: readonly number[],
): Promise<void> {
  const frame = { order_id: row.order_id, State: row.state };
  await ctx.events.publish({ shop: row.receiving_shop_id, users: [row.user_id] }, { type, ...frame });
  for (const shop of new Set([row.shop_id, ...alsoShops]))
    if (shop !== row.receiving_shop_id)
      await ctx.events.publish({ shop }, { type: 'order.changed', ...frame });
}
