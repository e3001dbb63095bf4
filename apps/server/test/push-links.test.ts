import http from 'node:http';
import { ordersApi } from '@dzzs/shared';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_TEST } from './helpers/push.ts';
import { isInternalAddress, publicOnlyLookup } from '../src/modules/push-links/push-address.ts';
import { pushLinksIdle } from '../src/modules/push-links/push-links.service.ts';
import { orderWorld, placeSsq, type OrderWorld } from './helpers/orders.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { cooperate } from './helpers/cooperation.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// 推送绑定: a shop binds the address of a push service, and each order that starts waiting for it is announced there
// by a real HTTP POST to a receiver local to the test, after the order committed and without the order waiting.

let t: TestApp | undefined;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  if (t) await pushLinksIdle(t.ctx);
  for (const close of closers.splice(0)) await close();
  await t?.close();
  t = undefined;
});

interface Received {
  body: { title: string; content: string; desp: string; order_id: string; time: number };
}

/** A push service: answers each POST with `status`, or holds it unanswered while `hold` is set. */
async function receiver(status = 200) {
  const calls: Received[] = [];
  const held: http.ServerResponse[] = [];
  const state = { status, hold: false };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      calls.push({ body: JSON.parse(raw) as Received['body'] });
      if (state.hold) held.push(res);
      else res.writeHead(state.status).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        held.forEach((res) => res.destroy());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send/abc`, calls, state, held };
}

async function world(push: Partial<typeof DEFAULT_PUSH_TEST> = {}): Promise<{ t: TestApp; w: OrderWorld }> {
  t = await createTestApp({ push: { ...DEFAULT_PUSH_TEST, ...push } });
  await seedDemoAccounts(t.ctx);
  return { t, w: await orderWorld(t) };
}

const bind = (app: TestApp, token: string, key: string) =>
  app.post('/api/user/getPushKey', { token, body: { key } });

describe('binding a push link', () => {
  it('binds, shows the address on NewUser/index to the owner only, and unbinds with an empty key', async () => {
    const { t, w } = await world();
    const res = await bind(t, w.shop, ' https://push.example.com/send/abc ');
    expect(res).toMatchObject({ code: 1, data: '推送地址已绑定' });
    const index = await t.get<{ push_key: string }>('/api/NewUser/index', { token: w.shop });
    expect(index.data.push_key).toBe('https://push.example.com/send/abc');
    // Staff see no address and may not bind one.
    const staffIndex = await t.get<{ push_key: string }>('/api/NewUser/index', { token: w.clerk });
    expect(staffIndex.data.push_key).toBe('');
    expect((await bind(t, w.clerk, 'https://evil.example.com/')).code).toBe(401);
    expect((await t.db.selectFrom('push_links').select('url').execute()).map((r) => r.url)).toEqual([
      'https://push.example.com/send/abc',
    ]);

    expect(await bind(t, w.shop, '')).toMatchObject({ code: 1, data: '推送地址已解除绑定' });
    expect(await t.db.selectFrom('push_links').selectAll().execute()).toEqual([]);
  });

  it.each([
    ['ftp://push.example.com/x'],
    ['push.example.com/send'],
    ['https://user:secret@push.example.com/send'],
    [`https://push.example.com/${'a'.repeat(480)}`],
    ['https://push.example.com/send\r\nX-Injected: 1'],
    ['https://push.example.com/se\nnd'],
  ])('refuses %s, naming the field, and stores nothing', async (key) => {
    const { t, w } = await world();
    const res = await bind(t, w.shop, key);
    expect(res.code).toBe(0);
    expect(res.msg).toContain('key');
    expect(await t.db.selectFrom('push_links').selectAll().execute()).toEqual([]);
  });
});

