import { fenToYuan, LEDGER_MEMOS, memoText, type LedgerMemoCode, type Memo } from '@dzzs/shared';
import type { Lang } from '../../core/i18n.ts';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { LedgerAccountRow, MoneyLogRow } from '../../db/schema.ts';
import type { PageWindow } from '../../db/paging.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import * as repo from './ledger.repository.ts';

// The one ledger (docs/architecture.md, "Money"): every balance — a user's wallet (users.money) or a ledger account
// such as a cooperation balance — moves only here, inside the caller's transaction, with a row that says before,
// after, why and about what. A transfer between two balances writes both rows in the same transaction.

const M = defineMessages({
  ledgerNoAccount: { zh: '账户不存在', en: 'Account not found' },
  ledgerInsufficient: { zh: '余额不足', en: 'Insufficient balance' },
});

/** A balance: the wallet of a user, or a ledger account (whose owner is `userId`). */
export interface Balance {
  userId: number;
  shopId: number;
  /** A ledger account; absent for the wallet of `userId`. */
  accountId?: number;
}

export interface MoneyChange extends Balance {
  /** Signed change in fen. */
  change: number;
  type: string;
  /** Why, as a code of LEDGER_MEMOS with parameters: shown in the reader's language. */
  memo: Memo<LedgerMemoCode>;
  refType?: string;
  refId?: string | number;
  operatorId?: number;
  /**
   * What the payer hears when the balance would go negative (e.g. 402 for ticketing), or a function of the balance
   * it has, to say how much is left.
   */
  insufficient?: AppError | ((balance: number) => AppError);
}

const lock = (trx: Trx, dialect: 'sqlite' | 'postgres', b: Balance) =>
  b.accountId ? repo.lockAccount(trx, b.accountId, dialect) : repo.lockWallet(trx, b.userId, dialect);

/**
 * Moves one balance: lock it, check it stays ≥ 0, write the new balance and its ledger row (before, after, change,
 * type, memo, reference).
 */
export async function applyMoneyChange(
  trx: Trx,
  dialect: 'sqlite' | 'postgres',
  c: MoneyChange,
): Promise<{ before: number; after: number; logId: number }> {
  if (!Number.isSafeInteger(c.change)) throw new Error(`money change must be integer fen, got ${c.change}`);
  const before = await lock(trx, dialect, c);
  if (before === undefined) throw AppError.fail(M.ledgerNoAccount);
  const after = before + c.change;
  if (after < 0) {
    const refusal = typeof c.insufficient === 'function' ? c.insufficient(before) : c.insufficient;
    throw refusal ?? AppError.fail(M.ledgerInsufficient);
  }
  const now = nowSeconds();
  if (c.accountId) await repo.setAccount(trx, c.accountId, after, now);
  else await repo.setWallet(trx, c.userId, after, now);
  const logId = await repo.insertLog(trx, {
    user_id: c.userId,
    shop_id: c.shopId,
    account_id: c.accountId ?? 0,
    type: c.type,
    change: c.change,
    before,
    after,
    memo: c.memo.code,
    memo_params: JSON.stringify(c.memo.params ?? {}),
    ref_type: c.refType ?? '',
    ref_id: c.refId === undefined ? '' : String(c.refId),
    operator_id: c.operatorId ?? 0,
    create_time: now,
  });
  return { before, after, logId };
}

export interface Transfer extends Omit<MoneyChange, keyof Balance | 'change'> {
  from: Balance;
  to: Balance;
  /** Fen, > 0. */
  fen: number;
}

/**
 * Moves `fen` from one balance to another: two rows, one transaction. Both balances are locked first, accounts
 * before wallets, so two transfers between the same balances in opposite directions wait for each other instead of
 * deadlocking. `insufficient` is what the payer hears when short.
 */
