import crypto from 'node:crypto';
import {
  GroupId,
  type ChangePhoneRequest,
  type CommonRefreshTokenResponse,
  type NewUserForgetPasswordRequest,
  type NewUserIndexResponse,
  type NewUserLoginRequest,
  type NewUserLoginResponse,
  type NewUserRegisterRequest,
  type PlayerInfo,
  type PlayerLoginResponse,
} from '@dzzs/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation, type Trx } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { needLogin, resolveCaller, sessionsChanged, type Caller } from '../auth/session.service.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import {
  checkToken,
  hashToken,
  issueSession,
  revokeUserTokens,
  rotateRefresh,
} from '../auth/token.service.ts';
import { checkCaptcha } from '../captcha/captcha.service.ts';
import { codeRefused, useCode, verifyCode } from '../codes/code.service.ts';
import { getSetting } from '../settings/settings.repository.ts';
import { findToken } from '../auth/token.repository.ts';
import { toClerkInfo, toPlayerInfo, toUserInfo, ZERO_COUNTS, type Counts } from './account.mapper.ts';
import * as repo from './account.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';

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
  registerOk: { zh: '注册成功', en: 'Registered' },
  usernameTaken: { zh: '用户名 {username} 已被使用', en: 'Username {username} is taken' },
  addressTaken: { zh: '{address} 已被其他账号绑定', en: '{address} is already bound to another account' },
  inviterUnknown: { zh: '邀请店铺 {id} 不存在', en: 'Inviting shop {id} does not exist' },
  passwordReset: { zh: '密码已重置，请重新登录', en: 'Password reset; please log in again' },
  refreshExpired: { zh: '登录过期，请重新登录。', en: 'Login expired, please log in again.' },
  refreshMismatch: { zh: 'Token 无效！', en: 'Invalid token' },
  logoutOk: { zh: '已退出登录', en: 'Logged out' },
  phoneChanged: { zh: '手机号已绑定', en: 'Mobile number bound' },
});

const CAPTCHA_AFTER = 3;
const LOCK_AFTER = 5;
const MAX_LOCK_MINUTES = 24 * 60;
const FAILURES_FORGOTTEN_AFTER = 30 * 60;
const SHOP_GROUPS: number[] = [GroupId.shopkeeper, GroupId.staff];

type LoginInput = z.output<typeof NewUserLoginRequest>;

function isKeep(keep: LoginInput['keep']): boolean {
  return !(keep === false || keep === 0 || keep === '0');
}

/** Password login for shop accounts, with a captcha after 3 failures and a growing lock after 5. */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  ip: string,
): Promise<{ data: NewUserLoginResponse | { needCaptcha: true }; msg: string }> {
  const user = await checkPassword(ctx, input, ip, SHOP_GROUPS, M.loginNotShop);
  if (user.group_id === GroupId.staff) {
    const clerk = await repo.findClerkConfig(ctx.db, user.id);
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

/** bettingend.User/index: the player, their shop and their balance. */
export async function playerIndex(ctx: AppContext, caller: Caller): Promise<{ userinfo: PlayerInfo }> {
  return { userinfo: toPlayerInfo(await profileOf(ctx, caller)) };
}

/** The caller's own account row, read fresh (the resolved session holds identity and permissions only). */
async function profileOf(ctx: AppContext, caller: Caller): Promise<UserRow> {
  const user = await repo.findUserById(ctx.db, caller.user.id);
  if (!user) throw needLogin();
  return user;
}

async function markLoggedIn(ctx: AppContext, userId: number, ip: string) {
  const now = nowSeconds();
  await repo.updateUser(ctx.db, userId, {
    last_login_time: now,
    last_login_ip: ip,
    update_time: now,
  });
}

/**
 * Who a login's failures are counted against: the account when the name is one, else the name itself, so an
 * unknown name is throttled (and answered) exactly like a known one.
 */
const failureKey = (user: UserRow | undefined, login: string) =>
  user ? `u:${user.id}` : `n:${login.trim().toLowerCase()}`;

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
  const user = await repo.findUserByLogin(ctx.db, input.username);
  const account = failureKey(user, input.username);
  const record = await repo.findLoginFailures(ctx.db, account, ip);
  if (record && record.lock_until > now)
    throw AppError.fail(M.loginLocked, { minutes: Math.ceil((record.lock_until - now) / 60) });
  const forgetBefore = now - FAILURES_FORGOTTEN_AFTER;
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
    const failures = await repo.addLoginFailure(ctx.db, account, ip, now, forgetBefore);
    const lockMinutes = failures >= LOCK_AFTER ? Math.min(2 ** (failures - LOCK_AFTER), MAX_LOCK_MINUTES) : 0;
    if (lockMinutes) await repo.lockLogin(ctx.db, account, ip, now + lockMinutes * 60);
    const data = failures >= CAPTCHA_AFTER ? { needCaptcha: true } : null;
    if (lockMinutes) throw AppError.fail(M.loginLocked, { minutes: lockMinutes }, data);
    throw AppError.fail(M.loginWrongLeft, { left: LOCK_AFTER - failures }, data);
  }
  if (record) await repo.clearLoginFailures(ctx.db, account, ip);
  if (!groups.includes(user.group_id)) throw AppError.fail(wrongGroup);
  if (user.status !== 1) throw AppError.fail(M.loginDisabled);
  return user;
}

