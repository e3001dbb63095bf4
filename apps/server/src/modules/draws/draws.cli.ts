import {
  fenToYuan,
  PlatformDrawListRequest,
  PlatformDrawPublishMatchRequest,
  PlatformDrawPublishNumberRequest,
  type DrawInfo,
  type MatchResultInfo,
} from '@dzzs/shared';
import type { z } from 'zod';
import type { Command } from '../../cli/command.ts';
import { AppError, type ValidationIssue } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { describeIssue } from '../../core/issue-messages.ts';
import * as service from './draws.service.ts';

const M = defineMessages({
  drawCliUsage: { zh: '{problem}\n用法：{usage}', en: '{problem}\nUsage: {usage}' },
});

const PUBLISH_USAGE = [
  'publish-draw --game CODE --issue ISSUE (--red N,N,… [--blue N,…] | --digits D,D,…) [--pool TIER=FEN,…]',
  '  publish-draw --match MATCH_ID (--full H:A [--half H:A] | --cancelled)',
].join('\n');
const LIST_USAGE =
  'list-draws [--game CODE] [--issue ISSUE] | list-draws --match [--id MATCH_ID]  [--page N]';

type Values = Record<string, string | boolean | undefined>;
const usageError = (problem: string, usage: string) => AppError.fail(M.drawCliUsage, { problem, usage });
const str = (v: Values, name: string) =>
  typeof v[name] === 'string' ? (v[name] as string).trim() : undefined;

function numbers(v: Values, name: string): number[] | undefined {
  const raw = str(v, name);
  if (raw === undefined) return undefined;
  const parts = raw.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,2}$/.test(p)))
    throw usageError(`--${name} takes numbers separated by commas, e.g. 1,5,9`, PUBLISH_USAGE);
  return parts.map(Number);
}

/** `--pool 1=500000000,2=12000000`: per-unit prize in fen by tier (the API takes yuan). */
function pool(v: Values): Record<string, string> | undefined {
  const raw = str(v, 'pool');
  if (raw === undefined) return undefined;
  const entries = raw.split(',').map((p) => /^(\d{1,2})=(\d{1,15})$/.exec(p.trim()));
  if (!entries.every((e) => e !== null))
    throw usageError(
      '--pool takes TIER=FEN pairs separated by commas, e.g. 1=500000000,2=12000000',
      PUBLISH_USAGE,
    );
  return Object.fromEntries(entries.map(([, tier, fen]) => [tier, fenToYuan(Number(fen))]));
}

function parse<S extends z.ZodType>(schema: S, input: unknown, usage: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0] as unknown as ValidationIssue | undefined;
  throw usageError(issue ? describeIssue(issue, 'en') : 'invalid input', usage);
}

function describeDraw(d: DrawInfo): string {
  const balls = d.digits.length
    ? d.digits.join(' ')
    : `${d.red.map((b) => String(b).padStart(2, '0')).join(' ')}${d.blue.length ? ` + ${d.blue.map((b) => String(b).padStart(2, '0')).join(' ')}` : ''}`;
  const poolText = Object.entries(d.pool)
    .map(([tier, yuan]) => `tier ${tier} ${yuan}`)
    .join(', ');
  return `${d.game} ${d.issue}  ${balls}${poolText ? `  (${poolText} yuan)` : ''}  revision ${d.revision}`;
}

function describeMatch(r: MatchResultInfo): string {
  return `${r.matchId}  ${r.cancelled ? 'cancelled' : `full ${r.full}${r.half ? ` half ${r.half}` : ''}`}  revision ${r.revision}`;
}

const outcome = (out: { created: boolean; changed: boolean }) =>
  !out.changed ? 'unchanged (same as published)' : out.created ? 'published' : 'corrected';

const publishDraw: Command = {
  usage: PUBLISH_USAGE,
  summary:
    'publish or correct a draw (number games) or a match result (sports); the same result twice changes nothing',
  options: {
    game: { type: 'string' },
    issue: { type: 'string' },
    red: { type: 'string' },
    blue: { type: 'string' },
    digits: { type: 'string' },
    pool: { type: 'string' },
    match: { type: 'string' },
    full: { type: 'string' },
    half: { type: 'string' },
    cancelled: { type: 'boolean' },
  },
  async run(ctx, v) {
    const matchId = str(v, 'match');
    const game = str(v, 'game');
    if ((matchId === undefined) === (game === undefined))
      throw usageError('give exactly one of --game (number games) or --match (sports)', PUBLISH_USAGE);
    if (matchId !== undefined) {
      const stray = ['issue', 'red', 'blue', 'digits', 'pool'].find((k) => v[k] !== undefined);
      if (stray) throw usageError(`--${stray} belongs to number games, not --match`, PUBLISH_USAGE);
      const input = parse(
        PlatformDrawPublishMatchRequest,
        {
          matchId,
          full: str(v, 'full'),
          half: str(v, 'half'),
          cancelled: v.cancelled === true ? 1 : undefined,
        },
        PUBLISH_USAGE,
      );
      const out = await service.publishMatchResult(ctx, input);
      return `${outcome(out)}: ${describeMatch(out.result)}`;
    }
    const stray = ['full', 'half', 'cancelled'].find((k) => v[k] !== undefined);
    if (stray) throw usageError(`--${stray} belongs to --match, not number games`, PUBLISH_USAGE);
    const input = parse(
      PlatformDrawPublishNumberRequest,
      {
        game: /^\d+$/.test(game ?? '') ? Number(game) : game,
        issue: str(v, 'issue'),
        red: numbers(v, 'red'),
        blue: numbers(v, 'blue'),
        digits: numbers(v, 'digits'),
        pool: pool(v),
      },
      PUBLISH_USAGE,
    );
    const out = await service.publishNumberDraw(ctx, input);
    return `${outcome(out)}: ${describeDraw(out.draw)}`;
  },
};

const listDraws: Command = {
  usage: LIST_USAGE,
  summary: 'list published draws (or match results with --match), newest first, 20 a page',
  options: {
    game: { type: 'string' },
    issue: { type: 'string' },
    match: { type: 'boolean' },
    id: { type: 'string' },
    page: { type: 'string' },
  },
  async run(ctx, v) {
    const query = parse(
      PlatformDrawListRequest,
      {
        type: v.match === true ? 'match' : 'number',
        game: str(v, 'game'),
        issue: str(v, 'issue'),
        matchId: str(v, 'id'),
        current_page: str(v, 'page'),
        per_page: 20,
      },
      LIST_USAGE,
    );
    const page = await service.listResults(ctx, query);
    const lines = page.data.map((item) =>
      item.type === 'number' ? describeDraw(item) : describeMatch(item),
    );
    return [...lines, `page ${page.current_page} of ${page.last_page} (${page.total} in all)`].join('\n');
  },
};

/** The platform commands of the draws module. */
export const drawCommands: Record<string, Command> = { 'publish-draw': publishDraw, 'list-draws': listDraws };
