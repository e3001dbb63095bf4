/**
 * What a published number draw looks like, per game: the one place that says how many balls a draw has, from which
 * range, or which digit each position takes. The server checks a draw against it before storing it, and settlement
 * checks the draw it is given against it again.
 */
import { NUMBER_RULES, type Zone } from './number-rules.ts';

/** A zone of a draw: the bet zone's name and range, and how many balls are drawn in it. */
export interface DrawZone extends Pick<Zone, 'zh' | 'en' | 'min' | 'max'> {
  /** Balls drawn in this zone. */
  count: number;
}

export type DrawShape =
  | { kind: 'balls'; red: DrawZone; blue: DrawZone | null; blueApart: boolean }
  | { kind: 'digits'; positions: readonly { min: number; max: number }[] };

/** 快乐八 draws 20 of 80. */
const KENO_DRAWN = 20;

export function drawShapeOf(gameCode: number): DrawShape | null {
  const rule = NUMBER_RULES[gameCode];
  if (!rule) return null;
  if (rule.kind === 'digits') return { kind: 'digits', positions: rule.positions };
  if (rule.kind === 'keno')
    return {
      kind: 'balls',
      red: { zh: '号码', en: 'number', count: KENO_DRAWN, min: rule.min, max: rule.max },
      blue: null,
      blueApart: false,
    };
  const { front, back } = rule;
  const red = { zh: front.zh, en: front.en, count: front.pick, min: front.min, max: front.max };
  if (back)
    return {
      kind: 'balls',
      red,
      blue: { zh: back.zh, en: back.en, count: back.pick, min: back.min, max: back.max },
      blueApart: false,
    };
  // 七乐彩 draws one special number from the same balls besides the basic ones.
  return {
    kind: 'balls',
    red,
    blue: { zh: '特别号码', en: 'special number', count: 1, min: red.min, max: red.max },
    blueApart: true,
  };
}

/** `zone.count` different balls, each within the zone's range. */
export function ballsFit(balls: readonly number[], zone: DrawZone): boolean {
  return (
    balls.length === zone.count &&
    new Set(balls).size === balls.length &&
    balls.every((b) => Number.isInteger(b) && b >= zone.min && b <= zone.max)
  );
}

/** One digit per position, each within that position's range. */
export function digitsFit(digits: readonly number[], positions: DrawShape & { kind: 'digits' }): boolean {
  return (
    digits.length === positions.positions.length &&
    digits.every((d, i) => {
      const range = positions.positions[i];
      return range !== undefined && Number.isInteger(d) && d >= range.min && d <= range.max;
    })
  );
}

/** 七乐彩's special number must not be one of the basic numbers. */
export const specialApart = (red: readonly number[], blue: readonly number[]) =>
  !blue.some((b) => red.includes(b));
