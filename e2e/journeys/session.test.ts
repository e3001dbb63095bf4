import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';
import path from 'node:path';
import { platform, ROOT } from '../lib/server.ts';

const journey = journeyServer();

async function logIn(page: Page, username = 'demo_shop') {
  await page.goto(`${journey.server.url}/#/pages/login/login`);
  await page.getByText('店主员工登录').first().waitFor();
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill('demo123456');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/#\/pages\/index\/mine/);
  await page.getByText('幸运彩票店').first().waitFor();
}

/** Runs SQL on the server's SQLite file, as an operator would. */
function sql(statement: string) {
  const db = new Database(journey.server.dbFile);
  try {
    db.prepare(statement).run();
  } finally {
    db.close();
  }
}

test.describe('session journeys (390×844, Chromium)', () => {
  test('logs in as demo_shop and opens each of the four tabs', async ({ page }) => {
    await page.goto(`${journey.server.url}/`);
    // Not logged in: the app sends us to the login page.
    await page.waitForURL(/#\/pages\/login\/login/);
    await shot(page, '01-login');
    await logIn(page);
    await page.getByText('店铺余额').first().waitFor();
    // The balance after the demo orders' service fees, shown to the fen.
    await page
      .getByText(/^\d{3,}\.\d{2}$/)
      .first()
      .waitFor();
    await shot(page, '02-mine');
    const tabs: Array<[string, RegExp]> = [
      ['订单', /#\/pages\/index\/index/],
      ['用户', /#\/pages\/index\/userPages/],
      ['统计', /#\/pages\/index\/statistics/],
      ['我的', /#\/pages\/index\/mine/],
    ];
    for (const [label, url] of tabs) {
      await page.locator('.adm-tab-bar-item').filter({ hasText: label }).click();
      await page.waitForURL(url);
      await shot(
        page,
        `03-tab-${label === '订单' ? 'orders' : label === '用户' ? 'users' : label === '统计' ? 'statistics' : 'mine'}`,
      );
    }
    assert.equal(await page.locator('.adm-tab-bar-item').count(), 4);
  });

  test('shows staff their shop without any balance', async ({ page }) => {
    await page.goto(`${journey.server.url}/#/pages/login/login`);
    await page.locator('input[name=username]').fill('demo_clerk');
    await page.locator('input[name=password]').fill('demo123456');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/#\/pages\/index\/mine/);
    await page.getByText('员工账号').first().waitFor();
    await page.getByText('今日出票金额').first().waitFor();
    assert.equal(await page.getByText('店铺余额').count(), 0);
    assert.equal(await page.getByText('托管余额').count(), 0);
    await shot(page, '06-staff-mine');
  });

  test('shows the 推送设置 tutorial once the platform provides it', async ({ page }) => {
    await logIn(page);
    await page.getByText('推送设置').click();
    await page.getByText('平台还没有提供这张图片，请稍后再试').waitFor();
    platform(journey.server, [
      'set-image',
      '--type',
      '1',
      '--file',
      path.join(ROOT, 'apps/web/public/icons/icon-512.png'),
    ]);
    await page.getByText('推送设置').click();
    const picture = page.locator('.adm-image-viewer-content img');
    await picture.waitFor();
    assert.match((await picture.getAttribute('src')) ?? '', /^\/uploads\/publicity\//);
    assert.ok(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
    // The viewer's mask fades in; let it settle before the picture.
    await page.waitForTimeout(1_000);
    await shot(page, '10-push-tutorial');
  });

  test('binds the shop’s push link after the 5-second notice, refusing an address that is not a link', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto(`${journey.server.url}/#/pages/mimeSupPage/setPage`);
    await page.getByText('推送绑定').click();
    const understood = page.getByRole('button', { name: /请阅读|我已知晓/ });
    await understood.waitFor();
    // The notice must be read first: the button stays disabled while it counts down.
    assert.equal(await understood.isDisabled(), true);
    await shot(page, '11-push-link-notice');
    await page.getByRole('button', { name: '我已知晓' }).click({ timeout: 8_000 });
    const address = page.getByRole('textbox', { name: /单点推送接口地址/ });
    await address.fill('wechat-push-link');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText(/key 应为 http:\/\/ 或 https:\/\//).waitFor();
    await address.fill('https://push.example.com/send/SCT123');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('推送地址已绑定').waitFor();
    await page.locator('.mine-push-extra').getByText('https://push.example.com/send/SCT123').waitFor();
    await shot(page, '12-push-link-bound');
  });

  test('refreshes an expired access token without the user noticing', async ({ page }) => {
    await logIn(page);
    sql(`update tokens set expire_time = 1 where type = 'user'`);
    // The server remembers a resolved session for 2 s; a change behind its back (this SQL) shows after that.
    await page.waitForTimeout(2_100);
    const refreshes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/common/refreshToken')) refreshes.push(r.method());
    });
    // Reloading the page asks NewUser/index with the expired token: 409 → refresh → replay.
    await page.reload();
    await page.getByText('店铺余额').first().waitFor();
    // The balance after the demo orders' service fees, shown to the fen.
    await page
      .getByText(/^\d{3,}\.\d{2}$/)
      .first()
      .waitFor();
    assert.deepEqual(refreshes, ['POST']);
    assert.match(page.url(), /#\/pages\/index\/mine/);
    await shot(page, '04-after-silent-refresh');
  });

  test('asks for the server’s picture code after 3 wrong passwords, and a new one after a wrong answer', async ({
    page,
  }) => {
    await page.goto(`${journey.server.url}/#/pages/login/login`);
    await page.locator('input[name=username]').fill('partner_shop');
    await page.locator('input[name=password]').fill('wrong-password');
    for (let i = 0; i < 3; i++) {
      // Listening before the click: the refusal's toast can hold the click back until the answer is already in.
      await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/NewUser/login')),
        page.locator('button[type=submit]').click(),
      ]);
    }
    const picture = page.locator('img.account-captcha');
    await picture.waitFor();
    const first = await picture.getAttribute('src');
    assert.match(first ?? '', /^data:image\/svg\+xml;base64,/);
    // Drawn, not a broken image (the page's CSP allows data: pictures).
    assert.ok(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0));
    await page.locator('input[name=captcha]').fill('zzzz');
    await page.locator('input[name=password]').fill('demo123456');
    await shot(page, '09-login-picture-code');
    await page.locator('button[type=submit]').click();
    await page.getByText('图形验证码错误').first().waitFor();
    await page.waitForFunction(
      (before) => document.querySelector('img.account-captcha')?.getAttribute('src') !== before,
      first,
    );
  });

  test('lands on the login page when the session was revoked', async ({ page }) => {
    await logIn(page);
    // Logging out on another phone ends every session of the account.
    const other = await fetch(`${journey.server.url}/api/NewUser/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', server: '1' },
      body: JSON.stringify({ username: 'demo_shop', password: 'demo123456' }),
    }).then((r) => r.json() as Promise<{ data: { userinfo: { token: string } } }>);
    await fetch(`${journey.server.url}/api/user/logout`, {
      headers: { server: '1', 'ba-user-token': other.data.userinfo.token },
    });
    // The server closes this phone's socket as the session ends, and the app
    // goes to the login page at once: no tap, no reload.
    await page.waitForURL(/#\/pages\/login\/login/);
    await page.getByText('店主员工登录').first().waitFor();
    await shot(page, '05-revoked-to-login');
  });
});
