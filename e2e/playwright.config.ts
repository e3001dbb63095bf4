import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { ARTIFACTS, CHROMIUM, PHONE } from './lib/browser.ts';
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
    ...PHONE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
