import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteBet, unitPrizeFen, type Quote } from '../../src/engine/index.ts';
import { line, match, sports } from './fixtures.ts';

function quote(game: number, content: unknown): Quote {
  const q = quoteBet(game, content);
  if (!q.ok) throw new Error(JSON.stringify(q.errors));
  return q.value;
}
const notes = (game: number, content: unknown) => quote(game, content).notes;

describe('注数 of number games', () => {
  it.each([
    ['双色球 单式', 101, [line([1, 2, 3, 4, 5, 6], [1])], 1],
    ['双色球 复式 8+2', 101, [line([1, 2, 3, 4, 5, 6, 7, 8], [1, 2])], 56],
    ['双色球 胆拖 2 胆 6 拖', 101, [line([3, 4, 5, 6, 7, 8], [1], { danRed: [1, 2] })], 15],
    ['大乐透 复式 6+3', 201, [line([1, 2, 3, 4, 5, 6], [1, 2, 3])], 18],
    [
      '大乐透 胆拖 前2胆4拖 后1胆3拖',
      201,
      [line([3, 4, 5, 6], [2, 3, 4], { danRed: [1, 2], danBlue: [1] })],
      12,
    ],
    ['七乐彩 复式 8', 104, [line([1, 2, 3, 4, 5, 6, 7, 8])], 8],
    ['快乐八 选五 7 个', 105, [line([1, 2, 3, 4, 5, 6, 7], [], { play: '选五' })], 21],
    [
      '快乐八 选十 胆拖 3 胆 8 拖',
      105,
      [line([4, 5, 6, 7, 8, 9, 10, 11], [], { play: '选十', danRed: [1, 2, 3] })],
      8,
    ],
    ['排列三 直选 单式', 202, [line([1, 2, 3])], 1],
    ['排列三 直选 复式 2×1×3', 202, [line([[1, 2], [3], [4, 5, 6]])], 6],
    ['排列三 组三 复式 4 码', 202, [line([1, 2, 3, 4], [], { play: '组三' })], 12],
    ['排列三 组三 2 码', 202, [line([1, 2], [], { play: '组三' })], 2],
    ['福彩3D 组三 单式 112', 102, [line([1, 1, 2], [], { play: '组三' })], 1],
    ['福彩3D 组六 5 码', 102, [line([1, 2, 3, 4, 5], [], { play: '组六' })], 10],
    ['排列五 直选 2×1×1×1×3', 203, [line([[1, 2], [3], [4], [5], [6, 7, 8]])], 6],
    ['七星彩 复式 2 × 末位 2', 204, [line([[1, 2], [3], [4], [5], [6], [7]], [0, 14])], 4],
    ['two lines add up', 101, [line([1, 2, 3, 4, 5, 6], [1]), line([1, 2, 3, 4, 5, 6, 7], [1])], 8],
  ])('%s', (_name, game, content, expected) => {
    expect(notes(game, content)).toBe(expected);
  });

  it('prices 大乐透 追加 at 3 yuan a unit and each line at its own multiple', () => {
    const q = quote(201, [
      line([1, 2, 3, 4, 5, 6], [1, 2, 3], { beilv: 2, switch: 1 }),
      line([1, 2, 3, 4, 5], [1, 2], { beilv: 5 }),
    ]);
    expect(q.lines).toEqual([
      { notes: 18, multiple: 2, additional: true, amountFen: 10_800 },
      { notes: 1, multiple: 5, additional: false, amountFen: 1_000 },
    ]);
    expect(q.amountFen).toBe(11_800);
  });
});

