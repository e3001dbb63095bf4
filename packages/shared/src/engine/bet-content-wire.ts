/**
 * The normalized wire form of bet content: what the engine writes back for a checked bet (Quote.content), what an
 * order stores and what the apps read. Players may send more (unknown keys, numbers as strings, spelling variants);
 * the engine keeps only what it understood, with every string and list bounded here, so one order can never store
 * megabytes. The key names are the earlier product's, which the web renders.
 */
import { z } from 'zod';
import { yuan } from '../fields.ts';
import { MAX_MULTIPLE, zodErrors } from './bet-fields.ts';
import { err, type EngineError } from './result.ts';

/** Selections of one match: every outcome of every 竞彩足球 play together is 54. */
export const MAX_SELECTIONS = 64;
export const MAX_PASS_TYPES = 20;
export const MAX_OPTIMIZE_GROUPS = 1_000;
import { MAX_MATCHES, MAX_NUMBER_LINES } from './limits.ts';

export { MAX_MATCHES, MAX_NUMBER_LINES };
/** UTF-8 bytes of the JSON text of the whole normalized content. */
export const MAX_BET_CONTENT_BYTES = 64 * 1024;

const MAX_MATCH_ID = 40;
const MAX_TEAM_NAME = 32;
const MAX_MATCH_NUMBER = 16;
/** Selection labels, pass types, plays and issues are short words ('胜其它', '8串247', '选十', '25101'). */
const MAX_LABEL = 16;

const label = z.string().min(1).max(MAX_LABEL);
const matchId = z.string().min(1).max(MAX_MATCH_ID);
const teamName = z.string().max(MAX_TEAM_NAME);
/** Odds with two decimals ('1.85'). */
const oddsText = z.string().regex(/^\d{1,6}\.\d{2}$/);
/** A handicap or preset total ('-1', '215.5'). */
const lineText = z.string().regex(/^-?\d{1,4}(\.\d{1,2})?$/);
const countText = z.string().regex(/^\d{1,16}$/);
const flagText = z.enum(['0', '1']);

export const sportsMatchContentWire = z.strictObject({
  matchNumStr: z.string().max(MAX_MATCH_NUMBER),
  matchId,
  homeTeamAbbName: teamName,
  awayTeamAbbName: teamName,
  goal: lineText.optional(),
  totalLine: lineText.optional(),
  data: z
    .array(z.strictObject({ res: label, rate: oddsText.optional(), line: lineText.optional() }))
    .min(1)
    .max(MAX_SELECTIONS),
});

export const sportsContentWire = z.strictObject({
  /** 北京单场 issue. */
  lssue: label.optional(),
  Content: z.array(sportsMatchContentWire).min(1).max(MAX_MATCHES),
  remarks: z.strictObject({
    /** 注数. */
    Note: countText,
    Multiple: countText,
    /** Pass types ('单关', '2串1', '3串4'); empty for 胜负彩/任选九. */
    reachType: z.array(label).max(MAX_PASS_TYPES),
    Repeat: flagText,
    isComplex: flagText,
    /** Lowest and highest prize at multiple 1, fixed-odds games only. */
    bonusmin: yuan.optional(),
    bonusmax: yuan.optional(),
    /** Amount of the bet in yuan. */
    Amount: yuan,
  }),
  /** 奖金优化: one group per single-selection combination, `Multiple` its units. */
  bonusOptimize: z
    .array(
      z.strictObject({
        Multiple: countText,
        matches: z
          .array(z.strictObject({ matchId, res: label }))
          .min(1)
          .max(MAX_MATCHES),
      }),
    )
    .min(1)
    .max(MAX_OPTIMIZE_GROUPS)
    .optional(),
});

const ball = z.number().int().min(0).max(80);
const balls = z.array(ball).max(80);

export const numberLineContentWire = z.strictObject({
  /** 注数 of the line. */
  note: z.number().int().min(1),
  /** Multiple of the line. */
  beilv: z.number().int().min(1).max(MAX_MULTIPLE),
  /** 1 = 大乐透 追加. */
  switch: z.union([z.literal(0), z.literal(1)]),
  /** 直选/组三/组六 (排列三, 福彩3D) or 选一…选十 (快乐八). */
  play: label.optional(),
  data: z.strictObject({
    /** Straight digit games carry one array of digits per position. */
    list: z.strictObject({ red: z.array(z.union([ball, balls])).max(80), blue: balls }),
    dan: z.strictObject({ red: balls, blue: balls }),
  }),
});

export const numberContentWire = z.array(numberLineContentWire).min(1).max(MAX_NUMBER_LINES);

export const betContentWire = z.union([sportsContentWire, numberContentWire]);

export type SportsMatchContent = z.infer<typeof sportsMatchContentWire>;
export type SportsContent = z.infer<typeof sportsContentWire>;
export type NumberLineContent = z.infer<typeof numberLineContentWire>;
export type NumberContent = z.infer<typeof numberContentWire>;
export type BetContent = z.infer<typeof betContentWire>;

/** Why normalized content may not be stored: a bound it exceeds (naming the path and the limit), else none. */
export function contentErrors(content: BetContent): EngineError[] {
  const checked = (Array.isArray(content) ? numberContentWire : sportsContentWire).safeParse(content);
  if (!checked.success) return zodErrors(checked.error, content);
  const bytes = new TextEncoder().encode(JSON.stringify(content)).length;
  if (bytes <= MAX_BET_CONTENT_BYTES) return [];
  return [
    err(
      '',
      `投注内容过大：${bytes} 字节，最多 ${MAX_BET_CONTENT_BYTES} 字节`,
      `The bet content is too large: ${bytes} bytes, at most ${MAX_BET_CONTENT_BYTES}`,
    ),
  ];
}
