import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';
import { platform } from '../lib/server.ts';

const journey = journeyServer();

test.describe('installable app (390×844, Chromium)', () => {
  test('has a manifest and opens its shell offline once visited', async ({ page }) => {
    await page.goto(`${journey.server.url}/`);
    await page.getByText('店主员工登录').first().waitFor();
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel=manifest]')?.getAttribute('href');
      return link
        ? ((await (await fetch(link)).json()) as { name: string; icons: unknown[]; display: string })
        : null;
    });
    assert.ok(manifest, 'index.html links a manifest');
    assert.equal(manifest.name, '店主助手');
    assert.equal(manifest.display, 'standalone');
    assert.ok(manifest.icons.length >= 2);
    // The worker installs and takes control; then the network goes away.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.context().setOffline(true);
    await page.reload();
    await page.getByText('店主员工登录').first().waitFor();
    await shot(page, '07-offline-shell');
    await page.context().setOffline(false);
  });

  test('offers the version the platform publishes', async ({ page }) => {
    platform(journey.server, [
      'publish-version',
      '--code',
      '2226',
      '--name',
      '2.2.26',
      '--text',
      '修复派奖问题',
    ]);
    await page.goto(`${journey.server.url}/`);
    await page.getByText('发现新版本 2.2.26').waitFor();
    await page.getByText('修复派奖问题').first().waitFor();
    // The dialog fades in (JS-driven spring); let it finish before the picture.
    await page.waitForTimeout(600);
    await shot(page, '08-update-prompt');
  });
});
