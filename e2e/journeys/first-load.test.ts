import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from '@playwright/test';
import { ARTIFACTS, PHONE, shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';

// The first load of the shop app on a phone that has never seen it (docs/operations.md, "First load"): what
// Chromium's network log says went over the wire, from the login page to the tab bar of the mine page. JavaScript is
// counted as CDP's encodedDataLength (the bytes received, headers included, compressed as sent).

const journey = journeyServer();
const JS_BUDGET = 200 * 1024;

interface Loaded {
  url: string;
  type: string;
  encoding: string;
  bytes: number;
}

test('the first load of the shop app transfers at most 200 KB of JavaScript, all of it brotli', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE);
  journey.phones.push(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const seen = new Map<string, Omit<Loaded, 'bytes'>>();
  const loaded: Loaded[] = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    seen.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      encoding: String(headers['content-encoding'] ?? 'identity'),
    });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const response = seen.get(e.requestId);
    if (response) loaded.push({ ...response, bytes: e.encodedDataLength });
  });

  const started = Date.now();
  await page.goto(`${journey.server.url}/#/pages/login/login`);
  await page.locator('input[name=username]').fill('demo_shop');
  await page.locator('input[name=password]').fill('demo123456');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/#\/pages\/index\/mine/);
  await page.locator('.adm-tab-bar-item').first().waitFor();
  const toTabBar = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await shot(page, 'first-load-mine');

  const scripts = loaded.filter((l) => l.type === 'Script');
  const sum = (list: Loaded[]) => list.reduce((total, l) => total + l.bytes, 0);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const report = {
    scripts: scripts.length,
    javascriptBytes: sum(scripts),
    allBytes: sum(loaded),
    requests: loaded.length,
    msToTabBar: toTabBar,
    byType: Object.fromEntries(
      [...new Set(loaded.map((l) => l.type))].map((type) => [
        type,
        sum(loaded.filter((l) => l.type === type)),
      ]),
    ),
  };
  fs.writeFileSync(path.join(ARTIFACTS, 'first-load.json'), JSON.stringify({ ...report, loaded }, null, 2));
  console.log(
    `first load: ${report.scripts} scripts, ${kb(report.javascriptBytes)} of JavaScript over the wire; ` +
      `${kb(report.allBytes)} in ${report.requests} requests; tab bar after ${toTabBar} ms`,
  );

  assert.ok(scripts.length > 0, 'the network log saw the scripts');
  const notBrotli = scripts.filter((s) => s.encoding !== 'br');
  assert.deepEqual(notBrotli, [], 'every script came brotli-compressed');
  assert.ok(
    report.javascriptBytes <= JS_BUDGET,
    `JavaScript on the first load: ${kb(report.javascriptBytes)}, over ${kb(JS_BUDGET)}`,
  );
});
