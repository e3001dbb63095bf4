import assert from 'node:assert/strict';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';
import { platform } from '../lib/server.ts';

// What a shopkeeper saw on a first tour of the app (issue 28), in Chinese and in English: the ledger's memos filled,
// a money field that holds only an amount and names its bound, the uncertified shop's reminder once on start and
// never on the certification page, a gated page refused by its address, the order pages in English with no Chinese
// but what people typed, 待派奖's order number whole, the mine page's pill and footer whole, 备注 on its label's line,
// customer service without tabs, a certified shop's photos read-only, and 订单查询 keeping only the rows in view.

const journey = journeyServer();

/** Labels the journey looks for, in each language. */
const WORDS = {
  'zh-CN': {
    rechargeTab: '充值',
    rechargeMemo: /^\S+充值 P\d/,
    min: '最低 0.01 元',
    max: /^单次最多 [\d.]+ 元$/,
    reminder: '检测到此店铺未进行认证，未认证会导致部分功能无法使用！',
    later: '稍后',
    certified: '店铺已认证',
    forbidden: '当前账号无权访问此页面',
    noMore: '没有更多了~',
  },
  en: {
    rechargeTab: 'Recharges',
    rechargeMemo: /^Recharge through .+, trade P\d/,
    min: 'At least 0.01 yuan',
    max: /^At most [\d.]+ yuan at a time$/,
    reminder: 'This shop is not certified; some functions will not work until it is.',
    later: 'Later',
    certified: 'The shop is certified',
    forbidden: 'This account may not open this page',
    noMore: 'No more',
  },
} as const;
type Language = keyof typeof WORDS;

const toast = (page: Page) => page.locator('.adm-toast-main');
const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  assert.ok(b, 'the element is laid out');
  return b;
};

/**
 * Chinese an English page may show: what people typed or the data names (nicknames, remarks, shop names, teams,
 * leagues, reasons), gathered from the API's answers as the page receives them.
 */
function peopleData(page: Page): Set<string> {
  const seen = new Set<string>();
  const PEOPLE = /nickname|remarks|team|league|reason|memo|username|shop_name/i;
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (PEOPLE.test(key)) seen.add(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, PEOPLE.test(key) ? key : k);
  };
  page.on('response', (res) => {
    if (!res.url().includes('/api/')) return;
    res
      .json()
      .then((body: unknown) => walk(body, ''))
      .catch(() => {});
  });
  return seen;
}

/** The Chinese characters left on the page once the people's data is taken out. */
async function chineseLeft(page: Page, data: Set<string>): Promise<string> {
  let text = await page.locator('#root').innerText();
  for (const d of [...data].sort((a, b) => b.length - a.length)) if (d) text = text.split(d).join('');
  return [...text].filter((c) => /\p{Script=Han}/u.test(c)).join('');
}

test.beforeAll(() => {
  // review_shop's five seeded photos wait for review: approved, it is a certified shop that sent material.
  assert.match(platform(journey.server, ['certification', 'approve', 'review_shop']), /certified/);
});

