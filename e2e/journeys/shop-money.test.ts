import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';
import { platform } from '../lib/server.ts';

// The shop's own money end to end (docs/money.md, "Shop balance and withdrawals"): demo_shop opens 店铺余额 from 我的,
// reads its ledger, withdraws 10 yuan to Alipay (more than the balance reads as all of it), finds it 处理中 in 提现记录,
// the platform pays it out from its CLI, and the shop looks at 托管余额's three tabs.

const journey = journeyServer();

test.describe('shop money journey (390×844, Chromium)', () => {
  test('店铺余额, 提现 to Alipay, 提现记录, the platform settles it, 托管余额', async ({ browser }) => {
    const page = await journey.phoneOf(browser, 'demo_shop');

    // 店铺余额 from the mine page's header.
    await page
      .getByTestId('shop-stats')
      .getByRole('button', { name: /店铺余额/ })
      .click();
    await page.waitForURL(/balancePage\/balancePage/);
    await page
      .getByTestId('shop-balance')
      .filter({ hasText: /^\d+\.\d{2}$/ })
      .waitFor();
    const balance = (await page.getByTestId('shop-balance').textContent()) ?? '';
    await page.getByTestId('ledger-entry').first().waitFor();
    await page.getByText('提现申请').first().waitFor();
    await shot(page, '80-shop-money-balance');
    await page.getByRole('tab', { name: '提现' }).click();
    await page
      .getByText(/提现被拒退回/)
      .first()
      .waitFor();
    await shot(page, '81-shop-money-balance-withdrawals');

    // 提现: an Alipay account in its dialog, a contact, an amount.
    await page.getByTestId('balance-withdraw').click();
    await page.waitForURL(/drawMoney\/drawMoney/);
    await page.getByText('请核对好账号是否正确，输入错误会导致提现无法到账').waitFor();
    const money = page.getByTestId('money-input').locator('input');
    assert.equal(await money.getAttribute('placeholder'), `可提现金额: ${balance}元`);
    await shot(page, '82-shop-money-draw-empty');
    await page.getByTestId('withdraw-submit').click();
    await page.locator('.adm-toast-main', { hasText: '请输入提现账号' }).waitFor();
    await page.getByTestId('account-button').click();
    await page.getByTestId('account-input').locator('input').fill('13800138000');
    await shot(page, '83-shop-money-account-dialog');
    await page.getByTestId('account-save').click();
    await page.getByTestId('account-button').getByText('13800138000').waitFor();
    await page.getByTestId('contact-input').locator('input').fill('boss@example.com');
    // More than the balance reads as all of it; 1 yuan is refused before any call.
    await money.fill('999999');
    assert.equal(await money.inputValue(), balance);
    await money.fill('1');
    await page.getByTestId('withdraw-submit').click();
    await page.locator('.adm-toast-main', { hasText: '提现金额不能为空，且金额必须大于1元' }).waitFor();
    await money.fill('10');
    await shot(page, '84-shop-money-draw-filled');
    await page.getByTestId('withdraw-submit').click();

    // 提现记录: the new one 处理中 on top; 失败 shows the refused demo withdrawal with its reason.
    await page.waitForURL(/drawMoney\/drawMoneyRecord/);
    const first = page.getByTestId('withdrawal-card').first();
    await first.getByText('处理中').waitFor();
    await first.getByText('-10.00').waitFor();
    await shot(page, '85-shop-money-records');
    await page.getByRole('button', { name: '失败' }).click();
    await page.getByText('银行卡户名与店主实名不一致').waitFor();
    await shot(page, '86-shop-money-records-refused');

    // The platform lists what waits and pays the new withdrawal out.
    const waiting = platform(journey.server, ['withdrawals']);
    const line = waiting.split('\n').find((l) => l.includes('10.00 yuan'));
    assert.ok(line, waiting);
    const id = /#(\d+)/.exec(line)![1]!;
    assert.match(platform(journey.server, ['withdrawals', 'settle', id]), /settled/);
    await page.reload();
    await page.getByRole('button', { name: '成功' }).click();
    await page.getByTestId('withdrawal-card').first().getByText('成功结算').waitFor();
    await page.getByTestId('withdrawal-card').first().getByText('-10.00').waitFor();
    await shot(page, '87-shop-money-records-paid');

    // 托管余额 from the mine page: the players' balances, their 加款 and 扣款.
    await page.goto(`${journey.server.url}/#/pages/index/mine`);
    await page
      .getByTestId('shop-stats')
      .getByRole('button', { name: /托管余额/ })
      .click();
    await page.waitForURL(/escrowAccountPage/);
    await page.getByTestId('escrow-row').first().waitFor();
    await page.getByText(/共 50 位用户/).waitFor();
    await shot(page, '88-shop-money-escrow');
    await page.getByRole('tab', { name: '加款' }).click();
    await page.getByText(/微信转账/).waitFor();
    await shot(page, '89-shop-money-escrow-added');
    await page.getByRole('tab', { name: '扣款' }).click();
    await page.getByText(/线下提现/).waitFor();
    await shot(page, '90-shop-money-escrow-deducted');
  });
});
