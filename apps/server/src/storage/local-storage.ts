import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  KEY,
  storedPathOf,
  sweepViewOf,
  stageFiles,
  SWEEP_BATCH,
  uploadUrls,
  type FileToStore,
  type Storage,
  type StoredFile,
} from './storage.ts';

/** Another instance may have moved or removed a file first: missing is no error here. */
const unlessMissing = (err: unknown) => {
  if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
  throw err;
};

/** Uploads in a directory of this computer: the embedded default, for one shop on one machine. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (relative: string) => path.join(root, ...relative.split('/'));

  const stage = (folder: string, files: readonly FileToStore[]) =>
    stageFiles(folder, files, {
      prepare: (name) => fs.mkdir(path.dirname(fileOf(name)), { recursive: true }),
      write: (temp, bytes) => fs.writeFile(fileOf(temp), bytes, { flag: 'wx' }),
      move: (temp, key) => fs.rename(fileOf(temp), fileOf(key)),
      remove: (temp) => fs.rm(fileOf(temp), { force: true }),
    });

  async function* walk(dir: string): AsyncGenerator<string> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(unlessMissing);
    for (const entry of entries ?? []) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) yield* walk(full);
      else if (entry.isFile()) yield full;
    }
  }

  return {
    stage,
    async put(folder, bytes, ext) {
      const staged = await stage(folder, [{ bytes, ext }]);
      await staged.keep();
      return staged.keys[0]!;
    },
    async open(key, range) {
      if (!KEY.test(key)) return null;
      const file = fileOf(key);
      const stat = await fs.stat(file).catch(unlessMissing);
      if (!stat?.isFile()) return null;
      const start = range?.start ?? 0;
      const end = Math.min(range?.end ?? stat.size - 1, stat.size - 1);
      return { body: createReadStream(file, { start, end }), size: stat.size, start, end };
    },
    async remove(key) {
      if (KEY.test(key)) await fs.rm(fileOf(key), { force: true });
    },
    ...uploadUrls,
    async *writtenBefore(folder, before) {
      let batch: StoredFile[] = [];
      for await (const file of walk(path.join(root, folder))) {
        const seen = sweepViewOf(path.relative(root, file).split(path.sep).join('/'));
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
      await fs.rename(fileOf(storedPathOf(file)), fileOf(file.key)).catch(unlessMissing);
    },
    async drop(file) {
      await fs.rm(fileOf(storedPathOf(file)), { force: true });
    },
  };
}
