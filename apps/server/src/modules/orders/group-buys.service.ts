import { fenToYuan, GROUP_BUY_RULES, OrderState, planCloseOf, shareFenOf } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { OrderRow } from '../../db/schema.ts';
import { payFromPlayer, settleGuarantee } from './order-money.ts';
import { insertPricedOrder, type PlayerActor } from './order-placing.service.ts';
import { priceBet, type BetRequest } from './order-pricing.ts';
import { pushChanged, pushNew } from './order-pushes.ts';
import { M } from './order-rules.ts';
import { autoHandOverTarget, handOverAutomatically } from './order-hand-over.service.ts';
import type { HandOverTarget } from '../cooperation/cooperation.service.ts';
import { lockShops, shopsOf } from './order-locks.ts';
import { SYSTEM, transition } from './order-transition.ts';
import * as repo from './orders.repository.ts';
import * as groupBuysRepo from './group-buys.repository.ts';

// 合买: a player's plan split into equal shares that players of the same shop buy (docs/orders.md, "Group-buys").
// The plan is an order in 0 认购中 until its last share is sold (→ 1, to the shop) or its close passes: then the
// close job fills it with its 保底 (→ 1) or, when that is not enough, refunds every share and the 保底 (→ 11).

export interface GroupBuyRequest extends BetRequest {
  total_shares: number;
  own_shares: number;
  /** 保底: unsold shares the initiator takes at the close, paid now. */
  guarantee_shares: number;
}

/**
 * The bet is priced as an order and split into equal shares of whole fen; the initiator buys `own_shares` now and
 * pays the `guarantee_shares` of 保底, held until the plan's close (合买截止, ahead of the order's deadline).
 */
export async function createGroupBuy(
  ctx: AppContext,
  player: PlayerActor,
  input: GroupBuyRequest,
  now = nowSeconds(),
): Promise<OrderRow> {
  if (input.own_shares > input.total_shares)
    throw AppError.fail(M.orderOwnSharesTooMany, { total: input.total_shares });
  const guarantee = input.guarantee_shares;
  if (guarantee > input.total_shares - input.own_shares)
    throw AppError.fail(M.orderGuaranteeTooMany, {
      left: input.total_shares - input.own_shares,
      total: input.total_shares,
      own: input.own_shares,
    });
  return inTransaction(ctx, async (tx) => {
    const priced = await priceBet(ctx, tx.trx, player.shopId, input, now, { plan: true });
    if (priced.amountFen < GROUP_BUY_RULES.minPlanFen)
      throw AppError.fail(M.orderGroupBuyTooSmall, {
        min: fenToYuan(GROUP_BUY_RULES.minPlanFen),
        amount: fenToYuan(priced.amountFen),
      });
    const shareFen = shareFenOf(priced.amountFen, input.total_shares);
    if (shareFen === null)
      throw AppError.fail(M.orderSharesSplit, {
        amount: fenToYuan(priced.amountFen),
        shares: input.total_shares,
      });
    const full = input.own_shares === input.total_shares;
    // A plan that still sells shares needs time to: its close comes before the order's deadline.
    const close = full ? priced.deadline : planCloseOf(priced.deadline);
    if (close <= now)
      throw AppError.fail(M.orderGroupBuyCloseTooSoon, { lead: GROUP_BUY_RULES.closeLeadMinutes });
    const groupBuyId = await groupBuysRepo.insertGroupBuy(tx.trx, {
      shop_id: player.shopId,
      user_id: player.userId,
      total_shares: input.total_shares,
      sold_shares: input.own_shares,
      share_money: shareFen,
      guarantee_shares: guarantee,
      guarantee_money: shareFen * guarantee,
      deadline: close,
      create_time: now,
      update_time: now,
    });
    const target = full ? await autoHandOverTarget(ctx, tx, player.shopId, priced.gameCode) : undefined;
    await lockShops(ctx, tx, [player.shopId, target?.mainShopId ?? 0]);
    const state = full ? OrderState.awaitingAcceptance : OrderState.subscribing;
    const created = await insertPricedOrder(tx, priced, player, state, groupBuyId, now);
    await groupBuysRepo.insertShare(tx.trx, {
      group_buy_id: groupBuyId,
      user_id: player.userId,
      shares: input.own_shares,
      money: shareFen * input.own_shares,
      consent_time: now,
      create_time: now,
    });
    // With 保底, a short balance is told as what the shares and the 保底 cost together.
    const short =
      guarantee > 0
        ? AppError.fail(M.orderGuaranteeBalanceShort, {
            own: input.own_shares,
            guarantee,
            amount: fenToYuan(shareFen * (input.own_shares + guarantee)),
          })
        : undefined;
    await payFromPlayer(ctx, tx, player, shareFen * input.own_shares, created, 'groupBuyPay', short);
    if (guarantee > 0)
      await payFromPlayer(ctx, tx, player, shareFen * guarantee, created, 'groupBuyGuarantee', short);
    if (target) return handOverAutomatically(ctx, tx, created, target, now);
    if (full) pushNew(ctx, tx, created);
    else pushChanged(ctx, tx, created);
    return created;
  });
}

