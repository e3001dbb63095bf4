import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { ClerkConfigRow, ClerkConfigTable, NewClerkConfigRow } from '../../db/schema.ts';
import type { Updateable } from 'kysely';

// The only queries of staff management (docs/staff.md): staff accounts (users of group 3 with their clerk_config
// row), their per-game rules (clerk_game_rules) and their failed logins. Every read is scoped to the owner's shop
// through clerk_config.shop_id, so another shop's staff id is "not found".

const staffColumns = [
  'u.id',
  'u.username',
  'u.nickname',
  'u.avatar',
  'u.create_time',
  'c.state',
  'c.real_name',
  'c.remarks',
  'c.sfz',
  'c.view_userlist',
  'c.cooperation',
  'c.award',
] as const;

const staffOf = (db: DbOrTrx, shopId: number) =>
  db
    .selectFrom('clerk_config as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(staffColumns)
    .where('c.shop_id', '=', shopId);

export type StaffRow = Awaited<ReturnType<typeof findStaff>> & object;

/** The shop's staff, newest first; `state` picks 已启用 (1) or 已停用 (0). */
export function listStaff(db: DbOrTrx, shopId: number, state: number | undefined) {
  let q = staffOf(db, shopId);
  if (state !== undefined) q = q.where('c.state', '=', state);
  return q.orderBy('u.id', 'desc').execute();
}

export function findStaff(db: DbOrTrx, shopId: number, id: number) {
  return staffOf(db, shopId).where('c.user_id', '=', id).executeTakeFirst();
}

/** The game rules of these staff members (rows only where the owner set one). */
export function gameRules(db: DbOrTrx, clerkIds: readonly number[]) {
  if (!clerkIds.length) return Promise.resolve([]);
  return db
    .selectFrom('clerk_game_rules')
    .select(['clerk_id', 'game_code', 'rule', 'min_money', 'max_money'])
    .where('clerk_id', 'in', clerkIds)
    .execute();
}

export async function insertConfig(
  trx: Trx,
  row: {
    user_id: number;
    shop_id: number;
    real_name: string;
    sfz: string;
    remarks: string;
    view_userlist: number;
    cooperation: number;
    award: number;
    now: number;
  },
): Promise<void> {
  const { now, ...values } = row;
  await trx
    .insertInto('clerk_config')
    .values({ ...values, state: 1, create_time: now, update_time: now })
    .execute();
}

export async function updateConfig(
  trx: Trx,
  shopId: number,
  id: number,
  patch: Updateable<ClerkConfigTable>,
): Promise<void> {
  await trx
    .updateTable('clerk_config')
    .set(patch)
    .where('user_id', '=', id)
    .where('shop_id', '=', shopId)
    .execute();
}

/** Moves the account to `state` unless it is there already: true when this call changed it. */
export async function switchState(
  trx: Trx,
  a: { shopId: number; id: number; state: number; now: number },
): Promise<boolean> {
  const r = await trx
    .updateTable('clerk_config')
    .set({ state: a.state, update_time: a.now })
    .where('user_id', '=', a.id)
    .where('shop_id', '=', a.shopId)
    .where('state', '<>', a.state)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function setGameRule(
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

export async function findClerkConfig(db: DbOrTrx, userId: number): Promise<ClerkConfigRow | undefined> {
  return db.selectFrom('clerk_config').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A staff member's row as given (the demo seed and tests make staff with chosen permissions). */
export async function insertClerkConfig(db: DbOrTrx, row: NewClerkConfigRow): Promise<void> {
  await db.insertInto('clerk_config').values(row).execute();
}

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
