import { afterEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/transaction.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';
import { connect, listening, type WsClient } from './helpers/ws-client.ts';

// docs/operations.md, "Several instances: events": the event announcing a change is numbered and kept in the
// change's own transaction, so it commits or rolls back with it, and goes out after the commit.

const apps: TestApp[] = [];
const open: WsClient[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) c.socket.close();
  while (apps.length) await apps.pop()!.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function world() {
  const t = await createTestApp();
  apps.push(t);
  await seedDemoAccounts(t.ctx);
  const url = await listening(t);
  const shop = await t.login('demo_shop');
  const socket = (token: string) => {
    const c = connect(`${url}?token=${token}`);
    open.push(c);
    return c;
  };
  const head = async () =>
    Number(
      (
        await t.db
          .selectFrom('ws_event_heads')
          .select('seq')
          .where('shop_id', '=', shop.userId)
          .executeTakeFirst()
      )?.seq ?? 0,
    );
  const kept = async () =>
    (
      await t.db
        .selectFrom('ws_events')
        .select(['seq', 'frame'])
        .where('shop_id', '=', shop.userId)
        .orderBy('seq')
        .execute()
    ).map((r) => ({ seq: Number(r.seq), frame: JSON.parse(r.frame) as Record<string, unknown> }));
  return { t, shop, socket, head, kept };
}

const numbered = (c: WsClient, type: string) =>
  c.frames.filter((f) => f.type === type).map((f) => [f.order_id ?? f.id, f.seq]);

describe('websocket events in the change’s transaction', () => {
  it('an event of a change that rolls back is never numbered nor sent, even when the failure comes after numbering', async () => {
    const { t, shop, socket, head, kept } = await world();
    const phone = socket(shop.token);
    const frame = (id: string) => ({ type: 'order.new', order_id: id, State: 1 }) as const;
    const start = Number((await phone.next('ready')).seq) + 1;
    // The shop has a sequence already.
    await t.ctx.events.publish({ shop: shop.userId }, frame('BEFORE'));
    await phone.next('order.new');

    await expect(
      inTransaction(t.ctx, async (tx) => {
        t.ctx.events.publishIn(tx, { shop: shop.userId }, frame('GONE1'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // Numbered first (the events' step was asked for before this one), then the transaction fails: both undone.
    await expect(
      inTransaction(t.ctx, async (tx) => {
        t.ctx.events.publishIn(tx, { shop: shop.userId }, frame('GONE2'));
        tx.beforeCommit(async () => {
          expect(await tx.trx.selectFrom('ws_events').select('seq').execute()).toHaveLength(2);
          throw new Error('failed after numbering');
        });
      }),
    ).rejects.toThrow('failed after numbering');
    expect(await head()).toBe(start);
    expect(await kept()).toEqual([{ seq: start, frame: frame('BEFORE') }]);

    // The next change that commits takes the next numbers, one per event it announces, in the order announced: no
    // hole where the rolled-back ones were.
    await inTransaction(t.ctx, async (tx) => {
      t.ctx.events.publishIn(tx, { shop: shop.userId }, frame('KEPT1'));
      t.ctx.events.publishIn(tx, { shop: shop.userId }, frame('KEPT2'));
    });
    expect(await phone.next('order.new')).toMatchObject({ order_id: 'KEPT1', seq: start + 1 });
    expect(await phone.next('order.new')).toMatchObject({ order_id: 'KEPT2', seq: start + 2 });
    await sleep(100);
    expect(numbered(phone, 'order.new')).toEqual([]);
    expect(await kept()).toEqual([
      { seq: start, frame: frame('BEFORE') },
      { seq: start + 1, frame: frame('KEPT1') },
      { seq: start + 2, frame: frame('KEPT2') },
    ]);
    expect(await head()).toBe(start + 2);
    expect(JSON.stringify(phone.frames)).not.toContain('GONE');
  });

  it('chat messages sent at once: each stored with its event, numbered consecutively, received once in order', async () => {
    const { t, shop, socket, head, kept } = await world();
    const clerk = await t.login('demo_clerk');
    const phone = socket(shop.token);
    const start = Number((await phone.next('ready')).seq);
    const senders = [socket(shop.token), socket(clerk.token), socket(clerk.token)];
    await Promise.all(senders.map((s) => s.next('ready')));
    const COUNT = 15;
    for (let i = 0; i < COUNT; i++)
      senders[i % senders.length]!.socket.send(JSON.stringify({ type: 'public', content: `m${i}` }));
    const started = Date.now();
    while (phone.frames.filter((f) => f.type === 'public').length < COUNT && Date.now() - started < 5000)
      await sleep(20);

    const got = phone.frames.filter((f) => f.type === 'public');
    expect(got.map((f) => f.seq)).toEqual(Array.from({ length: COUNT }, (_, i) => start + 1 + i));
    expect(await head()).toBe(start + COUNT);
    const events = await kept();
    expect(events.map((e) => e.seq)).toEqual(got.map((f) => f.seq));
    const messages = await t.db
      .selectFrom('chat_messages')
      .select('id')
      .where('to_id', '=', 0)
      .where('shop_id', '=', shop.userId)
      .where('content', 'like', 'm%')
      .execute();
    expect(new Set(events.map((e) => e.frame.id))).toEqual(new Set(messages.map((m) => m.id)));
    expect(messages).toHaveLength(COUNT);
  });

  it('of two changes of one shop at once, the one that commits first has the lower number, the other waits for it', async () => {
    const { t, shop, head } = await world();
    const start = await head();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let firstNumbered!: () => void;
    const numberedFirst = new Promise<void>((r) => (firstNumbered = r));
    const commits: string[] = [];
    const change = (id: string, hold: boolean) =>
      inTransaction(t.ctx, async (tx) => {
        t.ctx.events.publishIn(tx, { shop: shop.userId }, { type: 'order.changed', order_id: id, State: 2 });
        if (hold)
          tx.beforeCommit(async () => {
            firstNumbered();
            await held;
          });
        tx.afterCommit(() => void commits.push(id));
      });
    const first = change('FIRST', true);
    await numberedFirst;
    const second = change('SECOND', false);
    await sleep(300);
    // The second waits for the shop's head (PostgreSQL's row lock; SQLite's one writer).
    expect(commits).toEqual([]);
    if (TEST_DB === 'postgres') {
      // Not visible outside its transaction until the commit.
      expect(await head()).toBe(start);
    }
    release();
    await Promise.all([first, second]);
    expect(commits).toEqual(['FIRST', 'SECOND']);
    const rows = await t.db
      .selectFrom('ws_events')
      .select(['seq', 'frame'])
      .where('shop_id', '=', shop.userId)
      .orderBy('seq')
      .execute();
    expect(rows.map((r) => [Number(r.seq), (JSON.parse(r.frame) as { order_id: string }).order_id])).toEqual([
      [start + 1, 'FIRST'],
      [start + 2, 'SECOND'],
    ]);
  });
});
