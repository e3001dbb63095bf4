import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { langOf } from '../core/i18n.ts';
import { resolveCaller } from '../modules/auth/session.service.ts';
import { readClientFrame, send, type WsHub } from './hub.ts';

/** The query string of /ws: a token (the earlier app's way) and the language of error frames. */
const WsQuery = z.object({
  token: z.string().optional(),
  'think-lang': z.string().optional(),
  lang: z.string().optional(),
});

const IDENTIFY_TIMEOUT_MS = 10_000;

/** /ws: authenticated by `?token=` or by a first frame `{type:"postId", token}`. */
export function wsRoutes(app: FastifyInstance, ctx: AppContext, hub: WsHub) {
  app.get('/ws', { websocket: true, config: { auth: 'none', rateLimit: false } }, (socket, req) => {
    const query = WsQuery.safeParse(req.query).data ?? {};
    const identify = async (token: string | undefined) => {
      try {
        const caller = await resolveCaller(ctx, token);
        hub.attach(socket, caller, langOf(query['think-lang'] ?? query.lang));
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
      void identify('frame' in read && read.frame.type === 'postId' ? read.frame.token : undefined);
    });
  });
}
