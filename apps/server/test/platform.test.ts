import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setShopAppClosed, setUserEnabled } from '../src/modules/platform/platform.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { platformCli } from './helpers/platform-cli.ts';
import { createTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
});
afterEach(() => t.close());

describe('platform operations', () => {
  it('closing the shop app shows every shop the notice', async () => {
    const { token } = await t.login('demo_clerk');
    await setShopAppClosed(t.ctx, true, '系统维护中，预计 22:00 恢复');
    expect((await t.get<{ appIsOpen: unknown }>('/api/NewUser/index', { token })).data.appIsOpen).toEqual({
      shop: { value: 'true', content: '系统维护中，预计 22:00 恢复' },
    });
    await setShopAppClosed(t.ctx, false, 'ignored');
    expect((await t.get<{ appIsOpen: unknown }>('/api/NewUser/index', { token })).data.appIsOpen).toEqual({
      shop: { value: 'false', content: '' },
    });
    // A value that is not a notice (written by hand, or by an older version) leaves the app open, not broken.
    for (const value of ['{"value":"yes"}', 'not json']) {
      await t.db.updateTable('settings').set({ value }).where('key', '=', 'app_closed_shop').execute();
      expect(await t.get<{ appIsOpen: unknown }>('/api/NewUser/index', { token })).toMatchObject({
        code: 1,
        data: { appIsOpen: { shop: { value: 'false', content: '' } } },
      });
    }
  });

  it('disabling an account by name ends its session; enabling lets it log in again', async () => {
    const { token } = await t.login('partner_shop');
    await setUserEnabled(t.ctx, 'partner_shop', false);
    expect((await t.get('/api/NewUser/index', { token })).code).toBe(303);
    await expect(setUserEnabled(t.ctx, 'nobody_here', false)).rejects.toMatchObject({
      key: 'platformNoUser',
    });
    await setUserEnabled(t.ctx, 'partner_shop', true);
    expect((await t.login('partner_shop')).token).toBeTruthy();
  });
});

describe.skipIf(TEST_DB !== 'sqlite')('npm run platform (CLI)', () => {
  const platform = platformCli('dzzs-cli-');
  const cli = platform.run;

  it('lists its commands, creates a shop, certifies it and publishes a version', () => {
    const help = cli('--help');
    expect(help.status).toBe(0);
    for (const name of [
      'create-shop',
      'certification approve',
      'publish-version',
      'app-switch',
      'list-shops',
    ])
      expect(help.stdout).toContain(name);

    expect(cli('create-shop', '--username', 'cli_shop', '--password', 'secret123').stdout).toMatch(
      /created shop cli_shop with id \d+/,
    );
    const db = new Database(platform.dbFile());
    db.prepare('update shop_config set store_certification = 2').run();
    expect(cli('certification', 'approve', 'cli_shop').status).toBe(0);
    expect(db.prepare('select store_certification from shop_config').get()).toEqual({
      store_certification: 1,
    });

    expect(
      cli('publish-version', '--code', '2226', '--name', '2.2.26', '--text', '修复若干问题').status,
    ).toBe(0);
    const older = cli('publish-version', '--code', '2226', '--name', '2.2.26');
    expect(older.status).toBe(1);
    expect(older.stderr).toContain('already published');
    expect(db.prepare('select version_code, update_text from app_versions').all()).toEqual([
      { version_code: 2226, update_text: '修复若干问题' },
    ]);
    db.close();

    const bad = cli('certification', 'reject', 'cli_shop');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--memo is required');
    expect(cli('no-such-command').status).toBe(2);
  }, 120_000);
});
