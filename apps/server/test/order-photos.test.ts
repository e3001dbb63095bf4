import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { OrderState } from '@dzzs/shared';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Scheduler } from '../src/jobs/scheduler.ts';
import { MODULES } from '../src/modules/index.ts';
import { seedDemoAccounts } from '../src/seed/demo.ts';
import { orderIn, orderRow, orderWorld, type OrderWorld } from './helpers/orders.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { uploadPhoto } from './helpers/uploads.ts';

// Ticket photos are decoded and written anew (no metadata, upright, bounded), with a thumbnail; what does not decode
// is refused; nothing is left on disk by a refused or rolled-back upload, and the hourly sweep removes what a crash
// left (docs/orders.md, "Ticket photos").

let t: TestApp;
let w: OrderWorld;
let id: string;
beforeEach(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.ctx);
  w = await orderWorld(t);
  id = await orderIn(t, w, OrderState.awaitingTicket);
});
afterEach(() => t.close());

const upload = (bytes: Uint8Array, lang?: 'zh-cn' | 'en') => uploadPhoto(t, w.shop, id, bytes, { lang });

/** A JPEG as a phone writes it: EXIF with the phone model and the GPS position, and an orientation. */
const phoneJpeg = (width: number, height: number, orientation = 1) =>
  sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'SecretPhone X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 14/1 2/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 28/1 3/1',
      },
    })
    .toBuffer();

/** Every file under the upload directory (temporary ones too), relative to it. */
const filesOnDisk = () =>
  fs.existsSync(t.config.uploadDir)
    ? (fs.readdirSync(t.config.uploadDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((e) => e.isFile())
        .map((e) => path.relative(t.config.uploadDir, path.join(e.parentPath, e.name)))
        .sort()
    : [];

const imageRows = async () =>
  t.db
    .selectFrom('order_images')
    .select(['path', 'thumb_path'])
    .where('order_pk', '=', (await orderRow(t, id)).id)
    .orderBy('id')
    .execute();

/** A photo row written as before thumbnails existed, or by an upload that crashed before moving its files. */
const insertImageRow = async (key: string) =>
  t.db
    .insertInto('order_images')
    .values({
      order_pk: (await orderRow(t, id)).id,
      path: key,
      uploader_id: w.shopId,
      create_time: Math.floor(Date.now() / 1000),
    })
    .execute();

const served = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  return res.rawPayload;
};

const detail = async () =>
  (
    await t.get<{ ReturnImages: string[]; ReturnThumbs: string[] }>('/api/shopkeeper.Order/detail', {
      token: w.shop,
      query: { order_id: id },
    })
  ).data;

describe('an uploaded ticket photo', () => {
  it('is stored as a new JPEG without EXIF, GPS, XMP, ICC or comments, with a thumbnail beside it', async () => {
    const original = await phoneJpeg(1200, 800);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('SecretPhone');

    const r = await upload(original);
    expect(r.code).toBe(1);
    const [url] = r.data!.file;
    const stored = await served(url!);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    expect(stored.includes('SecretPhone')).toBe(false);
    expect(stored.includes('PhoneMaker')).toBe(false);

    const [row] = await imageRows();
    expect(row!.thumb_path).toBe(row!.path.replace(/\.jpg$/, '.thumb.jpg'));
    expect(url).toBe(`/uploads/${row!.path}`);
    expect(await detail()).toEqual(
      expect.objectContaining({ ReturnImages: [url], ReturnThumbs: [`/uploads/${row!.thumb_path}`] }),
    );
    const thumb = await sharp(await served(`/uploads/${row!.thumb_path}`)).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 360, height: 240 });
    expect(thumb.exif).toBeUndefined();
    expect(filesOnDisk()).toEqual([row!.path, row!.thumb_path].sort());
  });

  it('taken sideways (EXIF orientation 6) is stored upright', async () => {
    const r = await upload(await phoneJpeg(1200, 800, 6));
    expect(r.code).toBe(1);
    const meta = await sharp(await served(r.data!.file[0]!)).metadata();
    expect(meta).toMatchObject({ width: 800, height: 1200 });
    expect(meta.orientation).toBeUndefined();
  });

  it('above 2560 px is scaled down to 2560 on its long edge, and its thumbnail is small', async () => {
    // A transparent PNG: JPEG has no transparency, so it is laid on white.
    const png = await sharp({ create: { width: 6000, height: 4000, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const r = await upload(png);
    expect(r.code).toBe(1);
    const stored = sharp(await served(r.data!.file[0]!));
    expect(await stored.metadata()).toMatchObject({ format: 'jpeg', width: 2560, height: 1707 });
    expect((await stored.stats()).channels.map((c) => Math.round(c.mean))).toEqual([255, 255, 255]);
    const { ReturnThumbs } = await detail();
    const thumb = await served(ReturnThumbs[0]!);
    expect(await sharp(thumb).metadata()).toMatchObject({ width: 360, height: 240 });
    expect(thumb.length).toBeLessThan(30_000);
  });

  it('as an animated GIF keeps its first frame', async () => {
    const [w0, h0] = [20, 10];
    const frames = Buffer.alloc(w0 * h0 * 2 * 3);
    // Frame 1 red, frame 2 blue.
    for (let i = 0; i < frames.length; i += 3) frames[i < w0 * h0 * 3 ? i : i + 2] = 255;
    const gif = await sharp(frames, { raw: { width: w0, height: h0 * 2, channels: 3, pageHeight: h0 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { pages: -1 }).metadata()).pages).toBe(2);
    const r = await upload(gif);
    expect(r.code).toBe(1);
    const { data, info } = await sharp(await served(r.data!.file[0]!))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: w0, height: h0 });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(50);
  });
});

