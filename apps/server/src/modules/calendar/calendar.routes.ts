import { calendarApi } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import { nowSeconds } from '../../core/clock.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok } from '../../http/reply.ts';
import * as games from './games.service.ts';

/** The player side's calendar: what the player's shop sells and what is on sale now. */
export function calendarRoutes(app: App, ctx: AppContext) {
  serve(app, calendarApi.games, async (_input, req) =>
    ok(await games.listGames(ctx.db, callerOf(req).shopId, nowSeconds())),
  );

  serve(app, calendarApi.matches, async (query, req) =>
    ok(await games.matchesOnSale(ctx.db, callerOf(req).shopId, query.game_id, nowSeconds())),
  );
}
