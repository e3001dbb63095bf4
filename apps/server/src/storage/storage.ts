import crypto from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: the local directory (the embedded default, local-storage.ts) or an S3-compatible
 * store shared by several instances (s3-storage.ts); docs/operations.md, "Uploads". Keys are relative paths chosen
 * by the server (never by the uploader).
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
  /** A stored file as a stream (the bytes from `range.start` to `range.end` inclusive when given); null when missing. */
  open(key: string, range?: ByteRange): Promise<OpenedFile | null>;
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

export interface ByteRange {
  start: number;
  /** Inclusive; to the end of the file when absent. */
  end?: number;
}

export interface OpenedFile {
  body: Readable;
  /** The whole file's size in bytes. */
  size: number;
  /** The bytes `body` carries (all of them when no range was asked for). */
  start: number;
  end: number;
}

const URL_PREFIX = '/uploads/';
/** Every key this server makes; a URL or a listed name that isn't one is left alone. */
export const KEY = /^[a-z]+(\/\d{4}\/\d{2})?\/[0-9a-f]{32}(\.[a-z]+)?\.[a-z][a-z0-9]{2,3}$/;
// `.<name>.tmp-<random>`: beside its key (on disk the move is then atomic on one file system); a dotfile, so never
// served.
const PENDING = /^\.(.+)\.tmp-[0-9a-f]{16}$/;
export const SWEEP_BATCH = 500;

/** The random name (no extension) the files of one `stage` call share: `<folder>/<yyyy>/<mm>/<32 hex>`. */
export function newName(folder: string): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  return `${folder}/${now.getFullYear()}/${month}/${crypto.randomBytes(16).toString('hex')}`;
}

export const keysOf = (name: string, files: readonly FileToStore[]) =>
  files.map((f) => `${name}${f.variant ? `.${f.variant}` : ''}.${f.ext}`);

/** A temporary name for a write to `key`: the last path segment of where it is kept until it is moved. */
const pendingNameOf = (key: string) =>
  `.${key.slice(key.lastIndexOf('/') + 1)}.tmp-${crypto.randomBytes(8).toString('hex')}`;

/** `name` in the folder of `key`. */
const beside = (key: string, name: string) => key.slice(0, key.lastIndexOf('/') + 1) + name;

/** How one storage writes, moves and removes the objects `stageFiles` stages (paths relative, `/`-separated). */
export interface StagingIo {
  /** Called once with the files' shared name before anything is written (a directory to make). */
  prepare?(name: string): Promise<unknown>;
  write(pending: string, bytes: Uint8Array): Promise<unknown>;
  move(pending: string, key: string): Promise<unknown>;
  remove(pending: string): Promise<unknown>;
  /** A failed clean-up after a failed write: thrown in place of the write's error unless handled here. */
  onCleanupError?(err: unknown): void;
}

/**
 * `Storage.stage` for both storages: every file under a pending name beside its key (`pendingNameOf`), moved under
 * its key one by one by `keep`.
 */
export async function stageFiles(
  folder: string,
  files: readonly FileToStore[],
  io: StagingIo,
): Promise<StagedFiles> {
  const name = newName(folder);
  const keys = keysOf(name, files);
  const temps = keys.map((key) => beside(key, pendingNameOf(key)));
  const discard = async () => {
    await Promise.all(temps.map((temp) => io.remove(temp)));
  };
  await io.prepare?.(name);
  try {
    await Promise.all(files.map((f, i) => io.write(temps[i]!, f.bytes)));
  } catch (err) {
    await discard().catch(io.onCleanupError);
    throw err;
  }
  return {
    keys,
    async keep() {
      for (const [i, key] of keys.entries()) await io.move(temps[i]!, key);
    },
    discard,
  };
}

/** The sweep's view of a stored path (`/`-separated, relative); null for anything this storage did not write. */
export function sweepViewOf(relative: string): StoredFile | null {
  const slash = relative.lastIndexOf('/');
  const name = relative.slice(slash + 1);
  const pending = PENDING.exec(name);
  const key = pending ? relative.slice(0, slash + 1) + pending[1] : relative;
  return KEY.test(key) ? { key, pending: pending ? name : null } : null;
}

/** Where a sweep's file is, relative: its temporary name beside its key while pending. */
export const storedPathOf = (file: StoredFile) =>
  file.pending === null ? file.key : beside(file.key, file.pending);

/** The URLs both storages hand out: the server's own `/uploads/<key>`, whatever holds the bytes. */
export const uploadUrls = {
  url: (key: string) => `${URL_PREFIX}${key}`,
  keyOf(url: string): string | null {
    const pathname = url.replace(/^https?:\/\/[^/]+/, '');
    if (!pathname.startsWith(URL_PREFIX)) return null;
    const key = pathname.slice(URL_PREFIX.length);
    return KEY.test(key) ? key : null;
  },
};
