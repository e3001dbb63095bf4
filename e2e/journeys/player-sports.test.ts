import assert from 'node:assert/strict';
import { expect, test } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { PHONE, shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// The player app's sports pickers at 390×844: player30 opens 竞彩足球 from 首页, taps one price on each of two
// matches, sees 2串1 with 共1注 and 预计奖金 on the 投注单, pays from the balance, and the order shows the matches;
// the shop's phone lists it. The basketball, 北京单场, 胜负过关, 胜负彩 and 任选九 pickers are photographed.

const journey = journeyServer();
const api = <T>(apiPath: string, init: { token?: string; body?: unknown } = {}) =>
  callApi<T>(journey.server, apiPath, init);

test.describe('player sports pickers (390×844, Chromium)', () => {
  test('a 竞彩足球 2串1 over two matches: 预计奖金, paid, the shop sees it', async ({ browser }) => {
    // The shop adds 100 元 first, so the pay sheet has the money.
    const shop = await api<{ userinfo: { token: string } }>('NewUser/login', {
      body: { username: 'demo_shop', password: 'demo123456' },
    });
    assert.equal(shop.code, 1, shop.msg);
    const shopToken = shop.data.userinfo.token;
    const player = await api<{ userinfo: { id: number } }>('bettingend.User/login', {
      body: { username: 'player30', password: 'demo123456' },
    });
    assert.equal(player.code, 1, player.msg);
    const playerId = player.data.userinfo.id;
    const added = await api('shopkeeper.Userlist/addMoney', {
      token: shopToken,
      body: { id: playerId, money: '100', memo: '现金' },
    });
    assert.equal(added.code, 1, added.msg);

    const context = await browser.newContext(PHONE);
    journey.phones.push(context);
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/player/#/login`);
    await page.getByTestId('username').locator('input').fill('player30');
    await page.getByTestId('password').locator('input').fill('demo123456');
    await page.getByTestId('login').click();
    await page.waitForURL(/\/player\/#\/$/);

    // 首页 lists 竞彩足球 with its matches on sale and opens its picker.
    const football = page.getByTestId('game-407');
    await expect(football).toContainText('场比赛在售');
    await football.click();
    await page.waitForURL(/#\/game\/407$/);
    const cards = page.locator('.match-card');
    await cards.nth(1).waitFor();
    await expect(page.locator('.match-day-head').first()).toContainText('共');
    await shot(page, 'player-20-football-picker');

    // One price on each of two matches.
    for (const i of [0, 1]) await cards.nth(i).locator('.odds-cell').first().click();
    await expect(page.getByTestId('figures')).toHaveText('已选2场');
    // 更多 opens the other plays of a match (总进球, 半全场, 比分).
    await page.locator('.match-more').first().click();
    await expect(cards.first().locator('.match-play').first()).toBeVisible();
    await shot(page, 'player-21-football-more');
    await page.locator('.match-more').first().click();

    // The 投注单: the two matches, 2串1 chosen, one bet, and the prize range from the odds.
    await page.getByTestId('next').click();
    await page.waitForURL(/#\/slip\?game=407/);
    await expect(page.locator('.chosen-match')).toHaveCount(2);
    await expect(page.getByTestId('pass-2串1')).toHaveClass(/odds-on/);
    await expect(page.getByTestId('slip-figures')).toContainText('共1注 1倍 2.00元');
    await expect(page.getByTestId('prize')).toContainText('预计奖金');
    // ×5: the amount and the prize follow.
    for (let i = 0; i < 4; i++) await page.getByTestId('multiple').locator('button').last().click();
    await expect(page.getByTestId('slip-figures')).toContainText('共1注 5倍 10.00元');
    await shot(page, 'player-22-sports-slip');

    await page.getByTestId('submit').click();
    const sheet = page.getByTestId('pay-sheet');
    await expect(sheet).toContainText('竞彩足球：10.00元');
    await shot(page, 'player-23-sports-pay-sheet');
    const consent = page.getByTestId('consent');
    if (!(await consent.locator('input').isChecked())) await consent.click();
    await page.getByTestId('pay').click();

    // The order: 待接单, 10元, its two matches and 2串1.
    await page.waitForURL(/#\/orders\//);
    await expect(page.getByTestId('order-state')).toHaveText('待接单');
    await expect(page.getByTestId('order-amount')).toHaveText('10.00');
    await expect(page.getByTestId('order-matches')).toContainText('2串1 ×5');
    await shot(page, 'player-24-sports-order');
    const orderId = decodeURIComponent(page.url().split('/orders/')[1] ?? '');
    assert.ok(orderId);

    // The shop's phone lists it in 待接单.
    const shopPage = await journey.phoneOf(browser, 'demo_shop');
    await shopPage.goto(`${journey.server.url}/#/pages/index/index`);
    await shopPage.locator(`.orders-card[data-order="${orderId}"]`).waitFor({ timeout: 15_000 });
    await shot(shopPage, 'player-25-shop-sees-sports-order');

    // The other sports pickers.
    for (const [game, name] of [
      [406, 'basketball'],
      [405, 'beijing'],
      [404, 'sfgg'],
      [401, 'sfc'],
      [402, 'rx9'],
    ] as const) {
      await page.goto(`${journey.server.url}/player/#/game/${game}`);
      await page.locator('.match-day-head').first().waitFor();
      await shot(page, `player-26-picker-${name}`);
    }

    // 胜负彩: a pick on each of the 14 matches is one bet of 2 元, two on one of them two bets.
    await page.goto(`${journey.server.url}/player/#/game/401`);
    const rows = page.locator('.pool-row');
    await expect(rows).toHaveCount(14);
    for (let i = 0; i < 14; i++) await rows.nth(i).locator('.odds-cell').first().click();
    await expect(page.getByTestId('figures')).toHaveText('共1注 1倍 2.00元');
    await rows.nth(0).locator('.odds-cell').nth(1).click();
    await expect(page.getByTestId('figures')).toHaveText('共2注 1倍 4.00元');
    await shot(page, 'player-27-sfc-picked');
  });
});
