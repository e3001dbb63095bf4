import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

// The only Kysely code of announcements (docs/shop-setup.md).

export type NoticeRow = Selectable<Database['notices']>;

export async function insertNotice(
  db: DbOrTrx,
  row: { shop_id: number; type: number; content: string; create_time: number },
): Promise<NoticeRow> {
  return db.insertInto('notices').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The shop's notices, newest first. */
export function history(db: DbOrTrx, shopId: number, limit: number): Promise<NoticeRow[]> {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest notice of a type, the one in force (index notices_shop). */
export function latest(db: DbOrTrx, shopId: number, type: number): Promise<NoticeRow | undefined> {
  return db
    .selectFrom('notices')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('type', '=', type)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Demo history: a notice published some time ago. */
export async function backdateNotice(db: DbOrTrx, id: number, seconds: number): Promise<void> {
  const row = await db
    .selectFrom('notices')
    .select('create_time')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('notices')
    .set({ create_time: row.create_time - seconds })
    .where('id', '=', id)
    .execute();
}
