/**
 * 拆单: turning a sports bet into the tickets the shop prints (the 拆单明细 page). Three modes:
 * - single (remarks.isComplex '0'): the bet is one ticket;
 * - bonus optimisation (bonusOptimize): one ticket per optimisation group, its units as the multiple;
 * - complex (isComplex '1'): one ticket per M-match combination of every pass type (M串N), with all selections
 *   of each match on it, or — in repeat mode (remarks.Repeat '1') — one ticket per unit: a k串1 parlay with one
 *   selection per match, so a match repeats over many tickets.
 * Each ticket carries its own normalized bet content, so it can be stored, shown and settled on its own;
 * the tickets of a bet together hold exactly its units, amount and prizes.
 */
import { validateBet } from './bet-content.ts';
import type { SportsContent } from './bet-content-wire.ts';
import type { SportsBet, SportsMatch } from './bet-types.ts';
import { combinations, product } from './combinatorics.ts';
import { countNotes, expandPlan } from './count.ts';
import { sportsContentOf } from './normalize.ts';
import { parsePassType, type PassType } from './pass-types.ts';
import { UNIT_FEN } from './price.ts';
import { err, fail, guard, ok, type Result } from './result.ts';
import { prizeRange } from './sports-prize.ts';

export interface TicketLeg {
  matchId: string;
  matchNumStr: string;
  home: string;
  away: string;
  /** Selections on this ticket: wire label and odds in hundredths (null without fixed odds). */
  picks: { res: string; odds: number | null }[];
}

export interface Ticket {
  /** 序号, from 1. */
  index: number;
  /** 过关: the pass types printed on the ticket (empty for 胜负彩/任选九). */
  passTypes: string[];
  legs: TicketLeg[];
  /** 注数 on the ticket at multiple 1. */
  notes: number;
  multiple: number;
  amountFen: number;
  /** 理论最高金额 after the per-unit leg caps, at this multiple; null for games without fixed odds. */
  maxPrizeFen: number | null;
  /** The ticket as normalized content of the same game (isComplex '0'), to store and settle it on its own. */
  content: SportsContent;
}

export type SplitMode = 'single' | 'optimized' | 'complex';

export interface SplitResult {
  mode: SplitMode;
  tickets: Ticket[];
  amountFen: number;
}

/** Tickets one split may produce before we refuse (a printing shop would never handle more). */
export const MAX_TICKETS = 20_000;

interface Draft {
  legs: { match: number; selections: number[] }[];
  passTypes: PassType[];
  multiple: number;
}

function subBet(bet: SportsBet, draft: Draft): SportsBet {
  const matches: SportsMatch[] = draft.legs.map((leg) => {
    const match = bet.matches[leg.match] as SportsMatch;
    const all = leg.selections.length === match.selections.length;
    // Reuse the match object when it is whole so per-match prize work is shared between tickets.
    return all
      ? match
      : {
          ...match,
          selections: leg.selections.map((s) => match.selections[s]).filter((s) => s !== undefined),
        };
  });
  return {
    ...bet,
    matches,
    passTypes: draft.passTypes,
    multiple: draft.multiple,
    complex: false,
    repeat: false,
    optimize: null,
  };
}

function toTicket(bet: SportsBet, draft: Draft, index: number): Ticket {
  const ticketBet = subBet(bet, draft);
  const notes = countNotes(ticketBet);
  const amountFen = UNIT_FEN * notes * draft.multiple;
  const range = bet.game.fixedOdds
    ? prizeRange(bet.game.code, ticketBet.matches, expandPlan(ticketBet))
    : null;
  const content = sportsContentOf(ticketBet, { notes, amountFen, prize: range });
  return {
    index,
    passTypes: draft.passTypes.map((p) => p.label),
    legs: ticketBet.matches.map((m) => ({
      matchId: m.matchId,
      matchNumStr: m.matchNumStr,
      home: m.home,
      away: m.away,
      picks: m.selections.map((s) => ({ res: s.res, odds: s.odds })),
    })),
    notes,
    multiple: draft.multiple,
    amountFen,
    maxPrizeFen: range ? range.maxFen : null,
    content,
  };
}

