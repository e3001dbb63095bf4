import { historyApi } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok } from '../../http/reply.ts';
import { shopHistory } from './history.service.ts';

// HTTP shape of records' histories: which service answers `historyApi` (packages/shared).

export function historyRoutes(app: App, ctx: AppContext) {
  serve(app, historyApi.list, async (q, req) =>
    ok(await shopHistory(ctx, callerOf(req).shopId, q.entity, q.id, req.lang)),
  );
}
