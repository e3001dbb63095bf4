import type {
  PlatformDrawListRequest,
  PlatformDrawListResponse,
  PlatformDrawPublishMatchRequest,
  PlatformDrawPublishMatchResponse,
  PlatformDrawPublishNumberRequest,
  PlatformDrawPublishNumberResponse,
} from '@dzzs/shared';
import {
  ballsFit,
  digitsFit,
  drawShapeOf,
  gameByCode,
  poolTiersOf,
  specialApart,
  type DrawZone,
  type Game,
} from '@dzzs/shared/engine';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { pageOf, windowOf } from '../../db/paging.ts';
import type { Trx } from '../../db/database.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { DrawRow, MatchResultRow } from '../../db/schema.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages, gameLabel, type Localized } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import { toDrawInfo, toMatchResultInfo, type StoredNumbers } from './draws.mapper.ts';
import * as repo from './draws.repository.ts';
import type { ResultChange } from './result-change.ts';

export const M = defineMessages({
  drawPublished: { zh: '开奖结果已发布', en: 'Result published' },
  drawCorrected: { zh: '开奖结果已更正（第 {revision} 版）', en: 'Result corrected (revision {revision})' },
  drawUnchanged: {
    zh: '开奖结果与已发布的相同，未作改动',
    en: 'Same as the published result; nothing changed',
  },
  drawBalls: {
    zh: '{field} 应为 {count} 个不重复的号码（{min}–{max}）',
    en: '{field} must be {count} different numbers from {min} to {max}',
  },
  drawNoField: {
    zh: '{game}的开奖号码没有 {field}，请不要填写',
    en: '{game} draws have no {field}; leave it out',
  },
  drawDigits: {
    zh: 'digits 应为 {count} 位开奖号码（{ranges}）',
    en: 'digits must be the {count} drawn digits ({ranges})',
  },
  drawSpecialApart: {
    zh: 'blue 特别号码不能与 red 中的号码重复',
    en: 'The special number in blue must not be one of red',
  },
  drawNoPool: { zh: '{game}没有奖池奖级，请不要填写 pool', en: '{game} has no pool tiers; leave pool out' },
  drawPoolTier: {
    zh: 'pool.{tier} 不是{game}的奖池奖级，可填：{allowed}',
    en: 'pool.{tier} is not a pool tier of {game}; allowed: {allowed}',
  },
  matchScoreFormat: {
    zh: '{field} 应为“主队:客队”比分，如 2:1',
    en: '{field} must be a home:away score such as 2:1',
  },
  matchFullRequired: {
    zh: '请填写 full（未取消的比赛需要全场比分）',
    en: 'full is required unless the match is cancelled',
  },
  matchCancelledScore: { zh: '已取消的比赛不能填写 {field}', en: 'A cancelled match takes no {field}' },
  matchHalfAboveFull: {
    zh: 'half 半场比分 {half} 不能大于全场比分 {full}',
    en: 'half {half} cannot exceed the full-time score {full}',
  },
  resultChangedMeanwhile: {
    zh: '该开奖结果刚被同时修改，请重新提交',
    en: 'The result was changed at the same moment; submit again',
  },
});

const names = (game: Game) => ({ game: gameLabel(game) });

function checkBalls(field: 'red' | 'blue', balls: readonly number[] | undefined, zone: DrawZone): number[] {
  const list = balls ?? [];
  if (!ballsFit(list, zone))
    throw AppError.fail(M.drawBalls, { field, count: zone.count, min: zone.min, max: zone.max });
  return [...list].sort((a, b) => a - b);
}

/** "每位 0–9" or "第1–6位 0–9，第7位 0–14" for 七星彩. */
function describeRanges(positions: readonly { min: number; max: number }[]): Localized {
  const groups: { from: number; to: number; min: number; max: number }[] = [];
  positions.forEach((p, i) => {
    const last = groups.at(-1);
    if (last && last.min === p.min && last.max === p.max) last.to = i + 1;
    else groups.push({ from: i + 1, to: i + 1, ...p });
  });
  if (groups.length === 1)
    return {
      zh: `每位 ${positions[0]?.min}–${positions[0]?.max}`,
      en: `each ${positions[0]?.min}–${positions[0]?.max}`,
    };
  const span = (g: (typeof groups)[number]) => (g.from === g.to ? `${g.from}` : `${g.from}–${g.to}`);
  return {
    zh: groups.map((g) => `第${span(g)}位 ${g.min}–${g.max}`).join('，'),
    en: groups.map((g) => `position${g.from === g.to ? '' : 's'} ${span(g)}: ${g.min}–${g.max}`).join(', '),
  };
}

