import crypto from 'node:crypto';
import {
  GroupId,
  type CommonRefreshTokenResponse,
  type NewUserLoginRequest,
  type NewUserLoginResponse,
  type PlayerLoginResponse,
} from '@dzzs/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import * as accounts from '../account/users.service.ts';
import { sessionFor } from '../account/account.service.ts';
import { toPlayerInfo } from '../account/account.mapper.ts';
import { hashPassword, verifyPassword } from '../account/password.ts';
import { checkCaptcha } from '../captcha/captcha.service.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findClerkConfig } from '../staff/clerks.service.ts';
import * as loginFailures from './login-failures.service.ts';
import { endSessions } from './session.service.ts';
import { hashToken } from './token-hash.ts';
import { findToken } from './token.repository.ts';
import { checkToken, issueSession, revokeUserTokens, rotateRefresh } from './token.service.ts';

// Signing in and out: the password check with its throttling, the logins of shop accounts and players, the
// refresh of an access token and logout. What a signed-in account looks like is the account module's.

export const M = defineMessages({
  loginOk: { zh: '登录成功', en: 'Logged in' },
  loginWrongLeft: {
    zh: '账号或密码错误，再错 {left} 次将暂时锁定',
    en: 'Wrong account or password; {left} more tries before a temporary lock',
  },
  loginNotPlayer: { zh: '该账号不是彩民账号', en: 'This is not a player account' },
  loginNotShop: {
    zh: '该账号不是店铺账号，请使用店主或店员账号登录',
    en: 'Not a shop account; log in with a shopkeeper or staff account',
  },
  loginDisabled: { zh: '账号已停用，请联系店主', en: 'This account is disabled; contact the shop owner' },
  loginLocked: {
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'Too many failed logins; try again in {minutes} minutes',
  },
  loginNeedCaptcha: { zh: '请输入图形验证码', en: 'Enter the picture code' },
  loginBadCaptcha: { zh: '图形验证码错误，请重新输入', en: 'The picture code is wrong; try the new one' },
  refreshExpired: { zh: '登录过期，请重新登录。', en: 'Login expired, please log in again.' },
  refreshMismatch: { zh: 'Token 无效！', en: 'Invalid token' },
  logoutOk: { zh: '已退出登录', en: 'Logged out' },
});

const CAPTCHA_AFTER = 3;
const LOCK_AFTER = 5;
const MAX_LOCK_MINUTES = 24 * 60;
// Customer service logs into the same app: it answers shops in the chat pages (docs/chat.md).
const SHOP_GROUPS: number[] = [GroupId.shopkeeper, GroupId.staff, GroupId.support];

type LoginInput = z.output<typeof NewUserLoginRequest>;

function isKeep(keep: LoginInput['keep']): boolean {
  return !(keep === false || keep === 0 || keep === '0');
}

/** Password login for shop accounts (and customer service), with a captcha after 3 failures and a growing lock after 5. */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  ip: string,
): Promise<{ data: NewUserLoginResponse; msg: string }> {
  const user = await checkPassword(ctx, input, ip, SHOP_GROUPS, M.loginNotShop);
  if (user.group_id === GroupId.staff) {
    const clerk = await findClerkConfig(ctx.db, user.id);
    if (!clerk || clerk.state !== 1) throw AppError.fail(M.loginDisabled);
  }
  await markLoggedIn(ctx, user.id, ip);
  return { data: await sessionFor(ctx, user, isKeep(input.keep)), msg: M.loginOk };
}

/** Player login (bettingend.User/login): the same password rules, for players (group 1) only. */
export async function playerLogin(
  ctx: AppContext,
  input: LoginInput,
  ip: string,
): Promise<{ data: PlayerLoginResponse; msg: string }> {
  const user = await checkPassword(ctx, input, ip, [GroupId.player], M.loginNotPlayer);
  await markLoggedIn(ctx, user.id, ip);
  const { token, refresh } = await issueSession(ctx.db, user.id, ctx.config, isKeep(input.keep));
  return { data: { userinfo: { ...toPlayerInfo(user), token, refresh_token: refresh } }, msg: M.loginOk };
}

async function markLoggedIn(ctx: AppContext, userId: number, ip: string) {
  const now = nowSeconds();
  await accounts.updateUser(ctx.db, userId, {
    last_login_time: now,
    last_login_ip: ip,
    update_time: now,
  });
}

