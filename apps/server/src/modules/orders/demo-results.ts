import type { MatchOnSale } from '@dzzs/shared';
import {
  GAME,
  HANDICAP_PLAYS,
  labelMeaning,
  poolTiersOf,
  settleBet,
  type Game,
  type SportsPlay,
} from '@dzzs/shared/engine';
import type { AppContext } from '../../context.ts';
import type { OrderRow } from '../../db/schema.ts';
import { publishMatchResult, type publishNumberDraw } from '../draws/draws.service.ts';
import { sampleBet, type Random } from './sample-bets.ts';

// The results behind the demo's settled orders, as the platform publishes them (the draws module), so the engine
// settles the orders: a number draw the first order wins, scores that make the first two orders of a match set win
// and the last one lose.

/** A number draw as the platform publishes it. */
export type DemoDraw = Parameters<typeof publishNumberDraw>[1];

/** The numbers of a bet's first line: balls, or the digit of each position. */
function firstLine(content: unknown): { red: number[]; blue: number[] } {
  const line = (content as { data: { list: { red: unknown[]; blue?: unknown[] } } }[])[0]!.data.list;
  const flat = (xs: unknown[] | undefined) =>
    (xs ?? []).map((x) => (Array.isArray(x) ? Number(x[0]) : Number(x)));
  return { red: flat(line.red), blue: flat(line.blue) };
}

function drawKeno(rnd: Random, picked: number[]): number[] {
  const drawn = new Set(picked);
  while (drawn.size < 20) drawn.add(1 + Math.floor(rnd() * 80));
  return [...drawn].sort((a, b) => a - b);
}

/**
 * Numbers that make a line win a fixed tier (no jackpots in the demo): the digit games match exactly (七星彩 five of
 * the six front digits), 双色球 4+1, 大乐透 4+2; the games the shop settles itself just draw the line's numbers.
 */
function winningNumbers(rnd: Random, code: number, { red, blue }: { red: number[]; blue: number[] }) {
  const others = (taken: number[], count: number, max: number) => {
    const out: number[] = [];
    for (let ball = 1; out.length < count && ball <= max; ball++) if (!taken.includes(ball)) out.push(ball);
    return out;
  };
  switch (code) {
    case GAME.pl3:
    case GAME.fc3d:
    case GAME.pl5:
      return { digits: red };
    case GAME.qxc:
      // Five of the six front digits and not the last: the 500-yuan tier (all six are a pool prize of 150,000 a bet,
      // which with the sample's multiple made a demo player a millionaire).
      return { digits: [...red.slice(0, 5), ((red[5] ?? 0) + 1) % 10, ((blue[0] ?? 0) + 1) % 15] };
    case GAME.kl8:
      return { red: drawKeno(rnd, red) };
    case GAME.qlc:
      return { red: red.slice(0, 7), blue: others(red, 1, 30) };
    case GAME.dlt:
      return { red: [...red.slice(0, 4), ...others(red, 1, 35)], blue: blue.slice(0, 2) };
    default:
      return { red: [...red.slice(0, 4), ...others(red, 2, 33)], blue: blue.slice(0, 1) };
  }
}

/** A draw of the issue that `winner` (bet content) wins, or, without one, numbers any player might have drawn. */
export function demoDraw(rnd: Random, game: Game, issue: string, winner: unknown): DemoDraw {
  const draw: DemoDraw = {
    game: game.code as DemoDraw['game'],
    issue,
    ...winningNumbers(rnd, game.code, firstLine(winner ?? sampleBet(game.code, rnd))),
  };
  const pool = poolTiersOf(game.code);
  if (pool.length)
    draw.pool = Object.fromEntries(
      pool.map((tier) => [String(tier), tier === 1 ? 5_000_000_00 : 150_000_00]),
    );
  return draw;
}

/** Whether the engine settles a bet against the draw as winning nothing. */
function losesTo(draw: DemoDraw, content: unknown): boolean {
  const base = { game: draw.game, issue: draw.issue, poolTiers: draw.pool ?? {} };
  const result = draw.digits
    ? { ...base, positions: draw.digits }
    : { ...base, numbers: { red: draw.red ?? [], blue: draw.blue ?? [] } };
  return settleBet(draw.game, content, result).status === 'lost';
}

/** A sample bet of the game that wins nothing against the draw (random lines do, but not always). */
export function losingBet(rnd: Random, game: Game, draw: DemoDraw): unknown {
  for (let tries = 0; tries < 100; tries++) {
    const content = sampleBet(game.code, rnd);
    if (losesTo(draw, content)) return content;
  }
  throw new Error(`no sample ${game.nameEn} bet loses against the demo draw`);
}

