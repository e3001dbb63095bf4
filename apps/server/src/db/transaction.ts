import type { Db, Trx } from './database.ts';

// One way to run a transaction (docs/architecture.md, "Effects after commit"). What a change sets off outside the
// database (a websocket push, forgetting kept answers or sessions, a notifier) must happen only once the change is
// committed: before it, a rollback would have announced something that never happened, and a kept list dropped
// before the commit could be filled again with the old rows by a read that ran meanwhile.

/** Something to do once the transaction has committed. A failing effect is logged; the change stands. */
export type Effect = () => void | Promise<void>;

/** An open transaction and the effects waiting for its commit. */
export interface Tx {
  /** Repositories take this as their first argument. */
  readonly trx: Trx;
  /** Runs `effect` after the commit, in the order given; dropped when the transaction rolls back. */
  afterCommit(effect: Effect): void;
}

interface TransactionHost {
  db: Db;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Runs `work` in one transaction; after it commits, runs the effects `work` asked for. When `work` throws, the
 * transaction rolls back, the effects are dropped and the error goes on to the caller.
 */
export async function inTransaction<T>(host: TransactionHost, work: (tx: Tx) => Promise<T>): Promise<T> {
  const effects: Effect[] = [];
  const result = await host.db
    .transaction()
    .execute((trx) => work({ trx, afterCommit: (effect) => void effects.push(effect) }));
  await runEffects(host, effects);
  return result;
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
