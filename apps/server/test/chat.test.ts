import fs from 'node:fs';
import {
  accountApi,
  chatApi as api,
  GroupId,
  MAX_PHOTO_BYTES,
  type ChatConversations,
  type ChatHistory,
} from '@dzzs/shared';
import sharp from 'sharp';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as accounts from '../src/modules/account/account.repository.ts';
import { hashPassword } from '../src/modules/account/password.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import type { DemoIds } from '../src/seed/demo-ids.ts';
import { createRedisBus } from '../src/ws/event-bus.ts';
import { createTestApp, TEST_REDIS_URL, type TestApp } from './helpers/test-app.ts';
import { uploadForm } from './helpers/uploads.ts';
import { connect, listening, type WsClient } from './helpers/ws-client.ts';

// Chat and customer service (docs/chat.md), through the websocket and the HTTP reads, on a fresh database of the
// dialect under test. demo_shop has demo_clerk and player01…50; partner_shop gets one player of its own here
// (other_player) to try to reach across shops. Every refusal is checked against the tables: nothing written.

interface ChatTables {
  chat_messages: { id: number; from_id: number; to_id: number; content: string; state: number; kind: string };
  chat_conversations: { id: number; user_id: number; peer_id: number; unread: number; hidden: number };
  chat_readers: { user_id: number; unread_total: number };
}

let t: TestApp;
let ids: DemoIds;
let url: string;
const open: WsClient[] = [];

const playerToken = async (username: string) => {
  const r = await t.post<{ userinfo: { token: string } }>(accountApi.playerLogin.path, {
    body: { username, password: 'demo123456' },
  });
  if (r.code !== 1) throw new Error(`player login: ${r.msg}`);
  return r.data.userinfo.token;
};

const tokens: Record<string, string> = {};
const tokenOf = async (who: string) =>
  (tokens[who] ??= who.includes('player') ? await playerToken(who) : (await t.login(who)).token);

/** A socket of `who`, ready. */
async function socketOf(who: string, on: string = url): Promise<WsClient> {
  const c = connect(`${on}?token=${await tokenOf(who)}`);
  open.push(c);
  await c.next('ready');
  return c;
}

const send = (c: WsClient, frame: unknown) => c.socket.send(JSON.stringify(frame));
const pause = (ms = 150) => new Promise((r) => setTimeout(r, ms));
const framesOf = (c: WsClient, type: string) => c.frames.filter((f) => f.type === type);

const db = () => t.db as unknown as Kysely<ChatTables>;
const messages = () =>
  db()
    .selectFrom('chat_messages')
    .select(['id', 'from_id', 'to_id', 'content', 'state'])
    .orderBy('id')
    .execute();
const tables = async () => ({
  messages: await messages(),
  conversations: await db().selectFrom('chat_conversations').selectAll().orderBy('id').execute(),
  readers: await db().selectFrom('chat_readers').selectAll().orderBy('user_id').execute(),
});

const history = async (who: string, to: string | number, last_id?: number) =>
  t.get<ChatHistory>(api.history.path, { token: await tokenOf(who), query: { to, last_id } });
const list = async (who: string, path: string = api.conversations.path) =>
  t.get<ChatConversations>(path, { token: await tokenOf(who) });

beforeEach(async () => {
  t = await createTestApp();
  ids = await seedDemoAccounts(t.ctx);
  await accounts.insertUser(t.db, {
    username: 'other_player',
    nickname: '别家彩民',
    password_hash: await hashPassword('demo123456'),
    group_id: GroupId.player,
    shop_id: ids.partnerId,
    create_time: 0,
    update_time: 0,
  });
  url = await listening(t);
  for (const k of Object.keys(tokens)) delete tokens[k];
});
afterEach(async () => {
  vi.restoreAllMocks();
  while (open.length) open.pop()!.socket.close();
  await t.close();
});

