import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { ARTIFACTS, shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// Staff end to end (docs/staff.md): demo_shop's owner opens 员工管理, adds a staff member who may only pay prizes
// (允许派奖) and may not take 双色球 orders (拒绝接单); the staff member logs in on their own phone and sees only what
// that allows: their mine page, no 用户 tab, 等待派奖 reachable, and 接单 of a 双色球 order refused with the reason.
// Then the owner stops the account and the staff member's phone goes back to the login page.

const journey = journeyServer();

const STAFF = { username: 'clerk_sun', password: 'sun12345', realName: '孙悦' };

/** player03 orders a 双色球 single line (2 yuan) on the issue on sale. */
async function playerOrdersSsq(): Promise<string> {
  const login = await callApi<{ userinfo: { token: string } }>(journey.server, 'bettingend.User/login', {
    body: { username: 'player03', password: 'demo123456' },
  });
  assert.equal(login.code, 1, login.msg);
  const created = await callApi<{ order_id: string }>(journey.server, 'bettingend.Order/create', {
    token: login.data.userinfo.token,
    body: {
      consent: 1,
      game_id: 101,
      content: [
        {
          note: 1,
          beilv: 1,
          switch: 0,
          data: { list: { red: [2, 9, 14, 20, 26, 31], blue: [5] }, dan: { red: [], blue: [] } },
        },
      ],
    },
  });
  assert.equal(created.code, 1, created.msg);
  return created.data.order_id;
}

test.describe('staff journey (390×844, Chromium)', () => {
  test('the owner adds a staff member with 派奖 only and 双色球 refused; the staff member can do just that', async ({
    browser,
  }) => {
    const shop = await journey.phoneOf(browser, 'demo_shop');
    await shot(shop, '90-mine-owner');

    // 员工管理: the demo's staff, then the stopped one under 已停用.
    await shop.getByTestId('menu-staff').click();
    await shop.waitForURL(/#\/pages\/mimeSupPage\/yuangongguanli/);
    await shop.getByTestId('staff-clerk_li').waitFor();
    await shop.getByText(/员工列表\(\d+\)/).waitFor();
    await shot(shop, '91-staff-list');
    await shop.getByRole('tab', { name: '已停用' }).click();
    await shop.getByTestId('staff-clerk_chen').waitFor();
    await shot(shop, '92-staff-list-stopped');
    await shop.getByRole('tab', { name: '已启用' }).click();

    // 新增员工: an all-digit account is refused before any call; then the real one, 允许派奖 only.
    await shop.getByTestId('staff-add').click();
    await shop.waitForURL(/addYuangong$/);
    await shop.getByTestId('staff-username').locator('input').fill('123456');
    await shop.getByTestId('staff-password').locator('input').fill(STAFF.password);
    await shop.getByTestId('staff-submit').click();
    await shop.getByText('账号不支持纯数字').waitFor();
    await shop.getByTestId('staff-username').locator('input').fill(STAFF.username);
    await shop.getByTestId('staff-realname').locator('input').fill(STAFF.realName);
    await shop.getByTestId('staff-perm-award').click();
    await shot(shop, '93-staff-add');
    await shop.getByTestId('staff-submit').click();
    await shop.waitForURL(/yuangongguanli$/);
    const card = shop.getByTestId(`staff-${STAFF.username}`);
    await card.waitFor();
    await card.getByText('派奖').waitFor();

    // 配置彩种: 双色球 → 拒绝接单.
    await card.getByTestId('staff-games').click();
    await shop.waitForURL(/yuangongguanliSupPage\?id=\d+/);
    await shop.getByText(`${STAFF.realName}（${STAFF.username}）`).waitFor();
    await shot(shop, '94-staff-games');
    await shop.getByTestId('staff-game-101').click();
    await shop.getByTestId('staff-rule-1').click();
    await shot(shop, '95-staff-game-rule-sheet');
    await shop.getByTestId('staff-rule-save').click();
    await shop.getByTestId('staff-game-101').getByText('拒绝接单').waitFor();
    // A 限额 rule with the lowest above the highest is refused by the server, naming the field.
    await shop.getByTestId('staff-game-201').click();
    await shop.getByTestId('staff-rule-2').click();
    await shop.getByTestId('staff-min').locator('input').fill('500');
    await shop.getByTestId('staff-max').locator('input').fill('20');
    await shot(shop, '96-staff-game-range');
    await shop.getByTestId('staff-rule-save').click();
    await shop.getByText('minMoney 最低金额不能大于最高金额').waitFor();
    await shop.getByTestId('staff-max').locator('input').fill('800');
    await shop.getByTestId('staff-rule-save').click();
    await shop.getByTestId('staff-game-201').getByText('500.00～800.00 元').waitFor();
    await shot(shop, '97-staff-games-after');

    // The form of an existing staff member: no account field, 密码错误次数, the switches as saved.
    await shop.goBack();
    await shop.getByTestId(`staff-${STAFF.username}`).locator('.staff-card-main').click();
    await shop.waitForURL(/addYuangong\?id=\d+&state=1/);
    await shop.getByTestId('staff-failures').waitFor();
    await shot(shop, '98-staff-edit');
    await shop.goBack();

    // The staff member's phone: their mine page, and only what 允许派奖 allows.
    const staff = await journey.phoneOf(browser, STAFF.username, { password: STAFF.password });
    await staff.getByTestId('staff-stats').getByText(STAFF.username).waitFor();
    await staff.getByTestId('menu-waitingAward').waitFor();
    await staff.getByTestId('menu-logout').waitFor();
    for (const hidden of [
      'menu-withdrawals',
      'menu-settings',
      'menu-staff',
      'menu-cooperation',
      'menu-redPacket',
    ])
      assert.equal(await staff.getByTestId(hidden).count(), 0, `${hidden} is hidden from this staff member`);
    assert.equal(await staff.locator('.adm-tab-bar-item', { hasText: '用户' }).count(), 0);
    await shot(staff, '99-mine-staff');

    // 等待派奖 opens.
    await staff.getByTestId('menu-waitingAward').click();
    await staff.waitForURL(/daiPaiJianPage/);
    await staff.locator('.page-nav').getByText('待派奖').waitFor();
    await shot(staff, '100-staff-waiting-award');

    // A 双色球 order: 接单 is refused with the reason, and the order still waits.
    const orderId = await playerOrdersSsq();
    await staff.goto(`${journey.server.url}/#/pages/index/index`);
    const orderCard = staff.locator(`.orders-card[data-order="${orderId}"]`);
    await orderCard.waitFor({ timeout: 10_000 });
    await orderCard.getByRole('button', { name: '接单' }).click();
    await staff.getByText('您没有接双色球订单的权限').waitFor();
    // While the toast still says why (shot waits for toasts to pass).
    await staff.screenshot({ path: path.join(ARTIFACTS, '101-staff-refused.png') });
    await orderCard.waitFor();

    // The owner stops the account (after confirming); the staff member's phone is sent to the login page at once.
    await shop.getByTestId(`staff-${STAFF.username}`).getByTestId('staff-switch').click();
    await shop.locator('.adm-dialog').getByText(`确定停用 ${STAFF.realName}(`).waitFor();
    await shot(shop, '102-staff-stop-confirm');
    await shop.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await shop.getByText('已停用').first().waitFor();
    await staff.waitForURL(/#\/pages\/login\/login/, { timeout: 10_000 });
    await shot(staff, '103-staff-stopped-login');
  });
});
