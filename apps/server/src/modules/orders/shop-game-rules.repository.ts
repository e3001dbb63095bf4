import type { DbOrTrx } from '../../db/database.ts';

// What gates a staff member taking an order: their per-game rule (clerk_game_rules). The shop's own game switches
// (shop_games) are 彩种管理's (modules/shop-games), asked through its service.

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
