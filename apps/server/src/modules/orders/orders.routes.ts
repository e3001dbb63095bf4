import {
  AwardRequest,
  AwardResponse,
  DeleteTicketImageRequest,
  EditMoneyRequest,
  envelopeOf,
  fenToYuan,
  GroupBuyCreateRequest,
  GroupBuyJoinRequest,
  GroupBuyListRequest,
  OrderCounts,
  OrderDetail,
  OrderDrawDraftRequest,
  OrderIdQuery,
  OrderInquiryRequest,
  OrderListRequest,
  OrderPage,
  OrderTogetherRequest,
  PlayerOrderCreateRequest,
  PlayerOrderListRequest,
  ShopCancelRequest,
  TicketImagesResponse,
  TicketImageUpload,
  pageQuery,
} from '@dzzs/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { ok, sendJsonData } from '../../http/reply.ts';
import * as queries from './order-queries.service.ts';
import * as photos from './order-photos.service.ts';
import { M } from './order-rules.ts';
import * as orders from './orders.service.ts';

// HTTP shape of the orders module: shop endpoints (the shop app), player endpoints (so real orders exist) and the
// ticket-photo upload. Rules live in the services.

const shopActor = (req: FastifyRequest): orders.ShopActor => {
  const caller = callerOf(req);
  return { userId: caller.user.id, shopId: caller.shopId, isStaff: caller.clerk !== null };
};
/** `Cache-Control: no-cache` asks for a read from the database rather than a kept answer. */
const wantsFresh = (req: FastifyRequest) => /no-cache/i.test(req.headers['cache-control'] ?? '');
const playerActor = (req: FastifyRequest): orders.PlayerActor => {
  const caller = callerOf(req);
  return { userId: caller.user.id, shopId: caller.shopId };
};

const Sentence = envelopeOf(z.string());
const OrderAnswer = envelopeOf(OrderDetail);

