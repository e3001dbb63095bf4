import crypto from 'node:crypto';
import { OrderState } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { OrderRow } from '../../db/schema.ts';
import { payFromPlayer, refundOrder } from './order-money.ts';
import { priceBet, type BetRequest, type PricedBet } from './order-pricing.ts';
import { pushNew } from './order-pushes.ts';
import { M } from './order-rules.ts';
import { autoHandOverTarget, handOverAutomatically } from './order-hand-over.service.ts';
import { lockShops, shopsOf } from './order-locks.ts';
import { loadFor, orderCreated, transition, type Actor } from './order-transition.ts';
import * as repo from './orders.repository.ts';
import * as groupBuysRepo from './group-buys.repository.ts';

// A player orders from their shop and may withdraw what the shop has not taken (docs/orders.md, "Ordering").

export type PlayerActor = Extract<Actor, { kind: 'player' }>;

/** Wire order id: the local (TZ) date and the row id, e.g. 26112200000123: unique, and short enough to read aloud. */
function wireId(id: number, now: number): string {
  const d = new Date(now * 1000);
  const ymd = `${String(d.getFullYear() % 100).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  return `${ymd}${String(id).padStart(8, '0')}`;
}

/** Writes a priced order (and its match index and first event) in the caller's transaction. */
export async function insertPricedOrder(
  tx: Tx,
  p: PricedBet,
  owner: PlayerActor,
  state: OrderState,
  groupBuyId: number | null,
  now: number,
): Promise<OrderRow> {
  const id = await repo.insertOrder(tx.trx, {
    // A placeholder unique per row until the id is known; replaced in the same transaction.
    order_id: `tmp${crypto.randomBytes(8).toString('hex')}`,
    shop_id: owner.shopId,
    user_id: owner.userId,
    receiving_shop_id: owner.shopId,
    ticketing_shop_id: owner.shopId,
    game_code: p.gameCode,
    issue: p.issue,
    state,
    note: p.notes,
    multiple: p.multiple,
    bet_money: p.amountFen,
    bet_content: JSON.stringify(p.content),
    new_content: null,
    bonus_min: p.bonusMin,
    bonus_max: p.bonusMax,
    group_buy_id: groupBuyId,
    // Only a request with the pay sheet's consent reaches here (its schema requires it): recorded as given now.
    consent_time: now,
    sales_close: p.salesClose,
    pay_time: now,
    deadline: p.deadline,
    create_time: now,
    update_time: now,
  });
  const created = await repo.setWireId(tx.trx, id, wireId(id, now));
  await repo.insertOrderMatches(tx.trx, id, p.matchIds);
  await orderCreated(tx, created, { kind: 'player', userId: owner.userId, shopId: created.shop_id }, now);
  return created;
}

/** A player orders and pays from their balance: → 1 待接单, and the shop's phones ring. */
export async function createOrder(
  ctx: AppContext,
  player: PlayerActor,
  input: BetRequest,
  now = nowSeconds(),
): Promise<OrderRow> {
  return inTransaction(ctx, async (tx) => {
    const priced = await priceBet(ctx, tx.trx, player.shopId, input, now);
    // 自动甩单: the main store is known, and both shops' order locks taken, before the order is written.
    const target = await autoHandOverTarget(ctx, tx, player.shopId, priced.gameCode);
    await lockShops(ctx, tx, [player.shopId, target?.mainShopId ?? 0]);
    const created = await insertPricedOrder(tx, priced, player, OrderState.awaitingAcceptance, null, now);
    await payFromPlayer(ctx, tx, player, priced.amountFen, created, 'orderPay');
    // Handed over in the same transaction; the transition rings the main store and tells this shop.
    if (target) return handOverAutomatically(ctx, tx, created, target, now);
    pushNew(ctx, tx, created);
    return created;
  });
}

/**
 * The player withdraws: 1 → 3 for an order the shop has not taken, or 0 → 3 for a group-buy plan while nobody else
 * has bought shares of it (once others have, or the plan is filled, it is theirs too). Refunded.
 */
export async function cancelByPlayer(
  ctx: AppContext,
  player: PlayerActor,
  orderId: string,
  now = nowSeconds(),
): Promise<OrderRow> {
  return inTransaction(ctx, async (tx) => {
    const row = await loadFor(ctx, tx, player, orderId);
    await lockShops(ctx, tx, shopsOf(row));
    const { after } = await transition(ctx, tx, {
      action: 'playerCancel',
      actor: player,
      order: { row },
      now,
      check: async (row) => {
        if (row.group_buy_id === null) return;
        if (row.state !== OrderState.subscribing) throw AppError.fail(M.orderGroupBuyNotCancellable);
        // At its close the plan is the close's to fill (with its 保底) or refund, whether the job has run or not.
        const [plan] = await groupBuysRepo.findGroupBuys(tx.trx, [row.group_buy_id]);
        if (!plan || plan.deadline <= now) throw AppError.fail(M.orderGroupBuyClosed);
        const shares = await groupBuysRepo.sharesOf(tx.trx, [row.group_buy_id]);
        if (shares.some((s) => s.user_id !== player.userId)) throw AppError.fail(M.orderGroupBuyJoined);
      },
      patch: () => ({ canceller_id: player.userId }),
      money: (moved) => refundOrder(ctx, tx, moved, 'playerCancelRefund', player.userId),
    });
    return after;
  });
}
