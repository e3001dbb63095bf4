import { LEDGER_MEMOS, memoText } from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.ts';
import { checkLedger, runLedgerCheck } from '../src/modules/ledger/ledger-check.ts';
import {
  systemAccount,
  transfer,
  wallet,
  type Balance,
  type Transfer,
} from '../src/modules/ledger/ledger.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { expectBooksBalanced } from './helpers/ledger.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The ledger is the only way money moves. These tests pin its promises: every movement one transfer of two rows
// that cancel out, never below zero where money is owned, a consistent before/after chain under concurrency, an
// idempotency key that never posts twice, and a check that finds any balance its rows don't explain.

let t: TestApp;
let player: Balance;
let till: Balance;

beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
  const p = await t.db
    .selectFrom('users')
    .select(['id', 'shop_id', 'money'])
    .where('username', '=', 'player01')
    .executeTakeFirstOrThrow();
  player = wallet(p.id, p.shop_id);
  till = await t.db.transaction().execute((trx) => systemAccount(trx, 'shop_till', p.shop_id));
  // player01 starts with 150 yuan from the demo; take it to exactly 100.
  await move({ from: player, to: till, fen: p.money - 10_000 });
});
afterEach(() => t.close());

const balance = async () =>
  (await t.db.selectFrom('users').select('money').where('id', '=', player.userId).executeTakeFirstOrThrow())
    .money;
const logs = () =>
  t.db
    .selectFrom('money_log')
    .selectAll()
    .where('user_id', '=', player.userId)
    .where('account_id', '=', 0)
    .orderBy('id')
    .execute();

type Move = Partial<Transfer> & Pick<Transfer, 'from' | 'to' | 'fen'>;
const move = (m: Move) =>
  t.db.transaction().execute((trx) =>
    transfer(trx, t.ctx.dialect, {
      type: 'test',
      memo: { code: 'orderPay', params: { order: `D${m.fen}` } },
      ...m,
    }),
  );
const pay = (fen: number, extra: Partial<Transfer> = {}) => move({ from: player, to: till, fen, ...extra });

