import crypto from 'node:crypto';
import net from 'node:net';
import type { WsServerFrame } from '@dzzs/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createRedisBus } from '../src/ws/event-bus.ts';
import { createTestApp, TEST_REDIS_URL, type TestApp } from './helpers/test-app.ts';
import { openIssue } from './helpers/calendar.ts';
import { connect, listening, type WsClient } from './helpers/ws-client.ts';

/** The server's side of a socket, as `ws` keeps it (private fields read by one test). */
interface ServerSocket {
  _socket: { _httpMessage?: unknown };
  listeners(event: 'error'): unknown[];
  emit(event: 'error', err: Error): void;
}

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

describe('/ws', () => {
  it('accepts a token in the query and answers heartbeats', async () => {
    const t = await createTestApp();
    apps.push(t);
    await seedDemoAccounts(t.ctx);
    const { token, userId } = await t.login('demo_shop');
    const c = connect(`${await listening(t)}?token=${token}`);
    await c.opened;
    expect(await c.next('ready')).toMatchObject({ user_id: userId });
    c.socket.send(JSON.stringify({ type: 'time' }));
    expect(typeof (await c.next('time')).time).toBe('number');
    c.socket.close();
  });

  it('keeps nothing of the HTTP upgrade once a socket is open, and closes a socket whose connection fails', async () => {
    const t = await createTestApp();
    apps.push(t);
    await seedDemoAccounts(t.ctx);
    const url = await listening(t);
    const { token } = await t.login('demo_shop');
    const first = connect(`${url}?token=${token}`);
    const second = connect(`${url}?token=${token}`);
    await Promise.all([first.next('ready'), second.next('ready')]);
    // docs/architecture.md, "Budgets": the upgrade's response is not left on the TCP socket, and the error listener
    // (which would hold the request and the reply) is the one the route shares between all sockets.
    const hub = t.hub as unknown as { byUser: Map<number, Set<{ socket: ServerSocket }>> };
    const open = [...hub.byUser.values()].flatMap((set) => [...set].map((c) => c.socket));
    expect(open).toHaveLength(2);
    for (const socket of open) {
      expect(socket._socket._httpMessage ?? null).toBeNull();
      expect(socket.listeners('error')).toHaveLength(1);
    }
    expect(open[0]!.listeners('error')[0]).toBe(open[1]!.listeners('error')[0]);
    open[0]!.emit('error', new Error('read ECONNRESET'));
    expect(await Promise.race([first.closed, second.closed])).toBe(1006);
    second.socket.send(JSON.stringify({ type: 'time' }));
    await second.next('time');
    second.socket.close();
  });

  it('accepts the token in a first postId frame and refuses a bad one', async () => {
    const t = await createTestApp();
    apps.push(t);
    await seedDemoAccounts(t.ctx);
    const { token } = await t.login('demo_clerk');
    const url = await listening(t);
    const good = connect(url);
    await good.opened;
    good.socket.send(JSON.stringify({ type: 'postId', token }));
    await good.next('ready');
    const bad = connect(url);
    await bad.opened;
    bad.socket.send(JSON.stringify({ type: 'postId', token: 'forged' }));
    expect(await bad.next('error')).toMatchObject({ code: 303 });
    expect(await bad.closed).toBe(4001);
    good.socket.close();
  });

  it('sends every frame as text, and cuts off a socket that stopped reading while the others get every frame', async () => {
    const t = await createTestApp();
    apps.push(t);
    await seedDemoAccounts(t.ctx);
    const url = await listening(t);
    const owner = await t.login('demo_shop');
    const reader = connect(`${url}?token=${owner.token}`);
    const binary: boolean[] = [];
    reader.socket.on('message', (_raw, isBinary) => binary.push(isBinary));
    await reader.next('ready');
    // A phone that stopped reading: the upgrade goes out, then nothing is ever read.
    const { port } = new URL(url);
    const stalled = net.connect(Number(port), '127.0.0.1');
    stalled.write(
      `GET /ws?token=${owner.token} HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${crypto.randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    stalled.pause();
    while (t.hub.size < 2) await new Promise((r) => setTimeout(r, 20));
    // 16 MB of frames, far more than the two ends' kernel buffers hold.
    const frames = 256;
    const pad = 'x'.repeat(64 * 1024);
    for (let i = 0; i < frames; i++) {
      await t.ctx.events.publish({ shop: owner.userId }, {
        type: 'order.changed',
        order_id: i,
        pad,
      } as unknown as WsServerFrame);
      await new Promise((r) => setImmediate(r));
    }
    expect(t.hub.size).toBe(1);
    let received = 0;
    const ended = new Promise<void>((resolve) => stalled.on('close', () => resolve()));
    stalled.on('data', (chunk: Buffer) => (received += chunk.length));
    stalled.resume();
    await ended;
    expect(received).toBeLessThan((frames * pad.length) / 2);
    while (reader.frames.filter((f) => f.type === 'order.changed').length < frames)
      await new Promise((r) => setTimeout(r, 20));
    expect(binary.every((b) => !b)).toBe(true);
    reader.socket.close();
  });

  it('closes only the socket that sends an oversized frame; the server and the other sockets go on', async () => {
    const t = await createTestApp();
    apps.push(t);
    await seedDemoAccounts(t.ctx);
    const url = await listening(t);
    const owner = await t.login('demo_shop');
    const [bad, good] = [connect(`${url}?token=${owner.token}`), connect(`${url}?token=${owner.token}`)];
    await Promise.all([bad.next('ready'), good.next('ready')]);
    // Over the 64 KB a frame may carry: ws fails the socket with an error its error listener must take.
    bad.socket.send('x'.repeat(64 * 1024 + 1));
    expect(await bad.closed).toBe(1009); // message too big
    while (t.hub.size > 1) await new Promise((r) => setTimeout(r, 20));
    await t.ctx.events.publish({ shop: owner.userId }, { type: 'order.new', order_id: 'X2', State: 1 });
    expect(await good.next('order.new')).toMatchObject({ order_id: 'X2' });
    good.socket.close();
  });

  it('delivers shop events to the owner and staff of that shop only', async () => {
    const t = await createTestApp();
    apps.push(t);
    await seedDemoAccounts(t.ctx);
    const url = await listening(t);
    const owner = await t.login('demo_shop');
    const clerk = await t.login('demo_clerk');
    const other = await t.login('partner_shop');
    const [a, b, c] = [owner, clerk, other].map((s) => connect(`${url}?token=${s.token}`));
    await Promise.all([a!.next('ready'), b!.next('ready'), c!.next('ready')]);
    await t.ctx.events.publish({ shop: owner.userId }, { type: 'order.new', order_id: 'X1', State: 1 });
    expect(await a!.next('order.new')).toMatchObject({ order_id: 'X1' });
    expect(await b!.next('order.new')).toMatchObject({ order_id: 'X1' });
    await new Promise((r) => setTimeout(r, 100));
    expect(c!.frames.filter((f) => f.type === 'order.new')).toEqual([]);
    for (const s of [a, b, c]) s!.socket.close();
  });

  it.skipIf(!process.env.REDIS_AVAILABLE)('fans out through Redis between two server instances', async () => {
    // A channel of this test's own, so parallel runs sharing the Redis server don't see each other's events.
    const channel = `test:${Math.random().toString(36).slice(2)}`;
    const first = await createTestApp(
      {},
      { events: await createRedisBus(TEST_REDIS_URL, () => {}, channel) },
    );
    apps.push(first);
    await seedDemoAccounts(first.ctx);
    const second = await createTestApp(
      {},
      { events: await createRedisBus(TEST_REDIS_URL, () => {}, channel) },
    );
    apps.push(second);
    // Two instances of one deployment share the database; the second reads the first's sessions.
    second.ctx.db = first.ctx.db;
    const owner = await first.login('demo_shop');
    const onFirst = connect(`${await listening(first)}?token=${owner.token}`);
    const onSecond = connect(`${await listening(second)}?token=${owner.token}`);
    await Promise.all([onFirst.next('ready'), onSecond.next('ready')]);
    await first.ctx.events.publish(
      { shop: owner.userId },
      { type: 'order.changed', order_id: 'R1', State: 2 },
    );
    expect(await onSecond.next('order.changed')).toMatchObject({ order_id: 'R1' });
    expect(await onFirst.next('order.changed')).toMatchObject({ order_id: 'R1' });
    await second.ctx.events.publish({ users: [owner.userId] }, { type: 'badge', count: { Withdrawal: 3 } });
    expect(await onFirst.next('badge')).toMatchObject({ count: { Withdrawal: 3 } });
    onFirst.socket.close();
    onSecond.socket.close();
  });
});

describe('order push', () => {
  it('tells every shop account (owner and staff) about a new order and its changes, and no other shop', async () => {
    const t = await createTestApp();
    apps.push(t);
    await seedDemoAccounts(t.ctx);
    const url = await listening(t);
    const sockets = await Promise.all(
      ['demo_shop', 'demo_clerk', 'partner_shop'].map(async (username) => {
        const { token } = await t.login(username);
        const c = connect(url);
        await c.opened;
        c.socket.send(JSON.stringify({ type: 'postId', token }));
        await c.next('ready');
        return c;
      }),
    );
    const [owner, clerk, partner] = sockets as [WsClient, WsClient, WsClient];
    const { issue } = await openIssue(t, { game: 101 });
    const player = await t.post<{ userinfo: { token: string } }>('/api/bettingend.User/login', {
      body: { username: 'player01', password: 'demo123456' },
    });
    const created = await t.post<{ order_id: string }>('/api/bettingend.Order/create', {
      token: player.data.userinfo.token,
      body: {
        consent: 1,
        game_id: 101,
        issue,
        content: [
          {
            note: 1,
            beilv: 1,
            switch: 0,
            data: { list: { red: [1, 2, 3, 4, 5, 6], blue: [7] }, dan: { red: [], blue: [] } },
          },
        ],
      },
    });
    expect(created.code).toBe(1);
    for (const c of [owner, clerk])
      expect(await c.next('order.new')).toMatchObject({ order_id: created.data.order_id, State: 1 });
    const { token: shopToken } = await t.login('demo_shop');
    await t.get('/api/shopkeeper.Order/OrderReceiving', {
      token: shopToken,
      query: { order_id: created.data.order_id },
    });
    expect(await clerk.next('order.changed')).toMatchObject({ order_id: created.data.order_id, State: 2 });
    await new Promise((r) => setTimeout(r, 100));
    expect(partner.frames.filter((f) => String(f.type).startsWith('order.'))).toEqual([]);
    for (const c of sockets) c.socket.close();
  });
});
