import { OrderPage, playerSideApi, playersApi } from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import { translate } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok, okSaying, sendJsonData } from '../../http/reply.ts';
import * as changes from './player-changes.service.ts';
import * as invitations from './invitations.service.ts';
import * as players from './players.service.ts';

// HTTP shape of players and invitations: which service answers each endpoint of `playersApi` (packages/shared).

const shopCaller = (req: FastifyRequest): players.ShopCaller => {
  const caller = callerOf(req);
  return { userId: caller.user.id, shopId: caller.shopId, isStaff: caller.clerk !== null };
};

export function playerRoutes(app: App, ctx: AppContext) {
  const api = playersApi;
  const { CM } = changes;
  const pageCheck = { schema: OrderPage, validate: ctx.config.validateResponses };

  serve(app, api.register, async (b, req) =>
    ok(await invitations.register(ctx, b, req.ip), translate(req.lang, invitations.IM.playerRegistered)),
  );
  serve(app, api.list, async (q, req) => ok(await players.list(ctx, shopCaller(req).shopId, q)));
  serve(app, playerSideApi.ledger, async (q, req) =>
    ok(await players.ownLedger(ctx, callerOf(req).user.id, q, req.lang)),
  );
  serve(app, api.starred, async (q, req) => ok(await players.starred(ctx, shopCaller(req).shopId, q.search)));
  serve(app, api.info, async (q, req) => ok(await players.info(ctx, shopCaller(req).shopId, q.id)));
  serve(app, api.account, async (q, req) =>
    ok(await players.account(ctx, shopCaller(req).shopId, q, req.lang)),
  );
  serve(app, api.orders, async (q, req, reply) =>
    sendJsonData(reply, await players.orders(ctx, shopCaller(req), q), pageCheck),
  );
  serve(app, api.setFlag, async (q, req) => {
    await changes.setFlag(ctx, shopCaller(req), q);
    return okSaying(req.lang, CM.playerSet);
  });
  serve(app, api.setAgent, async (b, req) => {
    await changes.setAgent(ctx, shopCaller(req), b);
    return okSaying(req.lang, CM.playerSet);
  });
  serve(app, api.setAgentRate, async (b, req) => {
    await changes.setAgentRate(ctx, shopCaller(req), b.id, b.rate);
    return okSaying(req.lang, CM.playerSet);
  });
  serve(app, api.setSuperior, async (b, req) => {
    const name = await changes.setSuperior(ctx, shopCaller(req), b.id, b.value);
    return okSaying(req.lang, CM.superiorChanged, { name });
  });
  serve(app, api.addMoney, async (b, req) => {
    await changes.moveMoney(ctx, shopCaller(req), { id: b.id, fen: b.money, memo: b.memo, add: true });
    return okSaying(req.lang, CM.playerAdded);
  });
  serve(app, api.deductMoney, async (b, req) => {
    await changes.moveMoney(ctx, shopCaller(req), { id: b.id, fen: b.money, memo: b.memo, add: false });
    return okSaying(req.lang, CM.playerDeducted);
  });
  serve(app, api.resetPassword, async (b, req) => {
    await changes.resetPassword(ctx, shopCaller(req), b.id, b.password);
    return okSaying(req.lang, CM.playerPasswordSet);
  });
  serve(app, api.invites, async (q, req) => ok(await invitations.invites(ctx, shopCaller(req).shopId, q)));
  serve(app, api.agents, async (q, req) => ok(await invitations.agents(ctx, shopCaller(req).shopId, q)));
  serve(app, api.agentInvitees, async (q, req) =>
    ok(await invitations.agentInvitees(ctx, shopCaller(req).shopId, q)),
  );
  serve(app, api.invitedShops, async (q, req) =>
    ok(await invitations.invitedShops(ctx, shopCaller(req).shopId, q)),
  );
  serve(app, api.shareInfo, async (_q, req) => ok(await invitations.shareInfo(ctx, shopCaller(req).shopId)));
}
