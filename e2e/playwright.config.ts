import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ARTIFACTS, CHROMIUM } from './lib/browser.ts';
import { ROOT } from './lib/server.ts';

// The journeys run against the built app (`npm run build`), one at a time, each file with its own server on a fresh
// SQLite database. A failing journey leaves a trace, a screenshot and the HTML report in e2e/artifacts.

for (const built of ['apps/server/dist/server.js', 'apps/web/dist/index.html']) {
  if (!fs.existsSync(path.join(ROOT, built)))
    throw new Error(`e2e needs the built app (${built} is missing): run \`npm run build\` first.`);
}

export default defineConfig({
  testDir: './journeys',
  testMatch: '*.test.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 120_000,
  forbidOnly: !!process.env.CI,
  outputDir: path.join(ARTIFACTS, 'test-results'),
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: path.join(ARTIFACTS, 'html-report') }],
    // The root `npm test` reads the counts from here (E2E_REPORT).
    ['json', { outputFile: process.env.E2E_REPORT ?? path.join(ARTIFACTS, 'results.json') }],
  ],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    // A shop's phone is on China time; the machine running the journeys may not be (times on screen follow it).
    timezoneId: 'Asia/Shanghai',
    isMobile: true,
    hasTouch: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
