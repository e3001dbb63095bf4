import { describe, expect, it } from 'vitest';
import { poolTiersOf, settleBet, type Settlement } from '../../src/engine/index.ts';
import { line } from './fixtures.ts';

const tiers = (s: Settlement) =>
  s.details.kind === 'number'
    ? s.details.lines.flatMap((l) => l.tiers.map((t) => [t.tier, t.count, t.unitFen]))
    : [];

describe('排列三 and 福彩3D', () => {
  for (const game of [202, 102]) {
    const draw = (positions: number[]) => ({ game, issue: '2025100', positions });
    it.each([
      ['直选 hit', [1, 2, 3], line([1, 2, 3]), 104_000],
      ['直选 复式 hit', [1, 2, 3], line([[0, 1], [2], [3, 9]]), 104_000],
      ['直选 wrong order', [1, 2, 3], line([3, 2, 1]), 0],
      ['组六 on a 组六 draw', [3, 1, 2], line([1, 2, 3, 7], [], { play: '组六' }), 17_300],
      ['组三 does not win a 组六 draw', [1, 2, 3], line([1, 2, 3], [], { play: '组三' }), 0],
      ['组三 复式 on a pair draw', [2, 1, 1], line([1, 2, 5], [], { play: '组三' }), 34_600],
      ['组三 单式 112 on 121', [1, 2, 1], line([1, 1, 2], [], { play: '组三' }), 34_600],
      ['组三 单式 122 on 112', [1, 1, 2], line([1, 2, 2], [], { play: '组三' }), 0],
      ['组六 does not win a pair draw', [1, 1, 2], line([1, 2, 3], [], { play: '组六' }), 0],
      ['a triple wins only 直选', [1, 1, 1], line([1, 1, 1]), 104_000],
      ['a triple does not win 组三', [1, 1, 1], line([1, 2], [], { play: '组三' }), 0],
    ])(`${game} %s`, (_name, positions, bet, fen) => {
      const s = settleBet(game, [bet], draw(positions));
      expect(s.winningFen).toBe(fen);
      expect(s.status).toBe(fen > 0 ? 'won' : 'lost');
    });
  }

  it('multiplies by the line multiple', () => {
    expect(
      settleBet(202, [line([1, 2, 3], [], { beilv: 7 })], { game: 202, issue: '1', positions: [1, 2, 3] })
        .winningFen,
    ).toBe(7 * 104_000);
  });
});

describe('排列五', () => {
  it('pays 100 000 yuan for all five positions only', () => {
    const draw = { game: 203, issue: '25100', positions: [1, 2, 3, 4, 5] };
    expect(settleBet(203, [line([1, 2, 3, 4, 5])], draw).winningFen).toBe(10_000_000);
    expect(settleBet(203, [line([[1, 9], [2], [3], [4], [5, 6]])], draw).winningFen).toBe(10_000_000);
    expect(settleBet(203, [line([1, 2, 3, 4, 6])], draw).winningFen).toBe(0);
  });
});

describe('七星彩 (2020 rules)', () => {
  const draw = {
    game: 204,
    issue: '25100',
    positions: [1, 2, 3, 4, 5, 6, 14],
    poolTiers: { '1': 500_000_000, '2': 10_000_000 },
  };
  it.each([
    ['6+1 first prize from the pool', [1, 2, 3, 4, 5, 6], [14], 1, 500_000_000],
    ['6+0 second prize from the pool', [1, 2, 3, 4, 5, 6], [0], 2, 10_000_000],
    ['5+1 → 3000', [1, 2, 3, 4, 5, 0], [14], 3, 300_000],
    ['5+0 → 500', [0, 2, 3, 4, 5, 6], [0], 4, 50_000],
    ['4+1 → 500', [1, 2, 3, 4, 0, 0], [14], 4, 50_000],
    ['4+0 → 30', [1, 0, 3, 0, 5, 6], [0], 5, 3_000],
    ['3+1 → 30', [1, 2, 3, 0, 0, 0], [14], 5, 3_000],
    ['3+0 → 5', [0, 0, 0, 4, 5, 6], [0], 6, 500],
    ['2+1 → 5', [1, 2, 0, 0, 0, 0], [14], 6, 500],
    ['0+1 → 5', [0, 0, 0, 0, 0, 0], [14], 6, 500],
    ['2+0 → nothing', [1, 2, 0, 0, 0, 0], [0], 0, 0],
  ])('%s', (_name, front, last, tier, fen) => {
    const s = settleBet(204, [line(front, last)], draw);
    expect(s.winningFen).toBe(fen);
    expect(tiers(s)).toEqual(tier ? [[tier, 1, fen]] : []);
  });

  it('counts every unit of a 复式 line (positions matched, not consecutive)', () => {
    const s = settleBet(204, [line([[1, 0], [2], [3], [4], [5], [6]], [14, 13])], draw);
    expect(tiers(s)).toEqual([
      [1, 1, 500_000_000],
      [2, 1, 10_000_000],
      [3, 1, 300_000],
      [4, 1, 50_000],
    ]);
  });
});

