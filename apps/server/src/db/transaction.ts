import { AppError } from '../core/errors.ts';
import { defineMessages } from '../core/i18n.ts';
import type { Db, Trx } from './database.ts';

// One way to run a transaction (docs/architecture.md, "Transactions and effects after commit"). What a change sets
// off outside the database (a websocket push, forgetting kept answers or sessions, a notifier) must happen only once
// the change is committed: before it, a rollback would have announced something that never happened, and a kept list
// dropped before the commit could be filled again with the old rows by a read that ran meanwhile.
//
// PostgreSQL may abort a transaction that did nothing wrong: it breaks a deadlock by failing one of the transactions
// in it (40P01), and refuses a write that lost a serialization race (40001). Transactions take their locks in one
// global order (docs/orders.md, "Locks"), which makes that rare, not impossible; such a transaction is run again
// whole, a few times, after a short random pause. `work` must therefore do nothing outside the database but through
// `afterCommit`: the effects of a failed attempt are dropped with it.

const M = defineMessages({
  dbBusy: {
    zh: '系统繁忙，本次操作未生效，请重试',
    en: 'The system is busy; nothing was changed. Please try again',
  },
});

/** Something to do once the transaction has committed. A failing effect is logged; the change stands. */
export type Effect = () => void | Promise<void>;

/** An open transaction and the effects waiting for its commit. */
export interface Tx {
  /** Repositories take this as their first argument. */
  readonly trx: Trx;
  /** Runs `effect` after the commit, in the order given; dropped when the transaction rolls back. */
  afterCommit(effect: Effect): void;
  /**
   * Runs `step` in the transaction once `work` has returned, just before the commit, in the order given: for writes
   * whose locks must come after every other lock of the change (the websocket events' numbers, docs/operations.md).
   */
  beforeCommit(step: () => Promise<void>): void;
}

interface TransactionHost {
  db: Db;
  log: { warn(obj: object, msg: string): void };
}

/** Attempts of one transaction before its caller hears that the system is busy. */
export const TRANSACTION_ATTEMPTS = 6;
/** The longest pause before the first retry; it doubles with each attempt, and each pause is a random part of it. */
const FIRST_PAUSE_MS = 20;

/** The log message of each retry. */
export const TRANSACTION_RETRIED = 'a transaction failed transiently and runs again';

/** PostgreSQL failed the transaction to break a deadlock or a serialization conflict: running it again is safe. */
export function isTransient(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs `work` in one transaction; after it commits, runs the effects `work` asked for. When `work` throws, the
 * transaction rolls back, the effects are dropped and the error goes on to the caller — except a deadlock or
 * serialization failure, after which `work` runs again in a new transaction (at most TRANSACTION_ATTEMPTS times in
 * all; then the caller gets a refusal saying nothing changed, never an internal error).
 */
export async function inTransaction<T>(host: TransactionHost, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const effects: Effect[] = [];
    try {
      const result = await host.db.transaction().execute(async (trx) => {
        const last: Array<() => Promise<void>> = [];
        const done = await work({
          trx,
          afterCommit: (effect) => void effects.push(effect),
          beforeCommit: (step) => void last.push(step),
        });
        for (const step of last) await step();
        return done;
      });
      await runEffects(host, effects);
      return result;
    } catch (err) {
      if (!isTransient(err)) throw err;
      if (attempt >= TRANSACTION_ATTEMPTS) {
        host.log.warn({ err, attempts: attempt }, 'a transaction failed transiently on every attempt');
        throw AppError.fail(M.dbBusy);
      }
      // Said each time: a path that takes its locks out of the global order shows here first.
      host.log.warn({ code: (err as { code: string }).code, attempt }, TRANSACTION_RETRIED);
      // Full jitter: the transactions that met in a deadlock do not meet again at once.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * FIRST_PAUSE_MS * 2 ** (attempt - 1)),
      );
    }
  }
}

async function runEffects(host: TransactionHost, effects: readonly Effect[]): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      host.log.warn({ err }, 'an effect after commit failed');
    }
  }
}
