import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { WS_CLOSE_SESSION_ENDED, WsClientFrame, type WsServerFrame } from '@dzzs/shared';
import type { AppContext, WsFrameHandlers } from '../context.ts';
import { AppError } from '../core/errors.ts';
import { translate, type Lang } from '../core/i18n.ts';
import { describeIssue } from '../core/issue-messages.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../core/json-depth.ts';
import type { Caller } from '../modules/auth/caller.ts';
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
}

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
  private byShop = new Map<number, Set<Connection>>();
  /** Shop accounts and players, by shop: the members of its chat group. */
  private byGroup = new Map<number, Set<Connection>>();
  private heartbeat: NodeJS.Timeout;

  constructor(
    private bus: EventBus,
    private log: FastifyBaseLogger,
    private handle: FrameHandler = () => undefined,
  ) {
    bus.onMessage(({ audience, frame }) => this.deliver(audience, frame));
    bus.onSessionsEnded((users) => this.endSessions(users));
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  attach(socket: WebSocket, caller: Caller, token: string, lang: Lang = 'zh-cn'): void {
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
    };
    add(this.byUser, caller.user.id, conn);
    const group = caller.user.group_id;
    if (group === 2 || group === 3) add(this.byShop, caller.shopId, conn);
    if (group === 1 || group === 2 || group === 3) add(this.byGroup, caller.shopId, conn);
    socket.on('close', () => {
      remove(this.byUser, caller.user.id, conn);
      remove(this.byShop, caller.shopId, conn);
      remove(this.byGroup, caller.shopId, conn);
      // One warning for a flood, however many frames it sent: a log line per frame would bury everything else.
      if (conn.flooded)
        this.log.warn({ user: caller.user.id, frames: conn.flooded }, 'websocket closed: too many frames');
    });
    socket.on('message', (raw) => void this.receive(conn, raw.toString()));
    send(socket, { type: 'ready', user_id: caller.user.id, time: Math.floor(Date.now() / 1000) });
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

  private deliver(audience: Audience, frame: WsServerFrame): void {
    const sets: Set<Connection>[] = [];
    for (const id of audience.users ?? []) addSet(sets, this.byUser.get(id));
    if (audience.shop !== undefined) addSet(sets, this.byShop.get(audience.shop));
    if (audience.group !== undefined) addSet(sets, this.byGroup.get(audience.group));
    if (!sets.length) return;
    const bytes = encode(frame);
    // One audience (a shop, a group): its sockets as they are, nothing copied. Several: each socket once.
    if (sets.length === 1) for (const c of sets[0]!) sendEncoded(c.socket, bytes, this.log);
    else for (const c of new Set(sets.flatMap((set) => [...set]))) sendEncoded(c.socket, bytes, this.log);
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

  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, 'server shutting down');
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

function addSet(sets: Set<Connection>[], set: Set<Connection> | undefined) {
  if (set?.size) sets.push(set);
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
