import { PlayerWithdrawalState, playerSideApi, playerWithdrawalsApi as api } from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok, okSaying } from '../../http/reply.ts';
import * as service from './player-withdrawals.service.ts';
import * as own from './own-withdrawals.service.ts';

// HTTP shape of players' withdrawal requests: which service answers each endpoint of `playerWithdrawalsApi`.

const actorOf = (req: FastifyRequest): service.PlayerActor => {
  const caller = callerOf(req);
  return { userId: caller.user.id, shopId: caller.shopId };
};

export function playerWithdrawalsRoutes(app: App, ctx: AppContext) {
  const { M } = service;

  serve(app, api.request, async (b, req) => {
    await service.request(ctx, actorOf(req), {
      fen: b.money,
      method: b.type,
      account: b.number,
      contact: b.contact,
      realName: b.realname,
    });
    return okSaying(req.lang, M.pwRequested);
  });
  serve(app, api.pending, async (q, req) =>
    ok(
      await service.list(ctx, actorOf(req).shopId, { ...q, state: PlayerWithdrawalState.pending }, req.lang),
    ),
  );
  serve(app, api.history, async (q, req) => ok(await service.list(ctx, actorOf(req).shopId, q, req.lang)));
  serve(app, api.handle, async (b, req) => {
    const agree = b.type === 1;
    await service.handle(ctx, actorOf(req), { id: b.id, agree, reason: b.retReason });
    return okSaying(req.lang, agree ? M.pwAgreed : M.pwRejected);
  });
  serve(app, playerSideApi.wallet, async (_q, req) => ok(await own.wallet(ctx.db, actorOf(req))));
  serve(app, playerSideApi.withdrawals, async (q, req) =>
    ok(await own.ownRequests(ctx.db, actorOf(req), q, req.lang)),
  );
}
