/** Messages between the benchmark (parent) and a server it runs in a child process (lib/server-process.ts). */

export type ServerMode =
  /** The real app (buildApp) on a fresh SQLite database with the demo accounts, logged in as demo_shop. */
  | 'app'
  /** A bare Fastify server with one route that answers a fixed JSON body. */
  | 'bare-http'
  /**
   * A bare `ws` server that echoes every frame, broadcasts on request and relays a `public` frame to every socket
   * (a bare group message) once it has a relay template.
   */
  | 'bare-ws';

export interface ServerSpec {
  mode: ServerMode;
  /** bare-http: the route path and the exact body bytes to answer with. */
  path?: string;
  body?: string;
  /** app: SQLite data directory (default: a fresh temp dir, removed when the child exits). */
  dataDir?: string;
  /** app: absolute paths of modules whose default export `(ctx, info)` seeds extra data after the demo accounts. */
  seedModules?: string[];
  /** Extra environment of the server process (e.g. a switch a suite compares against). */
  env?: Record<string, string>;
}

export interface ReadyInfo {
  port: number;
  /** app only: an access token of demo_shop, and its shop id. */
  token?: string;
  shopId?: number;
  pid: number;
}

export interface MemoryInfo {
  rss: number;
  /** Highest RSS sampled (every 100 ms) since start or the last reset. */
  peakRss: number;
  heapUsed: number;
}

export type ParentRequest =
  | { id: number; type: 'memory'; resetPeak?: boolean }
  /** Publish `count` events to the demo shop (app) or broadcast them to every socket (bare-ws), `intervalMs` apart. */
  | { id: number; type: 'publish'; count: number; intervalMs: number; tag: string }
  | { id: number; type: 'gc' }
  /** app: write the statistics roll-ups with each change, or not (the statistics-writes suite). */
  | { id: number; type: 'live-rollups'; on: boolean }
  /**
   * bare-ws: relay every `public` frame a client sends to every socket as this frame (a real group chat message, as
   * the app sent it) with the client's `content` and a new `id`, so both sides deliver the same bytes.
   */
  | { id: number; type: 'relay-template'; frame: Record<string, unknown> };

export type ChildMessage =
  | { type: 'ready'; info: ReadyInfo }
  | { type: 'failed'; error: string }
  | { type: 'reply'; id: number; memory?: MemoryInfo; published?: number };

/** Monotonic clock in nanoseconds, shared by every process of the machine (CLOCK_MONOTONIC), as a decimal string. */
export const monoNow = (): string => process.hrtime.bigint().toString();

/** Milliseconds elapsed since a `monoNow()` stamp (taken in this or another process). */
export const msSince = (stamp: string): number => Number(process.hrtime.bigint() - BigInt(stamp)) / 1e6;
