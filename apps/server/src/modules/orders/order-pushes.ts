import type { AppContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema.ts';

// What the shop's phones and the player hear about an order once a change is committed (docs/orders.md, "Push").
// Called from `tx.afterCommit`, never inside a transaction. The kept lists need no word from here: the database
// moves their version with the change itself.

type Pushed = Pick<OrderRow, 'receiving_shop_id' | 'order_id' | 'state' | 'user_id'>;

/** A change of an order: every shop account of the receiving shop, and the player. */
export async function pushChanged(ctx: AppContext, row: Pushed): Promise<void> {
  await ctx.events.publish(
    { shop: row.receiving_shop_id, users: [row.user_id] },
    { type: 'order.changed', order_id: row.order_id, State: row.state },
  );
}

/** An order that now waits for the shop (待接单): its phones ring. */
export async function pushNew(ctx: AppContext, row: Pushed): Promise<void> {
  await ctx.events.publish(
    { shop: row.receiving_shop_id, users: [row.user_id] },
    { type: 'order.new', order_id: row.order_id, State: row.state },
  );
}
