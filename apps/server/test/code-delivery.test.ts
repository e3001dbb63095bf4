import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Codes leave through the configured providers, over real connections: an HTTP SMS gateway and an SMTP server,
// both local to the test.

let t: TestApp | undefined;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const close of closers.splice(0)) await close();
});

interface GatewayCall {
  authorization: string | undefined;
  body: { phone: string; text: string; code: string; event: string };
}

async function smsGateway(status: number) {
  const calls: GatewayCall[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      calls.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as GatewayCall['body'] });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, calls };
}

const codeRows = (address: string) =>
  t!.db.selectFrom('verification_codes').select('id').where('address', '=', address).execute();

describe('code delivery', () => {
  it('sends SMS codes through the HTTP gateway with its token', async () => {
    const gateway = await smsGateway(200);
    t = await createTestApp(
      {
        codeDelivery: {
          sms: { kind: 'http', url: gateway.url, token: 'gateway-secret' },
          email: { kind: 'outbox' },
        },
      },
      { configuredDelivery: true },
    );
    const res = await t.post('/api/Sms/PhoneSend', { body: { phone: '13700000031', event: 'register' } });
    expect(res).toMatchObject({ code: 1, msg: '验证码已发送' });
    expect(gateway.calls).toHaveLength(1);
    const call = gateway.calls[0]!;
    expect(call.authorization).toBe('Bearer gateway-secret');
    expect(call.body).toMatchObject({ phone: '13700000031', event: 'register' });
    expect(call.body.code).toMatch(/^\d{6}$/);
    expect(call.body.text).toContain(call.body.code);
  });

  it('a gateway that refuses is a failed delivery: the person is told and may ask again at once', async () => {
    const gateway = await smsGateway(503);
    t = await createTestApp(
      { codeDelivery: { sms: { kind: 'http', url: gateway.url, token: null }, email: { kind: 'outbox' } } },
      { configuredDelivery: true },
    );
    const send = () => t!.post('/api/Sms/PhoneSend', { body: { phone: '13700000032', event: 'register' } });
    expect(await send()).toMatchObject({ code: 0, msg: '验证码发送失败，请稍后再试' });
    expect(await codeRows('13700000032')).toHaveLength(0);
    expect(await send()).toMatchObject({ code: 0, msg: '验证码发送失败，请稍后再试' });
    expect(gateway.calls).toHaveLength(2);
    expect(gateway.calls[0]!.authorization).toBeUndefined();
  });

  it('mails e-mail codes through SMTP from SMTP_FROM', async () => {
    const mails: { from: string; to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          mails.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => smtp.close(() => resolve())));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp(
      {
        codeDelivery: {
          sms: { kind: 'outbox' },
          email: { kind: 'smtp', url: `smtp://127.0.0.1:${port}`, from: 'noreply@shop.example' },
        },
      },
      { configuredDelivery: true },
    );
    const res = await t.post('/api/Ems/send', { body: { email: 'owner@shop.example', event: 'register' } });
    expect(res).toMatchObject({ code: 1 });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ from: 'noreply@shop.example', to: ['owner@shop.example'] });
    expect(mails[0]!.data).toMatch(/Subject: =\?UTF-8\?/);
    const [headers = '', body = ''] = mails[0]!.data.split(/\r?\n\r?\n/);
    expect(headers).toContain('Content-Transfer-Encoding: base64');
    const text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    const [row] = await t.db
      .selectFrom('verification_codes')
      .select('code_hash')
      .where('address', '=', 'owner@shop.example')
      .execute();
    expect(row).toBeDefined();
    expect(text).toMatch(/^【店主助手】验证码 \d{6}，10 分钟内有效/);
  });
});
