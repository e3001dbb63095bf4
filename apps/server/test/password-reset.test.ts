import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let shopId: number;
beforeEach(async () => {
  t = await createTestApp();
  shopId = await createShop(t.ctx, {
    username: 'reset_shop',
    password: 'oldpass123',
    nickname: '忘记密码',
    mobile: '13900000001',
    email: 'reset@example.com',
  });
});
afterEach(() => t.close());

const userRow = () => t.db.selectFrom('users').selectAll().where('id', '=', shopId).executeTakeFirstOrThrow();
const tokenCount = () =>
  t.db
    .selectFrom('tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', shopId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
const loginCode = (password: string) =>
  t.post('/api/NewUser/login', { body: { username: 'reset_shop', password } }).then((r) => r.code);

async function resetCode(channel: 'sms' | 'email'): Promise<string> {
  const res =
    channel === 'sms'
      ? await t.post('/api/Sms/PhoneSend', { body: { phone: '13900000001', event: 'resetpwd' } })
      : await t.post('/api/Ems/send', { body: { email: 'reset@example.com', event: 'resetpwd' } });
  expect(res.code).toBe(1);
  return t.outbox.at(-1)!.code;
}

const forget = (body: Record<string, unknown>, lang?: 'en') =>
  t.post<string>('/api/NewUser/forgetPassword', { body, lang });

describe('NewUser/forgetPassword', () => {
  it('changes the password by mobile and ends every session', async () => {
    const a = await t.login('reset_shop', 'oldpass123');
    const b = await t.login('reset_shop', 'oldpass123');
    const hashBefore = (await userRow()).password_hash;
    const captcha = await resetCode('sms');
    const res = await forget({
      registerType: 'mobile',
      mobile: '13900000001',
      captcha,
      password: 'newpass456',
    });
    expect(res).toMatchObject({ code: 1, msg: '密码已重置，请重新登录', data: '密码已重置，请重新登录' });
    expect((await userRow()).password_hash).not.toBe(hashBefore);
    expect((await userRow()).password_hash).not.toContain('newpass456');
    // Every token of the account is gone, access and refresh alike.
    expect(await tokenCount()).toBe(0);
    expect(await t.get('/api/NewUser/index', { token: a.token })).toMatchObject({ code: 303 });
    expect(await t.get('/api/NewUser/index', { token: b.token })).toMatchObject({ code: 303 });
    expect((await t.post('/api/common/refreshToken', { body: { refresh_token: a.refresh } })).code).toBe(0);
    // The new password works, the old one no longer does.
    expect(await loginCode('newpass456')).toBe(1);
    expect(await loginCode('oldpass123')).toBe(0);
  });

  it('changes the password by e-mail and answers in English when asked', async () => {
    const captcha = await resetCode('email');
    // The address may be typed in any case.
    const res = await forget(
      { registerType: 'email', email: 'Reset@Example.com', captcha, password: 'mailpass789' },
      'en',
    );
    expect(res).toMatchObject({ code: 1, msg: 'Password reset; please log in again' });
    expect(await loginCode('mailpass789')).toBe(1);
  });

  it('resets the failure counter and the lock', async () => {
    const now = Math.floor(Date.now() / 1000);
    await t.db
      .insertInto('login_failures')
      .values({
        account: `u:${shopId}`,
        ip: '127.0.0.1',
        failures: 7,
        last_time: now,
        lock_until: now + 3600,
      })
      .execute();
    expect(
      (await t.post('/api/NewUser/login', { body: { username: 'reset_shop', password: 'oldpass123' } })).msg,
    ).toContain('登录失败次数过多');
    const captcha = await resetCode('sms');
    expect(
      (await forget({ registerType: 'mobile', mobile: '13900000001', captcha, password: 'newpass456' })).code,
    ).toBe(1);
    expect(await t.db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
    // No lock and no picture code needed any more.
    expect(await loginCode('newpass456')).toBe(1);
  });

  it('changes nothing with a wrong code', async () => {
    const session = await t.login('reset_shop', 'oldpass123');
    const captcha = await resetCode('sms');
    const wrong = String((Number(captcha) + 1) % 1_000_000).padStart(6, '0');
    const before = await userRow();
    expect(
      await forget({ registerType: 'mobile', mobile: '13900000001', captcha: wrong, password: 'newpass456' }),
    ).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
    expect((await userRow()).password_hash).toBe(before.password_hash);
    expect(await tokenCount()).toBe(2);
    expect((await t.get('/api/NewUser/index', { token: session.token })).code).toBe(1);
    expect(await loginCode('oldpass123')).toBe(1);
  });

  it('answers an address bound to no account like a wrong code', async () => {
    expect(
      await t.post('/api/Sms/PhoneSend', { body: { phone: '13700000000', event: 'resetpwd' } }),
    ).toMatchObject({ code: 1 });
    expect(
      await forget({
        registerType: 'mobile',
        mobile: '13700000000',
        captcha: '123456',
        password: 'newpass456',
      }),
    ).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
    expect(
      await forget({
        registerType: 'email',
        email: 'ghost@example.com',
        captcha: '123456',
        password: 'newpass456',
      }),
    ).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
  });

  it('applies the password rules before using the code', async () => {
    const captcha = await resetCode('sms');
    const body = { registerType: 'mobile', mobile: '13900000001', captcha };
    expect(await forget({ ...body, password: 'short' })).toMatchObject({
      code: 0,
      msg: 'password 至少 6 个字符',
    });
    expect(await forget({ ...body, password: 'bad<pass>' })).toMatchObject({
      code: 0,
      msg: `password 不能包含 & < > " ' 或换行`,
    });
    expect(await forget({ registerType: 'mobile', captcha, password: 'newpass456' })).toMatchObject({
      code: 0,
      msg: '请填写 mobile',
    });
    expect(await loginCode('oldpass123')).toBe(1);
    // The code is still good after the refusals.
    expect((await forget({ ...body, password: 'newpass456' })).code).toBe(1);
  });
});
