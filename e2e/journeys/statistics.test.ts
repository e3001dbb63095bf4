import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test, type Page } from '@playwright/test';
import { callApi } from '../lib/api.ts';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// The 统计 tab end to end (docs/statistics.md): demo_shop's figures on the tab equal what the API answers for the same
// range, the trend is drawn, a preset changes the range, a figure leads to its games, their orders and one order's
// detail, and a table downloads as a CSV that parses. Every statistics page is photographed in Chinese and English.

const journey = journeyServer();
const BASE = 'shopkeeper.Statistics.Index';
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('access_shop_token') ?? '');

async function rangeOf(page: Page): Promise<[string, string]> {
  const text = (await page.getByTestId('statistics-range').textContent()) ?? '';
  const [start = '', end = ''] = text.split(' ~ ');
  return [start, end];
}

async function indexOf(page: Page, [start, end]: [string, string]) {
  const answer = await callApi<{
    TotalInvoicingAmount: string;
    TotalAmountOfBonus: string;
    RechargeBalance: string;
  }>(journey.server, `${BASE}/index?clerk_id=0&startTime=${start}&endTime=${end}`, {
    token: await tokenOf(page),
  });
  assert.equal(answer.code, 1, answer.msg);
  return answer.data;
}

async function figuresMatch(page: Page) {
  const api = await indexOf(page, await rangeOf(page));
  await page.getByTestId('card-ticketed').getByText(`¥${api.TotalInvoicingAmount}`).waitFor();
  await page.getByTestId('card-awarded').getByText(`¥${api.TotalAmountOfBonus}`).waitFor();
  await page.getByTestId('card-recharge').getByText(`¥${api.RechargeBalance}`).waitFor();
}

test.describe('statistics journey (390×844, Chromium)', () => {
  test('统计: figures as the API says, the chart, a preset, a drill-down to an order, a CSV', async ({
    browser,
  }) => {
    const page = await journey.phoneOf(browser, 'demo_shop');
    await page.locator('.adm-tab-bar-item', { hasText: '统计' }).click();
    await page.waitForURL(/pages\/index\/statistics/);
    await figuresMatch(page);
    await page.getByTestId('waterfall').waitFor();
    await page.locator('[data-testid="trend-chart"][data-drawn="1"]').waitFor();
    await page.getByTestId('waterfall-net').click();
    await page.getByTestId('waterfall-definition').waitFor();
    await shot(page, '90-statistics-tab');

    // 本月: a new range, its figures again as the API says.
    const before = await rangeOf(page);
    await page.getByRole('button', { name: '本月', exact: true }).click();
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="statistics-range"]')?.textContent !== old,
      before.join(' ~ '),
    );
    await figuresMatch(page);
    await page.locator('[data-testid="trend-chart"][data-drawn="1"]').waitFor();
    await shot(page, '91-statistics-tab-month');

    // A CSV of the waterfall: UTF-8 with a BOM, a header and rows.
    const download = page.waitForEvent('download');
    await page.getByTestId('export-waterfall-csv').click();
    const file = await download;
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    assert.ok(csv.startsWith('\uFEFF'), 'the CSV starts with a byte-order mark');
    const rows = csv
      .slice(1)
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    assert.ok(rows.length >= 2, csv);
    assert.ok(
      rows.every((r) => r.length === rows[0]!.length),
      csv,
    );
    assert.match(file.suggestedFilename(), /\.csv$/);

    // 出票详情 → a game → its orders → an order's detail.
    await page.getByTestId('card-ticketed').click();
    await page.waitForURL(/statistics-award/);
    await page.getByTestId('game-details').waitFor();
    await shot(page, '92-statistics-award');
    await page.getByTestId('game-row').first().click();
    await page.waitForURL(/statisyics-award-contentPage/);
    await page.getByTestId('figure-order').first().waitFor();
    await shot(page, '93-statistics-award-orders');
    await page.getByTestId('figure-order').first().click();
    await page.waitForURL(/order_id=/);
    await shot(page, '94-statistics-order-detail');

    // The owner's other pages.
    const pages: [string, string][] = [
      ['95-statistics-pay', '/pages/statistics-xiangqing/statistics-Pay'],
      ['96-statistics-adjustments', '/pages/statistics-xiangqing/statistics-statisticsTwo'],
      ['97-statistics-history', '/pages/statistics-xiangqing/statistics-history'],
    ];
    for (const [name, hash] of pages) {
      await page.goto(`${journey.server.url}/#${hash}`);
      await page.waitForTimeout(800);
      await shot(page, name);
    }

    // The same pages in English.
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    for (const [name, hash] of [['90-statistics-tab', '/pages/index/statistics'], ...pages] as const) {
      await page.goto(`${journey.server.url}/#${hash}`);
      await page.reload();
      await page.waitForTimeout(1200);
      await shot(page, `${name}-en`);
    }
  });
});