type NumberDrawInput = z.output<typeof PlatformDrawPublishNumberRequest>;
type MatchResultInput = z.output<typeof PlatformDrawPublishMatchRequest>;

function normalizeNumbers(game: Game, input: NumberDrawInput): StoredNumbers {
  const shape = drawShapeOf(game.code);
  if (!shape) throw new Error(`no draw shape for game ${game.code}`);
  const absent = (field: 'red' | 'blue' | 'digits') => {
    if (input[field] !== undefined) throw AppError.fail(M.drawNoField, { ...names(game), field });
  };
  if (shape.kind === 'digits') {
    absent('red');
    absent('blue');
    const digits = input.digits ?? [];
    if (!digitsFit(digits, shape))
      throw AppError.fail(M.drawDigits, {
        count: shape.positions.length,
        ranges: describeRanges(shape.positions),
      });
    return { digits };
  }
  absent('digits');
  const red = checkBalls('red', input.red, shape.red);
  if (!shape.blue) {
    absent('blue');
    return { red, blue: [] };
  }
  const blue = checkBalls('blue', input.blue, shape.blue);
  if (shape.blueApart && !specialApart(red, blue)) throw AppError.fail(M.drawSpecialApart);
  return { red, blue };
}

function normalizePool(game: Game, pool: Record<string, number> | undefined): Record<string, number> {
  const entries = Object.entries(pool ?? {});
  if (entries.length === 0) return {};
  const allowed = poolTiersOf(game.code);
  if (!allowed.length) throw AppError.fail(M.drawNoPool, names(game));
  for (const [tier] of entries) {
    if (!allowed.includes(Number(tier)))
      throw AppError.fail(M.drawPoolTier, { ...names(game), tier, allowed: allowed.join(', ') });
  }
  return Object.fromEntries(
    entries.map(([tier, fen]) => [String(Number(tier)), fen]).sort(([a], [b]) => Number(a) - Number(b)),
  );
}

/**
 * Tells every module of this app about a result stored for the first time or corrected (never when the same result
 * is published again), inside the publishing transaction: orders settle the bets that depend on it there, and if a
 * listener throws, the publication is rolled back with it.
 */
async function announce(ctx: AppContext, tx: Tx, change: ResultChange): Promise<void> {
  for (const module of ctx.modules) await module.onDrawResult?.(ctx, tx, change);
}

interface Stored<Row> {
  row: Row;
  created: boolean;
  changed: boolean;
}

/** Insert, keep (same content) or correct (revision + 1) one result row, announcing real changes. */
async function store<Row extends { id: number; revision: number }>(
  ctx: AppContext,
  steps: {
    lock(trx: Trx): Promise<Row | undefined>;
    insert(trx: Trx, now: number): Promise<Row | undefined>;
    same(row: Row): boolean;
    update(trx: Trx, row: Row, now: number): Promise<Row | undefined>;
    change(row: Row): ResultChange;
  },
): Promise<Stored<Row>> {
  return inTransaction(ctx, async (tx) => {
    const { trx } = tx;
    const now = nowSeconds();
    const existing = await steps.lock(trx);
    if (existing && steps.same(existing)) return { row: existing, created: false, changed: false };
    const row = existing ? await steps.update(trx, existing, now) : await steps.insert(trx, now);
    // Another writer got in between the read and the write; the caller's retry sees its result.
    if (!row) throw AppError.fail(M.resultChangedMeanwhile);
    await announce(ctx, tx, steps.change(row));
    return { row, created: !existing, changed: true };
  });
}

