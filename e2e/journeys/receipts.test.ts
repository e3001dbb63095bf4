import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';
import { ticketPhoto } from '../lib/photo.ts';
import { platform } from '../lib/server.ts';

// 收款管理 end to end (docs/money.md, "Payment channels and players' recharges"): demo_shop sees its channels in
// every state, switches its open offline QR code off and on and previews it, applies for 随行付 with the form (photos
// uploaded from the phone), which the platform approves from its CLI, and confirms a player's offline recharge.

const journey = journeyServer();

const api = <T>(path: string, init: { token?: string; body?: unknown } = {}) =>
  callApi<T>(journey.server, path, init);

const card = (page: Page, id: number) => page.locator(`[data-channel="${id}"]`);
const confirm = (page: Page) => page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
const toast = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text }).waitFor();

async function playerToken(username: string): Promise<string> {
  const r = await api<{ userinfo: { token: string } }>('bettingend.User/login', {
    body: { username, password: 'demo123456' },
  });
  assert.equal(r.code, 1, r.msg);
  return r.data.userinfo.token;
}

test.describe('payment channels journey (390×844, Chromium)', () => {
  test('demo_shop manages its channels, applies for one, and confirms a player’s offline recharge', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const shop = await journey.phoneOf(browser, 'demo_shop');

    // The mine page's badge: the rejected application and the recharge waiting.
    const entry = shop.getByTestId('menu-receipts');
    await entry.getByText('2').waitFor();
    await entry.click();
    await shop.waitForURL(/#\/pages\/mimeSupPage\/receipt/);
    await card(shop, 999).getByText('收款开启').waitFor();
    await card(shop, 1).getByText('审核中').waitFor();
    await card(shop, 3).getByText('收款关闭').waitFor();
    await card(shop, 201).getByText('驳回理由:').waitFor();
    await card(shop, 2).getByTestId('apply').waitFor();
    await shop.getByTestId('offline-recharges').getByText('¥200.00').waitFor();
    await shot(shop, '70-receipts-list');

    // The offline QR code: off, on, and its preview.
    await card(shop, 999).locator('.receipts-card-head').click();
    const offlineSwitch = card(shop, 999).getByRole('switch');
    await offlineSwitch.click();
    await toast(shop, '收款已关闭');
    await card(shop, 999).getByText('收款关闭').waitFor();
    await shot(shop, '71-receipts-offline-closed');
    await offlineSwitch.click();
    await toast(shop, '收款已开启');
    await card(shop, 999).getByText('收款开启').waitFor();
    await card(shop, 999).getByTestId('preview-qr').click();
    await shop.locator('.adm-image-viewer-content img').first().waitFor();
    await shop.waitForTimeout(500);
    await shot(shop, '72-receipts-qr-preview');
    // The viewer closes with a tap on the phone; here a fresh load of the page leaves it.
    await shop.reload();
    await card(shop, 999).getByText('收款开启').waitFor();

    // 51新支付 (closed): its PID.
    await card(shop, 3).locator('.receipts-card-head').click();
    await card(shop, 3).getByText('PID：10086001').waitFor();
    await card(shop, 3).getByTestId('set-pid').click();
    await shop.getByPlaceholder('请输入51新支付平台pid参数').waitFor();
    await shot(shop, '73-receipts-pid-dialog');
    await shop.getByPlaceholder('请输入51新支付平台pid参数').fill('20260001');
    await shop.getByTestId('pid-save').click();
    await card(shop, 3).getByText('PID：20260001').waitFor();

    // The rejected one opens its form with the reason and what was sent.
    await card(shop, 201).getByText('驳回理由:').click();
    await shop.waitForURL(/receiptSupPage/);
    await shop.getByText('上次驳回理由：').waitFor();
    await shot(shop, '74-receipts-form-rejected');
    await shop.goBack();
    await shop.waitForURL(/#\/pages\/mimeSupPage\/receipt/);

    // 随行付: 去开通 → the form; refused before the call until it is complete.
    await card(shop, 2).getByTestId('apply').click();
    await shop.waitForURL(/receiptSupPage.*id=2/);
    await shop.getByText('注意事项').waitFor();
    await shot(shop, '75-receipts-form-empty');
    await shop.getByTestId('submit').click();
    await toast(shop, '请上传身份证人像面');
    const photo = await ticketPhoto(shop, ['ID CARD', '11010519491231002X']);
    for (const key of ['identification_front', 'shop_headImg']) {
      await shop
        .getByTestId(`file-${key}`)
        .setInputFiles({ name: 'doc.jpg', mimeType: 'image/jpeg', buffer: photo });
      await shop.locator(`[data-field="${key}"] img`).waitFor();
    }
    await shop.locator('input[name="name"]').fill('张伟');
    await shop.locator('input[name="identificationNumb"]').fill('11010519491231002X');
    await shop.locator('input[name="phone_number"]').fill('1380013800');
    await shop.locator('input[name="bankCard_num"]').fill('6222020200112233445');
    await shop.locator('input[name="shop_detailedAddress"]').fill('北京市朝阳区建国路88号');
    await shop.getByTestId('submit').click();
    await toast(shop, '手机号应为11位手机号');
    await shot(shop, '76-receipts-form-invalid');
    await shop.locator('input[name="phone_number"]').fill('13800138000');
    await shop.getByTestId('submit').click();
    await toast(shop, '提交成功');
    await shop.waitForURL(/#\/pages\/mimeSupPage\/receipt$/);
    await card(shop, 2).getByText('审核中').waitFor();
    await shot(shop, '77-receipts-applied');

    // The platform approves it from its CLI; the shop sees it open.
    const waiting = platform(journey.server, ['channels']);
    const line = waiting.split('\n').find((l) => l.includes('随行付聚合支付 (2)'));
    assert.ok(line, waiting);
    platform(journey.server, ['channels', 'approve', line.split('\t')[0]!]);
    await shop.reload();
    await card(shop, 2).getByText('收款开启').waitFor();

    // A player pays by the QR code; the shop confirms it and the player's balance grows.
    const player = await playerToken('player03');
    const before = await api<{ userinfo: { money: string } }>('bettingend.User/index', { token: player });
    const paid = await api<{ url: string }>('bettingend.Money/recharge', {
      token: player,
      body: { money: '66.00', channel: 999 },
    });
    assert.equal(paid.code, 1, paid.msg);
    await shop.reload();
    const recharge = shop.locator('.receipts-recharge', { hasText: '¥66.00' });
    await recharge.waitFor();
    await shot(shop, '78-receipts-recharge-waiting');
    await recharge.getByTestId('confirm').click();
    await shop.locator('.adm-dialog').getByText('确认已收到').waitFor();
    await shot(shop, '79-receipts-recharge-confirm');
    await confirm(shop);
    await toast(shop, '已确认到账');
    await recharge.waitFor({ state: 'detached' });
    await shot(shop, '80-receipts-recharge-confirmed');
    const after = await api<{ userinfo: { money: string } }>('bettingend.User/index', { token: player });
    assert.equal(
      Math.round(Number(after.data.userinfo.money) * 100) -
        Math.round(Number(before.data.userinfo.money) * 100),
      6600,
    );
  });
});
