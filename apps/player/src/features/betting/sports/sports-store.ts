import { create } from 'zustand';
import { readStorage, writeStorage } from '@dzzs/web-shared/storage.ts';
import { MAX_MULTIPLE } from '@dzzs/shared/engine';
import { emptySportsSlip, matchBounds, type SportsSlip } from './sports-model.ts';

// The picks of each sports game, kept on the device like the number games' 投注单: the picker and the 投注单 edit
// the same picks, and a trip to 充值 does not lose them. Picks of matches no longer on sale are left out where the
// picks meet the matches (sports-model.ts), so nothing stale is priced or sent.

const KEY = 'player_sports_slips';

function load(): Record<string, SportsSlip> {
  try {
    const parsed: unknown = JSON.parse(readStorage(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, SportsSlip>) : {};
  } catch {
    return {};
  }
}

export const useSportsSlips = create<Record<string, SportsSlip>>()(() => load());
useSportsSlips.subscribe((slips) => writeStorage(KEY, JSON.stringify(slips)));

/** One empty slip for every game without picks: a page reading the store gets the same object until it changes. */
const EMPTY: SportsSlip = emptySportsSlip();

export const sportsSlipOf = (slips: Record<string, SportsSlip>, gameCode: number): SportsSlip =>
  slips[gameCode] ?? EMPTY;

function update(gameCode: number, change: (slip: SportsSlip) => SportsSlip) {
  useSportsSlips.setState((slips) => ({ ...slips, [gameCode]: change(sportsSlipOf(slips, gameCode)) }));
}

/**
 * Picks or unpicks one outcome of a match; false when picking it would hold more matches than a bet of the game
 * may (the picker says so).
 */
export function togglePick(gameCode: number, matchId: string, res: string): boolean {
  const slip = sportsSlipOf(useSportsSlips.getState(), gameCode);
  const picked = slip.picks[matchId] ?? [];
  const matches = Object.values(slip.picks).filter((p) => p.length > 0).length;
  if (!picked.includes(res) && picked.length === 0 && matches >= matchBounds(gameCode).max) return false;
  update(gameCode, (s) => {
    const next = picked.includes(res) ? picked.filter((r) => r !== res) : [...picked, res];
    const picks = { ...s.picks, [matchId]: next };
    if (next.length === 0) delete picks[matchId];
    return { ...s, picks };
  });
  return true;
}
export function removeMatch(gameCode: number, matchId: string) {
  update(gameCode, (s) => {
    const picks = { ...s.picks };
    delete picks[matchId];
    return { ...s, picks };
  });
}
/** Drops the picks of matches no longer on sale (closed, suspended, played), so they hold no place among the most. */
export function keepMatches(gameCode: number, onSale: readonly string[]) {
  const slip = sportsSlipOf(useSportsSlips.getState(), gameCode);
  const gone = Object.keys(slip.picks).filter((id) => !onSale.includes(id));
  if (gone.length === 0) return;
  update(gameCode, (s) => ({
    ...s,
    picks: Object.fromEntries(Object.entries(s.picks).filter(([id]) => !gone.includes(id))),
  }));
}
export function setPasses(gameCode: number, passes: string[]) {
  update(gameCode, (s) => ({ ...s, passes }));
}
export function setSportsMultiple(gameCode: number, multiple: number) {
  update(gameCode, (s) => ({ ...s, multiple: Math.min(MAX_MULTIPLE, Math.max(1, Math.floor(multiple))) }));
}
export function clearSportsSlip(gameCode: number) {
  update(gameCode, emptySportsSlip);
}
