import { ENDPOINTS } from '@dzzs/shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await createShop(t.ctx, {
    username: 'env_shop',
    password: 'secret123',
    nickname: '信封店',
    mobile: '13900000001',
  });
});
afterEach(() => t.close());

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Checks the raw answer is exactly {code, msg, time, data} (in that order) with time ≈ now. */
function envelope(res: { body: string }): { code: number; msg: string; time: number; data: unknown } {
  const body = JSON.parse(res.body) as { code: number; msg: string; time: number; data: unknown };
  expect(Object.keys(body)).toEqual(['code', 'msg', 'time', 'data']);
  expect(typeof body.code).toBe('number');
  expect(typeof body.msg).toBe('string');
  expect(Number.isInteger(body.time)).toBe(true);
  expect(Math.abs(body.time - nowSeconds())).toBeLessThanOrEqual(2);
  return body;
}

const inject = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { server: '1', ...headers }, ...(payload ? { payload } : {}) });

describe('envelope', () => {
  it('wraps success, business errors, validation errors and auth errors alike, with HTTP 200', async () => {
    const answers = [
      await inject('GET', '/api/common.AppUpdate/index'),
      await inject('POST', '/api/NewUser/login', { username: 'env_shop', password: 'secret123' }),
      await inject('POST', '/api/NewUser/login', { username: 'env_shop', password: 'wrong-pass' }),
      await inject('POST', '/api/NewUser/login', { username: 'env_shop' }),
      await inject('GET', '/api/NewUser/index'),
      await inject('GET', '/api/user/logout'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((a) => envelope(a).code)).toEqual([1, 1, 0, 0, 303, 1]);
    // Error answers are JSON too (a client may check before parsing).
    expect(answers.map((a) => a.headers['content-type'])).toEqual(
      Array(6).fill('application/json; charset=utf-8'),
    );
  });

  it('answers an unknown path with HTTP 404 and the envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope.Nothing/index'],
      ['POST', '/api/NewUser/loginx'],
      ['GET', '/api'],
    ] as const) {
      const res = await inject(method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(404);
      expect(envelope(res)).toMatchObject({ code: 0, msg: '接口不存在', data: null });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    const en = await inject('GET', '/api/nope', undefined, { 'think-lang': 'en' });
    expect(en.statusCode).toBe(404);
    expect(envelope(en).msg).toBe('No such endpoint');
  });

  it('speaks English with think-lang: en', async () => {
    expect(
      (
        await t.post('/api/NewUser/login', {
          body: { username: 'env_shop', password: 'secret123' },
          lang: 'en',
        })
      ).msg,
    ).toBe('Logged in');
    expect(
      (
        await t.post('/api/NewUser/login', {
          body: { username: 'nobody', password: 'secret123' },
          lang: 'en',
        })
      ).msg,
    ).toBe('Wrong account or password; 4 more tries before a temporary lock');
    expect((await t.get('/api/NewUser/index', { lang: 'en' })).msg).toBe('Please log in first');
    expect(
      (await t.post('/api/Sms/PhoneSend', { body: { phone: '123', event: 'register' }, lang: 'en' })).msg,
    ).toBe('phone must be an 11-digit mobile number');
    expect(
      (
        await t.post('/api/NewUser/login', {
          body: { username: 'env_shop', password: 'secret123' },
          headers: { 'think-lang': 'en-US' },
        })
      ).msg,
    ).toBe('Logged in');
    // Anything else is Chinese.
    expect(
      (
        await t.post('/api/NewUser/login', {
          body: { username: 'env_shop', password: 'secret123' },
          headers: { 'think-lang': 'fr' },
        })
      ).msg,
    ).toBe('登录成功');
  });

  it('answers an unexpected failure with HTTP 500, code 0, a request id and no details', async () => {
    const spy = vi.spyOn(t.db, 'selectFrom').mockImplementation(() => {
      throw new Error('connection to 10.0.0.5 refused: secret-detail');
    });
    try {
      const res = await inject('POST', '/api/NewUser/login', { username: 'env_shop', password: 'secret123' });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = envelope(res);
      expect(body.code).toBe(0);
      const requestId = (body.data as { request_id: string }).request_id;
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.msg).toBe(`服务器开小差了，请稍后再试（编号 ${requestId}）`);
      expect(res.body).not.toContain('secret-detail');
      expect(res.body).not.toContain('stack');
      expect(res.body).not.toMatch(/\.ts:\d+/);
      const en = await inject(
        'POST',
        '/api/NewUser/login',
        { username: 'env_shop', password: 'secret123' },
        { 'think-lang': 'en' },
      );
      expect(en.statusCode).toBe(500);
      expect(envelope(en).msg).toContain('Something went wrong on our side');
      // Every failure gets its own id.
      expect((envelope(en).data as { request_id: string }).request_id).not.toBe(requestId);
    } finally {
      spy.mockRestore();
    }
    expect(
      (await inject('POST', '/api/NewUser/login', { username: 'env_shop', password: 'secret123' }))
        .statusCode,
    ).toBe(200);
  });

  it('accepts form-urlencoded bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/NewUser/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'server=1&username=env_shop&password=secret123&keep=1',
    });
    const body = envelope(res) as {
      code: number;
      data: { userinfo: { username: string; refresh_token: string } };
    };
    expect(body.code).toBe(1);
    expect(body.data.userinfo.username).toBe('env_shop');
    expect(body.data.userinfo.refresh_token).not.toBe('');
    const send = await t.app.inject({
      method: 'POST',
      url: '/api/Sms/PhoneSend',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=13700000001&event=register',
    });
    expect(envelope(send).code).toBe(1);
    expect(t.outbox.at(-1)?.address).toBe('13700000001');
  });

  it('names the field for over-long strings, out-of-range numbers, wrong types and unknown fields', async () => {
    const login = (body: object, lang?: 'en') => t.post('/api/NewUser/login', { body, lang });
    expect(
      await login({ username: 'env_shop', password: 'secret123', captchaId: 'x'.repeat(41) }),
    ).toMatchObject({ code: 0, msg: 'captchaId 最多 40 个字符' });
    expect(await login({ username: 'env_shop', password: 'x'.repeat(33) })).toMatchObject({
      code: 0,
      msg: 'password 最多 32 个字符',
    });
    expect(
      await t.post('/api/Ems/send', { body: { email: `${'a'.repeat(95)}@example.com`, event: 'register' } }),
    ).toMatchObject({
      code: 0,
      msg: 'email 最多 100 个字符',
    });
    const register = {
      username: 'new_shop',
      password: 'secret123',
      registerType: 'mobile',
      mobile: '13700000001',
      captcha: '123456',
    };
    expect(await t.post('/api/NewUser/register', { body: { ...register, inviter: -3 } })).toMatchObject({
      code: 0,
      msg: 'inviter 不能小于 1',
    });
    expect(await t.post('/api/NewUser/register', { body: { ...register, inviter: 0 } })).toMatchObject({
      code: 0,
      msg: 'inviter 不能小于 1',
    });
    expect(
      await t.post('/api/NewUser/register', { body: { ...register, inviter: 0 }, lang: 'en' }),
    ).toMatchObject({ msg: 'inviter must be at least 1' });
    expect(await t.post('/api/NewUser/register', { body: { ...register, inviter: 1.5 } })).toMatchObject({
      code: 0,
      msg: expect.stringContaining('inviter'),
    });
    expect(await login({ username: ['env_shop'], password: 'secret123' })).toMatchObject({
      code: 0,
      msg: 'username 应为文本',
    });
    expect(await login({ username: 'env_shop', password: 'secret123', admin: true, role: 9 })).toMatchObject({
      code: 0,
      msg: '不支持的参数 admin, role',
    });
    expect(await login({ username: 'env_shop', password: 'secret123', admin: true }, 'en')).toMatchObject({
      code: 0,
      msg: 'Unknown parameter admin',
    });
    // Transport parameters of the earlier clients are not "unknown".
    expect(
      (await login({ username: 'env_shop', password: 'secret123', server: 1, 'think-lang': 'zh-cn' })).code,
    ).toBe(1);
    expect(await t.db.selectFrom('users').selectAll().execute()).toHaveLength(1);
  });

  it('answers body code 429 once the rate limit is exceeded', async () => {
    const limited = await createTestApp({ rateLimitMax: 3 });
    try {
      const call = () =>
        limited.app.inject({ method: 'GET', url: '/api/common.AppUpdate/index', headers: { server: '1' } });
      for (let i = 0; i < 3; i++) expect(envelope(await call()).code).toBe(1);
      const over = await call();
      expect(over.statusCode).toBe(200);
      expect(envelope(over)).toMatchObject({ code: 429, msg: '请求过于频繁，请 60 秒后再试', data: null });
      expect(over.headers['content-type']).toBe('application/json; charset=utf-8');
      const en = await limited.app.inject({
        method: 'GET',
        url: '/api/common.AppUpdate/index',
        headers: { 'think-lang': 'en' },
      });
      expect(envelope(en)).toMatchObject({ code: 429, msg: 'Too many requests; try again in 60 seconds' });
      // Another client address has its own allowance; health checks are never limited.
      const other = await limited.app.inject({
        method: 'GET',
        url: '/api/common.AppUpdate/index',
        remoteAddress: '10.1.2.3',
      });
      expect(envelope(other).code).toBe(1);
      for (let i = 0; i < 5; i++)
        expect((await limited.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits code sending to 5 a minute per client', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await t.post('/api/Sms/PhoneSend', {
        body: { phone: `1370000000${i}`, event: 'register' },
      });
      expect(res.code).toBe(1);
    }
    expect(
      await t.post('/api/Sms/PhoneSend', { body: { phone: '13700000006', event: 'register' } }),
    ).toMatchObject({ code: 429 });
    expect(t.outbox).toHaveLength(5);
  });
});

