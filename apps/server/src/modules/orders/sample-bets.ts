import type { MatchOnSale } from '@dzzs/shared';
import { GAME, GAMES } from '@dzzs/shared/engine';

// Realistic bets of every game, in the wire shapes players send, built from what is on sale: a number game's lines,
// a sports game's selections on the matches the calendar lists (bettingend.Game/matches: their ids, lines and
// published odds). Used by the demo seed, the simulator (`npm run simulate`) and the order benchmark; a test checks
// that thousands of them pass the engine and the calendar.

export type Random = () => number;

/** A small seeded generator, so demo data and benchmarks are the same on every run. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const int = (rnd: Random, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));
const pick = <T>(rnd: Random, items: readonly T[]): T => items[Math.floor(rnd() * items.length)]!;

function distinct(rnd: Random, count: number, min: number, max: number): number[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(int(rnd, min, max));
  return [...chosen].sort((a, b) => a - b);
}

// Sports

/** A play a bet may choose on a match: how often, and how many of its outcomes at most. */
interface PlayChoice {
  play: string;
  weight: number;
  most: number;
}

interface SportsShape {
  /** How many matches a bet takes (one is drawn); `all`: every match of the round (胜负彩). */
  legs: readonly number[] | 'all';
  plays: readonly PlayChoice[];
  /** Whether the bet may take a multiple (the pools are bought at 1×). */
  multiples: boolean;
}

const SPORTS: Readonly<Record<number, SportsShape>> = {
  [GAME.jczq]: {
    legs: [1, 2, 2, 3, 3, 4],
    plays: [
      { play: 'spf', weight: 6, most: 2 },
      { play: 'rqspf', weight: 3, most: 1 },
      { play: 'zjq', weight: 1, most: 2 },
    ],
    multiples: true,
  },
  [GAME.jclq]: {
    legs: [1, 2, 3],
    plays: [
      { play: 'sf', weight: 5, most: 1 },
      { play: 'rfsf', weight: 3, most: 1 },
      { play: 'dxf', weight: 2, most: 1 },
    ],
    multiples: true,
  },
  [GAME.bjdc]: { legs: [2, 3], plays: [{ play: 'rqspf', weight: 1, most: 1 }], multiples: true },
  [GAME.sfgg]: { legs: [3, 4], plays: [{ play: 'sfgg', weight: 1, most: 1 }], multiples: true },
  [GAME.sfc]: { legs: 'all', plays: [{ play: 'sfc14', weight: 1, most: 2 }], multiples: false },
  [GAME.rx9]: { legs: [9], plays: [{ play: 'rx9', weight: 1, most: 2 }], multiples: false },
};

function weighted(rnd: Random, choices: readonly PlayChoice[]): PlayChoice {
  let roll = rnd() * choices.reduce((sum, c) => sum + c.weight, 0);
  for (const choice of choices) {
    roll -= choice.weight;
    if (roll < 0) return choice;
  }
  return choices.at(-1)!;
}

/** One match of a bet: the match as listed, and one to two outcomes of a play it offers, at their odds. */
function leg(rnd: Random, shape: SportsShape, match: MatchOnSale) {
  const offered = shape.plays.filter((c) => match.odds[c.play]?.length);
  if (!offered.length)
    throw new Error(`match ${match.matchId} offers none of ${shape.plays.map((c) => c.play)}`);
  const choice = weighted(rnd, offered);
  const outcomes = match.odds[choice.play]!;
  // Most bets take one outcome; a fifth of them cover two.
  const count = rnd() < 0.8 ? 1 : Math.min(choice.most, outcomes.length);
  const data = distinct(rnd, count, 0, outcomes.length - 1).map((i) => {
    const { res, rate } = outcomes[i]!;
    return rate === null ? { res } : { res, rate };
  });
  return {
    matchNumStr: match.matchNumStr,
    matchId: match.matchId,
    homeTeamAbbName: match.home,
    awayTeamAbbName: match.away,
    ...(match.goal === null ? {} : { goal: String(match.goal) }),
    ...(match.totalLine === null ? {} : { totalLine: String(match.totalLine) }),
    data,
  };
}

