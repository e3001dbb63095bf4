import type { Readable } from 'node:stream';
import type { S3ServiceException } from '@aws-sdk/client-s3';
import { ConfigError, type S3Settings } from '../config.ts';
import {
  KEY,
  keysOf,
  newName,
  storedPathOf,
  sweepViewOf,
  stageFiles,
  SWEEP_BATCH,
  uploadUrls,
  type FileToStore,
  type Storage,
  type StoredFile,
} from './storage.ts';

// Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, OSS/COS in their S3 mode), shared by every instance of a
// platform. Objects keep the local layout: a pending write is an object under a dotted temporary name beside its key,
// kept by a copy and a delete. The bucket stays private: /uploads streams objects through the server
// (http/uploads.ts), so the URLs saved in rows never expire (docs/operations.md, "Uploads").

const notFound = (err: unknown) => {
  const e = err as Partial<S3ServiceException>;
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** The bucket can't be used: the server does not start (a configuration error, one line). */
export class StorageUnavailable extends ConfigError {}

export async function createS3Storage(settings: S3Settings): Promise<Storage> {
  // Loaded only when configured (an import of it costs a start about 0.4 s of CPU).
  const {
    CopyObjectCommand,
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const where = `bucket "${Bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (err) {
    const status = (err as S3ServiceException).$metadata?.httpStatusCode;
    const why =
      status === 404
        ? 'does not exist (create it first)'
        : status === 403 || status === 401
          ? 'refused S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY'
          : `is unreachable (${(err as Error).message})`;
    throw new StorageUnavailable(`S3 storage: ${where} ${why}`);
  }

  const write = (Key: string, bytes: Uint8Array) =>
    client.send(new PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.length }));
  const remove = async (Key: string) => {
    // Deleting a missing object succeeds in S3: another instance may have removed it first.
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };
  /** Copy, then delete: S3 has no rename. Missing source: another instance moved it first. */
  const move = async (from: string, to: string) => {
    try {
      await client.send(
        new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${encodeURI(from)}` }),
      );
    } catch (err) {
      if (notFound(err)) return;
      throw err;
    }
    await remove(from);
  };

  const stage = (folder: string, files: readonly FileToStore[]) =>
    stageFiles(folder, files, {
      write,
      move,
      remove,
      onCleanupError: () => {},
    });

  return {
    stage,
    async put(folder, bytes, ext) {
      // No reader can know the key before it is returned: written under it at once.
      const [key] = keysOf(newName(folder), [{ bytes, ext }]);
      await write(key!, bytes);
      return key!;
    },
    async open(key, range) {
      if (!KEY.test(key)) return null;
      try {
        const got = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end ?? ''}` } : {}),
          }),
        );
        const length = got.ContentLength ?? 0;
        // `bytes a-b/size` when a range was asked for.
        const total = /\/(\d+)$/.exec(got.ContentRange ?? '');
        const size = total ? Number(total[1]) : length;
        const start = range?.start ?? 0;
        return { body: got.Body as Readable, size, start, end: start + length - 1 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      if (KEY.test(key)) await remove(key);
    },
    ...uploadUrls,
    async *writtenBefore(folder, before) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: `${folder}/`, MaxKeys: SWEEP_BATCH, ContinuationToken }),
        );
        const batch: StoredFile[] = [];
        for (const object of page.Contents ?? []) {
          const seen = object.Key ? sweepViewOf(object.Key) : null;
          if (seen && object.LastModified && object.LastModified.getTime() < before * 1000) batch.push(seen);
        }
        if (batch.length) yield batch;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async finish(file) {
      if (file.pending !== null) await move(storedPathOf(file), file.key);
    },
    async drop(file) {
      await remove(storedPathOf(file));
    },
  };
}
