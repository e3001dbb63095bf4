import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';
import { test } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// Red packets end to end (docs/money.md, "Red packets"): demo_shop sends a random packet from 我的 → 发布红包,
// player01 grabs a share through the player API (as the player app does), the shop finds the grab in 红包记录 and
// its detail, then sends a fixed packet and revokes it with a swipe. The demo's packets show every state.

const journey = journeyServer();

async function tokenOf(path: string, username: string) {
  const login = await callApi<{ userinfo: { token: string } }>(journey.server, path, {
    body: { username, password: 'demo123456' },
  });
  assert.equal(login.code, 1, login.msg);
  return login.data.userinfo.token;
}

/** The newest packet of demo_shop, as 红包记录 answers it. */
async function newestPacket(shopToken: string) {
  const r = await callApi<{ data: Array<{ id: number; title: string; state: number }> }>(
    journey.server,
    'shopkeeper.mine.RedPacket/getRedPacketRecord',
    { token: shopToken },
  );
  assert.equal(r.code, 1, r.msg);
  return r.data.data[0]!;
}

async function fill(page: Page, testId: string, value: string) {
  await page.getByTestId(testId).locator('input').fill(value);
}

/** Drags a card to the left, as a finger does, to bring out its swipe action. */
async function swipeLeft(page: Page, card: Locator) {
  const box = (await card.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  for (let dx = 20; dx <= 200; dx += 20) await page.mouse.move(box.x + box.width - 20 - dx, y);
  await page.mouse.up();
}

test.describe('red packets journey (390×844, Chromium)', () => {
  test('send a random packet, a player grabs it, the shop sees who; a fixed one is revoked', async ({
    browser,
  }) => {
    const shop = await journey.phoneOf(browser, 'demo_shop');
    const shopToken = await tokenOf('NewUser/login', 'demo_shop');
    const playerToken = await tokenOf('bettingend.User/login', 'player01');

    await shop.getByTestId('menu-redPacket').click();
    await shop.waitForURL(/#\/pages\/mimeSupPage\/redPacket/);
    const balance = shop.getByTestId('red-packets-balance');
    await balance.getByText('店铺余额：¥').waitFor();
    const before = (await balance.textContent())!;
    await shot(shop, '70-red-packet-form');

    // A field left empty is refused before any call.
    await shop.getByTestId('red-packets-send').click();
    await shop.getByText('请输入红包金额').waitFor();

    await fill(shop, 'red-packets-money', '20');
    await fill(shop, 'red-packets-count', '5');
    await fill(shop, 'red-packets-title', 'e2e 周末红包');
    await shop.getByTestId('red-packets-total').getByText('20.00').waitFor();
    await shot(shop, '71-red-packet-filled');
    await shop.getByTestId('red-packets-send').click();
    await shop.getByText('红包已发出').waitFor();
    await shop.waitForFunction(
      (old) => document.querySelector('[data-testid=red-packets-balance]')?.textContent !== old,
      before,
    );
    const yuan = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    assert.equal(
      Math.round(yuan(before) * 100) - Math.round(yuan((await balance.textContent())!) * 100),
      2000,
    );

    // player01 grabs a share through the player API.
    const sent = await newestPacket(shopToken);
    assert.equal(sent.title, 'e2e 周末红包');
    const grab = await callApi<{ money: string }>(journey.server, 'bettingend.RedPacket/grab', {
      token: playerToken,
      body: { id: sent.id },
    });
    assert.equal(grab.code, 1, grab.msg);
    const again = await callApi(journey.server, 'bettingend.RedPacket/grab', {
      token: playerToken,
      body: { id: sent.id },
    });
    assert.equal(again.msg, '您已经抢过这个红包了');

    // 红包记录: the new packet first, with its grab; the demo's packets in every state below it.
    await shop.getByTestId('red-packets-records').click();
    const first = shop.getByTestId('red-packets-record').first();
    await first.getByText('已领取 1/5').waitFor();
    await shop.getByTestId('red-packets-record').filter({ hasText: '已领完' }).first().waitFor();
    await shot(shop, '72-red-packet-records');
    await first.click();
    const detail = shop.getByTestId('red-packets-detail');
    await detail.getByTestId('red-packets-receiver').filter({ hasText: '彩民01' }).waitFor();
    await detail.getByText(`¥${grab.data.money}`).waitFor();
    await shot(shop, '73-red-packet-detail');
    await shop
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 195, y: 40 } });
    await detail.waitFor({ state: 'hidden' });
    await shop
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 195, y: 40 } });

    // A fixed packet, revoked with a swipe: all of it comes back.
    await shop.getByTestId('red-packets-switch').click();
    await shop.getByText('单个金额', { exact: true }).waitFor();
    await fill(shop, 'red-packets-money', '1.5');
    await fill(shop, 'red-packets-count', '4');
    await fill(shop, 'red-packets-title', 'e2e 撤销的红包');
    await shop.getByTestId('red-packets-total').getByText('6.00').waitFor();
    await shot(shop, '74-red-packet-fixed');
    await shop.getByTestId('red-packets-send').click();
    await shop.getByText('红包已发出').waitFor();
    await shop.getByTestId('red-packets-records').click();
    const fixed = shop.getByTestId('red-packets-record').filter({ hasText: 'e2e 撤销的红包' });
    await fixed.waitFor();
    await swipeLeft(shop, fixed);
    await shop.getByRole('button', { name: '撤销此红包' }).first().click();
    await shop.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await shop.getByText('撤销成功！退回金额6.00').waitFor();
    await fixed.getByText('店主撤销').waitFor();
    await shot(shop, '75-red-packet-revoked');

    // Its history (docs/history.md): sent by the shop, revoked by the shop, each with when.
    await fixed.click();
    const lines = shop.getByTestId('red-packets-detail').getByTestId('record-history').locator('li');
    await lines.nth(1).waitFor();
    assert.deepEqual(await lines.locator('.record-history-head').allTextContents(), [
      '发红包幸运彩票店',
      '撤销幸运彩票店',
    ]);
    await lines.nth(1).getByText('领取中 → 店主撤销').waitFor();
    await lines.nth(1).scrollIntoViewIfNeeded();
    await shot(shop, '75-red-packet-history');
    await shop
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 195, y: 40 } });
    await shop.getByTestId('red-packets-detail').waitFor({ state: 'hidden' });

    // The demo's expired packet: its detail says what was refunded.
    await shop.getByTestId('red-packets-record').filter({ hasText: '系统撤销' }).first().click();
    await shop.getByTestId('red-packets-detail').getByText('已退回').waitFor();
    await shot(shop, '76-red-packet-expired-detail');
    // The system closed it: its history says so.
    const expired = shop.getByTestId('red-packets-detail').getByTestId('record-history');
    await expired.getByText('领取中 → 系统撤销').waitFor();
    await expired.getByText('过期').waitFor();
    await expired.scrollIntoViewIfNeeded();
    await shot(shop, '76-red-packet-expired-history');
  });
});