describe('announcing new orders', () => {
  it('POSTs a notice of each order that starts waiting, with its game, number and amount', async () => {
    const { t, w } = await world();
    const service = await receiver();
    await bind(t, w.shop, service.url);
    const orderId = await placeSsq(t, w);
    await pushLinksIdle(t.ctx);
    expect(service.calls).toHaveLength(1);
    expect(service.calls[0]!.body).toMatchObject({ title: '新订单提醒', order_id: orderId });
    expect(service.calls[0]!.body.content).toBe(`双色球 新订单 ${orderId}，金额 2.00 元，请及时处理`);
    expect(service.calls[0]!.body.desp).toBe(service.calls[0]!.body.content);
  });

  it('announces nothing for a shop without a link, nor for an order that was refused', async () => {
    const { t, w } = await world();
    const service = await receiver();
    await bind(t, w.shop, service.url);
    await t.db.updateTable('users').set({ money: 0 }).where('id', '=', w.players[0]!.id).execute();
    await expect(placeSsq(t, w)).rejects.toThrow(/余额不足|balance/);
    await pushLinksIdle(t.ctx);
    expect(service.calls).toEqual([]);
  });

  it('tells the partner shop of an order handed over to it', async () => {
    const { t, w } = await world();
    const mainId = (await t.login('partner_shop')).userId;
    await cooperate(t, { branch: w.shop, main: w.partner, mainId });
    const service = await receiver();
    await bind(t, w.partner, service.url);
    const orderId = await placeSsq(t, w);
    await pushLinksIdle(t.ctx);
    expect(service.calls).toEqual([]);
    const handed = await t.get(ordersApi.handOver.path, { token: w.shop, query: { order_id: orderId } });
    expect(handed.code, handed.msg).toBe(1);
    await pushLinksIdle(t.ctx);
    expect(service.calls.map((c) => c.body.order_id)).toEqual([orderId]);
  });

  it('retries a failing service, then gives up; the order itself is placed either way', async () => {
    const { t, w } = await world();
    const service = await receiver(500);
    await bind(t, w.shop, service.url);
    const orderId = await placeSsq(t, w);
    expect(orderId).toMatch(/\d+/);
    await pushLinksIdle(t.ctx);
    // One attempt and one per retry delay.
    expect(service.calls).toHaveLength(DEFAULT_PUSH_TEST.retryDelaysMs.length + 1);
  });

  it('does not keep the order waiting for a service that does not answer, and times the attempt out', async () => {
    const { t, w } = await world({ retryDelaysMs: [] });
    const service = await receiver();
    service.state.hold = true;
    await bind(t, w.shop, service.url);
    const orderId = await placeSsq(t, w);
    // The order is answered while the service still holds the notice unanswered.
    expect(service.held.length).toBeLessThanOrEqual(1);
    await pushLinksIdle(t.ctx);
    expect(service.calls.map((c) => c.body.order_id)).toEqual([orderId]);
  });

  it('leaves a service alone after notices in a row failed, until the pause is over', async () => {
    const { t, w } = await world({ retryDelaysMs: [], breakerThreshold: 2, breakerOpenMs: 60_000 });
    const service = await receiver(503);
    await bind(t, w.shop, service.url);
    for (let i = 0; i < 4; i++) {
      await placeSsq(t, w, i % 4);
      await pushLinksIdle(t.ctx);
    }
    expect(service.calls).toHaveLength(2);
  });

  it('never binds a loopback, private or internal address unless the deployment allows it', async () => {
    const { t, w } = await world({ allowInternal: false });
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/push',
      'http://172.16.3.4/push',
      'http://192.168.1.10/push',
      'http://100.64.0.1/push',
      'http://127.0.0.1:8080/push',
      'http://0.0.0.0/push',
      'http://[::1]/push',
      'http://[fe80::1]/push',
      'http://[fd12::1]/push',
      'http://[::ffff:10.0.0.1]/push',
      'http://0x7f.1/push',
      'http://localhost:8080/push',
    ]) {
      const res = await bind(t, w.shop, url);
      expect(res.code, url).toBe(0);
      expect(res.msg, url).toMatch(/^key 不能指向本机或内部网络地址/);
    }
    expect(await t.db.selectFrom('push_links').selectAll().execute()).toEqual([]);
    // A public address binds.
    expect((await bind(t, w.shop, 'https://8.8.8.8/push')).code).toBe(1);
  });

  it('never sends to a loopback or private address unless the deployment allows it', async () => {
    const { t, w } = await world({ allowInternal: false });
    const service = await receiver();
    // Links that point inward by the time a notice is sent (a name that resolved elsewhere when it was bound): an
    // address literal, and a name that resolves to one.
    for (const url of [service.url, service.url.replace('127.0.0.1', 'localhost')]) {
      await t.db.deleteFrom('push_links').execute();
      await t.db
        .insertInto('push_links')
        .values({ shop_id: w.shopId, url, create_time: 1, update_time: 1 })
        .execute();
      await placeSsq(t, w);
      await pushLinksIdle(t.ctx);
    }
    expect(service.calls).toEqual([]);
  });
});

describe('internal addresses', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['::1', true],
    ['fd00::1', true],
    ['::ffff:127.0.0.1', true],
    ['8.8.8.8', false],
    ['2001:4860:4860::8888', false],
  ])('%s internal: %s', (address, internal) => {
    expect(isInternalAddress(address)).toBe(internal);
  });

  it('refuses a name that resolves to one', async () => {
    const err = await new Promise<Error | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(err?.message).toMatch(/internal address/);
  });
});
