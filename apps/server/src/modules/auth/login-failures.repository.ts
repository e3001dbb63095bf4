import type { DbOrTrx } from '../../db/database.ts';

// Failed logins, counted per account and address (docs/architecture.md: auth owns login_failures).

export interface LoginFailures {
  failures: number;
  last_time: number;
  lock_until: number;
}

export async function findLoginFailures(
  db: DbOrTrx,
  account: string,
  ip: string,
): Promise<LoginFailures | undefined> {
  return db
    .selectFrom('login_failures')
    .select(['failures', 'last_time', 'lock_until'])
    .where('account', '=', account)
    .where('ip', '=', ip)
    .executeTakeFirst();
}

/**
 * Counts one more failure in one statement (two failures at once both count); failures last seen before
 * `forgetBefore` (and not locked since) start again from one. Returns the count.
 */
export async function addLoginFailure(
  db: DbOrTrx,
  account: string,
  ip: string,
  now: number,
  forgetBefore: number,
): Promise<number> {
  const row = await db
    .insertInto('login_failures')
    .values({ account, ip, failures: 1, last_time: now, lock_until: 0 })
    .onConflict((oc) =>
      oc.columns(['account', 'ip']).doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when(
            eb.and([
              eb('login_failures.last_time', '<', forgetBefore),
              eb('login_failures.lock_until', '<', forgetBefore),
            ]),
          )
          .then(1)
          .else(eb('login_failures.failures', '+', 1))
          .end(),
        last_time: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function lockLogin(db: DbOrTrx, account: string, ip: string, until: number): Promise<void> {
  await db
    .updateTable('login_failures')
    .set({ lock_until: until })
    .where('account', '=', account)
    .where('ip', '=', ip)
    .execute();
}

/** Forgets the failures of an account: from one address (a login), or from all (a password reset). */
export async function clearLoginFailures(db: DbOrTrx, account: string, ip?: string): Promise<void> {
  let query = db.deleteFrom('login_failures').where('account', '=', account);
  if (ip !== undefined) query = query.where('ip', '=', ip);
  await query.execute();
}

export async function purgeLoginFailures(db: DbOrTrx, before: number): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('last_time', '<', before)
    .where('lock_until', '<', before)
    .execute();
}

/** Failed logins still counted (last seen or locked since `since`), per account, from every address. */
export async function countLoginFailures(
  db: DbOrTrx,
  clerkIds: readonly number[],
  since: number,
): Promise<Map<number, number>> {
  if (!clerkIds.length) return new Map();
  const rows = await db
    .selectFrom('login_failures')
    .select(['account', 'failures'])
    .where(
      'account',
      'in',
      clerkIds.map((id) => `u:${id}`),
    )
    .where((eb) => eb.or([eb('last_time', '>=', since), eb('lock_until', '>=', since)]))
    .execute();
  const byId = new Map<number, number>();
  for (const r of rows) {
    const id = Number(r.account.slice(2));
    byId.set(id, (byId.get(id) ?? 0) + Number(r.failures));
  }
  return byId;
}
