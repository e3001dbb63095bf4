import { fenToYuan, LEDGER_MEMOS, memoText, type LedgerMemo } from '@dzzs/shared';
import type { Lang } from '../../core/i18n.ts';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import type { LedgerAccountKind, LedgerAccountRow, MoneyLogRow } from '../../db/schema.ts';
import type { PageWindow } from '../../db/paging.ts';
import { AppError } from '../../core/errors.ts';
import { defineMessages } from '../../core/i18n.ts';
import { nowSeconds } from '../../core/clock.ts';
import * as repo from './ledger.repository.ts';
import { countLedgerRows, dbSink } from '../statistics/statistics-rollups.service.ts';

// The one ledger, double-entry (docs/money.md): every balance — a user's wallet (users.money) or a ledger account
// (a cooperation balance, a shop's till, a provider's clearing account, money held…) — moves only through
// `transfer`, inside the caller's transaction: one transfer row and two ledger rows (before, after, why, about
// what) whose changes sum to zero, so all balances together always sum to zero.

const M = defineMessages({
  ledgerNoAccount: { zh: '账户不存在', en: 'Account not found' },
  ledgerInsufficient: { zh: '余额不足', en: 'Insufficient balance' },
});

/** A balance: the wallet of a user, or a ledger account (whose owner is `userId`; 0 for a platform account). */
export interface Balance {
  userId: number;
  shopId: number;
  /** A ledger account; absent for the wallet of `userId`. */
  accountId?: number;
}

/** A user's wallet: a player's balance, or a shop's balance (its owner's wallet). */
export const wallet = (userId: number, shopId: number): Balance => ({ userId, shopId });

/** The accounts the system keeps beside wallets and cooperation balances (docs/money.md, "Accounts"). */
export type SystemAccountKind = Exclude<LedgerAccountKind, 'cooperation'>;

/** Accounts that stand for money outside the app: they go below zero as money comes in through them. */
const OUTSIDE: Record<SystemAccountKind, boolean> = {
  shop_till: true,
  provider: true,
  opening: true,
  platform_fee: false,
  platform_payout: false,
  withdrawal_hold: false,
  red_packet_hold: false,
};

/** The system account of that kind (and shop, and code), created when first needed. Platform-wide: shop 0. */
export async function systemAccount(
  trx: Trx,
  kind: SystemAccountKind,
  shopId = 0,
  code = '',
): Promise<Balance> {
  const accountId = await repo.accountId(
    trx,
    { kind, shopId, ownerShopId: shopId, code, mayGoNegative: OUTSIDE[kind] },
    nowSeconds(),
  );
  return { userId: shopId, shopId, accountId };
}

/**
 * How a transfer moves the 不可提现 part of a player's wallet (docs/money.md, "Not withdrawable"), on the player's
 * side of it:
 * - `in`: money that must be bet before it may be withdrawn (a recharge, a red packet, the shop's 加款) joins it;
 * - `spend`: a bet payment, or the shop's 扣款, takes from it first;
 * - `refund`: money given back about a reference (an order) returns there what that reference's payments took from
 *   it and have not had back, the rest as withdrawable;
 * - `withdraw`: may take only what is outside it.
 * Without one, the money moves as withdrawable (a prize, a refused withdrawal given back). A shop's own wallet has
 * no such part: the rule is the players'.
 */
export type LockedMove = 'in' | 'spend' | 'refund' | 'withdraw';

export interface Transfer {
  from: Balance;
  to: Balance;
  /** Fen, > 0. */
  fen: number;
  type: string;
  /** Why, as a code of LEDGER_MEMOS with parameters: shown in the reader's language. */
  memo: LedgerMemo;
  refType?: string;
  refId?: string | number;
  operatorId?: number;
  /**
   * What the payer hears when its balance would go negative (e.g. 402 for ticketing), or a function of the balance
   * it has, to say how much is left. Accounts for money outside the app never refuse.
   */
  insufficient?: AppError | ((balance: number) => AppError);
  /** How the player's 不可提现 part moves (a `withdraw` hears `insufficient` with what is withdrawable). */
  locked?: LockedMove;
  /** The event this transfer records (a provider's trade, a request): the same key never posts twice. */
  idempotencyKey?: string;
  /** When the event happened (seconds): now, but for the demo's history, whose rows are dated with their event. */
  at?: number;
}

