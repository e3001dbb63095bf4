import crypto from 'node:crypto';
import { OrderState } from '@dzzs/shared';
import { quoteBet } from '@dzzs/shared/engine';
import { nowSeconds } from '../../core/clock.ts';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { Trx } from '../../db/database.ts';
import type { OrderRow, OrderUpdate } from '../../db/schema.ts';
import { applyMoneyChange } from '../ledger/ledger.service.ts';
import * as accounts from '../account/account.repository.ts';
import {
  allowed,
  betRefusal,
  checkStaffRule,
  confirmEditedOdds,
  M,
  serviceFeeFen,
  TRANSITIONS,
  wrongState,
} from './order-rules.ts';
import { move, publishChanged, publishNew, SYSTEM } from './order-moves.ts';
import { settleOrders } from './order-settlement.service.ts';
import * as repo from './orders.repository.ts';

// The order state machine (docs/orders.md). Each action is one transaction: the conditional state move decides
// who wins a race, the ledger moves the money, and an order event records who did it. Pushes go out after commit.

/** A shop account acting on orders: the owner, or a staff member of the shop. */
export interface ShopActor {
  userId: number;
  shopId: number;
  isStaff: boolean;
}

/** A player acting on their own orders. */
export interface PlayerActor {
  userId: number;
  shopId: number;
}

export const LEDGER = {
  pay: 'order_pay',
  refund: 'order_refund',
  fee: 'service_fee',
  award: 'order_award',
} as const;

async function loadForShop(ctx: AppContext, actor: ShopActor, orderId: string): Promise<OrderRow> {
  const row = await repo.findForShop(ctx.db, orderId, actor.shopId);
  if (!row) throw AppError.fail(M.orderNotFound);
  return row;
}

/** Only the shop that currently receives an order acts on it; the player's shop only looks (partner hand-over). */
function actingShop(actor: ShopActor, row: OrderRow): void {
  if (row.receiving_shop_id !== actor.shopId) throw AppError.fail(M.orderNotFound);
}

async function refundOrder(trx: Trx, ctx: AppContext, row: OrderRow, memo: string, operator: number) {
  if (row.group_buy_id !== null) {
    for (const share of await repo.sharesOf(trx, [row.group_buy_id]))
      await applyMoneyChange(trx, ctx.dialect, {
        userId: share.user_id,
        shopId: row.shop_id,
        change: share.money,
        type: LEDGER.refund,
        memo,
        refType: 'order',
        refId: row.order_id,
        operatorId: operator,
      });
    return;
  }
  await applyMoneyChange(trx, ctx.dialect, {
    userId: row.user_id,
    shopId: row.shop_id,
    change: row.bet_money,
    type: LEDGER.refund,
    memo,
    refType: 'order',
    refId: row.order_id,
    operatorId: operator,
  });
}

// Shop actions

/** 接单: 1 → 2. A staff member's per-game rule is checked first. */
export async function receive(ctx: AppContext, actor: ShopActor, orderId: string): Promise<OrderRow> {
  const row = await loadForShop(ctx, actor, orderId);
  actingShop(actor, row);
  if (!allowed('receive', row.state)) throw wrongState('receive', row.state);
  if (actor.isStaff)
    checkStaffRule(await repo.clerkRule(ctx.db, actor.userId, row.game_code), row.game_code, row.bet_money);
  const now = nowSeconds();
  await ctx.db
    .transaction()
    .execute((trx) =>
      move(
        trx,
        row,
        'receive',
        OrderState.awaitingTicket,
        { receiving_time: now, receiver_id: actor.userId },
        { actor: actor.userId },
        now,
      ),
    );
  const after = { ...row, state: OrderState.awaitingTicket, receiving_time: now, receiver_id: actor.userId };
  publishChanged(ctx, [after]);
  return after;
}

/**
 * 出票: 2 → 6. The platform service fee is taken from the shop balance (code 402 when short). For 竞彩 the shop may
 * confirm edited odds: kept beside the original, with the prize range recomputed from them.
 */
