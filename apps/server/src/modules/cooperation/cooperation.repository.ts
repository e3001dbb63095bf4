import { CooperationState, GroupId, ID_MAX, PartnershipState } from '@dzzs/shared';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { Dialect } from '../../db/migrations/helpers.ts';
import { sharedLock } from '../../db/row-locks.ts';
import type { ExpressionBuilder } from 'kysely';
import type {
  CooperationApplicationRow,
  CooperationGameRow,
  CooperationRow,
  Database,
} from '../../db/schema.ts';

// The only query-building code of partner shops (docs/partners.md). Every read names the caller's shop and side.
// A cooperation that ended keeps its row (and its history): every read of cooperations in force asks for active ones.

export type Side = 'branch' | 'main';
const column = (side: Side) => (side === 'branch' ? 'branch_shop_id' : 'main_shop_id');
const other = (side: Side): Side => (side === 'branch' ? 'main' : 'branch');

export interface ShopCard {
  id: number;
  nickname: string;
  avatar: string;
  mobile: string;
}

/** A shop (owner account) by id, or undefined for a player, staff member, the platform or nobody. */
export async function findShop(db: DbOrTrx, id: number): Promise<ShopCard | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'mobile'])
    .where('id', '=', id)
    .where('group_id', '=', GroupId.shopkeeper)
    .executeTakeFirst();
}

export async function shopsByIds(db: DbOrTrx, ids: readonly number[]): Promise<Map<number, ShopCard>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'mobile'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

const pair = (db: DbOrTrx, branchShopId: number, mainShopId: number) =>
  db
    .selectFrom('cooperations')
    .selectAll()
    .where('branch_shop_id', '=', branchShopId)
    .where('main_shop_id', '=', mainShopId);

const activePair = (db: DbOrTrx, branchShopId: number, mainShopId: number) =>
  pair(db, branchShopId, mainShopId).where('state', '=', PartnershipState.active);

/** The cooperation in force between a branch and a main store. */
export async function findCooperation(
  db: DbOrTrx,
  branchShopId: number,
  mainShopId: number,
): Promise<CooperationRow | undefined> {
  return activePair(db, branchShopId, mainShopId).executeTakeFirst();
}

/** The pair's cooperation row whatever its state (one per pair: an ended one is resumed, not made again). */
export async function findPair(
  db: DbOrTrx,
  branchShopId: number,
  mainShopId: number,
): Promise<CooperationRow | undefined> {
  return pair(db, branchShopId, mainShopId).executeTakeFirst();
}

/** The cooperation of a branch and a main store, locked shared until the transaction ends (see `sharedLock`). */
export async function lockCooperation(
  trx: Trx,
  dialect: Dialect,
  branchShopId: number,
  mainShopId: number,
): Promise<CooperationRow | undefined> {
  return sharedLock(activePair(trx, branchShopId, mainShopId), dialect).executeTakeFirst();
}

