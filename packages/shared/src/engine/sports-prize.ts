/**
 * Fixed-odds (竞彩) prize arithmetic shared by pricing, splitting and settlement. Odds are integer hundredths and
 * products are taken in BigInt, so a unit's prize is exact before the one official rounding step.
 */
import type { SportsMatch } from './bet-types.ts';
import { product } from './combinatorics.ts';
import type { PlanEntry } from './count.ts';
import { judge, type JingcaiPlay, type Score, type SportsPlay } from './sports-plays.ts';

/** Official 竞彩 cap on one 2-yuan unit by number of legs: 1 → 100 000 yuan, 2–3 → 200 000, 4–5 → 500 000, 6+ → 1 000 000. */
export function legCapFen(legs: number): number {
  if (legs <= 1) return 10_000_000;
  if (legs <= 3) return 20_000_000;
  if (legs <= 5) return 50_000_000;
  return 100_000_000;
}

/**
 * Prize of one 2-yuan unit: 2 × product of odds, rounded to the fen by 四舍六入五成双 (an exact half goes to the even
 * fen: 1.25 × 1.25 pays 3.12, 1.45 × 1.45 pays 4.20), then capped by leg count.
 */
export function unitPrizeFen(odds: readonly number[]): number {
  const cap = legCapFen(odds.length);
  let product = 1;
  for (const o of odds) product *= o;
  const scale = 100 ** odds.length;
  // The exact prize in fen is 200 × product / scale. Doubles are exact below 2^53: use them for the common short
  // parlays, BigInt beyond.
  const numerator = product * 200;
  if (numerator <= Number.MAX_SAFE_INTEGER && scale <= Number.MAX_SAFE_INTEGER)
    return Math.min(halfToEven(numerator, scale), cap);
  let big = 200n;
  let den = 1n;
  for (const o of odds) {
    big *= BigInt(o);
    den *= 100n;
  }
  const quotient = big / den;
  const twice = (big - quotient * den) * 2n;
  const rounded = twice > den || (twice === den && quotient % 2n === 1n) ? quotient + 1n : quotient;
  return rounded < BigInt(cap) ? Number(rounded) : cap;
}

/** numerator / denominator rounded to an integer, an exact half to the even neighbour (banker's rounding). */
export function halfToEven(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  const twice = (numerator - quotient * denominator) * 2;
  if (twice > denominator || (twice === denominator && quotient % 2 === 1)) return quotient + 1;
  return quotient;
}

/** For each match: winning selection index → odds it pays in hundredths (1.00 for a cancelled match or a push). */
export type Winners = readonly ReadonlyMap<number, number>[];

export interface WinningUnit {
  entry: number;
  legs: { match: number; selection: number; odds: number }[];
  /** Capped prize of one unit at multiple 1. */
  unitFen: number;
  multiple: number;
  prizeFen: number;
}

/** Total prize of the plan under the given winners; pushes the winning units into `collect` when given. */
export function evaluate(entries: readonly PlanEntry[], winners: Winners, collect?: WinningUnit[]): number {
  let total = 0;
  entries.forEach((entry, e) => {
    const choices = entry.legs.map((leg) => {
      const won = winners[leg.match];
      return won
        ? leg.selections
            .filter((s) => won.has(s))
            .map((s) => ({ match: leg.match, selection: s, odds: won.get(s) ?? 100 }))
        : [];
    });
    for (const legs of product(choices)) {
      const unitFen = unitPrizeFen(legs.map((l) => l.odds));
      const prizeFen = unitFen * entry.multiple;
      total += prizeFen;
      collect?.push({ entry: e, legs, unitFen, multiple: entry.multiple, prizeFen });
    }
  });
  return total;
}

export interface PlayedResult {
  cancelled: boolean;
  full: Score;
  half: Score | null;
}

const JINGCAI_PLAYS: ReadonlySet<SportsPlay> = new Set([
  'spf',
  'rqspf',
  'zjq',
  'bqc',
  'bf',
  'sf',
  'rfsf',
  'dxf',
  'sfc',
]);
const isJingcai = (play: SportsPlay): play is JingcaiPlay => JINGCAI_PLAYS.has(play);

