import { precompiled } from '../../db/precompiled.ts';
import type { DbOrTrx } from '../../db/database.ts';
import type { TokenRow } from '../../db/schema.ts';

export async function insertToken(db: DbOrTrx, row: TokenRow): Promise<void> {
  await db.insertInto('tokens').values(row).execute();
}

export async function findToken(db: DbOrTrx, hash: string): Promise<TokenRow | undefined> {
  return db.selectFrom('tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

export async function deleteToken(db: DbOrTrx, hash: string): Promise<void> {
  await db.deleteFrom('tokens').where('token_hash', '=', hash).execute();
}

/** Marks a refresh token used, if nobody did first; false when it already was. */
export async function retireToken(db: DbOrTrx, hash: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('tokens')
    .set({ retired_time: now })
    .where('token_hash', '=', hash)
    .where('retired_time', '=', 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteFamily(db: DbOrTrx, family: string): Promise<void> {
  await db.deleteFrom('tokens').where('family', '=', family).execute();
}

export async function deleteFamilyAccessTokens(db: DbOrTrx, family: string): Promise<void> {
  await db.deleteFrom('tokens').where('family', '=', family).where('type', '=', 'user').execute();
}

export async function deleteUserTokens(db: DbOrTrx, userId: number): Promise<void> {
  await db.deleteFrom('tokens').where('user_id', '=', userId).execute();
}

export async function deleteExpiredTokens(db: DbOrTrx, now: number): Promise<void> {
  await db.deleteFrom('tokens').where('expire_time', '<=', now).execute();
}

const sessionQuery = precompiled((db, v: { hash: string }) =>
  db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .leftJoin('shop_config', 'shop_config.shop_id', 'users.shop_id')
    .leftJoin('clerk_config', 'clerk_config.user_id', 'users.id')
    .select([
      'tokens.type as token_type',
      'tokens.expire_time as token_expire_time',
      'users.id',
      'users.group_id',
      'users.shop_id',
      'users.status',
      'shop_config.store_certification',
      'clerk_config.state as clerk_state',
      'clerk_config.view_userlist',
      'clerk_config.cooperation',
      'clerk_config.award',
    ])
    .where('tokens.token_hash', '=', v.hash),
);
export type SessionRow = Awaited<ReturnType<typeof sessionQuery>>[number];

/**
 * What a request needs to know about its caller, in one query: the token, who the account is, its shop's
 * certification (a shopkeeper's shop_id is its own id) and, for staff, their permissions. Not the profile: pages
 * that show it read it themselves.
 */
export async function findSession(db: DbOrTrx, hash: string): Promise<SessionRow | undefined> {
  return (await sessionQuery(db, { hash }, {}))[0];
}
