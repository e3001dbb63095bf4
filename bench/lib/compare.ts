/**
 * Side-by-side HTTP comparison in one run: autocannon against two targets with the same connections and
 * duration, a warm-up of each first, then measured slices in alternating order (A B A B …) so drift of a shared,
 * noisy machine lands on both. Prints requests/s and p50/p99 latency of both and their ratios (A ÷ B), and
 * returns the numbers.
 *
 * Typical uses:
 *   compareRouteWithBare({ path: '/api/NewUser/index' })          real route vs a bare Fastify route that answers
 *                                                                  the same bytes (captured once from the real one)
 *   compareAppRoutes({ a: { path: '…page=500' }, b: { path: '…page=1' } })   two routes of one real app
 *
 * Servers run in child processes (lib/server-process.ts), loopback only; autocannon runs here.
 * Env: BENCH_DURATION (seconds of measurement per target, default 5), BENCH_CONNECTIONS (default 10),
 * BENCH_ROUNDS (slices per target the duration is split into, default 4), BENCH_WARMUP (seconds, default 1: the
 * least warm-up; it goes on, a second at a time, until a target's throughput has settled — see `warmUp`).
 */
import autocannon from 'autocannon';
import { startServer, type ServerProcess } from './processes.ts';
import type { ServerSpec } from './protocol.ts';
import { fmt, fmtInt, summarize, table } from './report.ts';

export interface HttpTarget {
  label: string;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface CompareOptions {
  /** Seconds of measurement per target, split over `rounds` slices. */
  duration: number;
  connections: number;
  rounds: number;
  /** Seconds of unmeasured load on each target before measuring, at least (see `warmUp`). */
  warmup: number;
  /** Print progress and the table (default true). */
  print?: boolean;
}

export interface TargetStats {
  label: string;
  url: string;
  requests: number;
  seconds: number;
  rps: number;
  /** Latency in milliseconds over every measured response. */
  p50: number;
  p99: number;
  mean: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Requests/s of each slice, in run order. */
  sliceRps: number[];
}

export interface Comparison {
  a: TargetStats;
  b: TargetStats;
  /** A ÷ B. For throughput, below 1 means A is slower; for latency, above 1 means A is slower. */
  rpsRatio: number;
  p50Ratio: number;
  p99Ratio: number;
  /** rps ratio of each A/B slice pair: their spread shows how noisy the machine was. */
  sliceRpsRatios: number[];
  options: CompareOptions;
}

function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`${name} must be a positive number (got ${JSON.stringify(raw)})`);
  return n;
}

export function defaultCompareOptions(): CompareOptions {
  return {
    duration: envNumber('BENCH_DURATION', 5),
    connections: Math.round(envNumber('BENCH_CONNECTIONS', 10)),
    rounds: Math.round(envNumber('BENCH_ROUNDS', 4)),
    warmup: envNumber('BENCH_WARMUP', 1),
  };
}

