import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let existingShopId: number;
beforeEach(async () => {
  t = await createTestApp();
  existingShopId = await createShop(t.ctx, {
    username: 'Old_Shop',
    password: 'secret123',
    nickname: '老店',
    mobile: '13900000001',
    email: 'old@example.com',
  });
});
afterEach(() => t.close());

interface LoginData {
  userinfo: {
    id: number;
    username: string;
    nickname: string;
    mobile: string;
    email: string;
    group_id: number;
    shop_id: number;
    token: string;
    refresh_token: string;
    money: string;
    ShopConfig: { StoreCertification: number };
  };
  clerkInfo: unknown;
}

const register = (body: Record<string, unknown>) => t.post<LoginData>('/api/NewUser/register', { body });
const users = () => t.db.selectFrom('users').selectAll().orderBy('id').execute();
const userRow = (username: string) =>
  t.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

/** Asks for a register code for a mobile and returns it. */
async function smsCode(phone: string, event = 'register'): Promise<string> {
  const res = await t.post('/api/Sms/PhoneSend', { body: { phone, event } });
  expect(res.code).toBe(1);
  return t.outbox.at(-1)!.code;
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('NewUser/register', () => {
  it('creates an uncertified shopkeeper with its shop and logs it in', async () => {
    const captcha = await smsCode('13700000001');
    const res = await register({
      username: 'new_shop',
      password: 'secret123',
      registerType: 'mobile',
      mobile: '13700000001',
      captcha,
      nickname: '新彩票店',
    });
    expect(res.code).toBe(1);
    expect(res.msg).toBe('注册成功');
    const info = res.data.userinfo;
    expect(info).toMatchObject({
      username: 'new_shop',
      nickname: '新彩票店',
      mobile: '13700000001',
      email: '',
      group_id: 2,
      money: '0.00',
    });
    expect(info.shop_id).toBe(info.id);
    expect(info.ShopConfig.StoreCertification).toBe(0);
    expect(info.token).toMatch(/^[\w-]{43}$/);
    expect(info.refresh_token).toMatch(/^[\w-]{43}$/);
    expect(res.data.clerkInfo).toBeNull();

    const row = (await userRow('new_shop'))!;
    expect(row).toMatchObject({
      id: info.id,
      group_id: 2,
      shop_id: info.id,
      mobile: '13700000001',
      status: 1,
      money: 0,
      inviter_id: null,
    });
    expect(row.password_hash).not.toContain('secret123');
    const shop = await t.db
      .selectFrom('shop_config')
      .selectAll()
      .where('shop_id', '=', info.id)
      .executeTakeFirstOrThrow();
    expect(shop.store_certification).toBe(0);
    const tokens = await t.db.selectFrom('tokens').select(['type']).where('user_id', '=', info.id).execute();
    expect(tokens.map((r) => r.type).sort()).toEqual(['user', 'user-refresh']);
    const code = await t.db
      .selectFrom('verification_codes')
      .select('used_time')
      .where('address', '=', '13700000001')
      .executeTakeFirstOrThrow();
    expect(code.used_time).not.toBeNull();

    // The token works: the index shows the shop as 未认证 (0).
    const index = await t.get<{ userinfo: { id: number; ShopConfig: { StoreCertification: number } } }>(
      '/api/NewUser/index',
      { token: info.token },
    );
    expect(index.code).toBe(1);
    expect(index.data.userinfo.id).toBe(info.id);
    expect(index.data.userinfo.ShopConfig.StoreCertification).toBe(0);
  });

  it('registers by e-mail with an inviting shop; the nickname defaults to the username', async () => {
    const res1 = await t.post('/api/Ems/send', { body: { email: 'fresh@example.com', event: 'register' } });
    expect(res1.code).toBe(1);
    const captcha = t.outbox.at(-1)!.code;
    const res = await register({
      username: 'mail_shop',
      password: 'pass word!',
      registerType: 'email',
      email: 'fresh@example.com',
      captcha,
      inviter: existingShopId,
    });
    expect(res.code).toBe(1);
    expect(res.data.userinfo).toMatchObject({
      username: 'mail_shop',
      nickname: 'mail_shop',
      email: 'fresh@example.com',
      mobile: '',
    });
    expect(await userRow('mail_shop')).toMatchObject({
      email: 'fresh@example.com',
      mobile: '',
      inviter_id: existingShopId,
      nickname: 'mail_shop',
    });
  });

  it('keeps e-mail addresses lower-case so one mailbox is one account', async () => {
    // The bound mailbox, however it is typed, gets no register code.
    expect(
      await t.post('/api/Ems/send', { body: { email: 'OLD@Example.com', event: 'register' } }),
    ).toMatchObject({ code: 1 });
    expect(t.outbox).toHaveLength(0);
    expect(
      (await t.post('/api/Ems/send', { body: { email: ' Case@Example.COM ', event: 'register' } })).code,
    ).toBe(1);
    expect(t.outbox.at(-1)!.address).toBe('case@example.com');
    const captcha = t.outbox.at(-1)!.code;
    const res = await register({
      username: 'case_shop',
      password: 'secret123',
      registerType: 'email',
      email: 'CASE@example.com',
      captcha,
    });
    expect(res.code).toBe(1);
    expect((await userRow('case_shop'))!.email).toBe('case@example.com');
    // Logging in by e-mail works however it is typed.
    expect(
      (await t.post('/api/NewUser/login', { body: { username: 'Case@Example.com', password: 'secret123' } }))
        .code,
    ).toBe(1);
  });

  it('lets an uncertified shop log in and read its account', async () => {
    const captcha = await smsCode('13700000002');
    expect(
      (
        await register({
          username: 'shop_two',
          password: 'secret123',
          registerType: 'mobile',
          mobile: '13700000002',
          captcha,
        })
      ).code,
    ).toBe(1);
    // By username and by the bound mobile.
    const { token } = await t.login('shop_two', 'secret123');
    const byMobile = await t.post('/api/NewUser/login', {
      body: { username: '13700000002', password: 'secret123' },
    });
    expect(byMobile.code).toBe(1);
    const index = await t.get<{ userinfo: { username: string; ShopConfig: { StoreCertification: number } } }>(
      '/api/NewUser/index',
      { token },
    );
    expect(index).toMatchObject({
      code: 1,
      data: { userinfo: { username: 'shop_two', ShopConfig: { StoreCertification: 0 } } },
    });
  });

  it('refuses a wrong code and writes nothing', async () => {
    const captcha = await smsCode('13700000003');
    const before = await users();
    const res = await register({
      username: 'wrong_code',
      password: 'secret123',
      registerType: 'mobile',
      mobile: '13700000003',
      captcha: otherCode(captcha),
    });
    expect(res).toMatchObject({ code: 0, msg: '验证码错误或已过期' });
    expect(await users()).toEqual(before);
    expect(await t.db.selectFrom('shop_config').selectAll().execute()).toHaveLength(1);
    expect(await t.db.selectFrom('tokens').selectAll().execute()).toHaveLength(0);
  });

  it('refuses an expired code, a used code, and a code for another address or event', async () => {
    const captcha = await smsCode('13700000004');
    const body = {
      username: 'late_shop',
      password: 'secret123',
      registerType: 'mobile',
      mobile: '13700000004',
      captcha,
    };
    await t.db
      .updateTable('verification_codes')
      .set({ expire_time: Math.floor(Date.now() / 1000) - 1 })
      .execute();
    expect(await register(body)).toMatchObject({ code: 0, msg: '验证码错误或已过期' });

    await t.db
      .updateTable('verification_codes')
      .set({ expire_time: Math.floor(Date.now() / 1000) + 600, used_time: Math.floor(Date.now() / 1000) })
      .execute();
    expect(await register(body)).toMatchObject({ code: 0, msg: '验证码错误或已过期' });

    await t.db.updateTable('verification_codes').set({ used_time: null }).execute();
    expect(await register({ ...body, mobile: '13700000005' })).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });

    const changeCode = await smsCode('13700000006', 'changephone');
    expect(await register({ ...body, mobile: '13700000006', captcha: changeCode })).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
    expect(await userRow('late_shop')).toBeUndefined();

    // The right code, live and unused, still works.
    expect((await register(body)).code).toBe(1);
  });

  it('refuses a taken username whatever its case, and keeps the code', async () => {
    const captcha = await smsCode('13700000007');
    const body = {
      username: 'old_shop',
      password: 'secret123',
      registerType: 'mobile',
      mobile: '13700000007',
      captcha,
    };
    expect(await register(body)).toMatchObject({ code: 0, msg: '用户名 old_shop 已被使用' });
    expect(await register({ ...body, username: 'OLD_SHOP' })).toMatchObject({
      code: 0,
      msg: '用户名 OLD_SHOP 已被使用',
    });
    expect(await users()).toHaveLength(1);
    // The refusal did not burn the code.
    expect((await register({ ...body, username: 'another_shop' })).code).toBe(1);
  });

  it('refuses an address bound to another account (it was never sent a code)', async () => {
    expect(
      await register({
        username: 'dup_mobile',
        password: 'secret123',
        registerType: 'mobile',
        mobile: '13900000001',
        captcha: '123456',
      }),
    ).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
    expect(
      await register({
        username: 'dup_mail',
        password: 'secret123',
        registerType: 'email',
        email: 'old@example.com',
        captcha: '123456',
      }),
    ).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
    expect(await users()).toHaveLength(1);
  });

  it('enforces the password rules', async () => {
    const captcha = await smsCode('13700000008');
    const body = { username: 'pwd_shop', registerType: 'mobile', mobile: '13700000008', captcha };
    expect(await register({ ...body, password: '12345' })).toMatchObject({
      code: 0,
      msg: 'password 至少 6 个字符',
    });
    expect(await register({ ...body, password: 'a'.repeat(33) })).toMatchObject({
      code: 0,
      msg: 'password 最多 32 个字符',
    });
    for (const bad of ['abc&defg', 'abc<defg', 'abc>defg', 'abc"defg', "abc'defg", 'abc\ndefg']) {
      expect(await register({ ...body, password: bad })).toMatchObject({
        code: 0,
        msg: `password 不能包含 & < > " ' 或换行`,
      });
    }
    expect(
      await t.post('/api/NewUser/register', { body: { ...body, password: 'abc&defg' }, lang: 'en' }),
    ).toMatchObject({ msg: `password must not contain & < > " ' or line breaks` });
    expect(await userRow('pwd_shop')).toBeUndefined();
    // Exactly 6 and exactly 32 are fine.
    expect((await register({ ...body, password: 'a'.repeat(32) })).code).toBe(1);
    expect(
      (await t.post('/api/NewUser/login', { body: { username: 'pwd_shop', password: 'a'.repeat(32) } })).code,
    ).toBe(1);
  });

  it('enforces the username rules', async () => {
    const captcha = await smsCode('13700000009');
    const body = { password: 'secret123', registerType: 'mobile', mobile: '13700000009', captcha };
    for (const bad of ['ab', '1abc', '_abc', 'ab-cd', 'ab cd', '店主名字', 'a'.repeat(17)]) {
      expect(await register({ ...body, username: bad })).toMatchObject({
        code: 0,
        msg: 'username 须以字母开头，3–16 位字母、数字或下划线',
      });
    }
    expect(await register({ ...body })).toMatchObject({ code: 0, msg: expect.stringContaining('username') });
    expect(await users()).toHaveLength(1);
    expect((await register({ ...body, username: 'a'.repeat(16) })).code).toBe(1);
  });

  it('needs the address of the chosen type and a 6-digit code', async () => {
    const base = { username: 'type_shop', password: 'secret123', captcha: '123456' };
    expect(await register({ ...base, registerType: 'mobile', email: 'x@example.com' })).toMatchObject({
      code: 0,
      msg: '请填写 mobile',
    });
    expect(await register({ ...base, registerType: 'email', mobile: '13700000010' })).toMatchObject({
      code: 0,
      msg: '请填写 email',
    });
    expect(await register({ ...base, registerType: 'wechat', mobile: '13700000010' })).toMatchObject({
      code: 0,
      msg: 'registerType 只能是 "mobile", "email"',
    });
    expect(
      await register({ ...base, registerType: 'mobile', mobile: '13700000010', captcha: '12345' }),
    ).toMatchObject({ code: 0, msg: 'captcha 应为 6 位数字验证码' });
    expect(
      await register({
        ...base,
        registerType: 'mobile',
        mobile: '13700000010',
        nickname: '名字实在是太长了啊啊',
      }),
    ).toMatchObject({ code: 0, msg: 'nickname 最多 8 个字符' });
    expect(await users()).toHaveLength(1);
  });

  it('refuses an unknown inviting shop', async () => {
    const captcha = await smsCode('13700000011');
    const body = {
      username: 'invited',
      password: 'secret123',
      registerType: 'mobile',
      mobile: '13700000011',
      captcha,
    };
    expect(await register({ ...body, inviter: 9999 })).toMatchObject({
      code: 0,
      msg: '邀请店铺 9999 不存在',
    });
    expect(await register({ ...body, inviter: -3 })).toMatchObject({
      code: 0,
      msg: expect.stringContaining('inviter'),
    });
    expect(await userRow('invited')).toBeUndefined();
    // The inviter may arrive as text from a form.
    expect((await register({ ...body, inviter: String(existingShopId) })).code).toBe(1);
    expect((await userRow('invited'))!.inviter_id).toBe(existingShopId);
  });
});
