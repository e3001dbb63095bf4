import { OrderState, type OrderEventMemoCode } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { OrderRow } from '../../db/schema.ts';
import * as coop from '../cooperation/cooperation.service.ts';
import type { HandOverTarget } from '../cooperation/cooperation.service.ts';
import { handsOverByItself } from '../shop-games/shop-games.service.ts';
import { act, checkStaff, type ShopActor } from './order-actions.service.ts';
import { atPartner, gameParam, M } from './order-rules.ts';
import { SYSTEM, transition } from './order-transition.ts';

// Orders and partner shops (docs/partners.md, "Orders"): 甩单 hands an order to the main store that takes its game,
// 驳回 sends it back once, 自动甩单 hands new orders over as they arrive, and 返奖 pays a handed-over order's prize
// into the cooperation balance and gives the order back to its shop for 派奖 (order-actions.service.ts, award).
// Each is a transition of the one helper; both shops hear of it after the commit.

async function handOverMove(
  tx: Tx,
  row: OrderRow,
  target: HandOverTarget,
  memo: Extract<OrderEventMemoCode, 'handedOver' | 'handedOverAuto'>,
) {
  const shop = await coop.shopName(tx.trx, target.mainShopId);
  return {
    to: () => row.state as 1 | 2,
    patch: () => ({
      receiving_shop_id: target.mainShopId,
      ticketing_shop_id: target.mainShopId,
      is_cooperative: 1,
      coop_commission: target.commission,
    }),
    memo: () => ({ code: memo, params: { shop, commission: String(target.commission) } }),
    push: 'new' as const,
  };
}

/** 甩单: the order's own shop hands an order in 1 or 2 to the main store that takes its game now. */
export function handOver(ctx: AppContext, actor: ShopActor, orderId: string, now = nowSeconds()) {
  return act(ctx, actor, orderId, now, async (row, tx) => {
    if (atPartner(row)) throw AppError.fail(M.orderAtPartner);
    if (row.allow_rejection !== 1) throw AppError.fail(M.orderSentBackBefore);
    const target = await coop.lockHandOverTarget(tx.trx, ctx.dialect, row.shop_id, row.game_code, false);
    if (!target) throw AppError.fail(M.orderNoPartner, { game: gameParam(row.game_code) });
    return {
      action: 'handOver',
      check: () => checkStaff(tx, actor, row),
      ...(await handOverMove(tx, row, target, 'handedOver')),
    };
  });
}

/**
 * 驳回: the main store holding a handed-over order it has not taken (1) sends it back to its shop; it can't come
 * again. Once taken (2) the order is the main store's to ticket or 撤单.
 */
export function handBack(ctx: AppContext, actor: ShopActor, orderId: string, now = nowSeconds()) {
  return act(ctx, actor, orderId, now, async (row, tx) => {
    if (!atPartner(row)) throw AppError.fail(M.orderNotPartners);
    if (row.state === OrderState.awaitingTicket) throw AppError.fail(M.orderHandBackTaken);
    const shop = await coop.shopName(tx.trx, actor.shopId);
    return {
      action: 'handBack',
      check: () => checkStaff(tx, actor, row),
      to: () => OrderState.awaitingAcceptance,
      patch: () => ({
        receiving_shop_id: row.shop_id,
        ticketing_shop_id: row.shop_id,
        is_cooperative: 0,
        allow_rejection: 0,
        coop_commission: 0,
      }),
      memo: () => ({ code: 'handedBack', params: { shop } }),
    };
  });
}

/**
 * The main store 自动甩单 hands the shop's new orders of a game to (docs/partners.md): a main store takes the game,
 * the shop hands it over by itself and its 合作模式 for the game is on (彩种管理). Found, with the cooperation locked
 * shared, before the order is written, so that the main store's order lock is taken with the shop's (order-locks.ts).
 */
export async function autoHandOverTarget(
  ctx: AppContext,
  tx: Tx,
  shopId: number,
  gameCode: number,
): Promise<HandOverTarget | undefined> {
  if (!(await handsOverByItself(tx.trx, shopId, gameCode))) return undefined;
  return coop.lockHandOverTarget(tx.trx, ctx.dialect, shopId, gameCode, true);
}

/** 自动甩单 of an order that has just come to wait for its shop (created, or a group-buy just filled), in its transaction. */
export async function handOverAutomatically(
  ctx: AppContext,
  tx: Tx,
  row: OrderRow,
  target: HandOverTarget,
  now: number,
): Promise<OrderRow> {
  const move = await handOverMove(tx, row, target, 'handedOverAuto');
  return (await transition(ctx, tx, { action: 'autoHandOver', actor: SYSTEM, order: { row }, now, ...move }))
    .after;
}
