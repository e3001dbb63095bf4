import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { precompiled } from '../../db/precompiled.ts';
import type {
  ClerkConfigRow,
  NewClerkConfigRow,
  NewShopConfigRow,
  NewUserRow,
  ShopConfigRow,
  UserRow,
  UserUpdate,
} from '../../db/schema.ts';
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

export async function insertShopConfig(
  db: DbOrTrx,
  shopId: number,
  now: number,
  patch: Partial<NewShopConfigRow> = {},
): Promise<void> {
  await db
    .insertInto('shop_config')
    .values({ shop_id: shopId, create_time: now, update_time: now, ...patch })
    .execute();
}

export async function findShopConfig(db: DbOrTrx, shopId: number): Promise<ShopConfigRow | undefined> {
  return db.selectFrom('shop_config').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
}

export async function updateShopConfig(
  db: DbOrTrx,
  shopId: number,
  patch: Partial<NewShopConfigRow>,
): Promise<number> {
  const res = await db.updateTable('shop_config').set(patch).where('shop_id', '=', shopId).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function findClerkConfig(db: DbOrTrx, userId: number): Promise<ClerkConfigRow | undefined> {
  return db.selectFrom('clerk_config').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function insertClerkConfig(db: DbOrTrx, row: NewClerkConfigRow): Promise<void> {
  await db.insertInto('clerk_config').values(row).execute();
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

/** Row 0 of `order_list_versions`: its account version moves with the platform's settings. */
const PLATFORM_ROW = 0;
const versionsOf = precompiled((db, v: { shopId: number }) =>
  db
    .selectFrom('order_list_versions')
    .select(['shop_id', 'version', 'account_version'])
    .where('shop_id', 'in', [PLATFORM_ROW, v.shopId]),
);

/**
 * Where the mine page's figures of a shop stand, as one string: the shop's order version, its account version and
 * the platform's, each moved by the database with every change they cover (migrations 0008 and 0032).
 */
export async function accountVersion(db: DbOrTrx, shopId: number): Promise<string> {
  const rows = await versionsOf(db, { shopId }, {});
  const shop = rows.find((r) => r.shop_id === shopId);
  const platform = rows.find((r) => r.shop_id === PLATFORM_ROW);
  return `${shop?.version ?? 0}.${shop?.account_version ?? 0}.${platform?.account_version ?? 0}`;
}

export async function listShops(db: DbOrTrx): Promise<Array<UserRow & { store_certification: number }>> {
  return db
    .selectFrom('users')
    .innerJoin('shop_config', 'shop_config.shop_id', 'users.id')
    .selectAll('users')
    .select('shop_config.store_certification')
    .where('users.group_id', '=', GroupId.shopkeeper)
    .orderBy('users.id')
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

/**
 * Who a login's failures are counted against: the account when the name is one, else the name itself, so an
 * unknown name is throttled (and answered) exactly like a known one.
 */
export const loginFailureKey = (user: { id: number } | undefined, login: string) =>
  user ? `u:${user.id}` : `n:${login.trim().toLowerCase()}`;

export interface LoginFailures {
  failures: number;
  last_time: number;
  lock_until: number;
}

export async function findLoginFailures(
  db: DbOrTrx,
  account: string,
  ip: string,
): Promise<LoginFailures | undefined> {
  return db
    .selectFrom('login_failures')
    .select(['failures', 'last_time', 'lock_until'])
    .where('account', '=', account)
    .where('ip', '=', ip)
    .executeTakeFirst();
}

/**
 * Counts one more failure in one statement (two failures at once both count); failures last seen before
 * `forgetBefore` (and not locked since) start again from one. Returns the count.
 */
export async function addLoginFailure(
  db: DbOrTrx,
  account: string,
  ip: string,
  now: number,
  forgetBefore: number,
): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ account, ip, failures: 1, last_time: now, lock_until: 0 })
    .onConflict((oc) =>
      oc.columns(['account', 'ip']).doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when(
            eb.and([
              eb('login_failures.last_time', '<', forgetBefore),
              eb('login_failures.lock_until', '<', forgetBefore),
            ]),
          )
          .then(1)
          .else(eb('login_failures.failures', '+', 1))
          .end(),
        last_time: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function lockLogin(db: DbOrTrx, account: string, ip: string, until: number): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ lock_until: until })
    .where('account', '=', account)
    .where('ip', '=', ip)
    .execute();
}

/** Forgets the failures of an account: from one address (a login), or from all (a password reset). */
export async function clearLoginFailures(db: DbOrTrx, account: string, ip?: string): Promise<void> {
  let query = db.deleteFrom('login_failures').where('account', '=', account);
  if (ip !== undefined) query = query.where('ip', '=', ip);
  await query.execute();
}

export async function purgeLoginFailures(db: DbOrTrx, before: number): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('last_time', '<', before)
    .where('lock_until', '<', before)
    .execute();
}
