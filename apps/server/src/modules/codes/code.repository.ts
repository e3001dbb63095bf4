import type { DbOrTrx } from '../../db/database.ts';

export async function lastCodeTime(db: DbOrTrx, address: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('verification_codes')
    .select('create_time')
    .where('address', '=', address)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.create_time;
}

export async function countCodesSince(db: DbOrTrx, address: string, since: number): Promise<number> {
  const row = await db
    .selectFrom('verification_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('address', '=', address)
    .where('create_time', '>=', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertCode(
  db: DbOrTrx,
  row: {
    channel: 'sms' | 'email';
    address: string;
    event: string;
    code_hash: string;
    create_time: number;
    expire_time: number;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('verification_codes')
    .values({ ...row, attempts: 0, used_time: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function deleteCode(db: DbOrTrx, id: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

export async function latestLiveCode(db: DbOrTrx, address: string, event: string, now: number) {
  return db
    .selectFrom('verification_codes')
    .selectAll()
    .where('address', '=', address)
    .where('event', '=', event)
    .where('used_time', 'is', null)
    .where('expire_time', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks the code used only if it still is unused, so two simultaneous checks can't both pass. */
export async function consumeCode(db: DbOrTrx, id: number, now: number): Promise<boolean> {
  const res = await db
    .updateTable('verification_codes')
    .set({ used_time: now })
    .where('id', '=', id)
    .where('used_time', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function addAttempt(db: DbOrTrx, id: number): Promise<void> {
  await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function deleteCodesBefore(db: DbOrTrx, time: number): Promise<void> {
  await db.deleteFrom('verification_codes').where('create_time', '<', time).execute();
}
