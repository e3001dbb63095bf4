import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import {
  KEY,
  keysOf,
  newName,
  pendingNameOf,
  storedPathOf,
  sweepViewOf,
  SWEEP_BATCH,
  uploadUrls,
  type FileToStore,
  type StagedFiles,
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
  const pendingOf = (key: string) => path.join(path.dirname(fileOf(key)), pendingNameOf(key));

  async function stage(folder: string, files: readonly FileToStore[]): Promise<StagedFiles> {
    const name = newName(folder);
    const keys = keysOf(name, files);
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
