import type { CompiledQuery, InferResult } from 'kysely';
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

function sessionQuery(db: DbOrTrx, hash: string) {
  return db
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
    .where('tokens.token_hash', '=', hash);
}
export type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];

/** Every request asks this: compile it once per dialect and only swap the token hash in. */
const compiledSessionQueries = new WeakMap<object, CompiledQuery<SessionRow>>();

/**
 * What a request needs to know about its caller, in one query: the token, who the account is, its shop's
 * certification (a shopkeeper's shop_id is its own id) and, for staff, their permissions. Not the profile: pages
 * that show it read it themselves.
 */
export async function findSession(db: DbOrTrx, hash: string): Promise<SessionRow | undefined> {
  const adapter = db.getExecutor().adapter;
  let compiled = compiledSessionQueries.get(adapter);
  if (!compiled) compiledSessionQueries.set(adapter, (compiled = sessionQuery(db, '').compile()));
  const { rows } = await db.executeQuery<SessionRow>({ ...compiled, parameters: [hash] });
  return rows[0];
}
