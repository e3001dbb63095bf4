import { MAX_TICKET_PHOTOS, PHOTO_DELETE_GRACE_SECONDS, PHOTO_STATES } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { OrderRow } from '../../db/schema.ts';
import { uploadedImage } from '../../storage/uploaded-image.ts';
import { lockShops, shopsOf } from './order-locks.ts';
import { pushChanged, pushChangedLater } from './order-pushes.ts';
import { M, stateParam } from './order-rules.ts';
import { loadFor, type Actor } from './order-transition.ts';
import * as photosRepo from './order-photos.repository.ts';

// Ticket photos (彩票照片): at most MAX_TICKET_PHOTOS per order, deletable until an hour after the deadline. A photo
// is not a transition: the order keeps its state. Only the decoded pixels are stored, re-encoded with a thumbnail
// (storage/images.ts). The files are written under temporary names before the row and moved under their keys only
// once the row has committed; a refused or rolled-back upload removes them, and the hourly sweep
// (order-photo-sweep.service.ts) removes what a crash left. docs/orders.md, "Ticket photos".

/** The storage folder of ticket photos. */
export const PHOTO_FOLDER = 'tickets';

type ShopActor = Extract<Actor, { kind: 'shop' }>;

/** The order, locked, if the shop receives it and it is in a state that keeps photos. */
async function orderFor(ctx: AppContext, tx: Tx, actor: ShopActor, orderId: string): Promise<OrderRow> {
  const row = await loadFor(ctx, tx, actor, orderId);
  if (row.receiving_shop_id !== actor.shopId) throw AppError.fail(M.orderNotFound);
  if (!(PHOTO_STATES as readonly number[]).includes(row.state))
    throw AppError.fail(M.orderPhotoWrongState, { state: stateParam(row.state) });
  // A photo moves the lists of the shop that receives the order and, of a partner's order, of its own shop.
  await lockShops(ctx, tx, shopsOf(row));
  return row;
}

const urlsOf = async (ctx: AppContext, orderPk: number) =>
  (await photosRepo.imagesOf(ctx.db, [orderPk])).map((i) => ctx.storage.url(i.path));

/** Adds a photo; returns every photo URL of the order. */
export async function addPhoto(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  bytes: Uint8Array,
): Promise<string[]> {
  const image = await uploadedImage(bytes);
  const staged = await ctx.storage.stage(PHOTO_FOLDER, [
    { bytes: image.photo, ext: 'jpg' },
    { bytes: image.thumb, ext: 'jpg', variant: 'thumb' },
  ]);
  const [path, thumbPath] = staged.keys as [string, string];
  try {
    const row = await inTransaction(ctx, async (tx) => {
      // The order row is locked, so two uploads at once can't both take the last place.
      const order = await orderFor(ctx, tx, actor, orderId);
      if ((await photosRepo.imagesOf(tx.trx, [order.id])).length >= MAX_TICKET_PHOTOS)
        throw AppError.fail(M.orderPhotoLimit, { max: MAX_TICKET_PHOTOS });
      await photosRepo.insertImage(tx.trx, {
        order_pk: order.id,
        path,
        thumb_path: thumbPath,
        uploader_id: actor.userId,
        create_time: nowSeconds(),
      });
      // The files are in place before anyone is told of them.
      tx.afterCommit(async () => {
        await staged.keep();
        await pushChangedLater(ctx, order);
      });
      return order;
    });
    return urlsOf(ctx, row.id);
  } catch (err) {
    await staged.discard();
    throw err;
  }
}

/** Deletes one photo by its URL (until an hour after the deadline); returns the remaining URLs. */
export async function deletePhoto(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  url: string,
  now = nowSeconds(),
): Promise<string[]> {
  const key = ctx.storage.keyOf(url);
  const row = await inTransaction(ctx, async (tx) => {
    const order = await orderFor(ctx, tx, actor, orderId);
    if (now > order.deadline + PHOTO_DELETE_GRACE_SECONDS) throw AppError.fail(M.orderPhotoTooLate);
    const image = key === null ? undefined : await photosRepo.deleteImage(tx.trx, order.id, key);
    if (!image) throw AppError.fail(M.orderPhotoNotFound);
    pushChanged(ctx, tx, order);
    tx.afterCommit(async () => {
      await ctx.storage.remove(image.path);
      if (image.thumb_path !== null) await ctx.storage.remove(image.thumb_path);
    });
    return order;
  });
  return urlsOf(ctx, row.id);
}