/** A password hash of nothing, checked for unknown names so that they take as long as known ones. */
let dummyHash: Promise<string> | undefined;
const hashOfNothing = () => (dummyHash ??= hashPassword(crypto.randomBytes(18).toString('base64')));

/**
 * The password check of every login, counted per account and client address (a stranger's failures never lock the
 * shop's own phones out): a captcha after 3 failures, a growing lock after 5; failures are forgotten 30 minutes
 * after the last one or the end of the last lock. Unknown names get the same answers, in about the same time. Then
 * the account must be of one of `groups` and enabled.
 */
async function checkPassword(
  ctx: AppContext,
  input: LoginInput,
  ip: string,
  groups: readonly number[],
  wrongGroup: string,
): Promise<UserRow> {
  const now = nowSeconds();
  const user = await accounts.findUserByLogin(ctx.db, input.username);
  const account = loginFailures.loginFailureKey(user, input.username);
  const record = await loginFailures.findLoginFailures(ctx.db, account, ip);
  if (record && record.lock_until > now)
    throw AppError.fail(M.loginLocked, { minutes: Math.ceil((record.lock_until - now) / 60) });
  const forgetBefore = now - loginFailures.FAILURES_FORGOTTEN_AFTER;
  const remembered =
    record && Math.max(record.last_time, record.lock_until) >= forgetBefore ? record.failures : 0;
  if (remembered >= CAPTCHA_AFTER) {
    if (!input.captcha || !input.captchaId)
      throw AppError.fail(M.loginNeedCaptcha, {}, { needCaptcha: true });
    if (!(await checkCaptcha(ctx.db, input.captchaId, input.captcha)))
      throw AppError.fail(M.loginBadCaptcha, {}, { needCaptcha: true });
  }
  const passwordOk = await verifyPassword(input.password, user?.password_hash ?? (await hashOfNothing()));
  if (!user || !passwordOk) {
    const failures = await loginFailures.addLoginFailure(ctx.db, account, ip, now, forgetBefore);
    const lockMinutes = failures >= LOCK_AFTER ? Math.min(2 ** (failures - LOCK_AFTER), MAX_LOCK_MINUTES) : 0;
    if (lockMinutes) await loginFailures.lockLogin(ctx.db, account, ip, now + lockMinutes * 60);
    const data = failures >= CAPTCHA_AFTER ? { needCaptcha: true } : null;
    if (lockMinutes) throw AppError.fail(M.loginLocked, { minutes: lockMinutes }, data);
    throw AppError.fail(M.loginWrongLeft, { left: LOCK_AFTER - failures }, data);
  }
  if (record) await loginFailures.clearLoginFailures(ctx.db, account, ip);
  if (!groups.includes(user.group_id)) throw AppError.fail(wrongGroup);
  if (user.status !== 1) throw AppError.fail(M.loginDisabled);
  return user;
}

/** Trades a refresh token for a new access token; the old access token, when sent, must be the same user's. */
export async function refreshAccess(
  ctx: AppContext,
  refreshToken: string,
  oldAccess: string | undefined,
): Promise<CommonRefreshTokenResponse> {
  const presented = await checkToken(ctx.db, refreshToken, 'user-refresh');
  if (presented.status === 'unknown') throw AppError.fail(M.refreshExpired);
  if (oldAccess) {
    const old = await findToken(ctx.db, hashToken(oldAccess));
    if (old && (old.user_id !== presented.row.user_id || old.type !== 'user'))
      throw AppError.fail(M.refreshMismatch);
  }
  const user = await accounts.findUserById(ctx.db, presented.row.user_id);
  if (!user || user.status !== 1) throw AppError.fail(M.refreshExpired);
  const rotation = await rotateRefresh(ctx, refreshToken);
  if (rotation.status !== 'rotated') throw AppError.fail(M.refreshExpired);
  return { type: 'user-refresh', token: rotation.token, refresh_token: rotation.refresh };
}

/** Logout ends every session of the account (docs/api.md); it always succeeds. */
export async function logout(ctx: AppContext, accessToken: string | undefined): Promise<void> {
  if (!accessToken) return;
  const row = await findToken(ctx.db, hashToken(accessToken));
  if (!row) return;
  await inTransaction(ctx, async (tx) => {
    await revokeUserTokens(tx.trx, row.user_id);
    endSessions(ctx, tx, [row.user_id]);
  });
}
