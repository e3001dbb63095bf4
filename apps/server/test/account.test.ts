import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionsChanged } from '../src/modules/auth/session.service.ts';
import { issueCaptcha } from '../src/modules/captcha/captcha.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
});
afterEach(() => t.close());

const userRow = (username: string) =>
  t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
const failuresOf = async (username: string) => {
  const user = await userRow(username);
  return t.db
    .selectFrom('login_failures')
    .select(['ip', 'failures'])
    .where('account', '=', `u:${user.id}`)
    .execute();
};
/** Failed logins of an account as earlier attempts left them (default: from this test's own address, unlocked). */
async function failedBefore(
  username: string,
  failures: number,
  from: { ip?: string; lockedFor?: number } = {},
) {
  const user = await userRow(username);
  const now = Math.floor(Date.now() / 1000);
  await t.db
    .insertInto('login_failures')
    .values({
      account: `u:${user.id}`,
      ip: from.ip ?? '127.0.0.1',
      failures,
      last_time: now,
      lock_until: from.lockedFor ? now + from.lockedFor : 0,
    })
    .execute();
}
const tokenCount = (userId: number) =>
  t.db
    .selectFrom('tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

describe('NewUser/login', () => {
  it('logs a shopkeeper in with tokens stored only as hashes', async () => {
    const res = await t.post<{
      userinfo: { token: string; refresh_token: string; money: string; group_id: number };
    }>('/api/NewUser/login', {
      body: { username: 'demo_shop', password: 'demo123456', keep: true },
    });
    expect(res.code).toBe(1);
    expect(res.msg).toBe('登录成功');
    expect(res.data.userinfo.group_id).toBe(2);
    expect(res.data.userinfo.money).toBe('5000.00');
    expect(res.data.userinfo.token).toMatch(/^[\w-]{43}$/);
    const rows = await t.db.selectFrom('tokens').selectAll().execute();
    expect(rows.map((r) => r.type).sort()).toEqual(['user', 'user-refresh']);
    expect(rows.some((r) => r.token_hash === res.data.userinfo.token)).toBe(false);
  });

  it('finds the account by username in any letter case, or by its mobile', async () => {
    expect(
      (await t.post('/api/NewUser/login', { body: { username: 'DEMO_Shop', password: 'demo123456' } })).code,
    ).toBe(1);
    expect(
      (await t.post('/api/NewUser/login', { body: { username: '13800000001', password: 'demo123456' } }))
        .code,
    ).toBe(1);
    expect(
      (await t.post('/api/NewUser/login', { body: { username: 'DEMO_Shop', password: 'Demo123456' } })).code,
    ).toBe(0);
  });

  it('logs staff in with clerkInfo and no balances', async () => {
    const res = await t.post<{
      userinfo: { money: string | null; TrusteeshipBalance: string | null };
      clerkInfo: { ShopInfo: { nickname: string }; Info: { award: number } };
    }>('/api/NewUser/login', { body: { username: 'demo_clerk', password: 'demo123456' } });
    expect(res.code).toBe(1);
    expect(res.data.userinfo.money).toBeNull();
    expect(res.data.userinfo.TrusteeshipBalance).toBeNull();
    expect(res.data.clerkInfo.ShopInfo.nickname).toBe('幸运彩票店');
    expect(res.data.clerkInfo.Info.award).toBe(1);
  });

  it('refuses players with code 0 "not a shop account"; customer service logs in (it answers shops in chat)', async () => {
    const res = await t.post('/api/NewUser/login', {
      body: { username: 'player01', password: 'demo123456' },
    });
    expect(res.code).toBe(0);
    expect(res.msg).toContain('不是店铺账号');
    expect(await tokenCount((await userRow('player01')).id)).toBe(0);
    const support = await t.post<{ userinfo: { group_id: number } }>('/api/NewUser/login', {
      body: { username: 'support', password: 'demo123456' },
    });
    expect(support).toMatchObject({ code: 1, data: { userinfo: { group_id: 9 } } });
  });

  it('asks for a captcha after 3 failures and locks after 5', async () => {
    for (let i = 1; i <= 2; i++) {
      const res = await t.post('/api/NewUser/login', {
        body: { username: 'demo_shop', password: 'wrong-pass' },
      });
      expect(res.code).toBe(0);
      expect(res.msg).toContain(`再错 ${5 - i} 次`);
    }
    const third = await t.post('/api/NewUser/login', {
      body: { username: 'demo_shop', password: 'wrong-pass' },
    });
    expect(third.data).toEqual({ needCaptcha: true });
    // Now even the right password needs the picture code.
    const noCaptcha = await t.post('/api/NewUser/login', {
      body: { username: 'demo_shop', password: 'demo123456' },
    });
    expect(noCaptcha.code).toBe(0);
    expect(noCaptcha.msg).toBe('请输入图形验证码');
    expect(noCaptcha.data).toEqual({ needCaptcha: true });
    const picture = await t.get<{ captchaId: string; image: string }>('/api/common/captcha?server=1');
    expect(picture.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrongCaptcha = await t.post('/api/NewUser/login', {
      body: {
        username: 'demo_shop',
        password: 'demo123456',
        captcha: 'zzzz',
        captchaId: picture.data.captchaId,
      },
    });
    expect(wrongCaptcha.msg).toContain('图形验证码错误');
    expect(await failuresOf('demo_shop')).toEqual([{ ip: '127.0.0.1', failures: 3 }]);
  });

  it('locks the account for a growing while from the 5th failure', async () => {
    const now = Math.floor(Date.now() / 1000);
    await failedBefore('demo_clerk', 4);
    const first = await issueCaptcha(t.db);
    const fifth = await t.post('/api/NewUser/login', {
      body: {
        username: 'demo_clerk',
        password: 'bad-password',
        captcha: first.answer.toLowerCase(),
        captchaId: first.id,
      },
    });
    expect(fifth.msg).toBe('登录失败次数过多，请 1 分钟后再试');
    const [row] = await t.db.selectFrom('login_failures').selectAll().execute();
    expect(row!.failures).toBe(5);
    expect(row!.lock_until - now).toBeGreaterThan(50);
    // Locked: even the right password is refused until the lock ends.
    const locked = await t.post('/api/NewUser/login', {
      body: { username: 'demo_clerk', password: 'demo123456' },
    });
    expect(locked.msg).toContain('登录失败次数过多');
    await t.db
      .updateTable('login_failures')
      .set({ lock_until: now - 1 })
      .execute();
    const second = await issueCaptcha(t.db);
    const ok = await t.post('/api/NewUser/login', {
      body: { username: 'demo_clerk', password: 'demo123456', captcha: second.answer, captchaId: second.id },
    });
    expect(ok.code).toBe(1);
    expect(await failuresOf('demo_clerk')).toEqual([]);
  });

  it('answers an unknown account exactly like a known one with a wrong password', async () => {
    const answers = async (username: string) => {
      const seen = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.post('/api/NewUser/login', { body: { username, password: 'wrong-pass' } });
        seen.push({ code: res.code, msg: res.msg, data: res.data });
      }
      return seen;
    };
    const known = await answers('demo_shop');
    expect(await answers('nobody_here')).toEqual(known);
    expect(known.map((a) => a.msg)).toEqual([
      '账号或密码错误，再错 4 次将暂时锁定',
      '账号或密码错误，再错 3 次将暂时锁定',
      '账号或密码错误，再错 2 次将暂时锁定',
      '请输入图形验证码',
      '请输入图形验证码',
      '请输入图形验证码',
    ]);
  });

  it('a stranger failing from another address never locks the shop’s own phones out', async () => {
    const fromStranger = (password: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/api/NewUser/login',
          remoteAddress: '203.0.113.9',
          payload: { username: 'demo_shop', password },
        })
        .then((r) => r.json() as { code: number; msg: string });
    await failedBefore('demo_shop', 9, { ip: '203.0.113.9', lockedFor: 86_400 });
    expect((await fromStranger('demo123456')).msg).toContain('登录失败次数过多');
    // The shop, from its own address, logs in without even a captcha.
    expect(
      (await t.post('/api/NewUser/login', { body: { username: 'demo_shop', password: 'demo123456' } })).code,
    ).toBe(1);
  });

  it('forgets failures 30 minutes after the last one', async () => {
    for (let i = 0; i < 2; i++)
      await t.post('/api/NewUser/login', { body: { username: 'demo_shop', password: 'wrong-pass' } });
    await t.db
      .updateTable('login_failures')
      .set({ last_time: Math.floor(Date.now() / 1000) - 31 * 60 })
      .execute();
    const next = await t.post('/api/NewUser/login', {
      body: { username: 'demo_shop', password: 'wrong-pass' },
    });
    expect(next.msg).toContain('再错 4 次');
    expect(await failuresOf('demo_shop')).toEqual([{ ip: '127.0.0.1', failures: 1 }]);
  });

  it('captchas are the server’s: a client-chosen id is refused, and an answer counts once', async () => {
    expect(await t.get('/api/common/captcha?server=1&id=abcdefghij0123456789')).toMatchObject({
      code: 0,
      msg: expect.stringContaining('id'),
    });
    await failedBefore('demo_shop', 3);
    const captcha = await issueCaptcha(t.db);
    const body = {
      username: 'demo_shop',
      password: 'demo123456',
      captcha: captcha.answer,
      captchaId: captcha.id,
    };
    expect((await t.post('/api/NewUser/login', { body })).code).toBe(1);
    await failedBefore('demo_shop', 3);
    expect((await t.post('/api/NewUser/login', { body })).msg).toContain('图形验证码错误');
    // A made-up id never matches, whatever the answer.
    expect(
      (await t.post('/api/NewUser/login', { body: { ...body, captchaId: 'made-up-captcha-id-01' } })).msg,
    ).toContain('图形验证码错误');
  });

  it('names the field when input is bad and writes nothing', async () => {
    const missing = await t.post('/api/NewUser/login', { body: { username: 'demo_shop' } });
    expect(missing).toMatchObject({ code: 0, msg: '请填写 password' });
    const wrongType = await t.post('/api/NewUser/login', { body: { username: 'demo_shop', password: 123 } });
    expect(wrongType).toMatchObject({ code: 0, msg: 'password 应为文本' });
    const tooLong = await t.post('/api/NewUser/login', { body: { username: 'x'.repeat(51), password: 'a' } });
    expect(tooLong).toMatchObject({ code: 0, msg: 'username 最多 50 个字符' });
    const unknown = await t.post('/api/NewUser/login', {
      body: { username: 'demo_shop', password: 'a', hack: 1 },
    });
    expect(unknown).toMatchObject({ code: 0, msg: '不支持的参数 hack' });
    const english = await t.post('/api/NewUser/login', { body: { username: 'demo_shop' }, lang: 'en' });
    expect(english.msg).toBe('password is required');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/NewUser/login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(notJson.statusCode).toBe(200);
    expect(notJson.json()).toMatchObject({ code: 0, msg: '请求内容不是有效的 JSON' });
    expect(await tokenCount((await userRow('demo_shop')).id)).toBe(0);
  });
});

