import type { DbOrTrx } from '../../db/database.ts';

export async function saveCaptcha(
  db: DbOrTrx,
  id: string,
  answerHash: string,
  expire: number,
): Promise<void> {
  await db
    .insertInto('captchas')
    .values({ id, answer_hash: answerHash, expire_time: expire })
    .onConflict((oc) => oc.column('id').doUpdateSet({ answer_hash: answerHash, expire_time: expire }))
    .execute();
}

/** Deletes and returns the captcha: every answer, right or wrong, uses it up. */
export async function takeCaptcha(
  db: DbOrTrx,
  id: string,
): Promise<{ answer_hash: string; expire_time: number } | undefined> {
  const row = await db
    .selectFrom('captchas')
    .select(['answer_hash', 'expire_time'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (row) await db.deleteFrom('captchas').where('id', '=', id).execute();
  return row;
}

export async function purgeCaptchas(db: DbOrTrx, now: number): Promise<void> {
  await db.deleteFrom('captchas').where('expire_time', '<=', now).execute();
}
