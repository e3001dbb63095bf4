import { staffApi } from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok, okSaying } from '../../http/reply.ts';
import * as staff from './staff.service.ts';

// HTTP shape of staff management: which service answers each endpoint of `staffApi` (packages/shared).

const ownerOf = (req: FastifyRequest): staff.Owner => {
  const caller = callerOf(req);
  return { userId: caller.user.id, shopId: caller.shopId };
};

export function staffRoutes(app: App, ctx: AppContext) {
  const api = staffApi;
  const { M } = staff;

  serve(app, api.list, async (q, req) => ok(await staff.list(ctx, ownerOf(req).shopId, q.state)));
  serve(app, api.info, async (q, req) => ok(await staff.info(ctx, ownerOf(req).shopId, q.id)));
  serve(app, api.add, async (b, req) => {
    await staff.add(ctx, ownerOf(req), b);
    return okSaying(req.lang, M.staffAdded);
  });
  serve(app, api.edit, async (b, req) => {
    await staff.edit(ctx, ownerOf(req), b);
    return okSaying(req.lang, M.staffEdited);
  });
  serve(app, api.setState, async (q, req) =>
    okSaying(req.lang, await staff.setState(ctx, ownerOf(req), q.id, q.state)),
  );
  serve(app, api.setGameRule, async (q, req) => {
    await staff.setGameRule(ctx, ownerOf(req), q);
    return okSaying(req.lang, M.staffRuleSaved);
  });
}
