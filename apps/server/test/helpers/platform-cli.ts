import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach } from 'vitest';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The platform CLI (`npm run platform`) as the shop's operator runs it: a child process on its own SQLite file in a
 * data directory made afresh for each test of the calling suite.
 */
export function platformCli(prefix: string) {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const dbFile = () => path.join(dir, 'cli.db');
  return {
    dir: () => dir,
    dbFile,
    run: (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/platform.ts', ...args], {
        cwd: SERVER_DIR,
        env: { ...process.env, DATABASE_URL: `file:${dbFile()}`, DATA_DIR: dir },
        encoding: 'utf8',
      }),
  };
}
