import { accountApi } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok } from '../../http/reply.ts';
import { currentRelease } from './app-update.service.ts';

export function appUpdateRoutes(app: App, ctx: AppContext) {
  serve(app, accountApi.appUpdate, async () => ok(await currentRelease(ctx.db)));
}
