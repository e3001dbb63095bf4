import {
  amountFen,
  countNotes,
  GAME,
  gameByCode,
  NUMBER_RULES,
  type NumberContent,
  type NumberLine,
  type PlayKey,
} from '@dzzs/shared/engine';

// What a number-game picker shows and sends, derived from the engine's one table of number rules (NUMBER_RULES):
// the grids of a game and play, the least picks of each, a random pick, and the figures "共N注 M倍 X元" computed
// by the engine's own counting and pricing of the line the selection stands for.

/** One ball grid of a picker: the numbers it offers and how many a bet needs at least. */
export interface Grid {
  /** Label key of the zone (red, blue, front, back, number, position). */
  label: 'red' | 'blue' | 'front' | 'back' | 'number' | 'position';
  /** 1-based position for digit games' 直选. */
  position?: number;
  min: number;
  max: number;
  /** Least picks for one bet. */
  need: number;
  /** Most picks the grid takes (胆 and 拖 together). */
  most: number;
  /** Most 胆 (banker) picks; 0 when the grid has no 胆拖. */
  maxDan: number;
}

export type Play = Extract<PlayKey, 'zhixuan' | 'zusan' | 'zuliu' | `x${number}`> | 'multiple';

export interface Selection {
  play: Play;
  /** Picked numbers per grid, in the order of gridsOf(); in 胆拖 the 拖 (legs). */
  picks: number[][];
  /** 胆拖 only: the 胆 (bankers) per grid, none of them among the same grid's picks. */
  dan?: number[][];
  multiple: number;
  /** 大乐透 追加. */
  additional: boolean;
}

/** The plays a picker offers for a number game (lotto games: one, 复式 covering 单式). */
export function playsOf(gameCode: number): Play[] {
  const rule = NUMBER_RULES[gameCode];
  if (!rule) return [];
  if (rule.kind === 'lotto') return ['multiple'];
  if (rule.kind === 'keno') return ['x1', 'x2', 'x3', 'x4', 'x5', 'x6', 'x7', 'x8', 'x9', 'x10'];
  return rule.groups ? ['zhixuan', 'zusan', 'zuliu'] : ['zhixuan'];
}

export function kenoPick(play: Play): number {
  return /^x(\d+)$/.test(play) ? Number(play.slice(1)) : 0;
}

export function gridsOf(gameCode: number, play: Play): Grid[] {
  const rule = NUMBER_RULES[gameCode];
  if (!rule) return [];
  if (rule.kind === 'lotto') {
    const lotto = rule.back !== null;
    const grids: Grid[] = [
      {
        label: gameCode === GAME.ssq ? 'red' : lotto ? 'front' : 'number',
        min: rule.front.min,
        max: rule.front.max,
        need: rule.front.pick,
        most: Math.min(rule.front.max - rule.front.min + 1, rule.front.pick + 14),
        maxDan: rule.front.maxDan,
      },
    ];
    if (rule.back)
      grids.push({
        label: gameCode === GAME.ssq ? 'blue' : 'back',
        min: rule.back.min,
        max: rule.back.max,
        need: rule.back.pick,
        most: rule.back.max - rule.back.min + 1,
        maxDan: rule.back.maxDan,
      });
    return grids;
  }
  if (rule.kind === 'keno') {
    const pick = kenoPick(play);
    return [
      {
        label: 'number',
        min: rule.min,
        max: rule.max,
        need: pick,
        most: Math.max(pick, 10) + 5,
        maxDan: Math.max(0, pick - 1),
      },
    ];
  }
  if (play === 'zusan' || play === 'zuliu')
    return [{ label: 'number', min: 0, max: 9, need: play === 'zusan' ? 2 : 3, most: 10, maxDan: 0 }];
  return rule.positions.map((p, i) => ({
    label: 'position',
    position: i + 1,
    min: p.min,
    max: p.max,
    need: 1,
    most: p.max - p.min + 1,
    maxDan: 0,
  }));
}

/** Whether the game's play offers 胆拖 (the engine's rules give some grid bankers). */
export const offersDantuo = (gameCode: number, play: Play): boolean =>
  gridsOf(gameCode, play).some((grid) => grid.maxDan > 0);

export const emptySelection = (
  gameCode: number,
  play: Play = playsOf(gameCode)[0] ?? 'multiple',
  dantuo = false,
): Selection => ({
  play,
  picks: gridsOf(gameCode, play).map(() => []),
  ...(dantuo && offersDantuo(gameCode, play) ? { dan: gridsOf(gameCode, play).map(() => []) } : {}),
  multiple: 1,
  additional: false,
});

const sortedOf = (lists: number[][] | undefined, length: number): number[][] =>
  Array.from({ length }, (_, i) => [...(lists?.[i] ?? [])].sort((a, b) => a - b));

