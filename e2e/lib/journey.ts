import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { loggedInPhone, type Login } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface Journey {
  /** The file's server; there is none before `beforeAll` has run, so read it inside tests and hooks only. */
  readonly server: RunningServer;
  /** Phones opened by `phoneOf` (or pushed here by the journey), closed after each test. */
  readonly phones: BrowserContext[];
  /** A phone of its own, logged in as `username` on this journey's server (see `loggedInPhone`). */
  phoneOf(browser: Browser, username: string, login?: Login): Promise<Page>;
}

/**
 * Registers the hooks every journey file needs with Playwright: its own server on a fresh database for the whole
 * file (`env` added to the server's environment), and phones closed after each test. Call it once, at the top level.
 */
export function journeyServer(env: Record<string, string> = {}): Journey {
  let running: RunningServer | undefined;
  const phones: BrowserContext[] = [];

  test.beforeAll(async () => {
    running = await startServer(env);
  });
  // The worker's browser outlives this file: phones left open would keep calling (and reconnecting their sockets to)
  // whatever server the next journey starts on the same port.
  test.afterEach(async () => {
    await Promise.all(phones.splice(0).map((context) => context.close()));
  });
  test.afterAll(async () => {
    await running?.stop();
  });

  const journey: Journey = {
    get server() {
      if (!running)
        throw new Error('the journey’s server is not started yet: use it inside a test or a hook');
      return running;
    },
    phones,
    phoneOf: (browser, username, login) =>
      loggedInPhone(browser, journey.server.url, username, phones, login),
  };
  return journey;
}
