import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteBet, settleBet, splitBet, validateBet, GAME_CODES } from '../../src/engine/index.ts';
import { line, match, sports } from './fixtures.ts';

function errorsOf(game: unknown, content: unknown) {
  const result = validateBet(game, content);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
}

describe('validateBet — clear errors', () => {
  it('rejects an unknown game', () => {
    expect(errorsOf(999, [])).toEqual([
      { path: 'game', message_zh: '未知彩种“999”', message_en: 'Unknown game "999"' },
    ]);
  });

  it('names the match and the allowed range for odds of 1.00 or less', () => {
    const [e] = errorsOf(407, sports([match('1', [['胜', '0.99']])], ['单关']));
    expect(e?.path).toBe('Content[0].data[0].rate');
    expect(e?.message_zh).toContain('第1场（周三001）');
    expect(e?.message_zh).toContain('应大于 1.00');
    expect(errorsOf(407, sports([match('1', [['胜', '1.00']])], ['单关']))[0]?.path).toBe(
      'Content[0].data[0].rate',
    );
    expect(errorsOf(407, sports([match('1', [['胜', 0.5]])], ['单关']))[0]?.path).toBe(
      'Content[0].data[0].rate',
    );
    expect(errorsOf(407, sports([match('1', [['胜', '1.234']])], ['单关']))[0]?.path).toBe(
      'Content[0].data[0].rate',
    );
  });

  it('requires odds on fixed-odds games only', () => {
    expect(errorsOf(406, sports([match('1', [['主胜', '']])], ['单关']))[0]?.message_zh).toContain(
      '缺少赔率',
    );
    const pools = sports(
      Array.from({ length: 14 }, (_, i) => match(String(i + 1), [['3', '']])),
      [],
    );
    expect(validateBet(401, pools).ok).toBe(true);
  });

  it('rejects a pass type needing more matches than the bet has', () => {
    const [e] = errorsOf(407, sports([match('1', [['胜', 2]]), match('2', [['负', 2]])], ['3串1']));
    expect(e).toEqual({
      path: 'remarks.reachType[0]',
      message_zh: '过关方式 3串1 需要至少 3 场比赛，当前只有 2 场',
      message_en: 'Pass type 3串1 needs at least 3 matches; the bet has 2',
    });
  });

  it('rejects unknown pass types, unknown labels, duplicate selections and duplicate matches', () => {
    const bet = sports(
      [
        match('1', [
          ['胜', 2],
          ['胜', 2.1],
          ['赢', 3],
        ]),
        match('1', [['负', 2]]),
      ],
      ['2串9'],
    );
    const paths = errorsOf(407, bet).map((e) => e.path);
    expect(paths).toEqual(['Content[0].data[1].res', 'Content[0].data[2].res', 'Content[1].matchId']);
    expect(
      errorsOf(407, sports([match('1', [['胜', 2]]), match('2', [['负', 2]])], ['2串9']))[0]?.message_zh,
    ).toContain('过关方式“2串9”无效');
  });

  it('applies the per-play parlay limit (比分 at most 4 legs)', () => {
    const matches = Array.from({ length: 5 }, (_, i) => match(String(i + 1), [[i === 0 ? '1:0' : '胜', 2]]));
    const [e] = errorsOf(407, sports(matches, ['5串1']));
    expect(e?.message_zh).toBe('比分玩法最多 4 串，过关方式 5串1 超出（周三001）');
  });

  it('rejects multiples outside 1–99999', () => {
    for (const multiple of [0, 100000, 1.5]) {
      const [e] = errorsOf(407, sports([match('1', [['胜', 2]])], ['单关'], { multiple }));
      expect(e?.path).toBe('remarks.Multiple');
      expect(e?.message_en).toContain('1–99999');
    }
    expect(errorsOf(101, [line([1, 2, 3, 4, 5, 6], [1], { beilv: 100000 })])[0]?.path).toBe('[0].beilv');
  });

  it('requires the handicap of 让球 selections and the preset total of 大小分', () => {
    expect(errorsOf(407, sports([match('1', [['让胜', 2]])], ['单关']))[0]?.message_zh).toContain(
      '让球/让分数',
    );
    expect(
      errorsOf(407, sports([match('1', [['让胜', 2]], { goal: 0.5 })], ['单关']))[0]?.message_zh,
    ).toContain('应为整数');
    expect(errorsOf(406, sports([match('1', [['大', 2]])], ['单关']))[0]?.message_zh).toContain('预设总分');
    expect(validateBet(406, sports([match('1', [['大', 2]], { totalLine: '215.5' })], ['单关'])).ok).toBe(
      true,
    );
  });

  it('reads a handicap or preset total with at most two decimals, as text or as a number', () => {
    const handicap = (goal: unknown) => sports([match('1', [['让分主胜', 2]], { goal })], ['单关']);
    expect(validateBet(406, handicap(-5.25)).ok).toBe(true);
    for (const goal of [1.234, '1.234', 1e21, 'abc'])
      expect(errorsOf(406, handicap(goal))[0]?.path).toBe('Content[0].data[0].line');
    expect(
      errorsOf(405, { ...sports([match('1', [['胜', 2]], { goal: 1 })], ['单关']), lssue: {} })[0]?.path,
    ).toBe('lssue');
  });

  it('checks number counts, duplicates and ranges with the ball named', () => {
    const errors = errorsOf(101, [line([1, 2, 3, 4, 5, 34, 5], [17])]);
    expect(errors.map((e) => e.message_zh)).toEqual([
      '第1注：红球 34 超出范围 01–33',
      '第1注：红球 05 重复',
      '第1注：红球需要至少选 6 个，当前 5 个',
      '第1注：蓝球 17 超出范围 01–16',
      '第1注：蓝球需要至少选 1 个，当前 0 个',
    ]);
    expect(errorsOf(201, [line([1, 2, 3, 4], [1, 2])])[0]?.message_zh).toBe(
      '第1注：前区号码需要至少选 5 个，当前 4 个',
    );
    expect(errorsOf(201, [line([1, 2, 3, 4, 5], [1, 13])])[0]?.message_zh).toBe(
      '第1注：后区号码 13 超出范围 01–12',
    );
    expect(errorsOf(202, [line([[1], [2]])])[0]?.message_zh).toBe('第1注：需要 3 个位置的号码，当前 2 个');
    expect(errorsOf(204, [line([1, 2, 3, 4, 5, 6], [15])])[0]?.message_zh).toBe(
      '第1注：第7位号码 15 超出范围 00–14',
    );
    expect(errorsOf(102, [line([1, 2], [], { play: '组六' })])[0]?.message_zh).toBe(
      '第1注：组六至少选 3 个不同号码，当前 2 个',
    );
    expect(errorsOf(105, [line([1, 2, 3])])[0]?.message_zh).toBe('第1注：请注明玩法（选一…选十）');
    expect(errorsOf(101, [line([1, 2, 3, 4, 5, 6], [1], { switch: 1 })])[0]?.message_zh).toBe(
      '第1注：只有大乐透可以追加投注',
    );
    expect(errorsOf(101, [line([2, 3, 4, 5, 6, 7], [1], { danRed: [2] })])[0]?.message_zh).toBe(
      '第1注：红球 02 不能同时是胆码和拖码',
    );
  });

  it('explains a wrong shape instead of throwing', () => {
    expect(errorsOf(101, { Content: [] })[0]?.message_zh).toBe('双色球的投注内容应为投注列表（数组）');
    expect(errorsOf(407, [])[0]?.message_zh).toBe('竞彩足球的投注内容应为含 Content 和 remarks 的对象');
    expect(
      errorsOf(407, { Content: [], remarks: {} }).some(
        (e) => e.path === 'remarks.Multiple' && e.message_zh === '投注说明 倍数：缺少该项',
      ),
    ).toBe(true);
  });

  it('accepts zero-padded string balls and numeric game codes as strings', () => {
    const result = validateBet('101', [line(['01', '02', '03', '04', '05', '06'], ['16'])]);
    expect(result.ok).toBe(true);
  });
});

