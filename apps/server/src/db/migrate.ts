import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import type { DatabaseConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from './database.ts';
import type { Dialect } from './migrations/helpers.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** Runs the migrations not run yet: all of them, or up to and including `target` (tests of a data migration). */
export async function migrateToLatest(
  db: Kysely<unknown>,
  dialect: Dialect,
  pgSchema?: string,
  target?: string,
): Promise<string[]> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(
        MIGRATIONS.map((m) => [m.name, { up: (trxDb: Kysely<unknown>) => m.up(trxDb, dialect) }]),
      ),
  };
  // Kysely looks for its bookkeeping tables in any schema; pin them to ours when several schemas share a database.
  const migrator = new Migrator({ db, provider, ...(pgSchema ? { migrationTableSchema: pgSchema } : {}) });
  const { error, results } = await (target ? migrator.migrateTo(target) : migrator.migrateToLatest());
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Opens and migrates the configured database (used by the server, the CLI and the benchmarks). */
export async function openMigratedDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase(config);
  await migrateToLatest(handle.db as unknown as Kysely<unknown>, handle.kind, config.pgSchema);
  return handle;
}
