import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { Dialect } from '../../db/migrations/helpers.ts';
import { sql, type Insertable, type SelectQueryBuilder } from 'kysely';
import type {
  Database,
  LedgerAccountKind,
  LedgerAccountRow,
  LedgerTransfersTable,
  MoneyLogRow,
} from '../../db/schema.ts';
import { locked } from '../../db/row-locks.ts';
import { newestFirst, type PageWindow } from '../../db/paging.ts';

/**
 * Reads a wallet (users.money) and its 不可提现 part with a row lock where the dialect has one (SQLite transactions
 * are exclusive).
 */
export async function lockWallet(
  trx: Trx,
  userId: number,
  dialect: Dialect,
): Promise<{ money: number; locked: number } | undefined> {
  const row = await locked(
    trx.selectFrom('users').select(['money', 'locked_money']).where('id', '=', userId),
    dialect,
  ).executeTakeFirst();
  return row && { money: Number(row.money), locked: Number(row.locked_money) };
}

/** A wallet as it stands, for reading (undefined: no such user). */
export async function walletBalance(db: DbOrTrx, userId: number): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('money').where('id', '=', userId).executeTakeFirst();
  return row === undefined ? undefined : Number(row.money);
}

/** A wallet and its 不可提现 part, for reading (undefined: no such user). */
export async function walletSplit(
  db: DbOrTrx,
  userId: number,
): Promise<{ money: number; locked: number } | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['money', 'locked_money'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { money: Number(row.money), locked: Number(row.locked_money) };
}

