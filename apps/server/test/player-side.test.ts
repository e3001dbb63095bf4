import {
  playerSideApi as api,
  playerWithdrawalsApi,
  receiptsApi,
  redPacketsApi,
  type DrawResult,
  type GameDraws,
  type OwnWithdrawalPage,
  type Page,
  type PlayerWallet,
  type ShopCard,
} from '@dzzs/shared';
import sharp from 'sharp';
import type { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { receiptsModule } from '../src/modules/receipts/receipts.module.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { setWallet } from './helpers/ledger.ts';
import { ISSUE, orderWorld, place, publishSsq, ssqLine, type OrderWorld } from './helpers/orders.ts';
import { strangerPlayer } from './helpers/shops.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { uploadForm } from './helpers/uploads.ts';

// The player app's reads (docs/players.md, "The player app's reads"): each answers the caller's own shop and own
// records, never another shop's or another player's, and only to players.

let t: TestApp;
let w: OrderWorld;
/** A player of a second shop with no dealings with demo_shop. */
let stranger: { id: number; token: string; shopId: number };
beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
  w = await orderWorld(t);
  stranger = await strangerPlayer(t);
});
afterEach(() => t.close());

const me = () => w.players[0]!;
async function read<T>(path: string, token: string, query: Record<string, string | number> = {}): Promise<T> {
  const r = await t.get<T>(path, { token, query });
  expect(r.code, r.msg).toBe(1);
  return r.data;
}

const ALIPAY = { type: 1, number: '13912345678', contact: '微信 zw888', realname: '张伟' };

describe('only players', () => {
  it('a shop’s or staff token is refused (401) on every read of the player app', async () => {
    for (const endpoint of Object.values(api)) {
      const query = endpoint.request === 'DrawHistoryRequest' ? { game_id: 101 } : {};
      for (const token of [w.shop, w.clerk]) {
        const r = await t.get(endpoint.path, { token, query });
        expect(r.code, endpoint.path).toBe(401);
      }
    }
  });
});

describe('首页: the shop card', () => {
  it('shows the player’s shop, its notices, the games it sells with its deadline, its red packets', async () => {
    await setWallet(t, w.shopId, 100_000);
    const sent = await t.post<{ id: number }>(redPacketsApi.push.path, {
      token: w.shop,
      body: { type: 2, Count: 3, endDay: 1, Money: '1', title: '开业大吉' },
    });
    expect(sent.code, sent.msg).toBe(1);
    const card = await read<ShopCard>(api.shopCard.path, me().token);
    expect(card.shop).toMatchObject({ id: w.shopId });
    expect(card.shop.nickname).not.toBe('');
    const ssq = card.games.find((g) => g.game_id === 101)!;
    // The shop takes 双色球 until its advance (10 minutes by default) before the sales close.
    expect(ssq.issue).toMatchObject({ issue: ISSUE });
    expect(ssq.issue!.deadline).toBe(ssq.issue!.sales_close - 600);
    expect(card.red_packets).toEqual([
      expect.objectContaining({ id: sent.data.id, title: '开业大吉', count: 3, left: 3, grabbed: false }),
    ]);
    expect(
      (await t.post(redPacketsApi.grab.path, { token: me().token, body: { id: sent.data.id } })).code,
    ).toBe(1);
    const after = await read<ShopCard>(api.shopCard.path, me().token);
    expect(after.red_packets[0]).toMatchObject({ left: 2, grabbed: true });

    // A game the shop switches off leaves the card.
    const off = await t.post('/api/shopkeeper.Gamelist/edit', {
      token: w.shop,
      body: { game_id: 101, model: 'gamestate', value: 0 },
    });
    expect(off.code, off.msg).toBe(1);
    expect((await read<ShopCard>(api.shopCard.path, me().token)).games.map((g) => g.game_id)).not.toContain(
      101,
    );

    // Another shop's player sees their own shop and none of demo_shop's packets.
    const theirs = await read<ShopCard>(api.shopCard.path, stranger.token);
    expect(theirs.shop.id).toBe(stranger.shopId);
    expect(theirs.red_packets).toEqual([]);
  });
});

describe('开奖', () => {
  it('each number game’s latest result, its draw days and next draw come from the calendar', async () => {
    await publishSsq(t, [1, 2, 3, 4, 5, 6], 7);
    const games = await read<GameDraws[]>(api.latestDraws.path, me().token);
    const ssq = games.find((g) => g.game_id === 101)!;
    expect(ssq.latest).toMatchObject({ issue: ISSUE, red: [1, 2, 3, 4, 5, 6], blue: [7], digits: [] });
    // 双色球 draws on Tuesday, Thursday and Sunday by the platform's schedule, not by a text in the app.
    expect(ssq.draw_weekdays).toEqual([2, 4, 7]);
    expect(games.find((g) => g.game_id === 102)!.latest).toBeNull();
    const schedule = await t.db
      .selectFrom('game_schedules')
      .select('draw_weekdays')
      .where('game_code', '=', 101)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('game_schedules')
      .set({ draw_weekdays: '1,3' })
      .where('game_code', '=', 101)
      .execute();
    const moved = await read<GameDraws[]>(api.latestDraws.path, me().token);
    expect(moved.find((g) => g.game_id === 101)!.draw_weekdays).toEqual([1, 3]);
    expect(schedule.draw_weekdays).toBe('2,4,7');

    const history = await read<Page<DrawResult>>(api.drawHistory.path, me().token, { game_id: 101 });
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({ game_id: 101, issue: ISSUE });
    expect((await t.get(api.drawHistory.path, { token: me().token, query: { game_id: 1 } })).code).toBe(0);
  });
});

