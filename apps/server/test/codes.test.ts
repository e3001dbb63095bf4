import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShop } from '../src/modules/account/sign-up.service.ts';
import { createOutboxSender } from '../src/modules/codes/outbox-sender.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await createShop(t.ctx, {
    username: 'bound_shop',
    password: 'secret123',
    nickname: '已绑定',
    mobile: '13900000001',
    email: 'bound@example.com',
  });
});
afterEach(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
const codeRows = (address: string) =>
  t.db.selectFrom('verification_codes').selectAll().where('address', '=', address).orderBy('id').execute();
const sms = (phone: string, event = 'register', lang?: 'en') =>
  t.post<string>('/api/Sms/PhoneSend', { body: { phone, event }, lang });
const ems = (email: string, event = 'register') =>
  t.post<string>('/api/Ems/send', { body: { email, event } });
/** Uses a resetpwd code through the API (the simplest consumer of a code). */
const reset = (mobile: string, captcha: string, password = 'newpass123') =>
  t.post<string>('/api/NewUser/forgetPassword', {
    body: { registerType: 'mobile', mobile, captcha, password },
  });

describe('sending codes', () => {
  it('delivers a 6-digit SMS code and stores only its hash, valid 10 minutes', async () => {
    const res = await sms('13700000001');
    expect(res).toMatchObject({ code: 1, msg: '验证码已发送', data: '验证码已发送' });
    expect(t.outbox).toHaveLength(1);
    const sent = t.outbox[0]!;
    expect(sent).toMatchObject({ channel: 'sms', address: '13700000001', event: 'register' });
    expect(sent.code).toMatch(/^\d{6}$/);
    const rows = await codeRows('13700000001');
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ channel: 'sms', event: 'register', attempts: 0, used_time: null });
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // The plain code is nowhere in the row.
    expect(JSON.stringify(row)).not.toContain(sent.code);
    expect(row.expire_time - row.create_time).toBe(600);
    expect(Math.abs(row.create_time - now())).toBeLessThanOrEqual(2);
  });

  it('delivers an e-mail code through the same outbox', async () => {
    const res = await ems('new@example.com');
    expect(res.code).toBe(1);
    expect(t.outbox.at(-1)).toMatchObject({
      channel: 'email',
      address: 'new@example.com',
      event: 'register',
    });
    const rows = await codeRows('new@example.com');
    expect(rows.map((r) => r.channel)).toEqual(['email']);
  });

  it('answers in English when asked', async () => {
    expect((await sms('13700000002', 'register', 'en')).msg).toBe('Code sent');
  });

  it('sends at most one code per 60 seconds per address, naming the wait', async () => {
    expect((await sms('13700000003')).code).toBe(1);
    const again = await sms('13700000003', 'changephone');
    expect(again.code).toBe(0);
    expect(again.msg).toMatch(/^发送过于频繁，请 (59|60) 秒后再试$/);
    expect(t.outbox).toHaveLength(1);
    expect(await codeRows('13700000003')).toHaveLength(1);
    // Another address is not held up.
    expect((await sms('13700000004')).code).toBe(1);
    // Once the minute has passed the address may ask again.
    await t.db
      .updateTable('verification_codes')
      .set((eb) => ({ create_time: eb('create_time', '-', 61) }))
      .where('address', '=', '13700000003')
      .execute();
    expect((await sms('13700000003')).code).toBe(1);
    expect(await codeRows('13700000003')).toHaveLength(2);
  });

  it('sends at most 10 codes a day per address', async () => {
    const address = '13700000005';
    const old = now() - 3600;
    const fake = (create: number) => ({
      channel: 'sms' as const,
      address,
      event: 'register',
      code_hash: '0'.repeat(64),
      attempts: 0,
      create_time: create,
      expire_time: create + 600,
    });
    // Nine today and several from yesterday: the tenth of today is still allowed.
    await t.db
      .insertInto('verification_codes')
      .values([
        ...Array.from({ length: 9 }, (_, i) => fake(old - i * 120)),
        fake(now() - 90_000),
        fake(now() - 100_000),
      ])
      .execute();
    expect((await sms(address)).code).toBe(1);
    await t.db
      .updateTable('verification_codes')
      .set({ create_time: old })
      .where('address', '=', address)
      .where('create_time', '>', old)
      .execute();
    const eleventh = await sms(address);
    expect(eleventh).toMatchObject({ code: 0, msg: '该号码今日获取验证码次数已达上限' });
    expect(t.outbox).toHaveLength(1);
  });

  it('answers alike whether or not an address is bound; register and changephone codes go only to free ones', async () => {
    const sent = { code: 1, msg: '验证码已发送' };
    expect(await sms('13900000001', 'register')).toMatchObject(sent);
    expect(await sms('13700000009', 'register')).toMatchObject(sent);
    expect(await ems('bound@example.com')).toMatchObject(sent);
    expect(t.outbox.map((m) => m.address)).toEqual(['13700000009']);
    // The limits hold for a bound address as for any other, so they tell nothing either.
    expect(await sms('13900000001', 'changephone')).toMatchObject({
      code: 0,
      msg: expect.stringContaining('秒后'),
    });
    expect(await codeRows('13900000001')).toHaveLength(1);
  });

  it('answers resetpwd alike for unknown and known addresses, and sends only to known ones', async () => {
    expect(await sms('13700000006', 'resetpwd')).toMatchObject({ code: 1, msg: '验证码已发送' });
    expect(await ems('nobody@example.com', 'resetpwd')).toMatchObject({ code: 1, msg: '验证码已发送' });
    expect(t.outbox).toHaveLength(0);
    expect((await sms('13900000001', 'resetpwd')).code).toBe(1);
    expect((await ems('bound@example.com', 'resetpwd')).code).toBe(1);
    expect(t.outbox.map((m) => m.address)).toEqual(['13900000001', 'bound@example.com']);
  });

  it('names the bad field and writes nothing', async () => {
    expect(await sms('1380000000')).toMatchObject({ code: 0, msg: 'phone 应为 11 位手机号' });
    expect(await sms('23800000000')).toMatchObject({ code: 0, msg: 'phone 应为 11 位手机号' });
    expect(await sms('13700000007', 'login')).toMatchObject({
      code: 0,
      msg: 'event 只能是 "register", "resetpwd", "changephone"',
    });
    expect(await ems('not-an-email')).toMatchObject({ code: 0, msg: 'email 应为有效的邮箱地址' });
    expect(await t.post('/api/Ems/send', { body: { email: 'a@example.com' } })).toMatchObject({
      code: 0,
      msg: expect.stringContaining('event'),
    });
    expect(
      await t.post('/api/Sms/PhoneSend', { body: { mobile: '13700000007', event: 'register' } }),
    ).toMatchObject({ code: 0, msg: '请填写 phone' });
    expect(
      await t.post('/api/Sms/PhoneSend', { body: { phone: '13700000007', event: 'register', extra: 1 } }),
    ).toMatchObject({ code: 0, msg: '不支持的参数 extra' });
    expect(t.outbox).toHaveLength(0);
    expect(await t.db.selectFrom('verification_codes').selectAll().execute()).toHaveLength(0);
  });
});

