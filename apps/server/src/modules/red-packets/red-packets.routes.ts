import { playerSideApi, redPacketsApi as api, type RedPacketType } from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { translate } from '../../core/i18n.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok } from '../../http/reply.ts';
import * as packets from './red-packets.service.ts';
import { grabbedBy } from './player-packets.service.ts';

// HTTP shape of red packets: which service answers each endpoint of `redPacketsApi` (packages/shared).

const actorOf = (req: FastifyRequest) => {
  const caller = callerOf(req);
  return { userId: caller.user.id, shopId: caller.shopId };
};

export function redPacketsRoutes(app: App, ctx: AppContext) {
  const { M } = packets;
  serve(app, api.push, async (b, req) =>
    ok(
      await packets.push(ctx, actorOf(req), {
        type: b.type as RedPacketType,
        count: b.Count,
        days: b.endDay,
        moneyFen: b.Money,
        title: b.title,
      }),
      translate(req.lang, M.rpSent),
    ),
  );
  serve(app, api.records, async (q, req) => ok(await packets.records(ctx, actorOf(req).shopId, q, req.lang)));
  serve(app, api.revoke, async (b, req) => {
    const r = await packets.revoke(ctx, actorOf(req), b.id);
    return ok(r, translate(req.lang, M.rpRevokedDone, { money: r.money }));
  });
  serve(app, api.grab, async (b, req) => {
    const r = await packets.grab(ctx, actorOf(req), b.id);
    return ok(r, translate(req.lang, M.rpGrabbedDone, { money: r.money }));
  });
  serve(app, playerSideApi.grabbedRedPackets, async (q, req) =>
    ok(await grabbedBy(ctx.db, actorOf(req).userId, q)),
  );
}
