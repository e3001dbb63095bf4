import { fenToYuan, type MatchOnSale } from '@dzzs/shared';
import {
  BEIJING_MAX_LEGS,
  FREE_PASS_LABELS,
  GAME,
  gameByCode,
  HANDICAP_PLAYS,
  labelMeaning,
  MAX_LEGS,
  MAX_MATCHES,
  MAX_PARLAY,
  parsePassType,
  sportsFigures,
  TOTAL_PLAYS,
  type Selection,
  type SportsBet,
  type SportsContent,
  type SportsMatch,
  type SportsPlay,
} from '@dzzs/shared/engine';

// What a sports picker shows and sends: the player's picks over the matches on sale (bettingend.Game/matches), the
// engine's checked bet they stand for, its figures "共N注 M倍 X元" and 预计奖金 (the engine's own counting, pricing
// and prize range), the pass types (过关方式) the engine allows for them, and the content in the wire form the
// server recounts and reprices.

/** A sports slip: the labels picked per match id, the pass types and the multiple. */
export interface SportsSlip {
  picks: Record<string, string[]>;
  passes: string[];
  multiple: number;
}

export const emptySportsSlip = (): SportsSlip => ({ picks: {}, passes: [], multiple: 1 });

/** 胜负彩 and 任选九: a grid of the round's 14 matches, no pass types. */
export const isPool = (gameCode: number) => gameCode === GAME.sfc || gameCode === GAME.rx9;

/** Fewest and most matches a bet of the game holds. */
export function matchBounds(gameCode: number): { min: number; max: number } {
  if (gameCode === GAME.sfc) return { min: 14, max: 14 };
  if (gameCode === GAME.rx9) return { min: 9, max: 14 };
  return { min: gameCode === GAME.sfgg ? 3 : 1, max: MAX_MATCHES };
}

/** The order the plays of a match are shown in (the engine's plays; a match lists those it offers). */
const PLAY_ORDER: readonly SportsPlay[] = [
  'spf',
  'rqspf',
  'sf',
  'rfsf',
  'dxf',
  'sfgg',
  'sfc14',
  'rx9',
  'zjq',
  'sxds',
  'bqc',
  'bf',
  'sfc',
];

/** The plays a match offers, in display order. */
export const playsOfMatch = (match: MatchOnSale): SportsPlay[] =>
  PLAY_ORDER.filter((play) => (match.odds[play]?.length ?? 0) > 0);

/** The matches picked, in the order they are listed. */
export const chosenMatches = (matches: readonly MatchOnSale[], slip: SportsSlip): MatchOnSale[] =>
  matches.filter((m) => (slip.picks[m.matchId]?.length ?? 0) > 0);

/** Odds text ('1.85') as the engine's hundredths; null for games without fixed odds. */
const hundredths = (rate: string | null) => (rate === null ? null : Math.round(Number(rate) * 100));

/** A label picked on a match, with what it means and the odds the match offers for it; undefined if not offered. */
function offered(gameCode: number, match: MatchOnSale, res: string) {
  const meaning = labelMeaning(gameCode, res);
  const odds = meaning && match.odds[meaning.play]?.find((o) => o.res === res);
  return meaning && odds ? { meaning, rate: odds.rate } : undefined;
}

function selectionsOf(gameCode: number, match: MatchOnSale, labels: readonly string[]): Selection[] {
  return labels.flatMap((res) => {
    const found = offered(gameCode, match, res);
    if (!found) return [];
    const { play, outcome, label } = found.meaning;
    // The line deciding a handicap or total play is the match's, as the calendar publishes it.
    const line = TOTAL_PLAYS.has(play)
      ? match.totalLine
      : HANDICAP_PLAYS.has(play)
        ? (match.goal ?? 0)
        : null;
    return [{ res: label, play, outcome, odds: hundredths(found.rate), line, ownLine: null }];
  });
}

/** Most legs the picked plays allow (the least of their limits), and never more than the matches picked. */
export function maxLegs(gameCode: number, matches: readonly MatchOnSale[], slip: SportsSlip): number {
  const chosen = chosenMatches(matches, slip);
  let most = Math.min(chosen.length, MAX_PARLAY);
  for (const match of chosen)
    for (const s of selectionsOf(gameCode, match, slip.picks[match.matchId] ?? [])) {
      const limit = (gameCode === GAME.bjdc ? BEIJING_MAX_LEGS[s.play] : undefined) ?? MAX_LEGS[s.play];
      most = Math.min(most, limit);
    }
  return most;
}

