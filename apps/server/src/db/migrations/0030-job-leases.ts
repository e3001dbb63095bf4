import type { Migration } from './helpers.ts';

/**
 * `job_leases`: which instance holds each background job's turn, and until when (docs/operations.md, "Jobs"). An
 * instance runs a job only when it takes the lease, so several instances run each job once per interval.
 */
export const jobLeases: Migration = {
  name: '0030-job-leases',
  async up(db) {
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('holder', 'varchar(100)', (c) => c.notNull())
      .addColumn('until_ms', 'bigint', (c) => c.notNull())
      .execute();
  },
};
