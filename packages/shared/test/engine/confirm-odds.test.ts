import { describe, expect, it } from 'vitest';
import { confirmOdds, type SportsContent } from '../../src/engine/index.ts';
import { line, match, quoted as quote, sports, threeMatches } from './fixtures.ts';

/** 2串1 over three matches: 2 × 1 + 2 × 2 + 1 × 2 = 8 units. */
const bet = (multiple = 1) => sports(threeMatches(), ['2串1'], { multiple });
const ordered = (multiple = 1) => quote(407, bet(multiple)).content as SportsContent;

/** The order's content as a client sends it back, changed by `edit`. */
function edited(edit: (content: SportsContent) => void, multiple = 1): SportsContent {
  const content = structuredClone(ordered(multiple));
  edit(content);
  return content;
}

function refusedAt(original: SportsContent, edit: unknown) {
  const result = confirmOdds(407, original, edit);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
}

describe('confirmOdds keeps the new odds', () => {
  it('takes every stated rate, keeps the missing ones, ignores the figures and recomputes the prize range', () => {
    const original = ordered();
    expect(quote(407, original).prize).toEqual({ minFen: 592, maxFen: 6114 });
    const result = confirmOdds(
      407,
      original,
      edited((c) => {
        c.Content[0]!.data[0]!.rate = '2.10';
        (c.Content[2]!.data[1] as { rate: unknown }).rate = 5;
        delete c.Content[1]!.data[0]!.rate;
        c.remarks.Note = '77';
        c.remarks.Amount = '999.00';
        delete c.remarks.bonusmax;
      }),
    );
    expect(result.ok ? [] : result.errors).toEqual([]);
    if (!result.ok) return;
    const q = result.value;
    const content = q.content as SportsContent;
    expect(content.Content.map((m) => m.data.map((d) => d.rate))).toEqual([
      ['2.10', '3.20'],
      ['2.10'],
      ['1.60', '5.00'],
    ]);
    // Best: 平 × 负 13.44 + 平 × 让负 32.00 + 负 × 让负 21.00; poorest: 胜 × 让胜 or 负 × 让胜 6.72.
    expect(q.prize).toEqual({ minFen: 672, maxFen: 6644 });
    expect(content.remarks).toEqual({
      Note: '8',
      Multiple: '1',
      reachType: ['2串1'],
      Repeat: '0',
      isComplex: '0',
      bonusmin: '6.72',
      bonusmax: '66.44',
      Amount: '16.00',
    });
    expect([q.notes, q.multiple, q.amountFen]).toEqual([8, 1, 1600]);
  });

  it('reads the edit the way it reads a bet: spellings, numbers as text and unknown keys do not count as changes', () => {
    const original = quote(
      407,
      sports([match('1', [['胜其它', '7.50']], { goal: '-1' })], ['单关'], { multiple: 2 }),
    ).content as SportsContent;
    const result = confirmOdds(407, original, {
      type: 'hh',
      oldContent: {},
      Content: [
        {
          ...match('1', [['胜其他', ' 8 ']], { goal: ' -1.00 ' }),
          matchId: 1,
          Result: null,
        },
      ],
      remarks: { Multiple: '02', reachType: ['1串1'], Repeat: 0, isComplex: false },
    });
    expect(result.ok ? [] : result.errors).toEqual([]);
    expect(result.ok && result.value.content).toMatchObject({
      Content: [{ data: [{ res: '胜其它', rate: '8.00' }] }],
      remarks: { Multiple: '2', bonusmax: '16.00', Amount: '4.00' },
    });
  });
});

