import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { WS_CLOSE_SESSION_ENDED, WsClientFrame, type WsServerFrame } from '@dzzs/shared';
import type { AppContext, WsFrameHandler } from '../context.ts';
import { AppError, type ValidationIssue } from '../core/errors.ts';
import { translate, type Lang } from '../core/i18n.ts';
import { describeIssue } from '../core/issue-messages.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../core/json-depth.ts';
import type { Caller } from '../modules/auth/caller.ts';
import type { Audience, EventBus } from './event-bus.ts';

export const HEARTBEAT_MS = 10_000;

type ClientFrameType = WsClientFrame['type'];
type BoundHandler = (...args: Tail<Parameters<WsFrameHandler>>) => ReturnType<WsFrameHandler>;
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;
type FrameHandlers = ReadonlyMap<ClientFrameType, BoundHandler>;

/**
 * The handlers of client frames that the modules of `ctx` declare, bound to it (a later module's handler replaces
 * an earlier one's).
 */
export function frameHandlersOf(ctx: AppContext): FrameHandlers {
  const handlers = new Map<ClientFrameType, BoundHandler>();
  for (const module of ctx.modules)
    for (const [type, handler] of Object.entries(module.wsFrames ?? {}))
      if (handler) handlers.set(type as ClientFrameType, (...args) => handler(ctx, ...args));
  return handlers;
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
    private handlers: FrameHandlers = new Map(),
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
    if (nestedDeeperThan(raw))
      return send(conn.socket, { type: 'error', msg: `frame nests deeper than ${MAX_JSON_DEPTH} levels` });
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return send(conn.socket, { type: 'error', msg: 'frame is not JSON' });
    }
    const parsed = WsClientFrame.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0] as unknown as ValidationIssue | undefined;
      return send(conn.socket, { type: 'error', msg: issue ? describeIssue(issue, conn.lang) : 'bad frame' });
    }
    const frame = parsed.data;
    if (frame.type === 'time')
      return send(conn.socket, { type: 'time', time: Math.floor(Date.now() / 1000) });
    const handler = this.handlers.get(frame.type);
    if (!handler) return;
    try {
      await handler(conn.caller, frame, conn.socket, this.log);
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
    const targets = new Set<Connection>();
    for (const id of audience.users ?? []) for (const c of this.byUser.get(id) ?? []) targets.add(c);
    if (audience.shop !== undefined) for (const c of this.byShop.get(audience.shop) ?? []) targets.add(c);
    if (audience.group !== undefined) for (const c of this.byGroup.get(audience.group) ?? []) targets.add(c);
    if (!targets.size) return;
    const text = JSON.stringify(frame);
    for (const c of targets) if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
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
    const text = JSON.stringify({ type: 'time', time: Math.floor(Date.now() / 1000) });
    for (const set of this.byUser.values())
      for (const c of set) if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, 'server shutting down');
  }
}

export function send(socket: WebSocket, frame: WsServerFrame): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
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
