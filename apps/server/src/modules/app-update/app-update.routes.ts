import { AppUpdateResponse, envelopeOf } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { ok } from '../../http/reply.ts';
import { currentRelease } from './app-update.service.ts';

export function appUpdateRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/common.AppUpdate/index',
    { schema: { response: { 200: envelopeOf(AppUpdateResponse) } }, config: { auth: 'none' } },
    async () => ok(await currentRelease(ctx.db)),
  );
}
