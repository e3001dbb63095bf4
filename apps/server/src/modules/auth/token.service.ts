import crypto from 'node:crypto';
import type { DbOrTrx } from '../../db/database.ts';
import type { TokenRow } from '../../db/schema.ts';
import { nowSeconds } from '../../core/clock.ts';
import { purgeCaptchas } from '../captcha/captcha.repository.ts';
import { deleteCodesBefore } from '../codes/code.repository.ts';
import * as repo from './token.repository.ts';

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface TokenLifetimes {
  accessTokenTtl: number;
  refreshTokenTtl: number;
}

export type TokenCheck = { status: 'valid' | 'expired'; row: TokenRow } | { status: 'unknown' };

/** Opaque random tokens; only their SHA-256 is stored. */
export async function issueToken(
  db: DbOrTrx,
  userId: number,
  type: TokenRow['type'],
  ttl: number,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = nowSeconds();
  await repo.insertToken(db, {
    token_hash: hashToken(token),
    type,
    user_id: userId,
    create_time: now,
    expire_time: now + ttl,
  });
  return token;
}

export async function checkToken(db: DbOrTrx, token: string, type: TokenRow['type']): Promise<TokenCheck> {
  const row = await repo.findToken(db, hashToken(token));
  if (!row || row.type !== type) return { status: 'unknown' };
  return { status: row.expire_time > nowSeconds() ? 'valid' : 'expired', row };
}

export const revokeToken = (db: DbOrTrx, token: string) => repo.deleteToken(db, hashToken(token));
export const revokeUserTokens = repo.deleteUserTokens;
/** Forgets what can no longer be used: expired tokens, captchas and verification codes (codes after a day, as the daily limit counts them). */
export async function purgeExpiredSessions(db: DbOrTrx): Promise<void> {
  const now = nowSeconds();
  await repo.deleteExpiredTokens(db, now);
  await purgeCaptchas(db, now);
  await deleteCodesBefore(db, now - 86_400);
}