/** The pass types on offer for the picks: 单关 and k串1 (自由过关), then M串N (多串过关). */
export function passOptions(
  gameCode: number,
  matches: readonly MatchOnSale[],
  slip: SportsSlip,
): { free: string[]; multi: string[] } {
  if (isPool(gameCode)) return { free: [], multi: [] };
  const most = maxLegs(gameCode, matches, slip);
  const least = gameCode === GAME.sfgg ? 3 : 2;
  const free = gameCode === GAME.sfgg || most < 1 ? [] : ['单关'];
  for (let k = least; k <= most; k++) free.push(`${k}串1`);
  const multi = FREE_PASS_LABELS.filter((label) => (parsePassType(label)?.m ?? Infinity) <= most);
  return { free, multi };
}

/**
 * The pass types kept when the picks change: those still on offer, else the one a player most often wants — all
 * the matches in one parlay (n串1), or 单关 for one match.
 */
export function fitPasses(gameCode: number, matches: readonly MatchOnSale[], slip: SportsSlip): string[] {
  const { free, multi } = passOptions(gameCode, matches, slip);
  const kept = slip.passes.filter((p) => free.includes(p) || multi.includes(p));
  if (kept.length > 0) return kept;
  const last = free[free.length - 1];
  return last ? [last] : [];
}

/** The engine's checked bet of the picks, or null while they do not make a bet yet. */
export function betOf(gameCode: number, matches: readonly MatchOnSale[], slip: SportsSlip): SportsBet | null {
  const game = gameByCode(gameCode);
  if (!game) return null;
  const chosen = chosenMatches(matches, slip);
  const { min, max } = matchBounds(gameCode);
  if (chosen.length < min || chosen.length > max) return null;
  const sports: SportsMatch[] = chosen.map((m) => ({
    matchId: m.matchId,
    matchNumStr: m.matchNumStr,
    home: m.home,
    away: m.away,
    goal: m.goal,
    totalLine: m.totalLine,
    selections: selectionsOf(gameCode, m, slip.picks[m.matchId] ?? []),
  }));
  if (sports.some((m) => m.selections.length === 0)) return null;
  const passTypes = fitPasses(gameCode, matches, slip).flatMap((p) => parsePassType(p) ?? []);
  if (!isPool(gameCode) && passTypes.length === 0) return null;
  return {
    kind: 'sports',
    game,
    issue: null,
    matches: sports,
    passTypes,
    multiple: slip.multiple,
    complex: false,
    repeat: false,
    optimize: null,
  };
}

export interface SportsFigures {
  notes: number;
  amountFen: number;
  /** 预计奖金 at the slip's multiple, fixed-odds games only. */
  prize: { minFen: number; maxFen: number } | null;
}

/** "共N注 M倍 X元" and 预计奖金 of the picks, by the engine; zero while they are not a bet. */
export function sportsFiguresOf(
  gameCode: number,
  matches: readonly MatchOnSale[],
  slip: SportsSlip,
): SportsFigures {
  const bet = betOf(gameCode, matches, slip);
  return bet ? sportsFigures(bet) : { notes: 0, amountFen: 0, prize: null };
}

/** The picks as an order's content: the wire form the server recounts and reprices against the calendar. */
export function sportsContentOf(
  gameCode: number,
  matches: readonly MatchOnSale[],
  slip: SportsSlip,
): SportsContent | null {
  const bet = betOf(gameCode, matches, slip);
  if (!bet) return null;
  const figures = sportsFigures(bet);
  return {
    Content: chosenMatches(matches, slip).map((m) => ({
      matchNumStr: m.matchNumStr,
      matchId: m.matchId,
      homeTeamAbbName: m.home,
      awayTeamAbbName: m.away,
      ...(m.goal === null ? {} : { goal: String(m.goal) }),
      ...(m.totalLine === null ? {} : { totalLine: String(m.totalLine) }),
      data: (slip.picks[m.matchId] ?? []).flatMap((res) => {
        const found = offered(gameCode, m, res);
        if (!found) return [];
        return [found.rate === null ? { res } : { res, rate: found.rate }];
      }),
    })),
    remarks: {
      Note: String(figures.notes),
      Multiple: String(slip.multiple),
      reachType: bet.passTypes.map((p) => p.label),
      Repeat: '0',
      isComplex: '0',
      Amount: fenToYuan(figures.amountFen),
    },
  };
}

/** The business day a match is sold under (周三 of 周三001) or its round, for grouping the list. */
export const dayOf = (match: MatchOnSale): string =>
  /^周./.test(match.matchNumStr) ? match.matchNumStr.slice(0, 2) : (match.round ?? '');
