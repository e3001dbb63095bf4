import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { connect, listening } from './helpers/ws-client.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});
const app = async (...args: Parameters<typeof createTestApp>) => {
  const t = await createTestApp(...args);
  apps.push(t);
  return t;
};

/** A logger whose lines (pino JSON, one a line) the test reads. */
function logged(level: 'info' | 'warn') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level, stream } as never };
}

describe('rate limits come before authentication', () => {
  it('counts requests refused for a missing or bad token like any other', async () => {
    const t = await app({ rateLimitMax: 5 });
    const codes = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/NewUser/index',
        headers: { 'ba-user-token': 'garbage' },
      });
      codes.push(res.json().code);
    }
    expect(codes.slice(0, 5)).toEqual([303, 303, 303, 303, 303]);
    expect(codes.slice(5)).toEqual([429, 429]);
  });
});

describe('the web app’s own files', () => {
  it('are not counted against an address’s limit (a phone installing the app loads a hundred), the API still is', async () => {
    const webDist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'web-dist-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(webDist, 'chunk.js'), 'export {};');
    const t = await app({ rateLimitMax: 3, webDist });
    // A refusal is an envelope with HTTP 200 too: what counts is the body.
    for (let i = 0; i < 6; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/chunk.js' })).body).toBe('export {};');
      expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('<title>app</title>');
    }
    const api = [];
    for (let i = 0; i < 4; i++)
      api.push((await t.app.inject({ method: 'GET', url: '/api/NewUser/index' })).json().code);
    expect(api.at(-1)).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/x.jpg' })).json().code).toBe(429);
  });
});

