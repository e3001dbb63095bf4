import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  betContentWire,
  labelMeaning,
  quoteBet,
  sportsContentWire,
  MAX_BET_CONTENT_BYTES,
  type BetContent,
  type EngineError,
} from '../../src/engine/index.ts';
import { line, match, quoted as quote, sports } from './fixtures.ts';
function refusal(game: number, content: unknown): EngineError {
  const q = quoteBet(game, content);
  expect(q.ok).toBe(false);
  return q.ok ? { path: '-', message_zh: '', message_en: '' } : (q.errors[0] as EngineError);
}

describe('normalized sports content', () => {
  it('keeps known keys only, canonical labels and pass types, odds with two decimals, figures in remarks', () => {
    const bet = {
      type: 'hh',
      gametype: 'x'.repeat(100_000),
      Content: [
        {
          ...match('1', [['胜其他', 7.5]]),
          matchNumStr: 1001,
          homeTeamAbbName: ' 曼城 ',
          Result: { home_score: 1 },
          junk: ['x'],
        },
        match(
          '2',
          [
            ['让胜', '1.6'],
            ['让负', ' 4.50 '],
          ],
          { goal: '-1' },
        ),
      ],
      remarks: {
        Note: '999',
        Multiple: '3',
        reachType: ['1串1', '2串1'],
        bonusmax: 'junk',
        Amount: 1,
        Repeat: 1,
        isComplex: false,
        extra: 'x',
      },
      oldContent: { big: 'x'.repeat(100_000) },
    };
    const q = quote(407, bet);
    expect(q.content).toStrictEqual({
      Content: [
        {
          matchNumStr: '1001',
          matchId: '1',
          homeTeamAbbName: '曼城',
          awayTeamAbbName: '客1',
          data: [{ res: '胜其它', rate: '7.50' }],
        },
        {
          matchNumStr: '周三002',
          matchId: '2',
          homeTeamAbbName: '主2',
          awayTeamAbbName: '客2',
          goal: '-1',
          data: [
            { res: '让胜', rate: '1.60' },
            { res: '让负', rate: '4.50' },
          ],
        },
      ],
      remarks: {
        // 单关 3 + 2串1 2 units, at multiple 3: 30 yuan.
        Note: '5',
        Multiple: '3',
        reachType: ['单关', '2串1'],
        Repeat: '1',
        isComplex: '0',
        // At multiple 1: poorest win 让胜 alone 3.20; best 胜其它 + 让负 + both: 15 + 9 + 2 × 7.5 × 4.5 = 91.50.
        bonusmin: '3.20',
        bonusmax: '91.50',
        Amount: '30.00',
      },
    });
    // The quote's own prize range stays at the bet's multiple.
    expect(q.prize).toEqual({ minFen: 960, maxFen: 27_450 });
  });

  it('writes 北京单场 issues, pool bets without pass types or odds, and bonus optimisation by canonical label', () => {
    const beijing = quote(405, {
      ...sports([match('1', [['胜', '']], { goal: 1 })], ['单关']),
      lssue: 25101,
    });
    expect(beijing.content).toMatchObject({
      lssue: '25101',
      Content: [{ goal: '1', data: [{ res: '胜' }] }],
    });
    expect(beijing.content).not.toHaveProperty('remarks.bonusmax');

    const fourteen = Array.from({ length: 14 }, (_, i) => match(String(i + 1), [['3', '']]));
    const pools = quote(401, sports(fourteen, ['2串1']));
    expect(pools.content).toMatchObject({ remarks: { reachType: [], Note: '1', Amount: '2.00' } });
    expect((pools.content as { Content: { data: unknown[] }[] }).Content[0]?.data).toStrictEqual([
      { res: '胜' },
    ]);

    const optimized = quote(
      407,
      sports(
        [
          match('1', [
            ['胜其它', 20],
            ['平', 3],
          ]),
          match('2', [['负', 2]]),
        ],
        ['2串1'],
        {
          bonusOptimize: [
            {
              Multiple: '2',
              junk: 1,
              matches: [
                { matchId: ' 1 ', res: '胜其他' },
                { matchId: 2, res: '负' },
              ],
            },
          ],
        },
      ),
    );
    expect(optimized.content).toMatchObject({
      bonusOptimize: [
        {
          Multiple: '2',
          matches: [
            { matchId: '1', res: '胜其它' },
            { matchId: '2', res: '负' },
          ],
        },
      ],
    });
  });

  it('writes a selection’s own line and the match’s preset total as numbers in text', () => {
    const bet = sports(
      [match('1', [['大分', 1.7]], { totalLine: 200.5, goal: '+3.50' }), match('2', [['让分主胜', 1.8]])],
      ['2串1'],
    );
    const withLine = bet.Content[1] as { data: Record<string, unknown>[] };
    withLine.data[0] = { ...withLine.data[0], line: '-4.5' };
    expect(quote(406, bet).content).toMatchObject({
      Content: [
        { goal: '3.5', totalLine: '200.5', data: [{ res: '大', rate: '1.70' }] },
        { data: [{ res: '让分主胜', rate: '1.80', line: '-4.5' }] },
      ],
    });
  });
});

