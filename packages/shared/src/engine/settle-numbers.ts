/**
 * Settlement of a number-game bet against the published draw.
 *
 * Number games, fixed tiers per unit (yuan):
 * - 排列三 / 福彩3D: 直选 1040, 组三 346, 组六 173 (a triple like 111 wins only 直选).
 * - 排列五: 100 000 for all five positions.
 * - 七星彩 (rules in force since issue 20100, October 2020; x+y = front positions hit + last position hit):
 *   1 = 6+1 and 2 = 6+0 from the pool; 3 = 5+1 3000; 4 = 5+0, 4+1 500; 5 = 4+0, 3+1 30;
 *   6 = 3+0, 2+1, 1+1, 0+1 5.
 * - 双色球 (rules of 2003 with the fixed amounts in force through 2025): 1 = 6+1, 2 = 6+0 from the pool;
 *   3 = 5+1 3000; 4 = 5+0, 4+1 200; 5 = 4+0, 3+1 10; 6 = 2+1, 1+1, 0+1 5.
 * - 大乐透 (nine-tier rules in force from 2019-02-18 through 2025): 1 = 5+2, 2 = 5+1 from the pool, 追加 adds 80%
 *   of the base prize of those two tiers only; 3 = 5+0 10000; 4 = 4+2 3000; 5 = 4+1 300; 6 = 3+2 200;
 *   7 = 4+0 100; 8 = 3+1, 2+2 15; 9 = 3+0, 2+1, 1+2, 0+2 5.
 * Pool tiers (per-unit base prize in fen) come from the published result; until they are there, a bet that hit a
 * pool tier stays pending.
 */
import { z } from 'zod';
import type { NumberBet } from './bet-types.ts';
import { choose } from './combinatorics.ts';
import { ballsFit, digitsFit, drawShapeOf, specialApart } from './draw-numbers.ts';
import { GAME } from './games.ts';
import { NUMBER_RULES, type NumberLine } from './number-rules.ts';
import { err, type EngineError } from './result.ts';
import { NONE, settlement, type Settlement, type SettledTier, type SettlementDetails } from './settlement.ts';

export const numberDrawResultSchema = z.object({
  game: z.number().int(),
  issue: z.string(),
  /** Lotto games: red (双色球 red / 大乐透 front) and blue (双色球 blue / 大乐透 back). */
  numbers: z
    .object({ red: z.array(z.number().int()), blue: z.array(z.number().int()).default([]) })
    .nullish(),
  /** Digit games, in drawing order: 排列三/福彩3D 3, 排列五 5, 七星彩 7 (the last 0–14). */
  positions: z.array(z.number().int()).nullish(),
  /** Published per-unit prize of pool tiers in fen, by tier number (1, 2). */
  poolTiers: z.record(z.string().regex(/^\d+$/), z.number().int().min(0)).nullish(),
  /** 大乐透: the published per-unit 追加 prize of tiers 1–2 in fen, when the draw announces it. */
  additionalTiers: z.record(z.string().regex(/^\d+$/), z.number().int().min(0)).nullish(),
});
export type NumberDrawResult = z.input<typeof numberDrawResultSchema>;

const FIXED_TIERS: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  [GAME.ssq]: { 3: 300_000, 4: 20_000, 5: 1_000, 6: 500 },
  [GAME.dlt]: { 3: 1_000_000, 4: 300_000, 5: 30_000, 6: 20_000, 7: 10_000, 8: 1_500, 9: 500 },
  [GAME.qxc]: { 3: 300_000, 4: 50_000, 5: 3_000, 6: 500 },
};

/** Tiers whose prize comes from the pool, so the draw must publish their amounts (the tiers above the fixed ones). */
export function poolTiersOf(gameCode: number): readonly number[] {
  const fixed = FIXED_TIERS[gameCode];
  if (!fixed) return [];
  const lowestFixed = Math.min(...Object.keys(fixed).map(Number));
  return Array.from({ length: lowestFixed - 1 }, (_, i) => i + 1);
}
export const STRAIGHT_3_FEN = 104_000;
export const GROUP_3_FEN = 34_600;
export const GROUP_6_FEN = 17_300;
export const STRAIGHT_5_FEN = 10_000_000;
/** 大乐透 追加 adds this share of the base prize, on the pool tiers only (2019 rules). */
const ADDITIONAL_POOL_TIERS = new Set([1, 2]);
const ADDITIONAL_PERCENT = 80n;

