import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { NewRecordEventRow, RecordEventRow } from './history.table.ts';

// The only code that names `record_events` (docs/history.md).

export async function insertEvent(trx: Trx, row: NewRecordEventRow): Promise<void> {
  await trx.insertInto('record_events').values(row).execute();
}

/** A record's events, oldest first. */
export function eventsOf(db: DbOrTrx, entity: string, recordId: number): Promise<RecordEventRow[]> {
  return db
    .selectFrom('record_events')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();
}

/** A record's events that `shopId` may read (its own record, or one it is the other party of), oldest first. */
export function eventsForShop(
  db: DbOrTrx,
  entity: string,
  recordId: number,
  shopId: number,
): Promise<RecordEventRow[]> {
  return db
    .selectFrom('record_events')
    .selectAll()
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .where((w) => w.or([w('shop_id', '=', shopId), w('other_shop_id', '=', shopId)]))
    .orderBy('id')
    .execute();
}

/** Moves a record's events `seconds` into the past (the demo's records made as if earlier). */
export async function backdateEvents(
  trx: Trx,
  entity: string,
  recordId: number,
  seconds: number,
): Promise<void> {
  await trx
    .updateTable('record_events')
    .set((eb) => ({ create_time: eb('create_time', '-', seconds) }))
    .where('entity', '=', entity)
    .where('record_id', '=', recordId)
    .execute();
}