/** Which selections of a match pay under a result; a cancelled match pays every selection at 1.00. */
export function matchWinners(match: SportsMatch, result: PlayedResult): Map<number, number> {
  const won = new Map<number, number>();
  match.selections.forEach((sel, i) => {
    if (result.cancelled) won.set(i, 100);
    else if (isJingcai(sel.play)) {
      const verdict = judge(sel.play, sel.outcome, sel.line, result.full, result.half);
      if (verdict === 'win') won.set(i, sel.odds ?? 100);
      else if (verdict === 'push') won.set(i, 100);
    }
  });
  return won;
}

/** Plausible results of a match, enough to reach every combination of its selections that can win together. */
function* possibleResults(gameCode: number, match: SportsMatch): Generator<PlayedResult> {
  if (gameCode === 407) {
    for (let home = 0; home <= 10; home++) {
      for (let away = 0; away <= 10; away++) {
        const halves: Score[] = [{ home: 0, away: 0 }];
        if (home > 0) halves.push({ home: 1, away: 0 });
        if (away > 0) halves.push({ home: 0, away: 1 });
        for (const half of halves) yield { cancelled: false, full: { home, away }, half };
      }
    }
    return;
  }
  const totals = new Set<number>([200, 201]);
  for (const sel of match.selections) {
    if (sel.play === 'dxf' && sel.line !== null) {
      for (let t = Math.floor(sel.line) - 1; t <= Math.ceil(sel.line) + 2; t++) totals.add(t);
    }
  }
  for (let diff = -60; diff <= 60; diff++) {
    if (diff === 0) continue;
    for (const total of totals) {
      if (total < Math.abs(diff) || (total - diff) % 2 !== 0) continue;
      yield { cancelled: false, full: { home: (total + diff) / 2, away: (total - diff) / 2 }, half: null };
    }
  }
}

