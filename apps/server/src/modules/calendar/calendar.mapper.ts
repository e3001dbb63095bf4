import type { IssueSale, IssueState, MatchOnSale } from '@dzzs/shared';
import type { FixtureRow, IssueRow } from '../../db/schema.ts';
import { outcomesOf } from './sports-games.ts';

// Rows of the calendar → what orders and the player side get.

/** A match as an order takes it from the calendar (teams, times, lines and the odds in force). */
export interface SaleFixture {
  matchId: string;
  code: string;
  league: string;
  home: string;
  away: string;
  kickoff: number;
  salesClose: number;
  round: string | null;
  handicap: number | null;
  totalLine: number | null;
  /** Current odds of fixed-odds games by play and canonical outcome, e.g. { spf: { H: '1.85' } }; {} for others. */
  odds: Record<string, Record<string, string>>;
}

export type StoredOdds = Record<string, Record<string, string>>;

export const oddsOf = (row: Pick<FixtureRow, 'odds'>): StoredOdds => JSON.parse(row.odds) as StoredOdds;

export function toSaleFixture(row: FixtureRow): SaleFixture {
  return {
    matchId: row.match_id,
    code: row.code,
    league: row.league,
    home: row.home,
    away: row.away,
    kickoff: row.kickoff,
    salesClose: row.sales_close,
    round: row.round,
    handicap: row.handicap,
    totalLine: row.total_line,
    odds: oddsOf(row),
  };
}

export function toIssueSale(row: IssueRow, state: IssueState, advance: number): IssueSale {
  return {
    issue: row.issue,
    state,
    sales_open: row.sales_open,
    sales_close: row.sales_close,
    draw_time: row.draw_time,
    deadline: row.sales_close - advance,
  };
}

/**
 * A match on sale as the player app builds a bet from it. `gameCode` is the game the player asked for (任选九 reads
 * 胜负彩's fixtures but sends its own labels); games without fixed odds list every outcome with no rate.
 */
export function toMatchOnSale(
  row: FixtureRow,
  gameCode: number,
  sale: { salesClose: number; advance: number; fixedOdds: boolean },
): MatchOnSale {
  const stored = oddsOf(row);
  const odds: MatchOnSale['odds'] = {};
  for (const [play, outcomes] of outcomesOf(gameCode)) {
    const rates = stored[play];
    if (sale.fixedOdds && !rates) continue;
    const items = outcomes
      .filter((o) => !sale.fixedOdds || rates?.[o.outcome] !== undefined)
      .map((o) => ({ res: o.label, rate: sale.fixedOdds ? (rates?.[o.outcome] ?? null) : null }));
    if (items.length) odds[play] = items;
  }
  return {
    matchId: row.match_id,
    matchNumStr: row.code,
    league: row.league,
    home: row.home,
    away: row.away,
    kickoff: row.kickoff,
    sales_close: sale.salesClose,
    deadline: sale.salesClose - sale.advance,
    round: row.round,
    goal: row.handicap,
    totalLine: row.total_line,
    odds,
  };
}
