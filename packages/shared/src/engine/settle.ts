/**
 * Settlement of a bet against published results, following the official prize rules: sports bets in
 * settle-sports.ts, number games in settle-numbers.ts.
 */
import { validateBet } from './bet-content.ts';
import { gameByCode } from './games.ts';
import { guard, ok, type Result } from './result.ts';
import { NONE, settlement, type Settlement } from './settlement.ts';
import { settleNumbers, type NumberDrawResult } from './settle-numbers.ts';
import { settleSports, type MatchResult } from './settle-sports.ts';

/** Results a settlement needs: the match results published so far, or the draw of a number game. */
export type DrawResult = readonly MatchResult[] | NumberDrawResult;

function run(gameCode: unknown, content: unknown, results: unknown): Result<Settlement> {
  const game = gameByCode(gameCode);
  if (game && !game.autoSettle) return ok(settlement('not_settleable', 0, NONE));
  const valid = validateBet(gameCode, content);
  if (!valid.ok) return ok(settlement('invalid', 0, NONE, valid.errors));
  const bet = valid.value;
  if (bet.kind === 'number' && (results === undefined || results === null))
    return ok(settlement('pending', 0, { kind: 'number', lines: [], missingPoolTiers: [] }));
  return ok(bet.kind === 'sports' ? settleSports(bet, results) : settleNumbers(bet, results));
}

/**
 * Settles bet content of a game against the published results. Statuses: 'won'/'lost' when decided, 'pending'
 * while a needed match result or pool prize is not published, 'not_settleable' for games the shop settles by
 * hand, 'invalid' (with errors) for malformed content or results. Never throws.
 */
export function settleBet(
  gameCode: unknown,
  content: unknown,
  results: DrawResult | null | undefined,
): Settlement {
  const outcome = guard(() => run(gameCode, content, results));
  return outcome.ok ? outcome.value : settlement('invalid', 0, NONE, outcome.errors);
}
