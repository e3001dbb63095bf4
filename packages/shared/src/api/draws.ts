import { z } from 'zod';
import { GAMES } from '../engine/games.ts';
import { pageOf } from '../envelope.ts';
import { flag, moneyInput, pageQuery, requiredText, text, yuan } from '../fields.ts';

/** Number games whose draws the platform publishes (the engine settles only some of them). */
export const NUMBER_DRAW_GAMES = GAMES.filter((g) => g.group === 'number').map((g) => g.code);

const issue = () =>
  z
    .string()
    .trim()
    .regex(/^\d{5,12}$/);
const ball = z.number().int().min(0).max(99);
/** "home:away"; the server explains a malformed score itself, in words. */
const score = text(9);
const matchId = () => requiredText(40).regex(/^[\w-]+$/);

/**
 * POST platform.Draw/publishNumber — the draw of a number game. Ball games send `red` (双色球 red, 大乐透 front,
 * 七乐彩 basic, 快乐八 the 20 drawn) and `blue` (双色球 blue, 大乐透 back, 七乐彩 special); digit games send `digits` in
 * drawing order. `pool` holds the per-unit prize in yuan of the pool tiers, by tier number.
 */
export const PlatformDrawPublishNumberRequest = z.strictObject({
  game: z.literal(NUMBER_DRAW_GAMES),
  issue: issue(),
  red: z.array(ball).max(20).optional(),
  blue: z.array(ball).max(20).optional(),
  digits: z.array(ball).max(7).optional(),
  pool: z
    .record(z.string().regex(/^\d{1,2}$/), moneyInput())
    .transform((pool, ctx) => {
      // "01" and "1" are the same tier: normalise, and refuse a tier given twice rather than let one silently win.
      const tiers: Record<string, number> = {};
      for (const [key, fen] of Object.entries(pool)) {
        const tier = String(Number(key));
        if (tier in tiers) ctx.addIssue({ code: 'custom', path: [key], message: 'pool_duplicate_tier' });
        tiers[tier] = fen;
      }
      return tiers;
    })
    .optional(),
});
export type PlatformDrawPublishNumberRequest = z.input<typeof PlatformDrawPublishNumberRequest>;

/** POST platform.Draw/publishMatch — a sports match's result; a cancelled match takes no scores. */
export const PlatformDrawPublishMatchRequest = z.strictObject({
  matchId: matchId(),
  /** Overtime included for basketball. */
  full: score.optional(),
  half: score.optional(),
  cancelled: flag().optional(),
});
export type PlatformDrawPublishMatchRequest = z.input<typeof PlatformDrawPublishMatchRequest>;

export const DrawInfo = z.strictObject({
  id: z.number().int(),
  type: z.literal('number'),
  game: z.number().int(),
  gameName: z.string(),
  issue: z.string(),
  red: z.array(z.number().int()),
  blue: z.array(z.number().int()),
  digits: z.array(z.number().int()),
  pool: z.record(z.string(), yuan),
  revision: z.number().int(),
  published_time: z.number().int(),
  update_time: z.number().int(),
});
export type DrawInfo = z.infer<typeof DrawInfo>;

export const MatchResultInfo = z.strictObject({
  id: z.number().int(),
  type: z.literal('match'),
  matchId: z.string(),
  full: z.string().nullable(),
  half: z.string().nullable(),
  cancelled: z.number().int(),
  revision: z.number().int(),
  published_time: z.number().int(),
  update_time: z.number().int(),
});
export type MatchResultInfo = z.infer<typeof MatchResultInfo>;

/** `created`: first publication; `changed`: anything stored changed (false when the same result came again). */
export const PlatformDrawPublishNumberResponse = z.strictObject({
  created: z.boolean(),
  changed: z.boolean(),
  draw: DrawInfo,
});
export type PlatformDrawPublishNumberResponse = z.infer<typeof PlatformDrawPublishNumberResponse>;

export const PlatformDrawPublishMatchResponse = z.strictObject({
  created: z.boolean(),
  changed: z.boolean(),
  result: MatchResultInfo,
});
export type PlatformDrawPublishMatchResponse = z.infer<typeof PlatformDrawPublishMatchResponse>;

/** GET platform.Draw/list — number draws (`type=number`, the default) or match results, newest first. */
export const PlatformDrawListRequest = z.strictObject({
  type: z.enum(['number', 'match']).default('number'),
  game: z.coerce.number().int().positive().optional(),
  issue: text(20).optional(),
  matchId: text(40).optional(),
  ...pageQuery,
});
export type PlatformDrawListRequest = z.input<typeof PlatformDrawListRequest>;

export const PlatformDrawListResponse = pageOf(z.discriminatedUnion('type', [DrawInfo, MatchResultInfo]));
export type PlatformDrawListResponse = z.infer<typeof PlatformDrawListResponse>;
