import { drawsApi } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { translate } from '../../core/i18n.ts';
import { ok } from '../../http/reply.ts';
import * as service from './draws.service.ts';

/** Platform-only: draw and match results, published by support accounts (the CLI calls the same service). */
export function drawRoutes(app: App, ctx: AppContext) {
  serve(app, drawsApi.publishNumber, async (body, req) => {
    const out = await service.publishNumberDraw(ctx, body);
    return ok(out, translate(req.lang, ...service.publishMessage({ ...out, revision: out.draw.revision })));
  });

  serve(app, drawsApi.publishMatch, async (body, req) => {
    const out = await service.publishMatchResult(ctx, body);
    return ok(out, translate(req.lang, ...service.publishMessage({ ...out, revision: out.result.revision })));
  });

  serve(app, drawsApi.list, async (query) => ok(await service.listResults(ctx, query)));
}
