import type { Trx } from '../../db/database.ts';
import type { MoneyLogRow } from '../../db/schema.ts';
import { locked } from '../../db/row-locks.ts';

/** Reads the balance with a row lock where the dialect has one (SQLite transactions are already exclusive). */
export async function lockBalance(
  trx: Trx,
  userId: number,
  dialect: 'sqlite' | 'postgres',
): Promise<number | undefined> {
  const row = await locked(
    trx.selectFrom('users').select('money').where('id', '=', userId),
    dialect,
  ).executeTakeFirst();
  return row?.money;
}

export async function setBalance(trx: Trx, userId: number, money: number, now: number): Promise<void> {
  await trx.updateTable('users').set({ money, update_time: now }).where('id', '=', userId).execute();
}

export async function insertLog(trx: Trx, row: Omit<MoneyLogRow, 'id'>): Promise<number> {
  const r = await trx.insertInto('money_log').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}