describe('private messages', () => {
  it('arrive exactly once, are stored, and count as unread until read, across a reconnect', async () => {
    const shop = await socketOf('demo_shop');
    const player = await socketOf('player01');
    send(player, { type: 'private', to: ids.shopId, content: '老板，出票了吗？' });
    const got = await shop.next('private');
    expect(got).toMatchObject({
      from: ids.playerIds[0],
      to: ids.shopId,
      content: '老板，出票了吗？',
      state: '0',
    });
    expect(got.user_info).toMatchObject({ user_name: '彩民01' });
    // The sender's own socket gets it too, with its id (how the page confirms it was stored).
    expect(await player.next('private')).toMatchObject({ id: got.id });
    await pause();
    expect(framesOf(shop, 'private')).toEqual([]);

    // Unread survives the socket: a new one reads the same count from the server.
    shop.socket.close();
    await socketOf('demo_shop');
    const before = await list('demo_shop');
    expect(before.data.unread_total).toBe(1);
    expect(before.data.data[0]).toMatchObject({ chatroomId: String(ids.playerIds[0]), unread: 1 });
    expect(before.data.data[0]!.last).toMatchObject({ content: '老板，出票了吗？' });
    // The mine page's 聊天室 badge counts the same.
    const mine = await t.get<{ userinfo: { count: { chatUnread: number } } }>(accountApi.userIndex.path, {
      token: await tokenOf('demo_shop'),
    });
    expect(mine.data.userinfo.count.chatUnread).toBe(1);

    const again = await socketOf('demo_shop');
    send(again, { type: 'postId', to: ids.playerIds[0] });
    expect(await player.next('read')).toMatchObject({ from: ids.shopId, to: ids.playerIds[0], id: got.id });
    const after = await list('demo_shop');
    expect(after.data.unread_total).toBe(0);
    expect(after.data.data[0]!.unread).toBe(0);

    const h = await history('player01', ids.shopId);
    expect(h.data.peer).toMatchObject({ id: ids.shopId, nickname: '幸运彩票店' });
    expect(h.data.data.map((m) => m.content)).toEqual(['老板，出票了吗？']);
  });

  it.skipIf(!process.env.REDIS_AVAILABLE)(
    'reach a client on another instance exactly once (Redis)',
    async () => {
      const channel = `test:${Math.random().toString(36).slice(2)}`;
      const first = await createTestApp(
        {},
        { events: await createRedisBus(TEST_REDIS_URL, () => {}, channel) },
      );
      const second = await createTestApp(
        {},
        { events: await createRedisBus(TEST_REDIS_URL, () => {}, channel) },
      );
      try {
        const seeded = await seedDemoAccounts(first.ctx);
        second.ctx.db = first.ctx.db;
        const { token } = await first.login('demo_shop');
        const playerLogin = await first.post<{ userinfo: { token: string } }>(accountApi.playerLogin.path, {
          body: { username: 'player02', password: 'demo123456' },
        });
        const shop = connect(`${await listening(first)}?token=${token}`);
        const player = connect(`${await listening(second)}?token=${playerLogin.data.userinfo.token}`);
        open.push(shop, player);
        await Promise.all([shop.next('ready'), player.next('ready')]);
        send(shop, { type: 'private', to: seeded.playerIds[1], content: '您的票已出' });
        expect(await player.next('private')).toMatchObject({ from: seeded.shopId, content: '您的票已出' });
        await pause(300);
        expect(framesOf(player, 'private')).toEqual([]);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );

  it('pages history 20 at a time, newest last', async () => {
    const shop = await socketOf('demo_shop');
    for (let i = 1; i <= 25; i++) {
      send(shop, { type: 'private', to: ids.clerkId, content: `第${i}条` });
      await shop.next('private');
      // Under the socket's frame limit (20 a second).
      await pause(60);
    }
    const page1 = await history('demo_clerk', ids.shopId);
    expect(page1.data.data.map((m) => m.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `第${i + 6}条`),
    );
    expect(page1.data.more).toBe(true);
    const page2 = await history('demo_clerk', ids.shopId, page1.data.data[0]!.id);
    expect(page2.data.data.map((m) => m.content)).toEqual(['第1条', '第2条', '第3条', '第4条', '第5条']);
    expect(page2.data.more).toBe(false);
  });

  it('are revoked by their sender within 5 minutes, and refused after', async () => {
    const shop = await socketOf('demo_shop');
    const player = await socketOf('player01');
    send(player, { type: 'private', to: ids.shopId, content: '发错了' });
    const first = await shop.next('private');
    send(player, { type: 'private', to: ids.shopId, content: '这条留着' });
    const second = await shop.next('private');
    // The shop may not revoke the player's message.
    send(shop, { type: 'revocation', content: first.id });
    expect(await shop.next('error')).toMatchObject({ msg: '只能撤回自己发送的消息' });

    send(player, { type: 'revocation', content: first.id });
    expect(await shop.next('revocation')).toMatchObject({ id: first.id, from: ids.playerIds[0] });
    const h = await history('demo_shop', ids.playerIds[0]!);
    expect(h.data.data.map((m) => [m.content, m.state])).toEqual([
      ['', '1'],
      ['这条留着', '0'],
    ]);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 5 * 60_000 + 2_000);
    send(player, { type: 'revocation', content: second.id });
    expect(await player.next('error')).toMatchObject({ msg: '发送超过 5 分钟的消息不能撤回' });
    expect((await messages()).map((m) => m.state)).toEqual([1, 0]);
  });
});

describe('who may talk to whom', () => {
  it('keeps a player within their own shop, and out of other players’ conversations', async () => {
    const outsider = await socketOf('other_player');
    const player = await socketOf('player01');
    send(outsider, { type: 'private', to: ids.playerIds[0], content: '你好' });
    expect(await outsider.next('error')).toMatchObject({ msg: '聊天对象不存在' });
    send(outsider, { type: 'private', to: ids.shopId, content: '你好' });
    expect(await outsider.next('error')).toMatchObject({ msg: '聊天对象不存在' });
    // Players of one shop talk in its group, not privately.
    send(player, { type: 'private', to: ids.playerIds[1], content: '你好' });
    expect(await player.next('error')).toMatchObject({ msg: '聊天对象不存在' });
    expect(await tables()).toEqual({ messages: [], conversations: [], readers: [] });

    const shop = await socketOf('demo_shop');
    send(shop, { type: 'private', to: ids.playerIds[1], content: '只有你我能看到' });
    await shop.next('private');
    const read = await history('other_player', ids.playerIds[1]!);
    expect(read).toMatchObject({ code: 0, msg: '聊天对象不存在' });
    expect((await history('other_player', ids.shopId)).code).toBe(0);
    expect((await list('other_player')).data).toMatchObject({ unread_total: 0, data: [] });
    await pause();
    expect(framesOf(outsider, 'private')).toEqual([]);
    expect(framesOf(player, 'private')).toEqual([]);
  });

  it('sends a shop group message to its accounts and players only; the shopkeeper deletes it for everyone', async () => {
    const shop = await socketOf('demo_shop');
    const clerk = await socketOf('demo_clerk');
    const player = await socketOf('player01');
    const outsider = await socketOf('other_player');
    const partner = await socketOf('partner_shop');
    send(player, { type: 'public', content: '今晚几点截止？' });
    const got = await shop.next('public');
    expect(got).toMatchObject({ from: ids.playerIds[0], to: 0, content: '今晚几点截止？' });
    expect(await clerk.next('public')).toMatchObject({ id: got.id });
    expect(await player.next('public')).toMatchObject({ id: got.id });
    const clerkList = await list('demo_clerk');
    expect(clerkList.data.group).toMatchObject({ chatroomId: 'public', chat_name: '店内群聊', unread: 1 });
    expect(clerkList.data.unread_total).toBe(1);
    expect((await list('player01')).data.group).toMatchObject({ unread: 0 });

    // Another player may not delete it; the shopkeeper may, long after the 5 minutes.
    const player2 = await socketOf('player02');
    send(player2, { type: 'revocation', content: got.id });
    expect(await player2.next('error')).toMatchObject({ msg: '只能撤回自己发送的消息' });
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60 * 60_000);
    send(shop, { type: 'revocation', content: got.id });
    expect(await player.next('revocation')).toMatchObject({ id: got.id, to: 0 });
    expect(await player2.next('revocation')).toMatchObject({ id: got.id });
    expect((await history('demo_clerk', 'public')).data.data[0]).toMatchObject({ state: '1', content: '' });
    await pause();
    expect([...framesOf(outsider, 'public'), ...framesOf(partner, 'public')]).toEqual([]);
    expect([...framesOf(outsider, 'revocation'), ...framesOf(partner, 'revocation')]).toEqual([]);
    expect((await history('partner_shop', 'public')).data.data).toEqual([]);
  });
});

