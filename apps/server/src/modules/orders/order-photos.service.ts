import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import { detectImage } from '../../storage/image-type.ts';
import { publishChanged } from './order-moves.ts';
import { allowed, M, wrongState } from './order-rules.ts';
import * as repo from './orders.repository.ts';
import type { ShopActor } from './orders.service.ts';

// Ticket photos (彩票照片): at most 3 per order, images by their content, deletable until an hour after the
// deadline. The file is written before the row and removed again if the row can't be written, so a refused upload
// leaves nothing behind.

const P = defineMessages({
  photoNotImage: {
    zh: 'file 应为 JPG、PNG、WebP 或 GIF 图片',
    en: 'file must be a JPG, PNG, WebP or GIF image',
  },
});

export const MAX_PHOTOS = 3;
const DELETE_GRACE_SECONDS = 3600;

async function orderFor(ctx: AppContext, actor: ShopActor, orderId: string) {
  const row = await repo.findForShop(ctx.db, orderId, actor.shopId);
  if (!row || row.receiving_shop_id !== actor.shopId) throw AppError.fail(M.orderNotFound);
  if (!allowed('photo', row.state)) throw wrongState('photo', row.state);
  return row;
}

const urlsOf = async (ctx: AppContext, orderPk: number) =>
  (await repo.imagesOf(ctx.db, [orderPk])).map((i) => ctx.storage.url(i.path));

/** Adds a photo; returns every photo URL of the order. */
export async function addPhoto(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  bytes: Uint8Array,
): Promise<string[]> {
  const row = await orderFor(ctx, actor, orderId);
  const type = detectImage(bytes);
  if (!type) throw AppError.fail(P.photoNotImage);
  if ((await repo.imagesOf(ctx.db, [row.id])).length >= MAX_PHOTOS) throw AppError.fail(M.orderPhotoLimit);
  const key = await ctx.storage.put('tickets', bytes, type.ext);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Locks the order row, so two uploads at once can't both take the third place.
      await repo.updateOrder(trx, row.id, { update_time: nowSeconds() });
      if ((await repo.imagesOf(trx, [row.id])).length >= MAX_PHOTOS) throw AppError.fail(M.orderPhotoLimit);
      await repo.insertImage(trx, {
        order_pk: row.id,
        path: key,
        uploader_id: actor.userId,
        create_time: nowSeconds(),
      });
    });
  } catch (err) {
    await ctx.storage.remove(key);
    throw err;
  }
  publishChanged(ctx, [row]);
  return urlsOf(ctx, row.id);
}

/** Deletes one photo by its URL (until an hour after the deadline); returns the remaining URLs. */
export async function deletePhoto(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  url: string,
): Promise<string[]> {
  const row = await orderFor(ctx, actor, orderId);
  if (nowSeconds() > row.deadline + DELETE_GRACE_SECONDS) throw AppError.fail(M.orderPhotoTooLate);
  const key = ctx.storage.keyOf(url);
  const deleted =
    key !== null && (await ctx.db.transaction().execute((trx) => repo.deleteImage(trx, row.id, key)));
  if (!deleted || key === null) throw AppError.fail(M.orderPhotoNotFound);
  await ctx.storage.remove(key);
  publishChanged(ctx, [row]);
  return urlsOf(ctx, row.id);
}