/** Publishes (or corrects) a number game's draw; publishing the same draw again changes nothing. */
export async function publishNumberDraw(
  ctx: AppContext,
  input: NumberDrawInput,
): Promise<PlatformDrawPublishNumberResponse> {
  const game = gameByCode(input.game);
  if (!game || game.group !== 'number')
    throw new Error(`game ${input.game} passed the schema but is not a number game`);
  const content = {
    numbers: JSON.stringify(normalizeNumbers(game, input)),
    pool_tiers: JSON.stringify(normalizePool(game, input.pool)),
  };
  const issue = input.issue;
  const out = await store<DrawRow>(ctx, {
    lock: (trx) => repo.lockDraw(trx, game.code, issue, ctx.dialect),
    insert: (trx, now) =>
      repo.insertDraw(trx, {
        game_code: game.code,
        issue,
        ...content,
        published_time: now,
        update_time: now,
      }),
    same: (row) => row.numbers === content.numbers && row.pool_tiers === content.pool_tiers,
    update: (trx, row, now) => repo.updateDraw(trx, row.id, row.revision, { ...content, update_time: now }),
    change: (row) => ({ kind: 'draw', gameCode: row.game_code, issue: row.issue, revision: row.revision }),
  });
  return { created: out.created, changed: out.changed, draw: toDrawInfo(out.row) };
}

function parseScore(field: 'full' | 'half', text: string | undefined): { home: number; away: number } | null {
  if (text === undefined || text === '') return null;
  const m = /^(\d{1,3})\s*[:：-]\s*(\d{1,3})$/.exec(text);
  if (!m) throw AppError.fail(M.matchScoreFormat, { field });
  return { home: Number(m[1]), away: Number(m[2]) };
}

/** Publishes (or corrects) a sports match's result; publishing the same result again changes nothing. */
export async function publishMatchResult(
  ctx: AppContext,
  input: MatchResultInput,
): Promise<PlatformDrawPublishMatchResponse> {
  const cancelled = input.cancelled === 1;
  const full = parseScore('full', input.full);
  const half = parseScore('half', input.half);
  if (cancelled) {
    if (full) throw AppError.fail(M.matchCancelledScore, { field: 'full' });
    if (half) throw AppError.fail(M.matchCancelledScore, { field: 'half' });
  } else if (!full) {
    throw AppError.fail(M.matchFullRequired);
  } else if (half && (half.home > full.home || half.away > full.away)) {
    throw AppError.fail(M.matchHalfAboveFull, {
      half: `${half.home}:${half.away}`,
      full: `${full.home}:${full.away}`,
    });
  }
  const content = {
    full_home: full?.home ?? null,
    full_away: full?.away ?? null,
    half_home: half?.home ?? null,
    half_away: half?.away ?? null,
    cancelled: cancelled ? 1 : 0,
  };
  const out = await store<MatchResultRow>(ctx, {
    lock: (trx) => repo.lockMatchResult(trx, input.matchId, ctx.dialect),
    insert: (trx, now) =>
      repo.insertMatchResult(trx, {
        match_id: input.matchId,
        ...content,
        published_time: now,
        update_time: now,
      }),
    same: (row) => (Object.keys(content) as (keyof typeof content)[]).every((k) => row[k] === content[k]),
    update: (trx, row, now) =>
      repo.updateMatchResult(trx, row.id, row.revision, { ...content, update_time: now }),
    change: (row) => ({ kind: 'match', matchId: row.match_id, revision: row.revision }),
  });
  return { created: out.created, changed: out.changed, result: toMatchResultInfo(out.row) };
}

export function publishMessage(out: {
  created: boolean;
  changed: boolean;
  revision: number;
}): [string, Record<string, number>] {
  if (!out.changed) return [M.drawUnchanged, {}];
  return out.created ? [M.drawPublished, {}] : [M.drawCorrected, { revision: out.revision }];
}

export async function listResults(
  ctx: AppContext,
  query: z.output<typeof PlatformDrawListRequest>,
): Promise<PlatformDrawListResponse> {
  const window = windowOf(query);
  if (query.type === 'match') {
    const { total, rows } = await repo.listMatchResults(
      ctx.db,
      { ...(query.matchId ? { matchId: query.matchId } : {}) },
      window,
    );
    return pageOf(query, total, rows, toMatchResultInfo);
  }
  const { total, rows } = await repo.listDraws(
    ctx.db,
    { ...(query.game ? { gameCode: query.game } : {}), ...(query.issue ? { issue: query.issue } : {}) },
    window,
  );
  return pageOf(query, total, rows, toDrawInfo);
}
