import { fenToYuan, type DrawInfo, type DrawResult, type MatchResultInfo } from '@dzzs/shared';
import { gameByCode, type MatchResult, type NumberDrawResult } from '@dzzs/shared/engine';
import type { DrawRow, MatchResultRow } from '../../db/schema.ts';

/** What `draws.numbers` holds: balls for ball games, digits in drawing order for digit games. */
export type StoredNumbers = { red: number[]; blue: number[] } | { digits: number[] };

export const readNumbers = (row: DrawRow) => JSON.parse(row.numbers) as StoredNumbers;
export const readPool = (row: DrawRow) => JSON.parse(row.pool_tiers) as Record<string, number>;

export function toDrawInfo(row: DrawRow): DrawInfo {
  const numbers = readNumbers(row);
  const balls =
    'digits' in numbers
      ? { red: [], blue: [], digits: numbers.digits }
      : { red: numbers.red, blue: numbers.blue, digits: [] };
  return {
    id: row.id,
    type: 'number',
    game: row.game_code,
    gameName: gameByCode(row.game_code)?.nameZh ?? String(row.game_code),
    issue: row.issue,
    ...balls,
    pool: Object.fromEntries(Object.entries(readPool(row)).map(([tier, fen]) => [tier, fenToYuan(fen)])),
    revision: row.revision,
    published_time: row.published_time,
    update_time: row.update_time,
  };
}

/** A draw as the player app shows it: balls or digits, no pool. */
export function toDrawResult(row: DrawRow): DrawResult {
  const numbers = readNumbers(row);
  return {
    game_id: row.game_code,
    issue: row.issue,
    red: 'digits' in numbers ? [] : numbers.red,
    blue: 'digits' in numbers ? [] : numbers.blue,
    digits: 'digits' in numbers ? numbers.digits : [],
    published_time: row.published_time,
  };
}

const scoreText = (home: number | null, away: number | null) =>
  home === null || away === null ? null : `${home}:${away}`;

export function toMatchResultInfo(row: MatchResultRow): MatchResultInfo {
  return {
    id: row.id,
    type: 'match',
    matchId: row.match_id,
    full: scoreText(row.full_home, row.full_away),
    half: scoreText(row.half_home, row.half_away),
    cancelled: row.cancelled,
    revision: row.revision,
    published_time: row.published_time,
    update_time: row.update_time,
  };
}

export function toEngineDraw(row: DrawRow): NumberDrawResult {
  const numbers = readNumbers(row);
  const base = { game: row.game_code, issue: row.issue, poolTiers: readPool(row) };
  return 'digits' in numbers
    ? { ...base, positions: numbers.digits }
    : { ...base, numbers: { red: numbers.red, blue: numbers.blue } };
}

export function toEngineMatch(row: MatchResultRow): MatchResult {
  const score = (home: number | null, away: number | null) =>
    home === null || away === null ? null : { home, away };
  return {
    matchId: row.match_id,
    fullTime: score(row.full_home, row.full_away),
    halfTime: score(row.half_home, row.half_away),
    cancelled: row.cancelled === 1,
  };
}
