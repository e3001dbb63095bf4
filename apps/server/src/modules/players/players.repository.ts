import { GroupId } from '@dzzs/shared';
import { sql, type ExpressionBuilder, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { Dialect } from '../../db/migrations/helpers.ts';
import { containing } from '../../db/like.ts';
import { newestFirst, windowBound, type PageWindow } from '../../db/paging.ts';
import type { Database, PlayerConfigsTable, UserRow } from '../../db/schema.ts';

// The only queries of the players area (docs/players.md). Every read of a player is scoped to the shop and to
// players (group 1), so another shop's player, a staff member or a shop is "not found".

/** A player with what the shop keeps about them (absent config: everything off). */
export interface PlayerRecord {
  id: number;
  shop_id: number;
  username: string;
  nickname: string;
  avatar: string;
  mobile: string;
  email: string;
  money: number;
  status: number;
  inviter_id: number | null;
  create_time: number;
  update_time: number;
  star: number | null;
  remarks: string | null;
  sale: number | null;
  expert: number | null;
  agent: number | null;
  agent_rate_bp: number | null;
  settle_days: number | null;
  agent_time: number | null;
}

type Scope = SelectQueryBuilder<Database, 'users' | 'player_configs', object>;

const playersOf = (db: DbOrTrx, shopId: number): Scope =>
  db
    .selectFrom('users')
    .leftJoin('player_configs', 'player_configs.user_id', 'users.id')
    .where('users.shop_id', '=', shopId)
    .where('users.group_id', '=', GroupId.player);

const RECORD = [
  'users.id',
  'users.shop_id',
  'users.username',
  'users.nickname',
  'users.avatar',
  'users.mobile',
  'users.email',
  'users.money',
  'users.status',
  'users.inviter_id',
  'users.create_time',
  'users.update_time',
  'player_configs.star',
  'player_configs.remarks',
  'player_configs.sale',
  'player_configs.expert',
  'player_configs.agent',
  'player_configs.agent_rate_bp',
  'player_configs.settle_days',
  'player_configs.agent_time',
] as const;

const matching = (search: string) => (eb: ExpressionBuilder<Database, 'users' | 'player_configs'>) => {
  const like = containing(search);
  return eb.or([eb('users.nickname', 'like', like), eb('player_configs.remarks', 'like', like)]);
};

export function findPlayer(db: DbOrTrx, shopId: number, id: number): Promise<PlayerRecord | undefined> {
  return playersOf(db, shopId).select(RECORD).where('users.id', '=', id).executeTakeFirst();
}

/** Players of a shop among `ids` (others are left out). */
export function findPlayers(db: DbOrTrx, shopId: number, ids: readonly number[]): Promise<PlayerRecord[]> {
  if (!ids.length) return Promise.resolve([]);
  return playersOf(db, shopId)
    .select(RECORD)
    .where('users.id', 'in', [...new Set(ids)])
    .execute();
}

/** The ids of a shop's players whose nickname or remark matches (all when `search` is empty). */
export async function playerIds(db: DbOrTrx, shopId: number, search: string): Promise<number[]> {
  let q = playersOf(db, shopId);
  if (search) q = q.where(matching(search));
  return (await q.select('users.id').execute()).map((r) => r.id);
}

/** Players of a shop, newest first: all, or only those `among`; by nickname or remark. */
export async function listPlayers(
  db: DbOrTrx,
  shopId: number,
  f: { search: string; among?: readonly number[] },
  window: PageWindow,
): Promise<{ rows: PlayerRecord[]; total: number }> {
  if (f.among && !f.among.length) return { rows: [], total: 0 };
  let base = playersOf(db, shopId);
  if (f.search) base = base.where(matching(f.search));
  if (f.among) base = base.where('users.id', 'in', f.among);
  const [rows, totals] = await Promise.all([
    newestFirst(base.select(RECORD), window, 'users.id').execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n) };
}

/** The starred players of a shop, newest first (a shop stars a few; the list is not paged). */
export function starredPlayers(db: DbOrTrx, shopId: number, search: string): Promise<PlayerRecord[]> {
  let q = playersOf(db, shopId).where('player_configs.star', '=', 1);
  if (search) q = q.where(matching(search));
  return q.select(RECORD).orderBy('users.id', 'desc').limit(500).execute();
}

export type ConfigPatch = Omit<
  Updateable<PlayerConfigsTable>,
  'user_id' | 'shop_id' | 'create_time' | 'update_time'
>;

/** Writes what the shop keeps about a player, creating the row the first time. */
export async function saveConfig(
  trx: Trx,
  player: { id: number; shopId: number },
  patch: ConfigPatch,
  now: number,
): Promise<void> {
  await trx
    .insertInto('player_configs')
    .values({ user_id: player.id, shop_id: player.shopId, ...patch, create_time: now, update_time: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...patch, update_time: now }))
    .execute();
}

