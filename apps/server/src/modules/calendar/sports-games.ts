import { acceptedLabels, GAME, labelMeaning } from '@dzzs/shared/engine';

// What the calendar knows about the sports games beyond the engine's game list: which sell rounds, which share them,
// and the outcomes each play offers with the label a bet sends for them.

/** 胜负彩 and 任选九 sell the same rounds: their fixtures are stored once, under 胜负彩. */
export const fixtureGameOf = (gameCode: number): number => (gameCode === GAME.rx9 ? GAME.sfc : gameCode);

/** Games sold by round (an issue and its matches); 竞彩 is sold by match. */
export const ROUND_GAMES: ReadonlySet<number> = new Set([GAME.sfc, GAME.rx9, GAME.sfgg, GAME.bjdc]);

/** Pool games: a round closes as one, when its first match closes. */
export const POOL_GAMES: ReadonlySet<number> = new Set([GAME.sfc, GAME.rx9]);

export const ROUND_SIZE = 14;

export interface Outcome {
  /** Canonical outcome (H, D, A, 2:1, O…): how odds are stored and bets settled. */
  outcome: string;
  /** The label a bet sends for it (胜, 让平, 2:1, 大…). */
  label: string;
}

const outcomesByGame = new Map<number, ReadonlyMap<string, readonly Outcome[]>>();

/** The outcomes of each play of a sports game, in the engine's order. */
export function outcomesOf(gameCode: number): ReadonlyMap<string, readonly Outcome[]> {
  const known = outcomesByGame.get(gameCode);
  if (known) return known;
  const byPlay = new Map<string, Outcome[]>();
  for (const label of acceptedLabels(gameCode)) {
    const meaning = labelMeaning(gameCode, label);
    if (!meaning) continue;
    const list = byPlay.get(meaning.play) ?? [];
    if (!list.some((o) => o.outcome === meaning.outcome)) list.push({ outcome: meaning.outcome, label });
    byPlay.set(meaning.play, list);
  }
  outcomesByGame.set(gameCode, byPlay);
  return byPlay;
}