describe('operations endpoints', () => {
  it('/health and /ready', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('/ready answers 503 when the database is unreachable', async () => {
    const spy = vi.spyOn(t.db, 'getExecutor').mockImplementation(() => {
      throw new Error('database gone');
    });
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'database unavailable' });
    } finally {
      spy.mockRestore();
    }
  });

  it('/metrics counts requests in Prometheus text', async () => {
    await t.app.inject({ method: 'GET', url: '/api/common.AppUpdate/index' });
    await t.app.inject({ method: 'GET', url: '/api/common.AppUpdate/index' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/common\.AppUpdate\/index",status="200"\} 2/,
    );
    expect(res.body).toContain('http_request_duration_seconds_bucket');
  });

  it('/docs/json describes the API in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/NewUser/login']?.post).toBeDefined();
    expect(doc.paths['/api/Sms/PhoneSend']?.post).toBeDefined();
    expect(doc.paths['/api/common.AppUpdate/index']?.get).toBeDefined();
    // Generated from the endpoint definitions: each one with its summary and who may call it.
    for (const e of ENDPOINTS) {
      const operation = doc.paths[e.path]?.[e.method.toLowerCase()] as
        { summary?: string; description?: string; tags?: string[] } | undefined;
      expect(operation?.summary, `${e.method} ${e.path}`).toBe(e.summary);
      expect(operation?.tags).toEqual([e.tag]);
      expect(operation?.description).toBeTruthy();
    }
    // An answer that is a sentence says so.
    const ticket = doc.paths['/api/shopkeeper.Order/OrderDrawDraft']?.post as {
      responses: Record<string, { content: Record<string, { schema: { properties: { data: object } } }> }>;
    };
    expect(ticket.responses['200']?.content['application/json']?.schema.properties.data).toMatchObject({
      type: 'string',
      description: expect.stringMatching(/sentence/),
    });
    // Operations endpoints stay out of the API description.
    expect(doc.paths['/health']).toBeUndefined();
    expect(doc.paths['/metrics']).toBeUndefined();
  });
});
