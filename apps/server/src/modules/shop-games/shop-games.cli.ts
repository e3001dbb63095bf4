import { fenToYuan, PLATFORM_SWITCHES, yuanToFen, type PlatformSwitch } from '@dzzs/shared';
import { GAMES } from '@dzzs/shared/engine';
import { UsageError, type Command } from '../../cli/command.ts';
import { nowSeconds } from '../../core/clock.ts';
import { gameArg, optional, type Values } from '../calendar/calendar-args.ts';
import type { PlatformTerms } from './game-terms.ts';
import { PlatformGameError, platformGames, setPlatformGame } from './platform-games.service.ts';

// `npm run platform -- games …`: the platform's bounds and defaults of the shops' game settings (彩种管理).

const text = { type: 'string' } as const;

const describe = (name: string, t: PlatformTerms) =>
  `${name}: minimum bet ${fenToYuan(t.minBetLowFen)}–${fenToYuan(t.minBetHighFen)} yuan (default ${fenToYuan(t.minBetFen)}); ` +
  PLATFORM_SWITCHES.map((s) => `${s} ${t.offered[s] ? (t.defaults[s] ? 'on' : 'off') : 'withheld'}`).join(
    ', ',
  );

function yuanArg(v: Values, name: string): number | undefined {
  const raw = optional(v, name);
  if (raw === undefined) return undefined;
  const fen = yuanToFen(raw);
  if (fen === null || fen <= 0)
    throw new UsageError(`--${name} takes yuan above 0 with at most two decimals`);
  return fen;
}

function switchesArg(v: Values, name: string): PlatformSwitch[] {
  const raw = optional(v, name);
  if (raw === undefined) return [];
  const names = raw.split(',').map((s) => s.trim());
  const known = names.map((n) => PLATFORM_SWITCHES.find((s) => s === n));
  if (known.some((s) => s === undefined))
    throw new UsageError(
      `--${name} takes switches among ${PLATFORM_SWITCHES.join(', ')}, separated by commas`,
    );
  return known as PlatformSwitch[];
}

const list: Command = {
  usage: 'games list',
  summary: 'show each game’s minimum-bet bounds and which switches shops get, with their defaults',
  options: {},
  async run(ctx) {
    return (await platformGames(ctx.db))
      .map(({ game, terms }) => describe(`${game.code} ${game.nameEn}`, terms))
      .join('\n');
  },
};

const set: Command = {
  usage:
    'games set --game CODE [--min-bet-low YUAN] [--min-bet-high YUAN] [--min-bet YUAN] [--offer S,S] [--withhold S,S] [--on S,S] [--off S,S]',
  summary: `change a game’s bounds and defaults for shops; switches S: ${PLATFORM_SWITCHES.join(', ')}`,
  options: {
    game: text,
    'min-bet-low': text,
    'min-bet-high': text,
    'min-bet': text,
    offer: text,
    withhold: text,
    on: text,
    off: text,
  },
  async run(ctx, v) {
    const game = gameArg(v, GAMES);
    const change = {
      minBetLowFen: yuanArg(v, 'min-bet-low'),
      minBetHighFen: yuanArg(v, 'min-bet-high'),
      minBetFen: yuanArg(v, 'min-bet'),
      offer: switchesArg(v, 'offer'),
      withhold: switchesArg(v, 'withhold'),
      on: switchesArg(v, 'on'),
      off: switchesArg(v, 'off'),
    };
    try {
      return describe(`${game.code} ${game.nameEn}`, await setPlatformGame(ctx, game, change, nowSeconds()));
    } catch (e) {
      if (e instanceof PlatformGameError) throw new UsageError(e.message);
      throw e;
    }
  },
};

export const gameCommands: Record<string, Command> = { 'games list': list, 'games set': set };
