import { describe, expect, it } from 'vitest';
import { acceptedLabels, settleBet, type Settlement } from '../../src/engine/index.ts';
import { cancelled, match, played, sports } from './fixtures.ts';

/** A single match carrying every selection of a game at odds 2.00, played as 单关. */
function everything(game: number, extra: Record<string, unknown>) {
  return sports(
    [
      match(
        '1',
        acceptedLabels(game).map((res) => [res, '2.00']),
        extra,
      ),
    ],
    ['单关'],
  );
}

function winners(s: Settlement): string[] {
  expect(s.details.kind).toBe('sports');
  return s.details.kind === 'sports' ? s.details.units.map((u) => u.legs.map((l) => l.res).join('+')) : [];
}

describe('竞彩足球 settlement by play (handicap -1)', () => {
  const bet = everything(407, { goal: -1 });
  it.each([
    ['2:1 half 1:0', [2, 1], [1, 0], ['胜', '让平', '3', '胜-胜', '2:1']],
    ['0:0 half 0:0', [0, 0], [0, 0], ['平', '让负', '0', '平-平', '0:0']],
    ['3:0 half 0:0', [3, 0], [0, 0], ['胜', '让胜', '3', '平-胜', '3:0']],
    ['5:2 half 3:1', [5, 2], [3, 1], ['胜', '让胜', '7+', '胜-胜', '5:2']],
    ['6:0 → 胜其它', [6, 0], [2, 0], ['胜', '让胜', '6', '胜-胜', '胜其它']],
    ['4:3 half 0:2 → 胜其它, comeback 负-胜', [4, 3], [0, 2], ['胜', '让平', '7+', '负-胜', '胜其它']],
    ['4:4 half 2:1 → 平其它', [4, 4], [2, 1], ['平', '让负', '7+', '胜-平', '平其它']],
    ['1:6 half 1:0 → 负其它', [1, 6], [1, 0], ['负', '让负', '7+', '胜-负', '负其它']],
    ['2:5 half 1:1 → listed away score', [2, 5], [1, 1], ['负', '让负', '7+', '平-负', '2:5']],
  ])('%s', (_name, full, half, expected) => {
    const s = settleBet(407, bet, [played('1', full as [number, number], half as [number, number])]);
    expect(s.status).toBe('won');
    expect(winners(s)).toEqual(expected);
    expect(s.winningFen).toBe(400 * expected.length);
    expect(s.payFen).toBe(s.winningFen);
  });

  it('reads a positive handicap for the away favourite (0:1 with +1 is 让平)', () => {
    const s = settleBet(
      407,
      sports(
        [
          match(
            '1',
            [
              ['让胜', 2],
              ['让平', 3],
              ['让负', 4],
            ],
            { goal: '1' },
          ),
        ],
        ['单关'],
      ),
      [played('1', [0, 1])],
    );
    expect(winners(s)).toEqual(['让平']);
    expect(s.winningFen).toBe(600);
  });
});

describe('竞彩篮球 settlement by play (handicap -5.5, total 200.5)', () => {
  const bet = everything(406, { goal: -5.5, totalLine: 200.5 });
  it.each([
    ['100:95 home by 5 does not cover 5.5', [100, 95], ['主胜', '让分主负', '小', '主胜1-5']],
    ['100:94 home by 6 covers', [100, 94], ['主胜', '让分主胜', '小', '主胜6-10']],
    ['105:95 by 10 is still 6-10', [105, 95], ['主胜', '让分主胜', '小', '主胜6-10']],
    ['111:95 by 16', [111, 95], ['主胜', '让分主胜', '大', '主胜16-20']],
    ['120:94 by 26 is 26+', [120, 94], ['主胜', '让分主胜', '大', '主胜26+']],
    ['90:115 away by 25', [90, 115], ['主负', '让分主负', '大', '客胜21-25']],
    ['110:111 away by 1 (overtime included)', [110, 111], ['主负', '让分主负', '大', '客胜1-5']],
  ])('%s', (_name, full, expected) => {
    const s = settleBet(406, bet, [played('1', full as [number, number])]);
    expect(winners(s)).toEqual(expected);
    expect(s.winningFen).toBe(1600);
  });

  it('pays a push on a whole-number line at odds 1.00', () => {
    const bet = sports(
      [
        match(
          '1',
          [
            ['让分主胜', '1.70'],
            ['让分主负', '1.90'],
            ['大', '1.80'],
          ],
          { goal: -5, totalLine: 195 },
        ),
      ],
      ['单关'],
      { multiple: 3 },
    );
    const s = settleBet(406, bet, [played('1', [100, 95])]);
    expect(
      s.details.kind === 'sports' && s.details.units.map((u) => [u.legs[0]?.res, u.legs[0]?.odds]),
    ).toEqual([
      ['让分主胜', 100],
      ['让分主负', 100],
      ['大', 100],
    ]);
    expect(s.winningFen).toBe(3 * 200 * 3);
  });

  it('refuses a level basketball score', () => {
    const s = settleBet(406, bet, [played('1', [100, 100])]);
    expect(s.status).toBe('invalid');
    expect(s.errors[0]?.message_zh).toContain('比分不能相同');
  });
});

