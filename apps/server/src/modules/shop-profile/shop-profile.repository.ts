import { GroupId } from '@dzzs/shared';
import type { Updateable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { Dialect } from '../../db/migrations/helpers.ts';
import { locked } from '../../db/row-locks.ts';
import type { NewShopConfigRow, ShopConfigRow, ShopConfigTable } from '../../db/schema.ts';

// The shop's profile lives on its owner's user row (nickname, avatar, real name) and on shop_config (contact fields,
// certification). Every query is keyed by the shop's id, which is the owner's user id.

export async function ownerOf(db: DbOrTrx, shopId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'nickname', 'avatar', 'real_name'])
    .where('id', '=', shopId)
    .where('group_id', '=', GroupId.shopkeeper)
    .executeTakeFirst();
}

export async function setNickname(db: DbOrTrx, shopId: number, nickname: string, now: number) {
  await db.updateTable('users').set({ nickname, update_time: now }).where('id', '=', shopId).execute();
}

/** Sets the avatar; answers the one it replaced. */
export async function setAvatar(db: DbOrTrx, shopId: number, avatar: string, now: number): Promise<string> {
  const before = await db.selectFrom('users').select('avatar').where('id', '=', shopId).executeTakeFirst();
  await db.updateTable('users').set({ avatar, update_time: now }).where('id', '=', shopId).execute();
  return before?.avatar ?? '';
}

/** Records the real name unless one is already verified; answers whether it did. */
export async function setRealName(
  db: DbOrTrx,
  shopId: number,
  sfzId: string,
  sfzName: string,
  now: number,
): Promise<boolean> {
  const res = await db
    .updateTable('users')
    .set({ real_name: 1, sfz_id: sfzId, sfz_name: sfzName, update_time: now })
    .where('id', '=', shopId)
    .where('real_name', '<>', 1)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function configOf(db: DbOrTrx, shopId: number): Promise<ShopConfigRow | undefined> {
  return db.selectFrom('shop_config').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
}

/** The shop's config, locked for the transaction. */
export function lockConfig(trx: Trx, dialect: Dialect, shopId: number): Promise<ShopConfigRow | undefined> {
  return locked(
    trx.selectFrom('shop_config').selectAll().where('shop_id', '=', shopId),
    dialect,
  ).executeTakeFirst();
}

export async function updateConfig(
  db: DbOrTrx,
  shopId: number,
  patch: Updateable<ShopConfigTable>,
): Promise<void> {
  await db.updateTable('shop_config').set(patch).where('shop_id', '=', shopId).execute();
}

/** The history helper's conditional update of a certification: from `from` only; the config as written, or none. */
export function moveCertification(
  trx: Trx,
  shopId: number,
  from: number,
  patch: Updateable<ShopConfigTable> & { store_certification: number },
): Promise<ShopConfigRow | undefined> {
  return trx
    .updateTable('shop_config')
    .set(patch)
    .where('shop_id', '=', shopId)
    .where('store_certification', '=', from)
    .returningAll()
    .executeTakeFirst();
}

/** Shops whose certification waits for the platform, oldest submission first. */
export async function pendingShops(db: DbOrTrx, state: number) {
  return db
    .selectFrom('shop_config')
    .innerJoin('users', 'users.id', 'shop_config.shop_id')
    .select([
      'users.id',
      'users.username',
      'users.nickname',
      'shop_config.store_id_type',
      'shop_config.store_id',
      'shop_config.update_time',
    ])
    .where('shop_config.store_certification', '=', state)
    .orderBy('shop_config.update_time')
    .orderBy('users.id')
    .execute();
}

export async function insertConfig(
  db: DbOrTrx,
  shopId: number,
  now: number,
  patch: Partial<NewShopConfigRow> = {},
): Promise<void> {
  await db
    .insertInto('shop_config')
    .values({ shop_id: shopId, create_time: now, update_time: now, ...patch })
    .execute();
}

/** The certification state of each of these shops. */
export async function certifications(db: DbOrTrx, shopIds: readonly number[]): Promise<Map<number, number>> {
  if (!shopIds.length) return new Map();
  const rows = await db
    .selectFrom('shop_config')
    .select(['shop_id', 'store_certification'])
    .where('shop_id', 'in', [...new Set(shopIds)])
    .execute();
  return new Map(rows.map((r) => [r.shop_id, r.store_certification]));
}
