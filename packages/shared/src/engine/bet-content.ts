/**
 * Bet content (`BetContent`) as the earlier app sent it, and its validation into a checked bet the rest of the
 * engine works on. Two wire shapes, as players send them: sports games send one object with `Content` (matches and
 * their selections) and `remarks`; number games send an array of lines. Validation never throws: every problem
 * comes back as an error a shopkeeper can act on (which match, which number, what is allowed).
 */
import { gameByCode } from './games.ts';
import { err, fail, guard, type Result } from './result.ts';
import type { ValidBet } from './bet-types.ts';
import { validateNumbers } from './bet-content-numbers.ts';
import { validateSports } from './bet-content-sports.ts';

/** Validates bet content for a game (code as number or numeric string). Never throws. */
export function validateBet(gameCode: unknown, content: unknown): Result<ValidBet> {
  return guard<ValidBet>(() => {
    const game = gameByCode(gameCode);
    if (!game)
      return fail([err('game', `未知彩种“${String(gameCode)}”`, `Unknown game "${String(gameCode)}"`)]);
    return game.group === 'sports' ? validateSports(game, content) : validateNumbers(game, content);
  });
}
