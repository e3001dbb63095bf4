import type { DbOrTrx } from '../../db/database.ts';

// What gates a staff member taking an order: their per-game rule (clerk_game_rules), which the staff module writes.
// The shop's own game switches (shop_games) are 彩种管理's (modules/shop-games), asked through its service.

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
