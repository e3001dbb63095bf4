import { EXCLUSIVE_SWITCHES, fenToYuan, PLATFORM_SWITCHES, type PlatformSwitch } from '@dzzs/shared';
import { GAMES, type Game } from '@dzzs/shared/engine';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { inTransaction } from '../../db/transaction.ts';
import { platformTerms, SWITCH_COLUMNS, type PlatformTerms } from './game-terms.ts';
import * as repo from './shop-games.repository.ts';

// The platform's side of 彩种管理 (`npm run platform -- games …`): the bounds of the shops' minimum bet, each
// switch offered to shops or withheld, and its default. The least advance stays the calendar's (`issues advance`).

export interface PlatformChange {
  minBetLowFen?: number | undefined;
  minBetHighFen?: number | undefined;
  minBetFen?: number | undefined;
  offer?: readonly PlatformSwitch[];
  withhold?: readonly PlatformSwitch[];
  on?: readonly PlatformSwitch[];
  off?: readonly PlatformSwitch[];
}

/** A change the platform may not make; the command prints it. */
export class PlatformGameError extends Error {}

export async function platformGames(db: DbOrTrx): Promise<{ game: Game; terms: PlatformTerms }[]> {
  const rows = new Map((await repo.platformGames(db)).map((r) => [r.game_code, r]));
  return GAMES.map((game) => ({ game, terms: platformTerms(rows.get(game.code)) }));
}

/** Applies a change to one game's platform settings; refuses a minimum outside its bounds and 允许重复 with 奖金优化
 *  both on by default. */
export async function setPlatformGame(
  ctx: AppContext,
  game: Game,
  change: PlatformChange,
  now: number,
): Promise<PlatformTerms> {
  return inTransaction(ctx, async (tx) => {
    const t = platformTerms(await repo.platformGame(tx.trx, game.code));
    const next: PlatformTerms = {
      minBetLowFen: change.minBetLowFen ?? t.minBetLowFen,
      minBetHighFen: change.minBetHighFen ?? t.minBetHighFen,
      minBetFen: change.minBetFen ?? t.minBetFen,
      offered: { ...t.offered },
      defaults: { ...t.defaults },
    };
    for (const s of change.offer ?? []) next.offered[s] = true;
    for (const s of change.withhold ?? []) next.offered[s] = false;
    for (const s of change.on ?? []) next.defaults[s] = 1;
    for (const s of change.off ?? []) next.defaults[s] = 0;
    if (!(
      next.minBetLowFen > 0 &&
      next.minBetLowFen <= next.minBetFen &&
      next.minBetFen <= next.minBetHighFen
    ))
      throw new PlatformGameError(
        `the minimum bet needs 0 < low ≤ default ≤ high (low ${fenToYuan(next.minBetLowFen)}, default ${fenToYuan(next.minBetFen)}, high ${fenToYuan(next.minBetHighFen)})`,
      );
    if (EXCLUSIVE_SWITCHES.every((s) => next.defaults[s]))
      throw new PlatformGameError(`${EXCLUSIVE_SWITCHES.join(' and ')} cannot both be on by default`);
    const columns = Object.fromEntries(
      PLATFORM_SWITCHES.flatMap((s) => [
        [`${SWITCH_COLUMNS[s]}_offered`, next.offered[s] ? 1 : 0],
        [`${SWITCH_COLUMNS[s]}_default`, next.defaults[s]],
      ]),
    ) as Record<`${(typeof SWITCH_COLUMNS)[PlatformSwitch]}_${'offered' | 'default'}`, number>;
    await repo.savePlatformGame(tx.trx, {
      game_code: game.code,
      min_bet_low_fen: next.minBetLowFen,
      min_bet_high_fen: next.minBetHighFen,
      min_bet_fen: next.minBetFen,
      ...columns,
      update_time: now,
    });
    return next;
  });
}
