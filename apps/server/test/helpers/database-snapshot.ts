import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';
import { TEST_DB } from './test-app.ts';

// What a test compares to see that calls changed no row: every table of the test's database (its own schema on
// PostgreSQL), found by introspection so that tables added later are included.

interface Table {
  name: string;
  columns: string[];
  /** The columns of text. */
  texts: string[];
}

async function tablesOf(db: Db): Promise<Table[]> {
  if (TEST_DB === 'postgres') {
    // Kysely's introspection reads every schema, which other test files create and drop meanwhile: this schema only.
    const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = current_schema() and table_name not like 'kysely_%'
      order by table_name, ordinal_position`.execute(db);
    const tables = new Map<string, Table>();
    for (const row of rows) {
      const table = tables.get(row.table_name) ?? { name: row.table_name, columns: [], texts: [] };
      table.columns.push(row.column_name);
      if (/char|text/i.test(row.data_type)) table.texts.push(row.column_name);
      tables.set(row.table_name, table);
    }
    return [...tables.values()];
  }
  return (await db.introspection.getTables()).map((table) => ({
    name: table.name,
    columns: table.columns.map((c) => c.name),
    texts: table.columns.filter((c) => /char|text/i.test(c.dataType)).map((c) => c.name),
  }));
}

export interface DatabaseSnapshot {
  /** The tables whose rows differ in `later` (their counts, or their contents for a full snapshot). */
  diff(later: DatabaseSnapshot): string[];
  readonly tables: ReadonlyMap<string, string>;
}

/** Every table's row count (`counts`: one query) or a hash of all its rows (`full`). */
export async function databaseSnapshot(db: Db, kind: 'full' | 'counts' = 'full'): Promise<DatabaseSnapshot> {
  const tables = await tablesOf(db);
  const values = new Map<string, string>();
  if (kind === 'counts') {
    const query = sql.join(
      tables.map((table) => sql`select ${table.name} as name, count(*) as n from ${sql.table(table.name)}`),
      sql` union all `,
    );
    const { rows } = await sql<{ name: string; n: number | string }>`${query}`.execute(db);
    for (const row of rows) values.set(row.name, String(row.n));
  } else
    for (const table of tables) {
      const rows = await db
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      const lines = rows.map((row) => JSON.stringify(row)).sort();
      values.set(table.name, crypto.createHash('sha256').update(lines.join('\n')).digest('hex'));
    }
  return {
    tables: values,
    diff: (later) =>
      [...new Set([...values.keys(), ...later.tables.keys()])].filter(
        (name) => values.get(name) !== later.tables.get(name),
      ),
  };
}

/**
 * The first and the last row of the shop's in each table with a shop column (`shop_id`, `main_shop_id`,
 * `receiving_shop_id`…: a row is the shop's when any of them is): the rows its calls may name.
 */
export async function shopRows(
  db: Db,
  shopId: number,
): Promise<{ table: string; row: Record<string, unknown>; texts: string[] }[]> {
  const out: { table: string; row: Record<string, unknown>; texts: string[] }[] = [];
  for (const table of await tablesOf(db)) {
    const shopColumns = table.columns.filter((c) => /(^|_)shop_id$/.test(c));
    if (!shopColumns.length) continue;
    const ordered = table.columns.includes('id');
    for (const direction of ordered ? (['asc', 'desc'] as const) : (['asc'] as const)) {
      let query = db
        .selectFrom(table.name as never)
        .selectAll()
        .where((eb) => eb.or(shopColumns.map((c) => eb(sql.ref(c), '=', shopId))));
      if (ordered) query = query.orderBy(sql.ref('id'), direction);
      const row = await query.limit(1).executeTakeFirst();
      if (row) out.push({ table: table.name, row: row as Record<string, unknown>, texts: table.texts });
    }
  }
  return out;
}