export async function ticket(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  newContent: unknown,
): Promise<OrderRow> {
  const row = await loadForShop(ctx, actor, orderId);
  actingShop(actor, row);
  if (!allowed('ticket', row.state)) throw wrongState('ticket', row.state);
  const patch: OrderUpdate = {};
  if (newContent !== null && newContent !== undefined && newContent !== 0 && newContent !== '0') {
    const quote = confirmEditedOdds(row.game_code, JSON.parse(row.bet_content), newContent);
    patch.new_content = JSON.stringify(newContent);
    patch.bonus_min = quote.prize?.minFen ?? 0;
    patch.bonus_max = quote.prize?.maxFen ?? 0;
  }
  const config = await accounts.findShopConfig(ctx.db, row.ticketing_shop_id);
  const fee = serviceFeeFen(row.bet_money, config?.service_charge_bp ?? 0);
  const now = nowSeconds();
  await ctx.db.transaction().execute(async (trx) => {
    await move(
      trx,
      row,
      'ticket',
      OrderState.awaitingDraw,
      { ...patch, ticketing_time: now, ticketer_id: actor.userId, service_fee: fee },
      { actor: actor.userId, memo: patch.new_content ? 'odds confirmed' : '' },
      now,
    );
    if (fee > 0)
      await applyMoneyChange(trx, ctx.dialect, {
        userId: row.ticketing_shop_id,
        shopId: row.ticketing_shop_id,
        change: -fee,
        type: LEDGER.fee,
        memo: `出票服务费 ${row.order_id}`,
        refType: 'order',
        refId: row.order_id,
        operatorId: actor.userId,
        insufficient: new AppError(402, M.orderShopBalanceShort, { fee: (fee / 100).toFixed(2) }),
      });
    const ticketed = await repo.findById(trx, row.id);
    if (ticketed) await settleOrders(ctx, trx, [ticketed]);
  });
  // Settlement may already have moved it on (results out before the ticket): answer what it is now.
  const after = (await repo.findById(ctx.db, row.id)) ?? row;
  publishChanged(ctx, [after]);
  return after;
}

/** 拒单 (from 1) / 撤单 (from 2) with a reason: → 4, the player is refunded. */
export async function cancelByShop(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  reason: string,
): Promise<OrderRow> {
  const row = await loadForShop(ctx, actor, orderId);
  actingShop(actor, row);
  if (!allowed('shopCancel', row.state)) throw wrongState('shopCancel', row.state);
  const now = nowSeconds();
  await ctx.db.transaction().execute(async (trx) => {
    await move(
      trx,
      row,
      'shopCancel',
      OrderState.cancelledByShop,
      { reason, canceller_id: actor.userId },
      { actor: actor.userId, memo: reason },
      now,
    );
    await refundOrder(trx, ctx, row, `店主撤单退款 ${row.order_id}`, actor.userId);
  });
  const after = { ...row, state: OrderState.cancelledByShop, reason };
  publishChanged(ctx, [after]);
  return after;
}

/**
 * 修改中奖金额: the shop sets the amount to pay for an order waiting in 7 (games the engine can't settle) or 9:
 * 0 → 8 未中奖, more → 9 待派奖. For fixed-odds orders it can't exceed the order's highest prize.
 */
export async function editMoney(
  ctx: AppContext,
  actor: ShopActor,
  orderId: string,
  amountFen: number,
): Promise<OrderRow> {
  const row = await loadForShop(ctx, actor, orderId);
  actingShop(actor, row);
  if (!allowed('editMoney', row.state)) throw wrongState('editMoney', row.state);
  const maxFen = row.bonus_max > 0 ? row.bonus_max : null;
  if (maxFen !== null && amountFen > maxFen)
    throw AppError.fail(M.orderEditMoneyAboveMax, { max: (maxFen / 100).toFixed(2) });
  const to = amountFen > 0 ? OrderState.awaitingPayout : OrderState.lost;
  const now = nowSeconds();
  // The ticket prize is what the engine computed; when the shop sets it for a game the engine can't settle, the
  // amount it enters is both.
  const winning = row.state === OrderState.awaitingSettlement ? amountFen : row.winning_money;
  await ctx.db.transaction().execute((trx) =>
    move(
      trx,
      row,
      'editMoney',
      to,
      { award_money: amountFen, winning_money: winning },
      {
        actor: actor.userId,
        memo: `${(row.award_money / 100).toFixed(2)} → ${(amountFen / 100).toFixed(2)}`,
      },
      now,
    ),
  );
  const after = { ...row, state: to, award_money: amountFen, winning_money: winning };
  publishChanged(ctx, [after]);
  return after;
}

/**
 * 派奖: 9 → 10 for each order, crediting AwardMoney to the player (split by shares for a group-buy) in one
 * transaction. An order already paid by a concurrent call is skipped; paying nothing at all is refused naming the
 * state. Unknown or other shops' ids refuse the whole call.
 */
