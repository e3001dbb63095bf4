import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from './helpers/test-app.ts';

// Migrations that rewrite data, tested on rows written before them, on each dialect.

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

const now = 1_795_000_000;

describe('0007-orders-trust and 0008-order-lists', () => {
  it('rewrites stored bets as the engine normalizes them, and leaves content it refuses as it was', async () => {
    const t = await openTestDatabase('0006-calendar');
    close = t.close;
    const shop = await t.db
      .insertInto('users')
      .values({ username: 'shop', password_hash: 'x', group_id: 2, create_time: now, update_time: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent = {
      type: 'hh',
      junk: 'x'.repeat(5_000),
      Content: [
        {
          matchNumStr: '周六001',
          matchId: 'M-001',
          homeTeamAbbName: '曼城',
          awayTeamAbbName: '阿森纳',
          data: [{ res: '胜其他', rate: '8', note: 'kept?' }],
        },
      ],
      remarks: { Note: '1', Multiple: '1', reachType: ['单关'], Repeat: '0', isComplex: '0' },
    };
    const row = (order_id: string, bet_content: string) => ({
      order_id,
      shop_id: shop.id,
      user_id: shop.id,
      receiving_shop_id: shop.id,
      ticketing_shop_id: shop.id,
      game_code: 407,
      state: 1,
      note: 1,
      multiple: 1,
      bet_money: 200,
      bet_content,
      deadline: now,
      create_time: now,
      update_time: now,
    });
    await t.db
      .insertInto('orders')
      .values([row('A1', JSON.stringify(sent)), row('A2', '{"Content":"broken"}')])
      .execute();
    await t.migrate();
    const [normalized, refused] = await t.db
      .selectFrom('orders')
      .select('bet_content')
      .orderBy('id')
      .execute();
    const content = JSON.parse(normalized!.bet_content) as {
      Content: { data: { res: string; rate: string }[] }[];
    };
    expect(normalized!.bet_content).not.toContain('junk');
    expect(normalized!.bet_content).not.toContain('kept?');
    expect(content.Content[0]!.data[0]).toEqual({ res: '胜其它', rate: '8.00' });
    expect(refused!.bet_content).toBe('{"Content":"broken"}');
    // 0008-order-lists counts the orders already there.
    expect(await t.db.selectFrom('order_counts').select(['shop_id', 'state', 'n']).execute()).toEqual([
      { shop_id: shop.id, state: 1, n: 2 },
    ]);
  });
});

describe('0017-double-entry', () => {
  it('pairs the rows written before: one transfer each, the other side in the right account, books at zero', async () => {
    const t = await openTestDatabase('0016-push-links');
    close = t.close;
    const user = (username: string, group_id: number, shop_id = 0, money = 0) =>
      t.db
        .insertInto('users')
        .values({
          username,
          password_hash: 'x',
          group_id,
          shop_id,
          money,
          create_time: now,
          update_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const shop = await user('shop', 2);
    const main = await user('main', 2, 0, 900);
    // A player whose balance was set directly, before any row: it gets an opening transfer.
    const player = await user('p1', 1, shop, 1_000);
    await t.db.updateTable('users').set({ shop_id: shop }).where('id', '=', shop).execute();
    const log = (r: {
      user: number;
      account?: number;
      type: string;
      change: number;
      before: number;
      ref?: string;
    }) => ({
      user_id: r.user,
      shop_id: shop,
      account_id: r.account ?? 0,
      type: r.type,
      change: r.change,
      before: r.before,
      after: r.before + r.change,
      ref_type: r.ref ? 'order' : '',
      ref_id: r.ref ?? '',
      create_time: now,
    });
    const coop = await t.db
      .insertInto('ledger_accounts')
      .values({
        kind: 'cooperation',
        shop_id: main,
        owner_shop_id: shop,
        balance: 300,
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ money: 700 }).where('id', '=', player).execute();
    // Rows as 0016 wrote them: before this migration there was no transfer_id column.
    const oldRows = [
      // Single-entry rows of orders: the till is their other side; the service fee goes to the platform.
      log({ user: player, type: 'order_pay', change: -300, before: 1_000, ref: 'D1' }),
      log({ user: shop, type: 'service_fee', change: -100, before: 1_000, ref: 'D1' }),
      // The two rows one cooperation transfer wrote: one transfer, no third row.
      log({ user: shop, type: 'coop_recharge', change: -300, before: 900 }),
      log({ user: shop, account: coop.id, type: 'coop_recharge', change: 300, before: 0 }),
    ];
    await t.db
      .insertInto('money_log')
      .values(oldRows as (ReturnType<typeof log> & { transfer_id: number })[])
      .execute();
    await t.db.updateTable('users').set({ money: 600 }).where('id', '=', shop).execute();
    await t.migrate();

    const rows = await t.db.selectFrom('money_log').selectAll().orderBy('id').execute();
    const transfers = await t.db.selectFrom('ledger_transfers').selectAll().execute();
    expect(rows.every((r) => r.transfer_id > 0)).toBe(true);
    const accounts = await t.db.selectFrom('ledger_accounts').selectAll().orderBy('id').execute();
    const kindOf = (id: number) => accounts.find((a) => a.id === id)?.kind ?? 'wallet';
    const sides = (type: string) =>
      rows
        .filter((r) => r.type === type)
        .map((r) => `${kindOf(r.account_id)}:${r.change}`)
        .sort();
    expect(sides('order_pay')).toEqual(['shop_till:300', 'wallet:-300']);
    expect(sides('service_fee')).toEqual(['platform_fee:100', 'wallet:-100']);
    expect(sides('coop_recharge')).toEqual(['cooperation:300', 'wallet:-300']);
    // Balances set directly (the shop's 600 with rows explaining -400, the player's 700 with rows explaining -300,
    // the main store's 900 with none) each get an opening transfer for the difference.
    expect(sides('opening')).toEqual([
      'opening:-1000',
      'opening:-1000',
      'opening:-900',
      'wallet:1000',
      'wallet:1000',
      'wallet:900',
    ]);
    expect(transfers).toHaveLength(6);
    const { checkLedger } = await import('../src/modules/ledger/ledger-check.ts');
    expect(await checkLedger(t.db)).toMatchObject({ off: [], total: 0, brokenTransfers: 0 });
    expect(accounts.find((a) => a.kind === 'shop_till')).toMatchObject({ balance: 300, may_go_negative: 1 });
  });
});