describe('钱包', () => {
  it('the balance split, the ledger and the withdrawals are the caller’s own', async () => {
    await place(t, me().token, { game_id: 101, issue: ISSUE, content: ssqLine([1, 2, 3, 4, 5, 6], 7) });
    const asked = await t.post(playerWithdrawalsApi.request.path, {
      token: me().token,
      body: { ...ALIPAY, money: '100' },
    });
    expect(asked.code, asked.msg).toBe(1);
    // 1000 yuan, less the 2-yuan order and the 100 yuan the request holds.
    expect(await read<PlayerWallet>(api.wallet.path, me().token)).toEqual({
      money: '898.00',
      withdrawable: '898.00',
      not_withdrawable: '0.00',
      withdrawing: '100.00',
    });
    const ledger = await read<Page<{ money: string; order_id: string }>>(api.ledger.path, me().token);
    // Newest first: the withdrawal's hold, the order, then whatever set the balance before.
    expect(ledger.data.map((e) => e.money).slice(0, 2)).toEqual(['-100.00', '-2.00']);
    const mine = await read<z.infer<typeof OwnWithdrawalPage>>(api.withdrawals.path, me().token);
    expect(mine.data).toEqual([
      expect.objectContaining({ money: '100.00', state: 0, user_id: me().id, user_remarks: '' }),
    ]);

    // Another player, of the same shop or another, sees none of it.
    for (const other of [w.players[1]!, stranger]) {
      expect((await read<Page<unknown>>(api.withdrawals.path, other.token)).data).toEqual([]);
      const theirs = await read<Page<{ money: string }>>(api.ledger.path, other.token);
      expect(theirs.data.map((e) => e.money)).not.toContain('-100.00');
    }
    expect((await read<PlayerWallet>(api.wallet.path, stranger.token)).money).toBe('500.00');
  });

  it('red packets grabbed are the caller’s own', async () => {
    await setWallet(t, w.shopId, 100_000);
    const sent = await t.post<{ id: number }>(redPacketsApi.push.path, {
      token: w.shop,
      body: { type: 2, Count: 2, endDay: 1, Money: '1.5', title: '周末红包' },
    });
    expect(
      (await t.post(redPacketsApi.grab.path, { token: me().token, body: { id: sent.data.id } })).code,
    ).toBe(1);
    const grabbed = await read<Page<unknown>>(api.grabbedRedPackets.path, me().token);
    expect(grabbed.data).toEqual([
      expect.objectContaining({ packet_id: sent.data.id, title: '周末红包', money: '1.50' }),
    ]);
    expect(await read<Page<unknown>>(api.grabbedRedPackets.path, w.players[1]!.token)).toMatchObject({
      total: 0,
      data: [],
    });
    // Another shop's player can't grab it: not found.
    const r = await t.post(redPacketsApi.grab.path, { token: stranger.token, body: { id: sent.data.id } });
    expect(r.code).toBe(0);
  });

  it('recharge channels: only those open at the player’s own shop, the offline QR with its image', async () => {
    expect(await read<unknown[]>(api.rechargeChannels.path, me().token)).toEqual([]);
    const image = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#3a6ea5' } })
      .jpeg()
      .toBuffer();
    const up = await uploadForm<{ url: string }>(
      t,
      w.shop,
      receiptsApi.upload.path,
      { type: 'StoreID' },
      image,
    );
    expect(up.code, up.msg).toBe(1);
    const applied = await t.post(receiptsApi.apply.path, {
      token: w.shop,
      body: { receipt_id: 999, xianxia_shoukuangImg: up.data!.url },
    });
    expect(applied.code, applied.msg).toBe(1);
    const row = await t.db
      .selectFrom('shop_receipts')
      .select('id')
      .where('shop_id', '=', w.shopId)
      .executeTakeFirstOrThrow();
    await receiptsModule.cli!['channels approve']!.run(t.ctx, { id: String(row.id) });
    const channels = await read<{ id: number; kind: string; qr_url: string }[]>(
      api.rechargeChannels.path,
      me().token,
    );
    expect(channels).toEqual([
      expect.objectContaining({ id: 999, kind: 'offline', qr_url: expect.any(String) }),
    ]);
    expect(channels[0]!.qr_url).not.toBe('');
    // "I have paid": the recharge through that channel waits for the shop.
    const paid = await t.post(receiptsApi.recharge.path, {
      token: me().token,
      body: { money: '50', channel: 999 },
    });
    expect(paid.code, paid.msg).toBe(1);
    expect(await read<unknown[]>(api.rechargeChannels.path, stranger.token)).toEqual([]);
  });
});
