import { pushLinkApi } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { okSaying } from '../../http/reply.ts';
import { bindPushLink } from './push-links.service.ts';

export function pushLinksRoutes(app: App, ctx: AppContext) {
  serve(app, pushLinkApi.bind, async (body, req) =>
    okSaying(req.lang, await bindPushLink(ctx, callerOf(req), body)),
  );
}
