import { describe, expect, it } from 'vitest';
import { maxPrizeFen } from '../../src/engine/index.ts';
import { line, match, quoted, sports, threeMatches } from './fixtures.ts';

const yuan = (amount: number) => Math.round(amount * 100);
const maxOf = (game: number, content: unknown) => maxPrizeFen(quoted(game, content));

describe('maxPrizeFen', () => {
  it('is the quoted highest prize of a fixed-odds bet, at its multiple', () => {
    const bet = sports(threeMatches().slice(0, 2), ['2串1'], { multiple: 3 });
    // 平 × 负: 2 × 3.20 × 2.10 = 13.44 a unit, × 3.
    expect(maxOf(407, bet)).toBe(yuan(40.32));
  });

  it.each([
    [
      '双色球 复式 7+1 ×2: 7 units at the 5,000,000 cap',
      101,
      [line([1, 2, 3, 4, 5, 6, 7], [1], { beilv: 2 })],
      70_000_000,
    ],
    [
      '大乐透: 追加 adds 80 % of the top prize, and each line has its own multiple',
      201,
      [line([1, 2, 3, 4, 5], [1, 2], { switch: 1 }), line([1, 2, 3, 4, 5], [1, 2], { beilv: 3 })],
      9_000_000 + 3 * 5_000_000,
    ],
    ['七乐彩 复式 8 (8 units)', 104, [line([1, 2, 3, 4, 5, 6, 7, 8])], 40_000_000],
    ['七星彩 2 × 末位 2 (4 units)', 204, [line([[1, 2], [3], [4], [5], [6], [7]], [0, 14])], 20_000_000],
    ['排列三 直选 2×1×3 ×2 at 1,040', 202, [line([[1, 2], [3], [4, 5, 6]], [], { beilv: 2 })], 6 * 2 * 1040],
    ['排列三 组三 4 码 (12 units) at 346', 202, [line([1, 2, 3, 4], [], { play: '组三' })], 12 * 346],
    ['福彩3D 组三 单式 at 346', 102, [line([1, 1, 2], [], { play: '组三' })], 346],
    ['福彩3D 组六 5 码 (10 units) at 173', 102, [line([1, 2, 3, 4, 5], [], { play: '组六' })], 10 * 173],
    ['排列五 ×5 at 100,000', 203, [line([1, 2, 3, 4, 5], [], { beilv: 5 })], 500_000],
    ['快乐八 选一 ×10 at 4.60', 105, [line([8], [], { play: '选一', beilv: 10 })], 46],
    [
      '快乐八 选五 7 个 (21 units) at 1,000',
      105,
      [line([1, 2, 3, 4, 5, 6, 7], [], { play: '选五' })],
      21_000,
    ],
    [
      '快乐八 选十 at 5,000,000',
      105,
      [line([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [], { play: '选十' })],
      5_000_000,
    ],
  ])('%s', (_name, game, content, expectedYuan) => {
    expect(maxOf(game, content)).toBe(yuan(expectedYuan));
  });

  it('bounds the pool and SP games by 注数 × multiple × 5,000,000 yuan', () => {
    const fourteen = Array.from({ length: 14 }, (_, i) =>
      match(
        String(i + 1),
        i < 2
          ? [
              ['3', ''],
              ['1', ''],
            ]
          : [['0', '']],
      ),
    );
    expect(maxOf(401, sports(fourteen, [], { multiple: 2 }))).toBe(yuan(4 * 2 * 5_000_000));
    // 任选九 over 10 matches, two of them doubled: 8 nine-match sets of 4 units and 2 of 2.
    expect(maxOf(402, sports(fourteen.slice(0, 10), []))).toBe(yuan(36 * 5_000_000));
    const beijing = sports(
      [
        match(
          '1',
          [
            ['胜', ''],
            ['平', ''],
          ],
          { goal: 1 },
        ),
        match('2', [['3', '']]),
      ],
      ['2串1'],
    );
    expect(maxOf(405, beijing)).toBe(yuan(2 * 5_000_000));
    const parlay = Array.from({ length: 3 }, (_, i) => match(String(i + 1), [['胜', '']]));
    expect(maxOf(404, sports(parlay, ['3串1'], { multiple: 7 }))).toBe(yuan(7 * 5_000_000));
  });

  it('stays an exact integer for the widest bets', () => {
    const reds = Array.from({ length: 20 }, (_, i) => i + 1);
    const blues = Array.from({ length: 16 }, (_, i) => i + 1);
    expect(maxOf(101, [line(reds, blues, { beilv: 99_999 })])).toBe(Number.MAX_SAFE_INTEGER);
  });
});
