import { canTake, PAYMENT_ACTIONS, PaymentState } from '@dzzs/shared';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { PaymentRow } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { created, SYSTEM, transition, type Actor, type Machine } from '../history/transition.service.ts';
import * as repo from './payments.repository.ts';

// How online payments move (docs/history.md): started by their payer, then paid, failed or expired as the provider
// and the clock say, each move through the one transition helper with its event. The system takes every move: the
// provider's notice, our query of it, the expiry job.

const MACHINE: Machine<'payment', PaymentRow, { provider_trade_no?: string; paid_time?: number }> = {
  entity: 'payment',
  move: (trx, row, to, set) => repo.moveState(trx, row.id, row.state, { state: to, ...set }),
  find: (trx, id) => repo.findById(trx, id),
  shops: (row) => ({ shopId: row.shop_id }),
};

/** Who started a payment: the shop recharging its own balance, or a player recharging at the shop. */
const payerOf = (row: PaymentRow): Actor =>
  row.purpose === 'shop_recharge'
    ? { kind: 'shop', userId: row.payer_id, shopId: row.shop_id }
    : { kind: 'player', userId: row.payer_id, shopId: row.shop_id };

/** Writes a payment waiting to be paid, with its first event. */
export function insertPayment(ctx: AppContext, row: Parameters<typeof repo.insertPayment>[1]) {
  return inTransaction(ctx, async (tx) => {
    const inserted = await repo.insertPayment(tx.trx, row);
    await created(tx, MACHINE, inserted, payerOf(inserted), inserted.create_time);
    return inserted;
  });
}

/** A move the helper refused because another caller moved the payment first: nothing to do. */
async function once(move: () => Promise<unknown>): Promise<boolean> {
  try {
    await move();
    return true;
  } catch (err) {
    if (err instanceof AppError) return false;
    throw err;
  }
}

/**
 * → paid, once, in the caller's transaction. A payment we marked failed or expired was still paid when its provider
 * says so (the money left the payer); a paid one is never paid again. The row as paid, or undefined.
 */
export async function markPaid(
  tx: Tx,
  tradeNo: string,
  providerTradeNo: string,
  now: number,
): Promise<PaymentRow | undefined> {
  const row = await repo.findByTradeNo(tx.trx, tradeNo);
  if (!row || !canTake(PAYMENT_ACTIONS, 'pay', row.state)) return undefined;
  let paid: PaymentRow | undefined;
  await once(async () => {
    ({ after: paid } = await transition(tx, MACHINE, {
      action: 'pay',
      actor: SYSTEM,
      row,
      now,
      patch: () => ({ provider_trade_no: providerTradeNo, paid_time: now }),
    }));
  });
  return paid;
}

/** pending → failed (the provider said so, or could not start it); whether this call moved it. */
export function markFailed(ctx: AppContext, tradeNo: string, now: number): Promise<boolean> {
  return inTransaction(ctx, async (tx) => {
    const row = await repo.findByTradeNo(tx.trx, tradeNo);
    if (!row || row.state !== PaymentState.pending) return false;
    return once(() => transition(tx, MACHINE, { action: 'fail', actor: SYSTEM, row, now }));
  });
}

/** pending → expired for every payment past its time, each in its own transaction; answers how many. */
export async function expireDue(ctx: AppContext, now: number): Promise<number> {
  let expired = 0;
  for (const row of await repo.duePending(ctx.db, now))
    if (
      await inTransaction(ctx, (tx) =>
        once(() => transition(tx, MACHINE, { action: 'expire', actor: SYSTEM, row, now })),
      )
    )
      expired++;
  return expired;
}
