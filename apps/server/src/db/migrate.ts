import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle, type Db } from './database.ts';
import type { Dialect } from './migrations/helpers.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** Runs the migrations not run yet: all of them, or up to and including `target` (tests of a data migration). */
export async function migrateToLatest(
  db: Kysely<unknown>,
  dialect: Dialect,
  pgSchema?: string,
  target?: string,
): Promise<string[]> {
  const migrator = migratorOf(db, dialect, pgSchema);
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

function migratorOf(db: Kysely<unknown>, dialect: Dialect, pgSchema?: string): Migrator {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(
        MIGRATIONS.map((m) => [m.name, { up: (trxDb: Kysely<unknown>) => m.up(trxDb, dialect) }]),
      ),
  };
  // Kysely looks for its bookkeeping tables in any schema; pin them to ours when several schemas share a database.
  // Numbers are reserved for work done side by side (docs/architecture.md), so a database may have run a later
  // number before an earlier one ships: each still runs once.
  return new Migrator({
    db,
    provider,
    allowUnorderedMigrations: true,
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
}

/**
 * The migrations this build has that the database has not run (`/ready` answers 503 while there are any). Read from
 * Kysely's own table, found through the connection's search path: asking the migrator would list the tables of
 * every schema of the database.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const run = new Set(rows.map((r) => r.name));
  return MIGRATIONS.map((m) => m.name).filter((name) => !run.has(name));
}

/** Opens and migrates the configured database (used by the server, the CLI and the benchmarks). */
export async function openMigratedDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase(config);
  await migrateToLatest(handle.db as unknown as Kysely<unknown>, handle.kind, config.pgSchema);
  return handle;
}
