import { LEDGER_MEMOS, memoText } from '@dzzs/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors.ts';
import { applyMoneyChange, type MoneyChange } from '../src/modules/ledger/ledger.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The ledger is the only way money moves; these tests pin its three promises: never below zero, one ledger row
// per change with a consistent before/after chain, and concurrent changes on one account serialised.

let t: TestApp;
let playerId: number;
let shopId: number;

beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
  const player = await t.db
    .selectFrom('users')
    .select(['id', 'shop_id'])
    .where('username', '=', 'player01')
    .executeTakeFirstOrThrow();
  playerId = player.id;
  shopId = player.shop_id;
  await t.db.updateTable('users').set({ money: 10_000 }).where('id', '=', playerId).execute();
});
afterEach(() => t.close());

const balance = async () =>
  (await t.db.selectFrom('users').select('money').where('id', '=', playerId).executeTakeFirstOrThrow()).money;
const logs = () =>
  t.db.selectFrom('money_log').selectAll().where('user_id', '=', playerId).orderBy('id').execute();

const change = (fen: number, extra: Partial<MoneyChange> = {}): MoneyChange => ({
  userId: playerId,
  shopId,
  change: fen,
  type: 'test',
  memo: { code: 'orderPay', params: { order: `D${fen}` } },
  ...extra,
});
const apply = (fen: number, extra: Partial<MoneyChange> = {}) =>
  t.db.transaction().execute((trx) => applyMoneyChange(trx, t.ctx.dialect, change(fen, extra)));

describe('applyMoneyChange', () => {
  it('writes exactly one ledger row with before, after, change and reference', async () => {
    const before = (await logs()).length;
    const result = await apply(-2_550, { refType: 'order', refId: 'D123', operatorId: 7 });
    // The memo is a code with its parameters, read later in the reader's language.
    expect(
      memoText(LEDGER_MEMOS, (await logs()).at(-1)!.memo, (await logs()).at(-1)!.memo_params, 'en'),
    ).toBe('Paid for order D-2550');
    expect(result).toMatchObject({ before: 10_000, after: 7_450 });
    expect(await balance()).toBe(7_450);
    const rows = await logs();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      id: result.logId,
      user_id: playerId,
      shop_id: shopId,
      type: 'test',
      change: -2_550,
      before: 10_000,
      after: 7_450,
      ref_type: 'order',
      ref_id: 'D123',
      operator_id: 7,
    });
  });

  it('refuses a change that would go below zero and writes nothing', async () => {
    const before = await logs();
    await expect(apply(-10_001)).rejects.toMatchObject({ code: 0, key: 'ledgerInsufficient' });
    expect(await balance()).toBe(10_000);
    expect(await logs()).toEqual(before);
  });

  it('throws the caller-chosen error when short (e.g. 402 for ticketing)', async () => {
    const short = new AppError(402, 'shortForTicket');
    await expect(apply(-20_000, { insufficient: short })).rejects.toBe(short);
    expect(await balance()).toBe(10_000);
  });

  it('takes a balance exactly to zero', async () => {
    await apply(-10_000);
    expect(await balance()).toBe(0);
  });

  it('rolls back every change of a transaction when a later one is refused', async () => {
    const before = await logs();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await applyMoneyChange(trx, t.ctx.dialect, change(-6_000));
        await applyMoneyChange(trx, t.ctx.dialect, change(-6_000));
      }),
    ).rejects.toBeInstanceOf(AppError);
    expect(await balance()).toBe(10_000);
    expect(await logs()).toEqual(before);
  });

  it('refuses fractions of a fen', async () => {
    await expect(apply(-0.5)).rejects.toThrow(/integer fen/);
    expect(await balance()).toBe(10_000);
  });

  it('serialises concurrent changes on one account: no lost update, never below zero', async () => {
    const before = (await logs()).length;
    // 30 withdrawals of 5 yuan against 100 yuan: exactly 20 can succeed, whatever the interleaving.
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => apply(-500)));
    const succeeded = outcomes.filter((o) => o.status === 'fulfilled');
    expect(succeeded).toHaveLength(20);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(10);
    expect(await balance()).toBe(0);
    const rows = (await logs()).slice(before);
    expect(rows).toHaveLength(20);
    // Each row starts where the previous one ended: the changes really happened one after another.
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.before).toBe(rows[i - 1]!.after);
    expect(rows[0]!.before).toBe(10_000);
    expect(rows.at(-1)!.after).toBe(0);
  });
});
