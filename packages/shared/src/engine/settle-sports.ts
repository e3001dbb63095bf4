/**
 * Settlement of a sports bet against the published match results.
 *
 * 竞彩足球/竞彩篮球: each unit pays 2 × product of its legs' odds, rounded half up to the fen, capped per unit by leg
 * count (1 leg 100 000 yuan, 2–3 200 000, 4–5 500 000, 6+ 1 000 000), times the multiple. A cancelled match
 * counts every selection on it as won at odds 1.00. Basketball scores include overtime.
 */
import { z } from 'zod';
import type { SportsBet } from './bet-types.ts';
import { expandPlan } from './count.ts';
import { GAME } from './games.ts';
import { err, type EngineError } from './result.ts';
import { evaluate, matchWinners, type WinningUnit } from './sports-prize.ts';
import { NONE, settlement, type Settlement, type SettledUnit } from './settlement.ts';

const score = z.object({ home: z.number().int().min(0).max(999), away: z.number().int().min(0).max(999) });

export const matchResultSchema = z.object({
  matchId: z.union([z.string(), z.number()]),
  fullTime: score.nullish(),
  halfTime: score.nullish(),
  cancelled: z.boolean().default(false),
});
export type MatchResult = z.input<typeof matchResultSchema>;

/** Winning units listed in the details at most; the prize always counts all of them. */
const MAX_DETAIL_UNITS = 500;

export function settleSports(bet: SportsBet, results: unknown): Settlement {
  const parsed = z.array(matchResultSchema).safeParse(results ?? []);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 10)
      .map((i) =>
        err(
          `results${i.path.map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`)).join('')}`,
          '赛果格式不正确',
          'Malformed match result',
        ),
      );
    return settlement('invalid', 0, NONE, issues);
  }
  const byId = new Map(parsed.data.map((r) => [String(r.matchId).trim(), r]));
  const errors: EngineError[] = [];
  const missing: string[] = [];
  const winners = bet.matches.map((match) => {
    const result = byId.get(match.matchId);
    if (!result) {
      missing.push(match.matchId);
      return new Map<number, number>();
    }
    if (!result.cancelled) {
      const label = match.matchNumStr || match.matchId;
      if (!result.fullTime) {
        errors.push(
          err(
            `results.${match.matchId}.fullTime`,
            `比赛 ${label} 缺少全场比分`,
            `Match ${label} has no full-time score`,
          ),
        );
        return new Map<number, number>();
      }
      if (bet.game.code === GAME.jclq && result.fullTime.home === result.fullTime.away) {
        errors.push(
          err(
            `results.${match.matchId}.fullTime`,
            `篮球比赛 ${label} 的比分不能相同（含加时）`,
            `Basketball match ${label} cannot end level (overtime included)`,
          ),
        );
      }
      const needsHalf = match.selections.some((s) => s.play === 'bqc');
      if (needsHalf && !result.halfTime) {
        errors.push(
          err(
            `results.${match.matchId}.halfTime`,
            `比赛 ${label} 缺少半场比分（半全场需要）`,
            `Match ${label} has no half-time score (needed for half-time/full-time)`,
          ),
        );
      }
    }
    return matchWinners(match, {
      cancelled: result.cancelled,
      full: result.fullTime ?? { home: 0, away: 0 },
      half: result.halfTime ?? null,
    });
  });
  if (errors.length > 0) return settlement('invalid', 0, NONE, errors);
  if (missing.length > 0)
    return settlement('pending', 0, {
      kind: 'sports',
      units: [],
      unitsTruncated: false,
      missingMatches: missing,
    });
  const collected: WinningUnit[] = [];
  const total = evaluate(expandPlan(bet), winners, collected);
  const units: SettledUnit[] = collected.slice(0, MAX_DETAIL_UNITS).map((u) => ({
    legs: u.legs.map((l) => ({
      matchId: bet.matches[l.match]?.matchId ?? '',
      res: bet.matches[l.match]?.selections[l.selection]?.res ?? '',
      odds: l.odds,
    })),
    unitFen: u.unitFen,
    multiple: u.multiple,
    prizeFen: u.prizeFen,
  }));
  return settlement(total > 0 ? 'won' : 'lost', total, {
    kind: 'sports',
    units,
    unitsTruncated: collected.length > MAX_DETAIL_UNITS,
    missingMatches: [],
  });
}

/** Fixed prizes per unit in fen by tier; tiers absent here are pool tiers. */
