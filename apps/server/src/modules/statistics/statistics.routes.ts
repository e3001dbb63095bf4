import { statisticsApi } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok } from '../../http/reply.ts';
import { exportTable } from './statistics-export.service.ts';
import { agentRanking, playerRanking, staffRanking } from './statistics-rankings.service.ts';
import * as figures from './statistics.service.ts';

// HTTP shape of the statistics tab: which service answers each endpoint of `statisticsApi` (packages/shared).

export function statisticsRoutes(app: App, ctx: AppContext) {
  const api = statisticsApi;
  const shopOf = (req: Parameters<typeof callerOf>[0]) => callerOf(req).shopId;
  serve(app, api.index, async (q, req) => ok(await figures.index(ctx, callerOf(req), q)));
  serve(app, api.ticketingDetails, async (q, req) =>
    ok(await figures.ticketingDetails(ctx, callerOf(req), q, req.lang)),
  );
  serve(app, api.trend, async (q, req) => ok(await figures.trend(ctx, callerOf(req), q)));
  serve(app, api.export, async (q, req) => ok(await exportTable(ctx, callerOf(req), q, req.lang)));
  serve(app, api.rechargeList, async (q, req) =>
    ok(await figures.rechargeList(ctx, shopOf(req), q, req.lang)),
  );
  serve(app, api.rechargeDetails, async (q, req) =>
    ok(await figures.rechargeDetails(ctx, shopOf(req), q, req.lang)),
  );
  serve(app, api.waterfall, async (q, req) => ok(await figures.waterfall(ctx, shopOf(req), q)));
  serve(app, api.playerRanking, async (q, req) => ok({ data: await playerRanking(ctx, shopOf(req), q) }));
  serve(app, api.staffRanking, async (q, req) => ok({ data: await staffRanking(ctx, shopOf(req), q) }));
  serve(app, api.agentRanking, async (q, req) => ok({ data: await agentRanking(ctx, shopOf(req), q) }));
}