/**
 * Whether a grid's picks make a bet, as the engine counts it: enough balls with the 胆 included and no more 胆 than the
 * grid allows (fewer than a bet's balls, so some 拖 always joins them).
 */
export function gridComplete(grid: Grid, tuo: readonly number[], dan: readonly number[] = []): boolean {
  if (dan.length > grid.maxDan || dan.some((n) => tuo.includes(n))) return false;
  return tuo.length + dan.length >= grid.need;
}

/** The selection as the engine's checked line, or null while some grid has too few picks. */
export function lineOf(gameCode: number, selection: Selection): NumberLine | null {
  const grids = gridsOf(gameCode, selection.play);
  if (grids.length !== selection.picks.length) return null;
  const sorted = sortedOf(selection.picks, grids.length);
  const dan = sortedOf(selection.dan, grids.length);
  if (grids.some((grid, i) => !gridComplete(grid, sorted[i] ?? [], dan[i]))) return null;
  const multiple = selection.multiple;
  const rule = NUMBER_RULES[gameCode];
  if (rule?.kind === 'lotto')
    return {
      kind: 'lotto',
      multiple,
      additional: rule.additional && selection.additional,
      front: sorted[0] ?? [],
      frontDan: dan[0] ?? [],
      back: sorted[1] ?? [],
      backDan: dan[1] ?? [],
    };
  if (rule?.kind === 'keno') {
    const pick = kenoPick(selection.play);
    return {
      kind: 'keno',
      play: selection.play as Extract<PlayKey, `x${number}`>,
      pick,
      multiple,
      numbers: sorted[0] ?? [],
      dan: dan[0] ?? [],
    };
  }
  if (selection.play === 'zusan' || selection.play === 'zuliu')
    return { kind: 'group', play: selection.play, multiple, digits: sorted[0] ?? [] };
  return { kind: 'straight', multiple, positions: sorted };
}

/** 注数 and amount (fen) of a selection, by the engine's counting and pricing; zero while incomplete. */
export function figuresOf(gameCode: number, selection: Selection): { notes: number; amountFen: number } {
  const game = gameByCode(gameCode);
  const line = lineOf(gameCode, selection);
  if (!game || !line) return { notes: 0, amountFen: 0 };
  const bet = { kind: 'number' as const, game, lines: [line] };
  return { notes: countNotes(bet), amountFen: amountFen(bet) };
}

const PLAY_WIRE: Partial<Record<Play, string>> = { zhixuan: '直选', zusan: '组三', zuliu: '组六' };

/** The selection as one line of an order's content (the wire form the server recounts and reprices). */
export function wireLineOf(gameCode: number, selection: Selection): NumberContent[number] {
  const { notes } = figuresOf(gameCode, selection);
  const rule = NUMBER_RULES[gameCode];
  const sorted = selection.picks.map((p) => [...p].sort((a, b) => a - b));
  const dan = sortedOf(selection.dan, sorted.length);
  let red: (number | number[])[] = sorted[0] ?? [];
  let blue: number[] = sorted[1] ?? [];
  let play: string | undefined;
  if (rule?.kind === 'keno') play = selection.play;
  else if (rule?.kind === 'digits') {
    play = PLAY_WIRE[selection.play];
    if (selection.play === 'zhixuan') {
      const seventh = rule.positions.length === 7;
      red = seventh ? sorted.slice(0, 6) : sorted;
      blue = seventh ? (sorted[6] ?? []) : [];
    } else blue = [];
  }
  return {
    note: notes,
    beilv: selection.multiple,
    switch: rule?.kind === 'lotto' && rule.additional && selection.additional ? 1 : 0,
    ...(play ? { play } : {}),
    data: {
      list: { red, blue },
      dan: rule?.kind === 'digits' ? { red: [], blue: [] } : { red: dan[0] ?? [], blue: dan[1] ?? [] },
    },
  };
}

/** `count` distinct numbers of `pool` drawn at random, sorted. */
function drawFrom(pool: number[], count: number, random: () => number): number[] {
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count).sort((a, b) => a - b);
}

/** 机选 one grid: its least picks at random; beside 胆 (`dan`), the 拖 that complete them, at least one. */
export function randomGrid(grid: Grid, random = Math.random, dan: readonly number[] = []): number[] {
  const pool = Array.from({ length: grid.max - grid.min + 1 }, (_, i) => grid.min + i).filter(
    (n) => !dan.includes(n),
  );
  return drawFrom(pool, dan.length ? Math.max(1, grid.need - dan.length) : grid.need, random);
}

/** 机选 a whole bet (one 注) of the play. */
export function randomSelection(gameCode: number, play: Play, random = Math.random): Selection {
  return {
    ...emptySelection(gameCode, play),
    picks: gridsOf(gameCode, play).map((grid) => randomGrid(grid, random)),
  };
}
