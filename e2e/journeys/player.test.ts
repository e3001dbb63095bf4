import assert from 'node:assert/strict';
import { expect, test, type Page } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { PHONE, shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';
import { smsCode } from '../lib/outbox.ts';

// The player app (彩民端) at 390×844: a player opens the shop's poster link, registers with the code it carries and an
// SMS code, gets money from the shop (加款), picks 双色球 by hand and 机选, pays from the balance, and sees the order;
// on a second phone the shop sees the order arrive. Every player page is photographed.

const journey = journeyServer();
const api = <T>(apiPath: string, init: { token?: string; body?: unknown } = {}) =>
  callApi<T>(journey.server, apiPath, init);

const toast = (page: Page) => page.locator('.adm-toast-main');

test.describe('player app (390×844, Chromium)', () => {
  test('a player joins from the poster, registers, picks 双色球 by hand and 机选, pays; the shop sees the order', async ({
    browser,
  }) => {
    const shop = await api<{ userinfo: { token: string } }>('NewUser/login', {
      body: { username: 'demo_shop', password: 'demo123456' },
    });
    assert.equal(shop.code, 1, shop.msg);
    const shopToken = shop.data.userinfo.token;
    const share = await api<{ invite_code: string }>('shopkeeper.Userlist/shareInfo', { token: shopToken });
    assert.equal(share.code, 1, share.msg);
    const code = share.data.invite_code;

    // The poster's QR link: the player app's 注册 with the code filled.
    const context = await browser.newContext(PHONE);
    journey.phones.push(context);
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/player/#/register?code=${code}`);
    await expect(page.getByTestId('invite-code').locator('input')).toHaveValue(code);
    await shot(page, 'player-01-register');

    const mobile = '13800138111';
    await page.getByTestId('username').locator('input').fill('newplayer1');
    await page.getByTestId('password').locator('input').fill('secret123');
    await page.getByTestId('mobile').locator('input').fill(mobile);
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('send-code')).toContainText('秒后重发');
    await page.getByTestId('sms-code').locator('input').fill(smsCode(journey.server, mobile));
    await page.getByTestId('register').click();

    // Registered and logged in: 首页 with the shop's games and a live countdown.
    await page.waitForURL(/\/player\/#\/$/);
    await page.getByTestId('game-101').waitFor();
    await expect(page.getByTestId('balance')).toHaveText('0.00');
    await expect(page.getByTestId('game-101')).toContainText('距截止');
    await shot(page, 'player-02-home');

    // The player's session sits under the player keys; the shop app's keys are untouched.
    const keys = await page.evaluate(() => ({
      player: localStorage.getItem('access_token'),
      shop: localStorage.getItem('access_shop_token'),
    }));
    assert.ok(keys.player);
    assert.equal(keys.shop, null);

    // The shop adds 100 元 to the new player (加款), as a shop does for cash paid at the counter.
    const players = await api<{ data: { id: number; username: string }[] }>(
      'shopkeeper.Userlist/list?search=newplayer1&type=0',
      { token: shopToken },
    );
    assert.equal(players.code, 1, players.msg);
    const playerId = players.data.data.find((p) => p.username === 'newplayer1')?.id;
    assert.ok(playerId, 'the shop lists its new player');
    const added = await api('shopkeeper.Userlist/addMoney', {
      token: shopToken,
      body: { id: playerId, money: '100', memo: '现金' },
    });
    assert.equal(added.code, 1, added.msg);

    // 双色球 by hand: six reds and one blue.
    await page.getByTestId('game-101').click();
    await page.waitForURL(/#\/game\/101/);
    for (const n of [3, 8, 15, 21, 27, 33]) await page.getByTestId(`ball-0-${n}`).click();
    await expect(page.getByTestId('figures')).toHaveText('共0注 1倍 0.00元');
    await page.getByTestId('ball-1-9').click();
    await expect(page.getByTestId('figures')).toHaveText('共1注 1倍 2.00元');
    // A seventh red makes it a 复式 of 7 bets.
    await page.getByTestId('ball-0-1').click();
    await expect(page.getByTestId('figures')).toHaveText('共7注 1倍 14.00元');
    await shot(page, 'player-03-picker-ssq');
    await page.getByTestId('add-to-slip').click();

    // The slip: + 机选1注 (two lines, 8 bets), ×2.
    await page.waitForURL(/#\/slip\?game=101/);
    await expect(page.getByTestId('slip-figures')).toHaveText('共7注 1倍 14.00元');
    await page.getByRole('button', { name: '+机选1注' }).click();
    await expect(page.getByTestId('slip-line-1')).toBeVisible();
    await expect(page.getByTestId('slip-figures')).toHaveText('共8注 1倍 16.00元');
    // Newest line first: the 机选 line of one bet is a 单式, the hand-picked 7 reds a 复式.
    await expect(page.getByTestId('slip-line-0')).toContainText('单式 · 1注');
    await expect(page.getByTestId('slip-line-1')).toContainText('复式 · 7注');
    await page.getByTestId('multiple').locator('button').last().click();
    await expect(page.getByTestId('slip-figures')).toHaveText('共8注 2倍 32.00元');
    await shot(page, 'player-04-slip');

    // The pay sheet: 支付给店主 32元, 剩余余额 68元.
    await page.getByTestId('submit').click();
    const sheet = page.getByTestId('pay-sheet');
    await expect(sheet).toContainText('双色球：32.00元');
    await expect(sheet).toContainText('剩余余额：68.00元');
    // 确认支付 waits for the consent "我已年满18周岁…", ticked in the sheet.
    await expect(page.getByTestId('pay')).toBeDisabled();
    await sheet.getByTestId('consent').click();
    await shot(page, 'player-05-pay-sheet');
    await page.getByTestId('pay').click();

    // The order: 待接单, 32元.
    await page.waitForURL(/#\/orders\//);
    await expect(page.getByTestId('order-state')).toHaveText('待接单');
    await expect(page.getByTestId('order-amount')).toHaveText('32.00');
    await shot(page, 'player-06-order-detail');
    const orderId = decodeURIComponent(page.url().split('/orders/')[1] ?? '');
    assert.ok(orderId);

    // The shop, on its own phone, sees the order in 待接单.
    const shopContext = await browser.newContext(PHONE);
    journey.phones.push(shopContext);
    const shopPage = await shopContext.newPage();
    await shopPage.goto(`${journey.server.url}/#/pages/login/login`);
    await shopPage.locator('input[name=username]').fill('demo_shop');
    await shopPage.locator('input[name=password]').fill('demo123456');
    await shopPage.locator('button[type=submit]').click();
    await shopPage.waitForURL(/#\/pages\/index\/mine/);
    await shopPage.goto(`${journey.server.url}/#/pages/index/index`);
    const card = shopPage.locator(`.orders-card[data-order="${orderId}"]`);
    await card.waitFor({ timeout: 15_000 });
    await shot(shopPage, 'player-07-shop-sees-order');

    // The shop takes it (接单): the player's open order page follows by itself (the socket's push), with a word.
    await card.getByRole('button', { name: '接单' }).click();
    await shopPage.waitForURL(new RegExp(`order_id=${orderId}`));
    await expect(page.getByTestId('order-state')).toHaveText('待出票', { timeout: 10_000 });
    await expect(toast(page)).toHaveText('你的订单待出票');
    await shot(page, 'player-07b-order-received');

    // 我的订单 lists it; 钱包 shows what is left.
    await page.getByTestId('back').click();
    await page.waitForURL(/#\/orders$/);
    await page.getByTestId(`order-${orderId}`).waitFor();
    await shot(page, 'player-08-orders');
    await page.getByTestId('tab-wallet').click();
    await expect(page.getByTestId('wallet-balance')).toHaveText('68.00');
    await shot(page, 'player-09-wallet');
    // 交易明细: the payment of the order, newest first, linked to it.
    await page.getByTestId('open-ledger').click();
    const payment = page.locator('.ledger-row').first();
    await expect(payment).toContainText(`下单 ${orderId}`);
    await expect(payment.locator('.money-out')).toHaveText('-32.00');
    await shot(page, 'player-09d-ledger');
    await page.getByTestId('back').click();
    // 充值 through the shop's QR code: the code to pay with, and the shop confirms later.
    await page.getByTestId('recharge-amount').locator('input').fill('50');
    await page.getByTestId('recharge').click();
    await expect(page.getByText('请用收款码付款，店主确认后到账')).toBeVisible();
    await shot(page, 'player-09a-recharge-offline');

    // 聊天: a message to the shop comes back over the socket as stored, and the shop group has its history.
    await page.getByTestId('tab-chat').click();
    await page.getByTestId('chat-text').locator('input').fill('老板，今晚能出票吗？');
    await page.getByTestId('chat-send').click();
    await expect(page.locator('.chat-row-mine').last()).toContainText('老板，今晚能出票吗？');
    await shot(page, 'player-09b-chat');
    await page.getByRole('tab', { name: '店内群聊' }).click();
    await page.locator('.chat-row').first().waitFor();
    await shot(page, 'player-09c-chat-group');

    // 开奖, from 首页: a card per number game, each opening its history.
    await page.getByTestId('tab-').click();
    await page.getByTestId('shop-name').waitFor();
    await page.getByTestId('open-draws').click();
    await page.getByTestId('draw-101').waitFor();
    await shot(page, 'player-09e-draws');
    await page.getByTestId('draw-101').click();
    await page.waitForURL(/#\/draws\/101$/);
    await page.locator('.page-body').waitFor();
    await shot(page, 'player-09f-draw-history');

    // The other number games' pickers draw from the same table of rules.
    for (const game of [201, 102, 105]) {
      await page.goto(`${journey.server.url}/player/#/game/${game}`);
      await page.getByTestId('grid-0').waitFor();
      await shot(page, `player-10-picker-${game}`);
    }

    // Log out; 登录 and 忘记密码 are there for the next time, in English too.
    await page.goto(`${journey.server.url}/player/#/wallet`);
    await page.getByTestId('logout').click();
    await page.waitForURL(/#\/login/);
    await shot(page, 'player-11-login');
    await page.getByTestId('language').click();
    await expect(page.getByTestId('login')).toHaveText('Log in');
    await shot(page, 'player-12-login-en');
    await page.getByTestId('language').click();
    await page.getByText('忘记密码').click();
    await page.waitForURL(/#\/forget-password/);
    await shot(page, 'player-13-forget-password');

    // And logs back in with the new account.
    await page.goto(`${journey.server.url}/player/#/login`);
    await page.getByTestId('username').locator('input').fill('newplayer1');
    await page.getByTestId('password').locator('input').fill('secret123');
    await page.getByTestId('login').click();
    await page.waitForURL(/\/player\/#\/$/);
    await expect(toast(page)).toHaveCount(0);
  });
});