for (const language of ['zh-CN', 'en'] as const satisfies readonly Language[]) {
  const w = WORDS[language];
  const name = (page: string) => `tour-${language === 'en' ? 'en' : 'zh'}-${page}`;

  test.describe(`first tour in ${language} (390×844, Chromium)`, () => {
    test('店铺余额, a money field, 我的, 待派奖, 订单查询, 修改员工信息 and the order pages', async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const shop = await journey.phoneOf(browser, 'demo_shop', { language });
      const data = peopleData(shop);
      const url = journey.server.url;

      // 我的: the 店铺推广 pill inside its card, the version footer above the tab bar before any scroll.
      await shop.getByTestId('shop-stats').waitFor();
      const card = await box(shop.locator('.mine-card'));
      const pill = await box(shop.locator('.mine-promote-button'));
      assert.ok(
        pill.x >= card.x && pill.x + pill.width <= card.x + card.width - 4,
        'the pill is inside its card',
      );
      const footer = shop.locator('.mine-version-footer');
      await footer.getByText(/\d+\.\d+\.\d+/).waitFor();
      const tabBar = await box(shop.locator('.app-tab-bar'));
      const foot = await box(footer);
      assert.ok(
        foot.y + foot.height <= tabBar.y + 0.5,
        `the footer ends above the tab bar (${foot.y + foot.height} > ${tabBar.y})`,
      );
      await shot(shop, name('01-mine'));

      // 店铺余额: the recharges of the ledger name their provider; no row keeps a {placeholder}.
      await shop.goto(`${url}/#/pages/mimeSupPage/balancePage/balancePage`);
      await shop.getByTestId('ledger-entry').first().waitFor();
      await shop.getByRole('tab', { name: w.rechargeTab }).click();
      await shop.getByTestId('ledger-entry').filter({ hasText: w.rechargeMemo }).first().waitFor();
      for (const entry of await shop.getByTestId('ledger-entry').allInnerTexts())
        assert.doesNotMatch(entry, /\{\w+\}/, entry);
      await shot(shop, name('02-balance-recharges'));

      // 充值's other amount: letters and a minus sign never get in; 0 and too much are each named.
      await shop.goto(`${url}/#/pages/mimeSupPage/balancePage/rechargePage`);
      const amount = shop.getByTestId('recharge-custom').locator('input');
      assert.equal(await amount.getAttribute('inputmode'), 'decimal');
      await amount.pressSequentially('-5a.b1x2.3');
      assert.equal(await amount.inputValue(), '5.12');
      await amount.fill('0');
      await shop.getByTestId('recharge-submit').click();
      await expect(toast(shop)).toHaveText(w.min);
      await shot(shop, name('03-recharge-min'));
      await amount.fill('99999999');
      await shop.getByTestId('recharge-submit').click();
      await expect(toast(shop)).toHaveText(w.max);
      await shot(shop, name('04-recharge-max'));

      // 待派奖: each order number whole on its line, with 复制.
      await shop.goto(`${url}/#/pages/mimeSupPage/daiPaiJianPage`);
      const number = shop.getByTestId('award-order-no').first();
      await number.waitFor();
      const value = number.locator('.orders-award-no-value');
      assert.match(await value.innerText(), /^\d{12,}$/);
      const whole = await value.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
      assert.ok(whole, 'the order number is not cut');
      const shown = await box(value);
      assert.ok(shown.x + shown.width <= 390, 'the order number ends inside the screen');
      // Rows have a fixed height: in every language the number ends inside its own card, not under the next one.
      for (const card of await shop.locator('.orders-award-card').all()) {
        const row = await box(card);
        const no = await box(card.getByTestId('award-order-no'));
        assert.ok(no.y + no.height <= row.y + row.height, `${no.y + no.height} > ${row.y + row.height}`);
      }
      await number.getByRole('button').waitFor();
      if (language === 'en') assert.equal(await chineseLeft(shop, data), '', '待派奖 in English');
      await shot(shop, name('05-waiting-award'));

      // 订单 (the orders tab) and 订单详情 in English show no Chinese but the people's data.
      await shop.goto(`${url}/#/pages/index/index`);
      const first = shop.locator('.orders-card').first();
      await first.waitFor();
      if (language === 'en') assert.equal(await chineseLeft(shop, data), '', '订单 in English');
      await shot(shop, name('06-orders'));
      const orderId = (await first.getAttribute('data-order')) ?? '';
      await first.locator('.orders-card-head').click();
      await shop.waitForURL(new RegExp(`order_id=${orderId}`));
      await shop.getByText(orderId).first().waitFor();
      await shop.waitForLoadState('networkidle');
      if (language === 'en') assert.equal(await chineseLeft(shop, data), '', '订单详情 in English');
      await shot(shop, name('07-order-detail'));

      // 订单查询: scrolled to its end, only the rows in view (and a few beyond) are in the page.
      await shop.goto(`${url}/#/pages/mimeSupPage/orderInquiry`);
      const list = shop.getByTestId('infinite-list');
      await list.locator('.infinite-list-row').first().waitFor();
      for (let i = 0; i < 60; i++) {
        await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
        if (await list.getByText(w.noMore).isVisible()) break;
        await shop.waitForTimeout(250);
      }
      await list.getByText(w.noMore).waitFor();
      const rows = await list.locator('.infinite-list-row').count();
      const last = Number(await list.locator('.infinite-list-row').last().getAttribute('data-index'));
      assert.ok(last >= 100, `the list reached order ${last + 1}`);
      assert.ok(rows < 60, `${rows} rows in the page after scrolling to the end`);
      if (language === 'en') assert.equal(await chineseLeft(shop, data), '', '订单查询 in English');
      await shot(shop, name('08-order-inquiry-end'));

      // 修改员工信息: 备注's value on its label's line.
      await shop.goto(`${url}/#/pages/mimeSupPage/yuangongguanli`);
      await shop.getByTestId('staff-clerk_li').click();
      await shop.waitForURL(/addYuangong\?/);
      const remarks = shop.locator('.form-row').filter({ has: shop.locator('textarea') });
      const label = await box(remarks.locator('.form-row-label'));
      const field = remarks.locator('textarea:not([aria-hidden])');
      const top = await box(field);
      // The middle of the value's first line, where the eye reads it, against the middle of the label.
      const firstLine = await field.evaluate((el) => {
        const style = getComputedStyle(el);
        const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
        return parseFloat(style.paddingTop) + line / 2;
      });
      const labelMiddle = label.y + label.height / 2;
      assert.ok(
        Math.abs(top.y + firstLine - labelMiddle) <= 3,
        `备注's first line at ${top.y + firstLine}, its label at ${labelMiddle}`,
      );
      await shot(shop, name('09-staff-edit'));
    });

    test('an uncertified shop, customer service, and a certified shop’s photos', async ({ browser }) => {
      test.setTimeout(180_000);
      const url = journey.server.url;

      // new_shop: reminded once on start; not on the certification page, nor when pages re-read the user info.
      const fresh = await journey.phoneOf(browser, 'new_shop', { language });
      const reminder = fresh.locator('.adm-dialog');
      await reminder.getByText(w.reminder).waitFor();
      await shot(fresh, name('10-reminder'));
      await reminder.getByRole('button', { name: w.later }).click();
      await reminder.waitFor({ state: 'hidden' });
      await fresh.goto(`${url}/#/pages/mimeSupPage/setPage`);
      await fresh.goto(`${url}/#/pages/index/mine`);
      await fresh.getByTestId('cert-pill').waitFor();
      await fresh.waitForTimeout(1000);
      assert.equal(await reminder.count(), 0, 'no second reminder as pages open');
      await fresh.goto(`${url}/#/pages/mimeSupPage/attestation/shopArresrarion`);
      await fresh.reload();
      await fresh.getByTestId('certification-submit').waitFor();
      await fresh.waitForTimeout(1000);
      assert.equal(await reminder.count(), 0, 'no reminder on the certification page');
      await shot(fresh, name('11-certification-none'));

      // A gated page opened by its address is refused the same way, with the way to certification.
      await fresh.goto(`${url}/#/pages/mimeSupPage/orderInquiry`);
      await fresh.getByText(w.reminder).waitFor();
      assert.equal(await fresh.locator('.orders-search-row').count(), 0);
      await shot(fresh, name('12-gated-by-address'));

      // Customer service: a page it may not open, and no tab bar under it.
      const support = await journey.phoneOf(browser, 'support', {
        language,
        landing: /#\/pages\/index\/chat/,
      });
      await support.getByTestId('chat-row').first().waitFor();
      await support.goto(`${url}/#/pages/index/mine`);
      await support.getByText(w.forbidden).waitFor();
      assert.equal(await support.locator('.app-tab-bar').count(), 0);
      await shot(support, name('13-support-forbidden'));

      // review_shop, certified: its five photos as sent, read-only, no submit button.
      const certified = await journey.phoneOf(browser, 'review_shop', { language });
      await certified.goto(`${url}/#/pages/mimeSupPage/attestation/shopArresrarion`);
      await certified.getByTestId('certification-banner').getByText(w.certified).waitFor();
      const photos = certified.locator('.certification-tile img');
      await expect(photos).toHaveCount(5);
      await expect
        .poll(() =>
          photos.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
        )
        .toBe(true);
      assert.equal(await certified.locator('.certification-tile input[type=file]').count(), 0);
      assert.equal(await certified.getByTestId('certification-submit').count(), 0);
      await shot(certified, name('14-certification-certified'));
    });
  });
}
