/**
 * The normalized wire form (bet-content-wire.ts) of a checked bet. It is rebuilt from what validation understood,
 * never copied from the input, so unknown keys, spelling variants and numbers sent as strings do not reach
 * storage, and validating it again gives it back unchanged.
 */
import { fenToYuan } from '../money.ts';
import type {
  NumberContent,
  NumberLineContent,
  SportsContent,
  SportsMatchContent,
} from './bet-content-wire.ts';
import type { NumberBet, SportsBet, SportsMatch } from './bet-types.ts';
import { lineNotes } from './count.ts';
import { PLAYS } from './games.ts';
import { NUMBER_RULES, type NumberLine } from './number-rules.ts';

/** Odds in hundredths print like fen: 185 → '1.85'. */
const oddsText = (hundredths: number) => fenToYuan(hundredths);
/** Lines are parsed to at most two decimals (parseLine), so the shortest number text is exact. */
export const lineText = (line: number) => String(line);
const flagText = (on: boolean) => (on ? '1' : '0');

/** What pricing computed for the remarks. */
export interface SportsFigures {
  notes: number;
  amountFen: number;
  /** Prize range at the bet's multiple, for fixed-odds games; null otherwise. */
  prize: { minFen: number; maxFen: number } | null;
}

function matchContent(match: SportsMatch): SportsMatchContent {
  return {
    matchNumStr: match.matchNumStr,
    matchId: match.matchId,
    homeTeamAbbName: match.home,
    awayTeamAbbName: match.away,
    ...(match.goal === null ? {} : { goal: lineText(match.goal) }),
    ...(match.totalLine === null ? {} : { totalLine: lineText(match.totalLine) }),
    data: match.selections.map((s) => ({
      res: s.res,
      ...(s.odds === null ? {} : { rate: oddsText(s.odds) }),
      ...(s.ownLine === null ? {} : { line: lineText(s.ownLine) }),
    })),
  };
}

/**
 * A sports bet as normalized content. remarks.bonusmin/bonusmax are the prize range at multiple 1, as the earlier
 * app wrote them (the range is linear in the multiple: every unit's prize is multiplied by it).
 */
export function sportsContentOf(bet: SportsBet, figures: SportsFigures): SportsContent {
  const atMultipleOne = (fen: number) => fenToYuan(Math.round(fen / bet.multiple));
  const { prize } = figures;
  const pickOf = ({ match, selection }: { match: number; selection: number }) => {
    const m = bet.matches[match];
    return { matchId: m?.matchId ?? '', res: m?.selections[selection]?.res ?? '' };
  };
  return {
    ...(bet.issue === null ? {} : { lssue: bet.issue }),
    Content: bet.matches.map(matchContent),
    remarks: {
      Note: String(figures.notes),
      Multiple: String(bet.multiple),
      reachType: bet.passTypes.map((p) => p.label),
      Repeat: flagText(bet.repeat),
      isComplex: flagText(bet.complex),
      ...(prize ? { bonusmin: atMultipleOne(prize.minFen), bonusmax: atMultipleOne(prize.maxFen) } : {}),
      Amount: fenToYuan(figures.amountFen),
    },
    ...(bet.optimize
      ? {
          bonusOptimize: bet.optimize.map((group) => ({
            Multiple: String(group.units),
            matches: group.picks.map(pickOf),
          })),
        }
      : {}),
  };
}

function lineContent(gameCode: number, line: NumberLine): NumberLineContent {
  const head = {
    note: lineNotes(gameCode, line),
    beilv: line.multiple,
    switch: line.kind === 'lotto' && line.additional ? (1 as const) : (0 as const),
  };
  const noDan = { red: [], blue: [] };
  switch (line.kind) {
    case 'lotto':
      return {
        ...head,
        data: { list: { red: line.front, blue: line.back }, dan: { red: line.frontDan, blue: line.backDan } },
      };
    case 'straight': {
      const rule = NUMBER_RULES[gameCode];
      // 七星彩 keeps its seventh position (0–14) in `blue`, as players send it.
      const [red, blue] =
        line.positions.length === 7
          ? [line.positions.slice(0, 6), line.positions[6] ?? []]
          : [line.positions, []];
      const named = rule?.kind === 'digits' && rule.groups;
      return {
        ...head,
        ...(named ? { play: PLAYS.zhixuan.zh } : {}),
        data: { list: { red, blue }, dan: noDan },
      };
    }
    case 'group':
    case 'pair':
      return {
        ...head,
        play: PLAYS[line.kind === 'pair' ? 'zusan' : line.play].zh,
        data: { list: { red: line.digits, blue: [] }, dan: noDan },
      };
    case 'keno':
      return {
        ...head,
        play: PLAYS[line.play].zh,
        data: { list: { red: line.numbers, blue: [] }, dan: { red: line.dan, blue: [] } },
      };
  }
}

export function numberContentOf(bet: NumberBet): NumberContent {
  return bet.lines.map((line) => lineContent(bet.game.code, line));
}
