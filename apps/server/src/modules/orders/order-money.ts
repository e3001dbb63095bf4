import type { LedgerMemoCode } from '@dzzs/shared';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { GroupBuyShareRow, OrderRow } from '../../db/schema.ts';
import { systemAccount, transfer, wallet, type Balance } from '../ledger/ledger.service.ts';
import { M } from './order-rules.ts';
import * as groupBuysRepo from './group-buys.repository.ts';
import { NO_ACCOUNT } from '../history/transition.service.ts';

// The money orders move, always inside the transition's transaction and from the row its move returned
// (docs/orders.md, "Money"). Every movement is a ledger transfer referring to the order: a player's payments go to
// their shop's till (the shop buys the ticket with that money) and refunds and prizes come from it; the service fee
// goes from the ticketing shop's balance to the platform.

export const LEDGER = {
  pay: 'order_pay',
  refund: 'order_refund',
  fee: 'service_fee',
  award: 'order_award',
} as const;

const orderRef = (row: Pick<OrderRow, 'order_id'>) => ({ refType: 'order', refId: row.order_id });

/** A player pays for an order or for group-buy shares; refused with the amount when their balance is short. */
export async function payFromPlayer(
  ctx: AppContext,
  tx: Tx,
  payer: { userId: number; shopId: number },
  fen: number,
  order: Pick<OrderRow, 'order_id'>,
  memo: Extract<LedgerMemoCode, 'orderPay' | 'groupBuyPay' | 'groupBuyGuarantee'>,
  insufficient = AppError.fail(M.orderPlayerBalanceShort, { amount: (fen / 100).toFixed(2) }),
): Promise<void> {
  await transfer(tx.trx, ctx.dialect, {
    from: wallet(payer.userId, payer.shopId),
    to: await systemAccount(tx.trx, 'shop_till', payer.shopId),
    fen,
    type: LEDGER.pay,
    memo: { code: memo, params: { order: order.order_id } },
    ...orderRef(order),
    operatorId: payer.userId,
    insufficient,
    locked: 'spend',
  });
}

/**
 * Gives an order's money back: to the player, or share by share for a group-buy. The shares are read here, in the
 * transaction that moved the order: a join writes the order row before its share, so every share that will ever
 * exist for this order is already visible.
 */
export async function refundOrder(
  ctx: AppContext,
  tx: Tx,
  moved: OrderRow,
  memo: Extract<LedgerMemoCode, 'playerCancelRefund' | 'shopCancelRefund' | 'lapseRefund' | 'expireRefund'>,
  operatorId: number,
): Promise<void> {
  const parts =
    moved.group_buy_id === null
      ? [{ userId: moved.user_id, fen: moved.bet_money }]
      : (await groupBuysRepo.sharesOf(tx.trx, [moved.group_buy_id])).map((s) => ({
          userId: s.user_id,
          fen: s.money,
        }));
  const till = await systemAccount(tx.trx, 'shop_till', moved.shop_id);
  for (const part of parts)
    await transfer(tx.trx, ctx.dialect, {
      from: till,
      to: wallet(part.userId, moved.shop_id),
      fen: part.fen,
      type: LEDGER.refund,
      memo: { code: memo, params: { order: moved.order_id } },
      ...orderRef(moved),
      operatorId,
      locked: 'refund',
    });
  // A plan refunded before its close (withdrawn, not filled) gives back its 保底 too; the move stamped its time.
  if (moved.group_buy_id !== null) await settleGuarantee(ctx, tx, moved, 0, moved.update_time);
}

/**
 * Settles a plan's 保底 held since its creation, once (docs/orders.md, "Group-buys"): `take` of the unsold shares
 * are bought with it (a share of the initiator's) and the rest goes back to the initiator. Called in the
 * transaction of the move that ended the plan's subscription (its last share, its close, its withdrawal), with the
 * row that move returned; a plan already settled, or without 保底, moves nothing.
 */
