import type { ServerModule } from '../../server-module.ts';

/** Owns the jobs' leases; the scheduler (jobs/scheduler.ts) takes them through its service. */
export const jobLeasesModule: ServerModule = { name: 'job-leases' };
