import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables the calendar module owns: only its repositories name them (docs/architecture.md). */
export interface CalendarTables {
  game_schedules: GameSchedulesTable;
  calendar_breaks: CalendarBreaksTable;
  issues: IssuesTable;
  fixtures: FixturesTable;
  game_rules: GameRulesTable;
}

/** A number game's published schedule (docs/calendar.md); times are HH:mm in the server's TZ. */
export interface GameSchedulesTable {
  game_code: number;
  /** ISO weekdays (1 = Monday … 7 = Sunday), comma-separated. */
  draw_weekdays: string;
  draw_time: string;
  close_time: string;
  /** `YYYY` (福彩) or `YY` (体彩): the year part of the issue number. */
  issue_format: string;
  update_time: number;
}

/** Days without draws, `YYYY-MM-DD` both included; `game_code` null for every number game. */
export interface CalendarBreaksTable {
  id: Generated<number>;
  game_code: number | null;
  from_day: string;
  to_day: string;
  memo: Generated<string>;
  create_time: number;
}

/** One draw of a number game; its state is computed (IssueState), never stored. */
export interface IssuesTable {
  id: Generated<number>;
  game_code: number;
  issue: string;
  sales_open: number;
  sales_close: number;
  draw_time: number;
  suspended: Generated<number>;
  create_time: number;
  update_time: number;
}

/** A sports match on sale for one game; `round` is the issue of pool and 北单 rounds, null for 竞彩. */
export interface FixturesTable {
  id: Generated<number>;
  game_code: number;
  match_id: string;
  code: string;
  round: string | null;
  league: string;
  home: string;
  away: string;
  kickoff: number;
  sales_close: number;
  handicap: number | null;
  total_line: number | null;
  /** JSON: odds by play and canonical outcome, e.g. {"spf":{"H":"1.85"}}; {} for games without fixed odds. */
  odds: Generated<string>;
  suspended: Generated<number>;
  update_time: number;
}

/** The platform's rules per game: the least advance a shop may set. */
export interface GameRulesTable {
  game_code: number;
  min_advance_minutes: Generated<number>;
  update_time: number;
}

export type GameScheduleRow = Selectable<GameSchedulesTable>;
export type CalendarBreakRow = Selectable<CalendarBreaksTable>;
export type IssueRow = Selectable<IssuesTable>;
export type FixtureRow = Selectable<FixturesTable>;
export type NewFixtureRow = Insertable<FixturesTable>;
