import { ORDER_ACTIONS, OrderState } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { OrderRow } from '../../db/schema.ts';
import { autoHandOverTarget } from './order-hand-over.service.ts';
import { fillPlan } from './group-buys.service.ts';
import { lapseOrder, overdue } from './order-lapses.service.ts';
import { lockShops, shopsOf } from './order-locks.ts';
import * as repo from './orders.repository.ts';
import * as groupBuysRepo from './group-buys.repository.ts';

// The scheduler's `order-deadlines` job (docs/orders.md, "Lapses"): group-buy plans at their close (合买截止), filled
// by their 保底 or lapsed, then orders the shop did not ticket by their deadline, lapsed.

/**
 * A plan at its close (its order row loaded and locked in `tx`, still 认购中): when what is sold and its 保底 cover
 * every share, the 保底 buys the unsold ones, the rest of it goes back, and the plan goes to the shop as a filled
 * order; otherwise it lapses, every share and the 保底 refunded. The conditional move on the order row decides, so
 * two instances closing the same plan move it and its money once. Whether it closed.
 */
export async function closePlan(ctx: AppContext, tx: Tx, row: OrderRow, now: number): Promise<boolean> {
  const [plan] = await groupBuysRepo.findGroupBuys(tx.trx, [row.group_buy_id!]);
  if (!plan || plan.deadline > now) return false;
  const unsold = plan.total_shares - plan.sold_shares;
  if (unsold > plan.guarantee_shares) {
    await lapseOrder(ctx, tx, row, now);
    return true;
  }
  const target = await autoHandOverTarget(ctx, tx, row.shop_id, row.game_code);
  await lockShops(ctx, tx, [...shopsOf(row), target?.mainShopId ?? 0]);
  await fillPlan(ctx, tx, row, target, unsold, now);
  return true;
}

const JOB_BATCH = 200;

/**
 * Walks what `list` finds due, each order in its own transaction, locked and handled by `handle` (false: it moved on
 * since the list was read). An order that fails is logged and passed, so the ones after it are not starved.
 */
async function walk(
  ctx: AppContext,
  list: (after: repo.DueCursor | null) => Promise<repo.DueCursor[]>,
  handle: (tx: Tx, row: OrderRow) => Promise<boolean>,
  batch: number,
): Promise<number> {
  let changed = 0;
  let cursor: repo.DueCursor | null = null;
  for (;;) {
    const due = await list(cursor);
    for (const { id } of due) {
      try {
        const done = await inTransaction(ctx, async (tx) => {
          const row = await repo.lockById(tx.trx, ctx.dialect, id);
          return row ? handle(tx, row) : false;
        });
        if (done) changed++;
      } catch (err) {
        ctx.log.warn({ err, order: id }, 'an overdue order could not be lapsed; the job goes on');
      }
    }
    if (due.length < batch) return changed;
    cursor = due.at(-1)!;
  }
}

/**
 * The scheduler's job: plans at their close, then orders past their deadline; safe on several instances (the
 * conditional move decides, another instance's work is seen as a state moved on).
 */
export async function lapseOverdue(ctx: AppContext, now = nowSeconds(), batch = JOB_BATCH): Promise<number> {
  const closed = await walk(
    ctx,
    (after) => groupBuysRepo.plansDue(ctx.db, now, after, batch),
    (tx, row) =>
      row.state === OrderState.subscribing ? closePlan(ctx, tx, row, now) : Promise.resolve(false),
    batch,
  );
  const lapsed = await walk(
    ctx,
    (after) => repo.dueForState(ctx.db, ORDER_ACTIONS.lapse.from, now, after, batch),
    async (tx, row) => {
      if (!overdue(row, now)) return false;
      await lapseOrder(ctx, tx, row, now);
      return true;
    },
    batch,
  );
  return closed + lapsed;
}
