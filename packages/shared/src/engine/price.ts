/**
 * Amounts and prize ranges. Money is integer fen: a unit costs 200 fen (2 yuan), a 大乐透 追加 unit 300 fen.
 */
import { validateBet } from './bet-content.ts';
import { contentErrors, type BetContent } from './bet-content-wire.ts';
import type { NumberBet, SportsBet, ValidBet } from './bet-types.ts';
import { countNotes, expandPlan, lineNotes } from './count.ts';
import { numberContentOf, sportsContentOf } from './normalize.ts';
import type { NumberLine } from './number-rules.ts';
import { fail, guard, ok, type Result } from './result.ts';
import { prizeRange } from './sports-prize.ts';

export const UNIT_FEN = 200;
export const ADDITIONAL_UNIT_FEN = 300;

export function lineAmountFen(gameCode: number, line: NumberLine): number {
  const unit = line.kind === 'lotto' && line.additional ? ADDITIONAL_UNIT_FEN : UNIT_FEN;
  return unit * lineNotes(gameCode, line) * line.multiple;
}

/** Amount of a validated bet in fen: 200 × 注数 × 倍数 (300 for 大乐透 追加), summed over number lines. */
export function amountFen(bet: ValidBet): number {
  if (bet.kind === 'sports') return UNIT_FEN * countNotes(bet) * bet.multiple;
  return bet.lines.reduce((sum, line) => sum + lineAmountFen(bet.game.code, line), 0);
}

export interface Quote {
  bet: ValidBet;
  /** 注数 (for sports before the multiple; for number bets summed over lines). */
  notes: number;
  /** Order multiple: remarks.Multiple for sports, 1 for number bets (each line carries its own `beilv`). */
  multiple: number;
  amountFen: number;
  /** Prize range of fixed-odds bets at this multiple (remarks.bonusmin/bonusmax × Multiple); null otherwise. */
  prize: { minFen: number; maxFen: number } | null;
  /** Per-line breakdown of number bets. */
  lines: { notes: number; multiple: number; additional: boolean; amountFen: number }[];
  /** The bet in the normalized wire form, within every bound: what an order stores. */
  content: BetContent;
}

/**
 * 注数, amount and (fixed odds) prize range of a checked sports bet: what quoteBet prices, and what a picker shows
 * for the bet it builds from the published odds without going through the wire schemas.
 */
export function sportsFigures(bet: SportsBet): Pick<Quote, 'notes' | 'amountFen' | 'prize'> {
  const prize = bet.game.fixedOdds ? prizeRange(bet.game.code, bet.matches, expandPlan(bet)) : null;
  return { notes: countNotes(bet), amountFen: amountFen(bet), prize };
}

function quoteSports(bet: SportsBet): Quote {
  const figures = sportsFigures(bet);
  return { bet, ...figures, multiple: bet.multiple, lines: [], content: sportsContentOf(bet, figures) };
}

function quoteNumbers(bet: NumberBet): Quote {
  const lines = bet.lines.map((line) => ({
    notes: lineNotes(bet.game.code, line),
    multiple: line.multiple,
    additional: line.kind === 'lotto' && line.additional,
    amountFen: lineAmountFen(bet.game.code, line),
  }));
  return {
    bet,
    notes: countNotes(bet),
    multiple: 1,
    amountFen: amountFen(bet),
    prize: null,
    lines,
    content: numberContentOf(bet),
  };
}

/**
 * Validates a bet and prices it: 注数, amount, (fixed odds) prize range and the normalized content, refused when
 * that content exceeds a bound. Never throws.
 */
export function quoteBet(gameCode: unknown, content: unknown): Result<Quote> {
  return guard(() => {
    const valid = validateBet(gameCode, content);
    if (!valid.ok) return valid;
    const quote = valid.value.kind === 'sports' ? quoteSports(valid.value) : quoteNumbers(valid.value);
    const errors = contentErrors(quote.content);
    return errors.length > 0 ? fail(errors) : ok(quote);
  });
}
