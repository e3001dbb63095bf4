import type { Generated, Selectable } from 'kysely';

/** The tables the draws module owns: only its repositories name them (docs/architecture.md). */
export interface DrawsTables {
  draws: DrawsTable;
  match_results: MatchResultsTable;
}

/** A number game's published draw; republishing the same content changes nothing, other content is a correction. */
export interface DrawsTable {
  id: Generated<number>;
  game_code: number;
  issue: string;
  /** JSON: {red, blue} for ball games, {digits} for digit games. */
  numbers: string;
  /** JSON: per-unit prize in fen of the pool tiers, by tier number. */
  pool_tiers: Generated<string>;
  /** 1 when first published; +1 per correction. */
  revision: Generated<number>;
  published_time: number;
  update_time: number;
}

/** A sports match's result; scores are null for a cancelled match. */
export interface MatchResultsTable {
  id: Generated<number>;
  match_id: string;
  full_home: number | null;
  full_away: number | null;
  half_home: number | null;
  half_away: number | null;
  cancelled: Generated<number>;
  revision: Generated<number>;
  published_time: number;
  update_time: number;
}

export type DrawRow = Selectable<DrawsTable>;
export type MatchResultRow = Selectable<MatchResultsTable>;
