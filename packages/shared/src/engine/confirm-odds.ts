/**
 * 出票 with confirmed odds (竞彩足球/竞彩篮球): odds may have moved since the player ordered, so the shop may ticket
 * the bet at the odds it actually printed, and change nothing else. The ticketed bet is rebuilt from the order's
 * own content with only the new odds taken from the edit, so nothing else the edit carries can reach the ticket.
 */
import type { z } from 'zod';
import type { BetContent } from './bet-content-wire.ts';
import { sportsContentSchema } from './bet-content-sports.ts';
import { isOn, parseLine, textOf, zodErrors } from './bet-fields.ts';
import { gameByCode } from './games.ts';
import { toInteger } from './number-rules.ts';
import { parsePassType } from './pass-types.ts';
import { quoteBet, type Quote } from './price.ts';
import { err, fail, guard, type Result } from './result.ts';
import { labelMeaning } from './sports-plays.ts';

type SportsWire = z.infer<typeof sportsContentSchema>;

/** A value as validation reads it; what it cannot read stays as sent, so it still differs from a readable one. */
const lineOf = (value: unknown) => {
  const line = parseLine(value);
  return line === null ? textOf(value) : String(line);
};
const integerOf = (value: unknown) => String(toInteger(value) ?? textOf(value));

/**
 * Everything of a sports bet except its odds and the figures pricing writes (Note, Amount, bonusmin/bonusmax),
 * each value read the way validation reads it, so an edit compares with the normalized order field by field.
 */
function fixedPart(gameCode: number, wire: SportsWire) {
  const label = (res: string) => labelMeaning(gameCode, res)?.label ?? res.trim();
  return {
    lssue: textOf(wire.lssue),
    Content: wire.Content.map((m) => ({
      matchNumStr: textOf(m.matchNumStr),
      matchId: textOf(m.matchId),
      homeTeamAbbName: textOf(m.homeTeamAbbName),
      awayTeamAbbName: textOf(m.awayTeamAbbName),
      goal: lineOf(m.goal),
      totalLine: lineOf(m.totalLine),
      data: m.data.map((d) => ({ res: label(d.res), line: lineOf(d.line) })),
    })),
    remarks: {
      Multiple: integerOf(wire.remarks.Multiple),
      reachType: (wire.remarks.reachType ?? []).map((p) => parsePassType(p)?.label ?? p.trim()),
      Repeat: isOn(wire.remarks.Repeat),
      isComplex: isOn(wire.remarks.isComplex),
    },
    bonusOptimize: (wire.bonusOptimize ?? []).map((g) => ({
      Multiple: integerOf(g.Multiple),
      matches: g.matches.map((p) => ({ matchId: textOf(p.matchId), res: label(p.res) })),
    })),
  };
}

/** Path of the first place two plain values differ (`Content[1].data[0].res`), or null when they are equal. */
function firstDifference(a: unknown, b: unknown, path: string): string | null {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return path;
    for (let i = 0; i < a.length; i++) {
      const found = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      const found = firstDifference(x[key], y[key], path ? `${path}.${key}` : key);
      if (found !== null) return found;
    }
    return null;
  }
  return a === b ? null : path;
}

/** The order's content with every odds the edit states (`rate`) in place of its own; the rest is the order's. */
function withEditedOdds(ordered: SportsWire, edit: SportsWire) {
  return {
    ...ordered,
    Content: ordered.Content.map((m, i) => ({
      ...m,
      data: m.data.map((d, j) => {
        const rate = edit.Content[i]?.data[j]?.rate;
        return rate === undefined || rate === null || rate === '' ? d : { ...d, rate };
      }),
    })),
  };
}

/**
 * Confirms the odds the shop ticketed a fixed-odds order at. `edited` is the order's content as the shop sent it
 * back: its `rate`s are taken (a missing one leaves the odds unchanged) and anything else that differs from the
 * order is refused, naming the first differing path; Note, Amount and bonusmin/bonusmax are ignored (clients
 * may recompute them). Odds follow the rule of every bet: more than 1.00, at most two decimals. Answers the quote
 * of the rebuilt bet: the same 注数 and amount, the prize range of the new odds. Never throws.
 */
export function confirmOdds(gameCode: unknown, original: BetContent, edited: unknown): Result<Quote> {
  return guard(() => {
    const game = gameByCode(gameCode);
    if (!game?.fixedOdds)
      return fail([
        err(
          '',
          '只有竞彩足球/竞彩篮球订单可以确认赔率',
          'Only Jingcai Football and Jingcai Basketball orders confirm odds',
        ),
      ]);
    const ordered = sportsContentSchema.safeParse(original);
    if (!ordered.success) return fail(zodErrors(ordered.error, original));
    const edit = sportsContentSchema.safeParse(edited);
    if (!edit.success) return fail(zodErrors(edit.error, edited));
    const differs = firstDifference(fixedPart(game.code, ordered.data), fixedPart(game.code, edit.data), '');
    if (differs !== null)
      return fail([
        err(differs, '与原订单不一致：只能修改赔率', 'differs from the order: only the odds may change'),
      ]);
    return quoteBet(game.code, withEditedOdds(ordered.data, edit.data));
  });
}
