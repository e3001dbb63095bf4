import { fenToYuan, OrderState, type Memo, type OrderEventMemoCode } from '@dzzs/shared';
import { confirmOdds, gameByCode, highestPrizeOf } from '@dzzs/shared/engine';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { OrderRow, OrderUpdate } from '../../db/schema.ts';
import { lapseOrder, overdue } from './order-lapses.service.ts';
import { lockShops, shopsOf } from './order-locks.ts';
import { chargeServiceFee, payAward, refundOrder, serviceFeeBalances } from './order-money.ts';
import { cooperationBalance, lockBalances } from '../ledger/ledger.service.ts';
import { chargeTicket, returnPrize } from '../cooperation/cooperation-money.service.ts';
import { findShopConfig } from '../shop-profile/shop-config.service.ts';
import { clerkRule } from '../staff/clerks.service.ts';
import {
  atPartner,
  betRefusal,
  checkStaffRule,
  gameParam,
  M,
  serviceFeeFen,
  wrongState,
} from './order-rules.ts';
import { settleOrders } from './order-settlement.service.ts';
import { checkActor, loadFor, transition, type Actor, type Move } from './order-transition.ts';
import * as repo from './orders.repository.ts';

// What the shop does with an order (docs/orders.md): 接单, 拒单 / 撤单, 出票, 修改中奖金额, 派奖. Each is one
// transaction through `transition`; the caller's shop must be the one that receives the order.

export type ShopActor = Extract<Actor, { kind: 'shop' }>;

/**
 * One action of a shop account on one order. An order whose deadline passed while it waited for the shop lapses
 * right here (refunded, 系统撤销) instead of being taken or ticketed, and the shop is told so: the order lapses at
 * its deadline whether or not the scheduler has run.
 */
export async function act(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  now: number,
  build: (
    row: OrderRow,
    tx: Tx,
  ) => Omit<Move, 'actor' | 'order' | 'now'> | Promise<Omit<Move, 'actor' | 'order' | 'now'>>,
): Promise<OrderRow> {
  const after = await inTransaction(ctx, async (tx) => {
    const row = await loadFor(ctx, tx, actor, orderId);
    if (row.receiving_shop_id === actor.shopId && overdue(row, now)) {
      await lapseOrder(ctx, tx, row, now);
      return null;
    }
    const move = await build(row, tx);
    // The shops the order belongs to now and after the move (a hand-over's main store), before anything is written.
    await lockShops(ctx, tx, shopsOf(row, move.patch?.(row)));
    return (await transition(ctx, tx, { ...move, actor, order: { row }, now })).after;
  });
  if (!after) throw AppError.fail(M.orderDeadlinePassed);
  return after;
}

/**
 * A staff member's rule for the order's game (docs/staff.md): it covers every action that takes an order on or
 * sends it away — 接单, 拒单 / 撤单, 出票, 甩单 and 驳回 — so a game a staff member may not take is left to others.
 */
export async function checkStaff(tx: Tx, actor: ShopActor, row: OrderRow): Promise<void> {
  if (actor.isStaff)
    checkStaffRule(await clerkRule(tx.trx, actor.userId, row.game_code), row.game_code, row.bet_money);
}

/** 接单: 1 → 2. A staff member's per-game rule is checked first. */
export function receive(ctx: AppContext, actor: ShopActor, orderId: string, now = nowSeconds()) {
  return act(ctx, actor, orderId, now, (row, tx) => ({
    action: 'receive',
    check: () => checkStaff(tx, actor, row),
    patch: () => ({ receiving_time: now, receiver_id: actor.userId }),
  }));
}

/**
 * 拒单 (from 1) / 撤单 (from 2) with a reason: → 4, the player is refunded. A staff member's per-game rule covers
 * turning an order away as it covers taking it.
 */
export function cancelByShop(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  reason: string,
  now = nowSeconds(),
) {
  return act(ctx, actor, orderId, now, (row, tx) => ({
    action: row.state === OrderState.awaitingAcceptance ? 'refuse' : 'revoke',
    check: () => checkStaff(tx, actor, row),
    patch: () => ({ reason, canceller_id: actor.userId }),
    money: (moved) => refundOrder(ctx, tx, moved, 'shopCancelRefund', actor.userId),
    memo: () => ({ code: 'reason', params: { reason } }),
  }));
}

