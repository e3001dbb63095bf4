import {
  HANDICAP_PLAYS,
  parseOdds,
  PLAYS,
  quoteBet,
  TOTAL_PLAYS,
  type BetContent,
  type PlayKey,
  type Quote,
  type Selection,
  type SportsBet,
  type SportsContent,
} from '@dzzs/shared/engine';
import { AppError } from '../../core/errors.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { advanceSeconds, saleFor, type Sale, type SaleFixture } from '../calendar/calendar.service.ts';
import { betRefusal, gameParam, M } from './order-rules.ts';
import { refuseAboveMaximum, refuseDisagreement, type SentFigures } from './order-agreement.ts';
import { refuseBet, refuseIfOff, termsOf } from '../shop-games/shop-games.service.ts';

// What a player's bet is, what it costs and until when the shop takes it — decided by the server, never by the
// player (docs/orders.md, "Ordering"): the engine validates and prices the bet and gives it back in its normalized
// form; the game calendar says which issue or matches are on sale, with their teams, handicaps and odds; the
// shop's advance minutes set the deadline before the sales close; the shop's game switches (彩种管理) may refuse it.

export interface BetRequest extends SentFigures {
  game_id: number;
  content: unknown;
  issue?: string | undefined;
}

export interface PricedBet {
  gameCode: number;
  /** The engine's normalized bet, with the calendar's teams, codes, lines and odds: what is stored and shown. */
  content: BetContent;
  notes: number;
  multiple: number;
  amountFen: number;
  bonusMin: number;
  bonusMax: number;
  /** Number games and rounds: the issue on sale it is placed on. */
  issue: string | null;
  matchIds: string[];
  /** When sales of its issue (or earliest match) close. */
  salesClose: number;
  /** When the shop stops taking it: the sales close less the shop's advance minutes for the game. */
  deadline: number;
}

export async function priceBet(
  ctx: AppContext,
  db: DbOrTrx,
  shopId: number,
  input: BetRequest,
  now: number,
  { plan = false } = {},
): Promise<PricedBet> {
  const asSent = quoteBet(input.game_id, input.content);
  if (!asSent.ok) throw betRefusal('content', asSent.errors);
  const bet = asSent.value.bet;
  const game = bet.game;
  const terms = await termsOf(db, shopId, game.code);
  refuseIfOff(terms);
  const matchIds = bet.kind === 'sports' ? bet.matches.map((m) => m.matchId) : [];
  const sale = await saleFor(db, { gameCode: game.code, issue: input.issue, matchIds, now });
  const quote = bet.kind === 'sports' ? onFixtures(asSent.value, bet, sale) : asSent.value;
  refuseDisagreement(input.content, quote, input);
  refuseAboveMaximum(quote.amountFen);
  refuseBet(terms, {
    amountFen: quote.amountFen,
    complex: bet.kind === 'sports' && bet.complex,
    repeat: bet.kind === 'sports' && bet.repeat,
    optimized: bet.kind === 'sports' && (bet.optimize?.length ?? 0) > 0,
    plan,
  });
  const advance = await advanceSeconds(db, shopId, game.code);
  const deadline = sale.salesClose - advance;
  if (deadline <= now)
    throw AppError.fail(M.orderTooLate, { game: gameParam(game.code), minutes: Math.round(advance / 60) });
  return {
    gameCode: game.code,
    content: quote.content,
    notes: quote.notes,
    multiple: quote.multiple,
    amountFen: quote.amountFen,
    bonusMin: quote.prize?.minFen ?? 0,
    bonusMax: quote.prize?.maxFen ?? 0,
    issue: sale.issue,
    matchIds,
    salesClose: sale.salesClose,
    deadline,
  };
}

/**
 * A sports bet as the calendar has it: codes, teams, handicaps and lines from the fixtures, never from the player;
 * fixed odds must be the published ones (odds that moved since the player looked are refused, so the player sees
 * the new price before paying); pools and 北京单场 carry no odds at bet time.
 */
function onFixtures(quote: Quote, bet: SportsBet, sale: Sale): Quote {
  const sent = quote.content as SportsContent;
  const content: SportsContent = {
    ...sent,
    ...(sale.issue && (bet.game.code === 404 || bet.game.code === 405) ? { lssue: sale.issue } : {}),
    Content: sent.Content.map((match, i) => {
      const fixture = sale.fixtures.get(match.matchId);
      const field = `content.Content[${i}]`;
      if (!fixture) throw new Error(`saleFor gave no fixture for ${match.matchId}`);
      const selections = bet.matches[i]!.selections;
      selections.forEach((s) => checkLine(field, s, fixture));
      return {
        matchNumStr: fixture.code,
        matchId: fixture.matchId,
        homeTeamAbbName: fixture.home,
        awayTeamAbbName: fixture.away,
        ...(fixture.handicap === null ? {} : { goal: String(fixture.handicap) }),
        ...(fixture.totalLine === null ? {} : { totalLine: String(fixture.totalLine) }),
        data: match.data.map((item, j) => {
          if (!bet.game.fixedOdds) return { res: item.res };
          const s = selections[j]!;
          const published = fixture.odds[s.play]?.[s.outcome];
          const at = `${field}.data[${j}].rate`;
          if (published === undefined) throw notOffered(`${field}.data[${j}].res`, s, fixture);
          if (parseOdds(item.rate) !== parseOdds(published))
            throw AppError.fail(M.orderOddsNotPublished, { field: at, odds: item.rate ?? '', published });
          return { res: item.res, rate: published };
        }),
      };
    }),
  };
  const priced = quoteBet(bet.game.code, content);
  if (!priced.ok) throw betRefusal('content', priced.errors);
  return priced.value;
}

/** A selection of a play the match is not sold with (its odds are not published), naming the plays it is sold with. */
function notOffered(field: string, s: Selection, fixture: SaleFixture): AppError {
  const plays = Object.keys(fixture.odds).filter((p): p is PlayKey => p in PLAYS);
  return AppError.fail(M.orderPlayNotOffered, {
    field,
    play: PLAYS[s.play].zh,
    playEn: PLAYS[s.play].en,
    offered: plays.map((p) => PLAYS[p].zh).join('、') || '—',
    offeredEn: plays.map((p) => PLAYS[p].en).join(', ') || '—',
  });
}

/** A handicap or preset total the player bet on must be the one the fixture publishes. */
function checkLine(field: string, s: Selection, fixture: SaleFixture): void {
  const published = HANDICAP_PLAYS.has(s.play)
    ? { name: 'goal', value: fixture.handicap }
    : TOTAL_PLAYS.has(s.play)
      ? { name: 'totalLine', value: fixture.totalLine }
      : null;
  if (!published || s.line === null || s.line === published.value) return;
  throw AppError.fail(M.orderLineNotPublished, {
    field: `${field}.${published.name}`,
    published: published.value === null ? '—' : String(published.value),
  });
}
