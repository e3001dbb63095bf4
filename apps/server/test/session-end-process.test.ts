import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WS_CLOSE_SESSION_ENDED } from '@dzzs/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { durableDatabase, killed, login, runPlatformCli, startServer } from './helpers/server-process.ts';
import { connect } from './helpers/ws-client.ts';

// An account disabled from the platform CLI — another process, with no Redis between it and the server — has its
// open sockets closed by the running server within seconds (docs/architecture.md, "One request"), as an account
// disabled through the server would: the server notices the CLI's stamp and asks again about its sockets' sessions.

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

describe('an account disabled from the platform CLI', () => {
  it('has its open socket closed by the running server within 5 s, without Redis; others stay open', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-cli-end-'));
    cleanup.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: await durableDatabase(cleanup), DATA_DIR: dataDir, REDIS_URL: '' };
    const server = await startServer(env);
    cleanup.push(() => killed(server.child));
    const wsUrl = `${server.url.replace('http', 'ws')}/ws`;
    const socketOf = async (username: string) => {
      const client = connect(`${wsUrl}?token=${await login(server, username)}`);
      cleanup.push(async () => client.socket.terminate());
      await client.next('ready', 10_000);
      return client;
    };
    const clerk = await socketOf('demo_clerk');
    const owner = await socketOf('demo_shop');

    const cli = await runPlatformCli(env, 'disable-account', '--user', 'demo_clerk');
    expect(cli, cli.output).toMatchObject({ status: 0 });
    expect(cli.output).toContain('disabled demo_clerk');
    const after = Date.now();
    const code = await Promise.race([
      clerk.closed,
      new Promise<string>((r) => setTimeout(() => r('still open after 5 s'), 5_000)),
    ]);
    expect(code).toBe(WS_CLOSE_SESSION_ENDED);
    expect(Date.now() - after).toBeLessThan(5_000);
    // Only that account's socket: the owner's stays open and served.
    expect(owner.socket.readyState).toBe(owner.socket.OPEN);
    owner.socket.send(JSON.stringify({ type: 'time' }));
    await owner.next('time', 5_000);
  }, 180_000);
});
