import { gameByCode, GAMES, type Game } from '@dzzs/shared/engine';
import { need, UsageError } from '../../cli/command.ts';
import { parseClock, parseDay, parseLocalTime } from './calendar-time.ts';

// The calendar's command-line arguments: each wrong one is a one-line UsageError saying what is allowed.

export type Values = Record<string, string | boolean | undefined>;

export const optional = (v: Values, name: string): string | undefined =>
  typeof v[name] === 'string' && (v[name] as string).trim() ? (v[name] as string).trim() : undefined;

/** `--game CODE` among `games`. */
export function gameArg(v: Values, games: readonly Game[]): Game {
  const raw = need(v, 'game');
  const game = /^\d+$/.test(raw) ? gameByCode(Number(raw)) : undefined;
  if (!game || !games.includes(game))
    throw new UsageError(`--game takes one of ${games.map((g) => `${g.code} (${g.nameEn})`).join(', ')}`);
  return game;
}

export const NUMBER_GAMES = GAMES.filter((g) => g.group === 'number');

export function issueArg(v: Values): string {
  const issue = need(v, 'issue');
  if (!/^\d{5,12}$/.test(issue))
    throw new UsageError('--issue takes an issue number such as 2026135 or 26135');
  return issue;
}

export function dayArg(v: Values, name: string): string | undefined {
  const raw = optional(v, name);
  if (raw === undefined) return undefined;
  const day = parseDay(raw);
  if (!day) throw new UsageError(`--${name} takes a date YYYY-MM-DD, e.g. 2026-11-24`);
  return `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;
}

/** `--name "YYYY-MM-DD HH:mm"` (China time) → unix seconds. */
export function timeArg(v: Values, name: string): number | undefined {
  const raw = optional(v, name);
  if (raw === undefined) return undefined;
  const time = parseLocalTime(raw);
  if (time === null)
    throw new UsageError(`--${name} takes "YYYY-MM-DD HH:mm" (China time), e.g. "2026-11-24 20:00"`);
  return time;
}

export function clockArg(v: Values, name: string): string | undefined {
  const raw = optional(v, name);
  if (raw === undefined) return undefined;
  const clock = parseClock(raw);
  if (!clock) throw new UsageError(`--${name} takes a time of day HH:mm, e.g. 21:15`);
  return clock;
}

/** `--days 2,4,7`: ISO weekdays, 1 Monday … 7 Sunday. */
export function weekdaysArg(v: Values): number[] | undefined {
  const raw = optional(v, 'days');
  if (raw === undefined) return undefined;
  const days = raw.split(',').map((d) => d.trim());
  if (!days.every((d) => /^[1-7]$/.test(d)))
    throw new UsageError('--days takes weekdays 1 (Monday) to 7 (Sunday) separated by commas, e.g. 2,4,7');
  return days.map(Number);
}

export function intArg(v: Values, name: string, min: number, max: number): number | undefined {
  const raw = optional(v, name);
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max)
    throw new UsageError(`--${name} takes a whole number from ${min} to ${max}`);
  return Number(raw);
}

/** An argument the command cannot go without. */
export function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}
