import type { DbOrTrx } from '../../db/database.ts';

export async function getSetting(db: DbOrTrx, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function putSetting(db: DbOrTrx, key: string, value: string, now: number): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, update_time: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, update_time: now }))
    .execute();
}
