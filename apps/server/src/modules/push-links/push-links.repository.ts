import type { DbOrTrx } from '../../db/database.ts';

export async function findPushUrl(db: DbOrTrx, shopId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('push_links')
    .select('url')
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row?.url;
}

export async function putPushUrl(db: DbOrTrx, shopId: number, url: string, now: number): Promise<void> {
  await db
    .insertInto('push_links')
    .values({ shop_id: shopId, url, create_time: now, update_time: now })
    .onConflict((c) => c.column('shop_id').doUpdateSet({ url, update_time: now }))
    .execute();
}

export async function deletePushUrl(db: DbOrTrx, shopId: number): Promise<void> {
  await db.deleteFrom('push_links').where('shop_id', '=', shopId).execute();
}
