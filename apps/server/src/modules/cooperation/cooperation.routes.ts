import { cooperationApi } from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok, okSaying } from '../../http/reply.ts';
import * as coop from './cooperation.service.ts';
import * as money from './cooperation-money.service.ts';

// HTTP shape of partner shops: which service answers each endpoint of `cooperationApi` (packages/shared).

const actorOf = (req: FastifyRequest): coop.CoopActor => {
  const caller = callerOf(req);
  return { userId: caller.user.id, shopId: caller.shopId };
};

export function cooperationRoutes(app: App, ctx: AppContext) {
  const api = cooperationApi;
  const { M } = coop;

  serve(app, api.apply, async (q, req) => {
    await coop.apply(ctx, actorOf(req), q.id, q.memo);
    return okSaying(req.lang, M.coopApplied);
  });
  serve(app, api.applyGame, async (q, req) => {
    await coop.applyGame(ctx, actorOf(req), {
      mainShopId: q.id,
      gameCode: q.game_id,
      commission: q.commission,
      memo: q.memo,
    });
    return okSaying(req.lang, M.coopApplied);
  });
  serve(app, api.mine, async (q, req) =>
    ok(await coop.applications(ctx, actorOf(req).shopId, 'branch', q, req.lang)),
  );
  serve(app, api.toMe, async (q, req) =>
    ok(
      await coop.applications(
        ctx,
        actorOf(req).shopId,
        'main',
        { waitingOnly: q.state === '0', startTime: q.startTime, endTime: q.endTime },
        req.lang,
      ),
    ),
  );
  serve(app, api.adopt, async (q, req) => {
    await coop.handle(ctx, actorOf(req), q.id, 'adopt');
    return okSaying(req.lang, M.coopAdopted);
  });
  serve(app, api.refuse, async (q, req) => {
    await coop.handle(ctx, actorOf(req), q.id, 'refuse');
    return okSaying(req.lang, M.coopRefused);
  });
  serve(app, api.asBranch, async (q, req) =>
    ok(await coop.cooperations(ctx, actorOf(req).shopId, 'branch', q.search, req.lang)),
  );
  serve(app, api.asMain, async (q, req) =>
    ok(await coop.cooperations(ctx, actorOf(req).shopId, 'main', q.search, req.lang)),
  );
  serve(app, api.pushSwitch, async (b, req) => {
    await coop.setSwitch(ctx, actorOf(req), {
      side: 'branch',
      otherShopId: b.MainStore_id,
      gameCode: b.game_id,
      value: b.value,
    });
    return okSaying(req.lang, M.coopSwitched);
  });
  serve(app, api.pullSwitch, async (b, req) => {
    await coop.setSwitch(ctx, actorOf(req), {
      side: 'main',
      otherShopId: b.BranchStore_id,
      gameCode: b.game_id,
      value: b.value,
    });
    return okSaying(req.lang, M.coopSwitched);
  });
  serve(app, api.remove, async (b, req) =>
    okSaying(
      req.lang,
      await coop.remove(ctx, actorOf(req), {
        side: b.type === 1 ? 'branch' : 'main',
        otherShopId: b.shop_id,
        gameCode: b.game_id,
      }),
    ),
  );
  serve(app, api.recharge, async (b, req) => {
    await money.recharge(ctx, actorOf(req), b.shop_id, b.money);
    return okSaying(req.lang, money.CM.coopRecharged);
  });
  serve(app, api.withdraw, async (b, req) => {
    await money.withdraw(ctx, actorOf(req), b.shop_id, b.money);
    return okSaying(req.lang, money.CM.coopWithdrawn);
  });
  serve(app, api.editBalance, async (b, req) => {
    await money.edit(ctx, actorOf(req), {
      branchShopId: b.shop_id,
      add: b.type === 'Add',
      fen: b.value,
      memo: b.memo,
    });
    return okSaying(req.lang, money.CM.coopEdited);
  });
  serve(app, api.balance, async (q, req) => ok(await money.ledgerOf(ctx, actorOf(req), q, req.lang)));
}
