import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The local directory is the default; an S3-compatible store can implement the same calls
 * (a pending write is an object under a temporary name, kept by a copy). Keys are relative paths chosen by the
 * server (never by the uploader).
 */
export interface Storage {
  /**
   * Writes files under temporary names, nothing under their keys yet: the change that names them keeps them once it
   * has committed, or discards them. All files of one call share a random name: `tickets/2026/11/3f…a1.jpg` and,
   * with `variant: 'thumb'`, `tickets/2026/11/3f…a1.thumb.jpg`.
   */
  stage(folder: string, files: readonly FileToStore[]): Promise<StagedFiles>;
  /** Stores the bytes under a new random key in `folder` at once. */
  put(folder: string, bytes: Uint8Array, ext: string): Promise<string>;
  remove(key: string): Promise<void>;
  /** The URL clients load the file from. */
  url(key: string): string;
  /** The key of a URL this storage handed out, or null when it isn't one. */
  keyOf(url: string): string | null;
  /** Files in `folder` last written before `before` (unix seconds), a batch at a time, for a sweep. */
  writtenBefore(folder: string, before: number): AsyncIterable<StoredFile[]>;
  /** Moves a pending file a sweep found under its key (the change naming it committed, the move never happened). */
  finish(file: StoredFile): Promise<void>;
  /** Removes a file a sweep found, pending or stored. */
  drop(file: StoredFile): Promise<void>;
}

export interface FileToStore {
  bytes: Uint8Array;
  ext: string;
  /** Tells this file from the others of the same call (`thumb`); none for the main file. */
  variant?: string;
}

export interface StagedFiles {
  /** The files' keys, in the order given. */
  readonly keys: readonly string[];
  /** Moves the files under their keys. */
  keep(): Promise<void>;
  /** Removes the temporary files. */
  discard(): Promise<void>;
}

/** A file a sweep found: stored under `key`, or still under the temporary name (`pending`) of a write to `key`. */
export interface StoredFile {
  key: string;
  pending: string | null;
}

const URL_PREFIX = '/uploads/';
const KEY = /^[a-z]+(\/\d{4}\/\d{2})?\/[0-9a-f]{32}(\.[a-z]+)?\.[a-z][a-z0-9]{2,3}$/;
// `.<name>.tmp-<random>`: beside its key, so the move is atomic on one file system; a dotfile, so never served.
const PENDING = /^\.(.+)\.tmp-[0-9a-f]{16}$/;
const SWEEP_BATCH = 500;

/** Another instance may have moved or removed a file first: missing is no error here. */
const unlessMissing = (err: unknown) => {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw err;
};

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  const pendingOf = (key: string) =>
    path.join(
      path.dirname(fileOf(key)),
      `.${path.basename(key)}.tmp-${crypto.randomBytes(8).toString('hex')}`,
    );
  /** Where a sweep's file is on disk: its temporary name beside its key while pending. */
  const pathOf = (file: StoredFile) =>
    file.pending === null ? fileOf(file.key) : path.join(path.dirname(fileOf(file.key)), file.pending);

  async function stage(folder: string, files: readonly FileToStore[]): Promise<StagedFiles> {
    const now = new Date();
    const name = `${folder}/${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}/${crypto
      .randomBytes(16)
      .toString('hex')}`;
    const keys = files.map((f) => `${name}${f.variant ? `.${f.variant}` : ''}.${f.ext}`);
    const temps = keys.map(pendingOf);
    const discard = async () => {
      await Promise.all(temps.map((temp) => fs.rm(temp, { force: true })));
    };
    await fs.mkdir(path.dirname(fileOf(name)), { recursive: true });
    try {
      await Promise.all(files.map((f, i) => fs.writeFile(temps[i]!, f.bytes, { flag: 'wx' })));
    } catch (err) {
      await discard();
      throw err;
    }
    return {
      keys,
      async keep() {
        for (const [i, key] of keys.entries()) await fs.rename(temps[i]!, fileOf(key));
      },
      discard,
    };
  }

  async function* walk(dir: string): AsyncGenerator<string> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(unlessMissing);
    for (const entry of entries ?? []) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) yield full;
    }
  }

  /** The sweep's view of a file on disk; null for anything this storage did not write (left alone). */
  function found(file: string): StoredFile | null {
    const relative = path.relative(root, file).split(path.sep);
    const name = relative.at(-1) ?? '';
    const pending = PENDING.exec(name);
    const key = [...relative.slice(0, -1), pending ? pending[1] : name].join('/');
    return KEY.test(key) ? { key, pending: pending ? name : null } : null;
  }

  return {
    stage,
    async put(folder, bytes, ext) {
      const staged = await stage(folder, [{ bytes, ext }]);
      await staged.keep();
      return staged.keys[0]!;
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
    async *writtenBefore(folder, before) {
      let batch: StoredFile[] = [];
      for await (const file of walk(path.join(root, folder))) {
        const seen = found(file);
        if (!seen) continue;
        const stat = await fs.stat(file).catch(unlessMissing);
        if (!stat || stat.mtimeMs >= before * 1000) continue;
        batch.push(seen);
        if (batch.length === SWEEP_BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length) yield batch;
    },
    async finish(file) {
      if (file.pending === null) return;
      await fs.rename(pathOf(file), fileOf(file.key)).catch(unlessMissing);
    },
    async drop(file) {
      await fs.rm(pathOf(file), { force: true });
    },
  };
}
