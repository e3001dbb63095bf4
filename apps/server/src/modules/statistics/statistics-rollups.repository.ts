import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { precompiled } from '../../db/precompiled.ts';
import type {
  StatsLedgerDaysTable,
  StatsOrderDaysTable,
  StatsPlayerDaysTable,
  StatsShopDaysTable,
  StatsTicketWaitsTable,
} from './statistics.table.ts';

// Writes of the roll-ups: one upsert adding to a row (INSERT … ON CONFLICT … DO UPDATE, which SQLite and
// PostgreSQL both take), so concurrent transactions of one shop and day add up instead of overwriting.

/** Every roll-up table with the columns of its key (the upsert's conflict target, a rebuild's comparison). */
export const ROLLUP_KEYS = {
  stats_order_days: ['shop_id', 'day', 'kind', 'game_code', 'staff_id'],
  stats_shop_days: ['shop_id', 'kind', 'day', 'staff_id'],
  stats_ticket_waits: ['shop_id', 'day', 'staff_id', 'seconds'],
  stats_player_days: ['shop_id', 'day', 'user_id', 'kind'],
  stats_ledger_days: ['shop_id', 'day', 'type', 'holder', 'item'],
} as const;
export type RollupTable = keyof typeof ROLLUP_KEYS;

/** The columns a roll-up row adds up. */
export const SUMMED: Record<RollupTable, readonly string[]> = {
  stats_order_days: ['orders', 'fen'],
  stats_shop_days: ['orders', 'fen'],
  stats_ticket_waits: ['orders'],
  stats_player_days: ['orders', 'fen'],
  stats_ledger_days: ['entries', 'fen'],
};

export interface RollupRows {
  stats_order_days: StatsOrderDaysTable;
  stats_shop_days: StatsShopDaysTable;
  stats_ticket_waits: StatsTicketWaitsTable;
  stats_player_days: StatsPlayerDaysTable;
  stats_ledger_days: StatsLedgerDaysTable;
}

// Every ticket and payout runs these upserts inside its transaction: built and compiled once per table.
const upsert = precompiled((db, row: Record<string, number | string>, shape: { table: RollupTable }) =>
  db
    .insertInto(shape.table as 'stats_order_days')
    .values(row as unknown as StatsOrderDaysTable)
    .onConflict((oc) =>
      oc
        .columns([...ROLLUP_KEYS[shape.table]] as 'shop_id'[])
        .doUpdateSet(
          Object.fromEntries(
            SUMMED[shape.table].map((c) => [
              c,
              sql<number>`${sql.ref(`${shape.table}.${c}`)} + excluded.${sql.ref(c)}`,
            ]),
          ),
        ),
    ),
);

/** Adds a row's figures to the row of its key, creating it when it is the first. */
export async function addTo<T extends RollupTable>(db: DbOrTrx, table: T, row: RollupRows[T]): Promise<void> {
  // One statement for both dialects; the table is one of five, so Kysely's per-table types are set aside here.
  await upsert(db, row as unknown as Record<string, number | string>, { table });
}

export interface RollupScope {
  shopId?: number | undefined;
  from: number;
  to: number;
}

/** The rows of a roll-up table within days [from, to] (of one shop). */
export function rowsIn(db: DbOrTrx, table: RollupTable, s: RollupScope): Promise<Record<string, unknown>[]> {
  let q = db
    .selectFrom(table as 'stats_order_days')
    .selectAll()
    .where('day', '>=', s.from)
    .where('day', '<=', s.to);
  if (s.shopId !== undefined) q = q.where('shop_id', '=', s.shopId);
  return q.execute() as Promise<Record<string, unknown>[]>;
}

export async function deleteIn(db: DbOrTrx, table: RollupTable, s: RollupScope): Promise<void> {
  let q = db
    .deleteFrom(table as 'stats_order_days')
    .where('day', '>=', s.from)
    .where('day', '<=', s.to);
  if (s.shopId !== undefined) q = q.where('shop_id', '=', s.shopId);
  await q.execute();
}

/** Writes many new rows at once (the bench's generated roll-ups); keys must not exist yet. */
export async function insertMany<T extends RollupTable>(
  db: DbOrTrx,
  table: T,
  rows: readonly RollupRows[T][],
): Promise<void> {
  // SQLite takes at most 32,766 bound values a statement: 500 rows of up to 7 columns stay well below.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto(table as 'stats_order_days')
      .values(rows.slice(i, i + 500) as StatsOrderDaysTable[])
      .execute();
}