describe('transfer', () => {
  it('writes one transfer of two rows that cancel out, with before, after, memo and reference', async () => {
    const result = await pay(2_550, { refType: 'order', refId: 'D123', operatorId: 7 });
    expect(result).toMatchObject({ duplicate: false, from: { before: 10_000, after: 7_450 } });
    expect(await balance()).toBe(7_450);
    const rows = await t.db
      .selectFrom('money_log')
      .selectAll()
      .where('transfer_id', '=', result.transferId)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      user_id: player.userId,
      account_id: 0,
      change: -2_550,
      before: 10_000,
      after: 7_450,
      ref_type: 'order',
      ref_id: 'D123',
      operator_id: 7,
    });
    expect(rows[1]).toMatchObject({ account_id: till.accountId, change: 2_550 });
    // The memo is a code with its parameters, read later in the reader's language.
    expect(memoText(LEDGER_MEMOS, rows[0]!.memo, rows[0]!.memo_params, 'en')).toBe('Paid for order D2550');
    await expectBooksBalanced(t);
  });

  it('refuses a transfer that would take a wallet below zero and writes nothing', async () => {
    const before = await logs();
    await expect(pay(10_001)).rejects.toMatchObject({ code: 0, key: 'ledgerInsufficient' });
    expect(await balance()).toBe(10_000);
    expect(await logs()).toEqual(before);
    await expectBooksBalanced(t);
  });

  it("throws the caller's error when short (e.g. 402 for ticketing), or the one made from the balance", async () => {
    const short = new AppError(402, 'shortForTicket');
    await expect(pay(20_000, { insufficient: short })).rejects.toBe(short);
    await expect(
      pay(20_000, { insufficient: (have) => new AppError(0, 'short', { have }) }),
    ).rejects.toMatchObject({ params: { have: 10_000 } });
    expect(await balance()).toBe(10_000);
  });

  it('lets an account for money outside the app (a till) go below zero, and no other', async () => {
    const hold = await t.db
      .transaction()
      .execute((trx) => systemAccount(trx, 'withdrawal_hold', till.shopId));
    await expect(move({ from: hold, to: player, fen: 1 })).rejects.toMatchObject({
      key: 'ledgerInsufficient',
    });
    // The demo's players were paid in through the till: it is below zero already, and may go further.
    const tillBefore = await tillBalance();
    expect(tillBefore).toBeLessThan(0);
    await move({ from: till, to: player, fen: 5_000 });
    expect(await tillBalance()).toBe(tillBefore - 5_000);
    await expectBooksBalanced(t);
  });

  it('refuses money from a balance to itself (a wallet or an account) as a programming error, writing nothing', async () => {
    const before = await logs();
    await expect(move({ from: player, to: wallet(player.userId, player.shopId), fen: 100 })).rejects.toThrow(
      /to itself/,
    );
    await expect(move({ from: till, to: { ...till }, fen: 100 })).rejects.toThrow(/to itself/);
    expect(await balance()).toBe(10_000);
    expect(await logs()).toEqual(before);
    await expectBooksBalanced(t);
  });

  it('takes a balance exactly to zero', async () => {
    await pay(10_000);
    expect(await balance()).toBe(0);
  });

  it('rolls back every transfer of a transaction when a later one is refused', async () => {
    const before = await logs();
    await expect(
      t.db.transaction().execute(async (trx) => {
        const t1 = { from: player, to: till, type: 'test', memo: { code: 'opening' as const } };
        await transfer(trx, t.ctx.dialect, { ...t1, fen: 6_000 });
        await transfer(trx, t.ctx.dialect, { ...t1, fen: 6_000 });
      }),
    ).rejects.toBeInstanceOf(AppError);
    expect(await balance()).toBe(10_000);
    expect(await logs()).toEqual(before);
    await expectBooksBalanced(t);
  });

  it('refuses fractions of a fen, zero and negative amounts', async () => {
    await expect(pay(0.5)).rejects.toThrow(/integer fen/);
    await expect(pay(0)).rejects.toThrow(/positive/);
    await expect(pay(-100)).rejects.toThrow(/positive/);
    expect(await balance()).toBe(10_000);
  });

  it('posts an idempotency key once, even when ten posts race', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => pay(1_000, { idempotencyKey: 'pay:test:T1' })),
    );
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await balance()).toBe(9_000);
    await pay(1_000, { idempotencyKey: 'pay:test:T2' });
    expect(await balance()).toBe(8_000);
    await expectBooksBalanced(t);
  });

  it('serialises concurrent transfers on one wallet: no lost update, never below zero', async () => {
    const before = (await logs()).length;
    // 30 payments of 5 yuan against 100 yuan: exactly 20 can succeed, whatever the interleaving.
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => pay(500)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(20);
    expect(await balance()).toBe(0);
    const rows = (await logs()).slice(before);
    expect(rows).toHaveLength(20);
    // Each row starts where the previous one ended: the changes really happened one after another.
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.before).toBe(rows[i - 1]!.after);
    await expectBooksBalanced(t);
  });
});

describe('the check', () => {
  it('finds a balance changed without a transfer, and a row without its other side', async () => {
    expect(await checkLedger(t.db)).toMatchObject({ off: [], total: 0, brokenTransfers: 0 });
    await t.db.updateTable('users').set({ money: 10_100 }).where('id', '=', player.userId).execute();
    const check = await checkLedger(t.db);
    expect(check.off).toEqual([{ userId: player.userId, accountId: 0, balance: 10_100, logged: 10_000 }]);
    expect(check.total).toBe(100);
    const last = await t.db
      .selectFrom('money_log')
      .select('id')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.db.deleteFrom('money_log').where('id', '=', last.id).execute();
    expect((await checkLedger(t.db)).brokenTransfers).toBe(1);
  });

  it('shows its last result in /metrics', async () => {
    await t.db.updateTable('users').set({ money: 10_100 }).where('id', '=', player.userId).execute();
    await runLedgerCheck(t.ctx);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/ledger_check_balances_off 1/);
    expect(metrics.body).toMatch(/ledger_check_difference_fen 100/);
  });
});

const tillBalance = async () =>
  Number(
    (
      await t.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('id', '=', till.accountId!)
        .executeTakeFirstOrThrow()
    ).balance,
  );
