/** Many websocket clients in this process, and the latency of benchmark frames they receive. */
import WebSocket from 'ws';
import { msSince } from './protocol.ts';

export interface BenchFrame {
  type: string;
  bench?: string;
  seq?: number;
  /** monoNow() at the sender. */
  sent?: string;
  /** A chat message: its text is the benchmark frame, as JSON. */
  content?: unknown;
}

export class ClientPool {
  private tag = '';
  private latencies: number[] = [];
  private received = 0;
  private bytes = 0;
  /** The text of the last recorded frame (a real chat frame is the template of the bare relay's). */
  lastFrame = '';
  private waiters: Array<{ count: number; resolve: () => void }> = [];

  private constructor(readonly sockets: WebSocket[]) {}

  /**
   * Opens `n` sockets to `url`, `batch` at a time. With `readyFrame`, a socket counts as connected only once the
   * server sent a frame of that type (the real hub sends `ready` after it authenticated and attached the socket).
   */
  static async open(
    url: string,
    n: number,
    opts: { readyFrame?: string; batch?: number; timeoutMs?: number } = {},
  ): Promise<ClientPool> {
    const batch = opts.batch ?? 100;
    const timeoutMs = opts.timeoutMs ?? 30_000;
    const pool = new ClientPool([]);
    for (let i = 0; i < n; i += batch) {
      const opened = await Promise.all(
        Array.from({ length: Math.min(batch, n - i) }, () => connect(url, opts.readyFrame, timeoutMs)),
      );
      pool.sockets.push(...opened);
    }
    for (const s of pool.sockets) s.on('message', (data) => pool.onMessage(data as Buffer));
    return pool;
  }

  get size(): number {
    return this.sockets.length;
  }

  /** Start recording latencies of frames carrying `bench: tag` (earlier samples are dropped). */
  record(tag: string): void {
    this.tag = tag;
    this.latencies = [];
    this.received = 0;
    this.bytes = 0;
  }

  /** Resolves once `count` frames of the current tag arrived, or after `timeoutMs`; returns the latencies (ms). */
  async collect(
    count: number,
    timeoutMs: number,
  ): Promise<{ latencies: number[]; received: number; bytes: number }> {
    if (this.received < count) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        this.waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    }
    this.waiters = [];
    return { latencies: this.latencies, received: this.received, bytes: this.bytes };
  }

  private onMessage(data: Buffer): void {
    // Cheap pre-check: heartbeats and other frames are not parsed.
    if (!this.tag || data.indexOf(this.tag) < 0) return;
    let frame: BenchFrame;
    const text = data.toString();
    try {
      frame = JSON.parse(text) as BenchFrame;
      if (frame.type === 'public' && typeof frame.content === 'string')
        frame = JSON.parse(frame.content) as BenchFrame;
    } catch {
      return;
    }
    if (frame.bench !== this.tag || !frame.sent) return;
    this.latencies.push(msSince(frame.sent));
    this.received++;
    this.bytes += data.length;
    this.lastFrame = text;
    for (const w of this.waiters) if (this.received >= w.count) w.resolve();
  }

  async close(): Promise<void> {
    await Promise.all(
      this.sockets.map(
        (s) =>
          new Promise<void>((resolve) => {
            if (s.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => {
              s.terminate();
              resolve();
            }, 5_000);
            s.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            s.close(1000);
          }),
      ),
    );
  }
}

function connect(url: string, readyFrame: string | undefined, timeoutMs: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`websocket ${url.split('?')[0]} did not become ready within ${timeoutMs} ms`));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      socket.off('message', onFirst);
      resolve(socket);
    };
    const onFirst = (data: Buffer) => {
      let type: string | undefined;
      try {
        type = (JSON.parse(data.toString()) as BenchFrame).type;
      } catch {
        return; // not JSON: keep waiting
      }
      if (type === readyFrame) done();
      else if (type === 'error') {
        clearTimeout(timer);
        reject(new Error(`server refused the socket: ${data.toString()}`));
      }
    };
    // Errors after the socket is up (e.g. a reset at shutdown) must not crash the benchmark.
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    if (readyFrame) socket.on('message', onFirst);
    else socket.once('open', done);
  });
}