interface Slice {
  requests: number;
  seconds: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** One autocannon run; latencies (ms) of every response are appended to `latencies` when given. */
async function shoot(
  target: HttpTarget,
  seconds: number,
  connections: number,
  latencies?: number[],
): Promise<Slice> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        connections,
        duration: seconds,
        timeout: 10,
      },
      (err, res) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(res)),
    );
    if (latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

function statsOf(target: HttpTarget, slices: Slice[], latencies: number[]): TargetStats {
  const requests = slices.reduce((s, x) => s + x.requests, 0);
  const seconds = slices.reduce((s, x) => s + x.seconds, 0);
  const lat = summarize(latencies);
  return {
    label: target.label,
    url: target.url,
    requests,
    seconds,
    rps: requests / seconds,
    p50: lat.p50,
    p99: lat.p99,
    mean: lat.mean,
    errors: slices.reduce((s, x) => s + x.errors, 0),
    timeouts: slices.reduce((s, x) => s + x.timeouts, 0),
    non2xx: slices.reduce((s, x) => s + x.non2xx, 0),
    sliceRps: slices.map((x) => x.requests / x.seconds),
  };
}

/** Two warm-up seconds in a row within this share of each other count as settled. */
const SETTLED = 0.05;
/** A target that has not settled by then is measured anyway (and says so). */
const MAX_WARMUP_SECONDS = 15;

/**
 * Load on a target until its throughput settles: at least `least` seconds, then one-second shots until two in a row
 * are within SETTLED of each other. A fresh process's JIT keeps speeding up for several seconds; a fixed short
 * warm-up measured the bare route, the faster one, anywhere between 20,000 and 33,000 requests/s from run to run,
 * which moved its ratios more than any change of the real route did. Returns the seconds spent and whether it
 * settled.
 */
async function warmUp(
  target: HttpTarget,
  least: number,
  connections: number,
): Promise<{ seconds: number; settled: boolean }> {
  await shoot(target, least, connections);
  let seconds = least;
  let previous = Number.NaN;
  while (seconds < MAX_WARMUP_SECONDS) {
    const shot = await shoot(target, 1, connections);
    seconds += 1;
    const rps = shot.requests / shot.seconds;
    if (Math.abs(rps - previous) <= previous * SETTLED) return { seconds, settled: true };
    previous = rps;
  }
  return { seconds, settled: false };
}

/** Measures A and B side by side (warm-up, then A B A B … slices) and returns A ÷ B ratios. */
export async function compareHttp(
  a: HttpTarget,
  b: HttpTarget,
  options: Partial<CompareOptions> = {},
): Promise<Comparison> {
  const opts: CompareOptions = { ...defaultCompareOptions(), ...options };
  const print = opts.print !== false;
  const log = (s: string) => print && process.stdout.write(s);
  const slice = opts.duration / opts.rounds;

  const warmA = await warmUp(a, opts.warmup, opts.connections);
  const warmB = await warmUp(b, opts.warmup, opts.connections);
  const warmText = (w: { seconds: number; settled: boolean }) =>
    `${w.seconds}s${w.settled ? '' : ' (not settled)'}`;
  log(
    `  warm-up until settled: A ${warmText(warmA)}, B ${warmText(warmB)}; then ${opts.rounds}×${fmt(slice, Number.isInteger(slice) ? 0 : 2)}s per target, ${opts.connections} connections, order A/B/A/B\n  `,
  );

  const aSlices: Slice[] = [];
  const bSlices: Slice[] = [];
  const aLat: number[] = [];
  const bLat: number[] = [];
  for (let round = 0; round < opts.rounds; round++) {
    aSlices.push(await shoot(a, slice, opts.connections, aLat));
    log('A');
    bSlices.push(await shoot(b, slice, opts.connections, bLat));
    log('B');
  }
  log('\n');

  const sa = statsOf(a, aSlices, aLat);
  const sb = statsOf(b, bSlices, bLat);
  const cmp: Comparison = {
    a: sa,
    b: sb,
    rpsRatio: sa.rps / sb.rps,
    p50Ratio: sa.p50 / sb.p50,
    p99Ratio: sa.p99 / sb.p99,
    sliceRpsRatios: sa.sliceRps.map((r, i) => r / (sb.sliceRps[i] ?? Number.NaN)),
    options: opts,
  };
  if (print) process.stdout.write(formatComparison(cmp) + '\n');
  return cmp;
}

export function formatComparison(cmp: Comparison): string {
  const row = (s: TargetStats) => [
    s.label,
    fmtInt(s.rps),
    fmt(s.p50),
    fmt(s.p99),
    fmtInt(s.requests),
    String(s.errors + s.timeouts + s.non2xx),
  ];
  const out = [
    table(
      ['target', 'requests/s', 'p50 ms', 'p99 ms', 'requests', 'errors'],
      [
        row(cmp.a),
        row(cmp.b),
        ['ratio A ÷ B', `${fmt(cmp.rpsRatio)}×`, `${fmt(cmp.p50Ratio)}×`, `${fmt(cmp.p99Ratio)}×`, '', ''],
      ],
    ),
    `  A = ${cmp.a.label}, B = ${cmp.b.label}; requests/s ratio per slice pair: ${cmp.sliceRpsRatios.map((r) => fmt(r)).join(', ')}`,
  ];
  const bad = [cmp.a, cmp.b].filter((s) => s.errors + s.timeouts + s.non2xx > 0);
  for (const s of bad)
    out.push(
      `  WARNING: ${s.label} had ${s.errors} errors, ${s.timeouts} timeouts, ${s.non2xx} non-2xx responses — numbers are suspect`,
    );
  return out.join('\n');
}

/** Headers of a demo_shop call (docs/api.md). */
export function authHeaders(app: ServerProcess): Record<string, string> {
  if (!app.info.token) throw new Error('this server has no logged-in token (not the real app?)');
  return { 'ba-user-token': app.info.token, server: '1' };
}

/** GETs a route of the real app once and checks it answers the success envelope; returns the exact body. */
export async function captureBody(app: ServerProcess, path: string): Promise<string> {
  const res = await fetch(app.baseUrl + path, { headers: authHeaders(app) });
  const text = await res.text();
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  if (res.status !== 200 || code !== 1)
    throw new Error(`GET ${path} did not succeed (HTTP ${res.status}): ${text.slice(0, 300)}`);
  return text;
}

export interface RouteVsBare {
  comparison: Comparison;
  /** Size in bytes of the real route's body (and of the bare route's). */
  bodyBytes: number;
}

/**
 * The real app's route (A) against a bare Fastify route (B) answering a body of exactly the same bytes, captured
 * once from the real route. Starts the real app unless one is given; always starts and stops the bare server.
 */
export async function compareRouteWithBare(args: {
  path: string;
  label?: string;
  /** Extra request headers of the real route (e.g. `cache-control: no-cache`). */
  headers?: Record<string, string>;
  app?: ServerProcess;
  appSpec?: Omit<ServerSpec, 'mode'>;
  options?: Partial<CompareOptions>;
}): Promise<RouteVsBare> {
  const app = args.app ?? (await startServer({ ...args.appSpec, mode: 'app' }));
  try {
    const body = await captureBody(app, args.path);
    const bytes = Buffer.byteLength(body);
    const bare = await startServer({ mode: 'bare-http', path: args.path, body });
    try {
      const check = await fetch(bare.baseUrl + args.path).then((r) => r.text());
      if (Buffer.byteLength(check) !== bytes)
        throw new Error('bare route body differs in size from the captured one');
      const comparison = await compareHttp(
        {
          label: args.label ?? `GET ${args.path.split('?')[0]}`,
          url: app.baseUrl + args.path,
          headers: { ...authHeaders(app), ...args.headers },
        },
        { label: `bare Fastify, same ${bytes} B`, url: bare.baseUrl + args.path },
        args.options,
      );
      // The real route must still answer success after the load (e.g. not a rate-limit envelope).
      const after = await captureBody(app, args.path);
      if (Buffer.byteLength(after) !== bytes)
        process.stdout.write(
          `  note: body size changed during the run (${bytes} → ${Buffer.byteLength(after)} B)\n`,
        );
      return { comparison, bodyBytes: bytes };
    } finally {
      await bare.stop();
    }
  } finally {
    if (!args.app) await app.stop();
  }
}

/** Two routes of one real app, side by side (A ÷ B), e.g. a deep page against page 1. */
export async function compareAppRoutes(args: {
  a: { path: string; label?: string };
  b: { path: string; label?: string };
  /** Extra request headers of both targets (e.g. `cache-control: no-cache` to measure the database). */
  headers?: Record<string, string>;
  app?: ServerProcess;
  appSpec?: Omit<ServerSpec, 'mode'>;
  options?: Partial<CompareOptions>;
}): Promise<Comparison> {
  const app = args.app ?? (await startServer({ ...args.appSpec, mode: 'app' }));
  try {
    await captureBody(app, args.a.path);
    await captureBody(app, args.b.path);
    return await compareHttp(
      {
        label: args.a.label ?? `GET ${args.a.path}`,
        url: app.baseUrl + args.a.path,
        headers: { ...authHeaders(app), ...args.headers },
      },
      {
        label: args.b.label ?? `GET ${args.b.path}`,
        url: app.baseUrl + args.b.path,
        headers: { ...authHeaders(app), ...args.headers },
      },
      args.options,
    );
  } finally {
    if (!args.app) await app.stop();
  }
}
