import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// Shop administration end to end (docs/shop-setup.md): demo_shop publishes a scrolling and a pop-up notice from
// 我的 → 店铺设置 → 公告设置 and finds them in the history (the demo's older ones below), player01 reads them through
// the player API; then in 彩种管理 the owner switches 双色球's betting off, sets 福彩3D's advance minutes and minimum
// bet, and the player side obeys.

const journey = journeyServer();

async function playerToken() {
  const login = await callApi<{ userinfo: { token: string } }>(journey.server, 'bettingend.User/login', {
    body: { username: 'player01', password: 'demo123456' },
  });
  assert.equal(login.code, 1, login.msg);
  return login.data.userinfo.token;
}

async function compose(page: Page, kind: 'scroll' | 'popup', text: string) {
  await page.getByTestId('announcements-compose').click();
  await page.getByRole('tab', { name: kind === 'popup' ? '弹窗公告' : '滚动公告' }).click();
  const field = page.getByTestId('announcements-content');
  await field.locator(kind === 'popup' ? 'textarea' : 'input').fill(text);
}

test.describe('shop setup journey (390×844, Chromium)', () => {
  test('notices of both kinds with their history; a game switched off, its advance and minimum changed', async ({
    browser,
  }) => {
    const shop = await journey.phoneOf(browser, 'demo_shop');
    const player = await playerToken();

    // ---- 公告设置 ----
    await shop.getByText('店铺设置').click();
    await shop.getByText('公告设置').click();
    await shop.waitForURL(/#\/pages\/mimeSupPage\/announcement_set/);
    // The demo's history: both kinds and a cancelled scrolling notice.
    await shop.getByTestId('announcements-card').filter({ hasText: '公告取消' }).waitFor();
    await shot(shop, '95-announcements-history');

    // An empty pop-up is refused before any call.
    await compose(shop, 'popup', '');
    await shop.getByTestId('announcements-explain').getByText('弹窗公告：可多行').waitFor();
    await shop.getByTestId('announcements-submit').click();
    await shop.getByText('弹窗公告无法提交空值，请输入公告内容').waitFor();
    await shop
      .getByTestId('announcements-content')
      .locator('textarea')
      .fill('周末加开\n竞彩足球晚场20:00截止');
    await shot(shop, '96-announcements-compose-popup');
    await shop.getByTestId('announcements-submit').click();
    await shop.getByText('公告发布成功').waitFor();

    await compose(shop, 'scroll', 'e2e 今晚大乐透开奖，欢迎下单');
    await shot(shop, '97-announcements-compose-scroll');
    await shop.getByTestId('announcements-submit').click();
    await shop.getByText('公告发布成功').waitFor();
    const first = shop.getByTestId('announcements-card').first();
    await first.getByText('e2e 今晚大乐透开奖，欢迎下单').waitFor();
    await first.getByText('滚动公告').waitFor();
    await shop.getByTestId('announcements-card').nth(1).getByText('弹窗公告').waitFor();
    await shot(shop, '98-announcements-published');

    const seen = await callApi<{ scroll: { content: string }; popup: { content: string } }>(
      journey.server,
      'bettingend.Notice/list',
      { token: player },
    );
    assert.equal(seen.code, 1, seen.msg);
    assert.equal(seen.data.scroll.content, 'e2e 今晚大乐透开奖，欢迎下单');
    assert.equal(seen.data.popup.content, '周末加开\n竞彩足球晚场20:00截止');

    // ---- 彩种管理 ----
    await shop.goto(`${journey.server.url}/#/pages/mimeSupPage/CategoryManagement`);
    const on = shop.getByTestId('shop-games-on');
    const off = shop.getByTestId('shop-games-off');
    // The demo shop switched 七乐彩 off.
    await off.locator('[data-game="104"]').waitFor();
    await on.locator('[data-game="101"]').getByText('本店').waitFor();
    await shot(shop, '99-games-list');

    // 双色球: betting off moves it to 玩法关闭, and the player side no longer sells it.
    await on.locator('[data-game="101"]').click();
    await shop.getByTestId('shop-games-sheet').getByText('双色球').waitFor();
    await shot(shop, 'a0-games-sheet-ssq');
    await shop.getByTestId('shop-games-switch-gamestate').click();
    await shop.getByText('设置成功').waitFor();
    await shop
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 195, y: 40 } });
    await off.locator('[data-game="101"]').waitFor();
    const games = await callApi<{ game_id: number; issue: { issue: string } | null }[]>(
      journey.server,
      'bettingend.Game/list',
      { token: player },
    );
    assert.equal(games.code, 1, games.msg);
    assert.ok(!games.data.some((g) => g.game_id === 101));

    // 福彩3D: stop 25 minutes early, at least 6 yuan an order.
    const fc3d = on.locator('[data-game="102"]');
    await fc3d.click();
    await shop.getByTestId('shop-games-advance').click();
    await shop.getByTestId('shop-games-value').locator('input').fill('5');
    await shot(shop, 'a1-games-advance-dialog');
    await shop.locator('.adm-dialog').getByText('保存').click();
    await shop.getByText('value：提前截止时间(分钟)为 10-1440 的整数（平台要求不少于 10 分钟）').waitFor();
    await shop.getByTestId('shop-games-value').locator('input').fill('25');
    await shop.locator('.adm-dialog').getByText('保存').click();
    await shop.getByTestId('shop-games-advance').getByText('25分钟').waitFor();
    await shop.getByTestId('shop-games-min-bet').click();
    await shop.getByTestId('shop-games-value').locator('input').fill('6');
    await shop.locator('.adm-dialog').getByText('保存').click();
    await shop.getByTestId('shop-games-min-bet').getByText('6.00元').waitFor();
    await shot(shop, 'a2-games-sheet-3d');
    await shop
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 195, y: 40 } });
    await fc3d.getByText('最小投注金额6.00元, 停售前25分钟截止投注').waitFor();
    await shot(shop, 'a3-games-changed');

    // 竞彩足球 (the demo allows repeats): turning 奖金优化 on asks first, then turns 允许重复 off.
    await on.locator('[data-game="407"]').click();
    const sheet = shop.locator('.shop-games-sheet');
    await sheet.getByText('复杂玩法').waitFor();
    await shop.getByTestId('shop-games-switch-BonusOptimization').click();
    await shop.locator('.adm-dialog').getByText('开启奖金优化将关闭允许重复').waitFor();
    await shot(shop, 'a4-games-exclusive-confirm');
    await shop.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await shop.getByTestId('shop-games-switch-Repeat').and(shop.locator('[aria-checked="false"]')).waitFor();
    await shop
      .getByTestId('shop-games-switch-BonusOptimization')
      .and(shop.locator('[aria-checked="true"]'))
      .waitFor();
    await shot(shop, 'a5-games-sheet-football');
    await shop
      .locator('.adm-mask')
      .last()
      .click({ position: { x: 195, y: 40 } });

    // The player side: a 2-yuan 福彩3D order is refused with the shop's minimum (while an issue is on sale: between
    // its 20:00 close and the 21:15 draw China time none is, and the calendar's refusal comes first).
    const onSale = games.data.find((g) => g.game_id === 102)?.issue;
    const refused = await callApi(journey.server, 'bettingend.Order/create', {
      token: player,
      body: {
        consent: 1,
        game_id: 102,
        content: [
          {
            note: 1,
            beilv: 1,
            switch: 0,
            data: { list: { red: [[1], [2], [3]], blue: [] }, dan: { red: [], blue: [] } },
          },
        ],
      },
    });
    assert.equal(refused.code, 0);
    if (onSale) assert.equal(refused.msg, '本店福彩3D最小投注金额 6.00 元，本单 2.00 元');
  });
});