describe('confirmOdds refuses anything but the odds', () => {
  it.each<[string, (c: SportsContent) => void, string, number?]>([
    ['a ×1 bet edited to ×500', (c) => (c.remarks.Multiple = '500'), 'remarks.Multiple'],
    ['a ×10 bet edited to ×1', (c) => (c.remarks.Multiple = '1'), 'remarks.Multiple', 10],
    ['a changed pass type', (c) => (c.remarks.reachType = ['3串1']), 'remarks.reachType[0]'],
    ['an added pass type', (c) => c.remarks.reachType.push('3串1'), 'remarks.reachType'],
    ['a changed selection', (c) => (c.Content[1]!.data[0]!.res = '平'), 'Content[1].data[0].res'],
    ['a dropped selection', (c) => c.Content[0]!.data.pop(), 'Content[0].data'],
    ['a dropped match', (c) => c.Content.splice(1, 1), 'Content'],
    ['another match', (c) => (c.Content[0]!.matchId = '9'), 'Content[0].matchId'],
    ['another match number', (c) => (c.Content[1]!.matchNumStr = '周四001'), 'Content[1].matchNumStr'],
    ['another team', (c) => (c.Content[0]!.homeTeamAbbName = '别队'), 'Content[0].homeTeamAbbName'],
    ['another away team', (c) => (c.Content[2]!.awayTeamAbbName = '别队'), 'Content[2].awayTeamAbbName'],
    ['a changed handicap', (c) => (c.Content[2]!.goal = '-2'), 'Content[2].goal'],
    ['an added preset total', (c) => (c.Content[0]!.totalLine = '2.5'), 'Content[0].totalLine'],
    ['a selection’s own line', (c) => (c.Content[2]!.data[0]!.line = '-2'), 'Content[2].data[0].line'],
    ['the repeat mode', (c) => (c.remarks.Repeat = '1'), 'remarks.Repeat'],
    ['the split mode', (c) => (c.remarks.isComplex = '1'), 'remarks.isComplex'],
    [
      'an added bonus optimisation',
      (c) => (c.bonusOptimize = [{ Multiple: '1', matches: [{ matchId: '2', res: '负' }] }]),
      'bonusOptimize',
    ],
    ['an issue', (c) => (c.lssue = '25101'), 'lssue'],
  ])('%s, naming the first differing path', (_name, edit, path, multiple = 1) => {
    expect(refusedAt(ordered(multiple), edited(edit, multiple))).toEqual([
      {
        path,
        message_zh: '与原订单不一致：只能修改赔率',
        message_en: 'differs from the order: only the odds may change',
      },
    ]);
  });

  it.each([['1.00'], ['1'], ['0.99'], ['1.234'], ['0.00'], [0], ['abc']])(
    'refuses odds %s with the rule every bet follows',
    (rate) => {
      const [e] = refusedAt(
        ordered(),
        edited((c) => ((c.Content[1]!.data[0] as { rate: unknown }).rate = rate)),
      );
      expect(e?.path).toBe('Content[1].data[0].rate');
      expect(e?.message_en).toContain('more than 1.00 with at most two decimals');
    },
  );

  it('takes odds of 1.01, the least 竞彩 odds there are', () => {
    const result = confirmOdds(
      407,
      ordered(),
      edited((c) => ((c.Content[1]!.data[0] as { rate: unknown }).rate = '1.01')),
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect((result.value.content as SportsContent).Content[1]!.data[0]!.rate).toBe('1.01');
  });

  it('refuses an edit or an order that is not sports content, naming the field', () => {
    expect(refusedAt(ordered(), 0)[0]?.path).toBe('');
    const lines = quote(101, [line([1, 2, 3, 4, 5, 6], [1])]).content;
    expect(confirmOdds(407, lines, ordered())).toMatchObject({ ok: false, errors: [{ path: '' }] });
    expect(refusedAt(ordered(), { Content: [] })[0]).toMatchObject({
      path: 'remarks',
      message_en: 'remarks: missing',
    });
  });

  it('confirms odds of 竞彩足球 and 竞彩篮球 orders only', () => {
    const beijing = quote(405, sports([match('1', [['胜', '']], { goal: 1 })], ['单关'])).content;
    const lotto = quote(101, [line([1, 2, 3, 4, 5, 6], [1])]).content;
    for (const [game, content] of [
      [405, beijing],
      [101, lotto],
    ] as const) {
      const result = confirmOdds(game, content, content);
      expect(result.ok === false && result.errors).toEqual([
        {
          path: '',
          message_zh: '只有竞彩足球/竞彩篮球订单可以确认赔率',
          message_en: 'Only Jingcai Football and Jingcai Basketball orders confirm odds',
        },
      ]);
    }
    const basketball = quote(406, sports([match('1', [['主胜', '1.50']])], ['单关'])).content;
    expect(confirmOdds(406, basketball, basketball).ok).toBe(true);
  });
});
