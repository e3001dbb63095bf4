import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { langOf } from '../core/i18n.ts';
import { nestedDeeperThan } from '../core/json-depth.ts';
import { resolveCaller, sessionStands, watchEndedSessions } from '../modules/auth/session.service.ts';
import { send, type WsHub } from './hub.ts';

const IDENTIFY_TIMEOUT_MS = 10_000;

/** /ws: authenticated by `?token=` or by a first frame `{type:"postId", token}`. */
export function wsRoutes(app: FastifyInstance, ctx: AppContext, hub: WsHub) {
  // Sessions ended by a process the bus does not reach close their sockets too (docs/architecture.md).
  const stopWatching = watchEndedSessions(ctx, () =>
    hub.recheckSessions((token) => sessionStands(ctx, token)),
  );
  app.addHook('onClose', async () => stopWatching());
  app.get('/ws', { websocket: true, config: { auth: 'none', rateLimit: false } }, (socket, req) => {
    const query = req.query as Record<string, unknown>;
    const identify = async (token: unknown) => {
      try {
        if (typeof token !== 'string') throw new Error('no token');
        const caller = await resolveCaller(ctx, token);
        hub.attach(socket, caller, token, langOf(query['think-lang'] ?? query.lang));
        return true;
      } catch {
        send(socket, { type: 'error', code: 303, msg: 'need login' });
        socket.close(4001, 'need login');
        return false;
      }
    };
    if (typeof query.token === 'string') {
      void identify(query.token);
      return;
    }
    const timer = setTimeout(() => socket.close(4001, 'identify timeout'), IDENTIFY_TIMEOUT_MS);
    socket.once('message', (raw) => {
      clearTimeout(timer);
      let frame: { type?: unknown; token?: unknown } = {};
      const text = raw.toString();
      try {
        // Too deep to be an identification: answered as one without a token.
        if (!nestedDeeperThan(text)) frame = JSON.parse(text);
      } catch {
        req.log.warn('websocket first frame is not JSON');
      }
      void identify(frame.type === 'postId' ? frame.token : undefined);
    });
  });
}
