import { create } from 'zustand';
import { readStorage, writeStorage } from '@dzzs/web-shared/storage.ts';
import { MAX_MULTIPLE, MAX_NUMBER_LINES, type NumberContent } from '@dzzs/shared/engine';
import { figuresOf, wireLineOf, type Selection } from './picker-model.ts';

// The 投注单 of each game: the lines picked so far, one multiple and the 追加 switch for all of them. Kept on the
// device, so a reload or a trip to 充值 does not lose the picks.

export interface Slip {
  lines: Selection[];
  multiple: number;
  additional: boolean;
}

const KEY = 'player_slips';
const empty = (): Slip => ({ lines: [], multiple: 1, additional: false });

function load(): Record<string, Slip> {
  try {
    const parsed: unknown = JSON.parse(readStorage(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Slip>) : {};
  } catch {
    return {};
  }
}

export const useSlips = create<Record<string, Slip>>()(() => load());
useSlips.subscribe((slips) => writeStorage(KEY, JSON.stringify(slips)));

/** One empty slip for every game without lines: a fresh one per read would re-render the page without end. */
const EMPTY: Slip = empty();

export const slipOf = (slips: Record<string, Slip>, gameCode: number): Slip => slips[gameCode] ?? EMPTY;

function update(gameCode: number, change: (slip: Slip) => Slip) {
  useSlips.setState((slips) => ({ ...slips, [gameCode]: change(slipOf(slips, gameCode)) }));
}

export function addLines(gameCode: number, lines: Selection[]) {
  update(gameCode, (slip) => ({ ...slip, lines: [...lines, ...slip.lines].slice(0, MAX_NUMBER_LINES) }));
}
export function removeLine(gameCode: number, index: number) {
  update(gameCode, (slip) => ({ ...slip, lines: slip.lines.filter((_, i) => i !== index) }));
}
export function setMultiple(gameCode: number, multiple: number) {
  update(gameCode, (slip) => ({
    ...slip,
    multiple: Math.min(MAX_MULTIPLE, Math.max(1, Math.floor(multiple))),
  }));
}
export function setAdditional(gameCode: number, additional: boolean) {
  update(gameCode, (slip) => ({ ...slip, additional }));
}
export function clearSlip(gameCode: number) {
  update(gameCode, empty);
}

/** Each line as the slip prices it: the slip's multiple and 追加 applied. */
const applied = (slip: Slip, line: Selection): Selection => ({
  ...line,
  multiple: slip.multiple,
  additional: slip.additional,
});

/** "共N注 M倍 X元" of the whole slip, by the engine. */
export function slipFigures(gameCode: number, slip: Slip): { notes: number; amountFen: number } {
  return slip.lines.reduce(
    (sum, line) => {
      const f = figuresOf(gameCode, applied(slip, line));
      return { notes: sum.notes + f.notes, amountFen: sum.amountFen + f.amountFen };
    },
    { notes: 0, amountFen: 0 },
  );
}

/** The order's content: the slip's lines in the wire form the server recounts and reprices. */
export function slipContent(gameCode: number, slip: Slip): NumberContent {
  return slip.lines.map((line) => wireLineOf(gameCode, applied(slip, line)));
}
