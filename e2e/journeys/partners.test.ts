import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// Partner shops end to end (docs/partners.md), two shops on two phones: demo_shop prepays its main store from
// 店铺详细, hands a player's 大乐透 order over (甩单); partner_shop sees it arrive in its 合作 tab without reloading,
// accepts and tickets it, which the branch's cooperation balance pays for, less the commission.

const journey = journeyServer();

const api = <T>(path: string, init: { token?: string; body?: unknown } = {}) =>
  callApi<T>(journey.server, path, init);

const confirm = (page: Page) => page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();

test.describe('partner shops journey (390×844, Chromium)', () => {
  test('demo_shop prepays and hands an order over; partner_shop sees it arrive live and tickets it', async ({
    browser,
  }) => {
    const branch = await journey.phoneOf(browser, 'demo_shop');
    const main = await journey.phoneOf(browser, 'partner_shop');

    // 合作店铺 on the mine page, with the bell's badge: partner_shop's own application to demo_shop waits.
    await branch.getByTestId('menu-cooperation').click();
    await branch.waitForURL(/#\/pages\/mimeSupPage\/dianpu/);
    const card = branch.locator('.cooperation-card').first();
    await card.getByText('合作彩票站').waitFor();
    await branch.getByTestId('cooperation-bell').getByText('1').waitFor();
    await shot(branch, '30-partners-branch');

    // 店铺详细: the games handed over, then 充值 ¥52 from the shop balance into the cooperation balance.
    await card.click();
    await branch.waitForURL(/dianpuSupPage\/dianpuSupPage/);
    await branch.locator('.cooperation-game', { hasText: '大乐透' }).waitFor();
    await branch.getByRole('button', { name: '充值' }).click();
    await branch.locator('.chip', { hasText: '¥52' }).click();
    await branch.getByTestId('recharge-submit').click();
    await branch.getByTestId('cooperation-balance').getByText('¥52.00').waitFor();
    await shot(branch, '31-partner-shop-recharged');
    const shopPage = branch.url();

    // partner_shop watches its 合作 tab.
    await main.goto(`${journey.server.url}/#/pages/index/index`);
    await main.getByTestId('tab-cooperative').click();
    await main.locator('.orders-list').waitFor();

    // A player of demo_shop orders 大乐透 (a game demo_shop hands over by hand).
    const player = await api<{ userinfo: { token: string } }>('bettingend.User/login', {
      body: { username: 'player07', password: 'demo123456' },
    });
    assert.equal(player.code, 1, player.msg);
    const created = await api<{ order_id: string }>('bettingend.Order/create', {
      token: player.data.userinfo.token,
      body: {
        consent: 1,
        game_id: 201,
        content: [
          {
            note: 1,
            beilv: 1,
            switch: 0,
            data: { list: { red: [3, 9, 17, 24, 31], blue: [4, 11] }, dan: { red: [], blue: [] } },
          },
        ],
      },
    });
    assert.equal(created.code, 1, created.msg);
    const orderId = created.data.order_id;

    // 甩单 from the order detail, with the earlier app's confirmation; the page goes back.
    const detail = `${journey.server.url}/#/pages/indexSupPages/indexSupPages?order_id=${orderId}`;
    await branch.goto(detail);
    await branch.getByTestId('order-state').getByText('待接单').waitFor();
    await branch.getByTestId('action-handOver').waitFor();
    await shot(branch, '32-order-to-hand-over');
    await branch.getByTestId('action-handOver').click();
    await branch.locator('.adm-dialog').getByText(`确定甩单(${orderId})订单吗!!!`).waitFor();
    await confirm(branch);
    await branch.waitForURL((url) => !url.href.includes(orderId));

    // It arrives in partner_shop's 合作 tab without a reload (websocket push).
    const arrived = main.locator(`.orders-card[data-order="${orderId}"]`);
    await arrived.waitFor({ timeout: 10_000 });
    await arrived.getByText('待接单').waitFor();
    await shot(main, '33-partner-cooperative-tab');

    // partner_shop accepts and tickets it.
    await arrived.click();
    await main.waitForURL(new RegExp(`order_id=${orderId}`));
    await main.getByTestId('action-handBack').waitFor();
    await main.getByTestId('action-receive').click();
    await main.getByTestId('order-state').getByText('待出票').waitFor();
    await shot(main, '34-partner-order-accepted');
    await main.getByTestId('action-ticket').click();
    await confirm(main);
    await main.waitForURL(/#\/pages\/index\/index/);
    await main.goto(detail);
    await main.getByTestId('order-state').getByText('待开奖').waitFor();

    // The branch's balance paid for the ticket less partner_shop's 5 % on 大乐透: 52 − (2 − 0.10) = 50.10.
    await branch.goto(shopPage);
    await branch.getByTestId('cooperation-balance').getByText('¥50.10').waitFor();
    await branch.getByTestId('cooperation-balance').click();
    await branch.waitForURL(/dianpuSupPage\/shopDetail/);
    await branch.locator('.cooperation-entry', { hasText: orderId }).waitFor();
    await branch.getByTestId('ledger-total').getByText('统计：￥-1.90').waitFor();
    await shot(branch, '35-ledger-tickets');

    // 历史记录 lists the order handed over.
    await branch.goto(shopPage);
    await branch.getByRole('button', { name: '历史记录' }).click();
    await branch.locator(`.cooperation-order[data-order="${orderId}"]`).getByText('待开奖').waitFor();
    await shot(branch, '36-history');
  });
});