/** Leaves `update_time` alone: it is the player's last activity, and a change of superior is not theirs. */
/** The key space of the per-shop lock of the invitation graph (PostgreSQL advisory locks, with the shop id). */
const INVITATIONS_LOCK = 72_305;

/**
 * Takes the shop's invitation-graph lock until the transaction ends: a PostgreSQL advisory lock keyed by the shop,
 * which no table row carries, so changing a superior waits for nothing else (a wallet, the shop's settings). SQLite
 * transactions are exclusive already.
 */
export async function lockInvitations(trx: Trx, dialect: Dialect, shopId: number): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${INVITATIONS_LOCK}, ${shopId})`.execute(trx);
}

export async function setInviter(trx: Trx, userId: number, inviterId: number): Promise<void> {
  await trx.updateTable('users').set({ inviter_id: inviterId }).where('id', '=', userId).execute();
}

/** The inviter of a user (undefined: no such user). */
export async function inviterOf(db: DbOrTrx, userId: number): Promise<number | null | undefined> {
  const r = await db.selectFrom('users').select('inviter_id').where('id', '=', userId).executeTakeFirst();
  return r === undefined ? undefined : r.inviter_id;
}

export async function countInvitees(db: DbOrTrx, shopId: number, inviterId: number): Promise<number> {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inviter_id', '=', inviterId)
    .where('shop_id', '=', shopId)
    .where('group_id', '=', GroupId.player)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export interface InviteeFilter {
  search: string;
  /** Registration time. */
  from?: number | undefined;
  to?: number | undefined;
}

export type InviteeRow = Pick<UserRow, 'id' | 'nickname' | 'avatar' | 'money' | 'create_time'>;

/** The players one inviter brought to the shop, newest first. */
export async function invitees(
  db: DbOrTrx,
  shopId: number,
  inviterId: number,
  f: InviteeFilter,
  window: PageWindow,
): Promise<{ rows: InviteeRow[]; total: number }> {
  let base = db
    .selectFrom('users')
    .where('inviter_id', '=', inviterId)
    .where('shop_id', '=', shopId)
    .where('group_id', '=', GroupId.player);
  if (f.search) base = base.where('nickname', 'like', containing(f.search));
  if (f.from !== undefined) base = base.where('create_time', '>=', f.from);
  if (f.to !== undefined) base = base.where('create_time', '<', f.to);
  const [rows, totals] = await Promise.all([
    newestFirst(base.select(['id', 'nickname', 'avatar', 'money', 'create_time']), window).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n) };
}

/** The agents of a shop, newest first. */
export async function agents(
  db: DbOrTrx,
  shopId: number,
  window: PageWindow,
): Promise<{ rows: PlayerRecord[]; total: number; ids: number[] }> {
  const base = playersOf(db, shopId).where('player_configs.agent', '=', 1);
  const [rows, all] = await Promise.all([
    newestFirst(base.select(RECORD), window, 'users.id').execute(),
    base.select('users.id').execute(),
  ]);
  return { rows, total: all.length, ids: all.map((r) => r.id) };
}

/** How many players each inviter brought in a date range, by inviter. */
export async function registeredBy(
  db: DbOrTrx,
  shopId: number,
  inviterIds: readonly number[],
  range: { from?: number | undefined; to?: number | undefined },
): Promise<Map<number, number>> {
  if (!inviterIds.length) return new Map();
  let q = db
    .selectFrom('users')
    .select((eb) => ['inviter_id', eb.fn.countAll<number>().as('n')])
    .where('inviter_id', 'in', inviterIds)
    .where('shop_id', '=', shopId)
    .where('group_id', '=', GroupId.player);
  if (range.from !== undefined) q = q.where('create_time', '>=', range.from);
  if (range.to !== undefined) q = q.where('create_time', '<', range.to);
  const rows = await q.groupBy('inviter_id').execute();
  return new Map(rows.map((r) => [Number(r.inviter_id), Number(r.n)]));
}

/** The shops that signed up with this shop as their inviter, newest first. */
export async function invitedShops(
  db: DbOrTrx,
  shopId: number,
  range: { from?: number | undefined; to?: number | undefined },
  window: PageWindow,
) {
  let base = db
    .selectFrom('users')
    .where('inviter_id', '=', shopId)
    .where('group_id', '=', GroupId.shopkeeper);
  if (range.from !== undefined) base = base.where('create_time', '>=', range.from);
  if (range.to !== undefined) base = base.where('create_time', '<', range.to);
  const [rows, totals] = await Promise.all([
    newestFirst(base.select(['id', 'nickname', 'mobile', 'create_time']), window).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n) };
}

export function findInvite(db: DbOrTrx, code: string) {
  return db
    .selectFrom('invite_codes')
    .innerJoin('users', 'users.id', 'invite_codes.user_id')
    .select(['users.id', 'users.group_id', 'users.shop_id', 'users.status'])
    .where('invite_codes.code', '=', code)
    .executeTakeFirst();
}

export async function inviteCodeOf(db: DbOrTrx, userId: number): Promise<string | undefined> {
  const r = await db
    .selectFrom('invite_codes')
    .select('code')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r?.code;
}

/** Gives a user a code unless they have one (a code taken by someone else inserts nothing: try another). */
export async function insertInviteCode(
  db: DbOrTrx,
  userId: number,
  code: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('invite_codes')
    .values({ code, user_id: userId, create_time: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function findShop(db: DbOrTrx, shopId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar'])
    .where('id', '=', shopId)
    .where('group_id', '=', GroupId.shopkeeper)
    .executeTakeFirst();
}

export function namesOf(db: DbOrTrx, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'nickname', 'avatar']).where('id', 'in', ids).execute();
}

/** A shop's players with the biggest balances first (托管余额), with their count and the sum of all their balances. */
export async function byBalance(
  db: DbOrTrx,
  shopId: number,
  window: Pick<PageWindow, 'limit' | 'offset'>,
): Promise<{ rows: PlayerRecord[]; total: number; sum: number }> {
  const base = playersOf(db, shopId);
  const [rows, totals] = await Promise.all([
    base
      .select(RECORD)
      .orderBy('users.money', 'desc')
      .orderBy('users.id', 'desc')
      .limit(windowBound(window.limit))
      .offset(windowBound(window.offset))
      .execute(),
    base
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('users.money').as('s')])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n), sum: Number(totals.s ?? 0) };
}

/** Names and avatars of a shop's players among `ids`. */
export function playerNamesOf(db: DbOrTrx, shopId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return playersOf(db, shopId)
    .select(['users.id', 'users.nickname', 'users.avatar'])
    .where('users.id', 'in', ids)
    .execute();
}

/**
 * The inviters among the shop's players `ids` who are agents now, with their rate: the statistics' agent ranking.
 * (A player invited before the inviter became an agent counts too: the commission is on what they buy while the
 * inviter is one.)
 */
export function agentsOfInvitees(db: DbOrTrx, shopId: number, ids: readonly number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .innerJoin('users as inviter', 'inviter.id', 'users.inviter_id')
    .innerJoin('player_configs as agent', 'agent.user_id', 'inviter.id')
    .select(['users.id as invitee', 'inviter.id as agent_id', 'agent.agent_rate_bp'])
    .where('users.id', 'in', ids)
    .where('users.shop_id', '=', shopId)
    .where('agent.agent', '=', 1)
    .where('inviter.shop_id', '=', shopId)
    .execute();
}
