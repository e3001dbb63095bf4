import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { OrderImageRow } from '../../db/schema.ts';

// Ticket photo rows (order_images): the photo and its thumbnail, by storage key.

export async function imagesOf(db: DbOrTrx, orderPks: readonly number[]): Promise<OrderImageRow[]> {
  if (!orderPks.length) return [];
  return db
    .selectFrom('order_images')
    .selectAll()
    .where('order_pk', 'in', [...orderPks])
    .orderBy('id')
    .execute();
}

export async function insertImage(trx: Trx, row: Omit<OrderImageRow, 'id'>): Promise<void> {
  await trx.insertInto('order_images').values(row).execute();
}

/** Deletes one photo's row; returns it, or undefined when the order has no such photo. */
export async function deleteImage(
  trx: Trx,
  orderPk: number,
  path: string,
): Promise<OrderImageRow | undefined> {
  return trx
    .deleteFrom('order_images')
    .where('order_pk', '=', orderPk)
    .where('path', '=', path)
    .returningAll()
    .executeTakeFirst();
}

/** Which of these storage keys a photo row names, as its photo or its thumbnail. */
export async function namedImagePaths(db: DbOrTrx, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .selectFrom('order_images')
    .select(['path', 'thumb_path'])
    .where((eb) => eb.or([eb('path', 'in', [...keys]), eb('thumb_path', 'in', [...keys])]))
    .execute();
  return new Set(rows.flatMap((r) => (r.thumb_path === null ? [r.path] : [r.path, r.thumb_path])));
}