describe('session', () => {
  it('answers 303 without a token and 409 once the access token expired', async () => {
    expect(await t.get('/api/NewUser/index')).toMatchObject({ code: 303, data: { type: 'need login' } });
    expect(await t.get('/api/NewUser/index', { token: 'nonsense' })).toMatchObject({ code: 303 });
    const { token } = await t.login('demo_shop');
    await t.db.updateTable('tokens').set({ expire_time: 1 }).where('type', '=', 'user').execute();
    sessionsChanged(t.ctx);
    expect(await t.get('/api/NewUser/index', { token })).toMatchObject({ code: 409 });
  });

  it('a session ended behind this instance (another instance, the command line) ends here within 2 s', async () => {
    const { token } = await t.login('demo_shop');
    expect((await t.get('/api/NewUser/index', { token })).code).toBe(1);
    await t.db.deleteFrom('tokens').execute();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2_001);
      expect(await t.get('/api/NewUser/index', { token })).toMatchObject({ code: 303 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refresh and logout end the old tokens on this instance at once', async () => {
    const first = await t.login('demo_shop');
    expect((await t.get('/api/NewUser/index', { token: first.token })).code).toBe(1);
    const refreshed = await t.post<{ token: string }>('/api/common/refreshToken', {
      body: { refresh_token: first.refresh },
    });
    expect(refreshed.code).toBe(1);
    expect((await t.get('/api/NewUser/index', { token: first.token })).code).toBe(303);
    expect((await t.get('/api/NewUser/index', { token: refreshed.data.token })).code).toBe(1);
    await t.post('/api/user/logout', { token: refreshed.data.token });
    expect((await t.get('/api/NewUser/index', { token: refreshed.data.token })).code).toBe(303);
  });

  it('refreshes an expired access token and the new one works', async () => {
    const { token, refresh } = await t.login('demo_shop');
    await t.db.updateTable('tokens').set({ expire_time: 1 }).where('type', '=', 'user').execute();
    const res = await t.post<{ type: string; token: string; refresh_token: string }>(
      '/api/common/refreshToken',
      {
        body: { refresh_token: refresh },
        token,
      },
    );
    expect(res.code).toBe(1);
    expect(res.data.type).toBe('user-refresh');
    expect(res.data.token).not.toBe(token);
    expect((await t.get('/api/NewUser/index', { token: res.data.token })).code).toBe(1);
    // The expired access token it replaced is gone.
    expect((await t.get('/api/NewUser/index', { token })).code).toBe(303);
    // The v2 spelling is accepted too (with the new refresh token: they rotate).
    expect(
      (await t.post('/api/common/refreshToken', { body: { refreshToken: res.data.refresh_token } })).code,
    ).toBe(1);
  });

  it('rotates refresh tokens; a retired one presented again ends the whole session', async () => {
    const { refresh } = await t.login('demo_shop');
    const other = await t.login('demo_shop');
    const first = await t.post<{ token: string; refresh_token: string }>('/api/common/refreshToken', {
      body: { refresh_token: refresh },
    });
    expect(first.code).toBe(1);
    expect(first.data.refresh_token).not.toBe(refresh);
    // Someone replays the old refresh token (it was copied): refused, and the session it belonged to ends.
    const replay = await t.post('/api/common/refreshToken', { body: { refresh_token: refresh } });
    expect(replay.code).toBe(0);
    expect((await t.get('/api/NewUser/index', { token: first.data.token })).code).toBe(303);
    expect(
      (await t.post('/api/common/refreshToken', { body: { refresh_token: first.data.refresh_token } })).code,
    ).toBe(0);
    // Another login of the same account (another family) is untouched.
    expect((await t.get('/api/NewUser/index', { token: other.token })).code).toBe(1);
  });

  it('refuses a refresh with another user’s access token or a bad refresh token', async () => {
    const shop = await t.login('demo_shop');
    const clerk = await t.login('demo_clerk');
    expect(
      await t.post('/api/common/refreshToken', { body: { refresh_token: shop.refresh }, token: clerk.token }),
    ).toMatchObject({ code: 0, msg: 'Token 无效！' });
    expect(await t.post('/api/common/refreshToken', { body: { refresh_token: 'nope' } })).toMatchObject({
      code: 0,
      msg: '登录过期，请重新登录。',
    });
    expect(await t.post('/api/common/refreshToken', { body: { refresh_token: shop.token } })).toMatchObject({
      code: 0,
    });
    expect(await t.post('/api/common/refreshToken', { body: {} })).toMatchObject({
      code: 0,
      msg: '请填写 refresh_token',
    });
  });

  it('expires tokens after ACCESS_TOKEN_TTL seconds', async () => {
    // Expiry counts whole seconds: a 1-second token issued late in a second lasts only what is left of it, too
    // little for the first call on a loaded machine. Two seconds last at least one.
    const short = await createTestApp({ accessTokenTtl: 2 });
    try {
      await seedDemoAccounts(short.ctx);
      const { token } = await short.login('demo_shop');
      expect((await short.get('/api/NewUser/index', { token })).code).toBe(1);
      await new Promise((r) => setTimeout(r, 3100));
      expect((await short.get('/api/NewUser/index', { token })).code).toBe(409);
    } finally {
      await short.close();
    }
  });

  it('logout revokes every token of the account', async () => {
    const a = await t.login('demo_shop');
    const b = await t.login('demo_shop');
    expect((await t.get('/api/user/logout', { token: a.token })).code).toBe(1);
    expect((await t.get('/api/NewUser/index', { token: b.token })).code).toBe(303);
    expect(await t.post('/api/common/refreshToken', { body: { refresh_token: b.refresh } })).toMatchObject({
      code: 0,
    });
    expect(await tokenCount(a.userId)).toBe(0);
    expect((await t.get('/api/user/logout')).code).toBe(1);
  });

  it('disabling an account ends its sessions', async () => {
    const { setAccountEnabled } = await import('../src/modules/account/account.service.ts');
    const clerk = await t.login('demo_clerk');
    await setAccountEnabled(t.ctx, clerk.userId, false);
    expect((await t.get('/api/NewUser/index', { token: clerk.token })).code).toBe(303);
    expect(
      (await t.post('/api/NewUser/login', { body: { username: 'demo_clerk', password: 'demo123456' } })).msg,
    ).toContain('已停用');
  });
});

describe('NewUser/index', () => {
  it('describes the shopkeeper, its shop and the escrow total of its players', async () => {
    const { token } = await t.login('demo_shop');
    const res = await t.get<{
      userinfo: Record<string, unknown>;
      push_key: string;
      appIsOpen: unknown;
      clerkInfo: unknown;
    }>('/api/NewUser/index', { token });
    expect(res.code).toBe(1);
    const sum = await t.db.selectFrom('users').select('money').where('group_id', '=', 1).execute();
    const expected = sum.reduce((a, r) => a + r.money, 0);
    expect(res.data.userinfo.TrusteeshipBalance).toBe((expected / 100).toFixed(2));
    expect(res.data.userinfo.ShopConfig).toMatchObject({ StoreCertification: 1, ServiceChargePercentage: 1 });
    // No push link bound yet (push-links.test.ts binds one).
    expect(res.data.push_key).toBe('');
    expect(res.data.appIsOpen).toEqual({ shop: { value: 'false', content: '' } });
    expect(res.data.clerkInfo).toBeNull();
  });

  it('is refused to players with 401', async () => {
    const { issueToken } = await import('../src/modules/auth/token.service.ts');
    const player = await userRow('player01');
    const token = await issueToken(t.db, player.id, 'user', 60);
    expect((await t.get('/api/NewUser/index', { token })).code).toBe(401);
  });
});
