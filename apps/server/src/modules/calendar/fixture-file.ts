import fs from 'node:fs/promises';
import { GAME, gameByCode, parseOdds, type Game } from '@dzzs/shared/engine';
import { z } from 'zod';
import { AppError, type ValidationIssue } from '../../core/errors.ts';
import { M } from './calendar-messages.ts';
import type { Localized } from '../../core/i18n.ts';
import { describeIssue } from '../../core/issue-messages.ts';
import type { NewFixtureRow } from '../../db/schema.ts';
import { parseLocalTime } from './calendar-time.ts';
import type { StoredOdds } from './calendar.mapper.ts';
import { outcomesOf, ROUND_GAMES, ROUND_SIZE } from './sports-games.ts';

// The fixture file (docs/calendar.md, "The fixture file") and the feeds that supply it. A feed only reads; every row
// is checked here, whatever the feed, before anything is written.

/** One fixture as a feed gives it; `import` checks every field. */
export interface FixtureInput {
  game: number;
  matchId: string;
  code: string;
  round?: string | null;
  league: string;
  home: string;
  away: string;
  /** `YYYY-MM-DD HH:mm` China time, or unix seconds. */
  kickoff: string | number;
  /** Defaults to the kickoff. */
  salesClose?: string | number | null;
  handicap?: number | null;
  totalLine?: number | null;
  /** Fixed-odds games: by play and canonical outcome, e.g. {"spf":{"H":"1.85"}}. */
  odds?: Record<string, Record<string, string | number>> | null;
}

export interface FixtureFile {
  fixtures: readonly FixtureInput[];
}

/** Where fixtures come from: the file reader today, a data-feed adapter later. */
export interface FixtureFeed {
  read(): Promise<FixtureFile>;
}

/** The file at `path` (JSON); its rows are checked by the import. */
export function fileFeed(path: string): FixtureFeed {
  return {
    async read() {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await fs.readFile(path, 'utf8'));
      } catch (err) {
        throw AppError.fail(M.calFeedUnreadable, { path, reason: (err as Error).message });
      }
      if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as FixtureFile).fixtures))
        throw AppError.fail(M.calFeedUnreadable, { path, reason: 'no "fixtures" list' });
      return parsed as FixtureFile;
    },
  };
}

/** Games whose fixtures are imported; 任选九 sells 胜负彩's rounds. */
export const FIXTURE_GAMES: readonly number[] = [GAME.jczq, GAME.jclq, GAME.sfc, GAME.sfgg, GAME.bjdc];

const time = z.union([z.number().int().positive(), z.string().trim().max(20)]);
const row = z.strictObject({
  game: z.number().int(),
  matchId: z
    .string()
    .trim()
    .regex(/^[\w-]{1,40}$/),
  code: z.string().trim().min(1).max(20),
  round: z
    .string()
    .trim()
    .regex(/^\d{5,12}$/)
    .nullish(),
  league: z.string().trim().min(1).max(40),
  home: z.string().trim().min(1).max(40),
  away: z.string().trim().min(1).max(40),
  kickoff: time,
  salesClose: time.nullish(),
  handicap: z.number().min(-99).max(99).nullish(),
  totalLine: z.number().positive().max(999).nullish(),
  odds: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))).nullish(),
});
type Row = z.output<typeof row>;

const L = (zh: string, en: string): Localized => ({ zh, en });

const toTime = (value: string | number): number | null =>
  typeof value === 'number' ? value : parseLocalTime(value);

const badTime = (field: string) =>
  L(
    `${field}：应为“YYYY-MM-DD HH:mm”（北京时间）或时间戳`,
    `${field}: must be "YYYY-MM-DD HH:mm" (China time) or unix seconds`,
  );

const isStep = (n: number, step: number) => Number.isInteger(n / step);