const sumOdds = (m: ReadonlyMap<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

interface MatchOptions {
  /** Every distinct non-empty set of winning selections. */
  all: Map<number, number>[];
  /** Those not contained in a richer one (enough for the maximum). */
  options: Map<number, number>[];
  canLose: boolean;
}
const optionsCache = new WeakMap<SportsMatch, MatchOptions>();

/** Winning subsets a match can produce, without those contained in a richer one, and whether it can lose. */
function matchOptions(gameCode: number, match: SportsMatch): MatchOptions {
  const cached = optionsCache.get(match);
  if (cached) return cached;
  const computed = computeOptions(gameCode, match);
  optionsCache.set(match, computed);
  return computed;
}

function computeOptions(gameCode: number, match: SportsMatch): MatchOptions {
  const [only] = match.selections;
  // One selection wins alone or loses; no need to walk the results.
  if (only && match.selections.length === 1) {
    const options = [new Map([[0, only.odds ?? 100]])];
    return { all: options, options, canLose: true };
  }
  const distinct = new Map<string, Map<number, number>>();
  let canLose = false;
  for (const result of possibleResults(gameCode, match)) {
    const won = matchWinners(match, result);
    if (won.size === 0) canLose = true;
    else distinct.set([...won].map(([i, o]) => `${i}:${o}`).join(','), won);
  }
  const all = [...distinct.values()];
  const dominated = (a: Map<number, number>, b: Map<number, number>) =>
    a !== b && [...a].every(([i, o]) => (b.get(i) ?? -1) >= o);
  return { all, options: all.filter((a) => !all.some((b) => dominated(a, b))), canLose };
}

/** Exhaustive search while (outcome combinations × winning units per evaluation) stays below this. */
const EXACT_SEARCH_WORK = 400_000;

/** Rough count of winning units one evaluation walks when each match wins its largest option. */
function unitsPerEvaluation(entries: readonly PlanEntry[], largest: (match: number) => number): number {
  return entries.reduce(
    (sum, e) => sum + e.legs.reduce((p, leg) => p * Math.min(leg.selections.length, largest(leg.match)), 1),
    0,
  );
}

/**
 * Highest and lowest non-zero prize (fen) the plan can pay over all match results (cancellations aside). Exact
 * by enumeration while the combinations of per-match outcomes stay small (EXACT_SEARCH_WORK); beyond that the
 * maximum comes from a greedy start improved one match at a time, which is exact whenever no cap binds, and the
 * minimum from a few cheapest candidates.
 */
export function prizeRange(
  gameCode: number,
  matches: readonly SportsMatch[],
  entries: readonly PlanEntry[],
): { minFen: number; maxFen: number } {
  const involved = [...new Set(entries.flatMap((e) => e.legs.map((l) => l.match)))].sort((a, b) => a - b);
  const options = new Map(involved.map((m) => [m, matchOptions(gameCode, matches[m] as SportsMatch)]));
  const winners = (pick: ReadonlyMap<number, ReadonlyMap<number, number>>): Winners =>
    matches.map((_, i) => pick.get(i) ?? new Map());
  const lists = involved.map((m) => options.get(m)?.options ?? []);

  let maxFen = 0;
  const combos = lists.reduce((p, l) => p * Math.max(1, l.length), 1);
  const largest = (m: number) => Math.max(1, ...(options.get(m)?.options ?? []).map((o) => o.size));
  if (combos * unitsPerEvaluation(entries, largest) <= EXACT_SEARCH_WORK) {
    for (const choice of product(lists)) {
      maxFen = Math.max(
        maxFen,
        evaluate(entries, winners(new Map(involved.map((m, i) => [m, choice[i] ?? new Map()])))),
      );
    }
  } else {
    const pick = new Map(
      involved.map((m, i) => [
        m,
        (lists[i] ?? []).reduce(
          (best, o) => (sumOdds(o) > sumOdds(best) ? o : best),
          new Map<number, number>(),
        ),
      ]),
    );
    maxFen = evaluate(entries, winners(pick));
    for (let round = 0, improved = true; round < 3 && improved; round++) {
      improved = false;
      involved.forEach((m, i) => {
        for (const option of lists[i] ?? []) {
          const trial = new Map(pick).set(m, option);
          const value = evaluate(entries, winners(trial));
          if (value > maxFen) [maxFen, improved] = [value, true];
          if (value >= maxFen) pick.set(m, option);
        }
      });
    }
  }

  return { minFen: cheapestWin(involved, options, entries, winners), maxFen };
}

/** Lowest non-zero total: exact over every per-match outcome (losing included) while small, else a heuristic. */
function cheapestWin(
  involved: readonly number[],
  options: ReadonlyMap<number, MatchOptions>,
  entries: readonly PlanEntry[],
  winners: (pick: ReadonlyMap<number, ReadonlyMap<number, number>>) => Winners,
): number {
  let minFen = 0;
  const consider = (pick: ReadonlyMap<number, ReadonlyMap<number, number>>) => {
    const value = evaluate(entries, winners(pick));
    if (value > 0 && (minFen === 0 || value < minFen)) minFen = value;
  };
  const lists = involved.map((m) => {
    const o = options.get(m);
    return o ? (o.canLose ? [new Map<number, number>(), ...o.all] : o.all) : [];
  });
  const largest = (m: number) => Math.max(1, ...(options.get(m)?.all ?? []).map((o) => o.size));
  if (
    lists.reduce((p, l) => p * Math.max(1, l.length), 1) * unitsPerEvaluation(entries, largest) <=
    EXACT_SEARCH_WORK
  ) {
    for (const choice of product(lists))
      consider(new Map(involved.map((m, i) => [m, choice[i] ?? new Map()])));
    return minFen;
  }
  // Candidates: every match at its poorest outcome (losing where it can), and for each parlay size the parlay
  // whose poorest winning outcomes multiply lowest, with the other matches at their poorest.
  const poorest = (m: number, within?: readonly number[]) =>
    (options.get(m)?.all ?? [])
      .filter((o) => !within || within.some((s) => o.has(s)))
      .reduce<Map<number, number> | null>((a, o) => (a === null || sumOdds(o) < sumOdds(a) ? o : a), null);
  const baseline = new Map<number, ReadonlyMap<number, number>>();
  for (const m of involved) baseline.set(m, options.get(m)?.canLose ? new Map() : (poorest(m) ?? new Map()));
  consider(baseline);
  const bySize = new Map<number, { score: number; entry: PlanEntry }>();
  for (const entry of entries) {
    const score =
      entry.legs.reduce(
        (p, leg) => p * sumOdds(poorest(leg.match, leg.selections) ?? new Map([[0, 1e9]])),
        1,
      ) * entry.multiple;
    const current = bySize.get(entry.legs.length);
    if (!current || score < current.score) bySize.set(entry.legs.length, { score, entry });
  }
  for (const { entry } of bySize.values()) {
    const pick = new Map(baseline);
    for (const leg of entry.legs) pick.set(leg.match, poorest(leg.match, leg.selections) ?? new Map());
    consider(pick);
  }
  return minFen;
}
