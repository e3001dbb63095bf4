import { shopSetupApi as api } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok, okSaying } from '../../http/reply.ts';
import * as notices from './notices.service.ts';

// HTTP shape of announcements: the owner publishes and lists the shop's notices; players read the current ones.

export function noticesRoutes(app: App, ctx: AppContext) {
  serve(app, api.setNotice, async (b, req) =>
    okSaying(req.lang, (await notices.publish(ctx, callerOf(req).shopId, b)).message),
  );
  serve(app, api.notices, async (_q, req) =>
    ok(await notices.history(ctx.db, callerOf(req).shopId, req.lang)),
  );
  serve(app, api.currentNotices, async (_q, req) =>
    ok(await notices.current(ctx.db, callerOf(req).shopId, req.lang)),
  );
}
