import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { test } from '@playwright/test';
import WebSocket from 'ws';
import { callApi } from '../lib/api.ts';
import { shot } from '../lib/browser.ts';
import { journeyServer } from '../lib/journey.ts';
import { ticketPhoto } from '../lib/photo.ts';

// Chat end to end (docs/chat.md): demo_shop and player01 talk both ways (the player through the player API and a
// socket of its own, as the player app does), the history is still there after a reload, a message written as
// markup shows as text, and customer service, logged into the same app, answers the shop.

const journey = journeyServer();

const sockets: WebSocket[] = [];
test.afterEach(async () => {
  sockets.splice(0).forEach((s) => s.close());
});

/** player01's socket, collecting what it receives. */
async function playerSocket() {
  const login = await callApi<{ userinfo: { id: number; token: string } }>(
    journey.server,
    'bettingend.User/login',
    {
      body: { username: 'player01', password: 'demo123456' },
    },
  );
  assert.equal(login.code, 1, login.msg);
  const socket = new WebSocket(
    `${journey.server.url.replace(/^http/, 'ws')}/ws?token=${login.data.userinfo.token}`,
  );
  sockets.push(socket);
  const frames: Array<Record<string, unknown>> = [];
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
  const next = async (match: (f: Record<string, unknown>) => boolean) => {
    for (let waited = 0; waited < 10_000; waited += 50) {
      const found = frames.find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no such frame; got ${JSON.stringify(frames)}`);
  };
  await next((f) => f.type === 'ready');
  return { id: login.data.userinfo.id, socket, next };
}

async function send(page: Page, text: string) {
  await page.getByPlaceholder('请输入消息').fill(text);
  await page.locator('.chat-input').getByRole('button', { name: '发送' }).click();
}

test.describe('chat journey (390×844, Chromium)', () => {
  test('shopkeeper and player chat both ways; history survives a reload; markup stays text', async ({
    browser,
  }) => {
    const shop = await journey.phoneOf(browser, 'demo_shop');
    const player = await playerSocket();

    // 聊天室 on the mine page, its badge the unread total of the demo chat.
    await shop.getByTestId('menu-chat').click();
    await shop.waitForURL(/#\/pages\/index\/chat/);
    await shop.getByText('店内群聊').waitFor();
    await shop.getByText('彩民02').waitFor();
    await shot(shop, '40-chat-list');

    await shop.getByTestId('chat-row').filter({ hasText: '彩民01' }).click();
    await shop.waitForURL(/user_chat/);
    await shop.getByText('已经出票了，照片在订单详情里。').waitFor();

    await send(shop, '今晚开奖后我把结果发您');
    const got = await player.next((f) => f.type === 'private' && f.content === '今晚开奖后我把结果发您');
    assert.equal(got.to, player.id);

    player.socket.send(JSON.stringify({ type: 'private', to: got.from, content: '好的，谢谢老板' }));
    await shop.getByText('好的，谢谢老板').waitFor();

    // Written as markup, shown as text: the bubble holds the characters, no element, no script ran.
    const markup = '<b>加粗</b><img src=x onerror="window.__chatXss=1"><script>window.__chatXss=2</script>';
    player.socket.send(JSON.stringify({ type: 'private', to: got.from, content: markup }));
    const bubble = shop.locator('.chat-bubble').filter({ hasText: '<b>加粗</b>' });
    await bubble.waitFor();
    assert.equal(await bubble.locator('b, img, script').count(), 0);
    assert.equal(await bubble.textContent(), markup);
    assert.equal(await shop.evaluate(() => (window as { __chatXss?: number }).__chatXss), undefined);

    // A link is refused before it leaves the phone.
    await send(shop, '领奖请访问 www.example.com');
    await shop.getByText('请勿发送链接~').waitFor();

    // A photo: uploaded, re-encoded by the server, sent as an image message, shown as a picture on both sides.
    const photo = await ticketPhoto(shop, ['双色球 第2026135期', '01 02 03 04 05 06 + 07']);
    await shop
      .getByTestId('chat-image-input')
      .setInputFiles({ name: 'ticket.jpg', mimeType: 'image/jpeg', buffer: photo });
    const image = await player.next((f) => f.type === 'private' && f.content_type === 'image');
    assert.match(String(image.content), /^\/uploads\/chat\/.+\.jpg$/);
    await shop.waitForFunction(
      () => (document.querySelector<HTMLImageElement>('.chat-bubble-image img')?.naturalWidth ?? 0) > 0,
    );

    await shop.reload();
    await shop.getByText('好的，谢谢老板').waitFor();
    await shop.locator('.chat-bubble-image img').waitFor();
    await shop.getByText('今晚开奖后我把结果发您').waitFor();
    await shot(shop, '41-chat-room');

    // The shop group, with the names of who said what.
    await shop.goBack();
    await shop.getByTestId('chat-row').filter({ hasText: '店内群聊' }).click();
    await shop.getByText('今晚 19:30 截止，请提前下单。').waitFor();
    await send(shop, '今晚双色球 19:30 截止');
    await player.next((f) => f.type === 'public' && f.content === '今晚双色球 19:30 截止');
    await shot(shop, '42-chat-group');

    // The users tab leads to the same list.
    await shop.goto(`${journey.server.url}/#/pages/index/userPages`);
    await shop.getByTestId('users-chat').click();
    await shop.waitForURL(/#\/pages\/index\/chat/);
    await shop.getByText('店内群聊').waitFor();
  });

  test('customer service logs into the same app and answers a shop', async ({ browser }) => {
    const shop = await journey.phoneOf(browser, 'demo_shop');
    await shop.getByTestId('menu-customerService').click();
    await shop.waitForURL(/goflychat/);
    await shop.getByText('您好，认证一般在一个工作日内完成。').waitFor();
    await send(shop, '请问认证资料还缺什么？');
    await shop.locator('.chat-bubble').filter({ hasText: '请问认证资料还缺什么？' }).waitFor();

    const support = await journey.phoneOf(browser, 'support', { landing: /#\/pages\/index\/chat/ });
    const row = support.getByTestId('chat-row').filter({ hasText: '幸运彩票店' });
    await row.getByText('请问认证资料还缺什么？').waitFor();
    await shot(support, '43-chat-support-inbox');
    await row.click();
    await send(support, '还缺手持身份证照片，请在店铺认证里补充。');

    await shop.getByText('还缺手持身份证照片，请在店铺认证里补充。').waitFor();
    await shot(shop, '44-chat-customer-service');
  });
});
