import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';

// The only Kysely code of the background jobs' leases (docs/operations.md, "Jobs").

/**
 * Takes the lease of `name` for `holder` until `until` when nobody else holds it now (one statement: of two
 * instances asking at once, the second sees the first's lease and gets nothing). True when taken.
 */
export async function takeLease(
  db: DbOrTrx,
  name: string,
  holder: string,
  now: number,
  until: number,
): Promise<boolean> {
  const row = await db
    .insertInto('job_leases')
    .values({ name, holder, until_ms: until })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, until_ms: until })
        .where(sql<boolean>`job_leases.until_ms <= ${now} or job_leases.holder = ${holder}`),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === holder;
}

/** Gives the lease back (the job failed: another instance may try at its next turn). */
export async function releaseLease(db: DbOrTrx, name: string, holder: string): Promise<void> {
  await db
    .updateTable('job_leases')
    .set({ until_ms: 0 })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