export async function transfer(
  trx: Trx,
  dialect: 'sqlite' | 'postgres',
  { from, to, fen, ...rest }: Transfer,
): Promise<{ from: { before: number; after: number }; to: { before: number; after: number } }> {
  if (!Number.isSafeInteger(fen) || fen <= 0)
    throw new Error(`transfer must be positive integer fen, got ${fen}`);
  const order = (b: Balance) => (b.accountId ? -b.accountId : b.userId);
  for (const b of [from, to].sort(
    (x, y) => (x.accountId ? 0 : 1) - (y.accountId ? 0 : 1) || order(x) - order(y),
  ))
    await lock(trx, dialect, b);
  const paid = await applyMoneyChange(trx, dialect, { ...rest, ...from, change: -fen });
  const got = await applyMoneyChange(trx, dialect, { ...rest, ...to, change: fen, insufficient: undefined });
  return { from: paid, to: got };
}

/** The cooperation balance of a branch at a main store as a ledger balance, created empty when first needed. */
export async function cooperationBalance(
  trx: Trx,
  mainShopId: number,
  branchShopId: number,
): Promise<Balance> {
  const accountId = await repo.cooperationAccount(trx, mainShopId, branchShopId, nowSeconds());
  return { userId: branchShopId, shopId: mainShopId, accountId };
}

/** A cooperation balance as it stands, for reading (undefined before any money moved). */
export function findCooperationAccount(
  db: DbOrTrx,
  mainShopId: number,
  branchShopId: number,
): Promise<LedgerAccountRow | undefined> {
  return repo.findCooperationAccount(db, mainShopId, branchShopId);
}

/** The cooperation balances of pairs of main store and branch, by `main|branch` (absent: nothing moved yet). */
export async function cooperationBalancesOf(
  db: DbOrTrx,
  pairs: readonly { main: number; branch: number }[],
): Promise<Map<string, number>> {
  const rows = await repo.cooperationAccountsOf(db, pairs);
  return new Map(rows.map((r) => [`${r.shop_id}|${r.owner_shop_id}`, Number(r.balance)]));
}

export type EntryFilter = repo.EntryFilter;

/** A page of an account's entries of one type, with their count and sum. */
export function accountEntries(
  db: DbOrTrx,
  f: EntryFilter,
  window: PageWindow,
): Promise<{ rows: MoneyLogRow[]; total: number; sum: number }> {
  return repo.accountEntries(db, f, window);
}

/** Entries of `type` an account has since `since`; call after locking the account to count without a race. */
export function countEntriesSince(trx: Trx, accountId: number, type: string, since: number): Promise<number> {
  return repo.countEntriesSince(trx, accountId, type, since);
}

/** Locks a balance (before counting what depends on it, e.g. a day's withdrawals). */
export async function lockBalance(trx: Trx, dialect: 'sqlite' | 'postgres', b: Balance): Promise<number> {
  const balance = await lock(trx, dialect, b);
  if (balance === undefined) throw AppError.fail(M.ledgerNoAccount);
  return balance;
}

/** A page of a user's wallet entries, newest first, with their count (a player's account details). */
export function walletEntries(
  db: DbOrTrx,
  userId: number,
  range: { from?: number | undefined; to?: number | undefined },
  window: PageWindow,
): Promise<{ rows: MoneyLogRow[]; total: number }> {
  return repo.walletEntries(db, userId, range, window);
}

/** When a user's wallet last moved (0: never). */
export function lastWalletMove(db: DbOrTrx, userId: number): Promise<number> {
  return repo.lastWalletMove(db, userId);
}

/** What every ledger entry shows, in the reader's language (a player's account details, a cooperation balance). */
export function entryOf(r: MoneyLogRow, lang: Lang) {
  return {
    id: r.id,
    memo: memoText(LEDGER_MEMOS, r.memo, r.memo_params, lang),
    money: fenToYuan(r.change),
    before: fenToYuan(r.before),
    after: fenToYuan(r.after),
    order_id: r.ref_type === 'order' ? r.ref_id : '',
    create_time: r.create_time,
  };
}
