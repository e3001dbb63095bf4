import type { DbOrTrx } from '../../db/database.ts';
import type { SandboxTradeRow } from '../../db/schema.ts';

// The sandbox provider's own books (migration 0018): the only query-building code of the stand-in provider.

export async function insertTrade(db: DbOrTrx, row: Omit<SandboxTradeRow, 'state'>): Promise<void> {
  await db.insertInto('sandbox_trades').values(row).execute();
}

export function findTrade(db: DbOrTrx, tradeNo: string): Promise<SandboxTradeRow | undefined> {
  return db.selectFrom('sandbox_trades').selectAll().where('trade_no', '=', tradeNo).executeTakeFirst();
}

/** WAIT → PAID or FAILED, once: answers the row when this call made the change. */
export function finishTrade(
  db: DbOrTrx,
  tradeNo: string,
  state: 'PAID' | 'FAILED',
  now: number,
): Promise<SandboxTradeRow | undefined> {
  return db
    .updateTable('sandbox_trades')
    .set({ state, update_time: now })
    .where('trade_no', '=', tradeNo)
    .where('state', '=', 'WAIT')
    .returningAll()
    .executeTakeFirst();
}
