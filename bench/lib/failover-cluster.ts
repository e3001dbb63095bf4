/**
 * What the failover suite runs: nginx from deploy/nginx.conf, a redis-server and server instances, each an ordinary
 * process of its own on a free loopback port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/helpers/redis-server.ts';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-runtime.mjs';

export { freePort };

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const started = Date.now();
  while (!(await Promise.resolve(check()).catch(() => false))) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

const listens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const answers = async (url: string) => (await fetch(url).catch(() => null))?.ok === true;

/**
 * nginx from the template, as an ordinary process with its own directory. `setDown` does what the orchestrator of
 * a deployment does before it stops an instance (docs/operations.md, "nginx"): takes it out of the list (`down`)
 * and reloads nginx, and puts it back once it is ready again.
 */
export async function startNginx(
  dir: string,
  servers: number[],
): Promise<{ port: number; stop(): void; setDown(down: number[]): Promise<void> }> {
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const template = fs
    .readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('@@RUN_DIR@@', dir)
    .replace('@@LISTEN@@', `127.0.0.1:${port}`);
  const write = (down: number[]) =>
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      template.replace(
        '@@SERVERS@@',
        servers
          .map(
            (p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=3s${down.includes(p) ? ' down' : ''};`,
          )
          .join('\n'),
      ),
    );
  write([]);
  const child = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  await until('nginx', () => listens(port), 5000);
  return {
    port,
    stop: () => child.kill('SIGTERM'),
    async setDown(down) {
      write(down);
      child.kill('SIGHUP');
      // New workers read the list at once; give them a moment to take over from the old ones.
      await sleep(200);
    },
  };
}

export class OwnRedis {
  child: ChildProcess | null = null;
  constructor(readonly port: number) {}
  async start() {
    this.child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await until('redis', () => listens(this.port), 5000);
  }
  kill() {
    this.child?.kill('SIGKILL');
  }
}

export class Instance {
  child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    private entry: string,
    private env: Record<string, string>,
  ) {}
  async start() {
    this.child = spawn(process.execPath, [...SERVER_NODE_ARGS, this.entry], {
      env: { ...process.env, ...SERVER_ENV, ...this.env, PORT: String(this.port) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await until(`instance ${this.port}`, () => answers(`http://127.0.0.1:${this.port}/ready`), 60_000);
  }
  async signal(sig: NodeJS.Signals) {
    const child = this.child!;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(sig);
    await exited;
  }
}