/** What the shop confirms at 出票: the odds printed on the ticket (fixed-odds games), or nothing (0). */
export type TicketOdds = unknown;

const confirmsNothing = (edited: TicketOdds) =>
  edited === null || edited === undefined || edited === 0 || edited === '0';

/**
 * 出票: 2 → 6. The platform service fee is taken from the shop balance (code 402 when short). For fixed-odds games
 * the shop may confirm the odds printed on the ticket: the ticketed bet is rebuilt from the original with those odds
 * (nothing else can change) and kept beside it; the prize range follows the new odds. An order whose results are
 * already out is settled in the same transaction.
 */
export async function ticket(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  edited: TicketOdds,
  now = nowSeconds(),
): Promise<OrderRow> {
  return act(ctx, actor, orderId, now, async (row, tx) => {
    const patch: OrderUpdate = { ticketing_time: now, ticketer_id: actor.userId };
    if (!confirmsNothing(edited)) {
      const confirmed = confirmOdds(row.game_code, JSON.parse(row.bet_content), edited);
      if (!confirmed.ok) throw betRefusal('newContent', confirmed.errors);
      patch.new_content = JSON.stringify(confirmed.value.content);
      patch.bonus_min = confirmed.value.prize?.minFen ?? 0;
      patch.bonus_max = confirmed.value.prize?.maxFen ?? 0;
    }
    const config = await findShopConfig(tx.trx, row.ticketing_shop_id);
    patch.service_fee = serviceFeeFen(row.bet_money, config?.service_charge_bp ?? 0);
    return {
      action: 'ticket',
      check: () => checkStaff(tx, actor, row),
      patch: () => patch,
      money: async (moved) => {
        // Both charges' balances at once, in the ledger's order, before either moves (order-locks.ts).
        await lockBalances(tx.trx, ctx.dialect, [
          ...(await serviceFeeBalances(tx, moved)),
          ...(atPartner(moved)
            ? [await cooperationBalance(tx.trx, moved.ticketing_shop_id, moved.shop_id)]
            : []),
        ]);
        await chargeServiceFee(ctx, tx, moved, actor.userId);
        // A partner's order is bought with the branch's prepaid money, less the commission fixed at the hand-over.
        if (atPartner(moved))
          await chargeTicket(
            ctx,
            tx,
            {
              orderId: moved.order_id,
              mainShopId: moved.ticketing_shop_id,
              branchShopId: moved.shop_id,
              betFen: moved.bet_money,
              commission: moved.coop_commission,
            },
            actor.userId,
          );
      },
      memo: () => (patch.new_content ? { code: 'oddsConfirmed' } : null),
      // Results out before the ticket (a late ticket): settle now rather than wait for a publication that has
      // happened.
      next: async (moved) => void (await settleOrders(ctx, tx, [moved], now)),
    };
  }).then(async (after) => (await repo.findById(ctx.db, after.id)) ?? after);
}

/**
 * 修改中奖金额: the amount to pay for an order waiting in 7, or settled in 8 / 9 and not paid: 0 → 8, more → 9.
 * Capped at the highest prize the bet can win by the game's rules; for games the engine settles, also at the ticket
 * prize it computed, which only the shopkeeper may go above, with a reason (and never above the first cap). The
 * amount is marked as set by hand, so a corrected result settles around it.
 */
