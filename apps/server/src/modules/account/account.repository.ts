import { sql } from 'kysely';
import { untilWritten, type DbOrTrx } from '../../db/database.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { NewUserRow, UserRow, UserUpdate } from '../../db/schema.ts';
import { GroupId } from '@dzzs/shared';

export async function findUserById(db: DbOrTrx, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Login name may be the username, the bound mobile or the bound e-mail (stored lower-cased). */
export async function findUserByLogin(db: DbOrTrx, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, '=', login.toLowerCase()),
        eb.and([eb('mobile', '=', login), eb('mobile', '<>', '')]),
        eb.and([eb('email', '=', login.toLowerCase()), eb('email', '<>', '')]),
      ]),
    )
    .orderBy('id')
    .executeTakeFirst();
}

export async function findUserByAddress(
  db: DbOrTrx,
  field: 'mobile' | 'email',
  value: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(field, '=', value)
    .where(field, '<>', '')
    .executeTakeFirst();
}

export async function usernameTaken(db: DbOrTrx, username: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return !!row;
}

export async function insertUser(db: DbOrTrx, row: NewUserRow): Promise<number> {
  const inserted = await db.insertInto('users').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateUser(db: DbOrTrx, id: number, patch: UserUpdate): Promise<void> {
  await db.updateTable('users').set(patch).where('id', '=', id).execute();
}

/** 托管余额: what the shop holds for its players. */
export async function sumPlayerBalances(db: DbOrTrx, shopId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('money'), sql<number>`0`).as('total'))
    .where('shop_id', '=', shopId)
    .where('group_id', '=', GroupId.player)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function listShops(db: DbOrTrx): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('group_id', '=', GroupId.shopkeeper)
    .orderBy('id')
    .execute();
}

/** Usernames of a shop's enabled players, oldest first (the simulator logs in as them). */
export async function listPlayerLogins(db: DbOrTrx, shopId: number, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('username')
    .where('shop_id', '=', shopId)
    .where('group_id', '=', GroupId.player)
    .where('status', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.username);
}

/** Ids of a shop's players, oldest first. */
export async function listPlayerIds(db: DbOrTrx, shopId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('group_id', '=', GroupId.player)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The nickname (or, without one, the login name) of each account among `ids`. */
export function displayNamesOf(db: DbOrTrx, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'nickname', 'username']).where('id', 'in', ids).execute();
}

/** Row 0 of `account_versions`: it moves with the platform's settings. */
const PLATFORM_ROW = 0;
const versionsOf = precompiled((db, v: { shopId: number }) =>
  db
    .selectFrom('account_versions')
    .select(['shop_id', 'version'])
    .where('shop_id', 'in', [PLATFORM_ROW, v.shopId]),
);

/** A version is read again only once something was written (untilWritten): one per shop of this instance. */
const keptVersions = untilWritten<number, { shop: number; platform: number }>(10_000);

/** The shop's account version and the platform's, as moved by the database (migrations 0032, 0035). */
export function accountVersions(db: DbOrTrx, shopId: number): Promise<{ shop: number; platform: number }> {
  return keptVersions(db, shopId, async () => {
    const rows = await versionsOf(db, { shopId }, {});
    const of = (id: number) => Number(rows.find((r) => r.shop_id === id)?.version ?? 0);
    return { shop: of(shopId), platform: of(PLATFORM_ROW) };
  });
}

/** The shop each of these accounts belongs to (a shopkeeper's is its own id), by account id. */
export async function findShopsOfUsers(db: DbOrTrx, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'shop_id']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.shop_id]));
}
