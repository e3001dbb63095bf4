import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { OrderRow, OrderUpdate } from '../../db/schema.ts';
import * as repo from './orders.repository.ts';

// The global lock order of a transaction that changes orders (docs/orders.md, "Locks"):
//   1. the orders' rows, in id order (loaded locked);
//   2. the cooperation rows it relies on (shared, to see a cooperation still stands);
//   3. the order lock of every shop whose lists or counts the change touches, in shop id order;
//   4. balances, accounts before wallets and each kind in id order (ledger.service.ts `transfer`, `lockBalances`).
// The list triggers lock shop rows as a side effect of writing an order; taking them all here first, before any
// write, keeps a transaction that writes two orders, or one order twice, from taking them in another order.

/** Every shop an order's lists and counts belong to now, and after `patch` when given. */
export function shopsOf(row: OrderRow, patch?: OrderUpdate): number[] {
  const shops = [row.shop_id, row.receiving_shop_id, row.ticketing_shop_id];
  if (patch?.receiving_shop_id !== undefined) shops.push(patch.receiving_shop_id);
  if (patch?.ticketing_shop_id !== undefined) shops.push(patch.ticketing_shop_id);
  return shops;
}

/** Takes the order locks of `shops` at once, in shop id order. */
export function lockShops(ctx: AppContext, tx: Tx, shops: readonly number[]): Promise<void> {
  return repo.lockShopOrders(tx.trx, ctx.dialect, shops);
}
