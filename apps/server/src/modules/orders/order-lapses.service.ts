import { ORDER_ACTIONS, OrderState } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { OrderRow } from '../../db/schema.ts';
import { lockShops, shopsOf } from './order-locks.ts';
import { refundOrder } from './order-money.ts';
import { NO_ACCOUNT } from '../history/transition.service.ts';
import { SYSTEM, transition, type Moved } from './order-transition.ts';
import * as repo from './orders.repository.ts';

// Orders whose deadline passed: one the shop did not ticket in time (1 | 2 → 5 系统撤销) and a group-buy that was not
// filled (0 → 11 已流单), each refunded in full. The scheduler's job lapses them in bulk; a shop action that meets an
// overdue order lapses it on the spot, so an order lapses at its deadline whether the job has run or not.

/** Lapses one overdue order (loaded and locked in `tx`): the deadline passed before its ticket or its last share. */
export async function lapseOrder(ctx: AppContext, tx: Tx, row: OrderRow, now: number): Promise<Moved> {
  const expire = row.state === OrderState.subscribing;
  await lockShops(ctx, tx, shopsOf(row));
  return transition(ctx, tx, {
    action: expire ? 'expire' : 'lapse',
    actor: SYSTEM,
    order: { row },
    now,
    patch: () => ({ canceller_id: NO_ACCOUNT }),
    money: (moved) => refundOrder(ctx, tx, moved, expire ? 'expireRefund' : 'lapseRefund', NO_ACCOUNT),
  });
}

/** Whether an order meeting an action now is overdue: its deadline passed while it waited for the shop. */
export const overdue = (row: OrderRow, now: number) =>
  row.deadline <= now &&
  (ORDER_ACTIONS.lapse.from as readonly number[]).concat(ORDER_ACTIONS.expire.from).includes(row.state);

const JOB_BATCH = 200;
const DUE_STATES = [...ORDER_ACTIONS.lapse.from, ...ORDER_ACTIONS.expire.from];

/**
 * The scheduler's job: every overdue order in its own transaction; safe on several instances (the move decides).
 * An order that fails is logged and passed, so the ones after it are not starved.
 */
export async function lapseOverdue(ctx: AppContext, now = nowSeconds(), batch = JOB_BATCH): Promise<number> {
  let changed = 0;
  let cursor: repo.DueCursor | null = null;
  for (;;) {
    const due = await repo.dueForState(ctx.db, DUE_STATES, now, cursor, batch);
    for (const { id } of due) {
      try {
        const lapsed = await inTransaction(ctx, async (tx) => {
          const row = await repo.lockById(tx.trx, ctx.dialect, id);
          // Moved on since the list was read (the shop ticketed it, another instance lapsed it).
          if (!row || !overdue(row, now)) return false;
          await lapseOrder(ctx, tx, row, now);
          return true;
        });
        if (lapsed) changed++;
      } catch (err) {
        ctx.log.warn({ err, order: id }, 'an overdue order could not be lapsed; the job goes on');
      }
    }
    if (due.length < batch) return changed;
    cursor = due.at(-1)!;
  }
}
