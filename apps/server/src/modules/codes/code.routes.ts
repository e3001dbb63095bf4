import { accountApi } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import { okSaying } from '../../http/reply.ts';
import { sendCode } from './code.service.ts';

export function codeRoutes(app: App, ctx: AppContext) {
  serve(app, accountApi.sendSmsCode, async (body, req) =>
    okSaying(req.lang, await sendCode(ctx, 'sms', body.phone, body.event)),
  );
  serve(app, accountApi.sendEmailCode, async (body, req) =>
    okSaying(req.lang, await sendCode(ctx, 'email', body.email, body.event)),
  );
}
