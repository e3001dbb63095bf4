import { fenToYuan, OrderState, type Memo, type OrderEventMemoCode } from '@dzzs/shared';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/transaction.ts';
import type { OrderRow } from '../../db/schema.ts';
import { resultsPublished, settleMany, type BetSettlement } from '../draws/draw-settlement.service.ts';
import type { ResultChange } from '../draws/result-change.ts';
import { SYSTEM, transition } from './order-transition.ts';
import { lockShops, shopsOf } from './order-locks.ts';
import * as repo from './orders.repository.ts';

// Settlement of orders when a draw or match result is published or corrected (docs/orders.md, "Settlement"). Runs
// inside the publishing transaction through `transition`: if anything fails, the publication is rolled back with
// it, and the pushes go out only after it commits.

/** Orders a result concerns: waiting for it, or settled on it but not paid (paid is paid). */
const SETTLEABLE = [
  OrderState.awaitingDraw,
  OrderState.awaitingSettlement,
  OrderState.lost,
  OrderState.awaitingPayout,
] as const;

const contentOf = (row: OrderRow): unknown => JSON.parse(row.new_content ?? row.bet_content);

/** The draw-result listener: settles the orders a published or corrected result concerns. */
export async function settleOrdersFor(
  ctx: AppContext,
  tx: Tx,
  change: ResultChange,
  now: number,
): Promise<number> {
  const rows =
    change.kind === 'draw'
      ? await repo.settleableByDraw(tx.trx, ctx.dialect, change.gameCode, change.issue, SETTLEABLE)
      : await repo.settleableByMatch(tx.trx, ctx.dialect, change.matchId, SETTLEABLE);
  return settleOrders(ctx, tx, rows, now);
}

/**
 * Settles orders (loaded and locked in `tx`) against the results published so far: 6 → 7 once they are known,
 * then 7 → 8 / 9 where the engine decides; orders already settled are settled again when the results changed,
 * except that an amount the shop set by hand is kept and the engine's figure is recorded beside it.
 */
export async function settleOrders(ctx: AppContext, tx: Tx, rows: OrderRow[], now: number): Promise<number> {
  if (!rows.length) return 0;
  // A publication settles orders of many shops: every shop's order lock at once, in order (order-locks.ts).
  await lockShops(
    ctx,
    tx,
    rows.flatMap((r) => shopsOf(r)),
  );
  const bets = rows.map((row) => ({
    id: row.id,
    gameCode: row.game_code,
    content: contentOf(row),
    issue: row.issue,
  }));
  const settlements = await settleMany(tx.trx, bets);
  let changed = 0;
  for (const [i, s] of settlements.entries()) {
    const row = rows[i]!;
    if (s.status === 'pending') continue;
    if (s.status === 'invalid') {
      ctx.log.warn({ order: row.order_id, errors: s.errors }, 'order content could not be settled');
      continue;
    }
    // Games the engine can't settle move to 7 once all their results are out; the shop then enters the prize.
    if (s.status === 'not_settleable' && !(await resultsPublished(tx.trx, bets[i]!))) continue;
    let current = row;
    if (row.state === OrderState.awaitingDraw) {
      current = (
        await transition(ctx, tx, {
          action: 'draw',
          actor: SYSTEM,
          order: { row },
          now,
          patch: () => ({ draw_time: now }),
        })
      ).after;
      changed++;
    }
    if (s.status === 'not_settleable') continue;
    if (await decide(ctx, tx, current, s, now)) changed++;
  }
  return changed;
}

/** Moves a drawn order to what the engine decided; false when it already stands there on the same results. */
async function decide(
  ctx: AppContext,
  tx: Tx,
  row: OrderRow,
  s: BetSettlement,
  now: number,
): Promise<boolean> {
  const basis = s.basis.join(',');
  const byHand = row.award_by_hand === 1;
  const engineTo = s.status === 'won' && s.AwardMoney > 0 ? OrderState.awaitingPayout : OrderState.lost;
  const to = byHand ? (row.state as OrderState) : engineTo;
  const award = byHand ? row.award_money : s.AwardMoney;
  if (
    row.state === to &&
    row.settle_basis === basis &&
    row.award_money === award &&
    row.winning_money === s.WinningMoney
  )
    return false;
  await transition(ctx, tx, {
    action: row.state === OrderState.awaitingSettlement ? 'settle' : 'resettle',
    actor: SYSTEM,
    order: { row },
    now,
    to: () => to,
    patch: () => ({
      winning_money: s.WinningMoney,
      award_money: award,
      settle_basis: basis,
      win_content: JSON.stringify(s.details),
    }),
    memo: (): Memo<OrderEventMemoCode> =>
      byHand
        ? {
            code: 'resettledKeptByHand',
            params: { basis, engine: fenToYuan(s.AwardMoney), amount: fenToYuan(award) },
          }
        : { code: 'settled', params: { basis, amount: fenToYuan(s.AwardMoney) } },
  });
  return true;
}
