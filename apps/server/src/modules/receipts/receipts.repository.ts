import { OfflineRechargeState, ReceiptState } from '@dzzs/shared';
import type { Db, DbOrTrx, Trx } from '../../db/database.ts';
import type { PageWindow } from '../../db/paging.ts';

// The only Kysely code of payment channels and offline recharges. Every query of a shop's rows names the shop.

export function channels(db: DbOrTrx) {
  return db.selectFrom('receipt_channels').selectAll().where('enabled', '=', 1).orderBy('sort').execute();
}

export function findChannel(db: DbOrTrx, id: number) {
  return db
    .selectFrom('receipt_channels')
    .selectAll()
    .where('id', '=', id)
    .where('enabled', '=', 1)
    .executeTakeFirst();
}

export function shopReceipts(db: DbOrTrx, shopId: number) {
  return db.selectFrom('shop_receipts').selectAll().where('shop_id', '=', shopId).execute();
}

export function findShopReceipt(db: DbOrTrx, shopId: number, channelId: number) {
  return db
    .selectFrom('shop_receipts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('channel_id', '=', channelId)
    .executeTakeFirst();
}

export function findShopReceiptById(db: DbOrTrx, id: number) {
  return db.selectFrom('shop_receipts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A first application; undefined when the shop has one for the channel already (whatever its state). */
export function insertApplication(
  trx: Trx,
  a: { shopId: number; channelId: number; form: string; qrUrl: string; now: number },
) {
  return trx
    .insertInto('shop_receipts')
    .values({
      shop_id: a.shopId,
      channel_id: a.channelId,
      state: ReceiptState.pending,
      form: a.form,
      qr_url: a.qrUrl,
      create_time: a.now,
      update_time: a.now,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'channel_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Moves an application from state `from` to `to` (conditional: undefined when it was not in `from`). */
export function moveState(
  trx: Trx,
  where: { shopId?: number; channelId?: number; id?: number },
  from: number,
  patch: {
    state: number;
    form?: string;
    qrUrl?: string;
    retMemo?: string;
    reviewed?: boolean;
    pid?: string;
    now: number;
  },
) {
  let q = trx
    .updateTable('shop_receipts')
    .set({
      state: patch.state,
      update_time: patch.now,
      ...(patch.form === undefined ? {} : { form: patch.form }),
      ...(patch.qrUrl === undefined ? {} : { qr_url: patch.qrUrl }),
      ...(patch.retMemo === undefined ? {} : { ret_memo: patch.retMemo }),
      ...(patch.pid === undefined ? {} : { pid: patch.pid }),
      ...(patch.reviewed ? { review_time: patch.now } : {}),
    })
    .where('state', '=', from);
  if (where.id !== undefined) q = q.where('id', '=', where.id);
  if (where.shopId !== undefined) q = q.where('shop_id', '=', where.shopId);
  if (where.channelId !== undefined) q = q.where('channel_id', '=', where.channelId);
  return q.returningAll().executeTakeFirst();
}

/** Sets the QR code of an approved (open or closed) application; false when there is none. */
export async function setApproved(
  db: DbOrTrx,
  shopId: number,
  channelId: number,
  patch: { qr_url: string },
  now: number,
): Promise<boolean> {
  const r = await db
    .updateTable('shop_receipts')
    .set({ ...patch, update_time: now })
    .where('shop_id', '=', shopId)
    .where('channel_id', '=', channelId)
    .where('state', 'in', [ReceiptState.open, ReceiptState.closed])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export function pendingApplications(db: Db) {
  return db
    .selectFrom('shop_receipts as r')
    .innerJoin('users as u', 'u.id', 'r.shop_id')
    .innerJoin('receipt_channels as c', 'c.id', 'r.channel_id')
    .select(['r.id', 'r.shop_id', 'u.nickname', 'r.channel_id', 'c.name as channel', 'r.update_time'])
    .where('r.state', '=', ReceiptState.pending)
    .orderBy('r.id')
    .execute();
}

export async function countByState(db: DbOrTrx, shopId: number, state: number): Promise<number> {
  const r = await db
    .selectFrom('shop_receipts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('state', '=', state)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

// Offline recharges

export function insertOfflineRecharge(
  trx: Trx,
  r: { userId: number; shopId: number; fen: number; now: number },
) {
  return trx
    .insertInto('offline_recharges')
    .values({ user_id: r.userId, shop_id: r.shopId, fen: r.fen, create_time: r.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findOfflineRecharge(db: DbOrTrx, shopId: number, id: number) {
  return db
    .selectFrom('offline_recharges')
    .selectAll()
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}

export function findOfflineRechargeById(db: DbOrTrx, id: number) {
  return db.selectFrom('offline_recharges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The history helper's conditional update of a recharge: `from` → `set.state`; undefined when it had moved. */
export function moveOfflineRecharge(
  trx: Trx,
  id: number,
  from: number,
  set: { state: number; handler_id: number; handle_time: number },
) {
  return trx
    .updateTable('offline_recharges')
    .set(set)
    .where('id', '=', id)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export async function offlineRecharges(db: DbOrTrx, shopId: number, waitingOnly: boolean, w: PageWindow) {
  let base = db.selectFrom('offline_recharges as o').where('o.shop_id', '=', shopId);
  if (waitingOnly) base = base.where('o.state', '=', OfflineRechargeState.pending);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let rows = base
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.user_id',
      'u.nickname',
      'u.avatar',
      'o.fen',
      'o.state',
      'o.create_time',
      'o.handle_time',
    ])
    .orderBy('o.id', 'desc')
    .limit(w.limit);
  rows = w.beforeId ? rows.where('o.id', '<', w.beforeId) : rows.offset(w.offset);
  return { rows: await rows.execute(), total: Number(total.n) };
}

export async function countOfflineWaiting(db: DbOrTrx, shopId: number): Promise<number> {
  const r = await db
    .selectFrom('offline_recharges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .where('state', '=', OfflineRechargeState.pending)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
