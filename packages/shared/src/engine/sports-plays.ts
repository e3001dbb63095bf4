/**
 * Selection labels of the sports games as the earlier app sent them (`data[].res`), what each means, and how a
 * published match result decides it. Outcomes are short canonical codes so that settlement does not depend on
 * which spelling of a label the client used.
 */
import type { PlayKey } from './games.ts';

export type SportsPlay = Extract<
  PlayKey,
  'spf' | 'rqspf' | 'zjq' | 'bqc' | 'bf' | 'sxds' | 'sf' | 'rfsf' | 'dxf' | 'sfc' | 'sfgg' | 'sfc14' | 'rx9'
>;

export interface LabelMeaning {
  play: SportsPlay;
  /** Canonical outcome: H/D/A (home win/draw/away win), `0`..`7` goals, `HD` half/full, `2:1` or `H*` score… */
  outcome: string;
  /** The label shown back to people (the first spelling listed for this outcome). */
  label: string;
}

const SIDE_ZH = { H: '胜', D: '平', A: '负' } as const;
type Side = keyof typeof SIDE_ZH;
const SIDES: readonly Side[] = ['H', 'D', 'A'];

const HOME_WIN_SCORES = ['1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2', '5:0', '5:1', '5:2'];
const DRAW_SCORES = ['0:0', '1:1', '2:2', '3:3'];
const AWAY_WIN_SCORES = ['0:1', '0:2', '1:2', '0:3', '1:3', '2:3', '0:4', '1:4', '2:4', '0:5', '1:5', '2:5'];
export const LISTED_SCORES: ReadonlySet<string> = new Set([
  ...HOME_WIN_SCORES,
  ...DRAW_SCORES,
  ...AWAY_WIN_SCORES,
]);

export const MARGIN_BANDS = ['1-5', '6-10', '11-15', '16-20', '21-25', '26+'] as const;

type Dictionary = Map<string, LabelMeaning>;

function add(dict: Dictionary, play: SportsPlay, outcome: string, labels: readonly string[]): void {
  const [label] = labels;
  if (label === undefined) return;
  for (const spelling of labels) dict.set(spelling, { play, outcome, label });
}

function sidesDictionary(dict: Dictionary, play: SportsPlay, prefix = ''): void {
  for (const side of SIDES) add(dict, play, side, [`${prefix}${SIDE_ZH[side]}`]);
}

function totalGoals(dict: Dictionary): void {
  for (let goals = 0; goals <= 6; goals++) add(dict, 'zjq', String(goals), [String(goals), `${goals}球`]);
  add(dict, 'zjq', '7', ['7+', '7+球', '7']);
}

function halfFull(dict: Dictionary): void {
  for (const half of SIDES) {
    for (const full of SIDES) {
      const a = SIDE_ZH[half];
      const b = SIDE_ZH[full];
      add(dict, 'bqc', `${half}${full}`, [`${a}-${b}`, `${a}${b}`, `${a}/${b}`]);
    }
  }
}

function scores(dict: Dictionary): void {
  for (const score of LISTED_SCORES) add(dict, 'bf', score, [score, score.replace(':', '-')]);
  add(dict, 'bf', 'H*', ['胜其它', '胜其他']);
  add(dict, 'bf', 'D*', ['平其它', '平其他']);
  add(dict, 'bf', 'A*', ['负其它', '负其他']);
}

function football(): Dictionary {
  const dict: Dictionary = new Map();
  sidesDictionary(dict, 'spf');
  sidesDictionary(dict, 'rqspf', '让');
  totalGoals(dict);
  halfFull(dict);
  scores(dict);
  return dict;
}

function basketball(): Dictionary {
  const dict: Dictionary = new Map();
  add(dict, 'sf', 'H', ['主胜']);
  add(dict, 'sf', 'A', ['主负', '客胜']);
  add(dict, 'rfsf', 'H', ['让分主胜']);
  add(dict, 'rfsf', 'A', ['让分主负', '让分客胜']);
  add(dict, 'dxf', 'O', ['大', '大分']);
  add(dict, 'dxf', 'U', ['小', '小分']);
  MARGIN_BANDS.forEach((band, i) => {
    add(dict, 'sfc', `H${i + 1}`, [`主胜${band}`]);
    add(dict, 'sfc', `A${i + 1}`, [`客胜${band}`]);
  });
  return dict;
}

