import { gameByCode, labelMeaning, parsePassType, PLAYS, type LabelMeaning } from '@dzzs/shared/engine';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';

// Lottery content in the reader's language: a game's name and its badge's abbreviation, a play, a pass type, a
// match code and a sports selection. Orders carry these as the player app sent them (Chinese); the engine's tables
// hold both languages, and this is the one place that reads them for a page. Anything it does not know is shown
// as it came.

export type LotteryThing =
  | { game: number; fallback?: string }
  | { abbr: number }
  | { play: string }
  | { pass: string }
  | { match: string }
  | { selection: string; game: number };

/** Two letters on a game's badge in English (the Chinese badge shows the first two characters of the name). */
const ABBR_EN: Record<number, string> = {
  407: 'FB',
  406: 'BB',
  404: 'WL',
  405: 'BJ',
  401: '14',
  402: 'R9',
  101: 'DC',
  102: '3D',
  104: 'L7',
  105: 'K8',
  201: 'SL',
  202: 'P3',
  203: 'P5',
  204: 'S7',
};

const WEEKDAY_EN: Record<string, string> = {
  一: 'Mon',
  二: 'Tue',
  三: 'Wed',
  四: 'Thu',
  五: 'Fri',
  六: 'Sat',
  日: 'Sun',
  天: 'Sun',
};

const SIDE_EN: Record<string, string> = { H: 'Win', D: 'Draw', A: 'Loss' };
const SXDS_EN: Record<string, string> = {
  US: 'Over, odd',
  UE: 'Over, even',
  LS: 'Under, odd',
  LE: 'Under, even',
};
const MARGINS = ['1-5', '6-10', '11-15', '16-20', '21-25', '26+'];

function selectionEn({ play, outcome }: LabelMeaning): string | undefined {
  switch (play) {
    case 'spf':
    case 'sfc14':
    case 'rx9':
    case 'sfgg':
      return SIDE_EN[outcome];
    case 'rqspf':
      return SIDE_EN[outcome] && `Handicap ${SIDE_EN[outcome]!.toLowerCase()}`;
    case 'zjq':
      return outcome === '7' ? '7+ goals' : `${outcome} goals`;
    case 'bqc':
      return `${SIDE_EN[outcome[0]!]}/${SIDE_EN[outcome[1]!]}`;
    case 'bf':
      return outcome.endsWith('*') ? `${SIDE_EN[outcome[0]!]}, other scores` : outcome;
    case 'sf':
      return outcome === 'H' ? 'Home win' : 'Away win';
    case 'rfsf':
      return outcome === 'H' ? 'Handicap home win' : 'Handicap away win';
    case 'dxf':
      return outcome === 'O' ? 'Over' : 'Under';
    case 'sfc':
      return `${outcome[0] === 'H' ? 'Home' : 'Away'} by ${MARGINS[Number(outcome.slice(1)) - 1]}`;
    case 'sxds':
      return SXDS_EN[outcome];
  }
}

function passEn(raw: string): string | undefined {
  const pass = parsePassType(raw);
  if (!pass) return undefined;
  if (pass.m === 1) return 'Single';
  return pass.n === 1 ? `${pass.m}-leg parlay` : `${pass.m} matches, ${pass.n} parlays`;
}

/** `thing` in the reader's language. */
export function lotteryLabel(thing: LotteryThing): string {
  const en = currentLanguage() === 'en';
  if ('game' in thing && !('selection' in thing)) {
    const game = gameByCode(thing.game);
    if (!game) return thing.fallback || String(thing.game);
    return en ? game.nameEn : game.nameZh;
  }
  if ('abbr' in thing) {
    const name = gameByCode(thing.abbr)?.nameZh;
    if (!name) return '?';
    return en ? (ABBR_EN[thing.abbr] ?? name.slice(0, 2)) : name.slice(0, 2);
  }
  if ('play' in thing) {
    if (!en) return thing.play;
    const play = Object.values(PLAYS).find((p) => p.zh === thing.play.trim());
    return play?.en ?? thing.play;
  }
  if ('pass' in thing) {
    if (!en) return parsePassType(thing.pass)?.label ?? thing.pass;
    return passEn(thing.pass) ?? thing.pass;
  }
  if ('match' in thing) {
    if (!en) return thing.match;
    const code = /^周([一二三四五六日天])\s*(\d+)$/.exec(thing.match.trim());
    return code ? `${WEEKDAY_EN[code[1]!]} ${code[2]}` : thing.match;
  }
  if (!en) return thing.selection;
  const meaning = labelMeaning(thing.game, thing.selection);
  return (meaning && selectionEn(meaning)) ?? thing.selection;
}
