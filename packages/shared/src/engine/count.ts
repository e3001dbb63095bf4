/**
 * 注数: how many 2-yuan units a bet holds. Sports bets are expanded into plan entries — one per parlay of
 * concrete matches — so counting, splitting, prize ranges and settlement all walk the same structure.
 */
import type { NumberBet, SportsBet, ValidBet } from './bet-types.ts';
import { GAME } from './games.ts';
import { choose, combinations } from './combinatorics.ts';
import { NUMBER_RULES, type NumberLine } from './number-rules.ts';
import type { PassType } from './pass-types.ts';

export interface PlanLeg {
  /** Index into `bet.matches`. */
  match: number;
  /** Indexes into that match's `selections` that this parlay may use. */
  selections: number[];
}

/** One parlay over concrete matches; it holds the product of its legs' selection counts in units. */
export interface PlanEntry {
  legs: PlanLeg[];
  /** Multiple applied to each unit of this entry. */
  multiple: number;
}

/** Plan entries of a pass type over a set of match indexes (every M-subset, then every bundled size). */
function* passEntries(pass: PassType, matchIndexes: readonly number[]): Generator<number[]> {
  for (const group of combinations(matchIndexes.length, pass.m)) {
    for (const size of pass.sizes) {
      for (const sub of combinations(pass.m, size)) yield sub.map((i) => matchIndexes[group[i] ?? 0] ?? 0);
    }
  }
}

/** How many plan entries a sports bet expands to, without expanding it (guards against huge bets). */
export function planSize(bet: Pick<SportsBet, 'game' | 'matches' | 'passTypes' | 'optimize'>): number {
  const n = bet.matches.length;
  if (bet.optimize) return bet.optimize.length;
  if (bet.game.code === GAME.sfc) return 1;
  if (bet.game.code === GAME.rx9) return choose(n, 9);
  return bet.passTypes.reduce(
    (sum, p) => sum + choose(n, p.m) * p.sizes.reduce((s, k) => s + choose(p.m, k), 0),
    0,
  );
}

export function expandPlan(bet: SportsBet): PlanEntry[] {
  const allOf = (match: number): PlanLeg => ({
    match,
    selections: bet.matches[match]?.selections.map((_, i) => i) ?? [],
  });
  if (bet.optimize) {
    return bet.optimize.map((group) => ({
      legs: group.picks.map((p) => ({ match: p.match, selections: [p.selection] })),
      multiple: group.units * bet.multiple,
    }));
  }
  const all = bet.matches.map((_, i) => i);
  if (bet.game.code === GAME.sfc) return [{ legs: all.map(allOf), multiple: bet.multiple }];
  if (bet.game.code === GAME.rx9)
    return [...combinations(all.length, 9)].map((c) => ({ legs: c.map(allOf), multiple: bet.multiple }));
  const entries: PlanEntry[] = [];
  for (const pass of bet.passTypes) {
    for (const legs of passEntries(pass, all))
      entries.push({ legs: legs.map(allOf), multiple: bet.multiple });
  }
  return entries;
}

export const entryUnits = (entry: PlanEntry): number =>
  entry.legs.reduce((p, leg) => p * leg.selections.length, 1);

function sportsNotes(bet: SportsBet): number {
  if (bet.optimize) return bet.optimize.reduce((sum, g) => sum + g.units, 0);
  return expandPlan(bet).reduce((sum, e) => sum + entryUnits(e), 0);
}

/** Units in one number line (单式 1, 复式 and 胆拖 by combination). */
export function lineNotes(gameCode: number, line: NumberLine): number {
  switch (line.kind) {
    case 'lotto': {
      const rule = NUMBER_RULES[gameCode];
      if (rule?.kind !== 'lotto') return 0;
      const front = choose(line.front.length, rule.front.pick - line.frontDan.length);
      const back = rule.back ? choose(line.back.length, rule.back.pick - line.backDan.length) : 1;
      return front * back;
    }
    case 'straight':
      return line.positions.reduce((p, digits) => p * digits.length, 1);
    case 'group':
      return line.play === 'zusan'
        ? line.digits.length * (line.digits.length - 1)
        : choose(line.digits.length, 3);
    case 'pair':
      return 1;
    case 'keno':
      return choose(line.numbers.length, line.pick - line.dan.length);
  }
}

function numberNotes(bet: NumberBet): number {
  return bet.lines.reduce((sum, line) => sum + lineNotes(bet.game.code, line), 0);
}

/** 注数 of a validated bet (for sports, before the multiple). */
export function countNotes(bet: ValidBet): number {
  return bet.kind === 'sports' ? sportsNotes(bet) : numberNotes(bet);
}