describe('注数 of sports bets', () => {
  const singles = (n: number) => Array.from({ length: n }, (_, i) => match(String(i + 1), [['胜', '1.50']]));
  const doubles = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      match(String(i + 1), [
        ['胜', '1.50'],
        ['负', '4.00'],
      ]),
    );

  it.each([
    ['3串4 over 3 matches', singles(3), ['3串4'], 4],
    ['4串11 over 4 matches', singles(4), ['4串11'], 11],
    ['8串247 over 8 matches', singles(8), ['8串247'], 247],
    ['3串3 with two selections each', doubles(3), ['3串3'], 12],
    ['3串4 with two selections each', doubles(3), ['3串4'], 20],
    ['3串4 over 4 matches plays every 3-match combination', singles(4), ['3串4'], 16],
    ['单关 + 2串1', doubles(2), ['单关', '2串1'], 8],
  ])('%s', (_name, matches, reach, expected) => {
    expect(notes(407, sports(matches, reach))).toBe(expected);
  });

  it('counts free passes over uneven selections (2,1,1,3 with 2串1 + 3串1 = 17 + 17)', () => {
    const counts = [2, 1, 1, 3];
    const labels = ['胜', '平', '负'];
    const matches = counts.map((c, i) =>
      match(
        String(i + 1),
        labels.slice(0, c).map((res) => [res, '2.00'] as [string, string]),
      ),
    );
    expect(notes(407, sports(matches, ['2串1', '3串1']))).toBe(34);
  });

  it('counts 任选九 over every 9-match combination and 胜负彩 as one product', () => {
    const ten = Array.from({ length: 10 }, (_, i) =>
      match(
        String(i + 1),
        i === 0
          ? [
              ['3', ''],
              ['1', ''],
            ]
          : [['0', '']],
      ),
    );
    expect(notes(402, sports(ten, []))).toBe(19);
    const fourteen = Array.from({ length: 14 }, (_, i) =>
      match(
        String(i + 1),
        i < 2
          ? [
              ['胜', ''],
              ['平', ''],
            ]
          : i === 2
            ? [
                ['胜', ''],
                ['平', ''],
                ['负', ''],
              ]
            : [['负', '']],
      ),
    );
    expect(notes(401, sports(fourteen, []))).toBe(12);
  });

  it('counts bonus-optimisation groups by their units', () => {
    const bet = sports(doubles(2), ['2串1'], {
      multiple: 2,
      bonusOptimize: [
        {
          Multiple: 3,
          matches: [
            { matchId: '1', res: '胜' },
            { matchId: '2', res: '胜' },
          ],
        },
        {
          Multiple: 5,
          matches: [
            { matchId: '1', res: '负' },
            { matchId: '2', res: '胜' },
          ],
        },
      ],
    });
    const q = quote(407, bet);
    expect([q.notes, q.multiple, q.amountFen]).toEqual([8, 2, 3200]);
  });
});

describe('prize range of fixed-odds bets', () => {
  it('is 2 × odds × multiple for a single', () => {
    expect(quote(407, sports([match('1', [['胜', '2.00']])], ['单关'], { multiple: 3 })).prize).toEqual({
      minFen: 1200,
      maxFen: 1200,
    });
  });

  it('takes the best and the poorest consistent outcome', () => {
    const bet = sports(
      [
        match('1', [
          ['胜', '1.50'],
          ['负', '4.00'],
        ]),
        match('2', [['平', '3.00']]),
      ],
      ['2串1'],
    );
    expect(quote(407, bet).prize).toEqual({ minFen: 900, maxFen: 2400 });
  });

  it('adds selections that win together (胜 with 让平, 比分 with 半全场) and rounds each unit to the even fen on a half', () => {
    const bet = sports(
      [
        match(
          '1',
          [
            ['胜', '1.85'],
            ['让平', '3.20'],
          ],
          { goal: -1 },
        ),
        match('2', [['平', '3.10']]),
        match('3', [
          ['2:1', '7.50'],
          ['胜-胜', '2.40'],
        ]),
      ],
      ['2串1', '3串1'],
      { multiple: 2 },
    );
    const q = quote(407, bet);
    expect(q.notes).toBe(12);
    expect(q.amountFen).toBe(4800);
    expect(q.prize?.maxFen).toBe(100_530);
    // Cheapest win: 胜 × 胜-胜 (1.85 × 2.40 × 2 yuan × 2) with match 2 lost.
    expect(q.prize?.minFen).toBe(1776);
  });

  it('applies the leg caps per unit', () => {
    expect(quote(407, sports([match('1', [['胜', '60000']])], ['单关'], { multiple: 2 })).prize?.maxFen).toBe(
      20_000_000,
    );
    expect(
      quote(407, sports([match('1', [['胜', 500]]), match('2', [['胜', 500]])], ['2串1'])).prize?.maxFen,
    ).toBe(20_000_000);
    const four = Array.from({ length: 4 }, (_, i) => match(String(i + 1), [['胜', 20]]));
    expect(quote(407, sports(four, ['4串1'])).prize?.maxFen).toBe(32_000_000);
    const six = Array.from({ length: 6 }, (_, i) => match(String(i + 1), [['胜', 10]]));
    expect(quote(407, sports(six, ['6串1'])).prize?.maxFen).toBe(100_000_000);
  });

  it('is not quoted for games without fixed odds', () => {
    expect(quote(101, [line([1, 2, 3, 4, 5, 6], [1])]).prize).toBeNull();
  });
});

