import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';

// The only Kysely code of the websocket events' outbox (docs/operations.md, "Several instances").

/**
 * Takes the next `count` numbers of the shop's sequence; answers the last of them. The head row stays locked until
 * the transaction ends, so numbers are given in commit order: when an instance sees event n, every event before it
 * is already committed.
 */
export async function takeSeqs(db: DbOrTrx, shopId: number, count: number): Promise<number> {
  const row = await db
    .insertInto('ws_event_heads')
    .values({ shop_id: shopId, seq: count })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ seq: sql`ws_event_heads.seq + ${count}` }))
    .returning('seq')
    .executeTakeFirstOrThrow();
  return Number(row.seq);
}

export async function insertEvents(
  db: DbOrTrx,
  rows: Array<{ shop_id: number; seq: number; create_time: number; audience: string; frame: string }>,
): Promise<void> {
  await db.insertInto('ws_events').values(rows).execute();
}

/** The last number of each shop's sequence (shops without an event yet are absent). */
export async function findHeads(db: DbOrTrx, shopIds: readonly number[]) {
  if (!shopIds.length) return [];
  return db.selectFrom('ws_event_heads').select(['shop_id', 'seq']).where('shop_id', 'in', shopIds).execute();
}

/** A shop's events after `seq`, in order, at most `limit`. */
export function findEventsAfter(db: DbOrTrx, shopId: number, seq: number, limit: number) {
  return db
    .selectFrom('ws_events')
    .select(['seq', 'audience', 'frame'])
    .where('shop_id', '=', shopId)
    .where('seq', '>', seq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** Forgets the events made before `time` (unix seconds); answers how many. */
export async function deleteEventsBefore(db: DbOrTrx, time: number): Promise<number> {
  const res = await db.deleteFrom('ws_events').where('create_time', '<', time).executeTakeFirst();
  return Number(res.numDeletedRows);
}
