import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { langOf } from '../core/i18n.ts';
import { resolveCaller, sessionStands, watchEndedSessions } from '../modules/auth/session.service.ts';
import { readClientFrame, send, type WsHub } from './hub.ts';

/**
 * The query string of /ws: a token (the earlier app's way), the last event number the client received, and the
 * language of error frames.
 */
const WsQuery = z.object({
  token: z.string().optional(),
  since: z.coerce.number().int().nonnegative().optional(),
  'think-lang': z.string().optional(),
  lang: z.string().optional(),
});

const IDENTIFY_TIMEOUT_MS = 10_000;

/** /ws: authenticated by `?token=` or by a first frame `{type:"postId", token}`. */
export function wsRoutes(app: FastifyInstance, ctx: AppContext, hub: WsHub) {
  // Sessions ended by a process the bus does not reach close their sockets too (docs/architecture.md).
  const stopWatching = watchEndedSessions(ctx, () =>
    hub.recheckSessions((token) => sessionStands(ctx, token)),
  );
  app.addHook('onClose', async () => stopWatching());
  // One listener for every socket. `ws` reports a client's broken or oversized frame here: the socket closes with
  // one warning (a lost connection closes it without an error).
  function onSocketError(this: WebSocket, err: Error) {
    const code = (err as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('WS_ERR_'))
      ctx.log.warn({ reason: err.message }, 'websocket closed on a bad frame');
    else ctx.log.error({ err }, 'websocket failed');
    this.terminate();
  }
  app.get('/ws', { websocket: true, config: { auth: 'none', rateLimit: false } }, (socket, req) => {
    releaseUpgrade(socket, req, onSocketError);
    const query = WsQuery.safeParse(req.query).data ?? {};
    const identify = async (token: string | undefined, since = query.since) => {
      try {
        if (typeof token !== 'string') throw new Error('no token');
        const caller = await resolveCaller(ctx, token);
        hub.attach(socket, caller, token, langOf(query['think-lang'] ?? query.lang), since);
        return true;
      } catch {
        send(socket, { type: 'error', code: 303, msg: 'need login' });
        socket.close(4001, 'need login');
        return false;
      }
    };
    if (query.token !== undefined) {
      void identify(query.token);
      return;
    }
    const timer = setTimeout(() => socket.close(4001, 'identify timeout'), IDENTIFY_TIMEOUT_MS);
    socket.once('message', (raw) => {
      clearTimeout(timer);
      // Anything but a valid `postId` is answered as an identification without a token.
      const read = readClientFrame(raw.toString(), 'en');
      if ('refusal' in read) req.log.warn({ refusal: read.refusal }, 'websocket first frame refused');
      const hello = 'frame' in read && read.frame.type === 'postId' ? read.frame : undefined;
      void identify(hello?.token, hello?.since ?? query.since);
    });
  });
}

/**
 * @fastify/websocket leaves every open socket holding the HTTP exchange it was upgraded from: the upgrade's
 * response stays assigned to the TCP socket, and the socket's error listener closes over the request and the reply
 * — some 3 KB a socket of request, headers, reply and response objects nothing reads again (docs/architecture.md,
 * "Budgets"). Releasing them keeps a socket to what the hub needs.
 */
function releaseUpgrade(
  socket: WebSocket,
  req: FastifyRequest,
  onError: (this: WebSocket, err: Error) => void,
): void {
  const tcp = req.raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
  socket.removeAllListeners('error');
  socket.on('error', onError);
}
