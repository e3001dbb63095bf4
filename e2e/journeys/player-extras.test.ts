import assert from 'node:assert/strict';
import { expect, test } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { PHONE, shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';
import { ticketPhoto } from '../lib/photo.ts';

// The player app's 胆拖, red packets and chat images at 390×844 (docs/player-app.md): player01 grabs the shop's
// packet on 首页 and finds it in 我的红包, picks 双色球 胆拖 and pays it, and sends the shop a picture.

const journey = journeyServer();

async function tokenOf(apiPath: string, username: string) {
  const login = await callApi<{ userinfo: { token: string } }>(journey.server, apiPath, {
    body: { username, password: 'demo123456' },
  });
  assert.equal(login.code, 1, login.msg);
  return login.data.userinfo.token;
}

test.describe('player app extras (390×844, Chromium)', () => {
  test('a red packet grabbed on 首页, 双色球 胆拖 paid, an image sent in chat', async ({ browser }) => {
    const shopToken = await tokenOf('NewUser/login', 'demo_shop');
    const sent = await callApi<{ id: number }>(journey.server, 'shopkeeper.mine.RedPacket/pushRedPacket', {
      token: shopToken,
      body: { type: 1, Count: 3, endDay: 1, Money: '6.00', title: 'e2e 开业红包' },
    });
    assert.equal(sent.code, 1, sent.msg);

    const context = await browser.newContext(PHONE);
    journey.phones.push(context);
    const page = await context.newPage();
    await page.goto(`${journey.server.url}/player/#/login`);
    await page.getByTestId('username').locator('input').fill('player01');
    await page.getByTestId('password').locator('input').fill('demo123456');
    await page.getByTestId('login').click();
    await page.waitForURL(/\/player\/#\/$/);

    // 首页: the packet on offer; 開 grabs a share and shows it.
    const packet = page.locator('.home-packet').filter({ hasText: 'e2e 开业红包' });
    await expect(packet).toContainText('剩3/3个');
    await shot(page, 'player-extras-01-home-red-packet');
    await packet.click();
    await page.getByTestId('grab-open').click();
    const amount = page.getByTestId('grab-amount');
    await expect(amount).toContainText(/\d+\.\d\d/);
    const grabbed = (await amount.textContent())!.replace('元', '');
    await shot(page, 'player-extras-02-grabbed');
    await page.getByTestId('grab-close').click();
    await expect(packet).toContainText('已抢');

    // 我的 → 我的红包 lists it.
    await page.getByTestId('tab-wallet').click();
    await page.getByTestId('open-red-packets').click();
    const row = page.locator('.ledger-row').filter({ hasText: 'e2e 开业红包' });
    await expect(row).toContainText(`+${grabbed}`);
    await shot(page, 'player-extras-03-my-red-packets');

    // 双色球 胆拖: 2 胆 + 5 拖 red, one blue = C(5,4) = 5 bets; a 胆 picked as 拖 leaves the 胆.
    await page.goto(`${journey.server.url}/player/#/game/101`);
    await page.getByTestId('mode-dantuo').click();
    for (const n of [1, 2, 3]) await page.getByTestId(`ball-dan-0-${n}`).click();
    for (const n of [3, 4, 5, 6, 7]) await page.getByTestId(`ball-0-${n}`).click();
    await page.getByTestId('ball-1-9').click();
    await expect(page.getByTestId('figures')).toHaveText('共5注 1倍 10.00元');
    await page.getByTestId('mode-dantuo').scrollIntoViewIfNeeded();
    await shot(page, 'player-extras-04-picker-dantuo');
    await page.getByTestId('add-to-slip').click();
    await page.waitForURL(/#\/slip\?game=101/);
    await expect(page.getByTestId('slip-line-0')).toContainText('(01 02) 03 04 05 06 07');
    await expect(page.getByTestId('bet-bounds')).toHaveText('本店每单投注 2.00–100000.00 元');
    await shot(page, 'player-extras-05-slip-dantuo');
    await page.getByTestId('submit').click();
    const consent = page.getByTestId('consent');
    if (!(await consent.locator('input').isChecked())) await consent.click();
    await page.getByTestId('pay').click();
    await page.waitForURL(/#\/orders\//);
    await expect(page.getByTestId('order-amount')).toHaveText('10.00');
    await expect(page.locator('.bet-lines')).toContainText('(01 02) 03 04 05 06 07 + 09');
    await shot(page, 'player-extras-06-order-dantuo');

    // 聊天: a picture to the shop, shown in the history and opened in the zooming preview.
    await page.goto(`${journey.server.url}/player/#/chat`);
    await page.getByTestId('chat-messages').waitFor();
    const photo = await ticketPhoto(page, ['双色球 胆拖', '(01 02) 03 04 05 06 07 + 09']);
    await page
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'ticket.jpg', mimeType: 'image/jpeg', buffer: photo });
    const image = page.locator('.chat-row-mine').last().getByTestId('chat-image');
    await expect(image).toHaveAttribute('src', /^\/uploads\/chat\/.+\.jpg$/);
    await page.waitForFunction(
      () =>
        ([...document.querySelectorAll<HTMLImageElement>('.chat-row-mine .chat-image')].at(-1)
          ?.naturalWidth ?? 0) > 0,
    );
    await shot(page, 'player-extras-07-chat-image');
    await image.click();
    await page.locator('.adm-image-viewer-content').waitFor();
    // The viewer fades in.
    await page.waitForTimeout(400);
    await shot(page, 'player-extras-08-chat-image-preview');
  });
});
