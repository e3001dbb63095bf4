import { expect } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.ts';
import { systemAccount, transfer, wallet } from '../../src/modules/ledger/ledger.service.ts';
import type { TestApp } from './test-app.ts';

/**
 * The books balance: every balance is the sum of its ledger rows, all balances sum to zero, every transfer is two
 * rows that cancel out, and no wallet or held amount is negative. Call after each money scenario.
 */
export async function expectBooksBalanced(t: TestApp): Promise<void> {
  const check = await checkLedger(t.db);
  expect(check.off, 'balances that are not the sum of their rows').toEqual([]);
  expect(check.total, 'all balances together').toBe(0);
  expect(check.brokenTransfers, 'transfers that are not two rows summing to zero').toBe(0);
  expect(check.lockedOff, '不可提现 parts off their rows or outside 0..balance').toEqual([]);
  const negative = await t.db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'balance'])
    .where('may_go_negative', '=', 0)
    .where('balance', '<', 0)
    .execute();
  expect(negative, 'accounts below zero').toEqual([]);
  const wallets = await t.db.selectFrom('users').select('id').where('money', '<', 0).execute();
  expect(wallets, 'wallets below zero').toEqual([]);
}

/** Sets a user's wallet to `fen` through the books (a transfer with the opening account), as a test's starting money. */
export async function setWallet(t: TestApp, userId: number, fen: number): Promise<void> {
  await t.db.transaction().execute(async (trx) => {
    const u = await trx
      .selectFrom('users')
      .select(['money', 'shop_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const diff = fen - Number(u.money);
    if (!diff) return;
    const own = wallet(userId, u.shop_id || userId);
    const opening = await systemAccount(trx, 'opening');
    await transfer(trx, t.ctx.dialect, {
      from: diff > 0 ? opening : own,
      to: diff > 0 ? own : opening,
      fen: Math.abs(diff),
      type: 'opening',
      memo: { code: 'opening' },
    });
  });
}
