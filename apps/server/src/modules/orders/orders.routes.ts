import {
  cooperationApi,
  fenToYuan,
  MAX_PHOTO_BYTES,
  OrderPage,
  ordersApi,
  TicketImageUpload,
} from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { readUploadForm } from '../../http/upload-form.ts';
import { imageTooLarge } from '../../storage/uploaded-image.ts';
import { ok, okSaying, sendJsonData, wantsFresh } from '../../http/reply.ts';
import * as shop from './order-actions.service.ts';
import * as groupBuys from './group-buys.service.ts';
import * as queries from './order-queries.service.ts';
import * as photos from './order-photos.service.ts';
import * as placing from './order-placing.service.ts';
import { handBack, handOver } from './order-hand-over.service.ts';
import { M } from './order-rules.ts';

// HTTP shape of the orders module: which service answers each endpoint of `ordersApi` (packages/shared). Rules live
// in the services.

const shopActor = (req: FastifyRequest): shop.ShopActor => {
  const caller = callerOf(req);
  return { kind: 'shop', userId: caller.user.id, shopId: caller.shopId, isStaff: caller.clerk !== null };
};
const playerActor = (req: FastifyRequest): placing.PlayerActor => {
  const caller = callerOf(req);
  return { kind: 'player', userId: caller.user.id, shopId: caller.shopId };
};

export function orderRoutes(app: App, ctx: AppContext) {
  const pageCheck = { schema: OrderPage, validate: ctx.config.validateResponses };
  const api = ordersApi;

  // Shop: the order tab, detail and actions.

  serve(app, api.receivingList, async (query, req, reply) =>
    sendJsonData(
      reply,
      await queries.receivingListJson(ctx, shopActor(req), query, wantsFresh(req)),
      pageCheck,
    ),
  );

  serve(app, api.groupBuyList, async (query, req, reply) =>
    sendJsonData(
      reply,
      await queries.receivingListJson(ctx, shopActor(req), { ...query, state: 0 }, wantsFresh(req)),
      pageCheck,
    ),
  );

  serve(app, api.cooperativeList, async (query, req, reply) =>
    sendJsonData(
      reply,
      await queries.cooperativeListJson(ctx, shopActor(req), query, wantsFresh(req)),
      pageCheck,
    ),
  );

  serve(app, api.handOver, async (query, req) => {
    await handOver(ctx, shopActor(req), query.order_id);
    return okSaying(req.lang, M.orderHandedOver);
  });

  serve(app, api.handBack, async (query, req) => {
    await handBack(ctx, shopActor(req), query.order_id);
    return okSaying(req.lang, M.orderHandedBack);
  });

  // A partner's 历史记录 is a list of orders: answered here, where the order lists are.
  serve(app, cooperationApi.history, async (query, req, reply) =>
    sendJsonData(reply, await queries.partnerHistory(ctx, shopActor(req), query), pageCheck),
  );

  serve(app, api.tabCounts, async (_input, req) => ok(await queries.tabCounts(ctx, callerOf(req).shopId)));

  serve(app, api.detail, async (query, req) =>
    ok(await queries.shopDetail(ctx, shopActor(req), query.order_id, req.lang)),
  );

  serve(app, api.receive, async (query, req) => {
    const row = await shop.receive(ctx, shopActor(req), query.order_id);
    return ok({ Receivingtime: row.receiving_time }, translate(req.lang, M.orderReceived));
  });

  serve(app, api.ticket, async (body, req) => {
    await shop.ticket(ctx, shopActor(req), body.order_id, body.newContent);
    return okSaying(req.lang, M.orderTicketed);
  });

  serve(app, api.cancelByShop, async (body, req) => {
    await shop.cancelByShop(ctx, shopActor(req), body.order_id, body.reason);
    return okSaying(req.lang, M.orderCancelledByShop);
  });

  serve(app, api.deletePhoto, async (body, req) => {
    const left = await photos.deletePhoto(ctx, shopActor(req), body.order_id, body.imgUrl);
    return ok({ data: left }, translate(req.lang, M.orderPhotoDeleted));
  });

  serve(app, api.uploadPhoto, async (_form, req) => {
    const { fields, bytes } = await readUploadForm(req, MAX_PHOTO_BYTES, {
      field: (field) => AppError.fail(M.orderUploadField, { field }),
      tooLarge: imageTooLarge,
    });
    const form = TicketImageUpload.safeParse(fields);
    if (!form.success) {
      const issue = form.error.issues[0];
      throw AppError.fail(M.orderUploadField, { field: String(issue?.path[0] ?? 'type') });
    }
    return ok({ file: await photos.addPhoto(ctx, shopActor(req), form.data.name, bytes) });
  });

  // Shop: 订单查询 and 待派奖.

  serve(app, api.inquiry, async (query, req, reply) =>
    sendJsonData(reply, await queries.inquiry(ctx, shopActor(req), query), pageCheck),
  );

  serve(app, api.waitingAward, async (query, req, reply) =>
    sendJsonData(reply, await queries.waitingAward(ctx, shopActor(req), query), pageCheck),
  );

  serve(app, api.editMoney, async (query, req) => {
    await shop.editMoney(ctx, shopActor(req), query.order_id, query.order_money, query.reason);
    return okSaying(req.lang, M.orderMoneyEdited);
  });

  serve(app, api.award, async (body, req) => {
    const ids = Array.isArray(body.order_ids) ? body.order_ids : [body.order_ids];
    const paid = await shop.award(ctx, shopActor(req), ids);
    const amount = fenToYuan(paid.amountFen);
    return ok(
      { count: paid.count, amount, paid: paid.paid },
      translate(req.lang, M.orderAwarded, { count: paid.count, amount }),
    );
  });

  // Player side.

  /** A new order or plan is answered with its detail, as the player will see it. */
  const created = async (req: FastifyRequest, row: { order_id: string }) =>
    ok(
      await queries.playerDetail(ctx, playerActor(req), row.order_id, req.lang),
      translate(req.lang, M.orderCreated),
    );

  serve(app, api.create, async (body, req) =>
    created(req, await placing.createOrder(ctx, playerActor(req), body)),
  );

  serve(app, api.cancelByPlayer, async (body, req) => {
    await placing.cancelByPlayer(ctx, playerActor(req), body.order_id);
    return okSaying(req.lang, M.orderCancelledByPlayer);
  });

  serve(app, api.playerList, async (query, req, reply) =>
    sendJsonData(reply, await queries.playerList(ctx, playerActor(req), query), pageCheck),
  );

  serve(app, api.playerDetail, async (query, req) =>
    ok(await queries.playerDetail(ctx, playerActor(req), query.order_id, req.lang)),
  );

  serve(app, api.createGroupBuy, async (body, req) =>
    created(req, await groupBuys.createGroupBuy(ctx, playerActor(req), body)),
  );

  serve(app, api.joinGroupBuy, async (body, req) => {
    await groupBuys.joinGroupBuy(ctx, playerActor(req), body.order_id, body.shares);
    return okSaying(req.lang, M.orderJoined);
  });

  serve(app, api.groupBuyDetail, async (query, req) =>
    ok(await queries.groupBuyDetail(ctx, playerActor(req), query.order_id, req.lang)),
  );

  serve(app, api.openGroupBuys, async (query, req, reply) =>
    sendJsonData(reply, await queries.openGroupBuys(ctx, playerActor(req), query), pageCheck),
  );
}
