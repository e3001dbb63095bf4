import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAME, gameByCode, quoteBet } from '@dzzs/shared/engine';
import {
  emptySelection,
  figuresOf,
  gridsOf,
  offersDantuo,
  playsOf,
  wireLineOf,
  type Selection,
} from '../src/features/betting/picker-model.ts';
import { slipContent, slipFigures } from '../src/features/betting/slip-store.ts';

// The page's "共N注 M倍 X元" against what the server computes when it recounts and reprices an order (quoteBet, the
// engine's pricing of the content the page sends): for thousands of random selections of every number game and play.

const NUMBER_GAMES = Object.values(GAME).filter((code) => playsOf(code).length > 0);

/** A selection of the game and play: each grid between its least and most picks, a multiple, 追加 or not. */
function selectionOf(code: number) {
  return fc.constantFrom(...playsOf(code)).chain((play) => {
    const grids = gridsOf(code, play);
    return fc.record({
      play: fc.constant(play),
      picks: fc.tuple(
        ...grids.map((grid) =>
          fc.uniqueArray(fc.integer({ min: grid.min, max: grid.max }), {
            minLength: grid.need,
            maxLength: Math.min(grid.most, grid.need + 4),
          }),
        ),
      ),
      multiple: fc.integer({ min: 1, max: 99 }),
      additional: fc.boolean(),
    }) as fc.Arbitrary<Selection>;
  });
}

/** A 胆拖 selection: per grid some balls, the first few of them 胆 (up to the grid's most, always one 拖 left). */
function dantuoOf(code: number) {
  const plays = playsOf(code).filter((play) => offersDantuo(code, play));
  return fc.constantFrom(...plays).chain((play) => {
    const grids = gridsOf(code, play);
    return fc
      .tuple(
        fc.tuple(
          ...grids.map((grid) =>
            fc
              .uniqueArray(fc.integer({ min: grid.min, max: grid.max }), {
                minLength: grid.need,
                maxLength: Math.min(grid.most, grid.need + 4),
              })
              .chain((balls) =>
                fc
                  .integer({ min: 0, max: Math.min(grid.maxDan, balls.length - 1) })
                  .map((dan) => ({ dan: balls.slice(0, dan), tuo: balls.slice(dan) })),
              ),
          ),
        ),
        fc.integer({ min: 1, max: 99 }),
        fc.boolean(),
      )
      .map(([zones, multiple, additional]): Selection => ({
        play,
        picks: zones.map((z) => z.tuo),
        dan: zones.map((z) => z.dan),
        multiple,
        additional,
      }));
  });
}

/** For 2,000 selections: the page's figures are quoteBet's of the line it sends, and make at least one bet. */
function agreesWithServer(code: number, selections: fc.Arbitrary<Selection>) {
  fc.assert(
    fc.property(selections, (selection) => {
      const page = figuresOf(code, selection);
      const server = quoteBet(code, [wireLineOf(code, selection)]);
      if (!server.ok) throw new Error(JSON.stringify(server.errors));
      expect(page.notes).toBeGreaterThan(0);
      expect(page).toEqual({ notes: server.value.notes, amountFen: server.value.amountFen });
    }),
    { numRuns: 2000 },
  );
}

const DANTUO_GAMES = NUMBER_GAMES.filter((code) => playsOf(code).some((play) => offersDantuo(code, play)));

describe('胆拖 counts and prices as the server does', () => {
  it('is offered where the engine allows bankers', () => {
    expect(DANTUO_GAMES.map((code) => gameByCode(code)?.nameZh).sort()).toEqual(
      ['七乐彩', '双色球', '大乐透', '快乐八'].sort(),
    );
  });

  for (const code of DANTUO_GAMES) {
    it(`${gameByCode(code)?.nameZh}: 2 000 random 胆拖 selections`, () => {
      agreesWithServer(code, dantuoOf(code));
    });
  }

  it('双色球 胆拖: 2 胆 + 5 拖 red, 2 blue = C(5,4) × 2 = 10 bets', () => {
    const ssq: Selection = {
      ...emptySelection(GAME.ssq, 'multiple', true),
      dan: [[1, 2], []],
      picks: [
        [3, 4, 5, 6, 7],
        [1, 2],
      ],
    };
    expect(figuresOf(GAME.ssq, ssq)).toEqual({ notes: 10, amountFen: 2000 });
    // 胆 with no 拖 is no bet yet; 6 胆 is one too many.
    expect(figuresOf(GAME.ssq, { ...ssq, picks: [[], [1]] }).notes).toBe(0);
    expect(figuresOf(GAME.ssq, { ...ssq, dan: [[1, 2, 3, 4, 5, 6], []], picks: [[7], [1]] }).notes).toBe(0);
  });
});

describe('the picker counts and prices as the server does', () => {
  it('covers every number game of the engine', () => {
    expect(NUMBER_GAMES.map((code) => gameByCode(code)?.nameZh).sort()).toEqual(
      ['七乐彩', '七星彩', '双色球', '大乐透', '快乐八', '排列三', '排列五', '福彩3D'].sort(),
    );
  });

  for (const code of NUMBER_GAMES) {
    it(`${gameByCode(code)?.nameZh}: one line, 2 000 random selections`, () => {
      agreesWithServer(code, selectionOf(code));
    });

    it(`${gameByCode(code)?.nameZh}: a slip of several lines with one multiple`, () => {
      fc.assert(
        fc.property(
          fc.array(selectionOf(code), { minLength: 1, maxLength: 6 }),
          fc.integer({ min: 1, max: 500 }),
          fc.boolean(),
          (lines, multiple, additional) => {
            const slip = { lines, multiple, additional };
            const server = quoteBet(code, slipContent(code, slip));
            if (!server.ok) throw new Error(JSON.stringify(server.errors));
            expect(slipFigures(code, slip)).toEqual({
              notes: server.value.notes,
              amountFen: server.value.amountFen,
            });
            // The slip's one multiple and 追加 reach every line it sends.
            const once = lines.reduce(
              (sum, line) => sum + figuresOf(code, { ...line, multiple: 1, additional }).amountFen,
              0,
            );
            expect(server.value.amountFen).toBe(once * multiple);
          },
        ),
        { numRuns: 300 },
      );
    });
  }

  it('shows nothing to pay while a grid has too few picks', () => {
    const ssq = emptySelection(GAME.ssq);
    expect(figuresOf(GAME.ssq, { ...ssq, picks: [[1, 2, 3, 4, 5], [1]] })).toEqual({
      notes: 0,
      amountFen: 0,
    });
    // 6 red + 2 blue: C(6,6) × C(2,1) = 2 bets, 4 yuan.
    expect(
      figuresOf(GAME.ssq, {
        ...ssq,
        picks: [
          [1, 2, 3, 4, 5, 6],
          [1, 2],
        ],
      }),
    ).toEqual({ notes: 2, amountFen: 400 });
    // 大乐透 追加: 3 yuan a bet.
    const dlt = {
      ...emptySelection(GAME.dlt),
      picks: [
        [1, 2, 3, 4, 5],
        [1, 2],
      ],
      additional: true,
    };
    expect(figuresOf(GAME.dlt, dlt)).toEqual({ notes: 1, amountFen: 300 });
  });
});
