import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publicityCommands } from '../src/modules/publicity/publicity.cli.ts';
import { issueToken } from '../src/modules/auth/token.service.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const URL = '/api/shopkeeper.mine.PublicityImg/setImg';
// The 8-byte PNG signature followed by an IHDR chunk's start: it looks like a PNG, and decodes as none.
const PNG_SIGNATURE = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
  'hex',
);

/** A tall tutorial screenshot as an editor saves it: with EXIF naming the tool and the author. */
const screenshot = (background: string) =>
  sharp({ create: { width: 540, height: 2400, channels: 3, background } })
    .withExif({ IFD0: { Software: 'SecretEditor', Artist: 'Platform staff' } })
    .png()
    .toBuffer();

let t: TestApp;
let shop: string;
let player: string;
let dir: string;
beforeEach(async () => {
  t = await createTestApp();
  const ids = await seedDemoAccounts(t.ctx);
  shop = (await t.login('demo_shop')).token;
  player = await issueToken(t.db, ids.playerIds[0]!, 'user', 3600);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-publicity-'));
});
afterEach(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const setImage = (file: string, type = '1') => publicityCommands['set-image'].run(t.ctx, { type, file });
const file = (name: string, bytes: Buffer) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, bytes);
  return at;
};

describe('the 推送设置 tutorial picture', () => {
  it('says the platform has not provided it until it is set, then answers where it loads from', async () => {
    const missing = await t.get(URL, { token: shop, query: { type: 1 } });
    expect(missing).toMatchObject({ code: 0, msg: '平台还没有提供这张图片，请稍后再试' });

    const original = await screenshot('#3a6ea5');
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('SecretEditor');
    expect(await setImage(file('tutorial.png', original))).toMatch(
      /^picture 1 is now \/uploads\/publicity\//,
    );
    const answer = await t.get<{ url: string }>(URL, { token: shop, query: { type: 1 } });
    expect(answer.code).toBe(1);
    const picture = await t.app.inject({ method: 'GET', url: answer.data.url });
    expect(picture.statusCode).toBe(200);
    // Written anew: the same pixels at the same size, no metadata.
    const stored = await sharp(picture.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 540, height: 2400 });
    expect(stored.exif).toBeUndefined();
    expect(picture.rawPayload.includes('SecretEditor')).toBe(false);

    // A new picture replaces the old one, whose file goes.
    await setImage(file('tutorial2.png', await screenshot('#a53a3a')));
    const next = await t.get<{ url: string }>(URL, { token: shop, query: { type: 1 } });
    expect(next.data.url).not.toBe(answer.data.url);
    expect((await t.app.inject({ method: 'GET', url: answer.data.url })).statusCode).toBe(404);
  });

  it('refuses what is not a picture, other types and players', async () => {
    await expect(setImage(file('notes.txt', Buffer.from('hello')))).rejects.toMatchObject({
      key: 'publicityNotImage',
    });
    // A PNG signature with script text behind it is not a picture.
    const disguised = Buffer.concat([PNG_SIGNATURE, Buffer.from('<script>alert(1)</script>')]);
    await expect(setImage(file('tutorial.png', disguised))).rejects.toMatchObject({
      key: 'publicityNotImage',
    });
    await expect(setImage(file('tutorial.png', await screenshot('#fff')), '2')).rejects.toThrow(
      /--type must be one of 1/,
    );
    const wrongType = await t.get(URL, { token: shop, query: { type: 2 }, lang: 'en' });
    expect(wrongType.code).toBe(0);
    expect(wrongType.msg).toMatch(/type/);
    expect((await t.get(URL, { token: player, query: { type: 1 } })).code).toBe(401);
    expect(
      await t.db.selectFrom('settings').selectAll().where('key', 'like', 'publicity%').execute(),
    ).toEqual([]);
  });
});
