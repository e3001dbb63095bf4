import { afterEach, describe, expect, it } from 'vitest';
import { accountApi } from '@dzzs/shared';
import { EVENTS_KEPT_SECONDS, pruneEvents } from '../src/modules/events/events.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { CATCH_UP_MS } from '../src/ws/hub.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { connect, listening, type WsClient } from './helpers/ws-client.ts';

// docs/operations.md, "Several instances": every event a shop's sockets receive is numbered in the shop's sequence
// and kept; a client reconnecting to any instance sends the last number it received and gets what it missed.

const apps: TestApp[] = [];
const open: WsClient[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) c.socket.close();
  while (apps.length) await apps.pop()!.close();
});

async function world() {
  const t = await createTestApp();
  apps.push(t);
  const seeded = await seedDemoAccounts(t.ctx);
  const url = await listening(t);
  const shop = await t.login('demo_shop');
  const player = await t.post<{ userinfo: { token: string; id: number } }>(accountApi.playerLogin.path, {
    body: { username: 'player02', password: 'demo123456' },
  });
  return { t, seeded, url, shop, player: player.data.userinfo };
}

function client(url: string) {
  const c = connect(url);
  open.push(c);
  return c;
}

/** The frames of the given kinds the client has received so far, in order. */
const received = (c: WsClient, ...types: string[]) => c.frames.filter((f) => types.includes(String(f.type)));

