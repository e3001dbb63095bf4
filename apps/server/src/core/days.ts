// Day boundaries of date filters. The server runs with TZ set (Asia/Shanghai by default), so local dates are the
// shop's dates.

/** Unix seconds of the start of the local day `YYYY-M-D`, or the value itself when it is already unix seconds. */
export function dayStart(input: string, plusDays = 0): number {
  if (/^\d{1,12}$/.test(input)) return Number(input);
  const [y, m, d] = input.split('-').map(Number) as [number, number, number];
  return Math.floor(new Date(y, m - 1, d + plusDays).getTime() / 1000);
}

/**
 * A `[from, to)` range from the `startTime` / `endTime` filters: a date as `endTime` includes that whole day, so a
 * range whose two ends are the same day covers that day.
 */
export function dateRange(startTime?: string, endTime?: string): { from?: number; to?: number } {
  const range: { from?: number; to?: number } = {};
  if (startTime) range.from = dayStart(startTime);
  if (endTime) range.to = /^\d{1,12}$/.test(endTime) ? Number(endTime) : dayStart(endTime, 1);
  return range;
}

/** Unix seconds of the start of today. */
export function todayStart(now = Date.now()): number {
  const d = new Date(now);
  return Math.floor(new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime() / 1000);
}

/** The local calendar day of a moment as days since 1970-01-01 (the statistics roll-ups' `day`). */
export function dayNumberAt(seconds: number): number {
  const d = new Date(seconds * 1000);
  return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 86_400_000);
}

/** Unix seconds of the start of a local day given as days since 1970-01-01. */
export function startOfDayNumber(day: number): number {
  const d = new Date(day * 86_400_000);
  return Math.floor(new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()).getTime() / 1000);
}
