import { playerSideApi as api } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok } from '../../http/reply.ts';
import { drawHistory } from '../draws/draw-results.service.ts';
import * as home from './player-home.service.ts';

// HTTP shape of the player app's home and draw pages: which service answers each of these `playerSideApi` calls.

export function playerHomeRoutes(app: App, ctx: AppContext) {
  serve(app, api.shopCard, async (_q, req) => {
    const caller = callerOf(req);
    return ok(
      await home.shopCard(ctx.db, { userId: caller.user.id, shopId: caller.shopId }, req.lang, nowSeconds()),
    );
  });
  serve(app, api.latestDraws, async () => ok(await home.latestResults(ctx.db, nowSeconds())));
  serve(app, api.drawHistory, async (q) => ok(await drawHistory(ctx.db, q.game_id, q)));
}
