import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { Dialect } from '../../db/migrations/helpers.ts';
import type { LedgerAccountRow, MoneyLogRow } from '../../db/schema.ts';
import { locked } from '../../db/row-locks.ts';
import { newestFirst, type PageWindow } from '../../db/paging.ts';

/** Reads a wallet (users.money) with a row lock where the dialect has one (SQLite transactions are exclusive). */
export async function lockWallet(trx: Trx, userId: number, dialect: Dialect): Promise<number | undefined> {
  const row = await locked(
    trx.selectFrom('users').select('money').where('id', '=', userId),
    dialect,
  ).executeTakeFirst();
  return row?.money;
}

export async function setWallet(trx: Trx, userId: number, money: number, now: number): Promise<void> {
  await trx.updateTable('users').set({ money, update_time: now }).where('id', '=', userId).execute();
}

/** Reads a ledger account's balance, locked like a wallet. */
export async function lockAccount(
  trx: Trx,
  accountId: number,
  dialect: Dialect,
): Promise<number | undefined> {
  const row = await locked(
    trx.selectFrom('ledger_accounts').select('balance').where('id', '=', accountId),
    dialect,
  ).executeTakeFirst();
  return row === undefined ? undefined : Number(row.balance);
}

export async function setAccount(trx: Trx, accountId: number, balance: number, now: number): Promise<void> {
  await trx
    .updateTable('ledger_accounts')
    .set({ balance, update_time: now })
    .where('id', '=', accountId)
    .execute();
}

/** The cooperation account of a branch at a main store, created empty the first time it is needed. */
export async function cooperationAccount(
  trx: Trx,
  mainShopId: number,
  branchShopId: number,
  now: number,
): Promise<number> {
  await trx
    .insertInto('ledger_accounts')
    .values({
      kind: 'cooperation',
      shop_id: mainShopId,
      owner_shop_id: branchShopId,
      create_time: now,
      update_time: now,
    })
    .onConflict((oc) => oc.columns(['kind', 'shop_id', 'owner_shop_id']).doNothing())
    .execute();
  const row = await findCooperationAccount(trx, mainShopId, branchShopId);
  if (!row) throw new Error(`cooperation account ${mainShopId}/${branchShopId} not created`);
  return row.id;
}

export function findCooperationAccount(
  db: DbOrTrx,
  mainShopId: number,
  branchShopId: number,
): Promise<LedgerAccountRow | undefined> {
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('kind', '=', 'cooperation')
    .where('shop_id', '=', mainShopId)
    .where('owner_shop_id', '=', branchShopId)
    .executeTakeFirst();
}

export async function insertLog(trx: Trx, row: Omit<MoneyLogRow, 'id'>): Promise<number> {
  const r = await trx.insertInto('money_log').values(row).returning('id').executeTakeFirstOrThrow();
  return r.id;
}

export interface EntryFilter {
  accountId: number;
  type: string;
  /** Size of the entry whatever its sign, in fen. */
  minFen?: number | undefined;
  maxFen?: number | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

function entriesOf(db: DbOrTrx, f: EntryFilter) {
  let q = db.selectFrom('money_log').where('account_id', '=', f.accountId).where('type', '=', f.type);
  if (f.minFen !== undefined)
    q = q.where((eb) => eb.or([eb('change', '>=', f.minFen!), eb('change', '<=', -f.minFen!)]));
  if (f.maxFen !== undefined) q = q.where('change', '<=', f.maxFen).where('change', '>=', -f.maxFen);
  if (f.from !== undefined) q = q.where('create_time', '>=', f.from);
  if (f.to !== undefined) q = q.where('create_time', '<', f.to);
  return q;
}

/** One page of an account's entries of one type, newest first, with their count and sum. */
export async function accountEntries(
  db: DbOrTrx,
  f: EntryFilter,
  window: PageWindow,
): Promise<{ rows: MoneyLogRow[]; total: number; sum: number }> {
  const base = entriesOf(db, f);
  const [rows, totals] = await Promise.all([
    newestFirst(base.selectAll(), window).execute(),
    base
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('change').as('s')])
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n), sum: Number(totals.s ?? 0) };
}

/** How many entries of `type` an account has since `since` (a day's withdrawals). */
export async function countEntriesSince(
  trx: Trx,
  accountId: number,
  type: string,
  since: number,
): Promise<number> {
  const r = await trx
    .selectFrom('money_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('account_id', '=', accountId)
    .where('type', '=', type)
    .where('create_time', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** The cooperation balances of the given pairs of main store and branch. */
export function cooperationAccountsOf(
  db: DbOrTrx,
  pairs: readonly { main: number; branch: number }[],
): Promise<LedgerAccountRow[]> {
  if (!pairs.length) return Promise.resolve([]);
  return db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('kind', '=', 'cooperation')
    .where((eb) =>
      eb.or(pairs.map((p) => eb.and([eb('shop_id', '=', p.main), eb('owner_shop_id', '=', p.branch)]))),
    )
    .execute();
}

/** One page of a user's wallet entries (not of accounts they own), newest first, with their count. */
export async function walletEntries(
  db: DbOrTrx,
  userId: number,
  range: { from?: number | undefined; to?: number | undefined },
  window: PageWindow,
): Promise<{ rows: MoneyLogRow[]; total: number }> {
  let base = db.selectFrom('money_log').where('user_id', '=', userId).where('account_id', '=', 0);
  if (range.from !== undefined) base = base.where('create_time', '>=', range.from);
  if (range.to !== undefined) base = base.where('create_time', '<', range.to);
  const [rows, totals] = await Promise.all([
    newestFirst(base.selectAll(), window).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(totals.n) };
}

/** When a user's wallet last moved (0: never). */
export async function lastWalletMove(db: DbOrTrx, userId: number): Promise<number> {
  const r = await db
    .selectFrom('money_log')
    .select('create_time')
    .where('user_id', '=', userId)
    .where('account_id', '=', 0)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return Number(r?.create_time ?? 0);
}