/**
 * 大乐透 追加 on a pool tier: the amount the draw announces, else 80 % of the base prize rounded down to whole yuan
 * (the lottery pays 追加 in whole yuan).
 */
export function additionalFen(baseFen: number, published?: number): number {
  if (published !== undefined) return published;
  const yuan = (BigInt(baseFen) * ADDITIONAL_PERCENT) / 100n / 100n;
  return Number(yuan * 100n);
}

/** Tier of each hit pattern (`front+back`) of the lotto games and 七星彩; a pattern not listed wins nothing. */
const TIER_TABLES: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  [GAME.ssq]: {
    '6+1': 1,
    '6+0': 2,
    '5+1': 3,
    '5+0': 4,
    '4+1': 4,
    '4+0': 5,
    '3+1': 5,
    '2+1': 6,
    '1+1': 6,
    '0+1': 6,
  },
  [GAME.dlt]: {
    '5+2': 1,
    '5+1': 2,
    '5+0': 3,
    '4+2': 4,
    '4+1': 5,
    '3+2': 6,
    '4+0': 7,
    '3+1': 8,
    '2+2': 8,
    '3+0': 9,
    '2+1': 9,
    '1+2': 9,
    '0+2': 9,
  },
  [GAME.qxc]: {
    '6+1': 1,
    '6+0': 2,
    '5+1': 3,
    '5+0': 4,
    '4+1': 4,
    '4+0': 5,
    '3+1': 5,
    '3+0': 6,
    '2+1': 6,
    '1+1': 6,
    '0+1': 6,
  },
};

/** Tier of a lotto/七星彩 hit pattern, 0 for none. */
function tierOf(gameCode: number, front: number, back: number): number {
  return TIER_TABLES[gameCode]?.[`${front}+${back}`] ?? 0;
}

/** Units of a zone by number of hits: `result[h]` tickets hit exactly h drawn balls. */
function zoneHits(
  tuo: readonly number[],
  dan: readonly number[],
  pick: number,
  drawn: ReadonlySet<number>,
): number[] {
  const hd = dan.filter((b) => drawn.has(b)).length;
  const ht = tuo.filter((b) => drawn.has(b)).length;
  const need = pick - dan.length;
  const out = Array.from({ length: pick + 1 }, () => 0);
  for (let x = 0; x <= Math.min(ht, need); x++)
    out[hd + x] = choose(ht, x) * choose(tuo.length - ht, need - x);
  return out;
}

interface LineWin {
  tiers: Map<number, number>;
}

function lineTiers(
  gameCode: number,
  line: NumberLine,
  red: readonly number[],
  blue: readonly number[],
  positions: readonly number[],
): LineWin {
  const tiers = new Map<number, number>();
  const addTier = (tier: number, count: number) => {
    if (tier > 0 && count > 0) tiers.set(tier, (tiers.get(tier) ?? 0) + count);
  };
  const rule = NUMBER_RULES[gameCode];
  if (line.kind === 'lotto' && rule?.kind === 'lotto' && rule.back) {
    const front = zoneHits(line.front, line.frontDan, rule.front.pick, new Set(red));
    const back = zoneHits(line.back, line.backDan, rule.back.pick, new Set(blue));
    front.forEach((fc, f) => back.forEach((bc, b) => addTier(tierOf(gameCode, f, b), fc * bc)));
  } else if (line.kind === 'straight' && gameCode === GAME.qxc) {
    // Polynomial over front positions: coefficient m = tickets with exactly m front positions right.
    let poly = [1];
    line.positions.slice(0, 6).forEach((digits, p) => {
      const hit = digits.includes(positions[p] ?? -1) ? 1 : 0;
      const next = Array.from({ length: poly.length + 1 }, () => 0);
      poly.forEach((c, m) => {
        next[m] = (next[m] ?? 0) + c * (digits.length - hit);
        next[m + 1] = (next[m + 1] ?? 0) + c * hit;
      });
      poly = next;
    });
    const last = line.positions[6] ?? [];
    const lastHit = last.includes(positions[6] ?? -1) ? 1 : 0;
    poly.forEach((c, m) => {
      addTier(tierOf(204, m, 1), c * lastHit);
      addTier(tierOf(204, m, 0), c * (last.length - lastHit));
    });
  } else if (line.kind === 'straight') {
    addTier(1, line.positions.every((digits, p) => digits.includes(positions[p] ?? -1)) ? 1 : 0);
  } else if (line.kind === 'group' || line.kind === 'pair') {
    const drawnKinds = new Set(positions).size;
    const sorted = [...positions].sort((a, b) => a - b);
    const covered = positions.every((d) => line.digits.includes(d));
    if (line.kind === 'pair') addTier(2, drawnKinds === 2 && sorted.join() === line.digits.join() ? 1 : 0);
    else if (line.play === 'zusan') addTier(2, drawnKinds === 2 && covered ? 1 : 0);
    else addTier(3, drawnKinds === 3 && covered ? 1 : 0);
  }
  return { tiers };
}

