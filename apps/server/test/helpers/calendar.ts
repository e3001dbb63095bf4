import { GAME } from '@dzzs/shared/engine';
import { translate } from '../../src/core/i18n.ts';
import { toSaleFixture, type SaleFixture } from '../../src/modules/calendar/calendar.mapper.ts';
import type { FixtureInput } from '../../src/modules/calendar/fixture-file.ts';
import { importFixtures, listFixtures } from '../../src/modules/calendar/fixtures.service.ts';
import { issueNumber } from '../../src/modules/calendar/issue-plan.ts';
import { addIssue } from '../../src/modules/calendar/issues.service.ts';
import { fixtureGameOf, ROUND_GAMES } from '../../src/modules/calendar/sports-games.ts';
import type { TestApp } from './test-app.ts';

// What order tests put on sale: an issue of a number game, or matches of a sports game, open now. Both go through
// the calendar's services, so what they create is what the platform would have.

const now = () => Math.floor(Date.now() / 1000);
const HOURS_3 = 3 * 3600;
/** An issue openIssue opens is drawn this long after its sales close. */
const DRAW_AFTER = 75 * 60;

/** The `n`-th issue of a game's year: 福彩 (1xx) `YYYY` + 3 digits, 体彩 (2xx) `YY` + 3 digits. */
const numbered = (game: number, n: number, drawTime: number) =>
  issueNumber({ format: game < 200 ? 'YYYY' : 'YY' }, new Date(drawTime * 1000).getFullYear(), n);

/**
 * The number of the `n`-th issue of a game in the year of the draw that openIssue opens now (closing in `closesIn`
 * seconds): a test names issues that are right in any year, and around New Year.
 */
export const issueNo = (game: number, n: number, closesIn = HOURS_3) =>
  numbered(game, n, now() + closesIn + DRAW_AFTER);

export interface OpenIssue {
  game: number;
  issue: string;
  salesOpen: number;
  salesClose: number;
  drawTime: number;
}

/**
 * An issue of a number game on sale now, closing in `closesIn` seconds (3 h by default) and drawn 75 min later; its
 * number is `issue`, or the `n`-th (135th by default) of its draw's year.
 */
export async function openIssue(
  t: TestApp,
  o: { game: number; issue?: string; n?: number; closesIn?: number },
): Promise<OpenIssue> {
  const at = now();
  const close = at + (o.closesIn ?? HOURS_3);
  const draw = close + DRAW_AFTER;
  const row = await addIssue(t.ctx, {
    gameCode: o.game,
    issue: o.issue ?? numbered(o.game, o.n ?? 135, draw),
    open: at - 60,
    close,
    draw,
    now: at,
  });
  return {
    game: row.game_code,
    issue: row.issue,
    salesOpen: row.sales_open,
    salesClose: row.sales_close,
    drawTime: row.draw_time,
  };
}

export interface MatchSpec {
  matchId: string;
  home?: string;
  away?: string;
  /** By play and canonical outcome, e.g. { spf: { H: '1.85', D: '3.20', A: '4.10' } }. */
  odds?: Record<string, Record<string, string>>;
  handicap?: number | null;
  totalLine?: number | null;
  /** Seconds until its sales close (3 h by default); kickoff 5 minutes later. */
  closesIn?: number;
}

const TEAMS = [
  ['曼城', '阿森纳'],
  ['皇家马德里', '巴塞罗那'],
  ['拜仁慕尼黑', '多特蒙德'],
  ['国际米兰', 'AC米兰'],
  ['巴黎圣日耳曼', '马赛'],
  ['利物浦', '切尔西'],
  ['那不勒斯', '罗马'],
];

const DEFAULT_ODDS: Partial<Record<number, Record<string, Record<string, string>>>> = {
  [GAME.jczq]: { spf: { H: '1.85', D: '3.20', A: '4.10' }, rqspf: { H: '3.60', D: '3.40', A: '1.90' } },
  [GAME.jclq]: {
    sf: { H: '1.45', A: '2.45' },
    rfsf: { H: '1.75', A: '1.75' },
    dxf: { O: '1.75', U: '1.75' },
  },
};

/** The default line of a game's matches: 竞彩篮球 and 胜负过关 in half points, football in whole goals. */
const defaultHandicap = (game: number) =>
  game === GAME.jclq ? -3.5 : game === GAME.sfgg ? -0.5 : game === GAME.sfc ? null : -1;

/**
 * Matches of a sports game on sale now (任选九 puts them on 胜负彩's round, which it shares; a 胜负彩 round needs 14).
 * Rounds (胜负彩, 任选九, 胜负过关, 北京单场) are `round`, 26135 by default.
 */
export async function openMatches(
  t: TestApp,
  o: { game: number; matches: readonly MatchSpec[]; round?: string },
): Promise<{ round: string | null; fixtures: SaleFixture[] }> {
  const at = now();
  const game = fixtureGameOf(o.game);
  const round = ROUND_GAMES.has(game) ? (o.round ?? '26135') : null;
  const fixtures: FixtureInput[] = o.matches.map((m, i) => {
    const salesClose = at + (m.closesIn ?? HOURS_3);
    const [home, away] = TEAMS[i % TEAMS.length] as [string, string];
    return {
      game,
      matchId: m.matchId,
      code: game === GAME.sfc ? String(i + 1) : `周一${String(i + 1).padStart(3, '0')}`,
      round,
      league: '英超',
      home: m.home ?? home,
      away: m.away ?? away,
      kickoff: salesClose + 300,
      salesClose,
      handicap: m.handicap === undefined ? defaultHandicap(game) : m.handicap,
      totalLine: m.totalLine === undefined ? (game === GAME.jclq ? 215.5 : null) : m.totalLine,
      odds: m.odds ?? DEFAULT_ODDS[game] ?? null,
    };
  });
  await importFixtures(t.ctx, { read: async () => ({ fixtures }) }, at);
  const ids = new Set(o.matches.map((m) => m.matchId));
  const stored = await listFixtures(t.db, { gameCode: game, from: 0, limit: 500 });
  return { round, fixtures: stored.filter((r) => ids.has(r.match_id)).map(toSaleFixture) };
}

/** What a refused call says (its message key, and the message in both languages). */
export async function refusal(work: Promise<unknown>): Promise<{ key: string; zh: string; en: string }> {
  const err = (await work.then(
    () => null,
    (e: unknown) => e,
  )) as { key?: string; params?: Parameters<typeof translate>[2] } | null;
  if (!err?.key) throw new Error(`expected a refusal, got ${String(err)}`);
  return {
    key: err.key,
    zh: translate('zh-cn', err.key, err.params),
    en: translate('en', err.key, err.params),
  };
}
