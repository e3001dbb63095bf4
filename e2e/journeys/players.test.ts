import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// Players end to end (docs/players.md) on the demo data: the shopkeeper finds 彩民08 on the 用户 tab, opens the
// detail, stars and remarks them, adds and deducts money (and is stopped deducting more than the balance), sees both
// in the account details, opens the bet records; then the invitations: ta的邀请 of the agent 彩民01, 代理统计,
// 推荐数据, 邀请店主 and the 店铺推广 poster.

const journey = journeyServer();

const toast = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text }).waitFor();

async function search(page: Page, text: string) {
  const input = page.locator('.adm-search-bar input');
  await input.fill(text);
  await input.press('Enter');
}

async function moveMoney(page: Page, button: 'add-money' | 'deduct-money', amount: string, memo: string) {
  await page.getByTestId(button).click();
  await page.getByTestId('money-amount').locator('input').fill(amount);
  await page.getByTestId('money-memo').locator('input').fill(memo);
  await page.getByTestId('money-submit').click();
}

test.describe('players journey (390×844, Chromium)', () => {
  test('the shopkeeper finds a player, stars and remarks them, adds and deducts money, reads their records', async ({
    browser,
  }) => {
    const page = await journey.phoneOf(browser, 'demo_shop');

    // 用户 tab: the starred players of the demo (彩民01 with its remark among them) and 下单用户.
    await page.goto(`${journey.server.url}/#/pages/index/userPages`);
    await page.getByTestId('starred-list').getByText('老客户张哥').waitFor();
    await page.locator('.players-row').nth(4).waitFor();
    await shot(page, '40-users-tab');

    // 全部用户, searched by nickname.
    await page.getByText('全部用户').click();
    await page.waitForURL(/allUserPage/);
    await search(page, '彩民08');
    const row = page.locator('.players-row', { hasText: '彩民08' });
    await row.waitFor();
    await page.waitForFunction(() => document.querySelectorAll('.players-row').length === 1);
    await shot(page, '41-all-users-search');
    await row.click();
    await page.waitForURL(/userUupPage\/userUupPage\?id=/);
    const balance = page.getByTestId('detail-balance');
    await balance.waitFor();
    const before = Math.round(Number(await balance.textContent()) * 100);
    const yuan = (fen: number) => (fen / 100).toFixed(2);
    await shot(page, '42-user-detail');

    // Star and remark.
    await page.getByTestId('star-switch').click();
    await toast(page, '设置成功');
    const remark = page.getByTestId('remark-input').locator('input');
    await remark.fill('常客老王');
    await remark.press('Enter');
    await page.getByTestId('detail-name').getByText('常客老王(昵称：彩民08)').waitFor();

    // 加款 ¥100 and 扣款 ¥50, each with a memo; a deduction beyond the balance is refused.
    await moveMoney(page, 'add-money', '100', '微信转账');
    await toast(page, '加款成功');
    await balance.getByText(yuan(before + 100_00)).waitFor();
    await moveMoney(page, 'deduct-money', '50', '退还现金');
    await toast(page, '扣款成功');
    await balance.getByText(yuan(before + 50_00)).waitFor();
    // Refused on the phone, naming the balance (the server refuses it too, should the balance have moved).
    await moveMoney(page, 'deduct-money', '49999', '超额');
    await toast(page, `超过可用余额 ${yuan(before + 50_00)} 元`);
    await shot(page, '43-deduct-refused');
    await page
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 10, y: 10 } });
    await balance.getByText(yuan(before + 50_00)).waitFor();
    await shot(page, '44-user-detail-after');

    // 账号明细: both movements with their memos, newest first.
    await page.getByText('账号明细').click();
    await page.waitForURL(/userSupPageSup\/userSupPageSup\?user_id=/);
    const entries = page.getByTestId('account-entry');
    await entries.first().getByText('店主扣款 退还现金').waitFor();
    await entries.nth(1).getByText('店主加款 微信转账').waitFor();
    await page
      .getByTestId('account-balance')
      .getByText(yuan(before + 50_00))
      .waitFor();
    await shot(page, '45-account-details');
    await page.goBack();

    // 投注记录.
    await page.getByText('投注记录').click();
    await page.waitForURL(/userTouzu\?id=\d+&orderState=99/);
    await page.locator('.players-order, .page-state').first().waitFor();
    await shot(page, '46-bet-records');
    await page.getByText('合买').click();
    await page.locator('.players-order, .page-state').first().waitFor();
    await shot(page, '47-bet-records-group-buys');

    // Back on the 用户 tab, 彩民08 is starred under its remark.
    await page.goto(`${journey.server.url}/#/pages/index/userPages`);
    await page.getByTestId('starred-list').getByText('常客老王').waitFor();
    await shot(page, '48-users-tab-starred');
  });

  test('invitations: ta的邀请, 代理统计, 推荐数据, 邀请店主 and the 店铺推广 poster', async ({ browser }) => {
    const page = await journey.phoneOf(browser, 'demo_shop');
    await page.goto(`${journey.server.url}/#/pages/userUupPage/allUserPage`);
    await search(page, '彩民01');
    await page.locator('.players-row', { hasText: '老客户张哥' }).click();
    await page.waitForURL(/userUupPage\/userUupPage/);
    await page.getByText('代理佣金比例').click();
    await page.locator('.adm-action-sheet').getByText('2.5%').click();
    await toast(page, '设置成功');
    await page.locator('.adm-list-item', { hasText: '代理佣金比例' }).getByText('2.5%').waitFor();
    await shot(page, '50-agent-detail');

    await page.getByText(/ta的邀请/).click();
    await page.waitForURL(/userInvitePage/);
    await page.getByTestId('invites-count').getByText('共邀请了:9个用户').waitFor();
    await shot(page, '51-user-invites');
    await page.getByText('投注数据').click();
    await page.getByTestId('invitee').first().waitFor();
    await shot(page, '52-user-invites-bets');

    await page.goto(`${journey.server.url}/#/pages/userUupPage/agentStatistics`);
    await page.getByTestId('agent-row').nth(1).waitFor();
    await shot(page, '53-agent-statistics');
    await page.getByTestId('agent-row').first().click();
    await page.waitForURL(/userinformation/);
    await page.getByTestId('invites-count').waitFor();
    await shot(page, '54-agent-referrals');

    await page.goto(`${journey.server.url}/#/pages/mimeSupPage/InviteShopkeeper`);
    await page.getByText('新开彩票站').waitFor();
    await shot(page, '55-invite-shopkeeper');
    await page.getByText('立即邀请店主').click();
    await page.waitForURL(/shareCanvas/);
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid=save-poster]')?.disabled,
    );
    await shot(page, '56-share-poster');
    const download = page.waitForEvent('download');
    await page.getByTestId('save-poster').click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^poster-[A-Z0-9]+\.png$/);
  });
});
