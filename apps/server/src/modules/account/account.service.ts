import {
  GroupId,
  type ChangePhoneRequest,
  type NewUserForgetPasswordRequest,
  type NewUserIndexResponse,
  type NewUserLoginResponse,
  type NewUserRegisterRequest,
  type PlayerInfo,
  type PlayerLoginResponse,
} from '@dzzs/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation, type Trx } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { boundPushUrl } from '../push-links/push-links.service.ts';
import { endSessions, needLogin, resolveCaller, type Caller } from '../auth/session.service.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import { issueSession, revokeUserTokens } from '../auth/token.service.ts';
import { codeRefused, useCode, verifyCode } from '../codes/code.service.ts';
import { readShopAppClosed } from '../settings/app-closed.ts';
import { toClerkInfo, toPlayerInfo, toUserInfo, ZERO_COUNTS, type Counts } from './account.mapper.ts';
import * as repo from './account.repository.ts';
import { hashPassword } from './password.ts';

export const M = defineMessages({
  registerOk: { zh: '注册成功', en: 'Registered' },
  usernameTaken: { zh: '用户名 {username} 已被使用', en: 'Username {username} is taken' },
  addressTaken: { zh: '{address} 已被其他账号绑定', en: '{address} is already bound to another account' },
  inviterUnknown: { zh: '邀请店铺 {id} 不存在', en: 'Inviting shop {id} does not exist' },
  passwordReset: { zh: '密码已重置，请重新登录', en: 'Password reset; please log in again' },
  phoneChanged: { zh: '手机号已绑定', en: 'Mobile number bound' },
});

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

/** The answer of a login or sign-up: a new session and the account as the mine page shows it. */
export async function sessionFor(
  ctx: AppContext,
  user: UserRow,
  keep: boolean,
): Promise<NewUserLoginResponse> {
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
  // The push link is the owner's: staff never see the address.
  const pushKey = caller.clerk ? '' : await boundPushUrl(ctx.db, caller.shopId);
  return { userinfo, clerkInfo, pushKey };
}

/** NewUser/index: the account, its shop, counters, and the platform's shop-app switch. */
export async function accountIndex(ctx: AppContext, caller: Caller): Promise<NewUserIndexResponse> {
  const { userinfo, clerkInfo, pushKey } = await describeCaller(ctx, caller);
  const appIsOpen = await readShopAppClosed(ctx.db);
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
    userId = await inTransaction(ctx, async (tx) => {
      await useCode(tx.trx, codeId);
      return insertShop(tx.trx, shop, passwordHash);
    });
  } catch (err) {
    throw takenRefusal(err, address, input.username);
  }
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new Error('registered shop vanished');
  return sessionFor(ctx, user, true);
}

/** A sign-up that lost a race with another: names what was taken (other errors pass through). */
function takenRefusal(err: unknown, address: string, username: string): unknown {
  if (!isUniqueViolation(err)) return err;
  const detail = `${(err as Error).message} ${(err as { constraint?: string }).constraint ?? ''}`;
  return /mobile|email/.test(detail)
    ? AppError.fail(M.addressTaken, { address })
    : AppError.fail(M.usernameTaken, { username });
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
  return inTransaction(ctx, (tx) => insertShop(tx.trx, shop, passwordHash));
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
  await inTransaction(ctx, async (tx) => {
    await useCode(tx.trx, codeId);
    await writePassword(ctx, tx, user, passwordHash);
  });
  return M.passwordReset;
}

/** A new password: the account's sessions end and its login failures are forgotten. */
async function writePassword(ctx: AppContext, tx: Tx, user: UserRow, passwordHash: string): Promise<void> {
  await repo.updateUser(tx.trx, user.id, { password_hash: passwordHash, update_time: nowSeconds() });
  await repo.clearLoginFailures(tx.trx, repo.loginFailureKey(user, ''));
  await revokeUserTokens(tx.trx, user.id);
  endSessions(ctx, tx, [user.id]);
}

/** The shop sets a new password for one of its players (players area, resetPassword). */
export async function setPlayerPassword(ctx: AppContext, playerId: number, password: string): Promise<void> {
  const player = await repo.findUserById(ctx.db, playerId);
  if (!player) throw new Error(`player ${playerId} vanished`);
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, (tx) => writePassword(ctx, tx, player, passwordHash));
}

export interface NewPlayer {
  username: string;
  password: string;
  nickname?: string | undefined;
  mobile: string;
  /** The mobile's register code. */
  captcha: string;
  shopId: number;
  /** The player who invited them; null when the shop's own code was used. */
  inviterId: number | null;
}

/**
 * A new player of a shop (bettingend.User/register), verified by a code sent to their mobile; answers with a
 * session like a player's login.
 */
export async function registerPlayer(
  ctx: AppContext,
  p: NewPlayer,
  ip: string,
): Promise<PlayerLoginResponse> {
  if (await repo.usernameTaken(ctx.db, p.username))
    throw AppError.fail(M.usernameTaken, { username: p.username });
  const codeId = await verifyCode(ctx.db, p.mobile, 'register', p.captcha);
  if (await repo.findUserByAddress(ctx.db, 'mobile', p.mobile))
    throw AppError.fail(M.addressTaken, { address: p.mobile });
  const passwordHash = await hashPassword(p.password);
  const now = nowSeconds();
  let userId: number;
  try {
    userId = await inTransaction(ctx, async (tx) => {
      await useCode(tx.trx, codeId);
      return repo.insertUser(tx.trx, {
        username: p.username,
        nickname: p.nickname || p.username,
        mobile: p.mobile,
        password_hash: passwordHash,
        group_id: GroupId.player,
        shop_id: p.shopId,
        inviter_id: p.inviterId,
        last_login_ip: ip,
        create_time: now,
        update_time: now,
      });
    });
  } catch (err) {
    throw takenRefusal(err, p.mobile, p.username);
  }
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new Error('registered player vanished');
  const { token, refresh } = await issueSession(ctx.db, user.id, ctx.config, true);
  return { userinfo: { ...toPlayerInfo(user), token, refresh_token: refresh } };
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
    await inTransaction(ctx, async (tx) => {
      await useCode(tx.trx, codeId);
      await repo.updateUser(tx.trx, caller.user.id, { mobile: input.mobile, update_time: nowSeconds() });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.fail(M.addressTaken, { address: input.mobile });
    throw err;
  }
  return M.phoneChanged;
}

/** Disabling an account ends its sessions at once. */
export async function setAccountEnabled(ctx: AppContext, userId: number, enabled: boolean): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await repo.updateUser(tx.trx, userId, { status: enabled ? 1 : 0, update_time: nowSeconds() });
    if (enabled) return;
    await revokeUserTokens(tx.trx, userId);
    endSessions(ctx, tx, [userId]);
  });
}