it('forgets a code it could not deliver, so the person may ask again at once', async () => {
  const failing = await createTestApp();
  try {
    failing.ctx.codeSender = { send: async () => Promise.reject(new Error('provider down')) };
    const res = await failing.post('/api/Sms/PhoneSend', {
      body: { phone: '13700000009', event: 'register' },
    });
    expect(res).toMatchObject({ code: 0, msg: '验证码发送失败，请稍后再试' });
    expect(await failing.db.selectFrom('verification_codes').selectAll().execute()).toEqual([]);
    failing.ctx.codeSender = { send: async () => {} };
    expect(
      (await failing.post('/api/Sms/PhoneSend', { body: { phone: '13700000009', event: 'register' } })).code,
    ).toBe(1);
  } finally {
    await failing.close();
  }
});

describe('using codes', () => {
  it('is single use', async () => {
    await sms('13900000001', 'resetpwd');
    const code = t.outbox[0]!.code;
    expect((await reset('13900000001', code)).code).toBe(1);
    expect((await codeRows('13900000001'))[0]!.used_time).not.toBeNull();
    expect(await reset('13900000001', code, 'another123')).toMatchObject({
      code: 0,
      msg: '验证码错误或已过期',
    });
    expect(
      (await t.post('/api/NewUser/login', { body: { username: 'bound_shop', password: 'newpass123' } })).code,
    ).toBe(1);
  });

  it('is valid for 10 minutes', async () => {
    await sms('13900000001', 'resetpwd');
    const code = t.outbox[0]!.code;
    const age = async (seconds: number) =>
      t.db
        .updateTable('verification_codes')
        .set({ create_time: now() - seconds, expire_time: now() - seconds + 600 })
        .where('address', '=', '13900000001')
        .execute();
    await age(601);
    expect(await reset('13900000001', code)).toMatchObject({ code: 0, msg: '验证码错误或已过期' });
    await age(590);
    expect((await reset('13900000001', code)).code).toBe(1);
  });

  it('belongs to its address and event', async () => {
    await createShop(t.ctx, {
      username: 'other_shop',
      password: 'secret123',
      nickname: '另一家',
      mobile: '13900000002',
    });
    await sms('13900000001', 'resetpwd');
    const code = t.outbox[0]!.code;
    expect(await reset('13900000002', code)).toMatchObject({ code: 0, msg: '验证码错误或已过期' });
    await sms('13700000008', 'register');
    const registerCode = t.outbox[1]!.code;
    // A register code for an address cannot reset anything, and the resetpwd code still works for its own address.
    expect((await reset('13900000001', registerCode === code ? '000000' : registerCode)).code).toBe(0);
    expect((await reset('13900000001', code)).code).toBe(1);
  });

  it('dies after 5 wrong guesses', async () => {
    await sms('13900000001', 'resetpwd');
    const code = t.outbox[0]!.code;
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      expect(await reset('13900000001', wrong)).toMatchObject({ code: 0, msg: '验证码错误或已过期' });
    expect((await codeRows('13900000001'))[0]!.attempts).toBe(5);
    expect(await reset('13900000001', code)).toMatchObject({ code: 0, msg: '验证码错误或已过期' });
    expect(
      (await t.post('/api/NewUser/login', { body: { username: 'bound_shop', password: 'secret123' } })).code,
    ).toBe(1);
  });
});

describe('development provider', () => {
  it('appends each code to data/outbox.jsonl and never logs a code at info level', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-outbox-')), 'data');
    const logged: string[] = [];
    const log = {
      info: (obj: unknown, msg: string) => void logged.push(JSON.stringify(obj) + msg),
      debug: () => undefined,
    } as unknown as FastifyBaseLogger;
    try {
      const sender = createOutboxSender(dir, log);
      await sender.send({ channel: 'sms', address: '13700000009', event: 'register', code: '123456' });
      await sender.send({ channel: 'email', address: 'x@example.com', event: 'resetpwd', code: '654321' });
      const lines = fs.readFileSync(path.join(dir, 'outbox.jsonl'), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(2);
      const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(first).toMatchObject({
        channel: 'sms',
        address: '13700000009',
        event: 'register',
        code: '123456',
      });
      expect(second).toMatchObject({
        channel: 'email',
        address: 'x@example.com',
        event: 'resetpwd',
        code: '654321',
      });
      expect(Math.abs(Number(first!.time) - now())).toBeLessThanOrEqual(2);
      expect(logged).toHaveLength(2);
      expect(logged.filter((m) => m.includes('123456') || m.includes('654321'))).toEqual([]);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
