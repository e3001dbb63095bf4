import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legCapFen, quoteBet, settleBet, splitBet, type SplitResult } from '../../src/engine/index.ts';
import { cancelled, line, match, played, sports, threeMatches } from './fixtures.ts';

function split(game: number, content: unknown): SplitResult {
  const result = splitBet(game, content);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.value;
}
const amountOf = (game: number, content: unknown) => {
  const q = quoteBet(game, content);
  return q.ok ? q.value.amountFen : -1;
};

describe('拆单 modes', () => {
  const three = threeMatches();

  it('keeps a simple bet as one ticket with its theoretical maximum', () => {
    const bet = sports(three, ['2串1', '3串1'], { multiple: 5 });
    const s = split(407, bet);
    expect(s.mode).toBe('single');
    expect(s.tickets).toHaveLength(1);
    const [t] = s.tickets;
    expect([t?.passTypes, t?.notes, t?.multiple, t?.amountFen]).toEqual([['2串1', '3串1'], 12, 5, 12_000]);
    const q = quoteBet(407, bet);
    expect(t?.maxPrizeFen).toBe(q.ok ? q.value.prize?.maxFen : -1);
  });

  it('splits a complex bet into one ticket per match combination of each pass type', () => {
    const four = [...three, match('4', [['胜', '2.00']])];
    const s = split(407, sports(four, ['3串4'], { complex: true, multiple: 2 }));
    expect(s.mode).toBe('complex');
    expect(s.tickets.map((t) => [t.legs.map((l) => l.matchId).join(''), t.passTypes[0], t.notes])).toEqual([
      ['123', '3串4', 2 + 4 + 2 + 4],
      ['124', '3串4', 2 + 2 + 1 + 2],
      ['134', '3串4', 4 + 2 + 2 + 4],
      ['234', '3串4', 2 + 1 + 2 + 2],
    ]);
    expect(s.amountFen).toBe(amountOf(407, sports(four, ['3串4'], { multiple: 2 })));
  });

  it('gives one single-selection ticket per combination in repeat mode', () => {
    const s = split(407, sports(three, ['2串1'], { complex: true, repeat: true }));
    expect(s.tickets.map((t) => t.legs.map((l) => `${l.matchId}${l.picks[0]?.res}`).join(' '))).toEqual([
      '1胜 2负',
      '1平 2负',
      '1胜 3让胜',
      '1胜 3让负',
      '1平 3让胜',
      '1平 3让负',
      '2负 3让胜',
      '2负 3让负',
    ]);
    expect(s.tickets.every((t) => t.notes === 1 && t.amountFen === 200)).toBe(true);
    expect(s.tickets[0]?.maxPrizeFen).toBe(777);
  });

  it('gives one ticket per bonus-optimisation group with its units as multiple', () => {
    const bet = sports(three.slice(0, 2), ['2串1'], {
      multiple: 2,
      bonusOptimize: [
        {
          Multiple: 3,
          matches: [
            { matchId: '1', res: '胜' },
            { matchId: '2', res: '负' },
          ],
        },
        {
          Multiple: 1,
          matches: [
            { matchId: '1', res: '平' },
            { matchId: '2', res: '负' },
          ],
        },
      ],
    });
    const s = split(407, bet);
    expect(s.mode).toBe('optimized');
    expect(s.tickets.map((t) => [t.passTypes[0], t.multiple, t.amountFen, t.maxPrizeFen])).toEqual([
      ['2串1', 6, 1200, 6 * 777],
      ['2串1', 2, 400, 2 * 1344],
    ]);
  });

  it('writes each ticket as bet content of its own that quotes to the same amount', () => {
    const s = split(407, sports(three, ['2串1', '3串1'], { complex: true, multiple: 3 }));
    for (const t of s.tickets) expect(amountOf(407, t.content)).toBe(t.amountFen);
    expect(s.tickets[0]?.content.remarks).toMatchObject({
      Note: '2',
      Multiple: '3',
      reachType: ['2串1'],
      Amount: '12.00',
      isComplex: '0',
    });
  });

  it('splits 任选九 into its 9-match combinations', () => {
    const ten = Array.from({ length: 10 }, (_, i) => match(String(i + 1), [['3', '']]));
    const s = split(402, sports(ten, [], { complex: true }));
    expect(s.tickets).toHaveLength(10);
    expect(s.tickets[0]?.maxPrizeFen).toBeNull();
  });

  it('refuses number games and oversized splits with a reason', () => {
    const numbers = splitBet(101, [line([1, 2, 3, 4, 5, 6], [1])]);
    expect(numbers.ok === false && numbers.errors[0]?.message_zh).toBe('双色球不需要拆单，每一注即一张票');
    const wide = Array.from({ length: 8 }, (_, i) =>
      match(
        String(i + 1),
        ['胜', '平', '负', '让胜', '让平', '让负'].map((r) => [r, 2] as [string, number]),
        { goal: 1 },
      ),
    );
    const big = splitBet(407, sports(wide, ['8串1'], { complex: true, repeat: true }));
    expect(big.ok === false && big.errors[0]?.message_en).toContain('more than 20000 tickets');
  });
});

