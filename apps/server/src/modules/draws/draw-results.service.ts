import type { DrawResult, Page } from '@dzzs/shared';
import type { DbOrTrx } from '../../db/database.ts';
import { pageOf, windowOf, type PageQuery } from '../../db/paging.ts';
import { toDrawResult } from './draws.mapper.ts';
import * as repo from './draws.repository.ts';

// Published number draws as the player app reads them (开奖): the latest of each game, and a game's history.

/** The latest published draw of each game, by game code (games with none are absent). */
export async function latestDraws(
  db: DbOrTrx,
  gameCodes: readonly number[],
): Promise<Map<number, DrawResult>> {
  const rows = await repo.latestDraws(db, gameCodes);
  return new Map(rows.map((r) => [r.game_code, toDrawResult(r)]));
}

/** One game's published draws, the latest published first (by keyset on the row id). */
export async function drawHistory(db: DbOrTrx, gameCode: number, q: PageQuery): Promise<Page<DrawResult>> {
  const { total, rows } = await repo.listDraws(db, { gameCode }, windowOf(q));
  return pageOf(q, total, rows, toDrawResult);
}
