import {
  ChangePhoneRequest,
  CommonRefreshTokenRequest,
  CommonRefreshTokenResponse,
  envelopeOf,
  NewUserForgetPasswordRequest,
  NewUserIndexResponse,
  NewUserLoginRequest,
  NewUserLoginResponse,
  NewUserRegisterRequest,
  PlayerIndexResponse,
  PlayerLoginResponse,
} from '@dzzs/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf, readAccessToken } from '../../http/auth-guard.ts';
import { translate } from '../../core/i18n.ts';
import { ok, okSaying } from '../../http/reply.ts';
import * as login from '../auth/login.service.ts';
import * as service from './account.service.ts';

const TextResponse = envelopeOf(z.string());

export function accountRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/NewUser/login',
    {
      schema: { body: NewUserLoginRequest, response: { 200: envelopeOf(NewUserLoginResponse) } },
      config: { auth: 'none', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { data, msg } = await login.login(ctx, req.body, req.ip);
      return ok(data as z.infer<typeof NewUserLoginResponse>, translate(req.lang, msg));
    },
  );

  app.post(
    '/api/bettingend.User/login',
    {
      schema: { body: NewUserLoginRequest, response: { 200: envelopeOf(PlayerLoginResponse) } },
      config: { auth: 'none', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => {
      const { data, msg } = await login.playerLogin(ctx, req.body, req.ip);
      return ok(data, translate(req.lang, msg));
    },
  );

  app.get(
    '/api/bettingend.User/index',
    { schema: { response: { 200: envelopeOf(PlayerIndexResponse) } }, config: { auth: 'player' } },
    async (req) => ok(await service.playerIndex(ctx, callerOf(req))),
  );

  app.get(
    '/api/NewUser/index',
    { schema: { response: { 200: envelopeOf(NewUserIndexResponse) } }, config: { auth: 'shop' } },
    async (req) => ok(await service.accountIndex(ctx, callerOf(req))),
  );

  app.post(
    '/api/NewUser/register',
    {
      schema: { body: NewUserRegisterRequest, response: { 200: envelopeOf(NewUserLoginResponse) } },
      config: { auth: 'none', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) =>
      ok(await service.register(ctx, req.body, req.ip), translate(req.lang, service.M.registerOk)),
  );

  app.post(
    '/api/NewUser/forgetPassword',
    {
      schema: { body: NewUserForgetPasswordRequest, response: { 200: TextResponse } },
      config: { auth: 'none', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => {
      return okSaying(req.lang, await service.forgetPassword(ctx, req.body));
    },
  );

  app.post(
    '/api/common/refreshToken',
    {
      schema: { body: CommonRefreshTokenRequest, response: { 200: envelopeOf(CommonRefreshTokenResponse) } },
      config: { auth: 'none' },
    },
    async (req) => ok(await login.refreshAccess(ctx, req.body.refresh_token, readAccessToken(req))),
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/user/logout',
    config: { auth: 'none' },
    handler: async (req) => {
      await login.logout(ctx, readAccessToken(req));
      return ok(null, translate(req.lang, login.M.logoutOk));
    },
  });

  app.post(
    '/api/bettingend.mine.Information/changePhone',
    { schema: { body: ChangePhoneRequest, response: { 200: TextResponse } }, config: { auth: 'login' } },
    async (req) => {
      return okSaying(req.lang, await service.changePhone(ctx, callerOf(req), req.body));
    },
  );
}