describe('amount = 200 × 注数 × 倍数 (property)', () => {
  const choose = (n: number, k: number): number => (k === 0 ? 1 : k > n ? 0 : (choose(n - 1, k - 1) * n) / k);
  const distinct = (min: number, max: number, lo: number, hi: number) =>
    fc.uniqueArray(fc.integer({ min, max }), { minLength: lo, maxLength: hi });

  it('holds for 双色球 and 大乐透 (300 with 追加) lines', () => {
    fc.assert(
      fc.property(
        distinct(1, 33, 6, 10),
        distinct(1, 16, 1, 4),
        fc.integer({ min: 1, max: 99999 }),
        (red, blue, beilv) => {
          expect(quote(101, [line(red, blue, { beilv })]).amountFen).toBe(
            200 * choose(red.length, 6) * blue.length * beilv,
          );
        },
      ),
    );
    fc.assert(
      fc.property(
        distinct(1, 35, 5, 9),
        distinct(1, 12, 2, 5),
        fc.integer({ min: 1, max: 999 }),
        fc.boolean(),
        (front, back, beilv, add) => {
          const units = choose(front.length, 5) * choose(back.length, 2);
          const q = quote(201, [line(front, back, { beilv, switch: add ? 1 : 0 })]);
          expect(q.notes).toBe(units);
          expect(q.amountFen).toBe((add ? 300 : 200) * units * beilv);
        },
      ),
    );
  });

  it('holds for 竞彩 parlays, with 注数 from an independent count', () => {
    const labels = ['胜', '平', '负', '让胜', '让平', '让负'];
    const passes = ['单关', '2串1', '3串1', '3串4', '4串1', '4串11', '5串26', '3串3'];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 5 }),
        fc.subarray(passes, { minLength: 1 }),
        fc.integer({ min: 1, max: 99999 }),
        (counts, reach, multiple) => {
          const usable = reach.filter((p) => Number(p === '单关' ? 1 : p.split('串')[0]) <= counts.length);
          if (usable.length === 0) return;
          const matches = counts.map((c, i) =>
            match(
              String(i + 1),
              labels.slice(0, c).map((res) => [res, '1.90'] as [string, string]),
              { goal: -1 },
            ),
          );
          const sizes: Record<string, number[]> = {
            单关: [1],
            '2串1': [2],
            '3串1': [3],
            '3串4': [2, 3],
            '4串1': [4],
            '4串11': [2, 3, 4],
            '5串26': [2, 3, 4, 5],
            '3串3': [2],
          };
          const subsets = (items: number[], k: number): number[][] =>
            k === 0
              ? [[]]
              : items.flatMap((x, i) => subsets(items.slice(i + 1), k - 1).map((s) => [x, ...s]));
          let expected = 0;
          for (const p of usable) {
            const m = p === '单关' ? 1 : Number(p.split('串')[0]);
            for (const group of subsets(counts, m))
              for (const k of sizes[p] ?? [])
                for (const sub of subsets(group, k)) expected += sub.reduce((a, b) => a * b, 1);
          }
          const q = quote(407, sports(matches, usable, { multiple }));
          expect(q.notes).toBe(expected);
          expect(q.amountFen).toBe(200 * expected * multiple);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('unit prize arithmetic', () => {
  it('equals exact 2 × product of odds rounded to the fen, a half to the even fen (四舍六入五成双), before the cap', () => {
    const reference = (odds: number[]) => {
      const den = 100n ** BigInt(odds.length);
      const num = odds.reduce((p, o) => p * BigInt(o), 200n);
      const q = num / den;
      const twice = (num % den) * 2n;
      return Number(twice > den || (twice === den && q % 2n === 1n) ? q + 1n : q);
    };
    const cap = (legs: number) =>
      legs <= 1 ? 10_000_000 : legs <= 3 ? 20_000_000 : legs <= 5 ? 50_000_000 : 100_000_000;
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 101, max: 10_000_000 }), { minLength: 1, maxLength: 15 }),
        (odds) => {
          expect(unitPrizeFen(odds)).toBe(Math.min(reference(odds), cap(odds.length)));
        },
      ),
      { numRuns: 1000 },
    );
    // 3.125 → 3.12 and 4.205 → 4.20 (a half goes to the even fen); 86.025 → 86.02; 3.645 → 3.64.
    expect(unitPrizeFen([125, 125])).toBe(312);
    expect(unitPrizeFen([145, 145])).toBe(420);
    expect(unitPrizeFen([185, 310, 750])).toBe(8602);
    expect(unitPrizeFen([135, 135])).toBe(364);
  });
});