describe('customer service', () => {
  it('logs in, sees every shop owner that wrote in its inbox and answers; staff cannot reach it', async () => {
    const login = await t.login('support');
    expect(login.userId).toBe(ids.supportId);
    const support = await socketOf('support');
    const shop = await socketOf('demo_shop');
    send(shop, { type: 'private', to: 'support', content: '认证要多久？' });
    expect(await support.next('private')).toMatchObject({ from: ids.shopId, to: ids.supportId });
    await shop.next('private');
    const inbox = await list('support', '/api/support.Chat/get_smg');
    expect(inbox.data).toMatchObject({ unread_total: 1, group: null });
    expect(inbox.data.data[0]).toMatchObject({
      chatroomId: String(ids.shopId),
      peer_kind: 'shop',
      unread: 1,
    });

    send(support, { type: 'private', to: ids.shopId, content: '一个工作日内' });
    expect(await shop.next('private')).toMatchObject({ from: ids.supportId, content: '一个工作日内' });
    const h = await history('demo_shop', 'support');
    expect(h.data.peer.id).toBe(ids.supportId);
    expect(h.data.data.map((m) => m.content)).toEqual(['认证要多久？', '一个工作日内']);

    const clerk = await socketOf('demo_clerk');
    send(clerk, { type: 'private', to: 'support', content: '你好' });
    expect(await clerk.next('error')).toMatchObject({ msg: '聊天对象不存在' });
    send(support, { type: 'public', content: '大家好' });
    expect(await support.next('error')).toMatchObject({ msg: '客服账号没有店内群聊' });
    expect((await messages()).length).toBe(2);
  });
});

