import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { durableDatabase, killed, login, startServer } from './helpers/server-process.ts';
import { connect, listening } from './helpers/ws-client.ts';

// docs/operations.md, "Stopping an instance": SIGTERM makes the instance not ready first, then its sockets close
// with 1012 (their apps reconnect at once, elsewhere), the requests in flight finish, and it stops.

const apps: TestApp[] = [];
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
  for (const c of cleanup.splice(0).reverse()) await c();
});

describe('a graceful stop', () => {
  it('answers /ready 503 first, closes sockets with 1012, finishes the request in flight, then stops', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const t = await createTestApp(
      {},
      {
        routes: (app) =>
          app.get('/slow', { config: { auth: 'none' } }, async () => {
            arrived();
            await gate;
            return { done: true };
          }),
      },
    );
    apps.push(t);
    await seedDemoAccounts(t.ctx);
    const ws = await listening(t);
    const http = ws.replace('ws://', 'http://').replace(/\/ws$/, '');
    const { token } = await t.login('demo_shop');
    const socket = connect(`${ws}?token=${token}`);
    await socket.next('ready');
    expect((await fetch(`${http}/ready`)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).headers.connection).not.toBe('close');

    const slow = fetch(`${http}/slow`);
    await inFlight;
    const stopped = t.drain(400);
    // The grace: not ready, yet still serving, each answer closing its connection.
    const ready = await fetch(`${http}/ready`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'shutting down' }]);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).headers.connection).toBe('close');
    expect((await fetch(`${http}/health`)).status).toBe(200);
    expect(await socket.closed).toBe(1012);
    release();
    const answer = await slow;
    expect([answer.status, await answer.json()]).toEqual([200, { done: true }]);
    await stopped;
    await expect(fetch(`${http}/health`)).rejects.toThrow();
  });

  it('/ready answers 503 while a migration this build has is not run', async () => {
    const t = await createTestApp();
    apps.push(t);
    await sql`delete from kysely_migration where name = ${'0029-ws-events'}`.execute(t.db);
    const pending = await t.app.inject({ method: 'GET', url: '/ready' });
    expect([pending.statusCode, pending.json()]).toEqual([
      503,
      { status: 'migrations pending: 0029-ws-events' },
    ]);
    await sql`insert into kysely_migration (name, timestamp) values (${'0029-ws-events'}, ${new Date().toISOString()})`.execute(
      t.db,
    );
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('the server process does it on SIGTERM and exits 0', async () => {
    const env = { DATABASE_URL: await durableDatabase(cleanup), REDIS_URL: '', SHUTDOWN_GRACE_MS: '300' };
    const server = await startServer(env);
    cleanup.push(() => killed(server.child));
    const socket = connect(
      `${server.url.replace('http', 'ws')}/ws?token=${await login(server, 'demo_shop')}`,
    );
    await socket.next('ready', 10_000);
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    expect(await socket.closed).toBe(1012);
    expect(await exited).toBe(0);
  }, 120_000);
});
