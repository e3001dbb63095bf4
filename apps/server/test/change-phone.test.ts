import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let shopId: number;
beforeEach(async () => {
  t = await createTestApp();
  shopId = await createShop(t.ctx, {
    username: 'phone_shop',
    password: 'secret123',
    nickname: '换号店',
    mobile: '13900000001',
  });
  await createShop(t.ctx, {
    username: 'other_shop',
    password: 'secret123',
    nickname: '别家',
    mobile: '13900000002',
  });
});
afterEach(() => t.close());

const mobileOf = (id: number) =>
  t.db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
    .then((r) => r.mobile);
const change = (body: Record<string, unknown>, token?: string) =>
  t.post<string>('/api/bettingend.mine.Information/changePhone', { body, token });

async function changeCode(phone: string): Promise<string> {
  const res = await t.post('/api/Sms/PhoneSend', { body: { phone, event: 'changephone' } });
  expect(res.code).toBe(1);
  return t.outbox.at(-1)!.code;
}

describe('bettingend.mine.Information/changePhone', () => {
  it('binds the new mobile after a changephone code', async () => {
    const { token } = await t.login('phone_shop', 'secret123');
    const captcha = await changeCode('13700000001');
    const res = await change({ mobile: '13700000001', captcha }, token);
    expect(res).toMatchObject({ code: 1, msg: '手机号已绑定', data: '手机号已绑定' });
    expect(await mobileOf(shopId)).toBe('13700000001');
    const index = await t.get<{ userinfo: { mobile: string } }>('/api/NewUser/index', { token });
    expect(index.data.userinfo.mobile).toBe('13700000001');
    // The new mobile logs in; the old one is free again.
    expect(
      (await t.post('/api/NewUser/login', { body: { username: '13700000001', password: 'secret123' } })).code,
    ).toBe(1);
    expect(
      (await t.post('/api/NewUser/login', { body: { username: '13900000001', password: 'secret123' } })).code,
    ).toBe(0);
    expect(
      (await t.post('/api/Sms/PhoneSend', { body: { phone: '13900000001', event: 'register' } })).code,
    ).toBe(1);
  });

  it('refuses a mobile bound to someone else without saying so before a code', async () => {
    const { token } = await t.login('phone_shop', 'secret123');
    // The send answers as for any number, but no code goes to a number bound to another account.
    expect(
      await t.post('/api/Sms/PhoneSend', { body: { phone: '13900000002', event: 'changephone' } }),
    ).toMatchObject({ code: 1, msg: '验证码已发送' });
    expect(t.outbox).toHaveLength(0);
    expect(await change({ mobile: '13900000002', captcha: '123456' }, token)).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
    expect(await mobileOf(shopId)).toBe('13900000001');
  });

  it('refuses a wrong code, a code of another mobile and a register code', async () => {
    const { token } = await t.login('phone_shop', 'secret123');
    const captcha = await changeCode('13700000002');
    const wrong = String((Number(captcha) + 1) % 1_000_000).padStart(6, '0');
    expect(await change({ mobile: '13700000002', captcha: wrong }, token)).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
    expect(await change({ mobile: '13700000003', captcha }, token)).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
    const registerRes = await t.post('/api/Sms/PhoneSend', {
      body: { phone: '13700000004', event: 'register' },
    });
    expect(registerRes.code).toBe(1);
    expect(await change({ mobile: '13700000004', captcha: t.outbox.at(-1)!.code }, token)).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
    expect(await mobileOf(shopId)).toBe('13900000001');
  });

  it('needs login', async () => {
    const captcha = await changeCode('13700000005');
    expect(await change({ mobile: '13700000005', captcha })).toMatchObject({
      code: 303,
      data: { type: 'need login' },
    });
    expect(await change({ mobile: '13700000005', captcha }, 'not-a-token')).toMatchObject({ code: 303 });
    expect(await mobileOf(shopId)).toBe('13900000001');
    // The code was not used up by the refused calls.
    const { token } = await t.login('phone_shop', 'secret123');
    expect((await change({ mobile: '13700000005', captcha }, token)).code).toBe(1);
  });

  it('names a bad field', async () => {
    const { token } = await t.login('phone_shop', 'secret123');
    expect(await change({ mobile: '12345', captcha: '123456' }, token)).toMatchObject({
      code: 0,
      msg: 'mobile 应为 11 位手机号',
    });
    expect(await change({ mobile: '13700000006', captcha: 'abcdef' }, token)).toMatchObject({
      code: 0,
      msg: 'captcha 应为 6 位数字验证码',
    });
    expect(await change({ mobile: '13700000006' }, token)).toMatchObject({
      code: 0,
      msg: expect.stringContaining('captcha'),
    });
    expect(await mobileOf(shopId)).toBe('13900000001');
  });
});
