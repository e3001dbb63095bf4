import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  call,
  durableDatabase,
  killed,
  login,
  runPlatformCli,
  startServer,
} from './helpers/server-process.ts';

// The mine page's kept answer hangs on versions the server reads again only once the database was written
// (docs/accounts.md). A write from another process — the platform CLI on the shop's database — must count as one:
// the running server shows it on the very next call, not after some time.

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

describe('the mine page after the platform CLI changed what it shows', () => {
  it('shows the platform’s app switch, closed from the CLI, on the very next call', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-cli-kept-'));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: await durableDatabase(cleanup), DATA_DIR: dataDir, REDIS_URL: '' };
    const server = await startServer(env);
    cleanup.push(() => killed(server.child));
    const token = await login(server, 'demo_shop');
    type Mine = { appIsOpen: { shop: { value: string; content: string } } };
    const mine = async () =>
      (await call<Mine>(server, 'GET', '/api/NewUser/index', token)).data.appIsOpen.shop;

    // Read twice: the second answer is the kept one.
    expect(await mine()).toEqual({ value: 'false', content: '' });
    expect(await mine()).toEqual({ value: 'false', content: '' });
    const cli = await runPlatformCli(env, 'app-switch', '--close', '系统维护，请稍后');
    expect(cli, cli.output).toMatchObject({ status: 0 });
    expect(await mine()).toEqual({ value: 'true', content: '系统维护，请稍后' });
  }, 180_000);
});
