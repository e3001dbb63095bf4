import { accountApi, NewUserIndexResponse } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf, readAccessToken } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { translate } from '../../core/i18n.ts';
import { ok, okSaying, sendJsonData, wantsFresh } from '../../http/reply.ts';
import * as login from '../auth/login.service.ts';
import * as service from './account.service.ts';
import { register } from './sign-up.service.ts';

// HTTP shape of accounts and sessions: which service answers each endpoint of `accountApi` (packages/shared).

export function accountRoutes(app: App, ctx: AppContext) {
  const api = accountApi;
  const indexCheck = { schema: NewUserIndexResponse, validate: ctx.config.validateResponses };

  serve(app, api.login, async (body, req) => {
    const { data, msg } = await login.login(ctx, body, req.ip);
    return ok(data, translate(req.lang, msg));
  });

  serve(app, api.playerLogin, async (body, req) => {
    const { data, msg } = await login.playerLogin(ctx, body, req.ip);
    return ok(data, translate(req.lang, msg));
  });

  serve(app, api.playerIndex, async (_input, req) => ok(await service.playerIndex(ctx, callerOf(req))));

  serve(app, api.userIndex, async (_input, req, reply) =>
    sendJsonData(reply, await service.accountIndexJson(ctx, callerOf(req), wantsFresh(req)), indexCheck),
  );

  serve(app, api.register, async (body, req) =>
    ok(await register(ctx, body, req.ip), translate(req.lang, service.M.registerOk)),
  );

  serve(app, api.forgetPassword, async (body, req) =>
    okSaying(req.lang, await service.forgetPassword(ctx, body)),
  );

  serve(app, api.refreshToken, async (body, req) =>
    ok(await login.refreshAccess(ctx, body.refresh_token, readAccessToken(req))),
  );

  serve(app, api.logout, async (_input, req) => {
    await login.logout(ctx, readAccessToken(req));
    return ok(null, translate(req.lang, login.M.logoutOk));
  });

  serve(app, api.changePhone, async (body, req) =>
    okSaying(req.lang, await service.changePhone(ctx, callerOf(req), body)),
  );
}
