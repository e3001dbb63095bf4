import {
  gameByCode,
  settleBet,
  sportsContentSchema,
  type EngineError,
  type SettlementDetails,
  type SettlementStatus,
} from '@dzzs/shared/engine';
import type { DbOrTrx } from '../../db/database.ts';
import type { DrawRow, MatchResultRow } from '../../db/schema.ts';
import { defineMessages, translate } from '../../core/i18n.ts';
import { toEngineDraw, toEngineMatch } from './draws.mapper.ts';
import * as repo from './draws.repository.ts';

// Settling bets against the published results: what orders (and later anything else that holds bets) call.

const M = defineMessages({
  betNoIssue: { zh: '缺少期号', en: 'No issue given' },
});

/*
 * Settlement contract (for orders):
 * - `settleMany(dbOrTrx, bets)` only reads: it loads the published results the bets depend on (number games by
 *   game + issue, sports by the match ids in the content) and asks the engine. Call it inside your own transaction.
 * - Per bet: `status` won | lost (decided: 7 → 9 / 8), pending (a needed match result or pool prize is not
 *   published: stay in 6), not_settleable (the shop enters the prize: stay in 7), invalid (`errors` say why).
 *   `WinningMoney` is the ticket prize and `AwardMoney` the amount to pay, both in fen.
 * - `basis` names the result revisions used; a correction (announced to every module's `onDrawResult`) bumps a revision, so an
 *   unpaid order settled on an older basis is settled again, and settling against the same results gives the same
 *   answer every time.
 */
export interface BetToSettle<Id = number> {
  id: Id;
  gameCode: number;
  content: unknown;
  /** Issue of a number-game bet; sports bets are settled by their matches. */
  issue?: string | null;
}

export interface BetSettlement<Id = number> {
  id: Id;
  status: SettlementStatus;
  WinningMoney: number;
  AwardMoney: number;
  details: SettlementDetails;
  errors: EngineError[];
  /** Results used, e.g. `draw:101:2026135#2`, `match:20261121-001#1`. */
  basis: string[];
}

export interface LoadedResults {
  draws: Map<string, DrawRow>;
  matches: Map<string, MatchResultRow>;
}

/** How a draw is named among others: `101:2026135`. */
export const drawKey = (gameCode: number, issue: string) => `${gameCode}:${issue}`;

function matchIdsOf(content: unknown): string[] {
  const parsed = sportsContentSchema.safeParse(content);
  return parsed.success ? parsed.data.Content.map((m) => String(m.matchId).trim()).filter(Boolean) : [];
}

/** What a bet needs from the published results, or null when the engine decides without any. */
function needs(bet: BetToSettle<unknown>): { issue: string } | { matchIds: string[] } | null {
  const game = gameByCode(bet.gameCode);
  if (!game?.autoSettle) return null;
  if (game.group === 'sports') return { matchIds: matchIdsOf(bet.content) };
  const issue = bet.issue?.trim();
  return issue ? { issue } : null;
}

/** The published results every bet depends on, in one query per kind. */
export async function loadResultsFor(
  db: DbOrTrx,
  bets: readonly BetToSettle<unknown>[],
): Promise<LoadedResults> {
  const drawKeys = new Map<string, { gameCode: number; issue: string }>();
  const matchIds = new Set<string>();
  for (const bet of bets) {
    const need = needs(bet);
    if (need && 'issue' in need)
      drawKeys.set(drawKey(bet.gameCode, need.issue), { gameCode: bet.gameCode, issue: need.issue });
    if (need && 'matchIds' in need) need.matchIds.forEach((id) => matchIds.add(id));
  }
  const [draws, matches] = await Promise.all([
    drawKeys.size ? repo.drawsFor(db, [...drawKeys.values()]) : [],
    matchIds.size ? repo.matchResultsFor(db, [...matchIds]) : [],
  ]);
  return {
    draws: new Map(draws.map((d) => [drawKey(d.game_code, d.issue), d])),
    matches: new Map(matches.map((m) => [m.match_id, m])),
  };
}

/** Settles one bet against results already loaded; pure. */
export function settleWith<Id>(results: LoadedResults, bet: BetToSettle<Id>): BetSettlement<Id> {
  const game = gameByCode(bet.gameCode);
  const need = needs(bet);
  const basis: string[] = [];
  let engineResults: Parameters<typeof settleBet>[2] = null;
  if (game?.autoSettle && game.group === 'number' && !need) {
    return {
      id: bet.id,
      status: 'invalid',
      WinningMoney: 0,
      AwardMoney: 0,
      details: { kind: 'none' },
      errors: [
        {
          path: 'issue',
          message_zh: translate('zh-cn', M.betNoIssue),
          message_en: translate('en', M.betNoIssue),
        },
      ],
      basis,
    };
  }
  if (need && 'issue' in need) {
    const draw = results.draws.get(drawKey(bet.gameCode, need.issue));
    if (draw) {
      engineResults = toEngineDraw(draw);
      basis.push(`draw:${draw.game_code}:${draw.issue}#${draw.revision}`);
    }
  } else if (need) {
    const rows = [...new Set(need.matchIds)].flatMap((id) => results.matches.get(id) ?? []);
    engineResults = rows.map(toEngineMatch);
    basis.push(...rows.map((r) => `match:${r.match_id}#${r.revision}`));
  }
  const s = settleBet(bet.gameCode, bet.content, engineResults);
  return {
    id: bet.id,
    status: s.status,
    WinningMoney: s.winningFen,
    AwardMoney: s.payFen,
    details: s.details,
    errors: s.errors,
    basis,
  };
}

/**
 * Whether every result a bet is judged by is out (its issue's draw, or all its matches), for any game: games the
 * engine cannot settle still wait for their results before the shop enters the prize.
 */
export async function resultsPublished(db: DbOrTrx, bet: BetToSettle<unknown>): Promise<boolean> {
  const game = gameByCode(bet.gameCode);
  if (!game) return false;
  if (game.group === 'number') {
    const issue = bet.issue?.trim();
    return issue ? (await repo.drawsFor(db, [{ gameCode: game.code, issue }])).length > 0 : false;
  }
  const ids = [...new Set(matchIdsOf(bet.content))];
  return ids.length > 0 && (await repo.matchResultsFor(db, ids)).length === ids.length;
}

export async function settleMany<Id>(
  db: DbOrTrx,
  bets: readonly BetToSettle<Id>[],
): Promise<BetSettlement<Id>[]> {
  const results = await loadResultsFor(db, bets);
  return bets.map((bet) => settleWith(results, bet));
}

export async function settle<Id>(db: DbOrTrx, bet: BetToSettle<Id>): Promise<BetSettlement<Id>> {
  const [one] = await settleMany(db, [bet]);
  if (!one) throw new Error('settleMany returned nothing for one bet');
  return one;
}

/** Which of these issues have a published draw, as `game:issue` keys (the calendar shows them 已开奖, off sale). */
export async function publishedDrawKeys(
  db: DbOrTrx,
  keys: readonly { gameCode: number; issue: string }[],
): Promise<Set<string>> {
  if (!keys.length) return new Set();
  return new Set((await repo.drawsFor(db, keys)).map((d) => drawKey(d.game_code, d.issue)));
}

/** Which of these matches have a published result, a cancellation included: they are off sale. */
export async function matchesWithResults(db: DbOrTrx, matchIds: readonly string[]): Promise<Set<string>> {
  if (!matchIds.length) return new Set();
  return new Set((await repo.matchResultsFor(db, [...new Set(matchIds)])).map((m) => m.match_id));
}
