/** Builders for bet content in the wire shapes, so tests read like the orders they describe. */
import { quoteBet, type Quote } from '../../src/engine/index.ts';

export type Pick = [res: string, rate: string | number];

export function match(id: string, picks: Pick[], extra: Record<string, unknown> = {}) {
  return {
    matchNumStr: `周三${id.padStart(3, '0')}`,
    matchId: id,
    homeTeamAbbName: `主${id}`,
    awayTeamAbbName: `客${id}`,
    data: picks.map(([res, rate]) => ({ res, rate })),
    ...extra,
  };
}

export function sports(
  matches: ReturnType<typeof match>[],
  reachType: string[],
  opts: { multiple?: number; complex?: boolean; repeat?: boolean; bonusOptimize?: unknown } = {},
) {
  return {
    type: 'test',
    gametype: 'hh',
    Content: matches,
    remarks: {
      Note: '0',
      Multiple: String(opts.multiple ?? 1),
      reachType,
      bonusmax: '0',
      bonusmin: '0',
      Amount: '0',
      Repeat: opts.repeat ? '1' : '0',
      isComplex: opts.complex ? '1' : '0',
    },
    ...(opts.bonusOptimize ? { bonusOptimize: opts.bonusOptimize } : {}),
  };
}

/** Three 竞彩足球 matches: 胜 1.85 / 平 3.20, 负 2.10, and 让胜 1.60 / 让负 4.50 at handicap -1. */
export const threeMatches = () => [
  match('1', [
    ['胜', '1.85'],
    ['平', '3.20'],
  ]),
  match('2', [['负', '2.10']]),
  match(
    '3',
    [
      ['让胜', '1.60'],
      ['让负', '4.50'],
    ],
    { goal: -1 },
  ),
];

/** The quote of a bet the test expects to be valid. */
export function quoted(game: number, content: unknown): Quote {
  const q = quoteBet(game, content);
  if (!q.ok) throw new Error(JSON.stringify(q.errors));
  return q.value;
}

export function line(
  red: unknown[],
  blue: unknown[] = [],
  opts: { beilv?: number; switch?: number; play?: string; danRed?: number[]; danBlue?: number[] } = {},
) {
  return {
    note: 1,
    beilv: opts.beilv ?? 1,
    switch: opts.switch ?? 0,
    ...(opts.play ? { play: opts.play } : {}),
    data: { list: { red, blue }, dan: { red: opts.danRed ?? [], blue: opts.danBlue ?? [] } },
  };
}

export const played = (matchId: string, full: [number, number], half: [number, number] = [0, 0]) => ({
  matchId,
  fullTime: { home: full[0], away: full[1] },
  halfTime: { home: half[0], away: half[1] },
  cancelled: false,
});

export const cancelled = (matchId: string) => ({ matchId, cancelled: true });
