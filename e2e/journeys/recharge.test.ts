import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// A recharge end to end (docs/money.md, "Recharges and payment providers"): demo_shop recharges ¥52 on 充值, pays
// on the sandbox provider's page (its notification reaches the server over HTTP), comes back to 充值 and sees the
// outcome and the new balance.

const journey = journeyServer();

const yuan = (text: string | null) => Math.round(Number(text) * 100);

test.describe('recharge journey (390×844, Chromium)', () => {
  test('demo_shop recharges ¥52 through the sandbox and sees the new balance', async ({ browser }) => {
    const phone = await journey.phoneOf(browser, 'demo_shop');
    // 店铺余额 (balancePage) is not built yet: the journey opens 充值 directly.
    await phone.goto(`${journey.server.url}/#/pages/mimeSupPage/balancePage/rechargePage`);
    const balance = phone.getByTestId('recharge-balance');
    await phone.waitForFunction(() =>
      /^\d+\.\d{2}$/.test(document.querySelector('[data-testid=recharge-balance]')?.textContent ?? ''),
    );
    const before = yuan(await balance.textContent());
    await phone.getByText('本店铺充值').waitFor();
    await phone.getByRole('button', { name: '刷新余额' }).click();
    await phone.getByText('更新成功').waitFor();
    await phone.locator('.chip', { hasText: '¥52' }).click();
    await shot(phone, '60-recharge');

    await phone.getByTestId('recharge-submit').click();
    await phone.waitForURL(/\/pay\/sandbox\/P\d{8}[0-9A-Z]{12}$/);
    await phone.getByText('¥52.00').waitFor();
    await phone.getByText('向 幸运彩票店 付款').waitFor();
    await shot(phone, '61-sandbox-pay');

    await phone.getByRole('button', { name: '确认支付' }).click();
    await phone.waitForURL(/rechargePage\?trade=P\d{8}[0-9A-Z]{12}$/);
    await phone
      .getByTestId('recharge-result')
      .getByText(/充值成功，已到账/)
      .waitFor();
    await phone.waitForFunction(
      (expected) => document.querySelector('[data-testid=recharge-balance]')?.textContent === expected,
      ((before + 5200) / 100).toFixed(2),
    );
    assert.equal(yuan(await balance.textContent()), before + 5200);
    await shot(phone, '62-recharge-result');

    // 合作店铺充值: the shops demo_shop hands orders to, in a bottom list; ¥11 from the shop balance.
    await phone.getByTestId('target-partner').click();
    const partner = phone.locator('.recharge-partner', { hasText: '合作彩票站' });
    await partner.waitFor();
    await shot(phone, '63-recharge-partner-list');
    await partner.click();
    await phone.getByText(/合作店铺余额：合作彩票站 ¥\d+\.\d{2}/).waitFor();
    await phone.locator('.chip', { hasText: '¥11' }).click();
    await phone.getByTestId('recharge-submit').click();
    await phone.getByText('充值成功~').waitFor();
    await phone.waitForFunction(
      (expected) => document.querySelector('[data-testid=recharge-balance]')?.textContent === expected,
      ((before + 5200 - 1100) / 100).toFixed(2),
    );
  });
});
