import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT } from './server.ts';

export const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

/** Debian's Chromium, headless, with the flags this sandbox needs (and any extra ones a journey adds). */
export async function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** A phone-sized page (390×844) in Chinese. */
export async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    locale: 'zh-CN',
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

/** Saves a screenshot once passing toasts (1.5 s) have gone, so the page itself is what is seen. */
export async function shot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page
    .locator('.adm-toast-mask')
    .first()
    .waitFor({ state: 'hidden', timeout: 3000 })
    .catch(() => {});
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}
