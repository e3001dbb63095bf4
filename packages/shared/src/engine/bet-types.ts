/**
 * The checked bet every part of the engine works on, as validation (bet-content*.ts) produces it. Declarations
 * only: counting, pricing, splitting and settlement import these, validation imports counting, and neither needs
 * the other's code for the types.
 */
import type { Game } from './games.ts';
import type { NumberLine } from './number-rules.ts';
import type { PassType } from './pass-types.ts';
import type { SportsPlay } from './sports-plays.ts';

export interface Selection {
  /** Canonical label of the outcome (labelMeaning(...).label): '胜其他' reads '胜其它', a pool's '3' reads '胜'. */
  res: string;
  play: SportsPlay;
  outcome: string;
  /** Odds in hundredths (1.85 → 185); null where the game has no fixed odds at bet time. */
  odds: number | null;
  /** Handicap or preset total that decides this selection; null for plays without a line. */
  line: number | null;
  /** The line the selection carried itself (it overrides the match's), so the bet is written back as sent. */
  ownLine: number | null;
}

export interface SportsMatch {
  matchId: string;
  matchNumStr: string;
  home: string;
  away: string;
  /** Handicap added to the home score (让球/让分), when the match carries one. */
  goal: number | null;
  /** Preset total points (大小分), when the match carries one. */
  totalLine: number | null;
  selections: Selection[];
}

export interface OptimizeGroup {
  /** One selection per match: indexes into `matches` and that match's `selections`. */
  picks: { match: number; selection: number }[];
  units: number;
}

export interface SportsBet {
  kind: 'sports';
  game: Game;
  /** 北京单场 issue (`lssue` on the wire); null when the bet names none. */
  issue: string | null;
  matches: SportsMatch[];
  passTypes: PassType[];
  multiple: number;
  /** remarks.isComplex '1': split into tickets by pass type. */
  complex: boolean;
  /** remarks.Repeat '1': complex tickets carry one selection per match (a match repeats over tickets). */
  repeat: boolean;
  optimize: OptimizeGroup[] | null;
}

export interface NumberBet {
  kind: 'number';
  game: Game;
  lines: NumberLine[];
}

export type ValidBet = SportsBet | NumberBet;
