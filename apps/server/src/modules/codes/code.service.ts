import crypto from 'node:crypto';
import type { CodeEvent } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import { findUserByAddress } from '../account/users.service.ts';
import * as repo from './code.repository.ts';

export const CODE_TTL = 600;
const RESEND_GAP = 60;
const DAILY_LIMIT = 10;
const MAX_ATTEMPTS = 5;

const M = defineMessages({
  codeSent: { zh: '验证码已发送', en: 'Code sent' },
  codeTooSoon: {
    zh: '发送过于频繁，请 {seconds} 秒后再试',
    en: 'Please wait {seconds} seconds before asking for another code',
  },
  codeDailyLimit: {
    zh: '该号码今日获取验证码次数已达上限',
    en: 'This address has reached today’s limit of codes',
  },
  codeInvalid: { zh: '验证码错误或已过期', en: 'The code is wrong or has expired' },
  codeUndelivered: {
    zh: '验证码发送失败，请稍后再试',
    en: 'The code could not be sent; please try again later',
  },
});

const hash = (address: string, event: string, code: string) =>
  crypto.createHash('sha256').update(`${address}\n${event}\n${code}`).digest('hex');

/**
 * Sends a 6-digit code: one per 60 s per address, 10 a day, valid 10 minutes, single use. The answer never tells
 * whether the address is registered: when the code can't be used (a sign-up or new binding for a registered
 * address, a password reset for an unknown one) it is recorded, limits and all, but not sent.
 */
export async function sendCode(
  ctx: AppContext,
  channel: 'sms' | 'email',
  address: string,
  event: CodeEvent,
): Promise<string> {
  const field = channel === 'sms' ? 'mobile' : 'email';
  const registered = (await findUserByAddress(ctx.db, field, address)) !== undefined;
  // register and changephone need a free address; resetpwd a registered one.
  const usable = event === 'resetpwd' ? registered : !registered;
  const now = nowSeconds();
  const last = await repo.lastCodeTime(ctx.db, address);
  if (last !== undefined && now - last < RESEND_GAP)
    throw AppError.fail(M.codeTooSoon, { seconds: RESEND_GAP - (now - last) });
  if ((await repo.countCodesSince(ctx.db, address, now - 86_400)) >= DAILY_LIMIT)
    throw AppError.fail(M.codeDailyLimit);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await repo.insertCode(ctx.db, {
    channel,
    address,
    event,
    code_hash: hash(address, event, code),
    create_time: now,
    expire_time: now + CODE_TTL,
  });
  if (!usable) return M.codeSent;
  try {
    await ctx.codeSender.send({ channel, address, event, code });
  } catch (err) {
    // Undelivered: forget it, so neither the 60 s gap nor the daily limit holds the person back.
    await repo.deleteCode(ctx.db, id);
    ctx.log.error({ err, channel }, 'verification code delivery failed');
    throw AppError.fail(M.codeUndelivered);
  }
  return M.codeSent;
}

/**
 * Checks a code without using it up; wrong guesses count (outside any transaction, so a rollback can't undo
 * them) and the code dies after 5. Returns the code's id for `useCode`.
 */
export async function verifyCode(
  db: DbOrTrx,
  address: string,
  event: CodeEvent,
  code: string,
): Promise<number> {
  const row = await repo.latestLiveCode(db, address, event, nowSeconds());
  if (!row || row.attempts >= MAX_ATTEMPTS) throw AppError.fail(M.codeInvalid);
  if (!crypto.timingSafeEqual(Buffer.from(hash(address, event, code)), Buffer.from(row.code_hash))) {
    await repo.addAttempt(db, row.id);
    throw AppError.fail(M.codeInvalid);
  }
  return row.id;
}

/** The answer to a code that can't be used, for callers that find out after `verifyCode`. */
/** Forgets codes sent before `time` (kept a day, as the daily limit counts them). */
export const purgeCodesBefore = repo.deleteCodesBefore;

export const codeRefused = () => AppError.fail(M.codeInvalid);

/** Marks a verified code used, in the caller's transaction; a code can be used once, even by two racing calls. */
export async function useCode(db: DbOrTrx, id: number): Promise<void> {
  if (!(await repo.consumeCode(db, id, nowSeconds()))) throw AppError.fail(M.codeInvalid);
}
