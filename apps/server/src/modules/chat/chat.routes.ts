import { chatApi } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok, okSaying } from '../../http/reply.ts';
import * as queries from './chat-queries.service.ts';
import { M, markRead } from './chat.service.ts';

// HTTP shape of chat: which service answers each endpoint of `chatApi` (packages/shared). Messages are sent over the
// websocket (chat.module.ts).

export function chatRoutes(app: App, ctx: AppContext) {
  const api = chatApi;
  serve(app, api.history, async (q, req) => ok(await queries.history(ctx, callerOf(req), q, req.lang)));
  serve(app, api.conversations, async (q, req) =>
    ok(await queries.conversations(ctx, callerOf(req), q, req.lang)),
  );
  serve(app, api.hide, async (b, req) => {
    await markRead(ctx, callerOf(req), b.to, true);
    return okSaying(req.lang, M.chatHidden);
  });
  serve(app, api.workerUserList, async (_q, req) => ok(await queries.unreadPrivate(ctx, callerOf(req))));
  serve(app, api.publicComm, async (_q, req) => ok(await queries.unreadGroup(ctx, callerOf(req))));
}
