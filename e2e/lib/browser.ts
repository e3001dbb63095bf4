import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ROOT } from './server.ts';

export const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');

/** Debian's Chromium, headless, with the flags this sandbox needs (Playwright downloads no browser here). */
export const CHROMIUM = {
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
  ],
};

/** The phone every journey runs on: 390×844, touch, Chinese, on China time. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  locale: 'zh-CN',
  // A shop's phone is on China time; the machine running the journeys may not be (times on screen follow it).
  timezoneId: 'Asia/Shanghai',
  isMobile: true,
  hasTouch: true,
};

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

/** How a phone logs in: the demo's password and the mine page unless said otherwise. */
export interface Login {
  password?: string;
  /** The page this login lands on (customer service lands on its chat list). */
  landing?: RegExp;
  /** The app's language on this phone from its first page on (the app's own setting; zh-CN unless told). */
  language?: 'zh-CN' | 'en';
}

/**
 * A phone of its own, logged in as `username` (the project's `use` options apply to the `page` fixture only); its
 * context joins `contexts`, which the journey closes after each test. Waits for the page a login lands on.
 */
export async function loggedInPhone(
  browser: Browser,
  url: string,
  username: string,
  contexts: BrowserContext[],
  { password = 'demo123456', landing = /#\/pages\/index\/mine/, language }: Login = {},
): Promise<Page> {
  const context = await browser.newContext(PHONE);
  contexts.push(context);
  if (language) await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  const page = await context.newPage();
  await page.goto(`${url}/#/pages/login/login`);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(landing);
  return page;
}
