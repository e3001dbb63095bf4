import { afterEach, describe, expect, it } from 'vitest';
import type { Job } from '../src/context.ts';
import { Scheduler } from '../src/jobs/scheduler.ts';
import { MODULES } from '../src/modules/index.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// docs/operations.md, "Jobs": several instances on one database run each turn of a background job once.

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

/** Two instances on one database, each with its scheduler. */
async function twoInstances(jobs: readonly Job[]) {
  const a = await createTestApp();
  const b = await createTestApp();
  apps.push(a, b);
  b.ctx.db = a.ctx.db;
  await seedDemoAccounts(a.ctx);
  return { db: a.db, schedulers: [new Scheduler(a.ctx, jobs), new Scheduler(b.ctx, jobs)] as const };
}

/** Every scheduler ticks the job `times` times at once; answers how many ticks ran it. */
async function tickAll(schedulers: readonly Scheduler[], job: Job, times = 3): Promise<number> {
  const ran = await Promise.all(schedulers.flatMap((s) => Array.from({ length: times }, () => s.tick(job))));
  return ran.filter(Boolean).length;
}

describe('jobs on several instances', () => {
  it('each turn of every job of the product runs on one instance only', async () => {
    const jobs = MODULES.flatMap((m) => m.jobs ?? []);
    expect(jobs.map((j) => j.name)).toEqual(
      expect.arrayContaining(['order-deadlines', 'red-packet-expiry', 'ledger-check', 'expire-payments']),
    );
    const { db, schedulers } = await twoInstances(jobs);
    for (const job of jobs) expect([job.name, await tickAll(schedulers, job)]).toEqual([job.name, 1]);
    // The turn is taken: the other instance's ticks within the interval skip it.
    for (const job of jobs) {
      const lease = await db
        .selectFrom('job_leases')
        .selectAll()
        .where('name', '=', job.name)
        .executeTakeFirstOrThrow();
      const other = schedulers.find((s) => s.holder !== lease.holder)!;
      expect([job.name, await tickAll([other], job)]).toEqual([job.name, 0]);
    }
  });

  it('the next turn, on whichever instance comes first, once; a failed turn is given back', async () => {
    let runs = 0;
    let fail = false;
    const job: Job = {
      name: 'counted',
      everyMs: 60_000,
      run: async () => {
        runs++;
        await new Promise((r) => setTimeout(r, 20));
        if (fail) throw new Error('boom');
      },
    };
    const { db, schedulers } = await twoInstances([job]);
    const [a, b] = schedulers;
    expect(await a.tick(job)).toBe(true);
    expect(await b.tick(job)).toBe(false);
    // The lease ran out (as it does a little before the interval): one of the two takes the turn.
    await db
      .updateTable('job_leases')
      .set({ until_ms: Date.now() - 1 })
      .execute();
    expect(await tickAll(schedulers, job)).toBe(1);
    expect(runs).toBe(2);

    await db
      .updateTable('job_leases')
      .set({ until_ms: Date.now() - 1 })
      .execute();
    fail = true;
    expect(await a.tick(job)).toBe(false);
    expect(runs).toBe(3);
    fail = false;
    expect(await b.tick(job)).toBe(true);
    expect(runs).toBe(4);
  });
});
