/**
 * How many operations a concurrent workload test runs. `npm test` runs a quarter of the full count: the races it
 * looks for come from the calls in flight at once, which stay the same, and CI stays within its time. `npm run
 * test:workloads` (WORKLOAD=full) runs the full count on both dialects, as before a release.
 */
export const workloadOperations = (full: number): number =>
  process.env.WORKLOAD === 'full' ? full : Math.round(full / 4);
