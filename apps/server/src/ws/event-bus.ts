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
  /**
   * Set by the outbox on its way to the sockets: the shop whose sequence the frame's `seq` numbers; only that shop's
   * sockets receive this copy (an event for the accounts of several shops travels once per shop).
   */
  stream?: number;
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
  /** The transport came back after an outage (messages sent meanwhile may be lost: the hub reads the outbox). */
  onReconnect(handler: () => void): void;
  /** Throws when the transport is down (`/ready`). */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** What travels between instances. */
type Wire = BusMessage | { sessionsEnded: number[] };

/**
 * A bus over a transport: `send` carries a message to every instance, this one included, and each instance's
 * transport hands what arrives to `receive`.
 */
function busOver(
  send: (wire: Wire) => Promise<void>,
  closeTransport: () => Promise<void>,
  check: () => Promise<void> = async () => {},
) {
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
    onReconnect: (handler) => void emitter.on('reconnect', handler),
    check,
    async close() {
      emitter.removeAllListeners();
      await closeTransport();
    },
  };
  return { bus, receive, reconnected: () => emitter.emit('reconnect') };
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
  // While Redis is down a publish fails at once instead of queueing: the event is in the outbox already, and the
  // request that made it must not wait for Redis.
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  // One line per outage, not one per retry or per event.
  let down = false;
  const failed = (err: Error) => {
    if (down) return;
    down = true;
    onError(err);
  };
  pub.on('error', failed);
  sub.on('error', failed);
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(channel);
  const { bus, receive, reconnected } = busOver(
    async (wire) => {
      // This instance's own sockets hear a numbered event at once, Redis or not; the copy Redis brings back is
      // recognised by its number and dropped.
      if ('frame' in wire && wire.audience.stream !== undefined) receive(wire);
      try {
        await pub.publish(channel, JSON.stringify(wire));
      } catch (err) {
        failed(err as Error);
      }
    },
    async () => void (await Promise.allSettled([sub.quit(), pub.quit()])),
    async () => {
      if (pub.status !== 'ready' || sub.status !== 'ready')
        throw new Error(`redis ${pub.status}/${sub.status}`);
    },
  );
  // Connected already: a later `ready` is a reconnection. ioredis subscribes again by itself; what was published
  // meanwhile is read from the outbox.
  sub.on('ready', () => {
    down = false;
    reconnected();
  });
  sub.on('message', (_channel: string, raw: string) => {
    try {
      receive(JSON.parse(raw) as Wire);
    } catch (err) {
      onError(err as Error);
    }
  });
  return bus;
}
