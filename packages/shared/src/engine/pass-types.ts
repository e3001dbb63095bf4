/**
 * Pass types (过关方式). `k串1` is a k-leg parlay; `M串N` (N > 1) is the official 竞彩 free-pass shorthand for
 * playing every M-match combination as a bundle of smaller parlays — e.g. 3串4 = three 2串1 + one 3串1.
 */

export interface PassType {
  /** Canonical label: `单关`, `3串1`, `4串11`. */
  label: string;
  /** Matches per combination. */
  m: number;
  /** Parlays per combination (the N of M串N). */
  n: number;
  /** Parlay sizes played inside each M-match combination, ascending. */
  sizes: readonly number[];
}

/** Official 竞彩 M串N table (M = 3..8, N > 1): the parlay sizes each one bundles. */
const FREE_PASS_SIZES: Readonly<Record<string, readonly number[]>> = {
  '3串3': [2],
  '3串4': [2, 3],
  '4串4': [3],
  '4串5': [3, 4],
  '4串6': [2],
  '4串11': [2, 3, 4],
  '5串5': [4],
  '5串6': [4, 5],
  '5串10': [2],
  '5串16': [3, 4, 5],
  '5串20': [2, 3],
  '5串26': [2, 3, 4, 5],
  '6串6': [5],
  '6串7': [5, 6],
  '6串15': [2],
  '6串20': [3],
  '6串22': [4, 5, 6],
  '6串35': [2, 3],
  '6串42': [3, 4, 5, 6],
  '6串50': [2, 3, 4],
  '6串57': [2, 3, 4, 5, 6],
  '7串7': [6],
  '7串8': [6, 7],
  '7串21': [5],
  '7串35': [4],
  '7串120': [2, 3, 4, 5, 6, 7],
  '8串8': [7],
  '8串9': [7, 8],
  '8串28': [6],
  '8串56': [5],
  '8串70': [4],
  '8串247': [2, 3, 4, 5, 6, 7, 8],
};

export const FREE_PASS_LABELS: readonly string[] = Object.keys(FREE_PASS_SIZES);

/** Longest k串1 any game allows (北京单场 and 胜负过关 go to 15). */
export const MAX_PARLAY = 15;

const SINGLE: PassType = { label: '单关', m: 1, n: 1, sizes: [1] };

/** Parses a `reachType` entry (`2串1`, `3串4`, `1单关1`, `单关`, `1串1`); undefined when it is not a pass type. */
export function parsePassType(raw: string): PassType | undefined {
  const text = raw.trim();
  if (text === '单关' || text === '1单关1' || text === '1串1') return SINGLE;
  const match = /^(\d{1,2})串(\d{1,3})$/.exec(text);
  if (!match) return undefined;
  const m = Number(match[1]);
  const n = Number(match[2]);
  if (n === 1) return m >= 2 && m <= MAX_PARLAY ? { label: text, m, n, sizes: [m] } : undefined;
  const sizes = FREE_PASS_SIZES[text];
  return sizes ? { label: text, m, n, sizes } : undefined;
}