describe('normalized number content', () => {
  it.each([
    [
      '双色球 with zero-padded strings and a string multiple',
      101,
      [{ ...line(['01', '03', '02', '04', '05', '06', '07'], ['16']), beilv: '2', junk: 'x' }],
      [
        {
          note: 7,
          beilv: 2,
          switch: 0,
          data: { list: { red: [1, 2, 3, 4, 5, 6, 7], blue: [16] }, dan: { red: [], blue: [] } },
        },
      ],
    ],
    [
      '大乐透 追加 胆拖',
      201,
      [line([3, 4, 5, 6], [2, 3], { switch: 1, danRed: [1, 2], danBlue: [1] })],
      [
        {
          note: 8,
          beilv: 1,
          switch: 1,
          data: { list: { red: [3, 4, 5, 6], blue: [2, 3] }, dan: { red: [1, 2], blue: [1] } },
        },
      ],
    ],
    [
      '排列三 直选 sent flat',
      202,
      [line([1, 2, 3])],
      [
        {
          note: 1,
          beilv: 1,
          switch: 0,
          play: '直选',
          data: { list: { red: [[1], [2], [3]], blue: [] }, dan: { red: [], blue: [] } },
        },
      ],
    ],
    [
      '福彩3D 组三 单式 in any order',
      102,
      [line([2, 1, 1], [], { play: '组选三' })],
      [
        {
          note: 1,
          beilv: 1,
          switch: 0,
          play: '组三',
          data: { list: { red: [1, 1, 2], blue: [] }, dan: { red: [], blue: [] } },
        },
      ],
    ],
    [
      '七星彩 with the seventh position in blue',
      204,
      [line([[1, 2], [3], [4], [5], [6], [7]], [0, 14])],
      [
        {
          note: 4,
          beilv: 1,
          switch: 0,
          data: {
            list: { red: [[1, 2], [3], [4], [5], [6], [7]], blue: [0, 14] },
            dan: { red: [], blue: [] },
          },
        },
      ],
    ],
    [
      '快乐八 by play key',
      105,
      [line([9, 8, 7, 6, 5, 4], [], { play: 'x5', danRed: [1] })],
      [
        {
          note: 15,
          beilv: 1,
          switch: 0,
          play: '选五',
          data: { list: { red: [4, 5, 6, 7, 8, 9], blue: [] }, dan: { red: [1], blue: [] } },
        },
      ],
    ],
  ])('%s', (_name, game, content, expected) => {
    expect(quote(game, content).content).toStrictEqual(expected);
  });
});

