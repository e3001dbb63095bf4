import type { AppContext, Job } from '../context.ts';

/** Runs each job on its interval; a job still running when its next turn comes is not started twice. */
export class Scheduler {
  private timers: NodeJS.Timeout[] = [];
  private running = new Set<string>();

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

  async tick(job: Job): Promise<void> {
    if (this.running.has(job.name)) return;
    this.running.add(job.name);
    try {
      await job.run(this.ctx);
    } catch (err) {
      this.ctx.log.error({ err, job: job.name }, 'scheduled job failed');
    } finally {
      this.running.delete(job.name);
    }
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }
}
