import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.ts';
import { inTransaction, TRANSACTION_ATTEMPTS } from '../src/db/transaction.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A transaction PostgreSQL fails to break a deadlock (40P01) or a serialization conflict (40001) runs again whole
// (docs/orders.md, "Locks"): what the failed attempt wrote is rolled back, its effects never run, and the effects of
// the attempt that commits run once. After the last attempt the caller gets a refusal in words, not an error.

let t: TestApp;
let userId: number;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
  userId = (await t.login('demo_shop')).userId;
});
afterEach(() => t.close());

const transient = (code: string) => Object.assign(new Error('deadlock detected'), { code });
const nickname = async () =>
  (await t.db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirstOrThrow())
    .nickname;

describe('inTransaction and transient failures', () => {
  it.each(['40P01', '40001'])(
    'runs the work again after %s; only the committed attempt counts',
    async (code) => {
      const ran: number[] = [];
      let attempts = 0;
      const result = await inTransaction(t.ctx, async (tx) => {
        const attempt = ++attempts;
        await tx.trx
          .updateTable('users')
          .set({ nickname: `attempt ${attempt}` })
          .where('id', '=', userId)
          .execute();
        tx.afterCommit(() => void ran.push(attempt));
        if (attempt < 3) throw transient(code);
        return attempt;
      });
      expect(result).toBe(3);
      expect(ran).toEqual([3]);
      expect(await nickname()).toBe('attempt 3');
    },
  );

  it('gives up after the last attempt with a refusal in words, having written nothing', async () => {
    const before = await nickname();
    const ran: number[] = [];
    let attempts = 0;
    const outcome = inTransaction(t.ctx, async (tx) => {
      attempts++;
      await tx.trx.updateTable('users').set({ nickname: 'never' }).where('id', '=', userId).execute();
      tx.afterCommit(() => void ran.push(attempts));
      throw transient('40P01');
    });
    await expect(outcome).rejects.toBeInstanceOf(AppError);
    await expect(outcome).rejects.toMatchObject({ code: 0, key: 'dbBusy' });
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    expect(ran).toEqual([]);
    expect(await nickname()).toBe(before);
  });

  it('passes any other failure on at once, without running the work again', async () => {
    let attempts = 0;
    const refusal = AppError.fail('orderNotFound');
    await expect(
      inTransaction(t.ctx, async () => {
        attempts++;
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(attempts).toBe(1);
  });
});
