import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchOnSale } from '@dzzs/shared';
import { acceptedLabels, GAME, gameByCode, labelMeaning, quoteBet } from '@dzzs/shared/engine';
import {
  fitPasses,
  matchBounds,
  passOptions,
  sportsContentOf,
  sportsFiguresOf,
  type SportsSlip,
} from '../src/features/betting/sports/sports-model.ts';

// The sports pickers' "共N注 M倍 X元" and 预计奖金 against what the server computes when it recounts and reprices
// an order (quoteBet, the engine's pricing of the content the page sends): thousands of random picks per game over
// matches listed as bettingend.Game/matches lists them, every pass type the page offers.

const SPORTS_GAMES = [GAME.jczq, GAME.jclq, GAME.bjdc, GAME.sfgg, GAME.sfc, GAME.rx9];

/** Every outcome of every play of the game, by play, with the label a bet sends (as the calendar lists them). */
function outcomesOf(code: number): Map<string, string[]> {
  const byPlay = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const label of acceptedLabels(code)) {
    const meaning = labelMeaning(code, label)!;
    const key = `${meaning.play}:${meaning.outcome}`;
    if (seen.has(key)) continue;
    seen.add(key);
    byPlay.set(meaning.play, [...(byPlay.get(meaning.play) ?? []), label]);
  }
  return byPlay;
}

const rate = fc.integer({ min: 101, max: 9_999 }).map((h) => (h / 100).toFixed(2));

function matchOf(code: number, i: number): fc.Arbitrary<MatchOnSale> {
  const fixed = gameByCode(code)!.fixedOdds;
  const plays = [...outcomesOf(code)];
  const goal =
    code === GAME.jclq || code === GAME.sfgg
      ? fc.integer({ min: -21, max: 21 }).map((h) => h + 0.5)
      : code === GAME.jczq
        ? fc.constantFrom(-2, -1, 1, 2)
        : code === GAME.bjdc
          ? fc.integer({ min: -2, max: 2 })
          : fc.constant(null);
  return fc
    .record({
      goal,
      totalLine:
        code === GAME.jclq ? fc.integer({ min: 150, max: 250 }).map((t) => t + 0.5) : fc.constant(null),
      // A match may not offer every play (竞彩 often sells one without 胜平负).
      offered: fc.subarray(plays, { minLength: 1 }),
      rates: fc.array(rate, { minLength: 60, maxLength: 60 }),
    })
    .map(({ goal, totalLine, offered, rates }) => ({
      matchId: `M${i}`,
      matchNumStr:
        code === GAME.jczq || code === GAME.jclq ? `周三${String(i + 1).padStart(3, '0')}` : String(i + 1),
      league: '英超',
      home: `主${i}`,
      away: `客${i}`,
      kickoff: 1_800_000_000 + i * 600,
      sales_close: 1_800_000_000 + i * 600,
      deadline: 1_800_000_000 + i * 600 - 600,
      round: code === GAME.jczq || code === GAME.jclq ? null : '26135',
      goal,
      totalLine,
      odds: Object.fromEntries(
        (isRound(code) ? plays : offered).map(([play, labels]) => [
          play,
          labels.map((res, j) => ({ res, rate: fixed ? rates[j % rates.length]! : null })),
        ]),
      ),
    }));
}

const isRound = (code: number) => code === GAME.sfc || code === GAME.rx9;

/** Matches on sale and picks over some of them: between the game's least and most, one to three outcomes each. */
function picksOf(code: number) {
  const { min, max } = matchBounds(code);
  const listed = isRound(code) ? 14 : 6;
  return fc
    .tuple(...Array.from({ length: listed }, (_, i) => matchOf(code, i)))
    .chain((matches) =>
      fc.record({
        matches: fc.constant(matches),
        chosen: fc.subarray(matches, { minLength: min, maxLength: Math.min(max, listed) }),
        multiple: fc.integer({ min: 1, max: 99 }),
        seed: fc.array(fc.nat(), { minLength: 48, maxLength: 48 }),
        passSeed: fc.array(fc.boolean(), { minLength: 50, maxLength: 50 }),
      }),
    )
    .map(({ matches, chosen, multiple, seed, passSeed }) => {
      const picks: Record<string, string[]> = {};
      chosen.forEach((m, i) => {
        const labels = Object.values(m.odds).flatMap((list) => list.map((o) => o.res));
        const count = 1 + ((seed[i * 3] ?? 0) % 3);
        const chosenLabels = new Set<string>();
        for (let k = 0; k < count; k++) chosenLabels.add(labels[(seed[i * 3 + k] ?? 0) % labels.length]!);
        picks[m.matchId] = [...chosenLabels];
      });
      const slip: SportsSlip = { picks, passes: [], multiple };
      const { free, multi } = passOptions(code, matches, slip);
      // A few pass types the page offers, the way a player ticks them (none: the page's own default).
      const passes = [...free, ...multi].filter((_, i) => passSeed[i] && i % 4 === 0).slice(0, 3);
      return { matches, slip: { ...slip, passes } };
    });
}

describe('the sports pickers count, price and bound the prize as the server does', () => {
  for (const code of SPORTS_GAMES) {
    // The fixed-odds games search every result for the prize range: fewer runs keep them within the limit.
    const runs = gameByCode(code)!.fixedOdds ? 1000 : 2000;
    it(`${gameByCode(code)?.nameZh}: ${runs} random picks`, { timeout: 120_000 }, () => {
      fc.assert(
        fc.property(picksOf(code), ({ matches, slip }) => {
          const page = sportsFiguresOf(code, matches, slip);
          const content = sportsContentOf(code, matches, slip);
          const server = quoteBet(code, content);
          if (!server.ok) throw new Error(JSON.stringify(server.errors));
          expect(page.notes).toBeGreaterThan(0);
          expect(server.value.content).toMatchObject({
            remarks: { reachType: fitPasses(code, matches, slip) },
          });
          expect(page).toEqual({
            notes: server.value.notes,
            amountFen: server.value.amountFen,
            prize: server.value.prize,
          });
        }),
        { numRuns: runs },
      );
    });
  }

  it('offers only pass types the engine takes for the picks', () => {
    const matches = fc.sample(fc.tuple(...Array.from({ length: 6 }, (_, i) => matchOf(GAME.jczq, i))), 1)[0]!;
    const bf = (m: MatchOnSale) => m.odds.bf?.[0]?.res;
    const withScores = matches.filter((m) => bf(m));
    const picks = Object.fromEntries(withScores.map((m) => [m.matchId, [bf(m)!]]));
    const { free, multi } = passOptions(GAME.jczq, matches, { picks, passes: [], multiple: 1 });
    // 比分 allows at most 4 legs.
    expect(Math.max(...[...free, ...multi].map((p) => Number(/^(\d+)串/.exec(p)?.[1] ?? 1)))).toBe(
      Math.min(4, withScores.length),
    );
  });
});