describe('security headers on a LAN over plain HTTP', () => {
  it('sends HSTS and upgrade-insecure-requests only on HTTPS requests', async () => {
    const t = await app({ trustProxy: true });
    const plain = await t.app.inject({ method: 'GET', url: '/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(plain.headers['content-security-policy'])).toContain("default-src 'self'");
    const https = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    expect(String(https.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('sends API answers the headers that keep JSON inert, not the document’s dozen', async () => {
    const t = await app({ trustProxy: true });
    const api = await t.app.inject({ method: 'GET', url: '/api/NewUser/index' });
    expect(api.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    });
    for (const documentOnly of ['cross-origin-opener-policy', 'referrer-policy', 'origin-agent-cluster'])
      expect(api.headers[documentOnly]).toBeUndefined();
    const https = await t.app.inject({
      method: 'GET',
      url: '/api/NewUser/index',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    // The page itself keeps its own policy.
    const page = await t.app.inject({ method: 'GET', url: '/health' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('CORS and /metrics', () => {
  it('allows no foreign origin by default, and a configured one', async () => {
    const closed = await app();
    const refused = await closed.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const open = await app({ corsOrigins: ['https://shop.example'] });
    const allowed = await open.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://shop.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
  });

  it('answers /metrics to loopback or the bearer token only', async () => {
    const t = await app({ metricsToken: 'a-long-metrics-token-123' });
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const remote = { remoteAddress: '10.1.2.3' };
    expect((await t.app.inject({ method: 'GET', url: '/metrics', ...remote })).statusCode).toBe(404);
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      ...remote,
      headers: { authorization: 'Bearer a-long-metrics-token-123' },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('http_requests_total');
  });
});

describe('uploads are inert', () => {
  it('never serves dotfiles, and serves anything but an image as a sandboxed download', async () => {
    const t = await app();
    const dir = t.config.uploadDir;
    fs.mkdirSync(path.join(dir, 'tickets'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.secret'), 'x');
    fs.writeFileSync(path.join(dir, 'tickets', 'evil.html'), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(dir, 'tickets', 'evil.svg'), '<svg onload="alert(1)"/>');
    fs.writeFileSync(path.join(dir, 'tickets', 'ok.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    expect((await t.app.inject({ method: 'GET', url: '/uploads/.secret' })).statusCode).toBe(404);
    for (const name of ['evil.html', 'evil.svg']) {
      const res = await t.app.inject({ method: 'GET', url: `/uploads/tickets/${name}` });
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const image = await t.app.inject({ method: 'GET', url: '/uploads/tickets/ok.png' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBeUndefined();
  });
});

describe('logs', () => {
  it('never contain a token from the query string', async () => {
    const { lines, logger } = logged('info');
    const t = await app({}, { logger });
    await t.app.inject({ method: 'GET', url: '/api/NewUser/index?ba-user-token=SECRET-TOKEN-1&x=1' });
    await t.app.inject({ method: 'GET', url: '/ws?token=SECRET-TOKEN-2' });
    const text = lines.join('');
    expect(text).toContain('[redacted]');
    expect(text).not.toContain('SECRET-TOKEN');
  });
});

describe('websocket limits', () => {
  async function socketOf(t: TestApp, token?: string) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws`;
    const socket = new WebSocket(url);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('open', resolve));
    if (token) {
      const ready = new Promise((resolve) =>
        socket.on('message', (raw) => String(raw).includes('ready') && resolve(null)),
      );
      socket.send(JSON.stringify({ type: 'postId', token }));
      await ready;
    }
    return { socket, closed };
  }

  it('answers a frame nested too deeply with an error frame, and keeps serving the socket', async () => {
    const t = await app();
    await seedDemoAccounts(t.ctx);
    const { token } = await t.login('demo_shop');
    const { socket } = await socketOf(t, token);
    const frames: Array<Record<string, unknown>> = [];
    socket.on('message', (raw) => frames.push(JSON.parse(String(raw))));
    socket.send(`{"type":"time","content":${'['.repeat(20_000)}${']'.repeat(20_000)}}`);
    socket.send(JSON.stringify({ type: 'time' }));
    while (frames.length < 2) await new Promise((r) => setTimeout(r, 10));
    expect(frames[0]).toEqual({ type: 'error', msg: 'frame nests deeper than 64 levels' });
    expect(frames[1]).toMatchObject({ type: 'time' });
    socket.close();
  });

  it('writes one warning, with a count, for a socket flooding malformed frames', async () => {
    const { lines, logger } = logged('info');
    const t = await app({}, { logger });
    await seedDemoAccounts(t.ctx);
    const { token } = await t.login('demo_shop');
    const { socket, closed } = await socketOf(t, token);
    for (let i = 0; i < 1000; i++) socket.send('{not json');
    expect(await closed).toMatchObject({ code: 4008 });
    await new Promise((r) => setTimeout(r, 100));
    const warnings = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ msg: 'websocket closed: too many frames', user: expect.any(Number) });
    expect(warnings[0].frames).toBeGreaterThan(20);
  });

  it('closes a connection that floods frames', async () => {
    const t = await app();
    await seedDemoAccounts(t.ctx);
    const { token } = await t.login('demo_shop');
    const { socket, closed } = await socketOf(t, token);
    for (let i = 0; i < 40; i++) socket.send(JSON.stringify({ type: 'time' }));
    expect(await closed).toMatchObject({ code: 4008, reason: 'too many messages' });
  });

  it('counts the frame limit per account over all its sockets: 10 sockets of 5 frames each are a flood', async () => {
    const t = await app();
    await seedDemoAccounts(t.ctx);
    const { token } = await t.login('demo_shop');
    const url = await listening(t);
    const sockets = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const client = connect(`${url}?token=${token}`);
        await client.next('ready');
        return client;
      }),
    );
    // 50 frames within a second from one account, though no socket alone sends more than 5.
    for (const s of sockets) for (let i = 0; i < 5; i++) s.socket.send(JSON.stringify({ type: 'time' }));
    const first = await Promise.race(sockets.map((s) => s.closed));
    expect(first).toBe(4008);
    for (const s of sockets) s.socket.terminate();
  });

  it('closes an unauthenticated socket sending an oversized frame, with one warning and no stack', async () => {
    const { lines, logger } = logged('warn');
    const t = await app({}, { logger });
    const { socket, closed } = await socketOf(t);
    socket.send('x'.repeat(70 * 1024));
    expect([1006, 1009]).toContain((await closed).code);
    await new Promise((r) => setTimeout(r, 50));
    const warnings = lines.filter((l) => l.includes('websocket'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('"level":40');
    expect(lines.join('')).not.toContain('"stack"');
  });
});

describe('every answer is the envelope', () => {
  async function raw(t: TestApp, request: string): Promise<string> {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const net = await import('node:net');
    return new Promise((resolve) => {
      let out = '';
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (d) => (out += d));
      socket.on('close', () => resolve(out));
      setTimeout(() => (socket.destroy(), resolve(out)), 2000);
    });
  }
  const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

  it('answers an over-long URL with 431 and the envelope, not the URL', async () => {
    const t = await app();
    const res = await raw(t, `GET /api/x?${'a'.repeat(20000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.startsWith('HTTP/1.1 431')).toBe(true);
    expect(bodyOf(res)).toMatchObject({ code: 0, data: null });
    expect(res).not.toContain('aaaa');
  });

  it('answers a broken Content-Length with 400 and the envelope', async () => {
    const t = await app();
    const res = await raw(
      t,
      'POST /api/NewUser/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n{}',
    );
    expect(res.startsWith('HTTP/1.1 400')).toBe(true);
    expect(bodyOf(res)).toMatchObject({ code: 0 });
  });

  it('answers an undecodable URL with the envelope, without echoing it', async () => {
    const t = await app();
    const res = await t.app.inject({ method: 'GET', url: '/api/%c0%ae' });
    expect(res.json()).toMatchObject({ code: 0, msg: '请求无效', data: null });
    expect(res.body).not.toContain('%c0');
  });
});

describe('time-outs', () => {
  it('answers 408 and cuts off every client that sends its request a byte at a time', async () => {
    const t = await app(
      {},
      { timeouts: { requestMs: 1_000, connectionMs: 60_000, keepAliveMs: 5_000, checkEveryMs: 200 } },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const trickle = () =>
      new Promise<string>((resolve) => {
        let answer = '';
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /api/NewUser/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{',
          );
          const drip = setInterval(() => socket.writable && socket.write(' '), 250);
          // Still connected long after the limit: the server did not cut it off.
          const giveUp = setTimeout(() => socket.destroy(), 8_000);
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
          socket.on('error', () => undefined);
          socket.on('close', () => {
            clearInterval(drip);
            clearTimeout(giveUp);
            resolve(answer);
          });
        });
      });
    const answers = await Promise.all(Array.from({ length: 20 }, trickle));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('"msg":"请求发送超时"');
    }
  });
});

describe('JSON bodies', () => {
  it('refuses a __proto__ key as a parameter it does not take, and broken JSON as broken', async () => {
    const t = await app();
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/NewUser/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect((await post('{"username":"a","password":"b","__proto__":{"x":1}}')).json()).toMatchObject({
      code: 0,
      msg: '不支持的参数 __proto__',
    });
    expect((await post('{oops')).json()).toMatchObject({ code: 0, msg: '请求内容不是有效的 JSON' });
    expect((await post('')).json()).toMatchObject({ code: 0 });
    expect((await post('{"username":"demo_shop","password":"wrong-pass"}')).json().code).toBe(0);
  });

  it('refuses nesting deeper than 64 levels before parsing it, with the envelope', async () => {
    const t = await app();
    await seedDemoAccounts(t.ctx);
    const post = (payload: string, lang = 'zh-cn') =>
      t.app.inject({
        method: 'POST',
        url: '/api/NewUser/login',
        headers: { 'content-type': 'application/json', 'think-lang': lang },
        payload,
      });
    const nested = (depth: number) => `{"username":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    for (const payload of ['['.repeat(20_000) + ']'.repeat(20_000), '{"a":'.repeat(20_000), nested(65)]) {
      const answer = await post(payload);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ code: 0, msg: '请求内容嵌套过深（最多 64 层）', data: null });
    }
    expect((await post(nested(65), 'en')).json()).toMatchObject({
      code: 0,
      msg: 'The request body is nested too deeply (at most 64 levels)',
    });
    // 64 levels are parsed (and then refused by the schema, which takes no list there).
    expect((await post(nested(64))).json()).toMatchObject({ code: 0, msg: 'username 应为文本' });
    // Brackets inside strings, escaped quotes included, are text, not nesting.
    const inString = JSON.stringify({ username: `\\"${'['.repeat(100)}`, password: 'demo123456' });
    expect((await post(inString)).json()).toMatchObject({ code: 0 });
    expect((await post(inString)).json().msg).not.toContain('嵌套');
    expect(
      (
        await post(JSON.stringify({ username: 'demo_shop', password: 'demo123456', captcha: '['.repeat(5) }))
      ).json().code,
    ).toBe(1);
  });
});

describe('validation messages say the rule', () => {
  it('an id below 1 says at least 1; a huge number is not a whole number; a record is an object of key → value', async () => {
    const t = await app();
    await seedDemoAccounts(t.ctx);
    const { token } = await t.login('demo_shop');
    const list = (q: string, lang: 'zh-cn' | 'en' = 'zh-cn') =>
      t.get(`/api/shopkeeper.Order/Orderlist?state=1&${q}`, { token, lang });
    expect((await list('last_id=0')).msg).toBe('last_id 不能小于 1');
    expect((await list('last_id=0', 'en')).msg).toContain('at least 1');
    expect((await list('last_id=-99999999999999999999')).msg).not.toContain('9007199254740991');
    const support = await t.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'support')
      .executeTakeFirstOrThrow();
    const { issueToken } = await import('../src/modules/auth/token.service.ts');
    const r = await t.post('/api/platform.Draw/publishNumber', {
      token: await issueToken(t.db, support.id, 'user', 60),
      body: { game: 101, issue: '2026135', red: [1, 2, 3, 4, 5, 6], blue: [7], pool: 5 },
    });
    expect(r.msg).toContain('奖级 → 金额');
  });
});
