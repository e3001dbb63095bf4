import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// Players' withdrawals end to end (docs/money.md, "Players' withdrawals"): demo_shop has 提现申请 open while two of
// its players ask through the API; the requests appear without reloading. The shop agrees to one and refuses the
// other with a reason, and 历史记录 shows both, 已结算 and 已撤销; a card opens the request's history.

const journey = journeyServer();

const api = <T>(path: string, init: { token?: string; body?: unknown } = {}) =>
  callApi<T>(journey.server, path, init);

async function playerAsks(username: string, body: Record<string, unknown>) {
  const login = await api<{ userinfo: { token: string } }>('bettingend.User/login', {
    body: { username, password: 'demo123456' },
  });
  assert.equal(login.code, 1, login.msg);
  const asked = await api<string>('bettingend.Money/withdraw', { token: login.data.userinfo.token, body });
  assert.equal(asked.code, 1, asked.msg);
}

const card = (page: Page, money: string) =>
  page.getByTestId('withdrawal-card').filter({ hasText: `¥${money}` });

test.describe('players’ withdrawals journey (390×844, Chromium)', () => {
  test('requests arrive live; the shop agrees to one, refuses one with a reason; the history shows both', async ({
    browser,
  }) => {
    const shop = await journey.phoneOf(browser, 'demo_shop');

    // The mine page's 提现申请 carries the badge of the three demo requests waiting.
    const entry = shop.getByTestId('menu-withdrawals');
    await entry.getByText('3').waitFor();
    await shot(shop, '70-mine-withdrawal-badge');

    await entry.click();
    await shop.waitForURL(/#\/pages\/mimeSupPage\/tixianshenqin/);
    await card(shop, '520.50').waitFor();
    await shot(shop, '71-withdrawal-requests');

    // Two players ask while the page is open: their cards appear without a reload.
    await playerAsks('player22', {
      money: '88.80',
      type: 2,
      number: '6212 2602 0001 2345 670',
      contact: '13800000022',
      realname: '刘洋',
    });
    await playerAsks('player27', {
      money: '50',
      type: 1,
      number: '13800000027',
      contact: '微信 liuyang27',
      realname: '周敏',
    });
    await card(shop, '88.80').waitFor();
    await card(shop, '50.00').waitFor();
    await shop.getByText('收到新的提现申请').first().waitFor();
    await shot(shop, '72-requests-arrived');

    // 同意 the bank-card one: the shop confirms it has paid the player.
    await card(shop, '88.80').getByTestId('withdrawal-agree').click();
    const dialog = shop.locator('.adm-dialog');
    await dialog.getByText(/确定同意\(.+\)的提现申请吗？/).waitFor();
    await shot(shop, '73-agree-confirm');
    await dialog.getByRole('button', { name: '确定' }).click();
    await shop.getByText('已同意，请确认已向用户付款').waitFor();
    await card(shop, '88.80').waitFor({ state: 'detached' });

    // 拒绝 the Alipay one: no reason, no refusal; with one, the money goes back to the player.
    await card(shop, '50.00').getByTestId('withdrawal-reject').click();
    const box = shop.getByPlaceholder('请输入拒绝的理由避免纠纷~');
    await box.waitFor();
    await shot(shop, '74-reject-dialog');
    await dialog.getByRole('button', { name: '拒绝' }).click();
    await shop.getByText('请输入拒绝的理由', { exact: true }).waitFor();
    await box.fill('支付宝账号与实名不符，请核对后重新申请');
    await shot(shop, '75-reject-reason');
    await dialog.getByRole('button', { name: '拒绝' }).click();
    await shop.getByText('已拒绝，金额已退回用户余额').waitFor();
    await card(shop, '50.00').waitFor({ state: 'detached' });
    await shot(shop, '76-requests-after');

    // No player's money is ever held by a partner shop: the tab says so rather than just being empty.
    await shop.getByText('合作店铺提现').click();
    await shop.getByText('暂无合作店铺提现').waitFor();
    await shop.getByText(/彩民的余额只存放在其所属店铺/).waitFor();
    await shot(shop, '77-requests-partner-tab');

    // 历史记录: 已结算 holds the agreed one; the state sheet switches to 已撤销, which shows the reason.
    await shop.getByTestId('withdrawal-history').click();
    await shop.waitForURL(/statistics-history/);
    await card(shop, '88.80').getByText('已结算').waitFor();
    await shot(shop, '78-history-settled');
    await shop.getByTestId('history-state').click();
    await shop.locator('.adm-action-sheet').getByText('已撤销').waitFor();
    await shot(shop, '79-history-state-sheet');
    await shop.locator('.adm-action-sheet').getByText('已撤销').click();
    await card(shop, '50.00').getByText('支付宝账号与实名不符，请核对后重新申请').waitFor();
    await shot(shop, '80-history-rejected');

    // Tapping the card opens its history (docs/history.md): who asked and when, who refused, when and why.
    await card(shop, '50.00').locator('.player-withdrawals-name').click();
    const sheet = shop.getByTestId('record-history-sheet');
    await sheet.getByText(/提现 ¥50\.00 的记录$/).waitFor();
    const lines = sheet.getByTestId('record-history').locator('li');
    await lines.nth(1).waitFor();
    const heads = await lines.locator('.record-history-head').allTextContents();
    assert.equal(heads.length, 2);
    assert.match(heads[0]!, /^申请提现/);
    assert.equal(heads[1], '拒绝幸运彩票店');
    await lines.nth(1).getByText('处理中 → 拒绝').waitFor();
    await lines.nth(1).getByText('原因：支付宝账号与实名不符，请核对后重新申请').waitFor();
    await shot(shop, '80-withdrawal-history');
    await shop
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 195, y: 40 } });
    await sheet.waitFor({ state: 'detached' });
    await shop.getByText('合作店铺提现').click();
    await shop.getByText('暂无合作店铺提现').waitFor();
    await shot(shop, '81-history-partner-tab');

    // Back on the mine page the badge counts what still waits: the three demo requests.
    await shop.goBack();
    await shop.goBack();
    await shop.waitForURL(/#\/pages\/index\/mine/);
    await shop.getByTestId('menu-withdrawals').getByText('3').waitFor();
  });
});