async function sessionFor(ctx: AppContext, user: UserRow, keep: boolean): Promise<NewUserLoginResponse> {
  const { token, refresh } = await issueSession(ctx.db, user.id, ctx.config, keep);
  const caller = await resolveCaller(ctx, token);
  const { userinfo, clerkInfo } = await describeCaller(ctx, caller);
  return { userinfo: { ...userinfo, token, refresh_token: refresh, refreshToken: refresh }, clerkInfo };
}

/** The mine page's figures: each module adds its own (orders waiting, withdrawals…); the rest stay 0. */
async function collectCounts(ctx: AppContext, caller: Caller): Promise<Counts> {
  const parts = await Promise.all(ctx.modules.map((m) => m.mineCounters?.(ctx.db, caller) ?? {}));
  return parts.reduce<Counts>((acc, part) => ({ ...acc, ...part }), { ...ZERO_COUNTS });
}

/** A staff member's ticketed amount today, in fen, from the module that tickets orders. */
async function todayInvoicing(ctx: AppContext, clerkId: number): Promise<number> {
  const sources = ctx.modules.flatMap((m) => (m.todayInvoicing ? [m.todayInvoicing] : []));
  const amounts = await Promise.all(sources.map((source) => source(ctx.db, clerkId)));
  return amounts.reduce((sum, fen) => sum + fen, 0);
}

async function describeCaller(ctx: AppContext, caller: Caller) {
  const [user, shopConfig, clerk] = await Promise.all([
    profileOf(ctx, caller),
    repo.findShopConfig(ctx.db, caller.shopId).then((row) => row ?? null),
    caller.clerk ? repo.findClerkConfig(ctx.db, caller.user.id) : undefined,
  ]);
  const trusteeship =
    user.group_id === GroupId.shopkeeper ? await repo.sumPlayerBalances(ctx.db, user.id) : null;
  const counts = await collectCounts(ctx, caller);
  const userinfo = toUserInfo(user, shopConfig, trusteeship, counts);
  let clerkInfo = null;
  if (clerk) {
    const shop = await repo.findUserById(ctx.db, caller.shopId);
    if (shop) clerkInfo = toClerkInfo(shop, shopConfig, clerk, await todayInvoicing(ctx, user.id));
  }
  return { userinfo, clerkInfo, pushKey: user.push_key };
}

/** NewUser/index: the account, its shop, counters, and the platform's shop-app switch. */
export async function accountIndex(ctx: AppContext, caller: Caller): Promise<NewUserIndexResponse> {
  const { userinfo, clerkInfo, pushKey } = await describeCaller(ctx, caller);
  const closed = await getSetting(ctx.db, 'app_closed_shop');
  const appIsOpen = closed
    ? (JSON.parse(closed) as { value: 'true' | 'false'; content: string })
    : { value: 'false' as const, content: '' };
  return { userinfo, clerkInfo, push_key: pushKey, appIsOpen: { shop: appIsOpen } };
}

type RegisterInput = z.output<typeof NewUserRegisterRequest>;