export async function award(
  ctx: AppContext,
  actor: ShopActor,
  orderIds: string[],
): Promise<{ count: number; amountFen: number; paid: string[] }> {
  const unique = [...new Set(orderIds)];
  const rows = await repo.findManyForShop(ctx.db, unique, actor.shopId);
  if (rows.length !== unique.length) throw AppError.fail(M.orderNotFound);
  rows.forEach((row) => actingShop(actor, row));
  const payable = rows.filter((r) => allowed('award', r.state));
  if (!payable.length) throw wrongState('award', rows[0]!.state);
  const now = nowSeconds();
  const paid = await ctx.db.transaction().execute(async (trx) => {
    const done: OrderRow[] = [];
    const shares = await repo.sharesOf(
      trx,
      payable.flatMap((r) => (r.group_buy_id === null ? [] : [r.group_buy_id])),
    );
    for (const row of payable) {
      const moved = await repo.moveState(trx, row.id, TRANSITIONS.award.from, OrderState.paidOut, {
        award_time: now,
        awarder_id: actor.userId,
        update_time: now,
      });
      if (!moved) continue;
      await repo.insertEvent(trx, {
        order_pk: row.id,
        actor_id: actor.userId,
        action: 'award',
        from_state: row.state,
        to_state: OrderState.paidOut,
        memo: (row.award_money / 100).toFixed(2),
        create_time: now,
      });
      for (const part of awardParts(row, shares))
        await applyMoneyChange(trx, ctx.dialect, {
          userId: part.userId,
          shopId: row.shop_id,
          change: part.fen,
          type: LEDGER.award,
          memo: `派奖 ${row.order_id}`,
          refType: 'order',
          refId: row.order_id,
          operatorId: actor.userId,
        });
      done.push({ ...row, state: OrderState.paidOut, award_time: now });
    }
    return done;
  });
  if (!paid.length) {
    const current = await repo.findById(ctx.db, payable[0]!.id);
    throw wrongState('award', current?.state ?? OrderState.paidOut);
  }
  publishChanged(ctx, paid);
  return {
    count: paid.length,
    amountFen: paid.reduce((sum, r) => sum + r.award_money, 0),
    paid: paid.map((r) => r.order_id),
  };
}

/** How AwardMoney is paid: all to the player, or by shares for a group-buy (remainder to the initiator). */
function awardParts(
  row: OrderRow,
  shares: { group_buy_id: number; user_id: number; shares: number }[],
): { userId: number; fen: number }[] {
  if (row.award_money <= 0) return [];
  if (row.group_buy_id === null) return [{ userId: row.user_id, fen: row.award_money }];
  const mine = shares.filter((s) => s.group_buy_id === row.group_buy_id);
  const total = mine.reduce((sum, s) => sum + s.shares, 0);
  const byUser = new Map<number, number>();
  let given = 0;
  for (const s of mine) {
    const fen = Math.floor((row.award_money * s.shares) / total);
    byUser.set(s.user_id, (byUser.get(s.user_id) ?? 0) + fen);
    given += fen;
  }
  byUser.set(row.user_id, (byUser.get(row.user_id) ?? 0) + row.award_money - given);
  return [...byUser].filter(([, fen]) => fen > 0).map(([userId, fen]) => ({ userId, fen }));
}

// Player actions

export interface CreateOrderInput {
  game_id: number;
  content: unknown;
  issue?: string | undefined;
  deadline: number;
}

interface Priced {
  gameCode: number;
  content: unknown;
  notes: number;
  multiple: number;
  amountFen: number;
  bonusMin: number;
  bonusMax: number;
  issue: string | null;
  matchIds: string[];
}

/** Validates and prices a bet with the engine, and checks the shop sells the game and the deadline is ahead. */
async function price(ctx: AppContext, shopId: number, input: CreateOrderInput, now: number): Promise<Priced> {
  const quote = quoteBet(input.game_id, input.content);
  if (!quote.ok) throw betRefusal('content', quote.errors);
  const game = quote.value.bet.game;
  if (await repo.gameClosed(ctx.db, shopId, game.code))
    throw AppError.fail(M.orderGameClosed, { game: game.nameZh, gameEn: game.nameEn });
  if (input.deadline <= now) throw AppError.fail(M.orderDeadlinePassed);
  const issue = input.issue?.trim() || null;
  if (game.group === 'number' && game.autoSettle && !issue)
    throw AppError.fail(M.orderIssueRequired, { game: game.nameZh, gameEn: game.nameEn });
  const bet = quote.value.bet;
  return {
    gameCode: game.code,
    content: input.content,
    notes: quote.value.notes,
    multiple: quote.value.multiple,
    amountFen: quote.value.amountFen,
    bonusMin: quote.value.prize?.minFen ?? 0,
    bonusMax: quote.value.prize?.maxFen ?? 0,
    issue: game.group === 'number' ? issue : null,
    matchIds: bet.kind === 'sports' ? [...new Set(bet.matches.map((m) => m.matchId))] : [],
  };
}

