import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  dbFile: string;
  stop(): Promise<void>;
}

/** Starts the real server as `npm start` runs it (bundled server, built web app) on a fresh SQLite with demo data. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? os.tmpdir(), 'dzzs-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', 'apps/server/dist/server.js'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        DATABASE_URL: '',
        SMS_PROVIDER: 'outbox',
        EMAIL_PROVIDER: 'outbox',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    // Migrating and seeding the demo takes over a minute on a machine busy with other test runs.
    const timer = setTimeout(() => reject(new Error(`server did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    url,
    dataDir,
    dbFile: path.join(dataDir, 'app.db'),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `npm run platform -- <args>` on the server's database, as the platform's operator would; returns its output. */
export function platform(server: RunningServer, args: string[]): string {
  const cli = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/platform.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: `file:${server.dbFile}`, DATA_DIR: server.dataDir },
    encoding: 'utf8',
  });
  if (cli.status !== 0) throw new Error(`platform ${args.join(' ')} failed:\n${cli.stderr}${cli.stdout}`);
  return cli.stdout;
}

/** The platform publishes a red/blue draw (`publish-draw`); `pool`: per-unit pool prizes in fen by tier ("1=…,2=…"). */
export function publishDraw(
  server: RunningServer,
  draw: { game: number; issue: string; red: readonly number[]; blue: number; pool?: string },
): string {
  return platform(server, [
    'publish-draw',
    ...['--game', String(draw.game), '--issue', draw.issue],
    ...['--red', draw.red.join(','), '--blue', String(draw.blue)],
    ...(draw.pool ? ['--pool', draw.pool] : []),
  ]);
}