export async function setWallet(
  trx: Trx,
  userId: number,
  money: number,
  lockedMoney: number,
  now: number,
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ money, locked_money: lockedMoney, update_time: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * What the rows of a wallet about one thing (an order) took from its 不可提现 part and have not given back yet: what
 * a refund of it may return there.
 */
export async function lockedTakenFor(
  trx: Trx,
  userId: number,
  refType: string,
  refId: string,
): Promise<number> {
  const r = await trx
    .selectFrom('money_log')
    .select((eb) => eb.fn.sum<number>('locked_change').as('s'))
    .where('user_id', '=', userId)
    .where('account_id', '=', 0)
    .where('ref_type', '=', refType)
    .where('ref_id', '=', refId)
    .executeTakeFirstOrThrow();
  return Math.max(0, -Number(r.s ?? 0));
}

/** Reads a ledger account's balance, locked like a wallet, and whether it may go below zero. */
export async function lockAccount(
  trx: Trx,
  accountId: number,
  dialect: Dialect,
): Promise<{ balance: number; mayGoNegative: boolean } | undefined> {
  const row = await locked(
    trx.selectFrom('ledger_accounts').select(['balance', 'may_go_negative']).where('id', '=', accountId),
    dialect,
  ).executeTakeFirst();
  return row && { balance: Number(row.balance), mayGoNegative: row.may_go_negative === 1 };
}

export async function setAccount(trx: Trx, accountId: number, balance: number, now: number): Promise<void> {
  await trx
    .updateTable('ledger_accounts')
    .set({ balance, update_time: now })
    .where('id', '=', accountId)
    .execute();
}

export interface AccountIdentity {
  kind: LedgerAccountKind;
  shopId: number;
  ownerShopId: number;
  code: string;
  mayGoNegative: boolean;
}

/**
 * The id of an account, created empty the first time it is needed. It is read first: an insert, even one that
 * does nothing on conflict, makes PostgreSQL wait for any transaction that has changed the account's row (its
 * unique check must know whether that version stands), a wait outside the order `transfer` locks balances in, and
 * so a deadlock with a transaction that holds the next balance.
 */
export async function accountId(trx: Trx, a: AccountIdentity, now: number): Promise<number> {
  const find = () =>
    trx
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', a.kind)
      .where('shop_id', '=', a.shopId)
      .where('owner_shop_id', '=', a.ownerShopId)
      .where('code', '=', a.code)
      .executeTakeFirst();
  const found = await find();
  if (found) return found.id;
  await trx
    .insertInto('ledger_accounts')
    .values({
      kind: a.kind,
      shop_id: a.shopId,
      owner_shop_id: a.ownerShopId,
      code: a.code,
      may_go_negative: a.mayGoNegative ? 1 : 0,
      create_time: now,
      update_time: now,
    })
    .onConflict((oc) => oc.columns(['kind', 'shop_id', 'owner_shop_id', 'code']).doNothing())
    .execute();
  const row = await find();
  if (!row) throw new Error(`ledger account ${a.kind}/${a.shopId}/${a.ownerShopId}/${a.code} not created`);
  return row.id;
}

/**
 * Writes a transfer; undefined when its idempotency key was posted already (PostgreSQL waits for a concurrent
 * transaction holding the same key, then skips).
 */
export async function insertTransfer(
  trx: Trx,
  row: Insertable<LedgerTransfersTable>,
): Promise<number | undefined> {
  const r = await trx
    .insertInto('ledger_transfers')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return r?.id;
}

export async function transferIdOfKey(db: DbOrTrx, key: string): Promise<number | undefined> {
  const r = await db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return r?.id;
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
export function accountEntries(db: DbOrTrx, f: EntryFilter, window: PageWindow): Promise<EntryPage> {
  return pageWithSum(entriesOf(db, f), window);
}

export interface EntryPage {
  rows: MoneyLogRow[];
  total: number;
  sum: number;
}

/** A page of the entries `base` selects, newest first, with the count and sum of all of them. */
async function pageWithSum(
  base: SelectQueryBuilder<Database, 'money_log', object>,
  window: PageWindow,
): Promise<EntryPage> {
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

export interface WalletFilter {
  /** The wallet of one user… */
  userId?: number | undefined;
  /** …or every wallet of a shop (its players', its owner's). */
  shopId?: number | undefined;
  /** Only entries whose type starts with one of these. */
  prefixes?: readonly string[] | undefined;
  /** No entry whose type starts with one of these. */
  notPrefixes?: readonly string[] | undefined;
  /** Only players' wallets (not the shop owner's). */
  playersOnly?: boolean | undefined;
  /** Only entries whose memo has this parameter (a recharge's provider). */
  memoParam?: { key: string; value: string } | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

const startsWith = (prefix: string) =>
  sql<boolean>`substr(${sql.ref('type')}, 1, ${sql.lit(prefix.length)}) = ${prefix}`;

function walletRows(db: DbOrTrx, f: WalletFilter) {
  let q = db.selectFrom('money_log').where('account_id', '=', 0);
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.shopId !== undefined) q = q.where('shop_id', '=', f.shopId);
  const any = f.prefixes;
  if (any) q = q.where((eb) => (any.length ? eb.or(any.map(startsWith)) : eb.lit(false)));
  for (const prefix of f.notPrefixes ?? []) q = q.where((eb) => eb.not(startsWith(prefix)));
  if (f.playersOnly) q = q.where((eb) => eb('user_id', '!=', eb.ref('shop_id')));
  if (f.memoParam)
    q = q.where(
      'memo_params',
      'like',
      `%${JSON.stringify({ [f.memoParam.key]: f.memoParam.value }).slice(1, -1)}%`,
    );
  if (f.from !== undefined) q = q.where('create_time', '>=', f.from);
  if (f.to !== undefined) q = q.where('create_time', '<', f.to);
  return q;
}

/** One page of wallet entries (not of accounts their users own), newest first, with their count and sum. */
export function walletEntries(db: DbOrTrx, f: WalletFilter, window: PageWindow): Promise<EntryPage> {
  return pageWithSum(walletRows(db, f), window);
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

/** Balances that are not the sum of their rows: wallets (`account_id` 0) and accounts. */
export async function balancesOff(
  db: DbOrTrx,
): Promise<{ userId: number; accountId: number; balance: number; logged: number }[]> {
  const wallets = await db
    .selectFrom('users as u')
    .leftJoin('money_log as m', (j) => j.onRef('m.user_id', '=', 'u.id').on('m.account_id', '=', 0))
    .select((eb) => [
      'u.id',
      'u.money',
      eb.fn.coalesce(eb.fn.sum<number>('m.change'), eb.lit(0)).as('logged'),
    ])
    .groupBy(['u.id', 'u.money'])
    .having((eb) => eb('u.money', '<>', eb.fn.coalesce(eb.fn.sum<number>('m.change'), eb.lit(0))))
    .execute();
  const accounts = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin('money_log as m', 'm.account_id', 'a.id')
    .select((eb) => [
      'a.id',
      'a.owner_shop_id',
      'a.balance',
      eb.fn.coalesce(eb.fn.sum<number>('m.change'), eb.lit(0)).as('logged'),
    ])
    .groupBy(['a.id', 'a.owner_shop_id', 'a.balance'])
    .having((eb) => eb('a.balance', '<>', eb.fn.coalesce(eb.fn.sum<number>('m.change'), eb.lit(0))))
    .execute();
  return [
    ...wallets.map((w) => ({
      userId: w.id,
      accountId: 0,
      balance: Number(w.money),
      logged: Number(w.logged),
    })),
    ...accounts.map((a) => ({
      userId: a.owner_shop_id,
      accountId: a.id,
      balance: Number(a.balance),
      logged: Number(a.logged),
    })),
  ];
}

/**
 * Wallets whose 不可提现 part is below zero, above the balance, or not the sum of their rows' moves of it.
 */
export async function lockedOff(db: DbOrTrx): Promise<{ userId: number; locked: number; logged: number }[]> {
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('money_log as m', (j) => j.onRef('m.user_id', '=', 'u.id').on('m.account_id', '=', 0))
    .select((eb) => [
      'u.id',
      'u.locked_money',
      eb.fn.coalesce(eb.fn.sum<number>('m.locked_change'), eb.lit(0)).as('logged'),
    ])
    .groupBy(['u.id', 'u.locked_money', 'u.money'])
    .having((eb) =>
      eb.or([
        eb('u.locked_money', '<', 0),
        eb('u.locked_money', '>', eb.ref('u.money')),
        eb('u.locked_money', '<>', eb.fn.coalesce(eb.fn.sum<number>('m.locked_change'), eb.lit(0))),
      ]),
    )
    .execute();
  return rows.map((r) => ({ userId: r.id, locked: Number(r.locked_money), logged: Number(r.logged) }));
}

/** What all balances add up to: 0 when the books are whole. */
export async function sumOfBalances(db: DbOrTrx): Promise<number> {
  const [w, a] = await Promise.all([
    db
      .selectFrom('users')
      .select((eb) => eb.fn.sum<number>('money').as('s'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.sum<number>('balance').as('s'))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(w.s ?? 0) + Number(a.s ?? 0);
}

/** Transfers whose rows are not two that sum to zero, and rows outside any transfer. */
export async function brokenTransfers(db: DbOrTrx): Promise<number> {
  const r = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('money_log')
        .select('transfer_id')
        .groupBy('transfer_id')
        .having((h) =>
          h.or([h('transfer_id', '=', 0), h(h.fn.countAll(), '<>', 2), h(h.fn.sum('change'), '<>', 0)]),
        )
        .as('b'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Ledger rows written in [from, to), with whether their account stands for money outside the app: what the
 * statistics' rebuild recomputes its roll-ups from.
 */
export function rowsWithAccounts(db: DbOrTrx, from: number, to: number) {
  return db
    .selectFrom('money_log')
    .leftJoin('ledger_accounts', 'ledger_accounts.id', 'money_log.account_id')
    .select([
      'money_log.user_id',
      'money_log.shop_id',
      'money_log.account_id',
      'money_log.type',
      'money_log.change',
      'money_log.memo_params',
      'money_log.create_time',
      'ledger_accounts.may_go_negative',
    ])
    .where('money_log.create_time', '>=', from)
    .where('money_log.create_time', '<', to)
    .orderBy('money_log.id')
    .execute();
}