describe('双色球', () => {
  const draw = {
    game: 101,
    issue: '2025100',
    numbers: { red: [1, 2, 3, 4, 5, 6], blue: [7] },
    poolTiers: { '1': 600_000_000, '2': 20_000_000 },
  };
  it.each([
    ['6+1', [1, 2, 3, 4, 5, 6], [7], 1, 600_000_000],
    ['6+0', [1, 2, 3, 4, 5, 6], [8], 2, 20_000_000],
    ['5+1 → 3000', [1, 2, 3, 4, 5, 33], [7], 3, 300_000],
    ['5+0 → 200', [1, 2, 3, 4, 5, 33], [8], 4, 20_000],
    ['4+1 → 200', [1, 2, 3, 4, 32, 33], [7], 4, 20_000],
    ['4+0 → 10', [1, 2, 3, 4, 32, 33], [8], 5, 1_000],
    ['3+1 → 10', [1, 2, 3, 31, 32, 33], [7], 5, 1_000],
    ['0+1 → 5', [28, 29, 30, 31, 32, 33], [7], 6, 500],
    ['3+0 → nothing', [1, 2, 3, 31, 32, 33], [8], 0, 0],
  ])('%s', (_name, red, blue, tier, fen) => {
    const s = settleBet(101, [line(red, blue)], draw);
    expect(s.winningFen).toBe(fen);
    expect(tiers(s)).toEqual(tier ? [[tier, 1, fen]] : []);
  });

  it('settles a 复式 line unit by unit (7 red: one 6+1 and six 5+1)', () => {
    const s = settleBet(101, [line([1, 2, 3, 4, 5, 6, 9], [7], { beilv: 2 })], draw);
    expect(tiers(s)).toEqual([
      [1, 1, 600_000_000],
      [3, 6, 300_000],
    ]);
    expect(s.winningFen).toBe(2 * (600_000_000 + 6 * 300_000));
  });

  it('settles a 胆拖 line (胆 1,2 + 拖 3..7, blue 7 and 8)', () => {
    // Units: C(5,4) = 5 red sets × 2 blues. Red hits: 6 (one set, 3456 from 拖) or 5 (four sets containing 7).
    const s = settleBet(101, [line([3, 4, 5, 6, 7], [7, 8], { danRed: [1, 2] })], draw);
    expect(tiers(s)).toEqual([
      [1, 1, 600_000_000],
      [2, 1, 20_000_000],
      [3, 4, 300_000],
      [4, 4, 20_000],
    ]);
  });

  it('stays pending until the pool prize of a hit pool tier is published', () => {
    const s = settleBet(101, [line([1, 2, 3, 4, 5, 6], [7])], { ...draw, poolTiers: {} });
    expect(s.status).toBe('pending');
    expect(s.details.kind === 'number' && s.details.missingPoolTiers).toEqual([1]);
    expect(settleBet(101, [line([1, 2, 3, 4, 5, 6], [7])], null).status).toBe('pending');
  });
});

