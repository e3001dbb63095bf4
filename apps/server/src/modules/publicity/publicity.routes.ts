import { publicityApi } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok } from '../../http/reply.ts';
import { imageUrl } from './publicity.service.ts';

export function publicityRoutes(app: App, ctx: AppContext) {
  serve(app, publicityApi.image, async (query) => ok({ url: await imageUrl(ctx, query.type) }));
}
