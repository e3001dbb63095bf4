import { dateOfDayNumber, dayNumberOf, GroupId } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { dayNumberAt, startOfDayNumber } from '../../core/days.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, type Lang } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { Caller } from '../auth/caller.ts';
import * as staff from '../staff/staff.service.ts';

// Who and when a statistics request is about (docs/statistics.md): the range as Asia/Shanghai days, and the staff
// member it is scoped to. Staff always get their own figures; the owner the shop's, or one staff member's.

export const SM = defineMessages({
  statsClerkNotFound: { zh: 'clerk_id：店员 {id} 不存在', en: 'clerk_id: staff member {id} not found' },
  statsStartAfterEnd: {
    zh: 'startTime：开始日期不能晚于结束日期（未填结束日期即今天）',
    en: 'startTime: the start must not be after the end (today when no end is given)',
  },
  statsOwnerTable: {
    zh: 'table：{table} 只有店主可以导出',
    en: 'table: only the owner may export {table}',
  },
});

/** A range of days (days since 1970-01-01, both included) and its unix bounds [fromTime, toTime). */
export interface DayRange {
  from: number;
  to: number;
  fromTime: number;
  toTime: number;
  startTime: string;
  endTime: string;
}

export function dayRange(from: number, to: number): DayRange {
  return {
    from,
    to,
    fromTime: startOfDayNumber(from),
    toTime: startOfDayNumber(to + 1),
    startTime: dateOfDayNumber(from),
    endTime: dateOfDayNumber(to),
  };
}

/** The range asked for; a missing end is today (the request schema refused a start after an end already). */
export function rangeOf(q: { startTime?: string | undefined; endTime?: string | undefined }): DayRange {
  const today = dayNumberAt(nowSeconds());
  const to = q.endTime ? dayNumberOf(q.endTime)! : today;
  const from = q.startTime ? dayNumberOf(q.startTime)! : Math.min(to, today);
  if (from > to) throw AppError.fail(SM.statsStartAfterEnd);
  return dayRange(from, to);
}

/** The period of the same length just before a range. */
export const previousOf = (r: DayRange): DayRange => dayRange(2 * r.from - r.to - 1, r.from - 1);

export interface Scope {
  shopId: number;
  /** The owner: sees the money blocks. */
  owner: boolean;
  /** Figures of this staff member only; absent: the whole shop. */
  staffId?: number;
}

export const isOwner = (caller: Caller) => caller.user.group_id !== GroupId.staff;

/**
 * The scope of a request: staff get themselves whatever they ask (another id is not found); the owner the whole
 * shop (0), themselves, or a staff member of their shop (another shop's staff is not found).
 */
export async function scopeOf(ctx: AppContext, caller: Caller, clerkId: number): Promise<Scope> {
  const shopId = caller.shopId;
  if (!isOwner(caller)) {
    if (clerkId !== 0 && clerkId !== caller.user.id)
      throw AppError.fail(SM.statsClerkNotFound, { id: clerkId });
    return { shopId, owner: false, staffId: caller.user.id };
  }
  if (clerkId === 0) return { shopId, owner: true };
  if (clerkId !== shopId)
    await staff.info(ctx, shopId, clerkId).catch(() => {
      throw AppError.fail(SM.statsClerkNotFound, { id: clerkId });
    });
  return { shopId, owner: true, staffId: clerkId };
}

export const pick = (lang: Lang, label: { zh: string; en: string }) => (lang === 'en' ? label.en : label.zh);
