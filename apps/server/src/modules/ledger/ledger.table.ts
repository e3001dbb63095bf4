import type { Generated, Selectable } from 'kysely';

/** The tables the ledger module owns: only its repositories name them (docs/architecture.md). */
export interface LedgerTables {
  money_log: MoneyLogTable;
  ledger_transfers: LedgerTransfersTable;
  ledger_accounts: LedgerAccountsTable;
}

/**
 * One side of a transfer (docs/money.md): every balance change, written in the same transaction as the change
 * itself; the two rows of one transfer share `transfer_id` and their changes sum to zero.
 */
export interface MoneyLogTable {
  id: Generated<number>;
  /** The wallet's user, or the account's owner (0 for a platform account). */
  user_id: number;
  shop_id: Generated<number>;
  type: string;
  change: number;
  before: number;
  after: number;
  /** A code of LEDGER_MEMOS (packages/shared), read in the reader's language with `memo_params`. */
  memo: Generated<string>;
  /** JSON object of the memo's parameters. */
  memo_params: Generated<string>;
  ref_type: Generated<string>;
  ref_id: Generated<string>;
  operator_id: Generated<number>;
  /** 0: the row moved the wallet of `user_id` (users.money); else the ledger account it moved. */
  account_id: Generated<number>;
  transfer_id: number;
  /** How this row moved the wallet's 不可提现 part (users.locked_money): a bet payment's share taken from it is < 0. */
  locked_change: Generated<number>;
  create_time: number;
}

/** One movement of money between two balances; its two sides are `money_log` rows. */
export interface LedgerTransfersTable {
  id: Generated<number>;
  type: string;
  /** Fen moved, > 0. */
  fen: number;
  ref_type: Generated<string>;
  ref_id: Generated<string>;
  /** Unique when set: the same event (a provider's trade, a request) never posts twice. */
  idempotency_key: string | null;
  operator_id: Generated<number>;
  create_time: number;
}

/**
 * A balance of the ledger that is not a user's wallet: a cooperation balance (the branch's, `owner_shop_id`, money
 * held by its main store, `shop_id`) or one of the system's accounts (`LedgerAccountKind`; platform-wide ones have
 * shop 0). Only accounts that stand for money outside the app may go below zero.
 */
export interface LedgerAccountsTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  shop_id: number;
  owner_shop_id: number;
  /** Tells apart accounts of one kind and shop: a provider's id, whose withdrawals a hold keeps. */
  code: Generated<string>;
  may_go_negative: Generated<number>;
  balance: Generated<number>;
  create_time: number;
  update_time: number;
}

export type LedgerAccountKind =
  | 'cooperation'
  | 'shop_till'
  | 'provider'
  | 'platform_fee'
  | 'platform_payout'
  | 'withdrawal_hold'
  | 'red_packet_hold'
  | 'opening';

export type MoneyLogRow = Selectable<MoneyLogTable>;
export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