describe('bad input', () => {
  it('answers every bad frame with an error frame, stores nothing and keeps the socket open', async () => {
    const shop = await socketOf('demo_shop');
    const cases: [unknown, RegExp][] = [
      ['{not json', /not JSON/],
      [{ type: 'shout', content: 'x' }, /type/],
      [{ type: 'private', to: ids.playerIds[0], content: 'x'.repeat(2001) }, /content.*2000/],
      [{ type: 'private', to: ids.playerIds[0], content: '   ' }, /content/],
      [{ type: 'private', to: 99999, content: '你好' }, /聊天对象不存在/],
      [{ type: 'private', to: 'someone', content: '你好' }, /to 须为/],
      [{ type: 'private', to: ids.playerIds[0], content: '加我 www.example.com 领奖' }, /请勿发送链接/],
      // Spaced out, full-width, or with zero-width characters between the letters: still links.
      [{ type: 'private', to: ids.playerIds[0], content: '领奖 h t t p s : / / a.b/c' }, /请勿发送链接/],
      [{ type: 'private', to: ids.playerIds[0], content: '领奖 ｈｔｔｐｓ：／／ａ．ｂ／ｃ' }, /请勿发送链接/],
      [
        { type: 'private', to: ids.playerIds[0], content: '领奖 h\u200dt\u200bt\u2060p://a.b' },
        /请勿发送链接/,
      ],
      [{ type: 'private', to: ids.playerIds[0], content: '加我 w w w . example . com' }, /请勿发送链接/],
      [
        { type: 'private', to: ids.playerIds[0], content: 'http://evil.test/x.png', content_type: 'image' },
        /图片/,
      ],
      [{ type: 'revocation', content: 12345 }, /消息不存在/],
    ];
    for (const [frame, msg] of cases) {
      shop.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
      expect(String((await shop.next('error')).msg)).toMatch(msg);
    }
    send(shop, { type: 'time' });
    await shop.next('time');
    expect(shop.socket.readyState).toBe(shop.socket.OPEN);
    expect(await tables()).toEqual({ messages: [], conversations: [], readers: [] });
  });

  it('answers HTTP reads with code 0 naming the field', async () => {
    expect(await history('demo_shop', 'nobody')).toMatchObject({ code: 0 });
    expect(await history('demo_shop', 99999)).toMatchObject({ code: 0, msg: '聊天对象不存在' });
    expect((await history('support', 'public')).msg).toBe('客服账号没有店内群聊');
    const hide = await t.post(api.hide.path, { token: await tokenOf('demo_shop'), body: { to: 'x' } });
    expect(hide.code).toBe(0);
  });
});

