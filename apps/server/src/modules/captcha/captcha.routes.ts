import { CommonCaptchaQuery } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { drawCaptcha } from './captcha.service.ts';

export function captchaRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/common/captcha',
    { schema: { querystring: CommonCaptchaQuery }, config: { auth: 'none' } },
    async (req, reply) => {
      const svg = await drawCaptcha(ctx.db, req.query.id);
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );
}