function sportsBet(rnd: Random, code: number, shape: SportsShape, onSale: readonly MatchOnSale[]) {
  // A bet is placed on one round (the soonest); 竞彩 has none and takes any match.
  const round = onSale[0]?.round ?? null;
  const matches = onSale.filter((m) => m.round === round);
  if (!matches.length) throw new Error(`no match of game ${code} is on sale`);
  const legs = shape.legs === 'all' ? matches.length : Math.min(pick(rnd, shape.legs), matches.length);
  const chosen = distinct(rnd, legs, 0, matches.length - 1).map((i) => matches[i]!);
  const Content = chosen.map((m) => leg(rnd, shape, m));
  const pools = code === GAME.sfc || code === GAME.rx9;
  return {
    type: 'hh',
    gametype: 'hh',
    Content,
    remarks: {
      Multiple: String(shape.multiples ? pick(rnd, [1, 1, 1, 2, 5, 10]) : 1),
      reachType: pools ? [] : [legs === 1 ? '单关' : `${legs}串1`],
      bonusmax: '0',
      bonusmin: '0',
      Repeat: '0',
      isComplex: '0',
    },
  };
}

// Number games

// No 注数 is sent: the server counts (a figure sent must be its own).
const numberLine = (red: unknown[], blue: unknown[] = [], extra: Record<string, unknown> = {}) => ({
  beilv: 1,
  switch: 0,
  ...extra,
  data: { list: { red, blue }, dan: { red: [], blue: [] } },
});

function lotto(rnd: Random, code: number) {
  const lines = int(rnd, 1, 2);
  return Array.from({ length: lines }, () => {
    const beilv = pick(rnd, [1, 1, 2, 5]);
    if (code === GAME.ssq)
      return numberLine(distinct(rnd, pick(rnd, [6, 6, 7]), 1, 33), distinct(rnd, 1, 1, 16), { beilv });
    if (code === GAME.dlt)
      return numberLine(distinct(rnd, 5, 1, 35), distinct(rnd, 2, 1, 12), {
        beilv,
        switch: rnd() < 0.3 ? 1 : 0,
      });
    return numberLine(distinct(rnd, 7, 1, 30), [], { beilv });
  });
}

function digitsLine(rnd: Random, positions: number, lastMax = 9) {
  return numberLine(
    Array.from({ length: positions }, () => [int(rnd, 0, 9)]),
    lastMax > 9 ? [int(rnd, 0, lastMax)] : [],
    { beilv: pick(rnd, [1, 2, 5, 10]) },
  );
}

/**
 * A bet of the game as a player sends it. Sports bets are built on `matches`, the game's matches on sale as
 * bettingend.Game/matches lists them (soonest first); number games take their lines alone (the issue is the order's).
 */
export function sampleBet(
  code: number,
  rnd: Random,
  matches: readonly MatchOnSale[] = [],
): Record<string, unknown> | unknown[] {
  const sports = SPORTS[code];
  if (sports) return sportsBet(rnd, code, sports, matches);
  switch (code) {
    case GAME.ssq:
    case GAME.dlt:
    case GAME.qlc:
      return lotto(rnd, code);
    case GAME.kl8:
      return [numberLine(distinct(rnd, 5, 1, 80), [], { play: '选五', beilv: pick(rnd, [1, 2]) })];
    case GAME.pl3:
    case GAME.fc3d:
      return [digitsLine(rnd, 3)];
    case GAME.pl5:
      return [digitsLine(rnd, 5)];
    case GAME.qxc:
      return [digitsLine(rnd, 6, 14)];
    default:
      throw new Error(`no sample bets for game ${code}`);
  }
}

export const SAMPLE_GAME_CODES = GAMES.map((g) => g.code);