describe('images', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
  const upload = async (who: string, bytes: Uint8Array) =>
    uploadForm<{ url: string }>(t, await tokenOf(who), api.uploadImage.path, { type: 'worker' }, bytes);

  it('stores an uploaded image re-encoded; its URL goes out as an image message', async () => {
    const p1 = await socketOf('player01');
    const shop = await socketOf('demo_shop');
    const up = await upload('player01', await png());
    expect(up.code, up.msg).toBe(1);
    const url = up.data!.url;
    expect(url).toMatch(/^\/uploads\/chat\/.+\.jpg$/);
    send(p1, { type: 'private', to: ids.shopId, content: url, content_type: 'image' });
    expect(await shop.next('private')).toMatchObject({ content: url, content_type: 'image' });
    expect((await db().selectFrom('chat_messages').select(['kind', 'content']).execute())[0]).toEqual({
      kind: 'image',
      content: url,
    });
    // A stored file of another kind (a ticket photo) is not a chat image.
    const ticket = t.ctx.storage.url(await t.ctx.storage.put('tickets', await png(), 'jpg'));
    send(p1, { type: 'private', to: ids.shopId, content: ticket, content_type: 'image' });
    expect(String((await p1.next('error')).msg)).toMatch(/图片/);
  });

  it('refuses a file that is not an image, and one over the size limit, storing nothing', async () => {
    const before = fs.readdirSync(t.config.uploadDir, { recursive: true }).length;
    const text = await upload('demo_shop', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(text).toMatchObject({ code: 0, msg: 'file 应为 JPG、PNG、WebP 或 GIF 图片' });
    const huge = await upload('demo_shop', Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff));
    expect(huge).toMatchObject({ code: 0, msg: `file 最大 ${MAX_PHOTO_BYTES / (1024 * 1024)} MB` });
    expect(fs.readdirSync(t.config.uploadDir, { recursive: true }).length).toBe(before);
  });
});

describe('the conversation list', () => {
  it('hides a conversation until its next message; the earlier app’s unread lists agree', async () => {
    const shop = await socketOf('demo_shop');
    const p1 = await socketOf('player01');
    send(p1, { type: 'private', to: ids.shopId, content: '一' });
    await shop.next('private');
    send(p1, { type: 'public', content: '群里的话' });
    await shop.next('public');
    const token = await tokenOf('demo_shop');
    const workers = await t.get<Array<{ id: number; comm_Not_viewed: number }>>(api.workerUserList.path, {
      token,
    });
    expect(workers.data).toMatchObject([{ id: ids.playerIds[0], comm_Not_viewed: 1 }]);
    const pub = await t.get<{ count: number }>(api.publicComm.path, { token });
    expect(pub.data.count).toBe(1);

    expect((await t.post(api.hide.path, { token, body: { to: ids.playerIds[0] } })).msg).toBe('已删除该聊天');
    expect(await t.post(api.hide.path, { token, body: { to: 'public' } })).toMatchObject({ code: 1 });
    expect((await list('demo_shop')).data).toMatchObject({ unread_total: 0, group: null, data: [] });
    send(p1, { type: 'private', to: ids.shopId, content: '二' });
    await shop.next('private');
    const shown = await list('demo_shop');
    expect(shown.data.data).toMatchObject([{ unread: 1, last: { content: '二' } }]);
    expect(shown.data.unread_total).toBe(1);
  });
});
