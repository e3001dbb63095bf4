import type { DbOrTrx } from '../../db/database.ts';

// What gates an order before the shop takes it: a staff member's per-game rule (clerk_game_rules) and the games a
// shop has switched off (shop_games). The staff module writes the rules; the orders module reads both.

/** A staff member's acceptance rule for a game; undefined means no limit. */
export async function clerkRule(
  db: DbOrTrx,
  clerkId: number,
  gameCode: number,
): Promise<{ rule: number; min_money: number; max_money: number } | undefined> {
  return db
    .selectFrom('clerk_game_rules')
    .select(['rule', 'min_money', 'max_money'])
    .where('clerk_id', '=', clerkId)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
}

/** Whether the shop has switched the game off (no row: open). */
export async function gameClosed(db: DbOrTrx, shopId: number, gameCode: number): Promise<boolean> {
  const r = await db
    .selectFrom('shop_games')
    .select('enabled')
    .where('shop_id', '=', shopId)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return r !== undefined && r.enabled === 0;
}