/**
 * A player of the same shop buys shares of an open plan. The join writes the plan's order row first (a
 * conditional update on 认购中), so it takes turns with whatever ends the plan: a lapse or withdrawal that comes
 * first leaves nothing to join; one that comes after sees this share and refunds it. The last share moves the order
 * to 1 and rings the shop.
 */
export async function joinGroupBuy(
  ctx: AppContext,
  player: PlayerActor,
  orderId: string,
  shares: number,
  now = nowSeconds(),
): Promise<OrderRow> {
  return inTransaction(ctx, async (tx) => {
    // The order row, then the shops' order locks (the main store's too, should this share fill the plan and hand it
    // over by itself), before anything is written (order-locks.ts).
    const [seen] = await repo.lockManyForShop(tx.trx, ctx.dialect, [orderId], player.shopId);
    if (!seen || seen.group_buy_id === null || seen.shop_id !== player.shopId)
      throw AppError.fail(M.orderNotFound);
    const target = await autoHandOverTarget(ctx, tx, seen.shop_id, seen.game_code);
    await lockShops(ctx, tx, [...shopsOf(seen), target?.mainShopId ?? 0]);
    const row = await repo.claimOpenPlan(tx.trx, orderId, player.shopId, now);
    if (!row) throw AppError.fail(M.orderGroupBuyClosed);
    // Closed at the plan's own close (合买截止), whether the close job has run or not.
    const [open] = await groupBuysRepo.findGroupBuys(tx.trx, [row.group_buy_id!]);
    if (!open || open.deadline <= now) throw AppError.fail(M.orderGroupBuyClosed);
    // The plan as this sale left it: the price and what is left come from the row the conditional update wrote,
    // never from an earlier read another join may have overtaken.
    const plan = await groupBuysRepo.sellShares(tx.trx, row.group_buy_id!, shares, now);
    if (!plan) {
      const [seenPlan] = await groupBuysRepo.findGroupBuys(tx.trx, [row.group_buy_id!]);
      throw AppError.fail(M.orderSharesLeft, {
        left: seenPlan ? seenPlan.total_shares - seenPlan.sold_shares : 0,
      });
    }
    await groupBuysRepo.insertShare(tx.trx, {
      group_buy_id: plan.id,
      user_id: player.userId,
      shares,
      money: plan.share_money * shares,
      // The join's schema requires the pay sheet's consent: recorded as given now.
      consent_time: now,
      create_time: now,
    });
    await payFromPlayer(ctx, tx, player, plan.share_money * shares, row, 'groupBuyPay');
    if (plan.sold_shares < plan.total_shares) {
      pushChanged(ctx, tx, row);
      return row;
    }
    // Sold out before its close: the 保底 is not needed and goes back to the initiator at once.
    return fillPlan(ctx, tx, row, target, 0, now);
  });
}

/**
 * 0 → 1: the plan goes to the shop (its phones ring) or, for a game the branch hands over by itself, on to its main
 * store; `take` unsold shares are bought with the 保底 and the rest of it goes back, from the row the move wrote.
 * The caller has locked the order row and the shops (the main store's too).
 */
export async function fillPlan(
  ctx: AppContext,
  tx: Tx,
  row: OrderRow,
  target: HandOverTarget | undefined,
  take: number,
  now: number,
): Promise<OrderRow> {
  const filled = await transition(ctx, tx, {
    action: 'fill',
    actor: SYSTEM,
    order: { row },
    now,
    push: 'new',
    money: (moved) => settleGuarantee(ctx, tx, moved, take, now),
  });
  return target ? handOverAutomatically(ctx, tx, filled.after, target, now) : filled.after;
}
