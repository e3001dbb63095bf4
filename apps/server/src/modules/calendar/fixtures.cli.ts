import { GAMES } from '@dzzs/shared/engine';
import { need, type Command } from '../../cli/command.ts';
import { nowSeconds } from '../../core/clock.ts';
import type { FixtureRow } from '../../db/schema.ts';
import { gameArg, intArg } from './calendar-args.ts';
import { oddsOf } from './calendar.mapper.ts';
import { at, dayOf, formatLocalTime } from './calendar-time.ts';
import { fileFeed } from './fixture-file.ts';
import * as fixtures from './fixtures.service.ts';

// `npm run platform -- fixtures …`: sports fixtures and their odds (docs/calendar.md, "The fixture file").

const SPORTS_GAMES = GAMES.filter((g) => g.group === 'sports');

function describe(row: FixtureRow): string {
  const lines = [
    row.handicap === null ? '' : `handicap ${row.handicap}`,
    row.total_line === null ? '' : `total ${row.total_line}`,
  ].filter(Boolean);
  const odds = Object.entries(oddsOf(row))
    .map(
      ([play, rates]) =>
        `${play} ${Object.entries(rates)
          .map(([o, r]) => `${o}=${r}`)
          .join(' ')}`,
    )
    .join('; ');
  return [
    `${row.match_id}  ${row.code}${row.round ? `  round ${row.round}` : ''}  ${row.league}  ${row.home} vs ${row.away}`,
    `kickoff ${formatLocalTime(row.kickoff)}  close ${formatLocalTime(row.sales_close)}`,
    ...lines,
    odds,
    row.suspended ? 'SUSPENDED' : '',
  ]
    .filter(Boolean)
    .join('  ');
}

const importCommand: Command = {
  usage: 'fixtures import <file>   (JSON, format in docs/calendar.md)',
  summary: 'import sports fixtures and odds from a file; known matches are updated (all or nothing)',
  options: {},
  positionals: ['file'],
  async run(ctx, v) {
    const out = await fixtures.importFixtures(ctx, fileFeed(need(v, 'file')), nowSeconds());
    return `imported ${out.added + out.updated} fixtures (${out.added} new, ${out.updated} updated)`;
  },
};

const list: Command = {
  usage: 'fixtures list --game CODE [--limit N]',
  summary: 'list a sports game’s fixtures closing from today on (任选九 shows 胜负彩’s rounds)',
  options: { game: { type: 'string' }, limit: { type: 'string' } },
  async run(ctx, v) {
    const game = gameArg(v, SPORTS_GAMES);
    const rows = await fixtures.listFixtures(ctx.db, {
      gameCode: game.code,
      from: at(dayOf(nowSeconds()), '00:00'),
      limit: intArg(v, 'limit', 1, 500) ?? 50,
    });
    return rows.length ? rows.map(describe).join('\n') : 'no fixtures';
  },
};

const switchCommand = (suspended: boolean): Command => ({
  usage: `fixtures ${suspended ? 'suspend' : 'resume'} --game CODE --match MATCH_ID`,
  summary: suspended ? 'stop the sales of a match' : 'let a suspended match sell again',
  options: { game: { type: 'string' }, match: { type: 'string' } },
  async run(ctx, v) {
    const game = gameArg(v, SPORTS_GAMES);
    const matchId = need(v, 'match');
    await fixtures.setFixtureSuspended(ctx, { gameCode: game.code, matchId, suspended, now: nowSeconds() });
    return `${game.nameEn} match ${matchId} ${suspended ? 'suspended' : 'resumed'}`;
  },
});

export const fixtureCommands: Record<string, Command> = {
  'fixtures import': importCommand,
  'fixtures list': list,
  'fixtures suspend': switchCommand(true),
  'fixtures resume': switchCommand(false),
};