export function findCooperationById(db: DbOrTrx, id: number): Promise<CooperationRow | undefined> {
  return db.selectFrom('cooperations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The history helper's conditional update of a cooperation: `from` → `to`; undefined when it had moved. */
export function moveCooperation(
  trx: Trx,
  id: number,
  from: number,
  to: number,
): Promise<CooperationRow | undefined> {
  return trx
    .updateTable('cooperations')
    .set({ state: to })
    .where('id', '=', id)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export function insertApplication(
  trx: Trx,
  row: Omit<CooperationApplicationRow, 'id' | 'state' | 'handler_id' | 'handle_time'>,
): Promise<CooperationApplicationRow> {
  return trx.insertInto('cooperation_applications').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function applicationsOf(
  db: DbOrTrx,
  side: Side,
  shopId: number,
  f: { waitingOnly?: boolean; from?: number; to?: number },
): Promise<CooperationApplicationRow[]> {
  let q = db.selectFrom('cooperation_applications').selectAll().where(column(side), '=', shopId);
  if (f.waitingOnly) q = q.where('state', '=', CooperationState.pending);
  if (f.from !== undefined) q = q.where('create_time', '>=', f.from);
  if (f.to !== undefined) q = q.where('create_time', '<', f.to);
  return q.orderBy('id', 'desc').limit(500).execute();
}

export async function applicationToMain(
  db: DbOrTrx,
  id: number,
  mainShopId: number,
): Promise<CooperationApplicationRow | undefined> {
  return db
    .selectFrom('cooperation_applications')
    .selectAll()
    .where('id', '=', id)
    .where('main_shop_id', '=', mainShopId)
    .executeTakeFirst();
}

export function findApplicationById(db: DbOrTrx, id: number): Promise<CooperationApplicationRow | undefined> {
  return db.selectFrom('cooperation_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The history helper's conditional update of an application: `from` → `set.state`; undefined when it had moved. */
export async function moveApplication(
  trx: Trx,
  id: number,
  from: number,
  set: { state: number; handler_id: number; handle_time: number },
): Promise<CooperationApplicationRow | undefined> {
  return trx
    .updateTable('cooperation_applications')
    .set(set)
    .where('id', '=', id)
    .where('state', '=', from)
    .returningAll()
    .executeTakeFirst();
}

export async function insertCooperation(
  trx: Trx,
  branchShopId: number,
  mainShopId: number,
  now: number,
): Promise<CooperationRow> {
  return trx
    .insertInto('cooperations')
    .values({ branch_shop_id: branchShopId, main_shop_id: mainShopId, create_time: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One game of a cooperation, for a select, an update or a delete. */
const theGame =
  (cooperationId: number, gameCode: number) => (eb: ExpressionBuilder<Database, 'cooperation_games'>) =>
    eb.and([eb('cooperation_id', '=', cooperationId), eb('game_code', '=', gameCode)]);

export async function findGame(
  db: DbOrTrx,
  cooperationId: number,
  gameCode: number,
): Promise<CooperationGameRow | undefined> {
  return db
    .selectFrom('cooperation_games')
    .selectAll()
    .where(theGame(cooperationId, gameCode))
    .executeTakeFirst();
}

export async function insertGame(
  trx: Trx,
  row: { cooperation_id: number; game_code: number; commission: number; create_time: number },
): Promise<void> {
  await trx.insertInto('cooperation_games').values(row).execute();
}

export async function setGameSwitch(
  trx: Trx,
  cooperationId: number,
  gameCode: number,
  patch: { auto_hand_over: number } | { accepting: number },
): Promise<boolean> {
  const r = await trx
    .updateTable('cooperation_games')
    .set(patch)
    .where(theGame(cooperationId, gameCode))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteGame(trx: Trx, cooperationId: number, gameCode: number): Promise<boolean> {
  const r = await trx
    .deleteFrom('cooperation_games')
    .where(theGame(cooperationId, gameCode))
    .executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** The games of a cooperation that ended go with it. */
export async function deleteGames(trx: Trx, cooperationId: number): Promise<void> {
  await trx.deleteFrom('cooperation_games').where('cooperation_id', '=', cooperationId).execute();
}

/**
 * The cooperations where `shopId` is on `side`, with the counterpart's nickname or shop ID matching `search`, and
 * their games.
 */
export async function cooperationsOf(
  db: DbOrTrx,
  side: Side,
  shopId: number,
  search: string,
): Promise<{ cooperations: CooperationRow[]; games: CooperationGameRow[] }> {
  let q = db
    .selectFrom('cooperations as c')
    .innerJoin('users as u', 'u.id', `c.${column(other(side))}`)
    .selectAll('c')
    .where(`c.${column(side)}`, '=', shopId)
    .where('c.state', '=', PartnershipState.active);
  if (search) {
    const like = `%${search.replace(/[%_\\]/g, '')}%`;
    q = q.where((eb) =>
      /^\d+$/.test(search) && Number(search) <= ID_MAX
        ? eb.or([eb('u.nickname', 'like', like), eb('u.id', '=', Number(search))])
        : eb('u.nickname', 'like', like),
    );
  }
  const cooperations = await q.orderBy('c.id').execute();
  const games = cooperations.length
    ? await db
        .selectFrom('cooperation_games')
        .selectAll()
        .where(
          'cooperation_id',
          'in',
          cooperations.map((c) => c.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return { cooperations, games };
}

/** Applications waiting for the main store `shopId`. */
export async function waitingCount(db: DbOrTrx, shopId: number): Promise<number> {
  const r = await db
    .selectFrom('cooperation_applications')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('main_shop_id', '=', shopId)
    .where('state', '=', CooperationState.pending)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * The earliest cooperation game of the branch for `gameCode` whose main store takes orders (and hands over by
 * itself); with `lockFor`, the game and its cooperation are locked shared (ending or switching them waits).
 */
export function acceptingGame(
  db: DbOrTrx,
  branchShopId: number,
  gameCode: number,
  automatic: boolean,
  lockFor?: Dialect,
) {
  let q = db
    .selectFrom('cooperation_games as g')
    .innerJoin('cooperations as c', 'c.id', 'g.cooperation_id')
    .select(['c.main_shop_id', 'g.commission'])
    .where('c.branch_shop_id', '=', branchShopId)
    .where('c.state', '=', PartnershipState.active)
    .where('g.game_code', '=', gameCode)
    .where('g.accepting', '=', 1);
  if (automatic) q = q.where('g.auto_hand_over', '=', 1);
  q = q.orderBy('c.id').limit(1);
  return (lockFor ? sharedLock(q, lockFor) : q).executeTakeFirst();
}
