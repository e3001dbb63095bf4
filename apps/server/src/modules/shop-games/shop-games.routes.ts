import { shopSetupApi as api } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import { translate } from '../../core/i18n.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok } from '../../http/reply.ts';
import * as games from './shop-games.service.ts';

// HTTP shape of 彩种管理: the owner reads every game's settings and changes one at a time.

export function shopGamesRoutes(app: App, ctx: AppContext) {
  serve(app, api.games, async (_q, req) => ok(await games.gameSettings(ctx.db, callerOf(req).shopId)));
  serve(app, api.editGame, async (b, req) =>
    ok(await games.editGame(ctx, callerOf(req).shopId, b), translate(req.lang, games.M.sgSaved)),
  );
}
