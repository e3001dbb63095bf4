import assert from 'node:assert/strict';
import { expect, test, type Page } from '@playwright/test';
import { PHONE, shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';
import { smsCode } from '../lib/outbox.ts';
import { uploadTicketPhoto } from '../lib/photo.ts';
import { publishDraw } from '../lib/server.ts';

// The whole day of a shop and one of its players, on two phones (390×844): the player signs up from the shop's
// 店铺推广 link, recharges on the sandbox provider's payment page, orders 双色球 (by hand and 机选) from the balance;
// the shop gets the order live, takes it and tickets it with a photo; the platform publishes the draw with its CLI
// and the shop pays the prize out; the player sees photo, prize and balance, withdraws, and the shop pays that.
// Every step of both phones is photographed (e2e/artifacts/whole-day-*.png).

const journey = journeyServer();

const RED = [3, 8, 15, 21, 27, 33];
const BLUE = 9;
// The draw: five of the hand-picked reds and the blue (5+1, 三等奖, a fixed 3000 yuan a bet).
const DRAW_RED = [3, 8, 15, 21, 27, 30];
const pad = (n: number) => String(n).padStart(2, '0');

const RECHARGE = 100;
const STAKE = 4;
const PRIZE = 3000;
const WITHDRAWAL = 500;
const money = (yuan: number) => yuan.toFixed(2);

const toast = (page: Page) => page.locator('.adm-toast-main');

/** Whether a line's numbers (as the slip shows them) win anything against the draw: only the hand line should. */
async function randomLineWins(page: Page): Promise<boolean> {
  const line = page.getByTestId('slip-line-0');
  const reds = ((await line.locator('.slip-balls .red').textContent()) ?? '').trim().split(' ').map(Number);
  const blue = Number(((await line.locator('.slip-balls .blue').textContent()) ?? '').replace('+', ''));
  const hits = reds.filter((n) => DRAW_RED.includes(n)).length;
  // 双色球 pays from 4 reds without the blue, and for any line with the blue.
  return blue === BLUE || hits >= 4;
}

test.describe('the whole day (two phones, 390×844, Chromium)', () => {
  test('poster → register → sandbox recharge → order → ticket with photo → draw → payout → withdrawal', async ({
    browser,
  }) => {
    const { url } = journey.server;

    // The shop's phone: 店铺推广 shows the poster and, in letters, the link it encodes.
    const shop = await journey.phoneOf(browser, 'demo_shop');
    await shop.locator('.mine-promote-button').click();
    await shop.waitForURL(/shareCanvas/);
    await expect(shop.getByTestId('save-poster')).toBeEnabled();
    const link = (await shop.getByTestId('invite-link').textContent()) ?? '';
    assert.match(link, /\/player\/#\/register\?code=\w+$/);
    const code = new URL(link).hash.split('code=')[1] ?? '';
    await shot(shop, 'whole-day-01-shop-poster');

    // 收款管理: the shop switches its approved 51新支付 on, so its players can pay online.
    await shop.goBack();
    await shop.getByTestId('menu-receipts').click();
    const newPay = shop.locator('.receipts-card[data-channel="3"]');
    await newPay.locator('.receipts-card-head').click();
    await newPay.getByRole('switch').click();
    await expect(newPay.locator('.receipts-state')).toHaveText('收款开启');
    await shot(shop, 'whole-day-02-shop-channel-on');

    // The player's phone opens the link: 注册 with the shop's code filled.
    const playerContext = await browser.newContext(PHONE);
    journey.phones.push(playerContext);
    const player = await playerContext.newPage();
    await player.goto(link);
    await expect(player.getByTestId('invite-code').locator('input')).toHaveValue(code);
    const mobile = '13800138222';
    await player.getByTestId('username').locator('input').fill('wholeday1');
    await player.getByTestId('password').locator('input').fill('secret123');
    await player.getByTestId('mobile').locator('input').fill(mobile);
    await player.getByTestId('send-code').click();
    await expect(player.getByTestId('send-code')).toContainText('秒后重发');
    await player.getByTestId('sms-code').locator('input').fill(smsCode(journey.server, mobile));
    await shot(player, 'whole-day-03-player-register');
    await player.getByTestId('register').click();
    await player.waitForURL(/\/player\/#\/$/);
    await expect(player.getByTestId('shop-name')).toHaveText('幸运彩票店');
    await expect(player.getByTestId('balance')).toHaveText('0.00');
    await shot(player, 'whole-day-04-player-home');

    // 充值 through the online channel: the sandbox's payment page, then back to 我的 with the money in.
    await player.getByTestId('tab-wallet').click();
    await player.getByTestId('recharge-channels').getByText('51新支付').click();
    await player.getByTestId('recharge-amount').locator('input').fill(String(RECHARGE));
    await shot(player, 'whole-day-05-player-recharge');
    await player.getByTestId('recharge').click();
    await player.waitForURL(/\/pay\/sandbox\/P\d{8}[0-9A-Z]{12}$/);
    await expect(player.getByText(`¥${money(RECHARGE)}`)).toBeVisible();
    await expect(player.getByText('向 幸运彩票店 付款')).toBeVisible();
    await shot(player, 'whole-day-06-sandbox-page');
    await player.getByRole('button', { name: '确认支付' }).click();
    await player.waitForURL(/\/player\/#\/wallet\?trade=P\d{8}[0-9A-Z]{12}$/);
    await expect(player.getByTestId('recharge-result')).toHaveText('充值成功，已到账');
    await expect(player.getByTestId('wallet-balance')).toHaveText(money(RECHARGE));
    // 充值 still shows the channel paid with, not the shop's QR code.
    const chosen = player.getByTestId('recharge-channels').locator('.adm-selector-item-active');
    await expect(chosen).toHaveText('51新支付');
    await expect(player.getByTestId('recharge-qr')).toHaveCount(0);
    await shot(player, 'whole-day-07-recharged');
    // The payment page again (the browser's back): paid, and nothing more to pay.
    await player.goBack();
    await expect(player.getByText('该订单已支付')).toBeVisible();
    await expect(player.getByRole('link', { name: '返回商家' })).toBeVisible();
    await player.goForward();
    await expect(player.getByTestId('wallet-balance')).toHaveText(money(RECHARGE));

    // 双色球 by hand, then a 机选 line that shares no prize with tonight's draw, paid from the balance.
    await player.getByTestId('tab-').click();
    await player.getByTestId('game-101').click();
    for (const n of RED) await player.getByTestId(`ball-0-${n}`).click();
    await player.getByTestId(`ball-1-${BLUE}`).click();
    await expect(player.getByTestId('figures')).toHaveText('共1注 1倍 2.00元');
    await shot(player, 'whole-day-08-picker');
    await player.getByTestId('add-to-slip').click();
    await player.waitForURL(/#\/slip\?game=101/);
    await player.getByRole('button', { name: '+机选1注' }).click();
    while (await randomLineWins(player)) {
      await player.getByTestId('slip-line-0').locator('.slip-remove').click();
      await player.getByRole('button', { name: '+机选1注' }).click();
    }
    await expect(player.getByTestId('slip-figures')).toHaveText(`共2注 1倍 ${money(STAKE)}元`);
    const randomLine = (await player.getByTestId('slip-line-0').locator('.slip-balls').textContent()) ?? '';
    await shot(player, 'whole-day-09-slip');
    // The shop's phone waits on 订单 while the player pays.
    await shop.goto(`${url}/#/pages/index/index`);
    await shop.locator('.orders-card').first().waitFor();
    const badge = shop.locator('.adm-tab-bar-item').first().locator('.adm-badge-content');
    const waiting = Number(await badge.textContent());

    await player.getByTestId('submit').click();
    await expect(player.getByTestId('pay-sheet')).toContainText(`剩余余额：${money(RECHARGE - STAKE)}元`);
    await player.getByTestId('consent').click();
    await player.getByTestId('pay').click();
    await player.waitForURL(/#\/orders\//);
    await expect(player.getByTestId('order-state')).toHaveText('待接单');
    await expect(player.getByTestId('order-amount')).toHaveText(money(STAKE));
    const orderId = decodeURIComponent(player.url().split('/orders/')[1] ?? '');
    await shot(player, 'whole-day-10-order-placed');

    // The shop's phone: the order arrives on 订单 without a reload, the tab's badge counts it.
    const card = shop.locator(`.orders-card[data-order="${orderId}"]`);
    await card.waitFor({ timeout: 15_000 });
    await expect(badge).toHaveText(String(waiting + 1));
    await expect(card).toContainText('2注 1倍 4元');
    await expect(card).toContainText('wholeday1');
    await shot(shop, 'whole-day-11-shop-order-arrived');
    await card.getByRole('button', { name: '接单' }).click();
    await shop.waitForURL(new RegExp(`order_id=${orderId}`));
    await shop.getByTestId('order-state').getByText('待出票').waitFor();
    await expect(player.getByTestId('order-state')).toHaveText('待出票', { timeout: 10_000 });

    // 出票 with a photo of the ticket, through the upload endpoint.
    const issue = ((await player.locator('.card .muted').first().textContent()) ?? '').replace(/\D/g, '');
    assert.ok(issue, 'the order shows its issue');
    await uploadTicketPhoto(shop, [
      `双色球  第${issue}期`,
      `① ${randomLine.replace('+', '|')}`,
      `② ${RED.map(pad).join(' ')} | ${pad(BLUE)}`,
      '2注 1倍 合计4元',
    ]);
    await shot(shop, 'whole-day-12-shop-ticket-photo');
    await shop.getByTestId('action-ticket').click();
    await shop.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await shop.waitForURL(/#\/pages\/index\/index/);
    await expect(player.getByTestId('order-state')).toHaveText('待开奖', { timeout: 10_000 });
    await shot(player, 'whole-day-13-player-ticketed');

    // The platform publishes the draw with its CLI; settlement makes the order 待派奖 at 3000 yuan.
    publishDraw(journey.server, { game: 101, issue, red: DRAW_RED, blue: BLUE });
    await shop.goto(`${url}/#/pages/indexSupPages/indexSupPages?order_id=${orderId}`);
    await shop.getByTestId('order-state').getByText('待派奖').waitFor();
    await expect(shop.getByText(`¥${money(PRIZE)}`).first()).toBeVisible();
    await shot(shop, 'whole-day-14-shop-awaiting-payout');
    await shop.getByTestId('action-award').click();
    await shop.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await shop.getByTestId('order-state').getByText('已派奖').waitFor();
    await shot(shop, 'whole-day-15-shop-paid-out');

    // The player's order follows: 已派奖, the prize and what was paid, the ticket photo to zoom into.
    await expect(player.getByTestId('order-state')).toHaveText('已派奖', { timeout: 10_000 });
    await expect(player.getByTestId('order-prize')).toHaveText(money(PRIZE));
    await expect(player.getByTestId('order-award')).toHaveText(money(PRIZE));
    // The draw under the lines, the five reds and the blue that hit marked.
    await expect(player.getByTestId('order-draw')).toHaveText(
      `本期开奖（第${issue}期）：${DRAW_RED.map(pad).join(' ')} + ${pad(BLUE)}`,
    );
    await expect(player.locator('.bet-lines > div').nth(1).locator('.bet-hit')).toHaveCount(6);
    await shot(player, 'whole-day-16-player-won');
    await player.locator('.order-photos img').first().click();
    const viewer = player.locator('.adm-image-viewer-content');
    await viewer.locator('img').first().waitFor();
    // The viewer's mask fades in; let it settle before the picture.
    await player.waitForTimeout(500);
    await shot(player, 'whole-day-17-player-photo-zoom');

    // 我的 and 交易明细: recharge − stake + prize (the viewer closes with a tap on a phone; a fresh load leaves it).
    await player.goto(`${url}/player/#/wallet`);
    const afterPrize = RECHARGE - STAKE + PRIZE;
    await expect(player.getByTestId('wallet-balance')).toHaveText(money(afterPrize));
    await player.getByTestId('open-ledger').click();
    const rows = player.locator('.ledger-row');
    await expect(rows.nth(0).locator('.money-in')).toHaveText(`+${money(PRIZE)}`);
    await expect(rows.nth(1).locator('.money-out')).toHaveText(`-${money(STAKE)}`);
    await expect(rows.nth(2).locator('.money-in')).toHaveText(`+${money(RECHARGE)}`);
    await shot(player, 'whole-day-18-player-ledger');

    // 提现 to a bank card.
    await player.getByTestId('back').click();
    // The recharge not bet is not withdrawable yet; the prize is (docs/money.md, "Not withdrawable").
    await expect(player.getByTestId('wallet-notWithdrawable').locator('strong')).toHaveText(
      money(RECHARGE - STAKE),
    );
    await player.getByRole('tab', { name: '提现' }).click();
    await expect(player.getByTestId('withdraw-available')).toContainText(`可提现 ${money(PRIZE)} 元`);
    await player.getByTestId('withdraw-amount').locator('input').fill(String(WITHDRAWAL));
    await player.getByText('银行卡').click();
    await player.getByTestId('withdraw-number').locator('input').fill('6212 2602 0001 2345 670');
    await player.getByTestId('withdraw-realname').locator('input').fill('王小明');
    await player.getByTestId('withdraw-contact').locator('input').fill(mobile);
    await shot(player, 'whole-day-19-player-withdraw');
    await player.getByRole('button', { name: '提交提现' }).click();
    await expect(toast(player)).toHaveText('提现申请已提交，等待店主处理');
    await expect(player.getByTestId('wallet-balance')).toHaveText(money(afterPrize - WITHDRAWAL));
    await expect(player.getByTestId('wallet-withdrawing').locator('strong')).toHaveText(money(WITHDRAWAL));

    // The shop's 提现申请: the request is there; 同意 (the shop has paid the player).
    await shop.goto(`${url}/#/pages/index/mine`);
    await shop.getByTestId('menu-withdrawals').click();
    const request = shop.getByTestId('withdrawal-card').filter({ hasText: `¥${money(WITHDRAWAL)}` });
    await request.waitFor();
    await expect(request).toContainText('王小明');
    await shot(shop, 'whole-day-20-shop-withdrawal-request');
    await request.getByTestId('withdrawal-agree').click();
    await shop.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await shop.getByText('已同意，请确认已向用户付款').waitFor();
    // The player's 我的, open all along, hears it at once (the toast stays two seconds).
    await expect(toast(player)).toHaveText('你的提现已成功结算');
    await request.waitFor({ state: 'detached' });
    await shot(shop, 'whole-day-21-shop-withdrawal-agreed');

    // Without being reopened, 我的 shows nothing in withdrawal any more; the balance is recharge − stake + prize −
    // withdrawal. Then 提现记录: paid.
    await expect(player.getByTestId('wallet-withdrawing').locator('strong')).toHaveText('0.00');
    await expect(player.getByTestId('wallet-balance')).toHaveText(
      money(RECHARGE - STAKE + PRIZE - WITHDRAWAL),
    );
    await shot(player, 'whole-day-22-player-wallet-end');
    await player.getByTestId('open-withdrawals').click();
    const withdrawal = player.locator('.ledger-row').first();
    await expect(withdrawal.locator('.withdrawal-state')).toHaveText('成功结算');
    await expect(withdrawal.locator('.money')).toHaveText(money(WITHDRAWAL));
    await shot(player, 'whole-day-23-player-withdrawals');
  });
});