describe('大乐透 (nine tiers, 2019 rules)', () => {
  const draw = {
    game: 201,
    issue: '25100',
    numbers: { red: [1, 2, 3, 4, 5], blue: [1, 2] },
    poolTiers: { '1': 1_000_000_000, '2': 12_345_678 },
  };
  it.each([
    ['5+2', [1, 2, 3, 4, 5], [1, 2], 1, 1_000_000_000],
    ['5+1', [1, 2, 3, 4, 5], [1, 3], 2, 12_345_678],
    ['5+0 → 10000', [1, 2, 3, 4, 5], [3, 4], 3, 1_000_000],
    ['4+2 → 3000', [1, 2, 3, 4, 35], [1, 2], 4, 300_000],
    ['4+1 → 300', [1, 2, 3, 4, 35], [2, 3], 5, 30_000],
    ['3+2 → 200', [1, 2, 3, 34, 35], [1, 2], 6, 20_000],
    ['4+0 → 100', [1, 2, 3, 4, 35], [3, 4], 7, 10_000],
    ['3+1 → 15', [1, 2, 3, 34, 35], [1, 3], 8, 1_500],
    ['2+2 → 15', [1, 2, 33, 34, 35], [1, 2], 8, 1_500],
    ['3+0 → 5', [1, 2, 3, 34, 35], [3, 4], 9, 500],
    ['2+1 → 5', [1, 2, 33, 34, 35], [2, 3], 9, 500],
    ['1+2 → 5', [1, 32, 33, 34, 35], [1, 2], 9, 500],
    ['0+2 → 5', [31, 32, 33, 34, 35], [1, 2], 9, 500],
    ['2+0 → nothing', [1, 2, 33, 34, 35], [3, 4], 0, 0],
    ['1+1 → nothing', [1, 32, 33, 34, 35], [1, 3], 0, 0],
  ])('%s', (_name, front, back, tier, fen) => {
    const s = settleBet(201, [line(front, back)], draw);
    expect(s.winningFen).toBe(fen);
    expect(tiers(s)).toEqual(tier ? [[tier, 1, fen]] : []);
  });

  it('adds 80 % of the base, rounded down to whole yuan, to the pool tiers only for 追加 lines', () => {
    const first = settleBet(201, [line([1, 2, 3, 4, 5], [1, 2], { switch: 1 })], draw);
    expect(first.winningFen).toBe(1_800_000_000);
    const second = settleBet(201, [line([1, 2, 3, 4, 5], [1, 3], { switch: 1, beilv: 2 })], draw);
    // 80 % of 123 456.78 yuan is 98 765.424 yuan: 追加 pays 98 765 yuan.
    expect(second.winningFen).toBe(2 * (12_345_678 + 9_876_500));
    const third = settleBet(201, [line([1, 2, 3, 4, 5], [3, 4], { switch: 1 })], draw);
    expect(third.winningFen).toBe(1_000_000);
  });

  it('pays the 追加 amount the draw announces when it carries one', () => {
    const announced = { ...draw, additionalTiers: { '2': 9_000_000 } };
    const s = settleBet(201, [line([1, 2, 3, 4, 5], [1, 3], { switch: 1 })], announced);
    expect(s.winningFen).toBe(12_345_678 + 9_000_000);
  });

  it('rejects a draw of another game or with wrong numbers', () => {
    expect(settleBet(201, [line([1, 2, 3, 4, 5], [1, 2])], { ...draw, game: 101 }).status).toBe('invalid');
    const bad = settleBet(201, [line([1, 2, 3, 4, 5], [1, 2])], {
      ...draw,
      numbers: { red: [1, 2, 3, 4, 36], blue: [1, 2] },
    });
    expect(bad.status).toBe('invalid');
    expect(bad.errors[0]?.message_zh).toBe('开奖号码不正确：前区号码应为 5 个不重复的 1–35');
  });
});

describe('games settled by the shop', () => {
  it('returns not_settleable for 七乐彩 and 快乐八', () => {
    expect(
      settleBet(104, [line([1, 2, 3, 4, 5, 6, 7])], {
        game: 104,
        issue: '1',
        numbers: { red: [1, 2, 3, 4, 5, 6, 7], blue: [8] },
      }).status,
    ).toBe('not_settleable');
    expect(settleBet(105, [line([1], [], { play: '选一' })], null).status).toBe('not_settleable');
  });
});

describe('pool tiers', () => {
  it('are the tiers above the fixed ones, only for the pool games', () => {
    expect(poolTiersOf(101)).toEqual([1, 2]);
    expect(poolTiersOf(201)).toEqual([1, 2]);
    expect(poolTiersOf(204)).toEqual([1, 2]);
    expect(poolTiersOf(202)).toEqual([]);
    expect(poolTiersOf(407)).toEqual([]);
  });
});
