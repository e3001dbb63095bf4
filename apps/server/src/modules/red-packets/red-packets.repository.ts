import { RedPacketState } from '@dzzs/shared';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { Dialect } from '../../db/migrations/helpers.ts';
import type { PageWindow } from '../../db/paging.ts';
import { locked } from '../../db/row-locks.ts';
import type { Database } from '../../db/schema.ts';
import type { Insertable, Selectable } from 'kysely';

// The only Kysely code of red packets (docs/money.md, "Red packets").

export type RedPacketRow = Selectable<Database['red_packets']>;
export type NewRedPacketRow = Insertable<Database['red_packets']>;

export async function insertPacket(trx: Trx, row: NewRedPacketRow): Promise<RedPacketRow> {
  return trx.insertInto('red_packets').values(row).returningAll().executeTakeFirstOrThrow();
}

/** A packet of the shop, locked for the transaction (another shop's id: undefined). */
export function lockPacket(
  trx: Trx,
  dialect: Dialect,
  shopId: number,
  id: number,
): Promise<RedPacketRow | undefined> {
  return locked(
    trx.selectFrom('red_packets').selectAll().where('id', '=', id).where('shop_id', '=', shopId),
    dialect,
  ).executeTakeFirst();
}

export function findPacket(db: DbOrTrx, shopId: number, id: number): Promise<RedPacketRow | undefined> {
  return db
    .selectFrom('red_packets')
    .selectAll()
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}

/** A packet by id alone (the history helper rereads it after a lost race; the expiry job reads it). */
export function findById(db: DbOrTrx, id: number): Promise<RedPacketRow | undefined> {
  return db.selectFrom('red_packets').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The history helper's conditional update: `from` → `set.state`, and for the last grab its share taken at the same
 * time (only while the packet still holds that one share); the row as written, or undefined if it moved.
 */
export function moveState(
  trx: Trx,
  id: number,
  from: number,
  set: { state: number; update_time: number; lastShareFen?: number },
): Promise<RedPacketRow | undefined> {
  const fen = set.lastShareFen;
  let q = trx
    .updateTable('red_packets')
    .set((eb) => ({
      state: set.state,
      update_time: set.update_time,
      ...(fen !== undefined && { remaining_fen: eb('remaining_fen', '-', fen), remaining_count: 0 }),
    }))
    .where('id', '=', id)
    .where('state', '=', from);
  if (fen !== undefined) q = q.where('remaining_count', '=', 1);
  return q.returningAll().executeTakeFirst();
}

/** Takes one share (not the last: that one closes the packet through `moveState`) from an open packet. */
export function takeShare(
  trx: Trx,
  p: { id: number; expectedCount: number; fen: number; now: number },
): Promise<RedPacketRow | undefined> {
  return trx
    .updateTable('red_packets')
    .set((eb) => ({
      remaining_fen: eb('remaining_fen', '-', p.fen),
      remaining_count: eb('remaining_count', '-', 1),
      update_time: p.now,
    }))
    .where('id', '=', p.id)
    .where('state', '=', RedPacketState.open)
    .where('remaining_count', '=', p.expectedCount)
    .returningAll()
    .executeTakeFirst();
}

export async function hasGrabbed(db: DbOrTrx, packetId: number, userId: number): Promise<boolean> {
  const r = await db
    .selectFrom('red_packet_grabs')
    .select('id')
    .where('packet_id', '=', packetId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r !== undefined;
}

export async function insertGrab(
  trx: Trx,
  g: { packetId: number; userId: number; fen: number; now: number },
): Promise<void> {
  await trx
    .insertInto('red_packet_grabs')
    .values({ packet_id: g.packetId, user_id: g.userId, fen: g.fen, create_time: g.now })
    .execute();
}

/** A page of the shop's packets, newest first, and how many it has. */
export async function packetsOf(
  db: DbOrTrx,
  shopId: number,
  window: PageWindow,
): Promise<{ rows: RedPacketRow[]; total: number }> {
  let q = db.selectFrom('red_packets').selectAll().where('shop_id', '=', shopId);
  if (window.beforeId) q = q.where('id', '<', window.beforeId);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(window.limit)
    .offset(window.beforeId ? 0 : window.offset)
    .execute();
  const count = await db
    .selectFrom('red_packets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

/** A shop's open packets whose end time is still to come, newest first (a shop has a handful open at once). */
export function openPacketsOf(db: DbOrTrx, shopId: number, now: number): Promise<RedPacketRow[]> {
  return db
    .selectFrom('red_packets')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('state', '=', RedPacketState.open)
    .where('end_time', '>', now)
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

/** Which of these packets the user grabbed a share of. */
export async function grabbedAmong(
  db: DbOrTrx,
  userId: number,
  packetIds: readonly number[],
): Promise<Set<number>> {
  if (!packetIds.length) return new Set();
  const rows = await db
    .selectFrom('red_packet_grabs')
    .select('packet_id')
    .where('user_id', '=', userId)
    .where('packet_id', 'in', packetIds)
    .execute();
  return new Set(rows.map((r) => r.packet_id));
}

/** A page of one user's grabs with their packets' titles, newest first, and how many there are. */
export async function grabsByUser(
  db: DbOrTrx,
  userId: number,
  window: PageWindow,
): Promise<{
  rows: { id: number; packet_id: number; fen: number; create_time: number; title: string }[];
  total: number;
}> {
  let q = db
    .selectFrom('red_packet_grabs as g')
    .innerJoin('red_packets as p', 'p.id', 'g.packet_id')
    .select(['g.id', 'g.packet_id', 'g.fen', 'g.create_time', 'p.title'])
    .where('g.user_id', '=', userId);
  if (window.beforeId) q = q.where('g.id', '<', window.beforeId);
  const rows = await q
    .orderBy('g.id', 'desc')
    .limit(window.limit)
    .offset(window.beforeId ? 0 : window.offset)
    .execute();
  const count = await db
    .selectFrom('red_packet_grabs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.n) };
}

export interface GrabWithPlayer {
  packet_id: number;
  user_id: number;
  fen: number;
  create_time: number;
  nickname: string;
  avatar: string;
}

/** Who grabbed what of these packets, in the order they grabbed. */
export function grabsOf(db: DbOrTrx, packetIds: readonly number[]): Promise<GrabWithPlayer[]> {
  if (!packetIds.length) return Promise.resolve([]);
  return db
    .selectFrom('red_packet_grabs as g')
    .innerJoin('users as u', 'u.id', 'g.user_id')
    .select(['g.packet_id', 'g.user_id', 'g.fen', 'g.create_time', 'u.nickname', 'u.avatar'])
    .where('g.packet_id', 'in', packetIds)
    .orderBy('g.id')
    .execute();
}

/** Open packets past their end time, oldest first, after `afterId`. */
export async function duePackets(
  db: DbOrTrx,
  now: number,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('red_packets')
    .select('id')
    .where('state', '=', RedPacketState.open)
    .where('end_time', '<=', now)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Moves a packet and its grabs `seconds` into the past: the demo's packet that expired before it starts. */
export async function backdatePacket(trx: Trx, id: number, seconds: number): Promise<void> {
  await trx
    .updateTable('red_packets')
    .set((eb) => ({
      create_time: eb('create_time', '-', seconds),
      update_time: eb('update_time', '-', seconds),
      end_time: eb('end_time', '-', seconds),
    }))
    .where('id', '=', id)
    .execute();
  await trx
    .updateTable('red_packet_grabs')
    .set((eb) => ({ create_time: eb('create_time', '-', seconds) }))
    .where('packet_id', '=', id)
    .execute();
}
