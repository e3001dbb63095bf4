import type { Db } from '../../db/database.ts';
import * as repo from './job-leases.repository.ts';

// Background jobs run once across instances (docs/operations.md, "Jobs"): each turn of a job is a lease in the
// database that one instance takes; the others skip that turn.

/**
 * Takes the turn of job `name` for `holder`: the lease lasts a little less than the job's interval, so the next turn
 * (on whichever instance comes first) finds it free. False: another instance has this turn.
 */
export function takeTurn(db: Db, name: string, holder: string, everyMs: number, now = Date.now()) {
  return repo.takeLease(db, name, holder, now, now + Math.max(1, Math.floor(everyMs * 0.9)));
}

/** Gives a failed turn back, so another instance tries at its next tick instead of after a whole interval. */
export function giveTurnBack(db: Db, name: string, holder: string) {
  return repo.releaseLease(db, name, holder);
}
