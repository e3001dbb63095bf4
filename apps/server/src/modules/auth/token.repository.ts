import type { CompiledQuery, InferResult } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { ClerkConfigRow, ShopConfigRow, TokenRow, UserRow } from '../../db/schema.ts';

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

const SHOP_COLUMNS = [
  'store_certification',
  'store_certification_memo',
  'store_id_type',
  'store_id',
  'isneedimgnumber',
  'wechat',
  'telephone',
  'address',
  'service_charge_bp',
  'create_time',
  'update_time',
] as const;
const CLERK_COLUMNS = [
  'shop_id',
  'state',
  'real_name',
  'remarks',
  'sfz',
  'view_userlist',
  'cooperation',
  'award',
  'create_time',
  'update_time',
] as const;

function sessionQuery(db: DbOrTrx, hash: string) {
  return db
    .selectFrom('tokens')
    .innerJoin('users', 'users.id', 'tokens.user_id')
    .leftJoin('shop_config', 'shop_config.shop_id', 'users.shop_id')
    .leftJoin('clerk_config', 'clerk_config.user_id', 'users.id')
    .selectAll('users')
    .select([
      'tokens.type as token_type',
      'tokens.expire_time as token_expire_time',
      'shop_config.shop_id as sc_shop_id',
      'clerk_config.user_id as cc_user_id',
    ])
    .select(SHOP_COLUMNS.map((c) => `shop_config.${c} as sc_${c}` as const))
    .select(CLERK_COLUMNS.map((c) => `clerk_config.${c} as cc_${c}` as const))
    .where('tokens.token_hash', '=', hash);
}
type SessionRow = InferResult<ReturnType<typeof sessionQuery>>[number];

/**
 * Every request asks this, and building the 30-column join costs more than running it: compile it once per
 * dialect and only swap the token hash in.
 */
const compiledSessionQueries = new WeakMap<object, CompiledQuery<SessionRow>>();

/**
 * Everything a request needs to know about its caller in one query: the token, the account, the account's shop
 * settings (a shopkeeper's shop_id is its own id) and, for staff, their permissions.
 */
export async function findSession(db: DbOrTrx, hash: string) {
  const adapter = db.getExecutor().adapter;
  let compiled = compiledSessionQueries.get(adapter);
  if (!compiled) compiledSessionQueries.set(adapter, (compiled = sessionQuery(db, '').compile()));
  const { rows } = await db.executeQuery<SessionRow>({ ...compiled, parameters: [hash] });
  const row = rows[0];
  if (!row) return undefined;
  const record = row as Record<string, unknown>;
  const pick = (prefix: string, columns: readonly string[]) =>
    Object.fromEntries(columns.map((c) => [c, record[`${prefix}${c}`]]));
  const user = Object.fromEntries(
    Object.entries(record).filter(([k]) => !/^(sc_|cc_|token_)/.test(k)),
  ) as unknown as UserRow;
  return {
    token: { type: row.token_type, expire_time: row.token_expire_time },
    user,
    shopConfig:
      row.sc_shop_id === null
        ? null
        : ({ shop_id: row.sc_shop_id, ...pick('sc_', SHOP_COLUMNS) } as unknown as ShopConfigRow),
    clerk:
      row.cc_user_id === null
        ? null
        : ({ user_id: row.cc_user_id, ...pick('cc_', CLERK_COLUMNS) } as unknown as ClerkConfigRow),
  };
}
