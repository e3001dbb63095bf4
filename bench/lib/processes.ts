/** Parent side of lib/server-process.ts: start a server in a child process, ask it things, stop it. */
import { fork, type ChildProcess } from 'node:child_process';
import { bundle } from '../../scripts/bundle.mjs';
import { SERVER_ENV, SERVER_NODE_ARGS } from '../../scripts/server-runtime.mjs';
import { fileURLToPath } from 'node:url';
import type { ChildMessage, MemoryInfo, ParentRequest, ReadyInfo, ServerSpec } from './protocol.ts';

const SOURCE = fileURLToPath(new URL('./server-process.ts', import.meta.url));
const ENTRY = fileURLToPath(new URL('../.build/server-process.mjs', import.meta.url));
let bundled: Promise<void> | null = null;
const BOOT_TIMEOUT_MS = 120_000;
const REQUEST_TIMEOUT_MS = 120_000;

type RequestBody = ParentRequest extends infer R ? (R extends ParentRequest ? Omit<R, 'id'> : never) : never;

export interface ServerProcess {
  readonly spec: ServerSpec;
  readonly info: ReadyInfo;
  readonly baseUrl: string;
  readonly wsUrl: string;
  memory(resetPeak?: boolean): Promise<MemoryInfo>;
  /** Runs a full garbage collection in the server, then reports its memory. */
  gc(): Promise<MemoryInfo>;
  publish(count: number, intervalMs: number, tag: string): Promise<number>;
  /** bare-ws: relay clients' `public` frames to every socket as `frame` (with their content and a new id). */
  relayAs(frame: Record<string, unknown>): Promise<void>;
  /** app: write the statistics roll-ups with each change from now on, or not. */
  liveRollups(on: boolean): Promise<void>;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();
// A crashed or interrupted benchmark must not leave servers behind.
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export async function startServer(spec: ServerSpec): Promise<ServerProcess> {
  // Servers run bundled on plain node, as `npm start` runs the real one: no TypeScript loader in their memory.
  await (bundled ??= bundle(SOURCE, ENTRY));
  const child = fork(ENTRY, [], {
    // --expose-gc lets the suite ask for a collection before reading RSS.
    // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server process there (open it in Chrome DevTools).
    execArgv: [
      ...SERVER_NODE_ARGS,
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...SERVER_ENV, ...process.env, ...spec.env, BENCH_SERVER_SPEC: JSON.stringify(spec) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  live.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => live.delete(child));

  const pending = new Map<
    number,
    { resolve: (m: Extract<ChildMessage, { type: 'reply' }>) => void; reject: (e: Error) => void }
  >();
  let nextId = 1;

  const info = await new Promise<ReadyInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${spec.mode} server did not start within ${BOOT_TIMEOUT_MS / 1000} s`)),
      BOOT_TIMEOUT_MS,
    );
    child.on('message', (raw) => {
      const msg = raw as ChildMessage;
      if (msg.type === 'ready') {
        clearTimeout(timer);
        resolve(msg.info);
      } else if (msg.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`${spec.mode} server failed to start:\n${msg.error}`));
      } else if (msg.type === 'reply') {
        pending.get(msg.id)?.resolve(msg);
        pending.delete(msg.id);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${spec.mode} server exited (code ${code})`));
      for (const p of pending.values()) p.reject(new Error(`${spec.mode} server exited (code ${code})`));
      pending.clear();
    });
  });

  const request = (body: RequestBody): Promise<Extract<ChildMessage, { type: 'reply' }>> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${spec.mode} server did not answer ${body.type}`));
      }, REQUEST_TIMEOUT_MS);
      pending.set(id, {
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
      child.send({ ...body, id } as ParentRequest);
    });

  return {
    spec,
    info,
    baseUrl: `http://127.0.0.1:${info.port}`,
    wsUrl: `ws://127.0.0.1:${info.port}`,
    async memory(resetPeak = false) {
      const reply = await request({ type: 'memory', resetPeak });
      if (!reply.memory) throw new Error('no memory in reply');
      return reply.memory;
    },
    async gc() {
      const reply = await request({ type: 'gc' });
      if (!reply.memory) throw new Error('no memory in reply');
      return reply.memory;
    },
    async relayAs(frame) {
      await request({ type: 'relay-template', frame });
    },
    async liveRollups(on) {
      await request({ type: 'live-rollups', on });
    },
    async publish(count, intervalMs, tag) {
      const reply = await request({ type: 'publish', count, intervalMs, tag });
      return reply.published ?? 0;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
