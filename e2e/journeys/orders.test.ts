import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';
import { uploadTicketPhoto } from '../lib/photo.ts';
import { publishDraw } from '../lib/server.ts';

// The heart of the product end to end: a player orders through the API, the shop sees it arrive without reloading,
// accepts it, photographs and tickets it, the platform publishes the draw with its CLI, and the shop pays out.

const journey = journeyServer();

const api = <T>(path: string, init: { token?: string; body?: unknown } = {}) =>
  callApi<T>(journey.server, path, init);

async function logIn(page: Page) {
  await page.goto(`${journey.server.url}/#/pages/login/login`);
  await page.locator('input[name=username]').fill('demo_shop');
  await page.locator('input[name=password]').fill('demo123456');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/#\/pages\/index\/mine/);
}

const RED = [3, 8, 15, 21, 27, 33];
const BLUE = 9;
const pad = (n: number) => String(n).padStart(2, '0');

test.describe('orders journey (390×844, Chromium)', () => {
  test('a player orders, the shop receives live, tickets with a photo, the draw settles it and the shop pays out', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(`${journey.server.url}/#/pages/index/index`);
    await page.locator('.orders-card').first().waitFor();
    const badge = page.locator('.adm-tab-bar-item').first();
    const badgeBefore = Number((await badge.locator('.adm-badge-content').textContent()) ?? 0);
    await shot(page, '20-orders-tab');

    // The player orders 双色球 6+1 through the API, on the issue on sale (the game calendar picks it).
    const player = await api<{ userinfo: { token: string; money: string } }>('bettingend.User/login', {
      body: { username: 'player07', password: 'demo123456' },
    });
    assert.equal(player.code, 1, player.msg);
    const token = player.data.userinfo.token;
    const before = Number(
      (await api<{ userinfo: { money: string } }>('bettingend.User/index', { token })).data.userinfo.money,
    );
    const created = await api<{ order_id: string; issue: string | null }>('bettingend.Order/create', {
      token,
      body: {
        consent: 1,
        game_id: 101,
        content: [
          {
            note: 1,
            beilv: 1,
            switch: 0,
            data: { list: { red: RED, blue: [BLUE] }, dan: { red: [], blue: [] } },
          },
        ],
      },
    });
    assert.equal(created.code, 1, created.msg);
    const orderId = created.data.order_id;
    const issue = created.data.issue;
    assert.ok(issue, 'a 双色球 order is placed on an issue');

    // It appears at the top of 待接单 without a reload (websocket push), and the tab badge counts it.
    const card = page.locator(`.orders-card[data-order="${orderId}"]`);
    await card.waitFor({ timeout: 10_000 });
    await page.waitForFunction(
      (n) => Number(document.querySelector('.adm-tab-bar-item .adm-badge-content')?.textContent ?? 0) === n,
      badgeBefore + 1,
    );
    await shot(page, '21-new-order-arrived');

    // 接单 from the card opens the order, now 待出票, with its numbers shown.
    await card.getByRole('button', { name: '接单' }).click();
    await page.waitForURL(new RegExp(`order_id=${orderId}`));
    await page.getByTestId('order-state').getByText('待出票').waitFor();
    await page.locator('.orders-ball-red', { hasText: '03' }).first().waitFor();

    // A photo of the ticket as a phone takes it (1600×1200 JPEG), then 出票.
    await uploadTicketPhoto(page, [
      `双色球  第${issue}期`,
      `红 ${RED.map(pad).join(' ')}`,
      `蓝 ${pad(BLUE)}   1注 1倍 2元`,
    ]);
    await shot(page, '22-ticket-photo');
    await page.getByTestId('action-ticket').click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/#\/pages\/index\/index/);

    // The platform publishes the draw with its CLI (another process, same database): the order is settled.
    publishDraw(journey.server, { game: 101, issue, red: RED, blue: BLUE, pool: '1=500000000,2=15000000' });

    await page.goto(`${journey.server.url}/#/pages/indexSupPages/indexSupPages?order_id=${orderId}`);
    await page.getByTestId('order-state').getByText('待派奖').waitFor();
    await page.getByText('¥5000000.00').first().waitFor();
    await shot(page, '23-awaiting-payout');

    // 派奖: the player's balance grows by AwardMoney, exactly once.
    await page.getByTestId('action-award').click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await page.getByTestId('order-state').getByText('已派奖').waitFor();
    await shot(page, '24-paid-out');
    const after = Number(
      (await api<{ userinfo: { money: string } }>('bettingend.User/index', { token })).data.userinfo.money,
    );
    assert.equal(after, before - 2 + 5_000_000);
  });
});
