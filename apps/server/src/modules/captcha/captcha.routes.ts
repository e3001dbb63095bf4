import { accountApi } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok } from '../../http/reply.ts';
import { issueCaptcha } from './captcha.service.ts';

export function captchaRoutes(app: App, ctx: AppContext) {
  serve(app, accountApi.captcha, async (_input, _req, reply) => {
    const { id, svg } = await issueCaptcha(ctx.db);
    void reply.header('cache-control', 'no-store');
    return ok({
      captchaId: id,
      image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    });
  });
}
