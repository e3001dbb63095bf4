import type { WsServerFrame } from '@dzzs/shared';
import type { AppContext, WaitingOrder } from '../../context.ts';
import type { OrderRow } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import type { Audience } from '../../ws/event-bus.ts';

// What the shop's phones and the player hear about an order (docs/orders.md, "Push"). Called in the change's
// transaction: the events are numbered in it and go out once it commits. The kept lists need no word from here:
// the database moves their version with the change itself.

type Pushed = Pick<OrderRow, 'receiving_shop_id' | 'shop_id' | 'order_id' | 'state' | 'user_id'>;

/**
 * A change of an order: every shop account of the receiving shop, and the player; the order's own shop while a
 * partner holds it, and `alsoShops` (the shop it has just left), hear that it changed.
 */
export function pushChanged(ctx: AppContext, tx: Tx, row: Pushed, alsoShops: readonly number[] = []) {
  for (const [audience, frame] of eventsOf(row, 'order.changed', alsoShops))
    ctx.events.publishIn(tx, audience, frame);
}

/**
 * pushChanged for a change whose files must be in place before anyone hears of it (a ticket photo): called after
 * the commit, once they are, and numbered then.
 */
export async function pushChangedLater(ctx: AppContext, row: Pushed) {
  for (const [audience, frame] of eventsOf(row, 'order.changed', []))
    await ctx.events.publish(audience, frame);
}

/**
 * An order that now waits for the shop (待接单, or handed over to it): its phones ring, and the modules that announce
 * orders elsewhere (a push link) are told, without waiting for them.
 */
export function pushNew(
  ctx: AppContext,
  tx: Tx,
  row: Pushed & WaitingOrder,
  alsoShops: readonly number[] = [],
) {
  for (const [audience, frame] of eventsOf(row, 'order.new', alsoShops))
    ctx.events.publishIn(tx, audience, frame);
  tx.afterCommit(() => {
    for (const module of ctx.modules)
      try {
        module.onOrderWaiting?.(ctx, row);
      } catch (err) {
        ctx.log.warn({ err, module: module.name }, 'announcing a waiting order failed');
      }
  });
}

function eventsOf(
  row: Pushed,
  type: 'order.new' | 'order.changed',
  alsoShops: readonly number[],
): Array<[Audience, WsServerFrame]> {
  const frame = { order_id: row.order_id, State: row.state };
  const events: Array<[Audience, WsServerFrame]> = [
    [
      { shop: row.receiving_shop_id, users: [row.user_id] },
      { type, ...frame },
    ],
  ];
  for (const shop of new Set([row.shop_id, ...alsoShops]))
    if (shop !== row.receiving_shop_id) events.push([{ shop }, { type: 'order.changed', ...frame }]);
  return events;
}
