import { IssueState } from '@dzzs/shared';
import { addDays, at, dayKey, daysBetween, weekdayOf, type Day } from './calendar-time.ts';

// Which issues a number game's schedule makes, and their numbers (docs/calendar.md, "Issues"). Pure: the service
// reads the schedule, the breaks and the last issue kept, and inserts what this returns.

export interface Schedule {
  gameCode: number;
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  weekdays: readonly number[];
  /** HH:mm. */
  drawTime: string;
  closeTime: string;
  format: 'YYYY' | 'YY';
}

/** Days without draws, `YYYY-MM-DD` both included; `gameCode` null for every number game. */
export interface BreakSpan {
  gameCode: number | null;
  from: string;
  to: string;
}

export interface PlannedIssue {
  issue: string;
  day: Day;
  salesOpen: number;
  salesClose: number;
  drawTime: number;
}

/** The last issue kept, which the plan continues from: its draw day, its position in its year, its draw time. */
export interface Anchor {
  day: Day;
  position: number;
  drawTime: number;
}

/** An anchor further back than this is ignored: the count starts again from the year's first draw. */
const ANCHOR_REACH_DAYS = 400;

export function isDrawDay(schedule: Schedule, breaks: readonly BreakSpan[], day: Day): boolean {
  if (!schedule.weekdays.includes(weekdayOf(day))) return false;
  const key = dayKey(day);
  return !breaks.some(
    (b) => (b.gameCode === null || b.gameCode === schedule.gameCode) && b.from <= key && key <= b.to,
  );
}

/** 福彩 `2026135`, 体彩 `26135`: the year, then the draw's position in it. */
export function issueNumber(schedule: Pick<Schedule, 'format'>, year: number, position: number): string {
  const y = schedule.format === 'YY' ? String(year % 100).padStart(2, '0') : String(year);
  return `${y}${String(position).padStart(3, '0')}`;
}

/** The position an issue number gives (`2026135` → year 2026, position 135), or null when it is not of the format. */
export function positionOf(
  schedule: Pick<Schedule, 'format'>,
  issue: string,
): { year: number; position: number } | null {
  const m = (schedule.format === 'YY' ? /^(\d{2})(\d{3})$/ : /^(\d{4})(\d{3})$/).exec(issue);
  if (!m) return null;
  const year = schedule.format === 'YY' ? 2000 + Number(m[1]) : Number(m[1]);
  return Number(m[2]) > 0 ? { year, position: Number(m[2]) } : null;
}

function previousDraw(schedule: Schedule, breaks: readonly BreakSpan[], before: Day): number {
  for (let back = 1; back <= ANCHOR_REACH_DAYS; back++) {
    const day = addDays(before, -back);
    if (isDrawDay(schedule, breaks, day)) return at(day, schedule.drawTime);
  }
  return at(addDays(before, -1), schedule.drawTime);
}

/**
 * The issues of the draw days from `from` to `to` (both included). An issue's number is its draw's position in the
 * year among the game's draw days, breaks excluded; after `anchor` (the last issue kept, when it is earlier in the
 * same stretch) the count continues from its number, so a schedule edited mid-year goes on from where it was. Sales
 * open when the previous issue is drawn.
 */
export function planIssues(
  schedule: Schedule,
  breaks: readonly BreakSpan[],
  from: Day,
  to: Day,
  anchor: Anchor | null,
): PlannedIssue[] {
  const useAnchor =
    anchor !== null &&
    dayKey(anchor.day) < dayKey(from) &&
    daysBetween(anchor.day, from) <= ANCHOR_REACH_DAYS;
  const start = useAnchor ? addDays(anchor.day, 1) : { y: from.y, m: 1, d: 1 };
  let position = useAnchor ? anchor.position : 0;
  let lastDraw = useAnchor ? anchor.drawTime : previousDraw(schedule, breaks, start);
  const planned: PlannedIssue[] = [];
  const fromKey = dayKey(from);
  const toKey = dayKey(to);
  for (let day = start; dayKey(day) <= toKey;) {
    if (isDrawDay(schedule, breaks, day)) {
      position += 1;
      const drawTime = at(day, schedule.drawTime);
      if (dayKey(day) >= fromKey)
        planned.push({
          issue: issueNumber(schedule, day.y, position),
          day,
          salesOpen: lastDraw,
          salesClose: at(day, schedule.closeTime),
          drawTime,
        });
      lastDraw = drawTime;
    }
    const next = addDays(day, 1);
    if (next.y !== day.y) position = 0;
    day = next;
  }
  return planned;
}

/** An issue's state at `now` (docs/calendar.md): decided in this order, so a suspended issue is suspended whatever its times. */
export function issueState(
  issue: { sales_open: number; sales_close: number; suspended: number },
  drawn: boolean,
  now: number,
): IssueState {
  if (issue.suspended === 1) return IssueState.suspended;
  if (drawn) return IssueState.drawn;
  if (now >= issue.sales_close) return IssueState.closed;
  return now >= issue.sales_open ? IssueState.onSale : IssueState.presale;
}
