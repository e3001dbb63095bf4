// Days and times of the calendar in the server's TZ (Asia/Shanghai by default, core/days.ts): schedules, breaks and
// the platform's command line speak China time, the database unix seconds.

/** A local calendar day. */
export interface Day {
  y: number;
  /** 1–12. */
  m: number;
  d: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const dayKey = (day: Day): string => `${day.y}-${pad(day.m)}-${pad(day.d)}`;

export function dayOf(unixSeconds: number): Day {
  const date = new Date(unixSeconds * 1000);
  return { y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate() };
}

export function addDays(day: Day, n: number): Day {
  const date = new Date(day.y, day.m - 1, day.d + n);
  return { y: date.getFullYear(), m: date.getMonth() + 1, d: date.getDate() };
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export const weekdayOf = (day: Day): number => ((new Date(day.y, day.m - 1, day.d).getDay() + 6) % 7) + 1;

/** Whole days from one local day to another (noon to noon, so a daylight-saving shift does not count). */
export const daysBetween = (from: Day, to: Day): number =>
  Math.round((at(to, '12:00') - at(from, '12:00')) / 86_400);

/** Unix seconds of `HH:mm` on a local day. */
export function at(day: Day, hhmm: string): number {
  const [h, min] = hhmm.split(':').map(Number) as [number, number];
  return Math.floor(new Date(day.y, day.m - 1, day.d, h, min).getTime() / 1000);
}

/** `YYYY-MM-DD` → a day, or null when it is not a real date. */
export function parseDay(text: string): Day | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text.trim());
  if (!m) return null;
  const day = { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  return dayKey(addDays(day, 0)) === dayKey(day) ? day : null;
}

/** `HH:mm` (00:00–23:59), normalised to two digits each, or null. */
export function parseClock(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return null;
  return `${pad(Number(m[1]))}:${m[2]}`;
}

/** `YYYY-MM-DD HH:mm` local time → unix seconds, or null. */
export function parseLocalTime(text: string): number | null {
  const m = /^(\S+)\s+(\S+)$/.exec(text.trim());
  const day = m ? parseDay(m[1] as string) : null;
  const clock = m ? parseClock(m[2] as string) : null;
  return day && clock ? at(day, clock) : null;
}

/** Unix seconds → `YYYY-MM-DD HH:mm` local time. */
export function formatLocalTime(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000);
  return `${dayKey(dayOf(unixSeconds))} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