describe('a photo stored before thumbnails existed', () => {
  it('is its own thumbnail', async () => {
    const key = `tickets/2026/10/${'b'.repeat(32)}.png`;
    await insertImageRow(key);
    expect(await detail()).toEqual(
      expect.objectContaining({ ReturnImages: [`/uploads/${key}`], ReturnThumbs: [`/uploads/${key}`] }),
    );
  });
});

describe('what is refused leaves nothing behind', () => {
  const jpeg = () => phoneJpeg(400, 300);
  const refusals: [string, () => Promise<Uint8Array>, RegExp][] = [
    [
      'a PNG signature followed by script',
      async () =>
        Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<script>alert(1)</script>')]),
      /file must be a JPG, PNG, WebP or GIF image/,
    ],
    [
      'a truncated JPEG',
      async () => {
        // Noise, so that the cut falls in the middle of the picture data, past every header.
        const noise = crypto.randomBytes(400 * 300 * 3);
        const whole = await sharp(noise, { raw: { width: 400, height: 300, channels: 3 } })
          .jpeg()
          .toBuffer();
        return whole.subarray(0, Math.floor(whole.length * 0.6));
      },
      /file must be a JPG, PNG, WebP or GIF image/,
    ],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      /file must be a JPG, PNG, WebP or GIF image/,
    ],
    ['zero bytes', async () => Buffer.alloc(0), /file must be a JPG, PNG, WebP or GIF image/],
    [
      'a picture of more than 40 megapixels (a decompression bomb)',
      () =>
        sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#000000' } })
          .png()
          .toBuffer(),
      /file must have at most 40 megapixels/,
    ],
    [
      'a file over 10 MB',
      async () => Buffer.concat([await jpeg(), crypto.randomBytes(10 * 1024 * 1024)]),
      /file must be at most 10 MB/,
    ],
  ];

  it.each(refusals)('%s is refused, naming file', async (_name, bytes, message) => {
    const r = await upload(await bytes(), 'en');
    expect(r).toMatchObject({ code: 0, msg: expect.stringMatching(message) });
    expect(await imageRows()).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });

  it('a photo the order refuses (the 4th) leaves no file, temporary or stored', async () => {
    const photo = await jpeg();
    for (let i = 1; i <= 3; i++) expect((await upload(photo)).data?.file).toHaveLength(i);
    const kept = filesOnDisk();
    expect(kept).toHaveLength(6);
    const fourth = await upload(photo, 'en');
    expect(fourth).toMatchObject({ code: 0, msg: expect.stringContaining('3') });
    expect(await imageRows()).toHaveLength(3);
    expect(filesOnDisk()).toEqual(kept);
  });

  it('a photo of an order in a state without photos leaves no file', async () => {
    id = await orderIn(t, w, OrderState.awaitingAcceptance);
    expect((await upload(await jpeg())).code).toBe(0);
    expect(filesOnDisk()).toEqual([]);
  });

  it('a deleted photo takes its thumbnail with it', async () => {
    const r = await upload(await jpeg());
    const del = await t.post<{ data: string[] }>('/api/shopkeeper.Order/SetOrderTicketImg', {
      token: w.shop,
      body: { order_id: id, imgUrl: r.data!.file[0]! },
    });
    expect(del.code).toBe(1);
    expect(await imageRows()).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });
});