export async function settleGuarantee(
  ctx: AppContext,
  tx: Tx,
  moved: OrderRow,
  take: number,
  at: number,
): Promise<void> {
  const [plan] = await groupBuysRepo.findGroupBuys(tx.trx, [moved.group_buy_id!]);
  if (!plan || plan.guarantee_money <= 0) return;
  const takenFen = plan.share_money * take;
  const settled = await groupBuysRepo.settleGuarantee(tx.trx, plan, plan.sold_shares + take, at);
  if (!settled) return;
  if (take > 0)
    await groupBuysRepo.insertShare(tx.trx, {
      group_buy_id: plan.id,
      user_id: plan.user_id,
      shares: take,
      money: takenFen,
      // The 保底 was promised on the pay sheet the initiator consented to when starting the plan.
      consent_time: plan.create_time,
      create_time: at,
    });
  if (plan.guarantee_money > takenFen)
    await transfer(tx.trx, ctx.dialect, {
      from: await systemAccount(tx.trx, 'shop_till', moved.shop_id),
      to: wallet(plan.user_id, moved.shop_id),
      fen: plan.guarantee_money - takenFen,
      type: LEDGER.refund,
      memo: { code: 'guaranteeRefund', params: { order: moved.order_id } },
      ...orderRef(moved),
      operatorId: NO_ACCOUNT,
      locked: 'refund',
    });
}

/** The balances the service fee of an order moves: the ticketing shop's and the platform's fee account. */
export async function serviceFeeBalances(tx: Tx, moved: OrderRow): Promise<Balance[]> {
  return [
    wallet(moved.ticketing_shop_id, moved.ticketing_shop_id),
    await systemAccount(tx.trx, 'platform_fee'),
  ];
}

/** The platform's service fee for ticketing, from the ticketing shop's balance (code 402 when short). */
export async function chargeServiceFee(
  ctx: AppContext,
  tx: Tx,
  moved: OrderRow,
  operatorId: number,
): Promise<void> {
  if (moved.service_fee <= 0) return;
  const [shop, platform] = await serviceFeeBalances(tx, moved);
  await transfer(tx.trx, ctx.dialect, {
    from: shop!,
    to: platform!,
    fen: moved.service_fee,
    type: LEDGER.fee,
    memo: { code: 'serviceFee', params: { order: moved.order_id } },
    ...orderRef(moved),
    operatorId,
    insufficient: new AppError(402, M.orderShopBalanceShort, { fee: (moved.service_fee / 100).toFixed(2) }),
  });
}

/** 派奖: AwardMoney of the order as moved, to the player or split by shares. */
export async function payAward(ctx: AppContext, tx: Tx, moved: OrderRow, operatorId: number): Promise<void> {
  const shares =
    moved.group_buy_id === null ? [] : await groupBuysRepo.sharesOf(tx.trx, [moved.group_buy_id]);
  const parts = awardParts(moved, shares);
  const till = parts.length ? await systemAccount(tx.trx, 'shop_till', moved.shop_id) : undefined;
  for (const part of parts)
    await transfer(tx.trx, ctx.dialect, {
      from: till!,
      to: wallet(part.userId, moved.shop_id),
      fen: part.fen,
      type: LEDGER.award,
      memo: { code: 'orderAward', params: { order: moved.order_id } },
      ...orderRef(moved),
      operatorId,
    });
}

/**
 * How AwardMoney is paid: all to the player, or by shares for a group-buy, each share's part rounded down to the
 * fen and the remainder to the plan's initiator, so the parts always add up to AwardMoney exactly.
 */
export function awardParts(
  row: Pick<OrderRow, 'award_money' | 'group_buy_id' | 'user_id'>,
  shares: readonly Pick<GroupBuyShareRow, 'user_id' | 'shares'>[],
): { userId: number; fen: number }[] {
  if (row.award_money <= 0) return [];
  if (row.group_buy_id === null) return [{ userId: row.user_id, fen: row.award_money }];
  const total = shares.reduce((sum, s) => sum + s.shares, 0);
  const byUser = new Map<number, number>();
  let given = 0;
  for (const s of shares) {
    const fen = Math.floor((row.award_money * s.shares) / total);
    byUser.set(s.user_id, (byUser.get(s.user_id) ?? 0) + fen);
    given += fen;
  }
  byUser.set(row.user_id, (byUser.get(row.user_id) ?? 0) + row.award_money - given);
  return [...byUser].filter(([, fen]) => fen > 0).map(([userId, fen]) => ({ userId, fen }));
}
