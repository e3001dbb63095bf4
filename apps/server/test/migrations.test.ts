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

describe('0028-shop-merchant-clearing', () => {
  it('re-books recharges paid to a shop’s merchant onto the shop’s clearing account, once, books at zero', async () => {
    const t = await openTestDatabase('0026-payment-merchants');
    close = t.close;
    const { systemAccount, transfer, wallet } = await import('../src/modules/ledger/ledger.service.ts');
    const { checkLedger } = await import('../src/modules/ledger/ledger-check.ts');
    const { TEST_DB } = await import('./helpers/test-app.ts');
    // The history is written with today's transfer, which also counts the statistics' roll-ups: their tables (of
    // migration 0036, which the migration under test does not touch) are there while it is written.
    const { statistics } = await import('../src/db/migrations/0036-statistics.ts');
    await statistics.up(t.db as never, TEST_DB);
    // Today's transfer also moves the 不可提现 part (migration 0045): its columns too, dropped again below.
    const { notWithdrawable } = await import('../src/db/migrations/0045-not-withdrawable.ts');
    await notWithdrawable.up(t.db as never, TEST_DB);
    const user = (username: string, group_id: number, shop_id = 0) =>
      t.db
        .insertInto('users')
        .values({ username, password_hash: 'x', group_id, shop_id, create_time: now, update_time: now })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((r) => r.id);
    const shop = await user('shop', 2);
    const player = await user('p1', 1, shop);
    // Two paid recharges as the code before wrote them, both from the platform's epay account: one paid to the
    // shop's merchant (merchant 7), one to the platform's own.
    const paid = async (trade_no: string, fen: number, merchant_id: number) => {
      await t.db
        .insertInto('payments')
        .values({
          trade_no,
          provider: 'epay',
          purpose: 'player_recharge',
          payer_id: player,
          shop_id: shop,
          fen,
          state: 1,
          create_time: now,
          expire_time: now + 1800,
          merchant_id,
        })
        .execute();
      await t.db.transaction().execute(async (trx) =>
        transfer(trx, TEST_DB, {
          from: await systemAccount(trx, 'provider', 0, 'epay'),
          to: wallet(player, shop),
          fen,
          type: 'recharge',
          memo: { code: 'payRecharge', params: { provider: 'epay', trade: trade_no } },
          refType: 'payment',
          refId: trade_no,
          idempotencyKey: `pay:epay:${trade_no}`,
        }),
      );
    };
    await paid('PSHOP', 3_000, 7);
    await paid('PPLATFORM', 700, 0);
    for (const table of ['stats_order_days', 'stats_ticket_waits', 'stats_player_days', 'stats_ledger_days'])
      await t.db.schema.dropTable(table).execute();
    await t.db.schema.dropIndex('money_log_ref').execute();
    await t.db.schema.alterTable('users').dropColumn('locked_money').execute();
    await t.db.schema.alterTable('money_log').dropColumn('locked_change').execute();
    await t.migrate();

    const balance = async (shopId: number) =>
      Number(
        (
          await t.db
            .selectFrom('ledger_accounts')
            .select('balance')
            .where('kind', '=', 'provider')
            .where('code', '=', 'epay')
            .where('shop_id', '=', shopId)
            .where('owner_shop_id', '=', shopId)
            .executeTakeFirstOrThrow()
        ).balance,
      );
    expect(await balance(0)).toBe(-700);
    expect(await balance(shop)).toBe(-3_000);
    const rebooked = await t.db
      .selectFrom('ledger_transfers')
      .select(['ref_id', 'fen', 'idempotency_key'])
      .where('type', '=', 'recharge_merchant')
      .execute();
    expect(rebooked).toEqual([{ ref_id: 'PSHOP', fen: 3_000, idempotency_key: 'pay-merchant:PSHOP' }]);
    expect(await checkLedger(t.db)).toMatchObject({ off: [], total: 0, brokenTransfers: 0 });
    // The player's balance is what it was: only the counterparty changed.
    const p = await t.db
      .selectFrom('users')
      .select('money')
      .where('id', '=', player)
      .executeTakeFirstOrThrow();
    expect(Number(p.money)).toBe(3_700);
  });
});