function beijing(): Dictionary {
  const dict: Dictionary = new Map();
  // 北京单场's 胜平负 always carries the handicap in `goal`.
  sidesDictionary(dict, 'rqspf');
  totalGoals(dict);
  halfFull(dict);
  scores(dict);
  add(dict, 'sxds', 'US', ['上单']);
  add(dict, 'sxds', 'UE', ['上双']);
  add(dict, 'sxds', 'LS', ['下单']);
  add(dict, 'sxds', 'LE', ['下双']);
  return dict;
}

function pools(play: SportsPlay): Dictionary {
  const dict: Dictionary = new Map();
  // The 14-match pools print 3/1/0 on tickets and in results.
  add(dict, play, 'H', ['胜', '3']);
  add(dict, play, 'D', ['平', '1']);
  add(dict, play, 'A', ['负', '0']);
  return dict;
}

function winLossParlay(): Dictionary {
  const dict: Dictionary = new Map();
  add(dict, 'sfgg', 'H', ['胜']);
  add(dict, 'sfgg', 'A', ['负']);
  return dict;
}

const DICTIONARIES: ReadonlyMap<number, Dictionary> = new Map([
  [407, football()],
  [406, basketball()],
  [405, beijing()],
  [404, winLossParlay()],
  [401, pools('sfc14')],
  [402, pools('rx9')],
]);

export function labelMeaning(game: number, label: string): LabelMeaning | undefined {
  return DICTIONARIES.get(game)?.get(label.trim());
}

/** The labels a game accepts (first spelling of each outcome), for error messages. */
export function acceptedLabels(game: number): string[] {
  const dict = DICTIONARIES.get(game);
  return dict ? [...new Set([...dict.values()].map((m) => m.label))] : [];
}

/** Most legs a parlay may have when it contains this play (official 竞彩/北单 limits). */
export const MAX_LEGS: Record<SportsPlay, number> = {
  spf: 8,
  rqspf: 8,
  zjq: 6,
  bqc: 4,
  bf: 4,
  sf: 8,
  rfsf: 8,
  dxf: 8,
  sfc: 4,
  sxds: 6,
  sfgg: 15,
  sfc14: 14,
  rx9: 9,
};
export const BEIJING_MAX_LEGS: Partial<Record<SportsPlay, number>> = { rqspf: 15, bf: 3, bqc: 6 };

/** Plays whose selection needs a line: the handicap (让球/让分) or the preset total (大小分). */
export const HANDICAP_PLAYS: ReadonlySet<SportsPlay> = new Set(['rqspf', 'rfsf']);
export const TOTAL_PLAYS: ReadonlySet<SportsPlay> = new Set(['dxf']);

export interface Score {
  home: number;
  away: number;
}

const side = (diff: number): Side => (diff > 0 ? 'H' : diff < 0 ? 'A' : 'D');

export type Verdict = 'win' | 'push' | 'lose';

/**
 * Decides one 竞彩 selection against a played (not cancelled) match. `line` is the handicap added to the home
 * score, or the preset total for 大小分. A handicap or total landing exactly on the line is a push (settled at
 * odds 1); official 竞彩篮球 lines end in .5 so this only happens with malformed lines.
 */
export type JingcaiPlay = Extract<
  SportsPlay,
  'spf' | 'rqspf' | 'zjq' | 'bqc' | 'bf' | 'sf' | 'rfsf' | 'dxf' | 'sfc'
>;

export function judge(
  play: JingcaiPlay,
  outcome: string,
  line: number | null,
  full: Score,
  half: Score | null,
): Verdict {
  const diff = full.home - full.away;
  const is = (hit: boolean): Verdict => (hit ? 'win' : 'lose');
  switch (play) {
    case 'spf':
    case 'sf':
      return is(side(diff) === outcome);
    case 'rqspf':
      return is(side(diff + (line ?? 0)) === outcome);
    case 'zjq':
      return is(String(Math.min(full.home + full.away, 7)) === outcome);
    case 'bqc':
      return half === null ? 'lose' : is(`${side(half.home - half.away)}${side(diff)}` === outcome);
    case 'bf': {
      const score = `${full.home}:${full.away}`;
      return is((LISTED_SCORES.has(score) ? score : `${side(diff)}*`) === outcome);
    }
    case 'rfsf': {
      const adjusted = diff + (line ?? 0);
      return adjusted === 0 ? 'push' : is(side(adjusted) === outcome);
    }
    case 'dxf': {
      const total = full.home + full.away;
      if (line === null || total === line) return 'push';
      return is((total > line ? 'O' : 'U') === outcome);
    }
    case 'sfc': {
      const margin = Math.abs(diff);
      const band = Math.min(6, Math.max(1, Math.ceil(margin / 5)));
      return is(`${side(diff)}${band}` === outcome);
    }
  }
}
