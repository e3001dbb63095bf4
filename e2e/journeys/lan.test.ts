import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { CHROMIUM, shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// A shop serves its phones on its LAN over plain HTTP: the page must load there, not turn blank because the
// browser was told to upgrade every request to HTTPS. `shop.lan` resolves to this machine for this browser only.

const journey = journeyServer();

test.use({
  launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, '--host-resolver-rules=MAP shop.lan 127.0.0.1'] },
});

test.describe('the LAN over plain HTTP (390×844, Chromium)', () => {
  test('loads and logs in at http://shop.lan:PORT with no request upgraded to https', async ({ page }) => {
    const port = new URL(journey.server.url).port;
    const requested: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText ?? ''}`));
    await page.goto(`http://shop.lan:${port}/#/pages/login/login`);
    await page.locator('input[name=username]').fill('demo_shop');
    await page.locator('input[name=password]').fill('demo123456');
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/#\/pages\/index\/mine/);
    await page.getByText('幸运彩票店').first().waitFor();
    await shot(page, '30-lan-mine');
    assert.deepEqual(
      requested.filter((u) => u.startsWith('https:')),
      [],
    );
    assert.deepEqual(
      failed.filter((f) => f.includes('SSL')),
      [],
    );
  });
});
