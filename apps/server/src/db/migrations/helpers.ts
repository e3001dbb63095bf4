import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

export interface Migration {
  name: string;
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
}

/** Auto-increment integer primary key in either dialect. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNullDefault =
  (value: string | number) =>
  (c: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    c.notNull().defaultTo(value);
