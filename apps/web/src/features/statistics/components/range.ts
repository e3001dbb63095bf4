import dayjs, { type Dayjs } from 'dayjs';
import { dateFilterValue, type DateRange } from '../../../shared/ui/date-picker.ts';

// The date ranges of the statistics pages. The shop's days are Asia/Shanghai days whatever the phone's zone
// (docs/statistics.md): China keeps no daylight saving, so a Shanghai day is UTC+8 all year round.

const SHANGHAI_OFFSET_MS = 8 * 3600 * 1000;

export const PRESETS = ['today', 'yesterday', 'week', 'month', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];

/** A closed range of Shanghai days, both ends as the server reads them (`YYYY-M-D`). */
export interface DayRange {
  startTime: string;
  endTime: string;
}

/** Today in Shanghai as a calendar date (a local-midnight Dayjs used only for its year, month and day). */
export function shanghaiToday(now = Date.now()): Dayjs {
  const shifted = new Date(now + SHANGHAI_OFFSET_MS);
  return dayjs(new Date(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}

const text = (d: Dayjs) => dateFilterValue(d.toDate());
const range = (from: Dayjs, to: Dayjs): DayRange => ({ startTime: text(from), endTime: text(to) });

/** The days a preset covers, up to today (this week starts on Monday, as a Chinese calendar does). */
export function presetRange(preset: Preset, now = Date.now()): DayRange {
  const today = shanghaiToday(now);
  switch (preset) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(today.subtract(1, 'day'), today.subtract(1, 'day'));
    case 'week':
      return range(today.subtract((today.day() + 6) % 7, 'day'), today);
    case 'month':
      return range(today.startOf('month'), today);
    case 'lastMonth': {
      const last = today.startOf('month').subtract(1, 'day');
      return range(last.startOf('month'), last);
    }
  }
}

/** A date as the pages show it, YYYY-MM-DD (the server takes, and the earlier app sent, YYYY-M-D). */
export const dayText = (date: string) =>
  date.replace(
    /^(\d{4})-(\d{1,2})-(\d{1,2})$/,
    (_, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`,
  );

/** A range as the pages show it: 2026-11-01 ~ 2026-11-27. */
export const rangeText = (start: string, end?: string | null) =>
  `${dayText(start)} ~ ${end ? dayText(end) : ''}`;

/** A range picked on the calendar, which always gives both ends. */
export function customRange(picked: DateRange): DayRange | null {
  return picked.startTime && picked.endTime ? { startTime: picked.startTime, endTime: picked.endTime } : null;
}

/** The tab's choice as a detail page's link carries it; what the link leaves out the server reads as today / all. */
export function scopeOf(params: {
  clerk_id?: number | null;
  startTime?: string | null;
  endTime?: string | null;
}): { clerk_id?: number; startTime?: string; endTime?: string } {
  return {
    ...(params.clerk_id ? { clerk_id: params.clerk_id } : {}),
    ...(params.startTime ? { startTime: params.startTime } : {}),
    ...(params.endTime ? { endTime: params.endTime } : {}),
  };
}
