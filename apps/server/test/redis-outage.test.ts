import { afterEach, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createRedisBus } from '../src/ws/event-bus.ts';
import { CATCH_UP_MS } from '../src/ws/hub.ts';
import { HAS_REDIS_SERVER, OwnRedis } from './helpers/redis-server.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { connect, listening, type WsClient } from './helpers/ws-client.ts';

// docs/operations.md, "Redis outage": while Redis is down requests keep working, the events made meanwhile reach
// the sockets of every instance from the outbox, and each instance reconnects by itself.

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const orderIds = (c: WsClient) => c.frames.filter((f) => f.type === 'order.new').map((f) => f.order_id);

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - started;
}

describe.skipIf(!HAS_REDIS_SERVER)('Redis down and back', () => {
  it('loses no event, keeps answering requests, and reconnects by itself', async () => {
    const redis = await OwnRedis.start();
    cleanup.push(() => redis.kill());
    const channel = `test:${Math.random().toString(36).slice(2)}`;
    const apps: TestApp[] = [];
    for (let i = 0; i < 2; i++) {
      const app = await createTestApp({}, { events: await createRedisBus(redis.url, () => {}, channel) });
      cleanup.push(() => app.close());
      apps.push(app);
    }
    const [a, b] = apps as [TestApp, TestApp];
    b.ctx.db = a.ctx.db;
    await seedDemoAccounts(a.ctx);
    const shop = await a.login('demo_shop');
    const phone = connect(`${await listening(b)}?token=${shop.token}`);
    cleanup.push(async () => phone.socket.close());
    await phone.next('ready');
    const publish = (id: string) =>
      a.ctx.events.publish({ shop: shop.userId }, { type: 'order.new', order_id: id, State: 1 });

    await publish('R1');
    await until('R1 through Redis', () => orderIds(phone).length === 1, 1000);

    await redis.kill();
    await until('not ready', async () => (await a.app.inject('/ready')).statusCode === 503, 3000);
    expect((await a.app.inject('/ready')).json()).toEqual({ status: 'redis unavailable' });
    // Requests go on: a login, and events published (kept in the outbox) without waiting for Redis.
    expect((await a.login('demo_clerk')).token).toBeTruthy();
    const started = Date.now();
    for (const id of ['D1', 'D2', 'D3']) await publish(id);
    expect(Date.now() - started).toBeLessThan(1000);
    await until('the outage events from the outbox', () => orderIds(phone).length === 4, CATCH_UP_MS * 2);

    await redis.restart();
    for (const app of [a, b])
      await until('ready again', async () => (await app.app.inject('/ready')).statusCode === 200, 10_000);
    await publish('R2');
    await until('R2', () => orderIds(phone).length === 5, CATCH_UP_MS * 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(orderIds(phone)).toEqual(['R1', 'D1', 'D2', 'D3', 'R2']);
    const seqs = phone.frames.filter((f) => f.type === 'order.new').map((f) => Number(f.seq));
    expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
    expect(new Set(seqs).size).toBe(5);
  });
});