const singlePass = (legs: number): PassType => parsePassType(legs === 1 ? '单关' : `${legs}串1`) as PassType;

function* complexDrafts(bet: SportsBet): Generator<Draft> {
  if (bet.repeat) {
    // Every unit is its own ticket, so bundled passes (3串4 …) print as the k串1 parlays they contain.
    for (const entry of expandPlan(bet)) {
      const passTypes = bet.game.code === 401 || bet.game.code === 402 ? [] : [singlePass(entry.legs.length)];
      for (const choice of product(entry.legs.map((leg) => leg.selections))) {
        yield {
          legs: entry.legs.map((leg, i) => ({ match: leg.match, selections: [choice[i] ?? 0] })),
          passTypes,
          multiple: entry.multiple,
        };
      }
    }
    return;
  }
  const all = bet.matches.map((_, i) => i);
  const groups: { matches: number[]; passTypes: PassType[] }[] = [];
  if (bet.game.code === 401) groups.push({ matches: all, passTypes: [] });
  else if (bet.game.code === 402)
    for (const c of combinations(all.length, 9)) groups.push({ matches: c, passTypes: [] });
  else
    for (const pass of bet.passTypes)
      for (const c of combinations(all.length, pass.m)) groups.push({ matches: c, passTypes: [pass] });
  for (const group of groups) {
    const legs = group.matches.map((m) => ({
      match: m,
      selections: bet.matches[m]?.selections.map((_, i) => i) ?? [],
    }));
    yield { legs, passTypes: group.passTypes, multiple: bet.multiple };
  }
}

function complexTicketCount(bet: SportsBet): number {
  if (!bet.repeat) return [...complexDrafts(bet)].length;
  return countNotes(bet);
}

function splitSports(bet: SportsBet): Result<SplitResult> {
  let mode: SplitMode;
  let tickets: Ticket[];
  if (bet.optimize) {
    mode = 'optimized';
    tickets = bet.optimize.map((group, i) =>
      toTicket(
        bet,
        {
          legs: group.picks.map((p) => ({ match: p.match, selections: [p.selection] })),
          passTypes: [singlePass(group.picks.length)],
          multiple: group.units * bet.multiple,
        },
        i + 1,
      ),
    );
  } else if (!bet.complex) {
    mode = 'single';
    const legs = bet.matches.map((m, i) => ({ match: i, selections: m.selections.map((_, s) => s) }));
    tickets = [toTicket(bet, { legs, passTypes: bet.passTypes, multiple: bet.multiple }, 1)];
  } else {
    mode = 'complex';
    const count = complexTicketCount(bet);
    if (count > MAX_TICKETS) {
      return fail([
        err(
          'remarks',
          `拆单后超过 ${MAX_TICKETS} 张票，请减少选项或改用不重复模式`,
          `Splitting gives more than ${MAX_TICKETS} tickets; use fewer selections or the no-repeat mode`,
        ),
      ]);
    }
    tickets = [...complexDrafts(bet)].map((draft, i) => toTicket(bet, draft, i + 1));
  }
  return ok({ mode, tickets, amountFen: tickets.reduce((sum, t) => sum + t.amountFen, 0) });
}

/** Splits sports bet content into tickets. Number games are not split (each line already is a ticket). */
export function splitBet(gameCode: unknown, content: unknown): Result<SplitResult> {
  return guard(() => {
    const valid = validateBet(gameCode, content);
    if (!valid.ok) return valid;
    if (valid.value.kind !== 'sports') {
      return fail([
        err(
          'game',
          `${valid.value.game.nameZh}不需要拆单，每一注即一张票`,
          `${valid.value.game.nameEn} is not split; each line is a ticket`,
        ),
      ]);
    }
    return splitSports(valid.value);
  });
}
