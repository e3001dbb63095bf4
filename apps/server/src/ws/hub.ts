import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { WS_CLOSE_SESSION_ENDED, WsClientFrame, type WsServerFrame } from '@dzzs/shared';
import type { AppContext, WsFrameHandlers } from '../context.ts';
import { AppError } from '../core/errors.ts';
import { translate, type Lang } from '../core/i18n.ts';
import { describeIssue } from '../core/issue-messages.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../core/json-depth.ts';
import type { Caller } from '../modules/auth/caller.ts';
import type { LoggedEvent } from '../modules/events/events.service.ts';
import type { Audience, EventBus } from './event-bus.ts';

export const HEARTBEAT_MS = 10_000;

/** Hands a validated client frame to the handler of its kind; a kind no module handles is ignored. */
type FrameHandler = (
  caller: Caller,
  frame: WsClientFrame,
  socket: WebSocket,
  log: FastifyBaseLogger,
) => Promise<void> | void;

/**
 * The handlers of client frames that the modules of `ctx` declare, bound to it (a later module's handler replaces
 * an earlier one's). Each handler receives its own kind of frame: the switch narrows the frame to it.
 */
export function frameHandlersOf(ctx: AppContext): FrameHandler {
  const handlers = ctx.modules.reduce<WsFrameHandlers>((all, module) => ({ ...all, ...module.wsFrames }), {});
  return (caller, frame, socket, log) => {
    switch (frame.type) {
      case 'postId':
        return handlers.postId?.(ctx, caller, frame, socket, log);
      case 'time':
        return handlers.time?.(ctx, caller, frame, socket, log);
      case 'private':
        return handlers.private?.(ctx, caller, frame, socket, log);
      case 'public':
        return handlers.public?.(ctx, caller, frame, socket, log);
      case 'revocation':
        return handlers.revocation?.(ctx, caller, frame, socket, log);
    }
  };
}

interface Connection {
  socket: WebSocket;
  caller: Caller;
  /** The access token it identified with, to ask again whether its session stands. */
  token: string;
  /** The language of its error frames (`think-lang` of the connection). */
  lang: Lang;
  /** Frames its account sent in the current one-second window, over all the account's sockets here. */
  window: { start: number; count: number };
  /** Frames received since the client went over the limit (its socket is closing); 0 while it keeps to it. */
  flooded: number;
  /**
   * The last number of its shop's sequence this socket has been considered for (sent, or not meant for it);
   * undefined until the events it missed have been sent. A frame numbered at or below it is never sent again.
   */
  seq: number | undefined;
}

/**
 * The sockets of one shop on this instance and how far this instance has fanned out the shop's sequence. Its work
 * (a socket joining, an event arriving, a gap filled from the outbox) runs one piece at a time, in order.
 */
interface Stream {
  conns: Set<Connection>;
  cursor: number | undefined;
  queue: Promise<void>;
}

/** What the hub reads from the outbox (modules/events): the shops' last numbers, and a shop's events after one. */
export interface EventLog {
  heads(shops: readonly number[]): Promise<Map<number, number>>;
  after(shop: number, seq: number, limit: number): Promise<LoggedEvent[]>;
}

/** Missed events sent on reconnection at most; further behind, the client reloads its lists. */
export const MAX_REPLAY = 500;
/** How often an instance compares its shops' sequences with the outbox, for events the bus did not bring. */
export const CATCH_UP_MS = 2_000;

/**
 * Frames an account may send per second, over all its sockets on this instance (ten sockets do not get ten times
 * the allowance); chat and read receipts stay far below it, a flood does not.
 */
export const MAX_FRAMES_PER_SECOND = 20;

/** Sessions looked up at once when the sockets are re-checked: bounded, so a re-check never floods the pool. */
const RECHECK_AT_ONCE = 16;

/**
 * Connected sockets of this instance, indexed by user and by shop. Events come from the bus (so they reach
 * sockets on every instance); client frames go to the handlers the modules declare.
 */
export class WsHub {
  private byUser = new Map<number, Set<Connection>>();
  /** The sockets of each shop (its accounts and its players), with the shop's place in its sequence. */
  private streams = new Map<number, Stream>();
  private heartbeat: NodeJS.Timeout;
  private catchUpTimer: NodeJS.Timeout;
  private catchingUp = false;

