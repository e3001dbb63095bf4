import type { Selectable } from 'kysely';

/** The tables the statistics module owns: only its repositories name them (docs/statistics.md, migration 0036). */
export interface StatisticsTables {
  stats_order_days: StatsOrderDaysTable;
  stats_shop_days: StatsShopDaysTable;
  stats_ticket_waits: StatsTicketWaitsTable;
  stats_player_days: StatsPlayerDaysTable;
  stats_ledger_days: StatsLedgerDaysTable;
}

/** Days are Asia/Shanghai calendar days as days since 1970-01-01; money in fen. */
export interface StatsOrderDaysTable {
  shop_id: number;
  day: number;
  kind: OrderFigureKind;
  game_code: number;
  /** Who ticketed (ticket) or paid out (award) the orders. */
  staff_id: number;
  orders: number;
  fen: number;
}

/** `stats_order_days` summed over games (migration 0040): the totals and trend read it. */
export type StatsShopDaysTable = Omit<StatsOrderDaysTable, 'game_code'>;

export interface StatsTicketWaitsTable {
  shop_id: number;
  day: number;
  staff_id: number;
  /** Seconds from 接单 to 出票: exact up to an hour, then rounded down to the minute. */
  seconds: number;
  orders: number;
}

export interface StatsPlayerDaysTable {
  shop_id: number;
  day: number;
  user_id: number;
  kind: OrderFigureKind;
  orders: number;
  fen: number;
}

export interface StatsLedgerDaysTable {
  shop_id: number;
  day: number;
  /** The ledger transfer's type. */
  type: string;
  holder: LedgerHolder;
  /** The recharge source (statistics-rules.ts) for recharges; 0 otherwise. */
  item: number;
  /** Ledger rows counted, and the sum of their changes (signed). */
  entries: number;
  fen: number;
}

/** ticket: orders ticketed; award: prizes paid. */
export type OrderFigureKind = 'ticket' | 'award';
/**
 * Which of a shop's balances a ledger row moved: `wallet` the shop balance (its owner's wallet), `outside` an
 * account of money outside the app (its till, its clearing account), `held` an account it owns that holds money
 * (its cooperation balances, withdrawal and red-packet holds), `player` one of its players' wallets.
 */
export type LedgerHolder = 'wallet' | 'outside' | 'held' | 'player';

export type StatsOrderDayRow = Selectable<StatsOrderDaysTable>;
export type StatsLedgerDayRow = Selectable<StatsLedgerDaysTable>;