/** Normalised odds ("1.8" → "1.80"), or the problems with them. */
function checkOdds(game: Game, r: Row, problems: Localized[]): StoredOdds {
  const given = Object.entries(r.odds ?? {});
  if (!game.fixedOdds) {
    if (given.length)
      problems.push(
        L(
          `odds：${game.nameZh}没有固定赔率，请不要填写`,
          `odds: ${game.nameEn} has no fixed odds; leave it out`,
        ),
      );
    return {};
  }
  if (!given.length)
    problems.push(L('odds：请至少给出一种玩法的赔率', 'odds: give the odds of at least one play'));
  const plays = outcomesOf(game.code);
  const odds: StoredOdds = {};
  for (const [play, rates] of given) {
    const outcomes = plays.get(play);
    if (!outcomes) {
      problems.push(
        L(
          `odds.${play}：不是${game.nameZh}的玩法（可选：${[...plays.keys()].join(', ')}）`,
          `odds.${play}: not a play of ${game.nameEn} (one of ${[...plays.keys()].join(', ')})`,
        ),
      );
      continue;
    }
    const normalised: Record<string, string> = {};
    for (const o of outcomes) {
      if (rates[o.outcome] === undefined) continue;
      const hundredths = parseOdds(rates[o.outcome]);
      if (hundredths === null || hundredths <= 100)
        problems.push(
          L(
            `odds.${play}.${o.outcome}：赔率应大于 1，最多两位小数`,
            `odds.${play}.${o.outcome}: odds must be above 1 with at most two decimals`,
          ),
        );
      else normalised[o.outcome] = (hundredths / 100).toFixed(2);
    }
    const unknown = Object.keys(rates).filter((k) => !outcomes.some((o) => o.outcome === k));
    if (unknown.length)
      problems.push(
        L(
          `odds.${play}.${unknown[0]}：不是${play}的结果（可选：${outcomes.map((o) => o.outcome).join(' ')}）`,
          `odds.${play}.${unknown[0]}: not an outcome of ${play} (one of ${outcomes.map((o) => o.outcome).join(' ')})`,
        ),
      );
    odds[play] = normalised;
  }
  return odds;
}

/** Handicap and total line as the game needs them. */
function checkLines(game: Game, r: Row, odds: StoredOdds, problems: Localized[]): void {
  const basketball = game.code === GAME.jclq;
  // No draw to settle: basketball and 胜负过关 lines end in .5 (or are whole numbers); football's are whole goals.
  const halves = basketball || game.code === GAME.sfgg;
  const needsHandicap =
    basketball ||
    game.code === GAME.sfgg ||
    game.code === GAME.bjdc ||
    (game.code === GAME.jczq && 'rqspf' in odds);
  if (r.handicap == null) {
    if (needsHandicap)
      problems.push(
        L(`handicap：${game.nameZh}的比赛需要让球/让分`, `handicap: ${game.nameEn} matches need a handicap`),
      );
  } else if (!isStep(r.handicap, halves ? 0.5 : 1)) {
    problems.push(
      halves
        ? L('handicap：让分应为 0.5 的倍数，如 -5.5', 'handicap: must be a multiple of 0.5, e.g. -5.5')
        : L('handicap：让球应为整数，如 -1', 'handicap: must be a whole number, e.g. -1'),
    );
  }
  if (!basketball && r.totalLine != null)
    problems.push(
      L(
        `totalLine：只有竞彩篮球有大小分，${game.nameZh}请不要填写`,
        `totalLine: only Jingcai Basketball has a total line; leave it out for ${game.nameEn}`,
      ),
    );
  if (basketball && (r.totalLine == null || !isStep(r.totalLine, 0.5)))
    problems.push(
      L(
        'totalLine：竞彩篮球的比赛需要大小分（0.5 的倍数，如 215.5）',
        'totalLine: Jingcai Basketball matches need a total line (a multiple of 0.5, e.g. 215.5)',
      ),
    );
}