describe('拆单 and settlement properties', () => {
  const labels = [
    '胜',
    '平',
    '负',
    '让胜',
    '让平',
    '让负',
    '0',
    '1',
    '2',
    '3',
    '7+',
    '1:0',
    '2:1',
    '0:0',
    '胜其它',
    '胜-胜',
    '平-负',
  ];
  const passes = ['单关', '2串1', '3串1', '4串1', '3串3', '3串4', '4串4', '4串5', '4串6', '4串11'];
  const odds = fc.integer({ min: 101, max: 5000 }).map((h) => (h / 100).toFixed(2));
  const score = fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }));
  const betArb = fc
    .record({
      picks: fc.array(fc.subarray(labels, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }),
      goals: fc.array(fc.integer({ min: -2, max: 2 }), { minLength: 4, maxLength: 4 }),
      reach: fc.subarray(passes, { minLength: 1, maxLength: 3 }),
      rates: fc.array(odds, { minLength: 16, maxLength: 16 }),
      multiple: fc.integer({ min: 1, max: 50 }),
      complex: fc.boolean(),
      repeat: fc.boolean(),
      results: fc.array(
        fc.record({
          full: score,
          half: score,
          cancelled: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
        }),
        { minLength: 4, maxLength: 4 },
      ),
    })
    .map((r) => {
      const matches = r.picks.map((p, i) =>
        match(
          String(i + 1),
          p.map((res, j) => [res, r.rates[(i * 4 + j) % 16] ?? '2.00'] as [string, string]),
          { goal: r.goals[i] || -1 },
        ),
      );
      const reach = r.reach.filter((p) => (p === '单关' ? 1 : Number(p.split('串')[0])) <= matches.length);
      const results = matches.map((m, i) => {
        const res = r.results[i] ?? { full: [0, 0], half: [0, 0], cancelled: false };
        const full = res.full as [number, number];
        const half: [number, number] = [Math.min(res.half[0], full[0]), Math.min(res.half[1], full[1])];
        return res.cancelled ? cancelled(m.matchId) : played(m.matchId, full, half);
      });
      return {
        bet: sports(matches, reach.length ? reach : ['单关'], {
          multiple: r.multiple,
          complex: r.complex,
          repeat: r.repeat,
        }),
        results,
        anyCancelled: results.some((x) => x.cancelled),
      };
    });

  it('keeps every unit and the amount, and settles to the same prize ticket by ticket', () => {
    fc.assert(
      fc.property(betArb, ({ bet, results }) => {
        const q = quoteBet(407, bet);
        expect(q.ok).toBe(true);
        if (!q.ok) return;
        const s = split(407, bet);
        expect(s.amountFen).toBe(q.value.amountFen);
        expect(s.tickets.reduce((sum, t) => sum + t.notes * t.multiple, 0)).toBe(
          q.value.notes * q.value.multiple,
        );
        const whole = settleBet(407, bet, results);
        const parts = s.tickets.map((t) => settleBet(407, t.content, results).winningFen);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(whole.winningFen);
      }),
      { numRuns: 120 },
    );
  });

  it('never pays more than the quoted maximum, nor less than the minimum when it wins', () => {
    fc.assert(
      fc.property(betArb, ({ bet, results, anyCancelled }) => {
        const q = quoteBet(407, bet);
        if (!q.ok || !q.value.prize || anyCancelled) return;
        const won = settleBet(407, bet, results).winningFen;
        expect(won).toBeLessThanOrEqual(q.value.prize.maxFen);
        if (won > 0) expect(won).toBeGreaterThanOrEqual(q.value.prize.minFen);
      }),
      { numRuns: 120 },
    );
  });

  it('never pays a unit more than its leg cap', () => {
    const huge = fc.integer({ min: 100, max: 9999 }).map(String);
    fc.assert(
      fc.property(
        fc.array(huge, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 99 }),
        (rates, multiple) => {
          const matches = rates.map((rate, i) => match(String(i + 1), [['胜', rate]]));
          const bet = sports(matches, [rates.length === 1 ? '单关' : `${rates.length}串1`], { multiple });
          const s = settleBet(
            407,
            bet,
            matches.map((m) => played(m.matchId, [1, 0])),
          );
          expect(s.winningFen).toBeLessThanOrEqual(legCapFen(rates.length) * multiple);
          const uncapped = rates.reduce((p, r) => p * Number(r), 2) * 100;
          expect(s.winningFen).toBe(Math.min(uncapped, legCapFen(rates.length)) * multiple);
        },
      ),
    );
  });
});
