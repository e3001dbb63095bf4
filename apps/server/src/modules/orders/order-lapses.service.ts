import { ORDER_ACTIONS, OrderState } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { OrderRow } from '../../db/schema.ts';
import { lockShops, shopsOf } from './order-locks.ts';
import { refundOrder } from './order-money.ts';
import { NO_ACCOUNT } from '../history/transition.service.ts';
import { SYSTEM, transition, type Moved } from './order-transition.ts';

// Orders whose time ran out: one the shop did not ticket by its deadline (1 | 2 → 5 系统撤销) and a group-buy plan
// its close left short (0 → 11 已流单), each refunded in full. The scheduler's job (order-deadlines.service.ts)
// handles them in bulk; a shop action that meets an overdue order lapses it on the spot, so an order lapses at its
// deadline whether the job has run or not.

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
  row.deadline <= now && (ORDER_ACTIONS.lapse.from as readonly number[]).includes(row.state);