export function editMoney(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  amountFen: number,
  reason = '',
  now = nowSeconds(),
) {
  return act(ctx, actor, orderId, now, (row) => {
    const game = gameByCode(row.game_code);
    const engineSettles = game?.autoSettle === true;
    const aboveEngine = engineSettles && amountFen > row.winning_money;
    return {
      action: 'editMoney',
      check: () => {
        if (aboveEngine && (actor.isStaff || !reason))
          throw AppError.fail(M.orderEditMoneyAboveEngine, { max: fenToYuan(row.winning_money) });
        // Even the shopkeeper's correction with a reason stays within what the ticket can win at all.
        const max = highestPrize(row);
        if (amountFen > max)
          throw AppError.fail(M.orderEditMoneyAboveMax, {
            max: fenToYuan(max),
            game: gameParam(row.game_code),
          });
      },
      to: () => (amountFen > 0 ? OrderState.awaitingPayout : OrderState.lost),
      // The ticket prize stays the engine's where it settles; elsewhere what the shop enters is both.
      patch: () => ({
        award_money: amountFen,
        award_by_hand: 1,
        winning_money: engineSettles ? row.winning_money : amountFen,
      }),
      memo: (): Memo<OrderEventMemoCode> => {
        const params = { from: fenToYuan(row.award_money), to: fenToYuan(amountFen) };
        if (aboveEngine)
          return {
            code: 'editMoneyAboveEngine',
            params: { ...params, engine: fenToYuan(row.winning_money), reason },
          };
        return reason
          ? { code: 'editMoneyReason', params: { ...params, reason } }
          : { code: 'editMoney', params };
      },
    };
  });
}

/** The most the stored bet can win by its game's rules (an upper bound for prizes the shop enters). */
function highestPrize(row: OrderRow): number {
  const top = highestPrizeOf(row.game_code, JSON.parse(row.bet_content));
  if (!top.ok) throw betRefusal('order', top.errors);
  return top.value;
}

/**
 * 派奖: 9 → 10 for each order, crediting AwardMoney as the move wrote it (split by shares for a group-buy), in one
 * transaction. An order already paid by a concurrent call is passed over; paying nothing at all is refused naming
 * the state. Unknown ids, other shops' orders and orders another shop receives refuse the whole call.
 */
export async function award(
  ctx: AppContext,
  actor: ShopActor,
  orderIds: readonly string[],
  now = nowSeconds(),
): Promise<{ count: number; amountFen: number; paid: string[] }> {
  const unique = [...new Set(orderIds)];
  const paid = await inTransaction(ctx, async (tx) => {
    const rows = await repo.lockManyForShop(tx.trx, ctx.dialect, unique, actor.shopId);
    if (rows.length !== unique.length) throw AppError.fail(M.orderNotFound);
    // Every order, payable or not, before anything moves: one the shop can't act on refuses the whole call.
    for (const row of rows) checkActor(actor, row);
    await lockShops(
      ctx,
      tx,
      rows.flatMap((r) => shopsOf(r)),
    );
    const payable = rows.filter((r) => r.state === OrderState.awaitingPayout);
    if (!payable.length) throw wrongState('award', rows[0]!.state);
    const done: OrderRow[] = [];
    for (const row of payable) {
      const { after } = atPartner(row)
        ? await returnPrizeOf(ctx, tx, actor, row, now)
        : await transition(ctx, tx, {
            action: 'award',
            actor,
            order: { row },
            now,
            patch: () => ({ award_time: now, awarder_id: actor.userId }),
            money: (moved) => payAward(ctx, tx, moved, actor.userId),
            memo: (moved) => ({ code: 'amount', params: { amount: fenToYuan(moved.award_money) } }),
          });
      done.push(after);
    }
    return done;
  });
  return {
    count: paid.length,
    amountFen: paid.reduce((sum, r) => sum + r.award_money, 0),
    paid: paid.map((r) => r.order_id),
  };
}

/**
 * 返奖, the 派奖 of the main store holding a handed-over order: the prize goes from its shop balance into the
 * branch's cooperation balance (402 when short), and the order, still 待派奖, goes back to its shop, which pays the
 * player.
 */
function returnPrizeOf(ctx: AppContext, tx: Tx, actor: ShopActor, row: OrderRow, now: number) {
  return transition(ctx, tx, {
    action: 'returnPrize',
    actor,
    order: { row },
    now,
    patch: () => ({ receiving_shop_id: row.shop_id, is_cooperative: 0 }),
    money: (moved) =>
      returnPrize(
        ctx,
        tx,
        {
          orderId: moved.order_id,
          mainShopId: actor.shopId,
          branchShopId: moved.shop_id,
          prizeFen: moved.award_money,
        },
        actor.userId,
      ),
    memo: (moved) => ({ code: 'prizeReturned', params: { amount: fenToYuan(moved.award_money) } }),
  });
}