describe('bounds of normalized content', () => {
  const one = (extra: Record<string, unknown>) => sports([match('1', [['胜', 2]], extra)], ['单关']);

  it.each([
    ['matchId', { matchId: 'm'.repeat(41) }, 'Content[0].matchId', '最多 40 个字符'],
    ['home team', { homeTeamAbbName: '队'.repeat(33) }, 'Content[0].homeTeamAbbName', '主队：最多 32 个字符'],
    ['away team', { awayTeamAbbName: 'a'.repeat(33) }, 'Content[0].awayTeamAbbName', '最多 32 个字符'],
    ['match number', { matchNumStr: '周'.repeat(17) }, 'Content[0].matchNumStr', '最多 16 个字符'],
  ])('refuses a %s that is too long, naming the path and the limit', (_name, extra, path, zh) => {
    const e = refusal(407, one(extra));
    expect(e.path).toBe(path);
    expect(e.message_zh).toContain(zh);
    expect(e.message_en).toMatch(/at most \d+ characters/);
  });

  it('refuses a long 北京单场 issue', () => {
    const e = refusal(405, { ...one({}), lssue: '1'.repeat(17) });
    expect([e.path, e.message_zh, e.message_en]).toEqual([
      'lssue',
      '期号：最多 16 个字符',
      'issue: at most 16 characters',
    ]);
  });

  it('refuses more than 20 pass types', () => {
    const eight = Array.from({ length: 8 }, (_, i) => match(String(i + 1), [['胜', 2]]));
    const reach = ['单关', ...[2, 3, 4, 5, 6, 7, 8].map((m) => `${m}串1`), '3串3', '3串4', '4串4', '4串5'];
    const five = ['4串6', '4串11', '5串5', '5串6', '5串10', '5串16', '5串20', '5串26', '6串6'];
    expect(quoteBet(407, sports(eight, [...reach, ...five.slice(0, 8)])).ok).toBe(true);
    const e = refusal(407, sports(eight, [...reach, ...five]));
    expect([e.path, e.message_zh, e.message_en]).toEqual([
      'remarks.reachType',
      '投注说明 过关方式：最多 20 项',
      'remarks pass types: at most 20 entries',
    ]);
  });

  const optimize = (groups: number) =>
    sports(
      [
        match('1', [
          ['胜', 2],
          ['平', 3],
        ]),
        match('2', [['负', 2]]),
      ],
      ['2串1'],
      {
        bonusOptimize: Array.from({ length: groups }, (_, g) => ({
          Multiple: 1,
          matches: [
            { matchId: '1', res: g % 2 ? '胜' : '平' },
            { matchId: '2', res: '负' },
          ],
        })),
      },
    );

  it('refuses more than 1,000 bonus-optimisation groups', () => {
    const e = refusal(407, optimize(1001));
    expect([e.path, e.message_en]).toEqual(['bonusOptimize', 'bonus optimisation: at most 1000 entries']);
  });

  it('refuses more than 100 number lines', () => {
    const lines = (n: number) => Array.from({ length: n }, () => line([1, 2, 3, 4, 5, 6], [1]));
    expect(quoteBet(101, lines(100)).ok).toBe(true);
    const e = refusal(101, lines(101));
    expect([e.path, e.message_zh]).toEqual(['', '投注内容：最多 100 项']);
  });

  it('refuses content whose JSON is larger than 64 KiB, within every other bound', () => {
    // Three matches with 40-character ids, and groups of three picks naming them: about 230 bytes a group.
    const id = (n: number) => String(n).padStart(40, '0');
    const short = { matchNumStr: '周一001', homeTeamAbbName: '主', awayTeamAbbName: '客' };
    const long = (groups: number) =>
      sports(
        [
          match(
            id(1),
            [
              ['胜', 2],
              ['平', 3],
            ],
            short,
          ),
          match(id(2), [['负', 2]], short),
          match(id(3), [['胜', 2]], short),
        ],
        ['3串1'],
        {
          bonusOptimize: Array.from({ length: groups }, (_, g) => ({
            Multiple: 1,
            matches: [
              { matchId: id(1), res: g % 2 ? '胜' : '平' },
              { matchId: id(2), res: '负' },
              { matchId: id(3), res: '胜' },
            ],
          })),
        },
      );
    const bytes = (content: unknown) => new TextEncoder().encode(JSON.stringify(content)).length;
    expect(bytes(quote(407, long(250)).content)).toBeLessThan(MAX_BET_CONTENT_BYTES);
    const e = refusal(407, long(1000));
    expect(e.path).toBe('');
    expect(e.message_zh).toMatch(/^投注内容过大：\d+ 字节，最多 65536 字节$/);
    expect(e.message_en).toContain('at most 65536');
  });

  it('holds the wire schema to every bound, also where validation already stops a bet', () => {
    const content = quote(407, one({})).content as { Content: { data: unknown[] }[] };
    const selections = Array.from({ length: 65 }, () => ({ res: '胜', rate: '2.00' }));
    const matches = Array.from({ length: 16 }, () => content.Content[0]);
    const paths = (c: unknown) =>
      sportsContentWire.safeParse(c).error?.issues.map((i) => [i.code, i.path.join('.')]) ?? [];
    expect(paths({ ...content, Content: [{ ...content.Content[0], data: selections }] })).toEqual([
      ['too_big', 'Content.0.data'],
    ]);
    expect(
      paths({ ...content, Content: [{ ...content.Content[0], data: [{ res: '胜'.repeat(17) }] }] }),
    ).toEqual([['too_big', 'Content.0.data.0.res']]);
    expect(paths({ ...content, Content: matches })).toEqual([['too_big', 'Content']]);
    expect(paths({ ...content, extra: 1 })).toEqual([['unrecognized_keys', '']]);
  });
});

