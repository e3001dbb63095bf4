import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { createS3Storage } from '../src/storage/s3-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { startS3 } from './helpers/s3.ts';

// The storage contract (src/storage/storage.ts), the same tests on both backends: the upload directory and an
// S3-compatible server (s3rver on loopback).

async function bytesOf(body: Readable): Promise<{ bytes: Buffer; chunks: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), chunks: chunks.length };
}

async function read(storage: Storage, key: string): Promise<Buffer | null> {
  const file = await storage.open(key);
  return file && (await bytesOf(file.body)).bytes;
}

async function sweepOf(storage: Storage, folder: string, before: number) {
  const found = [];
  for await (const batch of storage.writtenBefore(folder, before)) found.push(...batch);
  return found;
}

const later = () => Math.floor(Date.now() / 1000) + 60;

const backends: [string, () => Promise<{ storage: Storage; stop(): Promise<void> }>][] = [
  [
    'local directory',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-storage-'));
      return { storage: createLocalStorage(dir), stop: async () => fs.rmSync(dir, { recursive: true }) };
    },
  ],
  [
    'S3-compatible store',
    async () => {
      const s3 = await startS3();
      return { storage: await createS3Storage(s3.settings), stop: s3.stop };
    },
  ],
];

describe.each(backends)('storage on the %s', (_name, open) => {
  let storage: Storage;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, stop } = await open());
  });
  afterAll(() => stop());

  it('gives back what was put, under a key its URL leads back to', async () => {
    const bytes = crypto.randomBytes(3000);
    const key = await storage.put('chat', bytes, 'jpg');
    expect(key).toMatch(/^chat\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/);
    expect(await read(storage, key)).toEqual(bytes);
    expect(storage.keyOf(storage.url(key))).toBe(key);
    const file = await storage.open(key);
    expect(file).toMatchObject({ size: 3000, start: 0, end: 2999 });
    file!.body.destroy();
  });

  it('reads a range of a file', async () => {
    const bytes = crypto.randomBytes(5000);
    const key = await storage.put('certification', bytes, 'mp4');
    const part = await storage.open(key, { start: 100, end: 199 });
    expect(part).toMatchObject({ size: 5000, start: 100, end: 199 });
    expect((await bytesOf(part!.body)).bytes).toEqual(bytes.subarray(100, 200));
    const tail = await storage.open(key, { start: 4990 });
    expect((await bytesOf(tail!.body)).bytes).toEqual(bytes.subarray(4990));
  });

  it('answers null for a missing file and for anything that is not a key it makes', async () => {
    expect(await storage.open('chat/2026/01/0123456789abcdef0123456789abcdef.jpg')).toBeNull();
    expect(await storage.open('../etc/passwd')).toBeNull();
    expect(await storage.open('chat/2026/01/.secret.jpg')).toBeNull();
    expect(storage.keyOf('/uploads/../x')).toBeNull();
  });

  it('removes a file; removing it again is no error', async () => {
    const key = await storage.put('avatars', Buffer.from('avatar bytes'), 'jpg');
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    await storage.remove(key);
  });

  it('stages files that nobody can read until kept, and discards others without a trace', async () => {
    const photo = crypto.randomBytes(2000);
    const thumb = crypto.randomBytes(500);
    const kept = await storage.stage('tickets', [
      { bytes: photo, ext: 'jpg' },
      { bytes: thumb, ext: 'jpg', variant: 'thumb' },
    ]);
    expect(kept.keys[1]).toBe(kept.keys[0]!.replace(/\.jpg$/, '.thumb.jpg'));
    expect(await storage.open(kept.keys[0]!)).toBeNull();
    // Pending, a sweep sees it under its key.
    const pending = (await sweepOf(storage, 'tickets', later())).filter((f) => f.key === kept.keys[0]);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.pending).toMatch(/^\..+\.tmp-[0-9a-f]{16}$/);
    await kept.keep();
    expect(await read(storage, kept.keys[0]!)).toEqual(photo);
    expect(await read(storage, kept.keys[1]!)).toEqual(thumb);

    const dropped = await storage.stage('tickets', [{ bytes: photo, ext: 'jpg' }]);
    await dropped.discard();
    expect(await storage.open(dropped.keys[0]!)).toBeNull();
    const left = await sweepOf(storage, 'tickets', later());
    expect(left.filter((f) => f.key === dropped.keys[0])).toEqual([]);
    expect(left.filter((f) => f.pending !== null)).toEqual([]);
  });

  it('lets a sweep finish a pending write or drop it, and lists only what was written before its time', async () => {
    const a = await storage.stage('sweep', [{ bytes: Buffer.from('a'), ext: 'jpg' }]);
    const b = await storage.stage('sweep', [{ bytes: Buffer.from('b'), ext: 'jpg' }]);
    const stored = await storage.put('sweep', Buffer.from('c'), 'png');
    expect(await sweepOf(storage, 'sweep', Math.floor(Date.now() / 1000) - 3600)).toEqual([]);
    const found = await sweepOf(storage, 'sweep', later());
    expect(found.map((f) => f.key).sort()).toEqual([a.keys[0], b.keys[0], stored].sort());
    await storage.finish(found.find((f) => f.key === a.keys[0])!);
    await storage.drop(found.find((f) => f.key === b.keys[0])!);
    await storage.drop(found.find((f) => f.key === stored)!);
    expect((await read(storage, a.keys[0]!))?.toString()).toBe('a');
    expect(await storage.open(b.keys[0]!)).toBeNull();
    expect(await storage.open(stored)).toBeNull();
    expect((await sweepOf(storage, 'sweep', later())).map((f) => f.key)).toEqual([a.keys[0]]);
  });

  it('streams a large file in pieces, byte for byte', async () => {
    const large = crypto.randomBytes(24 * 1024 * 1024);
    const key = await storage.put('certification', large, 'mp4');
    const file = await storage.open(key);
    expect(file!.size).toBe(large.length);
    const { bytes, chunks } = await bytesOf(file!.body);
    // Read as a stream, not one buffer.
    expect(chunks).toBeGreaterThan(10);
    expect(crypto.createHash('sha256').update(bytes).digest('hex')).toBe(
      crypto.createHash('sha256').update(large).digest('hex'),
    );
  });
});