describe('never throws', () => {
  const games = fc.oneof(fc.constantFrom<unknown>(...GAME_CODES), fc.anything());
  const almostBets = fc.oneof(
    fc.anything(),
    fc.jsonValue(),
    fc.record({
      Content: fc.array(
        fc.record({
          matchId: fc.anything(),
          data: fc.array(fc.record({ res: fc.string(), rate: fc.anything() })),
        }),
      ),
      remarks: fc.record({ Multiple: fc.anything(), reachType: fc.anything() }),
    }),
    fc.array(
      fc.record({
        beilv: fc.anything(),
        data: fc.record({ list: fc.record({ red: fc.array(fc.anything()), blue: fc.anything() }) }),
      }),
    ),
  );

  it('validates, quotes, splits and settles arbitrary JSON without an exception', () => {
    fc.assert(
      fc.property(games, almostBets, fc.anything(), (game, content, results) => {
        const v = validateBet(game, content);
        expect(typeof v.ok).toBe('boolean');
        if (!v.ok) for (const e of v.errors) expect(typeof e.message_zh).toBe('string');
        expect(typeof quoteBet(game, content).ok).toBe('boolean');
        expect(typeof splitBet(game, content).ok).toBe('boolean');
        expect(['won', 'lost', 'pending', 'not_settleable', 'invalid']).toContain(
          settleBet(game, content, results as never).status,
        );
      }),
      { numRuns: 400 },
    );
  });
});
