import {
  readServerFrame,
  WS_CLOSE_SESSION_ENDED,
  type WsClientFrameInput,
  type WsServerFrame,
  type WsServerFrameOf,
  type WsServerFrameType,
} from '@dzzs/shared';
import { useEffect } from 'react';

// One websocket per session, shared by every page that listens for server events (new orders, chat) and by chat,
// which sends its messages on it.
// It identifies itself with its first frame (the token never travels in the URL), reconnects with back-off and
// tells listeners when it is (re)connected so they can resync what they may have missed. When the server closes it
// because the session ended, it does not come back: the app leaves for the login page, as on body code 303.
// Every event carries its number in the shop's sequence; the socket keeps the last one and sends it when it
// reconnects (to whichever server instance), which sends what was missed — or `reload` when that is no longer kept,
// and then every list is fetched again.

type Listener = (frame: WsServerFrame) => void;

/** What the socket needs of the app holding the session; each app sets it once at start-up (configureSocket). */
export interface SocketDeps {
  accessToken(): string;
  baseUrl(): string;
  /** The socket was (re)connected or lost: the app shows it (a store flag). */
  openChanged(open: boolean): void;
  /** The server ended the session: say so and leave for the login page. */
  sessionEnded(): void;
  /** The events missed are no longer kept (`reload`): fetch every list again. */
  reload(): void;
}

// Set before the first startSocket (an app configures at start-up).
let deps: SocketDeps;

export function configureSocket(next: SocketDeps): void {
  deps = next;
}

const MAX_BACKOFF_MS = 30_000;
/** No frame for this long (the server beats every 10 s): the connection is dead even if the browser hasn't noticed. */
const SILENCE_MS = 25_000;

let socket: WebSocket | null = null;
let attempts = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let silenceTimer: ReturnType<typeof setTimeout> | undefined;
let wanted = false;
let isOpen = false;
/** The last event number received, for the next connection's `since`; the session's first connection has none. */
let lastSeq: number | undefined;
const listeners = new Set<Listener>();
const reconnectListeners = new Set<() => void>();

function socketUrl(): string {
  const base = deps.baseUrl() || window.location.href;
  const url = new URL('ws', new URL('./', base));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.hash = '';
  url.search = '';
  return url.toString();
}

function setOpen(open: boolean) {
  if (isOpen === open) return;
  isOpen = open;
  deps.openChanged(open);
}

function watchSilence() {
  clearTimeout(silenceTimer);
  silenceTimer = setTimeout(() => socket?.close(4000, 'silent'), SILENCE_MS);
}

/** The server instance is restarting (1012): another takes the socket now; the jitter spreads the phones out. */
const RESTART_CODE = 1012;
const RESTART_JITTER_MS = 500;

function scheduleReconnect(code?: number) {
  if (!wanted) return;
  clearTimeout(retryTimer);
  const delay =
    code === RESTART_CODE
      ? Math.random() * RESTART_JITTER_MS
      : Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts) * (0.75 + Math.random() * 0.5);
  attempts++;
  retryTimer = setTimeout(connect, delay);
}

function connect() {
  const token = deps.accessToken();
  if (!wanted || !token || typeof WebSocket === 'undefined') return;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  ws.onopen = () => {
    const hello: WsClientFrameInput = {
      type: 'postId',
      token,
      ...(lastSeq === undefined ? {} : { since: lastSeq }),
    };
    ws.send(JSON.stringify(hello));
    watchSilence();
  };
  ws.onmessage = (event) => {
    watchSilence();
    const frame = readServerFrame(String(event.data));
    if (!frame) return;
    // `ready` and `reload` say where the client stands (lower after the server's sequence restarted); an event moves
    // it on.
    if (frame.type === 'ready' || frame.type === 'reload') lastSeq = frame.seq ?? lastSeq;
    else if ('seq' in frame && typeof frame.seq === 'number') lastSeq = Math.max(lastSeq ?? 0, frame.seq);
    if (frame.type === 'reload') deps.reload();
    if (frame.type === 'ready') {
      attempts = 0;
      setOpen(true);
      reconnectListeners.forEach((fn) => fn());
    }
    listeners.forEach((fn) => fn(frame));
  };
  ws.onclose = (event) => {
    if (socket === ws) socket = null;
    clearTimeout(silenceTimer);
    setOpen(false);
    if (event.code === WS_CLOSE_SESSION_ENDED) sessionEnded();
    else scheduleReconnect(event.code);
  };
  ws.onerror = () => ws.close();
}

/** Logged out elsewhere, password reset, account disabled or stopped: what the HTTP client does on a 303. */
function sessionEnded() {
  stopSocket();
  deps.sessionEnded();
}

/** Opens the session's socket (idempotent); it stays open, reconnecting, until stopSocket(). */
export function startSocket(): void {
  wanted = true;
  if (!socket) connect();
}

export function stopSocket(): void {
  wanted = false;
  clearTimeout(retryTimer);
  clearTimeout(silenceTimer);
  socket?.close(1000, 'logout');
  socket = null;
  attempts = 0;
  lastSeq = undefined;
  setOpen(false);
}

/** Sends a frame on the session's socket; false when it is not connected (the caller says so to the person). */
export function sendFrame(frame: WsClientFrameInput): boolean {
  if (!socket || socket.readyState !== WebSocket.OPEN || !isOpen) return false;
  socket.send(JSON.stringify(frame));
  return true;
}

function isOneOf<T extends WsServerFrameType>(
  frame: WsServerFrame,
  types: ReadonlySet<string>,
): frame is WsServerFrameOf<T> {
  return types.has(frame.type);
}

/**
 * Calls `handler` for every server frame of the given kinds while the component is mounted; the handler receives
 * the frame typed by its kind.
 */
export function useSocketEvents<T extends WsServerFrameType>(
  types: readonly T[],
  handler: (frame: WsServerFrameOf<T>) => void,
  onReconnect?: () => void,
): void {
  const key = types.join(',');
  useEffect(() => {
    const wantedTypes = new Set(key.split(','));
    const listener: Listener = (frame) => {
      if (isOneOf<T>(frame, wantedTypes)) handler(frame);
    };
    listeners.add(listener);
    if (onReconnect) reconnectListeners.add(onReconnect);
    return () => {
      listeners.delete(listener);
      if (onReconnect) reconnectListeners.delete(onReconnect);
    };
  }, [key, handler, onReconnect]);
}
