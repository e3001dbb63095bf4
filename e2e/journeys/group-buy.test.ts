import assert from 'node:assert/strict';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { PHONE, shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// 合买 in the player app (390×844): player A picks a 双色球 复式, starts a group buy from the 投注单, takes some
// shares and promises 保底 for some of the rest; player B, on a phone of their own, finds it in 合买大厅, opens the plan and buys shares; both find it in
// 我的订单's 合买 tab; the shop's 合买 tab lists the plan.

const journey = journeyServer();
const api = <T>(apiPath: string, init: { token?: string; body?: unknown } = {}) =>
  callApi<T>(journey.server, apiPath, init);

async function playerPhone(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  journey.phones.push(context);
  const page = await context.newPage();
  await page.goto(`${journey.server.url}/player/#/login`);
  await page.getByTestId('username').locator('input').fill(username);
  await page.getByTestId('password').locator('input').fill('demo123456');
  await page.getByTestId('login').click();
  await page.waitForURL(/\/player\/#\/$/);
  return page;
}

test.describe('合买 (390×844, Chromium)', () => {
  test('A starts a 双色球 复式 group buy with 保底, B joins from 合买大厅, both see it, the shop lists it', async ({
    browser,
  }) => {
    const shop = await api<{ userinfo: { token: string } }>('NewUser/login', {
      body: { username: 'demo_shop', password: 'demo123456' },
    });
    assert.equal(shop.code, 1, shop.msg);
    const shopToken = shop.data.userinfo.token;
    for (const username of ['player01', 'player02']) {
      const login = await api<{ userinfo: { id: number } }>('bettingend.User/login', {
        body: { username, password: 'demo123456' },
      });
      assert.equal(login.code, 1, login.msg);
      const id = login.data.userinfo.id;
      const added = await api('shopkeeper.Userlist/addMoney', {
        token: shopToken,
        body: { id, money: '100', memo: '现金' },
      });
      assert.equal(added.code, 1, added.msg);
    }

    // A: 双色球 复式 of 7 reds and a blue (7 bets, 14 元), then 发起合买 from the slip.
    const a = await playerPhone(browser, 'player01');
    await a.getByTestId('game-101').click();
    for (const n of [1, 5, 9, 14, 20, 26, 31]) await a.getByTestId(`ball-0-${n}`).click();
    await a.getByTestId('ball-1-12').click();
    await expect(a.getByTestId('figures')).toHaveText('共7注 1倍 14.00元');
    await a.getByTestId('add-to-slip').click();
    await a.waitForURL(/#\/slip\?game=101/);
    await a.getByTestId('start-group-buy').click();
    await a.waitForURL(/#\/group-buy\/new/);
    // 14 元 in 14 shares of 1 元; A takes 4 and guarantees 3 more.
    await expect(a.getByTestId('plan-amount')).toHaveText('14.00');
    await expect(a.getByTestId('total-shares').locator('input')).toHaveValue('14');
    await expect(a.getByTestId('share-money')).toHaveText('1.00');
    // 3 shares don't split 14 元 into whole fen: said, and the button waits.
    await a.getByTestId('total-shares').locator('input').fill('3');
    await expect(a.getByTestId('plan-problem')).toContainText('不能平均分成 3 份');
    await expect(a.getByTestId('start-plan')).toBeDisabled();
    await a.getByTestId('total-shares').locator('input').fill('14');
    await a.getByTestId('own-shares').locator('input').fill('4');
    await a.getByTestId('plan-amount').click();
    await a.getByTestId('guarantee-shares').locator('input').fill('3');
    await a.getByTestId('plan-amount').click();
    await expect(a.getByTestId('share-money')).toHaveText('1.00');
    await expect(a.getByTestId('guarantee-cost')).toHaveText('保底 3 份，冻结 3.00元，截止时未用完的退回');
    await shot(a, 'group-buy-01-new');
    await a.getByTestId('start-plan').click();
    const sheet = a.getByTestId('pay-sheet');
    await expect(sheet).toContainText('双色球 认购 4 份 + 保底 3 份：7.00元');
    await expect(sheet).toContainText('剩余余额：');
    await sheet.getByTestId('consent').click();
    await shot(a, 'group-buy-02-pay-sheet');
    await sheet.getByTestId('pay').click();
    await a.waitForURL(/#\/group-buy\/(?!new)/);
    const orderId = decodeURIComponent(a.url().split('/group-buy/')[1] ?? '');
    await expect(a.getByTestId('plan-left')).toHaveText('剩余 10 份');
    await expect(a.getByTestId('plan-guarantee')).toHaveText('保底 3份');
    await expect(a.getByTestId('plan-mine')).toContainText('我的认购：4 份（4.00元）');

    // B: 首页 → 合买大厅 → the plan → 5 shares.
    const b = await playerPhone(browser, 'player02');
    await b.getByTestId('open-group-buys').click();
    await b.waitForURL(/#\/group-buy$/);
    const row = b.getByTestId(`plan-${orderId}`);
    await expect(row).toContainText('双色球');
    await expect(row).toContainText('剩余 10 份');
    await expect(row).toContainText('保底 3份');
    await expect(row).toContainText('1.00元/份');
    await expect(row).toContainText('距截止');
    await shot(b, 'group-buy-03-hall');
    await row.click();
    await b.waitForURL(new RegExp(`#/group-buy/${orderId}`));
    await expect(b.getByTestId('plan-state')).toHaveText('认购中');
    await b.getByTestId('join-shares').locator('input').fill('5');
    await b.getByTestId('plan-state').click();
    await expect(b.getByTestId('join')).toHaveText('认购 5 份 共5.00元');
    await shot(b, 'group-buy-04-plan');
    await b.getByTestId('join').click();
    const bSheet = b.getByTestId('pay-sheet');
    await expect(bSheet).toContainText('剩余余额：');
    if (!(await bSheet.getByTestId('consent').locator('input').isChecked()))
      await bSheet.getByTestId('consent').click();
    await bSheet.getByTestId('pay').click();
    await expect(b.getByTestId('plan-left')).toHaveText('剩余 5 份');
    await expect(b.getByTestId('plan-mine')).toContainText('我的认购：5 份（5.00元）');

    // Both find it in 我的订单's 合买 tab; the order shows the plan and their part.
    for (const [page, part] of [
      [a, '我的认购：4 份（4.00元）'],
      [b, '我的认购：5 份（5.00元）'],
    ] as const) {
      // The plan page is no tab page: 订单 by its address, as the tab bar would.
      await page.goto(`${journey.server.url}/player/#/orders`);
      await page.getByTestId('tab-group-buys').click();
      await expect(page.getByTestId(`order-${orderId}`)).toContainText('合买 9/14份');
      await page.getByTestId(`order-${orderId}`).click();
      await expect(page.getByTestId('order-my-part')).toHaveText(part);
    }
    await shot(b, 'group-buy-06-order-detail');
    await b.getByTestId('back').click();
    await b.getByTestId('tab-group-buys').click();
    await shot(b, 'group-buy-05-orders-tab');

    // The shop's 合买 tab lists the plan while it takes shares.
    const shopContext = await browser.newContext(PHONE);
    journey.phones.push(shopContext);
    const shopPage = await shopContext.newPage();
    await shopPage.goto(`${journey.server.url}/#/pages/login/login`);
    await shopPage.locator('input[name=username]').fill('demo_shop');
    await shopPage.locator('input[name=password]').fill('demo123456');
    await shopPage.locator('button[type=submit]').click();
    await shopPage.waitForURL(/#\/pages\/index\/mine/);
    await shopPage.goto(`${journey.server.url}/#/pages/index/index`);
    await shopPage.locator('.adm-tabs-tab', { hasText: '合买' }).click();
    await shopPage.locator(`.orders-card[data-order="${orderId}"]`).waitFor({ timeout: 15_000 });
    await shot(shopPage, 'group-buy-07-shop');
  });
});
