import { paymentsApi, TRADE_NO_PATTERN } from '@dzzs/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { App } from '../../http/app-types.ts';
import { callerOf } from '../../http/auth-guard.ts';
import { serve } from '../../http/endpoint-route.ts';
import { ok } from '../../http/reply.ts';
import { translate } from '../../core/i18n.ts';
import { fieldsOf } from './payment-provider.ts';
import { sandboxPage } from './sandbox-page.ts';
import { finishSandboxTrade, SANDBOX_PAGE } from './sandbox-provider.ts';
import * as books from './sandbox.repository.ts';
import * as payments from './payments.service.ts';
import { refresh } from './payment-returns.service.ts';

// HTTP shape of recharges: the two API calls of `paymentsApi`, and the providers' side, which speaks their formats
// rather than the API envelope: notifications at /pay/notify/<provider>, and the sandbox's own payment page.

/** Notifications per minute from one address: a provider retries, but never at this rate. */
const NOTIFY_PER_MINUTE = 300;

export function paymentsRoutes(app: App, ctx: AppContext) {
  serve(app, paymentsApi.recharge, async (b, req) => {
    const caller = callerOf(req);
    const started = await payments.startPayment(ctx, {
      purpose: 'shop_recharge',
      payerId: caller.user.id,
      shopId: caller.shopId,
      fen: b.money,
      provider: b.provider,
      client: b.client,
    });
    return ok({
      trade_no: started.tradeNo,
      pay_url: started.payUrl,
      ...(started.qrCode ? { qr_code: started.qrCode } : {}),
    });
  });
  serve(app, paymentsApi.refresh, async (q, req) => {
    const r = await refresh(ctx, callerOf(req).shopId, q.trade_no);
    return ok(r.balance, translate(req.lang, r.message));
  });

  const text = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/plain; charset=utf-8').send(body);

  app.route({
    method: ['GET', 'POST'],
    url: `${payments.NOTIFY_PATH}/:provider`,
    schema: { hide: true },
    config: { rateLimit: { max: NOTIFY_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (req, reply) => {
      const name = (req.params as { provider: string }).provider;
      const general = ctx.config.payments.providers.some((p) => p === name)
        ? payments.providerOf(ctx, name)
        : undefined;
      if (!general) return text(reply, 404, 'unknown provider');
      const callback = { query: req.query, body: req.body };
      // Verified with the settings of the merchant the named trade was created for: a notice signed by another
      // shop's merchant fails its signature or merchant check.
      const provider = await payments.providerForNotice(ctx, name, fieldsOf(callback)?.out_trade_no);
      if (!provider) {
        req.log.warn(
          { provider: name, ip: req.ip },
          'payment notification refused: no such trade of this provider',
        );
        return text(reply, 200, general.answers.refused);
      }
      const verified = await provider.verifyCallback(callback);
      if (!verified.ok) {
        req.log.warn({ provider: name, reason: verified.reason, ip: req.ip }, 'payment notification refused');
        return text(reply, 200, provider.answers.refused);
      }
      const outcome = await payments.settle(ctx, name, verified.notice);
      return text(reply, 200, outcome === 'refused' ? provider.answers.refused : provider.answers.accepted);
    },
  });

  if (!ctx.config.payments.providers.includes('sandbox')) return;
  const tradeNoOf = (req: FastifyRequest) => {
    const tradeNo = (req.params as { tradeNo: string }).tradeNo;
    return TRADE_NO_PATTERN.test(tradeNo) ? tradeNo : null;
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);
  app.get(
    `${SANDBOX_PAGE}/:tradeNo`,
    { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const tradeNo = tradeNoOf(req);
      const trade = tradeNo ? await books.findTrade(ctx.db, tradeNo) : undefined;
      return html(reply, trade ? 200 : 404, sandboxPage(trade));
    },
  );
  app.post(
    `${SANDBOX_PAGE}/:tradeNo`,
    { schema: { hide: true }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (req, reply) => {
      const tradeNo = tradeNoOf(req);
      const action = (req.body as { action?: unknown } | undefined)?.action;
      if (!tradeNo || (action !== 'pay' && action !== 'fail')) return text(reply, 400, 'bad request');
      const host = req.socket.localAddress ?? '127.0.0.1';
      const ownUrl = `http://${host.includes(':') ? `[${host}]` : host}:${req.socket.localPort}`;
      const trade = await finishSandboxTrade(
        ctx.db,
        ctx.config.payments.sandboxKey,
        { tradeNo, paid: action === 'pay', ownUrl },
        req.log,
      );
      if (!trade) return html(reply, 404, sandboxPage(undefined));
      return reply.redirect(trade.return_url, 303);
    },
  );
}
