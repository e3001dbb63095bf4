import crypto from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import type { TokenRow } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { nowSeconds } from '../../core/clock.ts';
import { purgeCaptchas } from '../captcha/captcha.service.ts';
import { purgeCodesBefore } from '../codes/code.service.ts';
import { purgeLoginFailures } from './login-failures.service.ts';
import { endSessions, sessionsChanged } from './session.service.ts';
import { hashToken } from './token-hash.ts';
import * as repo from './token.repository.ts';

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
  family = '',
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const now = nowSeconds();
  await repo.insertToken(db, {
    token_hash: hashToken(token),
    type,
    user_id: userId,
    family,
    retired_time: 0,
    create_time: now,
    expire_time: now + ttl,
  });
  return token;
}

const newFamily = () => crypto.randomBytes(16).toString('hex');

/** The tokens of a new login: an access token, and a refresh token when the session is kept, in a new family. */
export async function issueSession(
  db: DbOrTrx,
  userId: number,
  lifetimes: TokenLifetimes,
  keep: boolean,
): Promise<{ token: string; refresh: string }> {
  const family = newFamily();
  const token = await issueToken(db, userId, 'user', lifetimes.accessTokenTtl, family);
  const refresh = keep ? await issueToken(db, userId, 'user-refresh', lifetimes.refreshTokenTtl, family) : '';
  return { token, refresh };
}

export type Rotation =
  | { status: 'rotated'; userId: number; token: string; refresh: string }
  | { status: 'invalid' }
  | { status: 'reused' };

/**
 * Refresh with rotation (OWASP): the presented refresh token is retired and a new pair issued in the same family,
 * whose older access tokens end. A retired refresh token presented again means it was copied: the whole family
 * (the session) ends, for the thief and the owner alike, who logs in again; the account's sockets close.
 */
export async function rotateRefresh(ctx: AppContext, refreshToken: string): Promise<Rotation> {
  return inTransaction(ctx, async (tx) => {
    const { trx } = tx;
    const row = await repo.findToken(trx, hashToken(refreshToken));
    const now = nowSeconds();
    if (!row || row.type !== 'user-refresh' || row.expire_time <= now) return { status: 'invalid' };
    const family = row.family || newFamily();
    const retired = row.retired_time === 0 && (await repo.retireToken(trx, row.token_hash, now));
    if (!retired) {
      if (row.family) await repo.deleteFamily(trx, row.family);
      else await repo.deleteToken(trx, row.token_hash);
      endSessions(ctx, tx, [row.user_id]);
      return { status: 'reused' };
    }
    if (row.family) await repo.deleteFamilyAccessTokens(trx, row.family);
    tx.afterCommit(() => sessionsChanged(ctx));
    const token = await issueToken(trx, row.user_id, 'user', ctx.config.accessTokenTtl, family);
    const refresh = await issueToken(trx, row.user_id, 'user-refresh', ctx.config.refreshTokenTtl, family);
    return { status: 'rotated', userId: row.user_id, token, refresh };
  });
}

export async function checkToken(db: DbOrTrx, token: string, type: TokenRow['type']): Promise<TokenCheck> {
  const row = await repo.findToken(db, hashToken(token));
  if (!row || row.type !== type) return { status: 'unknown' };
  return { status: row.expire_time > nowSeconds() ? 'valid' : 'expired', row };
}

export const revokeUserTokens = repo.deleteUserTokens;
/** Forgets what can no longer be used: expired tokens, captchas, verification codes (after a day, as the daily limit counts them) and day-old login failures. */
export async function purgeExpiredSessions(db: DbOrTrx): Promise<void> {
  const now = nowSeconds();
  await repo.deleteExpiredTokens(db, now);
  await purgeCaptchas(db, now);
  await purgeCodesBefore(db, now - 86_400);
  await purgeLoginFailures(db, now - 86_400);
}
