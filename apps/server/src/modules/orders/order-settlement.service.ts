import { OrderState } from '@dzzs/shared';
import { nowSeconds } from '../../core/clock.ts';
import type { AppContext } from '../../context.ts';
import type { Trx } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema.ts';
import { resultsPublished, settleMany } from '../draws/draw-settlement.service.ts';
import type { ResultChange } from '../draws/result-change.ts';
import * as repo from './orders.repository.ts';
import { move, publishChanged, SYSTEM } from './order-moves.ts';

// Settlement of orders when a draw or match result is published or corrected (docs/orders.md, "Settlement").
// Runs inside the publishing transaction: if it fails, the publication is rolled back with it.

/** Orders a result concerns: waiting for it, or settled on it but not paid (paid is paid). */
const SETTLEABLE = [
  OrderState.awaitingDraw,
  OrderState.awaitingSettlement,
  OrderState.lost,
  OrderState.awaitingPayout,
] as const;

const contentOf = (row: OrderRow): unknown => JSON.parse(row.new_content ?? row.bet_content);

/** The draw-result listener: settles the orders a published or corrected result concerns. */
export async function settleOrdersFor(ctx: AppContext, trx: Trx, change: ResultChange): Promise<number> {
  const rows =
    change.kind === 'draw'
      ? await repo.settleableByDraw(trx, change.gameCode, change.issue, SETTLEABLE)
      : await repo.settleableByMatch(trx, change.matchId, SETTLEABLE);
  return settleOrders(ctx, trx, rows);
}

/**
 * Settles orders against the results published so far: 6 → 7 once they are known, then 7 → 8 / 9 where the engine
 * decides; orders already settled are settled again when the results changed. Also runs right after 出票, so an
 * order whose results were already out (a late ticket) does not wait for a publication that has happened.
 */
export async function settleOrders(ctx: AppContext, trx: Trx, rows: OrderRow[]): Promise<number> {
  if (!rows.length) return 0;
  const bets = rows.map((row) => ({
    id: row.id,
    gameCode: row.game_code,
    content: contentOf(row),
    issue: row.issue,
  }));
  const settlements = await settleMany(trx, bets);
  const now = nowSeconds();
  const changed: OrderRow[] = [];
  for (const [i, s] of settlements.entries()) {
    const row = rows[i]!;
    if (s.status === 'pending') continue;
    if (s.status === 'invalid') {
      ctx.log.warn({ order: row.order_id, errors: s.errors }, 'order content could not be settled');
      continue;
    }
    // Games the engine can't settle move to 7 once all their results are out; the shop then enters the prize.
    if (s.status === 'not_settleable' && !(await resultsPublished(trx, bets[i]!))) continue;
    let current = row;
    if (row.state === OrderState.awaitingDraw) {
      await move(trx, row, 'draw', OrderState.awaitingSettlement, { draw_time: now }, { actor: SYSTEM }, now);
      current = { ...row, state: OrderState.awaitingSettlement, draw_time: now };
      if (s.status === 'not_settleable') {
        changed.push(current);
        continue;
      }
    }
    if (s.status === 'not_settleable') continue;
    const basis = s.basis.join(',');
    const to = s.status === 'won' && s.AwardMoney > 0 ? OrderState.awaitingPayout : OrderState.lost;
    const unchanged =
      current.state === to && current.settle_basis === basis && current.award_money === s.AwardMoney;
    if (unchanged) continue;
    const again = current.state !== OrderState.awaitingSettlement;
    await move(
      trx,
      current,
      again ? 'resettle' : 'settle',
      to,
      {
        winning_money: s.WinningMoney,
        award_money: s.AwardMoney,
        settle_basis: basis,
        win_content: JSON.stringify(s.details),
      },
      { actor: SYSTEM, memo: `${basis} ${(s.AwardMoney / 100).toFixed(2)}` },
      now,
    );
    changed.push({ ...current, state: to, award_money: s.AwardMoney, winning_money: s.WinningMoney });
  }
  publishChanged(ctx, changed);
  return changed.length;
}
