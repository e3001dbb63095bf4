import { EventEmitter } from 'node:events';
import type { WsServerFrame } from '@dzzs/shared';

/**
 * Who receives a frame: given users, and/or every shop account (owner and staff) of a shop, and/or every member of
 * a shop's chat group (its accounts and its players).
 */
export interface Audience {
  users?: number[];
  shop?: number;
  group?: number;
}

export interface BusMessage {
  audience: Audience;
  frame: WsServerFrame;
}

/**
 * Fan-out of websocket events, and of sessions that ended (so every instance closes their sockets). In-process by
 * default; with REDIS_URL every instance publishes to and listens on one Redis channel, so a client connected to any
 * instance gets the event.
 */
export interface EventBus {
  publish(audience: Audience, frame: WsServerFrame): Promise<void>;
  onMessage(handler: (msg: BusMessage) => void): void;
  /** The sessions of these accounts ended (logout, password reset, account disabled or stopped…). */
  endSessions(users: readonly number[]): Promise<void>;
  onSessionsEnded(handler: (users: readonly number[]) => void): void;
  close(): Promise<void>;
}

/** What travels between instances. */
type Wire = BusMessage | { sessionsEnded: number[] };

/**
 * A bus over a transport: `send` carries a message to every instance, this one included, and each instance's
 * transport hands what arrives to `receive`.
 */
function busOver(send: (wire: Wire) => Promise<void>, closeTransport: () => Promise<void>) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const receive = (wire: Wire) => {
    if ('sessionsEnded' in wire) emitter.emit('sessions-ended', wire.sessionsEnded);
    else emitter.emit('message', wire);
  };
  const bus: EventBus = {
    publish: (audience, frame) => send({ audience, frame }),
    onMessage: (handler) => void emitter.on('message', handler),
    endSessions: (users) => send({ sessionsEnded: [...users] }),
    onSessionsEnded: (handler) => void emitter.on('sessions-ended', handler),
    async close() {
      emitter.removeAllListeners();
      await closeTransport();
    },
  };
  return { bus, receive };
}

export function createLocalBus(): EventBus {
  const { bus, receive } = busOver(
    async (wire) => receive(wire),
    async () => {},
  );
  return bus;
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
  const { bus, receive } = busOver(
    async (wire) => void (await pub.publish(channel, JSON.stringify(wire))),
    async () => void (await Promise.allSettled([sub.quit(), pub.quit()])),
  );
  sub.on('message', (_channel: string, raw: string) => {
    try {
      receive(JSON.parse(raw) as Wire);
    } catch (err) {
      onError(err as Error);
    }
  });
  return bus;
}
