import fs from 'node:fs';
import { OrderState, ordersApi } from '@dzzs/shared';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createS3Storage } from '../src/storage/s3-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { orderIn, orderWorld, type OrderWorld } from './helpers/orders.ts';
import { startS3 } from './helpers/s3.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { uploadPhoto } from './helpers/uploads.ts';

// Uploads kept in an S3-compatible store (several instances share it; docs/operations.md, "Uploads"): a ticket photo
// goes through the same staging as on disk, is served at the same /uploads URL with the same headers, streamed from
// the bucket; nothing lands in the upload directory. Configuration mistakes are named at start.

let s3: Awaited<ReturnType<typeof startS3>>;
let bucket: Storage;
beforeAll(async () => {
  s3 = await startS3();
  bucket = await createS3Storage(s3.settings);
});
afterAll(() => s3.stop());

let t: TestApp;
let w: OrderWorld;
beforeEach(async () => {
  t = await createTestApp({ s3: s3.settings });
  await seedDemoAccounts(t.ctx);
  w = await orderWorld(t);
});
afterEach(() => t.close());

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('uploads in S3', () => {
  it('a ticket photo is stored in the bucket and served at its /uploads URL, whole or by range', async () => {
    const id = await orderIn(t, w, OrderState.awaitingTicket);
    const up = await uploadPhoto(t, w.shop, id, await jpeg());
    expect(up.code, up.msg).toBe(1);
    const url = up.data!.file[0]!;
    expect(url).toMatch(/^\/uploads\/tickets\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);

    const key = url.slice('/uploads/'.length);
    const stored = await bucket.open(key);
    expect(stored, 'the photo is in the bucket').not.toBeNull();
    stored!.body.destroy();
    const thumb = await bucket.open(key.replace(/\.jpg$/, '.thumb.jpg'));
    expect(thumb, 'its thumbnail too').not.toBeNull();
    thumb!.body.destroy();
    expect(fs.existsSync(t.config.uploadDir) ? fs.readdirSync(t.config.uploadDir) : []).toEqual([]);

    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'accept-ranges': 'bytes',
    });
    const photo = res.rawPayload;
    expect(photo.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(Number(res.headers['content-length'])).toBe(photo.length);

    const part = await get(url, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${photo.length}`);
    expect(part.rawPayload).toEqual(photo.subarray(10, 20));
    expect((await get(url, { range: `bytes=${photo.length + 10}-` })).statusCode).toBe(416);

    // The order's detail names the same URL (what the shop app shows).
    const detail = await t.get<{ images: string[] }>(ordersApi.detail.path, {
      token: w.shop,
      query: { order_id: id },
    });
    expect(JSON.stringify(detail.data)).toContain(url);
  });

  it('answers 404 for a missing file, a pending write and anything that is not a key', async () => {
    const staged = await bucket.stage('tickets', [{ bytes: await jpeg(), ext: 'jpg' }]);
    const [pending] = await (async () => {
      for await (const batch of bucket.writtenBefore('tickets', Math.floor(Date.now() / 1000) + 60))
        return batch.filter((f) => f.key === staged.keys[0]);
      return [];
    })();
    const pendingPath = `/uploads/${staged.keys[0]!.replace(/[^/]+$/, pending!.pending!)}`;
    for (const url of [
      `/uploads/${staged.keys[0]}`,
      pendingPath,
      '/uploads/tickets/2026/01/0123456789abcdef0123456789abcdef.jpg',
      '/uploads/../../etc/passwd',
      '/uploads/%2e%2e/x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
    await staged.discard();
  });
});

describe('S3 configuration', () => {
  const env = { SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox' };
  it('names each bad setting at start', () => {
    expect(() => loadConfig({ ...env, S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /S3_BUCKET: must be a bucket name \(3–63 lower-case letters, digits, \. and -\)/,
    );
    expect(() => loadConfig({ ...env, S3_BUCKET: 'shop-files', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be the http\(s\) address of the S3-compatible store/,
    );
    expect(() => loadConfig({ ...env, S3_BUCKET: 'shop-files', S3_ACCESS_KEY_ID: 'AKIA123' })).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: is set but S3_BUCKET is not/,
    );
    expect(() => loadConfig({ ...env, S3_BUCKET: 'shop-files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(loadConfig({ ...env }).s3).toBeNull();
    expect(
      loadConfig({
        ...env,
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: '1',
      }).s3,
    ).toEqual({
      bucket: 'shop-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
  });

  it('refuses to start on a bucket that is not there, saying so', async () => {
    await expect(createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' })).rejects.toThrow(
      /^S3 storage: bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist \(create it first\)$/,
    );
    await expect(createS3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' })).rejects.toThrow(
      /^S3 storage: bucket "dzzs-test" at http:\/\/127\.0\.0\.1:9 is unreachable/,
    );
  });
});