describe('round trip', () => {
  const spelling = <T>(...options: T[]) => fc.constantFrom(...options);
  const footballLabel = fc.oneof(
    spelling('胜', '平', '负', '让胜', '让平', '让负'),
    spelling('0', '1球', '7+', '7+球', '3'),
    spelling('胜-胜', '平/负', '负胜', '1:0', '2-1', '胜其他', '平其它', '负其他'),
  );
  const basketballLabel = spelling(
    '主胜',
    '客胜',
    '主负',
    '让分主胜',
    '让分客胜',
    '大',
    '小分',
    '主胜1-5',
    '客胜26+',
  );
  const rate = fc
    .integer({ min: 101, max: 99_999 })
    .chain((h) =>
      fc.constantFrom<string | number>((h / 100).toFixed(2), h / 100, ` ${(h / 100).toFixed(2)} `),
    );
  const noise = fc.dictionary(fc.constantFrom('junk', 'Result', 'type', 'isWin'), fc.jsonValue(), {
    maxKeys: 2,
  });

  function sportsBet(game: 406 | 407) {
    const label = game === 407 ? footballLabel : basketballLabel;
    const matchArb = fc.record({
      labels: fc.uniqueArray(label, {
        minLength: 1,
        maxLength: 4,
        selector: (res) => labelMeaning(game, res)?.label,
      }),
      rates: fc.array(rate, { minLength: 4, maxLength: 4 }),
      goal: fc.constantFrom<unknown>(-1, '1', '+2', ' -1 '),
      totalLine: fc.constantFrom<unknown>(200.5, '215.5'),
      numStr: fc.oneof(fc.constant(undefined), fc.integer({ min: 1, max: 999 })),
      noise,
    });
    return fc
      .record({
        matches: fc.array(matchArb, { minLength: 1, maxLength: 3 }),
        // 单关 always, so a bet of one match has a pass type its matches allow.
        reach: fc.subarray(['2串1', '3串1', '3串4']).map((p) => ['单关', ...p]),
        single: fc.constantFrom('单关', '1串1', '1单关1'),
        multiple: fc.oneof(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99 }).map(String)),
        flags: fc.tuple(
          fc.constantFrom<unknown>('0', '1', 0, 1, true, false),
          fc.constantFrom<unknown>('0', 1),
        ),
        noise,
      })
      .map((r) => ({
        ...r.noise,
        Content: r.matches.map((m, i) => ({
          ...m.noise,
          ...match(
            String(i + 1),
            m.labels.map((res, j) => [res, m.rates[j] ?? '2.00']),
            game === 407 ? { goal: m.goal } : { goal: '-5.5', totalLine: m.totalLine },
          ),
          ...(m.numStr === undefined ? {} : { matchNumStr: m.numStr }),
        })),
        remarks: {
          Multiple: r.multiple,
          reachType: r.reach
            .filter((p) => (p === '单关' ? 1 : Number(p[0])) <= r.matches.length)
            .map((p) => (p === '单关' ? r.single : p)),
          Repeat: r.flags[0],
          isComplex: r.flags[1],
        },
      }));
  }

  const distinct = (min: number, max: number, lo: number, hi: number) =>
    fc.uniqueArray(fc.integer({ min, max }), { minLength: lo, maxLength: hi });
  const padded = (balls: number[], pad: boolean) =>
    pad ? balls.map((b) => String(b).padStart(2, '0')) : balls;
  const beilv = fc.oneof(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 99 }).map(String));

  const numberBets: fc.Arbitrary<[number, unknown]>[] = [
    fc
      .tuple(distinct(1, 33, 6, 9), distinct(1, 16, 1, 3), beilv, fc.boolean())
      .map(([red, blue, b, pad]) => [101, [{ ...line(padded(red, pad), padded(blue, pad)), beilv: b }]]),
    fc
      .tuple(distinct(1, 35, 5, 7), distinct(1, 12, 2, 4), fc.boolean())
      .map(([red, blue, add]) => [201, [line(red, blue, { switch: add ? 1 : 0 })]]),
    fc.tuple(distinct(1, 30, 7, 9)).map(([red]) => [104, [line(red)]]),
    fc
      .tuple(fc.integer({ min: 1, max: 10 }), distinct(1, 80, 10, 12))
      .map(([pick, red]) => [105, [line(red.slice(0, pick + 1), [], { play: `x${pick}` })]]),
    fc
      .tuple(fc.constantFrom(202, 102), fc.array(distinct(0, 9, 1, 3), { minLength: 3, maxLength: 3 }))
      .map(([game, positions]) => [game, [line(positions)]]),
    fc
      .tuple(fc.constantFrom(202, 102), fc.constantFrom('组三', '组六', 'zusan'), distinct(0, 9, 3, 6))
      .map(([game, play, digits]) => [game, [line(digits, [], { play })]]),
    fc.tuple(distinct(0, 9, 5, 5)).map(([digits]) => [203, [line(digits)]]),
    fc
      .tuple(fc.array(distinct(0, 9, 1, 2), { minLength: 6, maxLength: 6 }), distinct(0, 14, 1, 2))
      .map(([front, last]) => [204, [line(front, last)]]),
  ];

  const bets = fc.oneof(
    sportsBet(407).map((b): [number, unknown] => [407, b]),
    sportsBet(406).map((b): [number, unknown] => [406, b]),
    ...numberBets,
  );

  it('normalizing the normalized content gives the same content, the same figures and a valid wire object', () => {
    fc.assert(
      fc.property(bets, ([game, bet]) => {
        const first = quoteBet(game, bet);
        expect(first.ok ? [] : first.errors).toEqual([]);
        if (!first.ok) return;
        const stored: BetContent = JSON.parse(JSON.stringify(first.value.content));
        expect(stored).toStrictEqual(first.value.content);
        expect(betContentWire.safeParse(stored).success).toBe(true);
        const again = quote(game, stored);
        expect(again.content).toStrictEqual(first.value.content);
        expect([again.notes, again.amountFen, again.prize]).toEqual([
          first.value.notes,
          first.value.amountFen,
          first.value.prize,
        ]);
      }),
      { numRuns: 300 },
    );
  });
});