describe('parlays, cancellations, rounding and caps', () => {
  it('pays 2 × product of odds rounded to the even fen on a half (1.85 × 3.10 × 7.50 = 86.025 → 86.02)', () => {
    const bet = sports(
      [match('1', [['胜', '1.85']]), match('2', [['平', '3.10']]), match('3', [['2:1', '7.50']])],
      ['3串1'],
    );
    const s = settleBet(407, bet, [played('1', [1, 0]), played('2', [2, 2]), played('3', [2, 1])]);
    expect(s.winningFen).toBe(8602);
  });

  it('loses the parlay when one leg loses', () => {
    const bet = sports([match('1', [['胜', '1.85']]), match('2', [['平', '3.10']])], ['2串1']);
    const s = settleBet(407, bet, [played('1', [1, 0]), played('2', [2, 1])]);
    expect([s.status, s.winningFen]).toEqual(['lost', 0]);
  });

  it('settles every selection of a cancelled match at odds 1.00', () => {
    const bet = sports(
      [
        match('1', [['胜', '2.50']]),
        match('2', [
          ['胜', '1.80'],
          ['平', '3.20'],
        ]),
      ],
      ['2串1'],
      { multiple: 2 },
    );
    const s = settleBet(407, bet, [played('1', [1, 0]), cancelled('2')]);
    expect(s.status).toBe('won');
    expect(s.winningFen).toBe(2 * 500 * 2);
  });

  it('caps each unit by its number of legs before the multiple', () => {
    const single = settleBet(407, sports([match('1', [['胜', '60000']])], ['单关'], { multiple: 2 }), [
      played('1', [1, 0]),
    ]);
    expect(single.winningFen).toBe(2 * 10_000_000);
    const double = settleBet(407, sports([match('1', [['胜', 500]]), match('2', [['胜', 500]])], ['2串1']), [
      played('1', [1, 0]),
      played('2', [1, 0]),
    ]);
    expect(double.winningFen).toBe(20_000_000);
    const six = Array.from({ length: 6 }, (_, i) => match(String(i + 1), [['胜', 10]]));
    const sixResults = six.map((m) => played(m.matchId, [1, 0]));
    expect(settleBet(407, sports(six, ['6串1'], { multiple: 5 }), sixResults).winningFen).toBe(
      5 * 100_000_000,
    );
  });

  it('is pending while a match result is missing, and invalid without a needed half-time score', () => {
    const bet = sports([match('1', [['胜', '1.85']]), match('2', [['平-平', '3.10']])], ['2串1']);
    const pending = settleBet(407, bet, [played('1', [1, 0])]);
    expect(pending.status).toBe('pending');
    expect(pending.details).toEqual({
      kind: 'sports',
      units: [],
      unitsTruncated: false,
      missingMatches: ['2'],
    });
    const noHalf = settleBet(407, bet, [
      played('1', [1, 0]),
      { matchId: '2', fullTime: { home: 0, away: 0 } },
    ]);
    expect(noHalf.status).toBe('invalid');
  });

  it('leaves the other sports games to the shop', () => {
    const fourteen = Array.from({ length: 14 }, (_, i) => match(String(i + 1), [['3', '']]));
    expect(settleBet(401, sports(fourteen, []), []).status).toBe('not_settleable');
    expect(settleBet(405, {}, []).status).toBe('not_settleable');
  });
});
