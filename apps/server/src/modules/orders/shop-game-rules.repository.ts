import type { DbOrTrx } from '../../db/database.ts';

// What gates an order before the shop takes it: a staff member's per-game rule (clerk_game_rules) and the games a
// shop has switched off (shop_games). Shop administration will edit them; the orders module reads them.

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

export async function setClerkRule(
  db: DbOrTrx,
  row: {
    clerk_id: number;
    game_code: number;
    rule: number;
    min_money: number;
    max_money: number;
    now: number;
  },
): Promise<void> {
  const { now, ...values } = row;
  await db
    .insertInto('clerk_game_rules')
    .values({ ...values, update_time: now })
    .onConflict((oc) =>
      oc.columns(['clerk_id', 'game_code']).doUpdateSet({
        rule: values.rule,
        min_money: values.min_money,
        max_money: values.max_money,
        update_time: now,
      }),
    )
    .execute();
}
