import type { TestApp } from './test-app.ts';
import { TEST_DB } from './test-app.ts';

// Races made to happen, not hoped for: `hold` keeps a row busy in a transaction of the test's own, so calls fired
// meanwhile line up behind it in the order they were fired, and run when it lets go. On PostgreSQL it locks the
// row (FOR UPDATE), which a call waits for only when it locks or writes that row; SQLite has one writer at a time,
// so there every database call of the app waits, in turn.

export interface Held {
  release(): Promise<void>;
}

export async function hold(
  t: TestApp,
  row: {
    table:
      | 'orders'
      | 'users'
      | 'cooperation_applications'
      | 'cooperations'
      | 'shop_withdrawals'
      | 'player_withdrawals'
      | 'red_packets';
    id: number;
  },
): Promise<Held> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  let holding!: () => void;
  const held = new Promise<void>((r) => (holding = r));
  const done = t.db.transaction().execute(async (trx) => {
    let lock = trx.selectFrom(row.table).select('id').where('id', '=', row.id);
    if (TEST_DB === 'postgres') lock = lock.forUpdate();
    await lock.execute();
    holding();
    await gate;
  });
  await held;
  return {
    async release() {
      release();
      await done;
    },
  };
}

/** Lets calls already fired reach the point where they wait (a query queued, a lock requested). */
export const settle = () => new Promise((r) => setTimeout(r, 60));

/**
 * Fires `first`, lets it reach the database, fires `second`, and only then lets `held` go: the two meet in that
 * order at whatever `held` keeps busy.
 */
export async function collide<A, B>(
  held: Held,
  first: () => Promise<A>,
  second: () => Promise<B>,
): Promise<[A, B]> {
  const a = first();
  await settle();
  const b = second();
  await settle();
  await held.release();
  return Promise.all([a, b]);
}
