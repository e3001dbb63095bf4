import { MAX_PHOTO_BYTES, playerSideApi, ReceiptUpload, receiptsApi } from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok, okSaying } from '../../http/reply.ts';
import { readUploadForm } from '../../http/upload-form.ts';
import { imageTooLarge } from '../../storage/uploaded-image.ts';
import { playerRecharge } from '../payments/payment-returns.service.ts';
import * as offline from './offline-recharges.service.ts';
import * as receipts from './receipts.service.ts';
import { openChannelsFor } from './player-channels.service.ts';

// HTTP shape of payment channels and players' recharges: which service answers each endpoint of `receiptsApi`
// (packages/shared).

const actorOf = (req: FastifyRequest): receipts.ReceiptActor => {
  const caller = callerOf(req);
  return { userId: caller.user.id, shopId: caller.shopId };
};

export function receiptsRoutes(app: App, ctx: AppContext) {
  const api = receiptsApi;
  const { M } = receipts;

  serve(app, api.list, async (_q, req) => ok(await receipts.list(ctx, actorOf(req).shopId)));
  serve(app, api.apply, async (b, req) => {
    await receipts.apply(ctx, actorOf(req), b);
    return okSaying(req.lang, M.rcApplied);
  });
  serve(app, api.setState, async (b, req) =>
    okSaying(req.lang, await receipts.setOpen(ctx, actorOf(req), b.id, b.state === 1)),
  );
  serve(app, api.qrImage, async (_b, req) => ok(await receipts.qrImage(ctx, actorOf(req).shopId)));
  serve(app, api.setQrImage, async (b, req) => {
    await receipts.setQrImage(ctx, actorOf(req), b.url);
    return okSaying(req.lang, M.rcQrSet);
  });
  serve(app, api.setPid, async (b, req) => {
    await receipts.setPid(ctx, actorOf(req), b.source, b.pid);
    return okSaying(req.lang, M.rcPidSet);
  });
  serve(app, api.upload, async (_form, req) => {
    const { fields, bytes } = await readUploadForm(req, MAX_PHOTO_BYTES, {
      field: (field) => AppError.fail(M.rcUploadField, { field }),
      tooLarge: imageTooLarge,
    });
    const form = ReceiptUpload.safeParse(fields);
    if (!form.success)
      throw AppError.fail(M.rcUploadField, { field: String(form.error.issues[0]?.path[0] ?? 'type') });
    return ok({ url: await receipts.storeDocument(ctx, bytes) });
  });

  serve(app, api.offlineRecharges, async (q, req) =>
    ok(await offline.offlineRecharges(ctx, actorOf(req).shopId, q, req.lang)),
  );
  serve(app, api.confirmOffline, async (b, req) =>
    okSaying(req.lang, await offline.decide(ctx, actorOf(req), b.id, b.state === 1)),
  );
  serve(app, api.recharge, async (b, req) =>
    ok(
      await offline.recharge(ctx, actorOf(req), b.money, b.channel, b.client),
      translate(req.lang, offline.OM.rcOfflineCreated),
    ),
  );
  serve(app, api.rechargeResult, async (q, req) => {
    const r = await playerRecharge(ctx, actorOf(req), q.trade_no);
    return ok({ state: r.state, money: r.money }, translate(req.lang, r.message));
  });
  serve(app, playerSideApi.rechargeChannels, async (_q, req) =>
    ok(await openChannelsFor(ctx.db, actorOf(req).shopId)),
  );
}