export type TransferResult =
  | {
      transferId: number;
      duplicate: false;
      from: { before: number; after: number };
      to: { before: number; after: number };
    }
  | { transferId: number; duplicate: true };

const sameBalance = (a: Balance, b: Balance) =>
  a.accountId || b.accountId ? a.accountId === b.accountId : a.userId === b.userId;
const describe = (b: Balance) => (b.accountId ? `account ${b.accountId}` : `wallet of user ${b.userId}`);

const lock = async (
  trx: Trx,
  dialect: 'sqlite' | 'postgres',
  b: Balance,
): Promise<{ balance: number; mayGoNegative: boolean; locked: number } | undefined> => {
  if (!b.accountId) {
    const held = await repo.lockWallet(trx, b.userId, dialect);
    return held && { balance: held.money, mayGoNegative: false, locked: held.locked };
  }
  const held = await repo.lockAccount(trx, b.accountId, dialect);
  return held && { ...held, locked: 0 };
};

const isPlayerWallet = (b: Balance) => !b.accountId && b.userId !== b.shopId;

/** The change of a player's 不可提现 part on one side of a transfer (`change` < 0: the paying side). */
async function lockedChange(
  trx: Trx,
  t: Transfer,
  b: Balance,
  change: number,
  locked: number,
): Promise<number> {
  if (!t.locked || !isPlayerWallet(b)) return 0;
  if (change < 0) return t.locked === 'spend' ? -Math.min(locked, -change) : 0;
  if (t.locked === 'in') return change;
  if (t.locked !== 'refund') return 0;
  if (!t.refType || t.refId === undefined) throw new Error(`a refund without its reference (${t.type})`);
  return Math.min(change, await repo.lockedTakenFor(trx, b.userId, t.refType, String(t.refId)));
}

/** The order balances are locked in: accounts before wallets, each kind in id order. */
const lockOrder = (b: Balance) => (b.accountId ? -b.accountId : b.userId);
const inLockOrder = (x: Balance, y: Balance) =>
  (x.accountId ? 0 : 1) - (y.accountId ? 0 : 1) || lockOrder(x) - lockOrder(y);

/**
 * Locks balances in the one order every transfer locks them in. A transaction that makes several transfers locks
 * all their balances first (docs/orders.md, "Locks"): one transfer after another would lock the second's balances
 * after the first's, in an order another transaction may take the other way round.
 */
export async function lockBalances(
  trx: Trx,
  dialect: 'sqlite' | 'postgres',
  balances: readonly Balance[],
): Promise<void> {
  for (const b of [...balances].sort(inLockOrder))
    if ((await lock(trx, dialect, b)) === undefined) throw AppError.fail(M.ledgerNoAccount);
}

/**
 * Moves `fen` from one balance to another. Both balances are locked first, accounts before wallets and each in id
 * order, so two transfers between the same balances in opposite directions wait for each other instead of
 * deadlocking.
 */
