import { OrderState, RECHARGE_SOURCE_OFFLINE, rechargeSourceOf } from '@dzzs/shared';
import { dayNumberAt } from '../../core/days.ts';
import type { DbOrTrx } from '../../db/database.ts';
import type { OrderRow } from '../../db/schema.ts';
import * as repo from './statistics-rollups.repository.ts';
import type { LedgerHolder } from './statistics.table.ts';

// The writers of the statistics roll-ups (docs/statistics.md). The orders' transition and the ledger's transfer call
// them inside their own transaction, so a roll-up never differs from the rows it counts; a rebuild
// (statistics-rebuild.service.ts) feeds the same functions from the raw rows. This file depends on nothing but its
// repository: the modules that call it stay free of cycles.

/** Waits above an hour are kept by the minute: a day's waits stay a few hundred rows at most. */
const EXACT_WAIT_SECONDS = 3600;
export const waitBucketOf = (seconds: number) =>
  seconds <= EXACT_WAIT_SECONDS ? seconds : seconds - (seconds % 60);

export type OrderFacts = Pick<
  OrderRow,
  | 'shop_id'
  | 'ticketing_shop_id'
  | 'user_id'
  | 'game_code'
  | 'bet_money'
  | 'award_money'
  | 'ticketer_id'
  | 'awarder_id'
  | 'receiving_time'
  | 'ticketing_time'
  | 'award_time'
>;

/** Where counted rows go: added to the tables (live), or gathered in memory first (a rebuild). */
export interface RollupSink {
  add<T extends repo.RollupTable>(table: T, row: repo.RollupRows[T]): Promise<void> | void;
}
/**
 * Whether the live roll-ups are written. Switched off for one measurement only: the `statistics-writes` bench suite
 * times 接单, 出票 and 派奖 in one server with and without them, rounds alternating. A server with them off shows
 * wrong figures until `stats rebuild` (docs/statistics.md).
 */
let liveRollups = true;
export function setLiveRollups(on: boolean): void {
  liveRollups = on;
}
const nowhere: RollupSink = { add: () => {} };
export const dbSink = (db: DbOrTrx): RollupSink =>
  liveRollups ? { add: (table, row) => repo.addTo(db, table, row) } : nowhere;

/** A rebuild of one shop (statistics-rebuild.service.ts) counts only that shop's rows; live writes count all. */
const counts = (shopId: number, only?: number) => only === undefined || only === shopId;

/** An order's figure for its shop and staff member: by game, and summed over games (the totals and trend read it). */
async function countForShop(
  into: RollupSink,
  row: repo.RollupRows['stats_shop_days'] & { game_code: number },
): Promise<void> {
  const { game_code, ...shopDay } = row;
  await into.add('stats_order_days', { ...shopDay, game_code });
  await into.add('stats_shop_days', shopDay);
}

/** Counts an order ticketed: for the shop that bought the ticket and its ticketer, and for the player's shop. */
export async function countTicketed(into: RollupSink, o: OrderFacts, only?: number): Promise<void> {
  const day = dayNumberAt(o.ticketing_time);
  const one = { day, orders: 1, fen: o.bet_money, kind: 'ticket' as const };
  if (counts(o.shop_id, only))
    await into.add('stats_player_days', { ...one, shop_id: o.shop_id, user_id: o.user_id });
  if (!counts(o.ticketing_shop_id, only)) return;
  await countForShop(into, {
    ...one,
    shop_id: o.ticketing_shop_id,
    game_code: o.game_code,
    staff_id: o.ticketer_id,
  });
  if (o.receiving_time > 0)
    await into.add('stats_ticket_waits', {
      shop_id: o.ticketing_shop_id,
      day,
      staff_id: o.ticketer_id,
      seconds: waitBucketOf(Math.max(0, o.ticketing_time - o.receiving_time)),
      orders: 1,
    });
}

/** Counts a prize paid: for the order's shop (which pays its players) and its awarder, and for the player. */
export async function countAwarded(into: RollupSink, o: OrderFacts, only?: number): Promise<void> {
  if (!counts(o.shop_id, only)) return;
  const one = { day: dayNumberAt(o.award_time), orders: 1, fen: o.award_money, kind: 'award' as const };
  await countForShop(into, {
    ...one,
    shop_id: o.shop_id,
    game_code: o.game_code,
    staff_id: o.awarder_id,
  });
  await into.add('stats_player_days', { ...one, shop_id: o.shop_id, user_id: o.user_id });
}

/** Counts an order's move: the moves into 出票 and into 已派奖 are the ones the figures count. */
export async function countOrderMove(
  db: DbOrTrx,
  before: Pick<OrderRow, 'state'>,
  after: OrderFacts & Pick<OrderRow, 'state'>,
): Promise<void> {
  if (before.state === after.state) return;
  if (after.state === OrderState.awaitingDraw) await countTicketed(dbSink(db), after);
  if (after.state === OrderState.paidOut) await countAwarded(dbSink(db), after);
}

/** One side of a ledger transfer as the ledger wrote it (a money_log row). */
export interface LedgerSide {
  userId: number;
  shopId: number;
  /** 0: the wallet of `userId`. */
  accountId: number;
  /** The account stands for money outside the app (a till, a clearing account). */
  outside: boolean;
  change: number;
}

/** Whose balance a ledger row moved, from the shop's point of view; null for the platform's accounts. */
export function holderOf(side: Omit<LedgerSide, 'change'>): { shopId: number; holder: LedgerHolder } | null {
  if (side.accountId) {
    if (side.userId === 0) return null;
    return { shopId: side.userId, holder: side.outside ? 'outside' : 'held' };
  }
  return { shopId: side.shopId, holder: side.userId === side.shopId ? 'wallet' : 'player' };
}

/** The recharge source of a ledger row, 0 for every other kind of row. */
export function itemOf(type: string, params: Record<string, unknown>): number {
  if (type === 'offline_recharge') return RECHARGE_SOURCE_OFFLINE;
  if (type === 'recharge' && typeof params.provider === 'string') return rechargeSourceOf(params.provider);
  return 0;
}

/** Counts the rows of one ledger transfer, each for the shop whose balance it moved. */
export async function countLedgerRows(
  into: RollupSink,
  t: { type: string; params: Record<string, unknown>; at: number },
  sides: readonly LedgerSide[],
  only?: number,
): Promise<void> {
  const day = dayNumberAt(t.at);
  const item = itemOf(t.type, t.params);
  for (const side of sides) {
    const whose = holderOf(side);
    if (!whose || whose.shopId === 0 || !counts(whose.shopId, only)) continue;
    await into.add('stats_ledger_days', {
      shop_id: whose.shopId,
      day,
      type: t.type,
      holder: whose.holder,
      item,
      entries: 1,
      fen: side.change,
    });
  }
}

/** Writes generated roll-up rows directly (the bench's history of a million orders). */
export const insertRollups = repo.insertMany;
