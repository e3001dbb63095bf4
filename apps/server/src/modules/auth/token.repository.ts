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

export async function deleteUserTokens(db: DbOrTrx, userId: number): Promise<void> {
  await db.deleteFrom('tokens').where('user_id', '=', userId).execute();
}

export async function deleteExpiredTokens(db: DbOrTrx, now: number): Promise<void> {
  await db.deleteFrom('tokens').where('expire_time', '<=', now).execute();
}
