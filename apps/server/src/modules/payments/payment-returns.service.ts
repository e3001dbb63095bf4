import { fenToYuan, PaymentState } from '@dzzs/shared';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { PaymentRow } from '../../db/schema.ts';
import * as repo from './payments.repository.ts';
import { PM, providerFor, settle } from './payments.service.ts';

// The payer's return from a provider's page (docs/money.md, "Crediting, exactly once"): the shop on its 充值 page,
// a player on 我的 of the player app, each with `?trade=`. A payment not paid here yet is asked of its provider
// first: the return may come before the notification, or instead of a lost one.

const OUTCOME: Record<number, string> = {
  [PaymentState.pending]: PM.payPending,
  [PaymentState.paid]: PM.payPaid,
  [PaymentState.failed]: PM.payFailed,
  [PaymentState.expired]: PM.payExpired,
};

/**
 * The shop balance, and with a trade number the outcome of that recharge: one not paid yet is asked of its provider
 * first (the payer's return may come before the notification, or instead of a lost one).
 */
export async function refresh(
  ctx: AppContext,
  shopId: number,
  tradeNo: string | undefined,
): Promise<{ balance: string; message: string }> {
  let message: string = PM.payBalance;
  if (tradeNo) {
    const row = await repo.findRecharge(ctx.db, tradeNo, { shopId });
    if (!row) throw AppError.fail(PM.payNotFound);
    message = OUTCOME[await outcomeOf(ctx, row)]!;
  }
  return { balance: fenToYuan(await repo.walletFen(ctx.db, shopId)), message };
}

/** What became of a player's own recharge, when they come back from the payment page (asked as `refresh` asks). */
export async function playerRecharge(
  ctx: AppContext,
  player: { userId: number; shopId: number },
  tradeNo: string,
): Promise<{ state: PaymentState; money: string; message: string }> {
  const row = await repo.findRecharge(ctx.db, tradeNo, {
    shopId: player.shopId,
    playerId: player.userId,
  });
  if (!row) throw AppError.fail(PM.payNotFound);
  const state = await outcomeOf(ctx, row);
  return { state, money: fenToYuan(Number(row.fen)), message: OUTCOME[state]! };
}

/** A payment's state, one not paid yet asked of its provider first (the payer may be back before the notice). */
async function outcomeOf(ctx: AppContext, row: PaymentRow): Promise<PaymentState> {
  if (row.state === PaymentState.pending || row.state === PaymentState.expired) {
    await askProvider(ctx, row);
    return (await repo.findByTradeNo(ctx.db, row.trade_no))!.state as PaymentState;
  }
  return row.state as PaymentState;
}

/** Asks the payment's provider what became of it and settles accordingly. */
async function askProvider(ctx: AppContext, row: PaymentRow): Promise<void> {
  const provider = await providerFor(ctx, row);
  if (!provider) return;
  try {
    const there = await provider.query(row.trade_no);
    if (there.state === 'paid')
      await settle(ctx, row.provider, {
        tradeNo: row.trade_no,
        providerTradeNo: there.providerTradeNo,
        fen: there.fen,
        paid: true,
      });
  } catch (err) {
    ctx.log.warn({ err, tradeNo: row.trade_no, provider: row.provider }, 'payment query failed');
  }
}
