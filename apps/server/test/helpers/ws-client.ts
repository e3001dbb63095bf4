import WebSocket from 'ws';
import type { TestApp } from './test-app.ts';

/** Starts the app on a free port and answers its websocket address. */
export async function listening(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws`;
}

export type WsClient = ReturnType<typeof connect>;

/** A client socket that collects every frame it receives; `closed` gives the close code the server sent. */
export function connect(url: string) {
  const socket = new WebSocket(url);
  const frames: Array<Record<string, unknown>> = [];
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (type: string, timeoutMs = 3000) => {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const found = frames.find((f) => f.type === type);
      if (found) {
        frames.splice(frames.indexOf(found), 1);
        return found;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`);
  };
  return { socket, frames, closed, opened, next };
}
