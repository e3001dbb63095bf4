import { PaymentState } from '@dzzs/shared';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { PaymentMerchantRow, PaymentRow } from '../../db/schema.ts';

// The only query-building code of payments (docs/money.md, "Recharges and payment providers"). A payment's state
// changes only by a conditional update that answers the row it changed.

export async function insertPayment(
  db: DbOrTrx,
  row: Omit<PaymentRow, 'id' | 'state' | 'provider_trade_no' | 'paid_time' | 'merchant_id'> & {
    merchant_id: number;
  },
): Promise<PaymentRow> {
  return db.insertInto('payments').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findByTradeNo(db: DbOrTrx, tradeNo: string): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('trade_no', '=', tradeNo).executeTakeFirst();
}

/** A payment of the shop's own recharges (another shop's trade number is not found). */
/**
 * A recharge of the shop's balance, or with `playerId` that player's own recharge at the shop: another shop's or
 * another player's trade number answers nothing.
 */
export function findRecharge(
  db: DbOrTrx,
  tradeNo: string,
  whose: { shopId: number; playerId?: number },
): Promise<PaymentRow | undefined> {
  const player = whose.playerId;
  const query = db
    .selectFrom('payments')
    .selectAll()
    .where('trade_no', '=', tradeNo)
    .where('shop_id', '=', whose.shopId)
    .where('purpose', '=', player === undefined ? 'shop_recharge' : 'player_recharge');
  return (player === undefined ? query : query.where('payer_id', '=', player)).executeTakeFirst();
}

export function findById(db: DbOrTrx, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The history helper's conditional update of a payment: `from` → `set.state`; undefined when it had moved. */
export function moveState(
  trx: Trx,
  id: number,
  from: number,
  set: { state: number; provider_trade_no?: string; paid_time?: number },
): Promise<PaymentRow | undefined> {
  return trx
    .updateTable('payments')
    .set(set)
    .where('id', '=', id)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Payments still pending past their time, oldest first. */
export function duePending(db: DbOrTrx, now: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('state', '=', PaymentState.pending)
    .where('expire_time', '<=', now)
    .orderBy('id')
    .execute();
}

/** The payments made in `[from, to)`, of one provider or all, oldest first. */
export function createdBetween(
  db: DbOrTrx,
  range: { from: number; to: number },
  provider?: string,
): Promise<PaymentRow[]> {
  let q = db
    .selectFrom('payments')
    .selectAll()
    .where('create_time', '>=', range.from)
    .where('create_time', '<', range.to);
  if (provider) q = q.where('provider', '=', provider);
  return q.orderBy('id').execute();
}

export async function nicknameOf(db: DbOrTrx, userId: number): Promise<string> {
  const r = await db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst();
  return r?.nickname ?? '';
}

/** A wallet's balance as it stands (fen). */
export async function walletFen(db: DbOrTrx, userId: number): Promise<number> {
  const r = await db.selectFrom('users').select('money').where('id', '=', userId).executeTakeFirst();
  return Number(r?.money ?? 0);
}

export function findMerchant(db: DbOrTrx, id: number): Promise<PaymentMerchantRow | undefined> {
  return db.selectFrom('payment_merchants').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findMerchantOfReceipt(
  db: DbOrTrx,
  receiptId: number,
): Promise<PaymentMerchantRow | undefined> {
  return db
    .selectFrom('payment_merchants')
    .selectAll()
    .where('receipt_id', '=', receiptId)
    .executeTakeFirst();
}

/** Registers (or replaces) the merchant a shop's channel is paid to. */
export async function upsertMerchant(
  db: DbOrTrx,
  m: Omit<PaymentMerchantRow, 'id' | 'create_time' | 'update_time'>,
  now: number,
): Promise<void> {
  await db
    .insertInto('payment_merchants')
    .values({ ...m, create_time: now, update_time: now })
    .onConflict((oc) =>
      oc.column('receipt_id').doUpdateSet({
        provider: m.provider,
        merchant_no: m.merchant_no,
        secret: m.secret,
        update_time: now,
      }),
    )
    .execute();
}

export async function deleteMerchantOfReceipt(db: DbOrTrx, receiptId: number): Promise<void> {
  await db.deleteFrom('payment_merchants').where('receipt_id', '=', receiptId).execute();
}
