import {
  GroupId,
  type ChangePhoneRequest,
  type NewUserForgetPasswordRequest,
  type NewUserIndexResponse,
  type NewUserLoginResponse,
  type PlayerInfo,
} from '@dzzs/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation, type DbOrTrx } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { boundPushUrl } from '../push-links/push-links.service.ts';
import { endSessions, needLogin, resolveCaller, type Caller } from '../auth/session.service.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import { todayStart } from '../../core/days.ts';
import { keptAnswers, type KeptAnswers } from '../../core/kept-answers.ts';
import { perInstance } from '../../core/per-instance.ts';
import { issueSession, revokeUserTokens } from '../auth/token.service.ts';
import { codeRefused, useCode, verifyCode } from '../codes/code.service.ts';
import { readShopAppClosed } from '../settings/app-closed.ts';
import { findShopConfig } from '../shop-profile/shop-config.service.ts';
import { findClerkConfig } from '../staff/clerks.service.ts';
import { clearLoginFailures, loginFailureKey } from '../auth/login-failures.service.ts';
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
    findShopConfig(ctx.db, caller.shopId).then((row) => row ?? null),
    caller.clerk ? findClerkConfig(ctx.db, caller.user.id) : undefined,
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

/** One kept answer per account (about 600 bytes each). */
const MAX_KEPT_ACCOUNTS = 5_000;
const keptIndexes = perInstance<AppContext, KeptAnswers>(() =>
  keptAnswers({ maxEntries: MAX_KEPT_ACCOUNTS }),
);

/**
 * NewUser/index as JSON bytes, kept per account until something it shows changes (docs/accounts.md, "The mine
 * page's kept answer"): every app start and refresh reads it, and nearly always nothing changed in between. No
 * time limit: the versions cover every figure, so a payout, a recharge or a new order shows on the very next call.
 * `fresh` (`Cache-Control: no-cache`) reads the database and keeps nothing.
 */
export async function accountIndexJson(ctx: AppContext, caller: Caller, fresh: boolean): Promise<Buffer> {
  const load = async () => Buffer.from(JSON.stringify(await accountIndex(ctx, caller)));
  if (fresh) return load();
  // The shop's account version moves with everything the answer shows, its orders and their counts included
  // (migration 0041); the platform's with the platform's settings.
  const accounts = await repo.accountVersions(ctx.db, caller.shopId);
  const version = `${accounts.shop}.${accounts.platform}`;
  // The answer also depends on who asks (staff see what their permissions allow, as this instance resolved them)
  // and on the day (a staff member's ticketed amount is today's).
  const clerk = caller.clerk;
  const who = clerk ? `${clerk.view_userlist}${clerk.cooperation}${clerk.award}` : '';
  return keptIndexes(ctx).read(
    String(caller.user.id),
    `${version}|${caller.user.group_id}|${caller.shopId}|${who}|${todayStart()}`,
    load,
  );
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

/**
 * A new password inside the caller's transaction: the account's sessions end and its login failures are forgotten
 * (also the owner setting a staff member's password, docs/staff.md).
 */
export async function writePassword(
  ctx: AppContext,
  tx: Tx,
  user: { id: number },
  passwordHash: string,
): Promise<void> {
  await repo.updateUser(tx.trx, user.id, { password_hash: passwordHash, update_time: nowSeconds() });
  await clearLoginFailures(tx.trx, loginFailureKey(user, ''));
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

/** How people see each account among `ids` in a history or a list: its nickname, else its login name. */
export async function displayNames(db: DbOrTrx, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await repo.displayNamesOf(db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.nickname || r.username]));
}
