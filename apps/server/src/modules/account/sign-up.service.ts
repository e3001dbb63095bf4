import {
  GroupId,
  type NewUserLoginResponse,
  type NewUserRegisterRequest,
  type PlayerLoginResponse,
} from '@dzzs/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation, type Trx } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../core/errors.ts';
import { nowSeconds } from '../../core/clock.ts';
import { issueSession } from '../auth/token.service.ts';
import { useCode, verifyCode } from '../codes/code.service.ts';
import { insertShopConfig } from '../shop-profile/shop-config.service.ts';
import { toPlayerInfo } from './account.mapper.ts';
import * as repo from './account.repository.ts';
import { M, sessionFor } from './account.service.ts';
import { hashPassword } from './password.ts';

// New accounts: a shop signing up (NewUser/register, the platform CLI, the demo seed) and a player signing up with
// a shop's invite code (bettingend.User/register). Each is verified by a code and written in one transaction.

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
  await insertShopConfig(trx, id, now, {
    store_certification: shop.certification ?? 0,
    service_charge_bp: shop.serviceChargeBp ?? 0,
  });
  return id;
}

/** Writes a staff account of `shopId` (users row, group 3) inside the caller's transaction; its clerk_config is the staff module's. */
export async function insertStaffUser(
  trx: Trx,
  staff: { username: string; nickname: string; shopId: number },
  passwordHash: string,
): Promise<number> {
  const now = nowSeconds();
  return repo.insertUser(trx, {
    username: staff.username,
    nickname: staff.nickname,
    password_hash: passwordHash,
    group_id: GroupId.staff,
    shop_id: staff.shopId,
    create_time: now,
    update_time: now,
  });
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
