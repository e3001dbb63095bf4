import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/config.ts';

/**
 * A local S3-compatible server (s3rver, from the dev dependencies) on a loopback port of its own, with one bucket,
 * for the tests of the S3 storage; stop() removes it and its files.
 */
export async function startS3(
  bucket = 'dzzs-test',
): Promise<{ settings: S3Settings; stop(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dzzs-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // s3rver's fixed development pair.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