/** Per-unit prize of a tier for digit games (排列三/福彩3D: 1 直选, 2 组三, 3 组六; 排列五: 1). */
function digitTierFen(gameCode: number, tier: number): number {
  if (gameCode === GAME.pl5) return STRAIGHT_5_FEN;
  return tier === 1 ? STRAIGHT_3_FEN : tier === 2 ? GROUP_3_FEN : GROUP_6_FEN;
}

function checkDraw(bet: NumberBet, draw: z.infer<typeof numberDrawResultSchema>): EngineError[] {
  const shape = drawShapeOf(bet.game.code);
  const errors: EngineError[] = [];
  const bad = (zh: string, en: string) =>
    errors.push(err('results', `开奖号码不正确：${zh}`, `Invalid draw: ${en}`));
  if (draw.game !== bet.game.code)
    bad(
      `开奖结果属于彩种 ${draw.game}，投注是 ${bet.game.nameZh}`,
      `the result is for game ${draw.game}, the bet is ${bet.game.nameEn}`,
    );
  if (shape?.kind === 'balls') {
    const red = draw.numbers?.red ?? [];
    const blue = draw.numbers?.blue ?? [];
    const zones = shape.blue
      ? ([
          [red, shape.red],
          [blue, shape.blue],
        ] as const)
      : ([[red, shape.red]] as const);
    for (const [balls, zone] of zones)
      if (!ballsFit(balls, zone))
        bad(
          `${zone.zh}应为 ${zone.count} 个不重复的 ${zone.min}–${zone.max}`,
          `${zone.count} distinct ${zone.en}s ${zone.min}–${zone.max} expected`,
        );
    if (shape.blueApart && !specialApart(red, blue))
      bad('特别号码不能与基本号码重复', 'the special number must not be one of the basic numbers');
  } else if (shape?.kind === 'digits' && !digitsFit(draw.positions ?? [], shape)) {
    bad(`应为 ${shape.positions.length} 位开奖号码`, `${shape.positions.length} drawn digits expected`);
  }
  return errors;
}

export function settleNumbers(bet: NumberBet, results: unknown): Settlement {
  const parsed = numberDrawResultSchema.safeParse(results);
  if (!parsed.success)
    return settlement('invalid', 0, NONE, [err('results', '开奖结果格式不正确', 'Malformed draw result')]);
  const draw = parsed.data;
  const errors = checkDraw(bet, draw);
  if (errors.length > 0) return settlement('invalid', 0, NONE, errors);
  const code = bet.game.code;
  const fixed = FIXED_TIERS[code];
  const missingPoolTiers = new Set<number>();
  const lines = bet.lines.map((line, index) => {
    const { tiers } = lineTiers(
      code,
      line,
      draw.numbers?.red ?? [],
      draw.numbers?.blue ?? [],
      draw.positions ?? [],
    );
    const settled: SettledTier[] = [...tiers].map(([tier, count]) => {
      let unitFen = fixed ? (fixed[tier] ?? null) : digitTierFen(code, tier);
      if (unitFen === null) {
        const pool = draw.poolTiers?.[String(tier)];
        if (pool === undefined) missingPoolTiers.add(tier);
        const base = pool ?? 0;
        const additional = line.kind === 'lotto' && line.additional && ADDITIONAL_POOL_TIERS.has(tier);
        unitFen = additional ? base + additionalFen(base, draw.additionalTiers?.[String(tier)]) : base;
      }
      return { tier, count, unitFen, prizeFen: unitFen * count * line.multiple };
    });
    settled.sort((a, b) => a.tier - b.tier);
    return { line: index, tiers: settled, prizeFen: settled.reduce((sum, t) => sum + t.prizeFen, 0) };
  });
  const total = lines.reduce((sum, l) => sum + l.prizeFen, 0);
  const details: SettlementDetails = {
    kind: 'number',
    lines,
    missingPoolTiers: [...missingPoolTiers].sort((a, b) => a - b),
  };
  if (missingPoolTiers.size > 0) return settlement('pending', 0, details);
  return settlement(total > 0 ? 'won' : 'lost', total, details);
}