/** Wire order id: the Shanghai (TZ) date and the row id, e.g. 26112200000123. */
function wireId(id: number, now: number): string {
  const d = new Date(now * 1000);
  const ymd = `${String(d.getFullYear() % 100).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  return `${ymd}${String(id).padStart(8, '0')}`;
}

async function insertPricedOrder(
  trx: Trx,
  p: Priced,
  owner: PlayerActor,
  state: number,
  deadline: number,
  groupBuyId: number | null,
  now: number,
): Promise<OrderRow> {
  const row = {
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
    pay_time: now,
    deadline,
    create_time: now,
    update_time: now,
  };
  const id = await repo.insertOrder(trx, row);
  const orderId = wireId(id, now);
  await repo.setWireId(trx, id, orderId);
  await repo.insertOrderMatches(trx, id, p.matchIds);
  await repo.insertEvent(trx, {
    order_pk: id,
    actor_id: owner.userId,
    action: 'create',
    from_state: null,
    to_state: state,
    memo: '',
    create_time: now,
  });
  const created = await repo.findById(trx, id);
  if (!created) throw new Error(`order ${id} vanished inside its own transaction`);
  return created;
}

async function payFromPlayer(trx: Trx, ctx: AppContext, player: PlayerActor, fen: number, orderId: string) {
  await applyMoneyChange(trx, ctx.dialect, {
    userId: player.userId,
    shopId: player.shopId,
    change: -fen,
    type: LEDGER.pay,
    memo: `下单 ${orderId}`,
    refType: 'order',
    refId: orderId,
    operatorId: player.userId,
    insufficient: AppError.fail(M.orderPlayerBalanceShort, { amount: (fen / 100).toFixed(2) }),
  });
}

/** A player orders and pays from their balance: → 1 待接单, pushed to the shop. */
export async function createOrder(
  ctx: AppContext,
  player: PlayerActor,
  input: CreateOrderInput,
): Promise<OrderRow> {
  const now = nowSeconds();
  const p = await price(ctx, player.shopId, input, now);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertPricedOrder(
      trx,
      p,
      player,
      OrderState.awaitingAcceptance,
      input.deadline,
      null,
      now,
    );
    await payFromPlayer(trx, ctx, player, p.amountFen, created.order_id);
    return created;
  });
  publishNew(ctx, row);
  return row;
}

/** The player cancels while the order waits for the shop: 1 → 3, refunded. */
export async function cancelByPlayer(
  ctx: AppContext,
  player: PlayerActor,
  orderId: string,
): Promise<OrderRow> {
  const row = await repo.findForPlayer(ctx.db, orderId, player.userId);
  if (!row) throw AppError.fail(M.orderNotFound);
  if (row.group_buy_id !== null || !allowed('playerCancel', row.state))
    throw wrongState('playerCancel', row.state);
  const now = nowSeconds();
  await ctx.db.transaction().execute(async (trx) => {
    await move(
      trx,
      row,
      'playerCancel',
      OrderState.cancelledByPlayer,
      { canceller_id: player.userId },
      { actor: player.userId },
      now,
    );
    await refundOrder(trx, ctx, row, `撤销订单退款 ${row.order_id}`, player.userId);
  });
  const after = { ...row, state: OrderState.cancelledByPlayer };
  publishChanged(ctx, [after]);
  return after;
}

export interface CreateGroupBuyInput extends CreateOrderInput {
  total_shares: number;
  own_shares: number;
}

/**
 * A group-buy plan (合买): the bet is priced as an order, split into equal shares of whole fen; the initiator buys
 * `own_shares` now. The order waits in 0 认购中 until every share is sold (→ 1) or its deadline passes (→ 11).
 */
export async function createGroupBuy(
  ctx: AppContext,
  player: PlayerActor,
  input: CreateGroupBuyInput,
): Promise<OrderRow> {
  const now = nowSeconds();
  const p = await price(ctx, player.shopId, input, now);
  if (input.own_shares > input.total_shares) throw AppError.fail(M.orderOwnSharesTooMany);
  if (p.amountFen % input.total_shares !== 0)
    throw AppError.fail(M.orderSharesSplit, {
      amount: (p.amountFen / 100).toFixed(2),
      shares: input.total_shares,
    });
  const shareFen = p.amountFen / input.total_shares;
  const full = input.own_shares === input.total_shares;
  const row = await ctx.db.transaction().execute(async (trx) => {
    const groupBuyId = await repo.insertGroupBuy(trx, {
      shop_id: player.shopId,
      user_id: player.userId,
      total_shares: input.total_shares,
      sold_shares: input.own_shares,
      share_money: shareFen,
      deadline: input.deadline,
      create_time: now,
      update_time: now,
    });
    const state = full ? OrderState.awaitingAcceptance : OrderState.subscribing;
    const created = await insertPricedOrder(trx, p, player, state, input.deadline, groupBuyId, now);
    await repo.insertShare(trx, {
      group_buy_id: groupBuyId,
      user_id: player.userId,
      shares: input.own_shares,
      money: shareFen * input.own_shares,
      create_time: now,
    });
    await payFromPlayer(trx, ctx, player, shareFen * input.own_shares, created.order_id);
    return created;
  });
  if (full) publishNew(ctx, row);
  else publishChanged(ctx, [row]);
  return row;
}

/** A player of the same shop buys shares of an open plan; the last share moves the order to 1 and pushes it. */
export async function joinGroupBuy(
  ctx: AppContext,
  player: PlayerActor,
  orderId: string,
  shares: number,
): Promise<OrderRow> {
  const row = await repo.findForShop(ctx.db, orderId, player.shopId);
  if (!row || row.group_buy_id === null || row.shop_id !== player.shopId)
    throw AppError.fail(M.orderNotFound);
  if (row.state !== OrderState.subscribing) throw AppError.fail(M.orderGroupBuyClosed);
  const [plan] = await repo.findGroupBuys(ctx.db, [row.group_buy_id]);
  if (!plan) throw AppError.fail(M.orderNotFound);
  const now = nowSeconds();
  const filled = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.sellShares(trx, plan.id, shares, now))) {
      const [current] = await repo.findGroupBuys(trx, [plan.id]);
      const left = current ? current.total_shares - current.sold_shares : 0;
      if (left > 0 && current && current.deadline > now) throw AppError.fail(M.orderSharesLeft, { left });
      throw AppError.fail(M.orderGroupBuyClosed);
    }
    await repo.insertShare(trx, {
      group_buy_id: plan.id,
      user_id: player.userId,
      shares,
      money: plan.share_money * shares,
      create_time: now,
    });
    await payFromPlayer(trx, ctx, player, plan.share_money * shares, row.order_id);
    const [after] = await repo.findGroupBuys(trx, [plan.id]);
    if (after && after.sold_shares === after.total_shares) {
      await move(trx, row, 'fill', OrderState.awaitingAcceptance, {}, { actor: player.userId }, now);
      return true;
    }
    return false;
  });
  const after = { ...row, state: filled ? OrderState.awaitingAcceptance : row.state };
  if (filled) publishNew(ctx, after);
  else publishChanged(ctx, [after]);
  return after;
}

// Scheduler jobs

const JOB_BATCH = 200;

/**
 * Orders whose deadline passed before the ticket was bought (1 | 2 → 5) and group-buys that were not filled in time
 * (0 → 11): each in its own transaction, refunded; safe to run on several instances (the state move decides).
 */
export async function lapseOverdue(ctx: AppContext): Promise<number> {
  const now = nowSeconds();
  let changed = 0;
  const lapse = async (action: 'lapse' | 'expire', to: number, states: readonly number[]) => {
    for (const id of await repo.dueForState(ctx.db, states, now, JOB_BATCH)) {
      const row = await repo.findById(ctx.db, id);
      if (!row || !allowed(action, row.state)) continue;
      const done = await ctx.db
        .transaction()
        .execute(async (trx) => {
          await move(trx, row, action, to, { canceller_id: SYSTEM }, { actor: SYSTEM }, now);
          await refundOrder(
            trx,
            ctx,
            row,
            `${action === 'lapse' ? '系统撤单' : '合买流单'}退款 ${row.order_id}`,
            SYSTEM,
          );
          return true;
        })
        .catch((err: unknown) => {
          if (err instanceof AppError) return false;
          throw err;
        });
      if (done) {
        changed++;
        publishChanged(ctx, [{ ...row, state: to }]);
      }
    }
  };
  await lapse('lapse', OrderState.cancelledBySystem, TRANSITIONS.lapse.from);
  await lapse('expire', OrderState.lapsed, TRANSITIONS.expire.from);
  return changed;
}
