import type { DbOrTrx } from '../../db/database.ts';

export async function insertCaptcha(
  db: DbOrTrx,
  id: string,
  answerHash: string,
  expire: number,
): Promise<void> {
  await db.insertInto('captchas').values({ id, answer_hash: answerHash, expire_time: expire }).execute();
}

/** Deletes and returns the captcha in one statement: every answer, right or wrong, uses it up, once. */
export async function takeCaptcha(
  db: DbOrTrx,
  id: string,
): Promise<{ answer_hash: string; expire_time: number } | undefined> {
  return db
    .deleteFrom('captchas')
    .where('id', '=', id)
    .returning(['answer_hash', 'expire_time'])
    .executeTakeFirst();
}

export async function purgeCaptchas(db: DbOrTrx, now: number): Promise<void> {
  await db.deleteFrom('captchas').where('expire_time', '<=', now).execute();
}
