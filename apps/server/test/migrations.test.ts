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