export function orderRoutes(app: App, ctx: AppContext) {
  const pageCheck = { schema: OrderPage, validate: ctx.config.validateResponses };
  const say = (req: FastifyRequest, key: string, params?: Record<string, string | number>) => {
    const text = translate(req.lang, key, params);
    return ok(text, text);
  };

  // Shop: the order tab, detail and actions.

  app.get(
    '/api/shopkeeper.Order/Orderlist',
    {
      schema: { querystring: OrderListRequest, response: { 200: envelopeOf(OrderPage) } },
      config: { auth: 'shop' },
    },
    async (req, reply) =>
      sendJsonData(
        reply,
        await queries.receivingListJson(ctx, shopActor(req), req.query, wantsFresh(req)),
        pageCheck,
      ),
  );

  app.get(
    '/api/shopkeeper.Order/Order_together',
    {
      schema: { querystring: OrderTogetherRequest, response: { 200: envelopeOf(OrderPage) } },
      config: { auth: 'shop' },
    },
    async (req, reply) =>
      sendJsonData(
        reply,
        await queries.receivingListJson(ctx, shopActor(req), { ...req.query, state: 0 }, wantsFresh(req)),
        pageCheck,
      ),
  );

  app.get(
    '/api/shopkeeper.Order/counts',
    { schema: { response: { 200: envelopeOf(OrderCounts) } }, config: { auth: 'shop' } },
    async (req) => ok(await queries.tabCounts(ctx, callerOf(req).shopId)),
  );

  app.get(
    '/api/shopkeeper.Order/detail',
    { schema: { querystring: OrderIdQuery, response: { 200: OrderAnswer } }, config: { auth: 'shop' } },
    async (req) => ok(await queries.shopDetail(ctx, shopActor(req), req.query.order_id)),
  );

  app.get(
    '/api/shopkeeper.Order/OrderReceiving',
    {
      schema: {
        querystring: OrderIdQuery,
        response: { 200: envelopeOf(z.strictObject({ Receivingtime: z.number() })) },
      },
      config: { auth: 'shop', certified: true },
    },
    async (req) => {
      const row = await orders.receive(ctx, shopActor(req), req.query.order_id);
      return ok({ Receivingtime: row.receiving_time }, translate(req.lang, M.orderReceived));
    },
  );

  app.post(
    '/api/shopkeeper.Order/OrderDrawDraft',
    {
      schema: { body: OrderDrawDraftRequest, response: { 200: Sentence } },
      config: { auth: 'shop', certified: true },
    },
    async (req) => {
      await orders.ticket(ctx, shopActor(req), req.body.order_id, req.body.newContent);
      return say(req, M.orderTicketed);
    },
  );

  app.post(
    '/api/shopkeeper.Order/ShopkeeperCancellation',
    {
      schema: { body: ShopCancelRequest, response: { 200: Sentence } },
      config: { auth: 'shop', certified: true },
    },
    async (req) => {
      await orders.cancelByShop(ctx, shopActor(req), req.body.order_id, req.body.reason);
      return say(req, M.orderCancelledByShop);
    },
  );

  app.post(
    '/api/shopkeeper.Order/SetOrderTicketImg',
    {
      schema: {
        body: DeleteTicketImageRequest,
        response: { 200: envelopeOf(z.strictObject({ data: z.array(z.string()) })) },
      },
      config: { auth: 'shop', certified: true },
    },
    async (req) => {
      const left = await photos.deletePhoto(ctx, shopActor(req), req.body.order_id, req.body.imgUrl);
      return ok({ data: left }, translate(req.lang, M.orderPhotoDeleted));
    },
  );

  // Shop: 订单查询 and 待派奖.

  app.get(
    '/api/shopkeeper.mine.Orderlist/Orderlist',
    {
      schema: { querystring: OrderInquiryRequest, response: { 200: envelopeOf(OrderPage) } },
      config: { auth: 'shop' },
    },
    async (req) => ok(await queries.inquiry(ctx, shopActor(req), req.query)),
  );

  app.get(
    '/api/shopkeeper.mine.WaitingAward/index',
    {
      schema: { querystring: z.strictObject(pageQuery), response: { 200: envelopeOf(OrderPage) } },
      config: { auth: 'shop', staff: 'award' },
    },
    async (req) => ok(await queries.waitingAward(ctx, shopActor(req), req.query)),
  );

  app.get(
    '/api/shopkeeper.mine.WaitingAward/EditMoney',
    {
      schema: { querystring: EditMoneyRequest, response: { 200: Sentence } },
      config: { auth: 'shop', certified: true, staff: 'award' },
    },
    async (req) => {
      await orders.editMoney(ctx, shopActor(req), req.query.order_id, req.query.order_money);
      return say(req, M.orderMoneyEdited);
    },
  );

  app.post(
    '/api/shopkeeper.mine.WaitingAward/Award',
    {
      schema: { body: AwardRequest, response: { 200: envelopeOf(AwardResponse) } },
      config: { auth: 'shop', certified: true, staff: 'award' },
    },
    async (req) => {
      const ids = Array.isArray(req.body.order_ids) ? req.body.order_ids : [req.body.order_ids];
      const paid = await orders.award(ctx, shopActor(req), ids);
      const amount = fenToYuan(paid.amountFen);
      return ok(
        { count: paid.count, amount, paid: paid.paid },
        translate(req.lang, M.orderAwarded, { count: paid.count, amount }),
      );
    },
  );

  // Ticket photos: multipart `file` with `type` = TicketingImg and `name` = order id (upload and upload2 alike).
  for (const url of ['/api/common.Common/upload', '/api/common.Common/upload2'])
    app.post(
      url,
      {
        schema: { response: { 200: envelopeOf(TicketImagesResponse) } },
        config: { auth: 'shop', certified: true },
      },
      async (req) => {
        const { fields, bytes } = await readUpload(req);
        const form = TicketImageUpload.safeParse(fields);
        if (!form.success) {
          const issue = form.error.issues[0];
          throw AppError.fail(M.orderUploadField, { field: String(issue?.path[0] ?? 'type') });
        }
        const file = await photos.addPhoto(ctx, shopActor(req), form.data.name, bytes);
        return ok({ file });
      },
    );

  // Player side.

  app.post(
    '/api/bettingend.Order/create',
    {
      schema: { body: PlayerOrderCreateRequest, response: { 200: OrderAnswer } },
      config: { auth: 'player' },
    },
    async (req) => {
      const row = await orders.createOrder(ctx, playerActor(req), req.body);
      return ok(
        await queries.playerDetail(ctx, playerActor(req), row.order_id),
        translate(req.lang, M.orderCreated),
      );
    },
  );

  app.post(
    '/api/bettingend.Order/cancel',
    { schema: { body: OrderIdQuery, response: { 200: Sentence } }, config: { auth: 'player' } },
    async (req) => {
      await orders.cancelByPlayer(ctx, playerActor(req), req.body.order_id);
      return say(req, M.orderCancelledByPlayer);
    },
  );

  app.get(
    '/api/bettingend.Order/list',
    {
      schema: { querystring: PlayerOrderListRequest, response: { 200: envelopeOf(OrderPage) } },
      config: { auth: 'player' },
    },
    async (req) => ok(await queries.playerList(ctx, playerActor(req), req.query)),
  );

  app.get(
    '/api/bettingend.Order/detail',
    { schema: { querystring: OrderIdQuery, response: { 200: OrderAnswer } }, config: { auth: 'player' } },
    async (req) => ok(await queries.playerDetail(ctx, playerActor(req), req.query.order_id)),
  );

  app.post(
    '/api/bettingend.Together/create',
    { schema: { body: GroupBuyCreateRequest, response: { 200: OrderAnswer } }, config: { auth: 'player' } },
    async (req) => {
      const row = await orders.createGroupBuy(ctx, playerActor(req), req.body);
      return ok(
        await queries.playerDetail(ctx, playerActor(req), row.order_id),
        translate(req.lang, M.orderCreated),
      );
    },
  );

  app.post(
    '/api/bettingend.Together/join',
    { schema: { body: GroupBuyJoinRequest, response: { 200: Sentence } }, config: { auth: 'player' } },
    async (req) => {
      await orders.joinGroupBuy(ctx, playerActor(req), req.body.order_id, req.body.shares);
      return say(req, M.orderJoined);
    },
  );

  app.get(
    '/api/bettingend.Together/list',
    {
      schema: { querystring: GroupBuyListRequest, response: { 200: envelopeOf(OrderPage) } },
      config: { auth: 'player' },
    },
    async (req) => ok(await queries.openGroupBuys(ctx, playerActor(req), req.query)),
  );
}

/** The multipart form of an upload: its text fields and the bytes of its one file. */
async function readUpload(req: FastifyRequest): Promise<{ fields: Record<string, string>; bytes: Buffer }> {
  if (!req.isMultipart()) throw AppError.fail(M.orderUploadField, { field: 'file' });
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (bytes) throw AppError.fail(M.orderUploadField, { field: 'file' });
      bytes = await part.toBuffer();
    } else fields[part.fieldname] = String(part.value);
  }
  if (!bytes) throw AppError.fail(M.orderUploadField, { field: 'file' });
  return { fields, bytes };
}
