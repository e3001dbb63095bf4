import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The local directory is the default; an S3-compatible store can implement the same
 * three calls. Keys are relative paths chosen by the server (never by the uploader).
 */
export interface Storage {
  /** Stores the bytes under a new random key in `folder`, e.g. `tickets/2026/11/3f…a1.jpg`. */
  put(folder: string, bytes: Uint8Array, ext: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The URL clients load the file from. */
  url(key: string): string;
  /** The key of a URL this storage handed out, or null when it isn't one. */
  keyOf(url: string): string | null;
}

const URL_PREFIX = '/uploads/';
const KEY = /^[a-z]+(\/\d{4}\/\d{2})?\/[0-9a-f]{32}\.[a-z]{3,4}$/;

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    async put(folder, bytes, ext) {
      const now = new Date();
      const key = `${folder}/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}/${crypto
        .randomBytes(16)
        .toString('hex')}.${ext}`;
      await fs.mkdir(path.dirname(fileOf(key)), { recursive: true });
      await fs.writeFile(fileOf(key), bytes, { flag: 'wx' });
      return key;
    },
    async remove(key) {
      if (KEY.test(key)) await fs.rm(fileOf(key), { force: true });
    },
    url: (key) => `${URL_PREFIX}${key}`,
    keyOf(url) {
      const pathname = url.replace(/^https?:\/\/[^/]+/, '');
      if (!pathname.startsWith(URL_PREFIX)) return null;
      const key = pathname.slice(URL_PREFIX.length);
      return KEY.test(key) ? key : null;
    },
  };
}