async function waitFor(c: WsClient, type: string, count: number) {
  const started = Date.now();
  while (received(c, type).length < count) {
    if (Date.now() - started > 3000)
      throw new Error(`no ${count} ${type} frames: ${JSON.stringify(c.frames)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('numbered websocket events', () => {
  it('a client reconnecting with its last number gets what it missed, in order, once, and nothing meant for others', async () => {
    const { t, url, shop, player, seeded } = await world();
    const first = client(`${url}?token=${shop.token}`);
    const start = Number((await first.next('ready')).seq);
    await t.ctx.events.publish({ shop: shop.userId }, { type: 'order.new', order_id: 'A1', State: 1 });
    const a1 = await first.next('order.new');
    expect(a1).toMatchObject({ order_id: 'A1', seq: start + 1 });
    first.socket.close();
    await first.closed;

    // While the shop's phone is away: two changes for the shop, one event for a player only, one for another shop.
    await t.ctx.events.publish({ shop: shop.userId }, { type: 'order.changed', order_id: 'A1', State: 2 });
    await t.ctx.events.publish({ users: [player.id] }, { type: 'badge', count: { Withdrawal: 1 } });
    await t.ctx.events.publish(
      { shop: seeded.partnerId },
      {
        type: 'order.new',
        order_id: 'OTHER',
        State: 1,
      },
    );
    await t.ctx.events.publish({ shop: shop.userId }, { type: 'order.new', order_id: 'A2', State: 1 });

    const again = client(`${url}?token=${shop.token}&since=${start + 1}`);
    const ready = await again.next('ready');
    expect(received(again, 'order.new', 'order.changed', 'badge').map((f) => [f.order_id, f.seq])).toEqual([
      ['A1', start + 2],
      ['A2', start + 4],
    ]);
    // Where it stands: past the player's event it was not sent.
    expect(ready.seq).toBe(start + 4);

    // The same through the first frame (the web app's way), and a new event after the catch-up arrives once.
    const viaFrame = client(url);
    await viaFrame.opened;
    viaFrame.socket.send(JSON.stringify({ type: 'postId', token: shop.token, since: start + 2 }));
    await viaFrame.next('ready');
    await t.ctx.events.publish({ shop: shop.userId }, { type: 'order.changed', order_id: 'A2', State: 3 });
    await waitFor(viaFrame, 'order.changed', 1);
    await waitFor(again, 'order.changed', 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(received(viaFrame, 'order.new', 'order.changed').map((f) => [f.order_id, f.seq])).toEqual([
      ['A2', start + 4],
      ['A2', start + 5],
    ]);
    expect(received(again, 'order.changed').map((f) => [f.order_id, f.seq])).toEqual([
      ['A1', start + 2],
      ['A2', start + 5],
    ]);

    // The player's socket had its badge: a player reconnecting from before it gets it.
    const p = client(`${url}?token=${player.token}&since=${start + 1}`);
    await p.next('ready');
    expect(received(p, 'badge', 'order.new', 'order.changed').map((f) => [f.type, f.seq])).toEqual([
      ['badge', start + 3],
    ]);
  });

  it('tells a client away longer than events are kept (or from another sequence) to reload its lists', async () => {
    const { t, url, shop } = await world();
    const first = client(`${url}?token=${shop.token}`);
    const start = Number((await first.next('ready')).seq);
    await t.ctx.events.publish({ shop: shop.userId }, { type: 'order.new', order_id: 'B1', State: 1 });
    await t.ctx.events.publish({ shop: shop.userId }, { type: 'order.new', order_id: 'B2', State: 1 });
    await first.next('order.new');
    expect(await pruneEvents(t.ctx, Math.floor(Date.now() / 1000) + EVENTS_KEPT_SECONDS + 1)).toBeGreaterThan(
      0,
    );

    const stale = client(`${url}?token=${shop.token}&since=${start}`);
    expect(await stale.next('reload')).toMatchObject({ seq: start + 2 });
    expect(await stale.next('ready')).toMatchObject({ seq: start + 2 });
    expect(received(stale, 'order.new')).toEqual([]);

    const ahead = client(`${url}?token=${shop.token}&since=${start + 50}`);
    expect(await ahead.next('reload')).toMatchObject({ seq: start + 2 });

    // Up to date: no reload.
    const current = client(`${url}?token=${shop.token}&since=${start + 2}`);
    await current.next('ready');
    expect(received(current, 'reload')).toEqual([]);
  });

  it('a client of a shop quiet for longer than events are kept reconnects at the head: ready, no reload', async () => {
    const { t, url, shop } = await world();
    const first = client(`${url}?token=${shop.token}`);
    const start = Number((await first.next('ready')).seq);
    await t.ctx.events.publish({ shop: shop.userId }, { type: 'order.new', order_id: 'Q1', State: 1 });
    expect(await first.next('order.new')).toMatchObject({ seq: start + 1 });
    first.socket.close();
    await first.closed;
    // An hour and more without an event: every kept event of the shop is gone, its head stays.
    await pruneEvents(t.ctx, Math.floor(Date.now() / 1000) + EVENTS_KEPT_SECONDS + 1);
    expect(await t.db.selectFrom('ws_events').select('seq').execute()).toEqual([]);

    const back = client(`${url}?token=${shop.token}&since=${start + 1}`);
    expect(await back.next('ready')).toMatchObject({ seq: start + 1 });
    await t.ctx.events.publish({ shop: shop.userId }, { type: 'order.new', order_id: 'Q2', State: 1 });
    expect(await back.next('order.new')).toMatchObject({ order_id: 'Q2', seq: start + 2 });
    expect(received(back, 'reload')).toEqual([]);
  });

  it('a socket on another instance gets the events even with no bus between the instances, in order', async () => {
    const { t, url, shop } = await world();
    const second = await createTestApp();
    apps.push(second);
    second.ctx.db = t.ctx.db;
    const secondUrl = await listening(second);
    const elsewhere = client(`${secondUrl}?token=${shop.token}`);
    const here = client(`${url}?token=${shop.token}`);
    const start = Number((await elsewhere.next('ready')).seq);
    await here.next('ready');
    const started = Date.now();
    for (const id of ['C1', 'C2', 'C3'])
      await t.ctx.events.publish({ shop: shop.userId }, { type: 'order.new', order_id: id, State: 1 });
    while (received(elsewhere, 'order.new').length < 3 && Date.now() - started < CATCH_UP_MS * 3)
      await new Promise((r) => setTimeout(r, 20));
    expect(received(elsewhere, 'order.new').map((f) => [f.order_id, f.seq])).toEqual([
      ['C1', start + 1],
      ['C2', start + 2],
      ['C3', start + 3],
    ]);
    expect(Date.now() - started).toBeLessThan(CATCH_UP_MS * 2);
    expect(received(here, 'order.new')).toHaveLength(3);

    // A phone that reconnects to the second instance while it is behind gets the missed events from the table, and
    // not a second time when the instance catches up.
    for (const id of ['C4', 'C5'])
      await t.ctx.events.publish({ shop: shop.userId }, { type: 'order.new', order_id: id, State: 1 });
    const back = client(`${secondUrl}?token=${shop.token}&since=${start + 3}`);
    await back.next('ready');
    await waitFor(elsewhere, 'order.new', 5);
    await new Promise((r) => setTimeout(r, 200));
    expect(received(back, 'order.new').map((f) => f.order_id)).toEqual(['C4', 'C5']);
    expect(received(elsewhere, 'order.new').map((f) => f.order_id)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5']);
  });
});
