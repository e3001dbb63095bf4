import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/account/password.ts';
import { insertShop } from '../src/modules/account/sign-up.service.ts';
import { MODULES } from '../src/modules/index.ts';
import { seedDemo, seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const count = async (table: 'users' | 'orders') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** Every module with demo data, in the order of the module list. */
const SEEDED = MODULES.filter((m) => m.seedDemo).map((m) => m.name);

const marks = async () =>
  (await t.db.selectFrom('settings').select('key').where('key', 'like', 'demo_seed:%').execute())
    .map((r) => r.key)
    .sort();

// Each test seeds the whole demo (every module, every account's password hash): tens of seconds on PostgreSQL on a
// busy machine.
describe('the demo looks like a shop’s real history', { timeout: 120_000 }, () => {
  it('players hold what a shop’s players plausibly hold; back-dated withdrawals’ ledger rows carry their dates', async () => {
    await seedDemo(t.ctx);
    const richest = await t.db
      .selectFrom('users')
      .select(['username', 'money'])
      .where('group_id', '=', 1)
      .orderBy('money', 'desc')
      .executeTakeFirstOrThrow();
    // The biggest demo prize is one 排列5 win (100,000 yuan a bet, the sample's multiple 2).
    expect(Number(richest.money), richest.username).toBeLessThanOrEqual(250_000_00);
    const withdrawals = await t.db.selectFrom('shop_withdrawals').selectAll().execute();
    expect(new Set(withdrawals.map((w) => new Date(w.create_time * 1000).toDateString())).size).toBe(3);
    for (const w of withdrawals) {
      const rows = await t.db
        .selectFrom('money_log')
        .select(['type', 'create_time'])
        .where('ref_type', '=', 'shop_withdrawal')
        .where('ref_id', '=', String(w.id))
        .execute();
      for (const r of rows)
        expect(r.create_time, `${w.order_number} ${r.type}`).toBe(
          r.type === 'shop_withdrawal' ? w.create_time : w.update_time,
        );
    }
  });
});

describe('demo seeding is all or nothing', { timeout: 120_000 }, () => {
  it('seeds accounts and every module, and marks each part done', async () => {
    const outcome = await seedDemo(t.ctx);
    expect(outcome).toEqual({ seeded: ['accounts', ...SEEDED], missing: [] });
    expect(await marks()).toEqual(['accounts', ...SEEDED].map((name) => `demo_seed:${name}`).sort());
    expect(await count('orders')).toBeGreaterThan(100);
    // A second start changes nothing.
    const users = await count('users');
    expect(await seedDemo(t.ctx)).toEqual({ seeded: [], missing: [] });
    expect(await count('users')).toBe(users);
  });

  it('finishes on the next start what a killed start left without its mark', async () => {
    await seedDemoAccounts(t.ctx);
    expect(await marks()).toEqual(['demo_seed:accounts']);
    expect(await seedDemo(t.ctx)).toEqual({ seeded: SEEDED, missing: [] });
    expect(await count('orders')).toBeGreaterThan(100);
  });

  it('writes no account at all when the account transaction fails half-way', async () => {
    // A clash on the last player makes the transaction fail after the shops and most players were written.
    await insertPlayerNamed('player50');
    await expect(seedDemoAccounts(t.ctx)).rejects.toThrow();
    expect(await count('users')).toBe(1);
    expect(await marks()).toEqual([]);
  });

  it('says what is missing instead of announcing logins when old demo accounts are incomplete', async () => {
    const hash = await hashPassword('demo123456');
    await t.db
      .transaction()
      .execute((trx) =>
        insertShop(trx, { username: 'demo_shop', nickname: '幸运彩票店', password: '' }, hash),
      );
    const outcome = await seedDemo(t.ctx);
    expect(outcome.seeded).toEqual([]);
    expect(outcome.missing.join(' ')).toContain('partner_shop');
    expect(await count('users')).toBe(1);
  });
});

async function insertPlayerNamed(username: string) {
  const now = Math.floor(Date.now() / 1000);
  await t.db
    .insertInto('users')
    .values({ username, password_hash: 'x', group_id: 1, create_time: now, update_time: now })
    .execute();
}