interface StoredMatch {
  matchId: string;
  goal?: string;
  totalLine?: string;
  data: { res: string }[];
}

/**
 * A score that gives a play's outcome, given the match's handicap (added to the home score) or total line (its
 * lines end in .5: ten points either side of it).
 */
function scoreFor(code: number, match: StoredMatch, play: SportsPlay, outcome: string): [number, number] {
  const basketball = code === GAME.jclq;
  if (play === 'zjq') return [Math.ceil(Number(outcome) / 2), Math.floor(Number(outcome) / 2)];
  if (play === 'dxf') {
    const total = Number(match.totalLine) + (outcome === 'O' ? 9.5 : -9.5);
    const home = Math.floor(total / 2) + 1;
    return [home, total - home];
  }
  const margin = basketball ? 6 : 1;
  const line = HANDICAP_PLAYS.has(play) ? Number(match.goal ?? 0) : 0;
  // The home-minus-away difference the outcome needs, before the handicap is added.
  let diff =
    outcome === 'H' ? Math.ceil(margin - line) : outcome === 'A' ? Math.floor(-margin - line) : -line;
  // Basketball never ends level (overtime decides).
  if (basketball && diff === 0) diff = outcome === 'A' ? -1 : 1;
  const base = basketball ? 90 : 0;
  return [base + Math.max(diff, 0) + 1, base + Math.max(-diff, 0) + 1];
}

/** A score that makes the match's first selection come true, or (`win` false) every selection of its play fail. */
function decidingScore(code: number, match: StoredMatch, win: boolean): [number, number] {
  const meanings = match.data.map((d) => labelMeaning(code, d.res)!);
  const { play, outcome } = meanings[0]!;
  if (win) return scoreFor(code, match, play, outcome);
  const taken = new Set(meanings.filter((m) => m.play === play).map((m) => m.outcome));
  const outcomes =
    play === 'zjq' ? ['0', '1', '2', '3', '4', '5', '6', '7'] : play === 'dxf' ? ['O', 'U'] : ['H', 'D', 'A'];
  const other = outcomes.find((o) => !taken.has(o) && !(code === GAME.jclq && o === 'D'))!;
  return scoreFor(code, match, play, other);
}

function plainScore(rnd: Random, basketball: boolean): [number, number] {
  const home = Math.floor(rnd() * 4);
  const away = Math.floor(rnd() * 3);
  if (!basketball) return [home, away];
  const [h, a] = [95 + home * 4, 92 + away * 5];
  return h === a ? [h + 1, a] : [h, a];
}

/** A played match's result as published: full time and half time, `home:away`. */
export interface DemoScore {
  full: string;
  half: string;
}

/**
 * Scores a sports game's played matches into `scores` (shared by the games that sell the same matches; a match
 * scored already keeps its score): the first two settled orders win and the fourth loses (each of their matches
 * decides their first selection), every other match (the third order's among them) gets a plain score.
 */
export function scoreDemoMatches(
  scores: Map<string, DemoScore>,
  rnd: Random,
  game: Game,
  played: readonly MatchOnSale[],
  settled: readonly OrderRow[],
): void {
  const basketball = game.code === GAME.jclq;
  const set = (matchId: string, score: () => [number, number]) => {
    if (scores.has(matchId)) return;
    const [home, away] = score();
    const half = basketball
      ? `${Math.floor(home / 2)}:${Math.floor(away / 2)}`
      : `${Math.min(home, 1)}:${Math.min(away, 1)}`;
    scores.set(matchId, { full: `${home}:${away}`, half });
  };
  const matchesOf = (order: OrderRow) =>
    (JSON.parse(order.bet_content) as { Content: StoredMatch[] }).Content;
  // The orders that are decided first, so that no plain score takes one of their matches.
  for (const [i, order] of settled.entries())
    if (i !== 2) for (const m of matchesOf(order)) set(m.matchId, () => decidingScore(game.code, m, i < 2));
  for (const m of played) set(m.matchId, () => plainScore(rnd, basketball));
}

/** Publishes the scored matches' results, as the platform does, in match order. */
export async function publishDemoScores(
  ctx: AppContext,
  scores: ReadonlyMap<string, DemoScore>,
): Promise<void> {
  for (const [matchId, score] of [...scores].sort(([a], [b]) => a.localeCompare(b)))
    await publishMatchResult(ctx, { matchId, ...score });
}