describe('0033-record-events-backfill and 0034-cooperation-state', () => {
  it('gives the records written before their history, and every cooperation there is the state active', async () => {
    const t = await openTestDatabase('0027-record-events');
    close = t.close;
    const user = async (username: string, group_id: number, shop_id = 0) =>
      (
        await t.db
          .insertInto('users')
          .values({ username, password_hash: 'x', group_id, shop_id, create_time: now, update_time: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const shop = await user('shop', 2);
    const main = await user('main', 2);
    const player = await user('player', 1, shop);
    const other = await user('other', 1, shop);
    const returned = <T extends { id: number }>(q: { executeTakeFirstOrThrow(): Promise<T> }) =>
      q.executeTakeFirstOrThrow().then((r) => r.id);
    const withdrawal = (state: number) =>
      returned(
        t.db
          .insertInto('player_withdrawals')
          .values({
            user_id: player,
            shop_id: shop,
            handling_shop_id: shop,
            method: 1,
            account: 'a',
            contact: 'c',
            real_name: 'r',
            fen: 100,
            state,
            handler_id: state ? shop : 0,
            ret_reason: state === 2 ? '不符' : '',
            create_time: now,
            update_time: now + 60,
          })
          .returning('id'),
      );
    const waiting = await withdrawal(0);
    const refused = await withdrawal(2);
    const packet = (state: number) =>
      returned(
        t.db
          .insertInto('red_packets')
          .values({
            shop_id: shop,
            user_id: shop,
            type: 2,
            title: 't',
            count: 2,
            total_fen: 200,
            remaining_fen: 0,
            remaining_count: 0,
            state,
            end_time: now + 86_400,
            create_time: now,
            update_time: now + 120,
          })
          .returning('id'),
      );
    const claimed = await packet(4);
    const expired = await packet(3);
    for (const [user_id, at] of [
      [player, now + 10],
      [other, now + 20],
    ])
      await t.db
        .insertInto('red_packet_grabs')
        .values({ packet_id: claimed, user_id: user_id!, fen: 100, create_time: at! })
        .execute();
    const recharge = await returned(
      t.db
        .insertInto('offline_recharges')
        .values({ user_id: player, shop_id: shop, fen: 500, state: 1, handler_id: shop, create_time: now })
        .returning('id'),
    );
    const application = await returned(
      t.db
        .insertInto('cooperation_applications')
        .values({
          branch_shop_id: shop,
          main_shop_id: main,
          game_code: null,
          state: 1,
          applicant_id: shop,
          handler_id: main,
          create_time: now,
          handle_time: now + 30,
        })
        .returning('id'),
    );
    const cooperation = await returned(
      t.db
        .insertInto('cooperations')
        .values({ branch_shop_id: shop, main_shop_id: main, create_time: now + 30 } as never)
        .returning('id'),
    );
    const channel = await returned(
      t.db
        .insertInto('shop_receipts')
        .values({ shop_id: shop, channel_id: 999, state: 3, create_time: now, update_time: now + 90 })
        .returning('id'),
    );
    const payment = await returned(
      t.db
        .insertInto('payments')
        .values({
          trade_no: 'P1',
          provider: 'sandbox',
          purpose: 'player_recharge',
          payer_id: player,
          shop_id: shop,
          fen: 100,
          state: 3,
          create_time: now,
          expire_time: now + 1800,
        })
        .returning('id'),
    );
    await t.db
      .insertInto('shop_config')
      .values({
        shop_id: shop,
        store_certification: 3,
        store_certification_memo: '照片不清',
        create_time: now,
        update_time: now + 5,
      })
      .execute();

    await t.migrate();
    const events = async (entity: string, id: number) =>
      (
        await t.db
          .selectFrom('record_events')
          .selectAll()
          .where('entity', '=', entity)
          .where('record_id', '=', id)
          .orderBy('id')
          .execute()
      ).map((e) => [
        e.action,
        e.from_state,
        e.to_state,
        e.actor_kind,
        e.actor_id,
        e.shop_id,
        e.other_shop_id,
        e.reason,
        Number(e.create_time) - now,
      ]);
    expect(await events('player_withdrawal', waiting)).toEqual([
      ['create', null, 0, 'player', player, shop, 0, '', 0],
    ]);
    expect(await events('player_withdrawal', refused)).toEqual([
      ['create', null, 0, 'player', player, shop, 0, '', 0],
      ['reject', 0, 2, 'shop', shop, shop, 0, '不符', 60],
    ]);
    expect(await events('red_packet', claimed)).toEqual([
      ['create', null, 1, 'shop', shop, shop, 0, '', 0],
      ['exhaust', 1, 4, 'player', other, shop, 0, '', 120],
    ]);
    expect((await events('red_packet', expired))[1]).toEqual(['expire', 1, 3, 'system', 0, shop, 0, '', 120]);
    expect(await events('offline_recharge', recharge)).toEqual([
      ['create', null, 0, 'player', player, shop, 0, '', 0],
      ['confirm', 0, 1, 'shop', shop, shop, 0, '', expect.any(Number)],
    ]);
    expect(await events('cooperation_application', application)).toEqual([
      ['create', null, 0, 'shop', shop, main, shop, '', 0],
      ['approve', 0, 1, 'shop', main, main, shop, '', 30],
    ]);
    expect(await events('cooperation', cooperation)).toEqual([
      ['create', null, 1, 'shop', main, main, shop, '', 30],
    ]);
    expect(await events('receipt', channel)).toEqual([
      ['create', null, 0, 'shop', shop, shop, 0, '', 0],
      ['approve', 0, 1, 'platform', 0, shop, 0, '', expect.any(Number)],
      ['close', 1, 3, 'shop', shop, shop, 0, '', 90],
    ]);
    expect(await events('payment', payment)).toEqual([
      ['create', null, 0, 'player', player, shop, 0, '', 0],
      ['expire', 0, 3, 'system', 0, shop, 0, '', 1800],
    ]);
    expect(await events('certification', shop)).toEqual([
      ['reject', 2, 3, 'platform', 0, shop, 0, '照片不清', 5],
    ]);
    expect(await t.db.selectFrom('cooperations').select(['id', 'state']).execute()).toEqual([
      { id: cooperation, state: 1 },
    ]);
  });
});

describe('0040-statistics-shop-days', () => {
  it('sums the roll-ups kept by game into one row per shop, kind, day and staff member', async () => {
    const t = await openTestDatabase('0036-statistics');
    close = t.close;
    const cell = (
      kind: 'ticket' | 'award',
      game_code: number,
      staff_id: number,
      orders: number,
      fen: number,
    ) => ({
      shop_id: 7,
      day: 20_000,
      kind,
      game_code,
      staff_id,
      orders,
      fen,
    });
    await t.db
      .insertInto('stats_order_days')
      .values([
        cell('ticket', 101, 3, 2, 400),
        cell('ticket', 102, 3, 1, 600),
        cell('ticket', 101, 4, 5, 1000),
        cell('award', 101, 3, 1, 9000),
      ])
      .execute();
    await t.migrate();
    const rows = await t.db
      .selectFrom('stats_shop_days')
      .select(['kind', 'staff_id', 'orders', 'fen'])
      .orderBy('kind')
      .orderBy('staff_id')
      .execute();
    expect(rows.map((r) => [r.kind, r.staff_id, Number(r.orders), Number(r.fen)])).toEqual([
      ['award', 3, 1, 9000],
      ['ticket', 3, 3, 1000],
      ['ticket', 4, 5, 1000],
    ]);
  });
});
