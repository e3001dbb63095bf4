/** Field-level helpers every bet validator shares: wire value shapes, the multiple, and errors that name the field. */
import { z } from 'zod';
import { toInteger } from './number-rules.ts';
import { err, type EngineError } from './result.ts';

export const idLike = z.union([z.string(), z.number()]);
export const numeric = z.union([z.number(), z.string()]);
export const flag = z.union([z.literal('0'), z.literal('1'), z.literal(0), z.literal(1), z.boolean()]);

import { MAX_MULTIPLE } from './limits.ts';

export { MAX_MULTIPLE };

const FIELD_NAMES: Record<string, [string, string]> = {
  Content: ['比赛', 'matches'],
  data: ['投注选项', 'selections'],
  res: ['投注内容', 'selection'],
  rate: ['赔率', 'odds'],
  line: ['盘口', 'line'],
  goal: ['让球/让分', 'handicap'],
  totalLine: ['预设总分', 'preset total'],
  matchId: ['比赛编号', 'match id'],
  matchNumStr: ['场次', 'match number'],
  homeTeamAbbName: ['主队', 'home team'],
  awayTeamAbbName: ['客队', 'away team'],
  lssue: ['期号', 'issue'],
  remarks: ['投注说明', 'remarks'],
  Multiple: ['倍数', 'multiple'],
  reachType: ['过关方式', 'pass types'],
  Repeat: ['重复方式', 'repeat mode'],
  isComplex: ['拆单方式', 'split mode'],
  bonusOptimize: ['奖金优化', 'bonus optimisation'],
  matches: ['场次', 'matches'],
  beilv: ['倍数', 'multiple'],
  switch: ['追加', 'add-on'],
  play: ['玩法', 'play'],
  list: ['选号', 'numbers'],
  dan: ['胆码', 'bankers'],
  red: ['红球/前区', 'red/front numbers'],
  blue: ['蓝球/后区', 'blue/back numbers'],
};

export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

function describePath(path: readonly PropertyKey[]): [string, string] {
  const zh: string[] = [];
  const en: string[] = [];
  path.forEach((key, i) => {
    const parent = path[i - 1];
    if (typeof key === 'number') {
      const [a, b] =
        parent === 'Content'
          ? [`第${key + 1}场`, `match ${key + 1}`]
          : parent === 'data'
            ? [`第${key + 1}个选项`, `selection ${key + 1}`]
            : i === 0
              ? [`第${key + 1}注`, `line ${key + 1}`]
              : [`第${key + 1}项`, `item ${key + 1}`];
      zh.push(a);
      en.push(b);
    } else if (key !== 'Content' && key !== 'data') {
      const [a, b] = FIELD_NAMES[String(key)] ?? [String(key), String(key)];
      zh.push(a);
      en.push(b);
    }
  });
  return [zh.join(' ') || '投注内容', en.join(' ') || 'bet content'];
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
}

/** One error per schema issue (at most 20), naming the field, and the limit when a text or list is too long. */
export function zodErrors(error: z.ZodError, input: unknown): EngineError[] {
  return error.issues.slice(0, 20).map((issue) => {
    const [zh, en] = describePath(issue.path);
    if (issue.code === 'too_big' && (issue.origin === 'string' || issue.origin === 'array')) {
      const max = String(issue.maximum);
      return issue.origin === 'string'
        ? err(formatPath(issue.path), `${zh}：最多 ${max} 个字符`, `${en}: at most ${max} characters`)
        : err(formatPath(issue.path), `${zh}：最多 ${max} 项`, `${en}: at most ${max} entries`);
    }
    const missing = valueAt(input, issue.path) === undefined;
    return err(
      formatPath(issue.path),
      missing ? `${zh}：缺少该项` : `${zh}：格式不正确`,
      missing ? `${en}: missing` : `${en}: wrong format`,
    );
  });
}

export const isOn = (value: unknown) => value === true || value === 1 || value === '1';

/** Wire text as the engine keeps it: trimmed, '' for nothing. */
export const textOf = (value: unknown): string =>
  value === undefined || value === null ? '' : String(value).trim();

/**
 * A handicap or preset total: a number or numeric string of at most four digits and two decimals, so the value
 * written back ('-1', '215.5') reads the same; null otherwise.
 */
export function parseLine(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\s*[+-]?\d{1,4}(\.\d{1,2})?\s*$/.test(text) ? Number(text) : null;
}

export function parseMultiple(value: unknown, path: string, errors: EngineError[]): number {
  const multiple = toInteger(value);
  if (multiple === null || multiple < 1 || multiple > MAX_MULTIPLE) {
    errors.push(
      err(
        path,
        `倍数“${String(value)}”无效，应为 1–${MAX_MULTIPLE} 的整数`,
        `Multiple "${String(value)}" is invalid; use a whole number 1–${MAX_MULTIPLE}`,
      ),
    );
    return 1;
  }
  return multiple;
}
