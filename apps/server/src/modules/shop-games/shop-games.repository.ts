import type { Insertable, Selectable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { Dialect } from '../../db/migrations/helpers.ts';
import { locked } from '../../db/row-locks.ts';
import type { Database } from '../../db/schema.ts';

// The only Kysely code of the games' settings (docs/shop-setup.md, "Games"): the platform's bounds and defaults
// (game_settings) and each shop's own settings (shop_games; its advance minutes are the calendar's, set through
// the calendar's service).

export type PlatformGameRow = Selectable<Database['game_settings']>;
export type NewPlatformGameRow = Insertable<Database['game_settings']>;
export type ShopGameRow = Selectable<Database['shop_games']>;
/** The columns of shop_games this module writes. */
export type ShopGamePatch = Partial<
  Pick<
    ShopGameRow,
    | 'enabled'
    | 'min_bet_fen'
    | 'max_bet_fen'
    | 'cooperation'
    | 'complex_play'
    | 'allow_repeat'
    | 'bonus_optimization'
    | 'issuing'
  >
>;

export function platformGames(db: DbOrTrx): Promise<PlatformGameRow[]> {
  return db.selectFrom('game_settings').selectAll().execute();
}

export function platformGame(db: DbOrTrx, gameCode: number): Promise<PlatformGameRow | undefined> {
  return db.selectFrom('game_settings').selectAll().where('game_code', '=', gameCode).executeTakeFirst();
}

export async function savePlatformGame(db: DbOrTrx, row: NewPlatformGameRow): Promise<void> {
  const { game_code: _code, ...values } = row;
  await db
    .insertInto('game_settings')
    .values(row)
    .onConflict((oc) => oc.column('game_code').doUpdateSet(values))
    .execute();
}

export function shopGames(db: DbOrTrx, shopId: number): Promise<ShopGameRow[]> {
  return db.selectFrom('shop_games').selectAll().where('shop_id', '=', shopId).execute();
}

export function shopGame(db: DbOrTrx, shopId: number, gameCode: number): Promise<ShopGameRow | undefined> {
  return db
    .selectFrom('shop_games')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
}

/** The shop's row of a game, made if missing and locked for the transaction: two edits of one game take turns. */
export async function lockShopGame(
  trx: Trx,
  dialect: Dialect,
  shopId: number,
  gameCode: number,
  now: number,
): Promise<ShopGameRow> {
  await trx
    .insertInto('shop_games')
    .values({ shop_id: shopId, game_code: gameCode, advance_minutes: null, update_time: now })
    .onConflict((oc) => oc.columns(['shop_id', 'game_code']).doNothing())
    .execute();
  return locked(
    trx.selectFrom('shop_games').selectAll().where('shop_id', '=', shopId).where('game_code', '=', gameCode),
    dialect,
  ).executeTakeFirstOrThrow();
}

export async function updateShopGame(
  trx: Trx,
  shopId: number,
  gameCode: number,
  patch: ShopGamePatch,
  now: number,
): Promise<void> {
  await trx
    .updateTable('shop_games')
    .set({ ...patch, update_time: now })
    .where('shop_id', '=', shopId)
    .where('game_code', '=', gameCode)
    .execute();
}

/** The games each of these shops has switched off. */
export async function closedGamesOf(
  db: DbOrTrx,
  shopIds: readonly number[],
): Promise<{ shop_id: number; game_code: number }[]> {
  if (!shopIds.length) return [];
  return db
    .selectFrom('shop_games')
    .select(['shop_id', 'game_code'])
    .where('shop_id', 'in', [...new Set(shopIds)])
    .where('enabled', '=', 0)
    .execute();
}

export async function shopAdvance(db: DbOrTrx, shopId: number, gameCode: number): Promise<number | null> {
  const row = await db
    .selectFrom('shop_games')
    .select('advance_minutes')
    .where('shop_id', '=', shopId)
    .where('game_code', '=', gameCode)
    .executeTakeFirst();
  return row?.advance_minutes ?? null;
}

export async function setShopAdvance(
  db: DbOrTrx,
  shopId: number,
  gameCode: number,
  minutes: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('shop_games')
    .values({ shop_id: shopId, game_code: gameCode, advance_minutes: minutes, update_time: now })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'game_code']).doUpdateSet({ advance_minutes: minutes, update_time: now }),
    )
    .execute();
}