/** A new shop: shopkeeper account + shop settings, verified by a code sent to its mobile or e-mail. */
export async function register(
  ctx: AppContext,
  input: RegisterInput,
  ip: string,
): Promise<NewUserLoginResponse> {
  const field = input.registerType;
  const address = (field === 'mobile' ? input.mobile : input.email) as string;
  if (await repo.usernameTaken(ctx.db, input.username))
    throw AppError.fail(M.usernameTaken, { username: input.username });
  if (input.inviter) {
    const inviter = await repo.findUserById(ctx.db, input.inviter);
    if (!inviter || inviter.group_id !== GroupId.shopkeeper)
      throw AppError.fail(M.inviterUnknown, { id: input.inviter });
  }
  // The code first: a registered address was never sent one, so nobody learns from here that it is registered.
  const codeId = await verifyCode(ctx.db, address, 'register', input.captcha);
  if (await repo.findUserByAddress(ctx.db, field, address)) throw AppError.fail(M.addressTaken, { address });
  const shop: NewShop = {
    username: input.username,
    password: input.password,
    nickname: input.nickname || input.username,
    mobile: field === 'mobile' ? address : '',
    email: field === 'email' ? address : '',
    inviterId: input.inviter ?? null,
    ip,
  };
  const passwordHash = await hashPassword(shop.password);
  let userId: number;
  try {
    // The code is used in the same transaction, so a sign-up that loses a race keeps its code.
    userId = await ctx.db.transaction().execute(async (trx) => {
      await useCode(trx, codeId);
      return insertShop(trx, shop, passwordHash);
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Lost a race with another sign-up: name what was taken.
    const detail = `${(err as Error).message} ${(err as { constraint?: string }).constraint ?? ''}`;
    throw /mobile|email/.test(detail)
      ? AppError.fail(M.addressTaken, { address })
      : AppError.fail(M.usernameTaken, { username: input.username });
  }
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new Error('registered shop vanished');
  return sessionFor(ctx, user, true);
}

export interface NewShop {
  username: string;
  password: string;
  nickname: string;
  mobile?: string;
  email?: string;
  inviterId?: number | null;
  ip?: string;
  certification?: number;
  serviceChargeBp?: number;
}

/** Creates a shopkeeper and its shop settings in one transaction (also used by the platform CLI and seed). */
export async function createShop(ctx: AppContext, shop: NewShop): Promise<number> {
  const passwordHash = await hashPassword(shop.password);
  return ctx.db.transaction().execute((trx) => insertShop(trx, shop, passwordHash));
}

/** Writes a new shop (account and shop config) inside the caller's transaction. */
export async function insertShop(trx: Trx, shop: NewShop, passwordHash: string): Promise<number> {
  const now = nowSeconds();
  const id = await repo.insertUser(trx, {
    username: shop.username,
    nickname: shop.nickname,
    mobile: shop.mobile ?? '',
    email: shop.email ?? '',
    password_hash: passwordHash,
    group_id: GroupId.shopkeeper,
    shop_id: 0,
    push_key: crypto.randomBytes(16).toString('hex'),
    inviter_id: shop.inviterId ?? null,
    last_login_ip: shop.ip ?? '',
    create_time: now,
    update_time: now,
  });
  await repo.updateUser(trx, id, { shop_id: id });
  await repo.insertShopConfig(trx, id, now, {
    store_certification: shop.certification ?? 0,
    service_charge_bp: shop.serviceChargeBp ?? 0,
  });
  return id;
}

type ForgetInput = z.output<typeof NewUserForgetPasswordRequest>;

export async function forgetPassword(ctx: AppContext, input: ForgetInput): Promise<string> {
  const field = input.registerType;
  const address = (field === 'mobile' ? input.mobile : input.email) as string;
  // The code first: an unknown address was never sent one, and answers like a wrong code.
  const codeId = await verifyCode(ctx.db, address, 'resetpwd', input.captcha);
  const user = await repo.findUserByAddress(ctx.db, field, address);
  if (!user) throw codeRefused();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    await useCode(trx, codeId);
    await repo.updateUser(trx, user.id, { password_hash: passwordHash, update_time: nowSeconds() });
    await repo.clearLoginFailures(trx, failureKey(user, ''));
    await revokeUserTokens(trx, user.id);
  });
  sessionsChanged(ctx);
  return M.passwordReset;
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
  const user = await repo.findUserById(ctx.db, presented.row.user_id);
  if (!user || user.status !== 1) throw AppError.fail(M.refreshExpired);
  const rotation = await rotateRefresh(ctx.db, refreshToken, ctx.config);
  // Rotation ends the family's older access tokens; a reused refresh token ends the whole family.
  sessionsChanged(ctx);
  if (rotation.status !== 'rotated') throw AppError.fail(M.refreshExpired);
  return { type: 'user-refresh', token: rotation.token, refresh_token: rotation.refresh };
}

/** Logout ends every session of the account (docs/api.md); it always succeeds. */
export async function logout(ctx: AppContext, accessToken: string | undefined): Promise<void> {
  if (!accessToken) return;
  const row = await findToken(ctx.db, hashToken(accessToken));
  if (!row) return;
  await revokeUserTokens(ctx.db, row.user_id);
  sessionsChanged(ctx);
}

export async function changePhone(
  ctx: AppContext,
  caller: Caller,
  input: ChangePhoneRequest & { mobile: string; captcha: string },
): Promise<string> {
  const codeId = await verifyCode(ctx.db, input.mobile, 'changephone', input.captcha);
  const owner = await repo.findUserByAddress(ctx.db, 'mobile', input.mobile);
  if (owner && owner.id !== caller.user.id) throw AppError.fail(M.addressTaken, { address: input.mobile });
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await useCode(trx, codeId);
      await repo.updateUser(trx, caller.user.id, { mobile: input.mobile, update_time: nowSeconds() });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.fail(M.addressTaken, { address: input.mobile });
    throw err;
  }
  return M.phoneChanged;
}

/** Disabling an account ends its sessions at once. */
export async function setAccountEnabled(ctx: AppContext, userId: number, enabled: boolean): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, userId, { status: enabled ? 1 : 0, update_time: nowSeconds() });
    if (!enabled) await revokeUserTokens(trx, userId);
  });
  sessionsChanged(ctx);
}
