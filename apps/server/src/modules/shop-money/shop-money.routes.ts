import { shopMoneyApi } from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok, okSaying } from '../../http/reply.ts';
import * as money from './shop-money.service.ts';
import * as withdrawals from './withdrawals.service.ts';

// HTTP shape of the shop's own money: which service answers each endpoint of `shopMoneyApi` (packages/shared).

const actorOf = (req: FastifyRequest): withdrawals.ShopActor => {
  const caller = callerOf(req);
  return { userId: caller.user.id, shopId: caller.shopId };
};

export function shopMoneyRoutes(app: App, ctx: AppContext) {
  const api = shopMoneyApi;
  serve(app, api.withdraw, async (b, req) => {
    await withdrawals.withdraw(ctx, actorOf(req), {
      type: b.type,
      number: b.number,
      contact: b.contact,
      fen: b.money,
    });
    return okSaying(req.lang, withdrawals.WM.shopWithdrawn);
  });
  serve(app, api.history, async (q, req) =>
    ok(await withdrawals.history(ctx, actorOf(req).shopId, q, req.lang)),
  );
  serve(app, api.details, async (q, req) => ok(await money.details(ctx, actorOf(req).shopId, q, req.lang)));
  serve(app, api.trusteeship, async (q, req) =>
    ok(await money.trusteeship(ctx, actorOf(req).shopId, q, req.lang)),
  );
}
