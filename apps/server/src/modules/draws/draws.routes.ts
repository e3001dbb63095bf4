import {
  envelopeOf,
  PlatformDrawListRequest,
  PlatformDrawListResponse,
  PlatformDrawPublishMatchRequest,
  PlatformDrawPublishMatchResponse,
  PlatformDrawPublishNumberRequest,
  PlatformDrawPublishNumberResponse,
} from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { translate } from '../../core/i18n.ts';
import { ok } from '../../http/reply.ts';
import * as service from './draws.service.ts';

/** Platform-only: draw and match results, published by support accounts (the CLI calls the same service). */
export function drawRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/platform.Draw/publishNumber',
    {
      schema: {
        body: PlatformDrawPublishNumberRequest,
        response: { 200: envelopeOf(PlatformDrawPublishNumberResponse) },
      },
      config: { auth: 'support' },
    },
    async (req) => {
      const out = await service.publishNumberDraw(ctx, req.body);
      return ok(out, translate(req.lang, ...service.publishMessage({ ...out, revision: out.draw.revision })));
    },
  );

  app.post(
    '/api/platform.Draw/publishMatch',
    {
      schema: {
        body: PlatformDrawPublishMatchRequest,
        response: { 200: envelopeOf(PlatformDrawPublishMatchResponse) },
      },
      config: { auth: 'support' },
    },
    async (req) => {
      const out = await service.publishMatchResult(ctx, req.body);
      return ok(
        out,
        translate(req.lang, ...service.publishMessage({ ...out, revision: out.result.revision })),
      );
    },
  );

  app.get(
    '/api/platform.Draw/list',
    {
      schema: {
        querystring: PlatformDrawListRequest,
        response: { 200: envelopeOf(PlatformDrawListResponse) },
      },
      config: { auth: 'support' },
    },
    async (req) => ok(await service.listResults(ctx, req.query)),
  );
}
