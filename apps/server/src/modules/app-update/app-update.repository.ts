import type { DbOrTrx } from '../../db/database.ts';
import type { AppVersionRow } from '../../db/schema.ts';

export async function latestVersion(db: DbOrTrx): Promise<AppVersionRow | undefined> {
  return db
    .selectFrom('app_versions')
    .selectAll()
    .orderBy('version_code', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertVersion(db: DbOrTrx, row: Omit<AppVersionRow, 'id'>): Promise<void> {
  await db.insertInto('app_versions').values(row).execute();
}

export async function findVersion(db: DbOrTrx, code: number): Promise<AppVersionRow | undefined> {
  return db.selectFrom('app_versions').selectAll().where('version_code', '=', code).executeTakeFirst();
}
