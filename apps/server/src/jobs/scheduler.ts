import crypto from 'node:crypto';
import type { AppContext, Job } from '../context.ts';
import { giveTurnBack, takeTurn } from '../modules/job-leases/job-leases.service.ts';

/**
 * Runs each job on its interval; a job still running when its next turn comes is not started twice. Each turn is
 * leased in the database first (modules/job-leases), so of several instances one runs it (docs/operations.md,
 * "Jobs"); the jobs are idempotent besides, for a turn that outlives its lease.
 */
export class Scheduler {
  private timers: NodeJS.Timeout[] = [];
  private running = new Set<string>();
  /** This scheduler's name on the leases it takes. */
  readonly holder = crypto.randomUUID();

  constructor(
    private ctx: AppContext,
    private jobs: readonly Job[],
  ) {}

  start(): void {
    for (const job of this.jobs) {
      // A random first delay spreads instances (and jobs) apart instead of all firing at boot.
      const first = setTimeout(
        () => {
          void this.tick(job);
          const every = setInterval(() => void this.tick(job), job.everyMs);
          every.unref();
          this.timers.push(every);
        },
        Math.random() * Math.min(job.everyMs, 30_000),
      );
      first.unref();
      this.timers.push(first);
    }
  }

  /** Runs the job's turn if this instance takes it; answers whether it ran. */
  async tick(job: Job): Promise<boolean> {
    if (this.running.has(job.name)) return false;
    this.running.add(job.name);
    let leased = false;
    try {
      leased = await takeTurn(this.ctx.db, job.name, this.holder, job.everyMs);
      if (!leased) return false;
      await job.run(this.ctx);
      return true;
    } catch (err) {
      this.ctx.log.error({ err, job: job.name }, 'scheduled job failed');
      if (leased)
        await giveTurnBack(this.ctx.db, job.name, this.holder).catch((e: unknown) =>
          this.ctx.log.warn({ err: e, job: job.name }, 'giving a job turn back failed'),
        );
      return false;
    } finally {
      this.running.delete(job.name);
    }
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }
}
