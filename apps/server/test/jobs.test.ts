import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MODULES } from '../src/modules/index.ts';
import type { Job } from '../src/context.ts';
import { Scheduler } from '../src/jobs/scheduler.ts';
import { issueCaptcha } from '../src/modules/captcha/captcha.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
});
afterEach(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

describe('background jobs', () => {
  it('purge-expired-sessions forgets expired tokens, captchas, day-old codes and login failures, and nothing live', async () => {
    const live = await t.login('demo_shop');
    const stale = await t.login('demo_clerk');
    await t.db
      .updateTable('tokens')
      .set({ expire_time: now() - 1 })
      .where('user_id', '=', stale.userId)
      .execute();
    const liveCaptcha = await issueCaptcha(t.db);
    const oldCaptcha = await issueCaptcha(t.db);
    await t.db
      .updateTable('captchas')
      .set({ expire_time: now() - 1 })
      .where('id', '=', oldCaptcha.id)
      .execute();
    await t.db
      .insertInto('login_failures')
      .values([
        { account: 'n:someone', ip: '10.0.0.1', failures: 2, last_time: now() - 90_000, lock_until: 0 },
        { account: 'n:someone', ip: '10.0.0.2', failures: 2, last_time: now() - 60, lock_until: 0 },
      ])
      .execute();
    await t.post('/api/Sms/PhoneSend', { body: { phone: '13700000021', event: 'register' } });
    await t.post('/api/Sms/PhoneSend', { body: { phone: '13700000022', event: 'register' } });
    await t.db
      .updateTable('verification_codes')
      .set({ create_time: now() - 90_000 })
      .where('address', '=', '13700000022')
      .execute();

    const jobs = MODULES.flatMap((m) => m.jobs ?? []);
    const job = jobs.find((j) => j.name === 'purge-expired-sessions')!;
    await new Scheduler(t.ctx, jobs).tick(job);

    const tokens = await t.db.selectFrom('tokens').select('user_id').execute();
    expect(new Set(tokens.map((r) => r.user_id))).toEqual(new Set([live.userId]));
    expect((await t.db.selectFrom('captchas').select('id').execute()).map((r) => r.id)).toEqual([
      liveCaptcha.id,
    ]);
    expect((await t.db.selectFrom('login_failures').select('ip').execute()).map((r) => r.ip)).toEqual([
      '10.0.0.2',
    ]);
    expect(
      (await t.db.selectFrom('verification_codes').select('address').execute()).map((r) => r.address),
    ).toEqual(['13700000021']);
    expect((await t.get('/api/NewUser/index', { token: live.token })).code).toBe(1);
  });

  it('never runs a job twice at once, and survives a failing one', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const slow: Job = {
      name: 'slow',
      everyMs: 60_000,
      run: async () => {
        running++;
        runs++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 50));
        running--;
      },
    };
    const failing: Job = {
      name: 'failing',
      everyMs: 60_000,
      run: async () => Promise.reject(new Error('boom')),
    };
    const scheduler = new Scheduler(t.ctx, [slow, failing]);
    await Promise.all([scheduler.tick(slow), scheduler.tick(slow), scheduler.tick(failing)]);
    expect(runs).toBe(1);
    expect(most).toBe(1);
    await scheduler.tick(slow);
    expect(runs).toBe(2);
  });
});