  constructor(
    private bus: EventBus,
    private log: FastifyBaseLogger,
    private handle: FrameHandler = () => undefined,
    private events: EventLog = NO_EVENT_LOG,
  ) {
    bus.onMessage(({ audience, frame }) => this.deliver(audience, frame));
    bus.onSessionsEnded((users) => this.endSessions(users));
    bus.onReconnect(() => void this.catchUp());
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.catchUpTimer = setInterval(() => void this.catchUp(), CATCH_UP_MS);
    this.catchUpTimer.unref();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /**
   * A socket identified as `caller`: it is sent the events of its shop after `since` (or told to reload when they
   * are no longer kept), then `ready`, then every new event meant for it.
   */
  attach(socket: WebSocket, caller: Caller, token: string, lang: Lang = 'zh-cn', since?: number): void {
    const conn: Connection = {
      socket,
      caller,
      token,
      lang,
      window: this.byUser.get(caller.user.id)?.values().next().value?.window ?? {
        start: Date.now(),
        count: 0,
      },
      flooded: 0,
      seq: undefined,
    };
    add(this.byUser, caller.user.id, conn);
    const shop = caller.shopId;
    let stream = this.streams.get(shop);
    if (!stream)
      this.streams.set(shop, (stream = { conns: new Set(), cursor: undefined, queue: Promise.resolve() }));
    stream.conns.add(conn);
    const joined = stream;
    socket.on('close', () => {
      remove(this.byUser, caller.user.id, conn);
      joined.conns.delete(conn);
      if (!joined.conns.size && this.streams.get(shop) === joined) this.streams.delete(shop);
      // One warning for a flood, however many frames it sent: a log line per frame would bury everything else.
      if (conn.flooded)
        this.log.warn({ user: caller.user.id, frames: conn.flooded }, 'websocket closed: too many frames');
    });
    socket.on('message', (raw) => void this.receive(conn, raw.toString()));
    this.enqueue(joined, () => this.join(conn, joined, since));
  }

  /** Sends a joining socket what it missed, in order, then `ready`. */
  private async join(conn: Connection, stream: Stream, since: number | undefined): Promise<void> {
    const shop = conn.caller.shopId;
    const head = (await this.events.heads([shop])).get(shop) ?? 0;
    stream.cursor ??= head;
    let seq = head;
    let reload = since !== undefined && since > head;
    if (since !== undefined && since < head) {
      const missed = await this.events.after(shop, since, MAX_REPLAY + 1);
      if (missed.length > MAX_REPLAY || missed[0]?.seq !== since + 1) reload = true;
      else
        for (const event of missed) {
          if (matches(conn, shop, event.audience))
            send(conn.socket, { ...event.frame, seq: event.seq } as WsServerFrame);
          seq = event.seq;
        }
    }
    if (reload) send(conn.socket, { type: 'reload', seq });
    conn.seq = seq;
    send(conn.socket, {
      type: 'ready',
      user_id: conn.caller.user.id,
      time: Math.floor(Date.now() / 1000),
      seq,
    });
  }

  private enqueue(stream: Stream, work: () => Promise<void>): void {
    stream.queue = stream.queue.then(work).catch((err) => this.log.warn({ err }, 'websocket events failed'));
  }

  private async receive(conn: Connection, raw: string): Promise<void> {
    // Frames still arriving after the socket was closed for flooding are counted, not read.
    if (conn.flooded) {
      conn.flooded++;
      return;
    }
    const now = Date.now();
    // The window object is shared by the account's connections: it is reset in place, never replaced.
    if (now - conn.window.start >= 1000) Object.assign(conn.window, { start: now, count: 0 });
    if (++conn.window.count > MAX_FRAMES_PER_SECOND) {
      conn.flooded = conn.window.count;
      conn.socket.close(4008, 'too many messages');
      return;
    }
    const read = readClientFrame(raw, conn.lang);
    if ('refusal' in read) return send(conn.socket, { type: 'error', msg: read.refusal });
    const frame = read.frame;
    if (frame.type === 'time')
      return send(conn.socket, { type: 'time', time: Math.floor(Date.now() / 1000) });
    try {
      await this.handle(conn.caller, frame, conn.socket, this.log);
    } catch (err) {
      // A refusal the handler meant (not your conversation, too late to revoke…) is said in words; anything else
      // is logged and answered without detail.
      if (err instanceof AppError)
        return send(conn.socket, {
          type: 'error',
          code: err.code,
          msg: translate(conn.lang, err.key, err.params),
        });
      this.log.warn({ err }, 'ws frame handler failed');
      send(conn.socket, { type: 'error', msg: 'frame failed' });
    }
  }

  /** An event from the bus: a numbered one joins its shop's sequence here; one without a number goes out as it is. */
  private deliver(audience: Audience, frame: WsServerFrame): void {
    const seq = (frame as { seq?: number }).seq;
    if (audience.stream === undefined || seq === undefined) return this.deliverUnnumbered(audience, frame);
    const shop = audience.stream;
    const stream = this.streams.get(shop);
    if (stream) this.enqueue(stream, () => this.advance(shop, stream, seq, { seq, audience, frame }));
  }

  /**
   * Moves the shop's fan-out on to `upto`: the events between the last one fanned out and it that the bus did not
   * bring are read from the outbox first, so every socket receives the sequence in order and each event once.
   */
  private async advance(shop: number, stream: Stream, upto: number, arrived?: LoggedEvent): Promise<void> {
    const from = stream.cursor;
    if (from === undefined || upto <= from) return;
    const last = arrived ? upto - 1 : upto;
    if (last > from) {
      const missed = last - from > MAX_REPLAY ? [] : await this.events.after(shop, from, last - from);
      if (missed.length !== last - from || missed[0]?.seq !== from + 1) {
        // No longer kept (or far behind): the shop's sockets refetch their lists instead.
        stream.cursor = upto;
        for (const c of stream.conns)
          if (c.seq !== undefined && c.seq < upto) {
            send(c.socket, { type: 'reload', seq: upto });
            c.seq = upto;
          }
        return;
      }
      for (const event of missed) this.fanOut(shop, stream, event);
    }
    if (arrived) this.fanOut(shop, stream, arrived);
    stream.cursor = upto;
  }

  private fanOut(shop: number, stream: Stream, event: LoggedEvent): void {
    let bytes: Buffer | undefined;
    for (const c of stream.conns) {
      if (c.seq === undefined || c.seq >= event.seq) continue;
      c.seq = event.seq;
      if (!matches(c, shop, event.audience)) continue;
      bytes ??= encode({ ...event.frame, seq: event.seq } as WsServerFrame);
      sendEncoded(c.socket, bytes, this.log);
    }
  }

  /**
   * Compares each shop's place here with its sequence in the outbox, and fans out what the bus did not bring (Redis
   * down or restarted, a message lost): at most CATCH_UP_MS late.
   */
  async catchUp(): Promise<void> {
    if (this.catchingUp || !this.streams.size) return;
    this.catchingUp = true;
    try {
      const shops = [...this.streams.keys()];
      for (let i = 0; i < shops.length; i += CATCH_UP_BATCH) {
        const heads = await this.events.heads(shops.slice(i, i + CATCH_UP_BATCH));
        for (const [shop, head] of heads) {
          const stream = this.streams.get(shop);
          if (stream?.cursor !== undefined && head > stream.cursor)
            this.enqueue(stream, () => this.advance(shop, stream, head));
        }
      }
    } catch (err) {
      this.log.warn({ err }, 'websocket catch-up failed');
    } finally {
      this.catchingUp = false;
    }
  }

  /** A frame outside any sequence: to every socket of this instance it is meant for. */
  private deliverUnnumbered(audience: Audience, frame: WsServerFrame): void {
    const shops = new Set([audience.shop, audience.group, audience.stream]);
    const targets = new Set<Connection>();
    for (const id of audience.users ?? []) for (const c of this.byUser.get(id) ?? []) targets.add(c);
    for (const shop of shops)
      if (shop !== undefined)
        for (const c of this.streams.get(shop)?.conns ?? []) if (matches(c, shop, audience)) targets.add(c);
    if (!targets.size) return;
    const bytes = encode(frame);
    for (const c of targets) sendEncoded(c.socket, bytes, this.log);
  }

  /** Sessions ended: their sockets close with the code that sends the app to its login page, for good. */
  private endSessions(users: readonly number[]): void {
    for (const id of users)
      for (const c of this.byUser.get(id) ?? []) c.socket.close(WS_CLOSE_SESSION_ENDED, 'session ended');
  }

  /**
   * Some session ended in a process the bus does not reach (the platform CLI, an instance without Redis): asks
   * whether each open socket's session still stands, a few tokens at a time, and closes those that do not as
   * `endSessions` would.
   */
  async recheckSessions(stands: (token: string) => Promise<boolean>): Promise<void> {
    const byToken = new Map<string, Connection[]>();
    for (const set of this.byUser.values())
      for (const c of set) byToken.set(c.token, [...(byToken.get(c.token) ?? []), c]);
    const tokens = [...byToken.keys()];
    for (let i = 0; i < tokens.length; i += RECHECK_AT_ONCE) {
      const batch = tokens.slice(i, i + RECHECK_AT_ONCE);
      const verdicts = await Promise.all(batch.map(stands));
      batch.forEach((token, k) => {
        if (!verdicts[k])
          for (const c of byToken.get(token)!) c.socket.close(WS_CLOSE_SESSION_ENDED, 'session ended');
      });
    }
  }

  private beat(): void {
    const bytes = encode({ type: 'time', time: Math.floor(Date.now() / 1000) });
    for (const set of this.byUser.values()) for (const c of set) sendEncoded(c.socket, bytes, this.log);
  }

  /**
   * Closes every socket: 1012 (service restart) when this instance is stopping and another takes its clients at
   * once, 1001 otherwise.
   */
  close(code: 1001 | 1012 = 1001): void {
    clearInterval(this.heartbeat);
    clearInterval(this.catchUpTimer);
    for (const set of this.byUser.values())
      for (const c of set) c.socket.close(code, code === 1012 ? 'service restart' : 'server shutting down');
  }
}

/** A client frame read from its text and validated, or the words that refuse it in the connection's language. */
export function readClientFrame(raw: string, lang: Lang): { frame: WsClientFrame } | { refusal: string } {
  if (nestedDeeperThan(raw)) return { refusal: `frame nests deeper than ${MAX_JSON_DEPTH} levels` };
  let parsed;
  try {
    parsed = WsClientFrame.safeParse(JSON.parse(raw));
  } catch {
    return { refusal: 'frame is not JSON' };
  }
  if (parsed.success) return { frame: parsed.data };
  const issue = parsed.error.issues[0];
  return { refusal: issue ? describeIssue({ ...issue }, lang) : 'bad frame' };
}

export function send(socket: WebSocket, frame: WsServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/**
 * What a socket may have waiting to go out before it counts as too slow: a phone that stopped reading (asleep, in a
 * tunnel) would otherwise make the server buffer every frame of its shop without bound. Far above what a reading
 * client ever has waiting (a few frames of a few hundred bytes).
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;

/** A frame as UTF-8 JSON, encoded once for every socket it goes to (ws writes a Buffer as it is, as a text frame). */
const encode = (frame: WsServerFrame): Buffer => Buffer.from(JSON.stringify(frame));

/**
 * Sends an encoded frame; a socket whose unsent bytes passed MAX_BUFFERED_BYTES is cut off instead (its app
 * reconnects and reads what it missed, docs/architecture.md "Budgets").
 */
function sendEncoded(socket: WebSocket, bytes: Buffer, log: FastifyBaseLogger): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    log.warn({ buffered: socket.bufferedAmount }, 'websocket cut off: the client stopped reading');
    socket.terminate();
    return;
  }
  socket.send(bytes, { binary: false });
}

/** Shops whose sequences one catch-up query reads. */
const CATCH_UP_BATCH = 500;

/** Without an outbox (a hub built alone): no sequence is ever behind. */
const NO_EVENT_LOG: EventLog = {
  heads: async (shops) => new Map(shops.map((s) => [s, 0])),
  after: async () => [],
};

/**
 * Whether an event of `shop`'s sequence is meant for this socket of that shop: it names the account, or it is for
 * the shop's accounts (owner and staff) or for its chat group (accounts and players).
 */
function matches(conn: Connection, shop: number, audience: Audience): boolean {
  if (conn.caller.shopId !== shop) return false;
  if (audience.users?.includes(conn.caller.user.id)) return true;
  const group = conn.caller.user.group_id;
  if (audience.shop === shop && (group === 2 || group === 3)) return true;
  return audience.group === shop && (group === 1 || group === 2 || group === 3);
}

function add<K>(map: Map<K, Set<Connection>>, key: K, conn: Connection) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(conn);
}
function remove<K>(map: Map<K, Set<Connection>>, key: K, conn: Connection) {
  const set = map.get(key);
  if (!set) return;
  set.delete(conn);
  if (!set.size) map.delete(key);
}
