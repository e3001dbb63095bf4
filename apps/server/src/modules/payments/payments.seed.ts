import { PAYMENT_LIMITS } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../context.ts';
import type { DemoIds } from '../../seed/demo-ids.ts';
import { expireDue } from './payment-moves.ts';
import { startWith, settle } from './payments.service.ts';
import * as books from './sandbox.repository.ts';
import { sandboxProvider } from './sandbox-provider.ts';

// Demo recharges of demo_shop through the sandbox, in every state: two paid (credited by the same settle a
// provider's notification reaches, so through `transfer`), one failed, one expired, one still waiting to be paid.

export async function seedPayments(ctx: AppContext, ids: DemoIds): Promise<void> {
  const sandbox = sandboxProvider(ctx.db, ctx.config.payments.sandboxKey, '');
  const recharge = (yuan: number) =>
    startWith(ctx, sandbox, {
      purpose: 'shop_recharge',
      payerId: ids.shopId,
      shopId: ids.shopId,
      fen: yuan * 100,
    });
  const finish = async (tradeNo: string, paid: boolean) => {
    const trade = (await books.finishTrade(ctx.db, tradeNo, paid ? 'PAID' : 'FAILED', nowSeconds()))!;
    await settle(ctx, 'sandbox', { tradeNo, providerTradeNo: trade.sandbox_trade_no, fen: trade.fen, paid });
  };
  await finish((await recharge(500)).tradeNo, true);
  await finish((await recharge(101)).tradeNo, true);
  await finish((await recharge(52)).tradeNo, false);
  await recharge(202);
  // The 202 expires as the job would find it half an hour on; the 11 made after it still waits.
  await expireDue(ctx, nowSeconds() + PAYMENT_LIMITS.expireSeconds);
  await recharge(11);
}
