import type { AppConfig } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The storage the configuration names: S3 when S3_BUCKET is set (its client is loaded only then), else the upload
 * directory. Fails with a one-line reason when the bucket can't be reached.
 */
export async function openStorage(config: Pick<AppConfig, 'uploadDir' | 's3'>): Promise<Storage> {
  if (!config.s3) return createLocalStorage(config.uploadDir);
  const { createS3Storage } = await import('./s3-storage.ts');
  return createS3Storage(config.s3);
}
