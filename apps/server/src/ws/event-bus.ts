import { EventEmitter } from 'node:events';
import type { WsServerFrame } from '@dzzs/shared';

/** Who receives a frame: given users, and/or every shop account (owner and staff) of a shop. */
export interface Audience {
  users?: number[];
  shop?: number;
}

export interface BusMessage {
  audience: Audience;
  frame: WsServerFrame;
}

/**
 * Fan-out of websocket events. In-process by default; with REDIS_URL every instance publishes to and
 * listens on one Redis channel, so a client connected to any instance gets the event.
 */
export interface EventBus {
  publish(audience: Audience, frame: WsServerFrame): Promise<void>;
  onMessage(handler: (msg: BusMessage) => void): void;
  close(): Promise<void>;
}

export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(audience, frame) {
      emitter.emit('message', { audience, frame });
    },
    onMessage(handler) {
      emitter.on('message', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export async function createRedisBus(
  url: string,
  onError: (err: Error) => void,
  channel = 'dzzs:ws-events',
): Promise<EventBus> {
  // Loaded only when Redis is configured.
  const { Redis } = await import('ioredis');
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  sub.on('message', (_channel: string, raw: string) => {
    try {
      emitter.emit('message', JSON.parse(raw) as BusMessage);
    } catch (err) {
      onError(err as Error);
    }
  });
  return {
    async publish(audience, frame) {
      await pub.publish(channel, JSON.stringify({ audience, frame } satisfies BusMessage));
    },
    onMessage(handler) {
      emitter.on('message', handler);
    },
    async close() {
      emitter.removeAllListeners();
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