export async function transfer(
  trx: Trx,
  dialect: 'sqlite' | 'postgres',
  t: Transfer,
): Promise<TransferResult> {
  if (!Number.isSafeInteger(t.fen) || t.fen <= 0)
    throw new Error(`transfer must be positive integer fen, got ${t.fen}`);
  // Money from a balance to itself would post two rows that cancel out and show as a movement: always a mistake of
  // the caller (the wrong counterparty), never the user's.
  if (sameBalance(t.from, t.to))
    throw new Error(`transfer from a balance to itself (${describe(t.from)}, ${t.type})`);
  const now = t.at ?? nowSeconds();
  const ref = { ref_type: t.refType ?? '', ref_id: t.refId === undefined ? '' : String(t.refId) };
  const transferId = await repo.insertTransfer(trx, {
    type: t.type,
    fen: t.fen,
    ...ref,
    idempotency_key: t.idempotencyKey ?? null,
    operator_id: t.operatorId ?? 0,
    create_time: now,
  });
  if (transferId === undefined) {
    const posted = await repo.transferIdOfKey(trx, t.idempotencyKey!);
    return { transferId: posted!, duplicate: true };
  }
  await lockBalances(trx, dialect, [t.from, t.to]);
  const side = async (b: Balance, change: number, insufficient?: Transfer['insufficient']) => {
    const held = (await lock(trx, dialect, b))!;
    const after = held.balance + change;
    // A withdrawal may take only what is outside the 不可提现 part, and hears how much that is.
    const free =
      change < 0 && t.locked === 'withdraw' && isPlayerWallet(b) ? held.balance - held.locked : held.balance;
    if ((free + change < 0 || after < 0) && !held.mayGoNegative) {
      const refusal = typeof insufficient === 'function' ? insufficient(free) : insufficient;
      throw refusal ?? AppError.fail(M.ledgerInsufficient);
    }
    const locked = await lockedChange(trx, t, b, change, held.locked);
    if (b.accountId) await repo.setAccount(trx, b.accountId, after, now);
    else await repo.setWallet(trx, b.userId, after, held.locked + locked, now);
    await repo.insertLog(trx, {
      user_id: b.userId,
      shop_id: b.shopId,
      account_id: b.accountId ?? 0,
      transfer_id: transferId,
      locked_change: locked,
      type: t.type,
      change,
      before: held.balance,
      after,
      memo: t.memo.code,
      memo_params: JSON.stringify(t.memo.params ?? {}),
      ...ref,
      operator_id: t.operatorId ?? 0,
      create_time: now,
    });
    return { before: held.balance, after, outside: held.mayGoNegative };
  };
  const from = await side(t.from, -t.fen, t.insufficient);
  const to = await side(t.to, t.fen);
  // The statistics' roll-ups count the transfer in its own transaction (docs/statistics.md).
  const counted = (b: Balance, s: typeof from, change: number) => ({
    userId: b.userId,
    shopId: b.shopId,
    accountId: b.accountId ?? 0,
    outside: s.outside,
    change,
  });
  await countLedgerRows(dbSink(trx), { type: t.type, params: t.memo.params ?? {}, at: now }, [
    counted(t.from, from, -t.fen),
    counted(t.to, to, t.fen),
  ]);
  return {
    transferId,
    duplicate: false,
    from: { before: from.before, after: from.after },
    to: { before: to.before, after: to.after },
  };
}

/** The cooperation balance of a branch at a main store as a ledger balance, created empty when first needed. */
export async function cooperationBalance(
  trx: Trx,
  mainShopId: number,
  branchShopId: number,
): Promise<Balance> {
  const accountId = await repo.accountId(
    trx,
    { kind: 'cooperation', shopId: mainShopId, ownerShopId: branchShopId, code: '', mayGoNegative: false },
    nowSeconds(),
  );
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
  const held = await lock(trx, dialect, b);
  if (held === undefined) throw AppError.fail(M.ledgerNoAccount);
  return held.balance;
}

/** A page of a user's wallet entries, newest first, with their count (a player's account details). */
export function walletEntries(
  db: DbOrTrx,
  userId: number,
  range: { from?: number | undefined; to?: number | undefined },
  window: PageWindow,
): Promise<{ rows: MoneyLogRow[]; total: number }> {
  return repo.walletEntries(db, { userId, ...range }, window);
}

export type WalletFilter = repo.WalletFilter;

/**
 * A page of wallet entries, newest first, with their count and sum: one user's or a shop's wallets, of the types
 * starting with (or not with) the given prefixes (a shop balance's tabs, its players' 加款 / 扣款).
 */
export function walletEntriesOf(
  db: DbOrTrx,
  f: WalletFilter,
  window: PageWindow,
): Promise<{ rows: MoneyLogRow[]; total: number; sum: number }> {
  return repo.walletEntries(db, f, window);
}

/** A wallet's balance as it stands, for reading (0 for no such user). */
export async function walletBalance(db: DbOrTrx, userId: number): Promise<number> {
  return (await repo.walletBalance(db, userId)) ?? 0;
}

/** A wallet's balance and its 不可提现 part, for reading (0 for no such user). */
export async function walletSplit(db: DbOrTrx, userId: number): Promise<{ money: number; locked: number }> {
  return (await repo.walletSplit(db, userId)) ?? { money: 0, locked: 0 };
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

/** Ledger rows of a time range with their accounts' kind of money, for the statistics' rebuild. */
export const rowsWithAccounts = (db: DbOrTrx, from: number, to: number) =>
  repo.rowsWithAccounts(db, from, to);