function checkRow(game: Game, r: Row, problems: Localized[]): Omit<NewFixtureRow, 'update_time'> {
  const kickoff = toTime(r.kickoff);
  const salesClose = r.salesClose == null ? kickoff : toTime(r.salesClose);
  if (kickoff === null) problems.push(badTime('kickoff'));
  if (salesClose === null && r.salesClose != null) problems.push(badTime('salesClose'));
  if (salesClose !== null && kickoff !== null && salesClose > kickoff)
    problems.push(
      L('salesClose：截止时间不能晚于开赛时间', 'salesClose: sales cannot close after the kickoff'),
    );
  const round = r.round ?? null;
  if (ROUND_GAMES.has(game.code) && round === null)
    problems.push(
      L(`round：${game.nameZh}的比赛需要期号`, `round: ${game.nameEn} matches need the issue of their round`),
    );
  if (!ROUND_GAMES.has(game.code) && round !== null)
    problems.push(
      L(
        `round：${game.nameZh}按场次销售，没有期号`,
        `round: ${game.nameEn} is sold by match and has no round`,
      ),
    );
  if (game.code === GAME.sfc && !/^([1-9]|1[0-4])$/.test(r.code))
    problems.push(
      L(
        `code：胜负彩的场次应为 1–${ROUND_SIZE}`,
        `code: a 胜负彩 match’s code is its position 1–${ROUND_SIZE}`,
      ),
    );
  const odds = checkOdds(game, r, problems);
  checkLines(game, r, odds, problems);
  return {
    game_code: game.code,
    match_id: r.matchId,
    code: r.code,
    round,
    league: r.league,
    home: r.home,
    away: r.away,
    kickoff: kickoff ?? 0,
    sales_close: salesClose ?? 0,
    handicap: r.handicap ?? null,
    total_line: r.totalLine ?? null,
    odds: JSON.stringify(odds),
  };
}

function gameProblem(code: unknown): Localized | null {
  if (code === GAME.rx9)
    return L(
      'game：任选九与胜负彩共用赛程，请按 401（胜负彩）导入',
      'game: 任选九 shares 胜负彩’s rounds; import them as game 401',
    );
  if (FIXTURE_GAMES.includes(code as number)) return null;
  return L(`game：应为 ${FIXTURE_GAMES.join('、')} 之一`, `game: must be one of ${FIXTURE_GAMES.join(', ')}`);
}

const zodProblem = (issue: ValidationIssue): Localized => ({
  zh: describeIssue(issue, 'zh-cn'),
  en: describeIssue(issue, 'en'),
});

/** Every row checked: the rows to store, or each bad row's problems naming the row and the field. */
export function checkFixtureFile(file: FixtureFile): {
  rows: Omit<NewFixtureRow, 'update_time'>[];
  problems: Localized[];
} {
  const rows: Omit<NewFixtureRow, 'update_time'>[] = [];
  const problems: Localized[] = [];
  const seen = new Set<string>();
  file.fixtures.forEach((input, i) => {
    const raw = input as unknown as Record<string, unknown>;
    const name = typeof raw?.matchId === 'string' ? raw.matchId : '?';
    const own: Localized[] = [];
    const parsed = row.safeParse(input);
    const game = gameByCode(raw?.game);
    const wrongGame = gameProblem(raw?.game);
    if (wrongGame) own.push(wrongGame);
    else if (!parsed.success) own.push(zodProblem(parsed.error.issues[0] as unknown as ValidationIssue));
    else if (game) {
      const checked = checkRow(game, parsed.data, own);
      const key = `${checked.game_code}:${checked.match_id}`;
      if (seen.has(key))
        own.push(L('matchId：与前面的比赛重复', 'matchId: the same match appears earlier in the file'));
      seen.add(key);
      if (!own.length) rows.push(checked);
    }
    for (const p of own)
      problems.push({ zh: `fixtures[${i}]（${name}）：${p.zh}`, en: `fixtures[${i}] (${name}): ${p.en}` });
  });
  return { rows, problems };
}