describe('the stray-file sweep (job photo-files)', () => {
  const jobs = MODULES.flatMap((m) => m.jobs ?? []);
  const sweep = () => new Scheduler(t.ctx, jobs).tick(jobs.find((j) => j.name === 'photo-files')!);
  const hex = (bytes: number) => crypto.randomBytes(bytes).toString('hex');
  const TWO_HOURS_AGO = new Date(Date.now() - 2 * 3600_000);
  const write = (relative: string, old: boolean) => {
    const file = path.join(t.config.uploadDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    if (old) fs.utimesSync(file, TWO_HOURS_AGO, TWO_HOURS_AGO);
    return relative;
  };

  it('removes old orphans and old temporary files, keeps fresh and referenced ones, and finishes a committed move', async () => {
    const r = await upload(await phoneJpeg(400, 300));
    await upload(await phoneJpeg(400, 300));
    const [referenced, thumbOnlyOld] = await imageRows();
    // Both files of one photo are old; of the other only the thumbnail, so it is found by its own key.
    for (const key of [referenced!.path, referenced!.thumb_path!, thumbOnlyOld!.thumb_path!])
      fs.utimesSync(path.join(t.config.uploadDir, key), TWO_HOURS_AGO, TWO_HOURS_AGO);

    const oldOrphan = write(`tickets/2026/10/${hex(16)}.jpg`, true);
    const oldOrphanThumb = write(`tickets/2026/10/${hex(16)}.thumb.jpg`, true);
    const oldTemp = write(`tickets/2026/10/.${hex(16)}.jpg.tmp-${hex(8)}`, true);
    const freshOrphan = write(`tickets/2026/11/${hex(16)}.jpg`, false);
    const freshTemp = write(`tickets/2026/11/.${hex(16)}.jpg.tmp-${hex(8)}`, false);
    const notOurs = write('tickets/README', true);
    const otherFolder = write(`publicity/2026/10/${hex(16)}.png`, true);
    // A crash after the row committed and before the move: the row names the key, the file is still temporary.
    const unmoved = `tickets/2026/10/${hex(16)}.jpg`;
    const unmovedTemp = write(`tickets/2026/10/.${path.basename(unmoved)}.tmp-${hex(8)}`, true);
    await insertImageRow(unmoved);

    await sweep();

    const left = filesOnDisk();
    for (const gone of [oldOrphan, oldOrphanThumb, oldTemp, unmovedTemp]) expect(left).not.toContain(gone);
    for (const kept of [
      referenced!.path,
      referenced!.thumb_path!,
      thumbOnlyOld!.path,
      thumbOnlyOld!.thumb_path!,
      freshOrphan,
      freshTemp,
      notOurs,
      otherFolder,
      unmoved,
    ])
      expect(left).toContain(kept);
    expect(left).toHaveLength(9);
    expect((await t.app.inject({ method: 'GET', url: r.data!.file[0]! })).statusCode).toBe(200);
    // A second sweep (or another instance's) finds nothing more to do.
    await sweep();
    expect(filesOnDisk()).toEqual(left);
  });

  it('a file being written is served under no URL until it is kept', async () => {
    const staged = await t.ctx.storage.stage('tickets', [{ bytes: await phoneJpeg(40, 30), ext: 'jpg' }]);
    const [pending] = filesOnDisk();
    expect(pending).toMatch(/\.tmp-[0-9a-f]{16}$/);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${pending!}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${staged.keys[0]!}` })).statusCode).toBe(404);
    await staged.keep();
    expect(filesOnDisk()).toEqual([staged.keys[0]]);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${staged.keys[0]!}` })).statusCode).toBe(200);
  });
});
