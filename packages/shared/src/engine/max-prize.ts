/**
 * The highest prize a bet can win, which bounds what a shop may enter for an order (EditMoney). Fixed-odds bets
 * know it from their odds; every other game is bounded by its rules: 注数 × multiple × the highest prize one
 * 2-yuan unit of that game (or play) can pay.
 */
import { GAME, type GameCode, type PlayKey } from './games.ts';
import { lineNotes } from './count.ts';
import type { NumberLine } from './number-rules.ts';
import { quoteBet, type Quote } from './price.ts';
import { ok, type Result } from './result.ts';
import { additionalFen, GROUP_3_FEN, GROUP_6_FEN, STRAIGHT_3_FEN, STRAIGHT_5_FEN } from './settle-numbers.ts';

/**
 * 5,000,000 yuan: the regulatory cap on one unit's prize (单注奖金封顶 500 万元) that bounds the pool prizes of
 * 双色球, 大乐透, 七乐彩, 七星彩, 胜负彩 and 任选九, and one unit of 北京单场 and 胜负过关.
 */
const UNIT_CAP_FEN = 500_000_000;

/** 直选 1,040, 组三 346, 组六 173 yuan: the fixed prizes of 福彩3D and 排列三 (settle-numbers.ts). */
const PICK_3_TOP: Readonly<Partial<Record<PlayKey, number>>> = {
  zhixuan: STRAIGHT_3_FEN,
  zusan: GROUP_3_FEN,
  zuliu: GROUP_6_FEN,
};

/**
 * Highest prize one 2-yuan unit can pay, in fen: by game, or by play where the plays pay differently. 竞彩足球 and
 * 竞彩篮球 are absent: their odds give the bound. 大乐透 追加 adds 80 % of the base prize on top (additionalFen).
 */
export const TOP_UNIT_PRIZE_FEN: Readonly<
  Partial<Record<GameCode, number | Readonly<Partial<Record<PlayKey, number>>>>>
> = {
  [GAME.ssq]: UNIT_CAP_FEN,
  [GAME.dlt]: UNIT_CAP_FEN,
  [GAME.qlc]: UNIT_CAP_FEN,
  [GAME.qxc]: UNIT_CAP_FEN,
  [GAME.sfc]: UNIT_CAP_FEN,
  [GAME.rx9]: UNIT_CAP_FEN,
  [GAME.bjdc]: UNIT_CAP_FEN,
  [GAME.sfgg]: UNIT_CAP_FEN,
  [GAME.fc3d]: PICK_3_TOP,
  [GAME.pl3]: PICK_3_TOP,
  /** 排列五: 100,000 yuan for all five positions. */
  [GAME.pl5]: STRAIGHT_5_FEN,
  /** 快乐八: the prize for hitting every number picked, 选一 4.60 … 选十 5,000,000 yuan (floating, capped). */
  [GAME.kl8]: {
    x1: 460,
    x2: 1_900,
    x3: 5_300,
    x4: 10_000,
    x5: 100_000,
    x6: 300_000,
    x7: 1_000_000,
    x8: 5_000_000,
    x9: 30_000_000,
    x10: UNIT_CAP_FEN,
  },
};

function unitTopFen(gameCode: number, play: PlayKey | null): number {
  const top = TOP_UNIT_PRIZE_FEN[gameCode as GameCode];
  if (typeof top === 'number') return top;
  return (play === null ? undefined : top?.[play]) ?? 0;
}

function playOf(line: NumberLine): PlayKey | null {
  switch (line.kind) {
    case 'lotto':
      return null;
    case 'straight':
      return 'zhixuan';
    case 'pair':
      return 'zusan';
    case 'group':
    case 'keno':
      return line.play;
  }
}

/**
 * Highest prize the quoted bet can win, in fen, kept within Number.MAX_SAFE_INTEGER so it stays an exact integer
 * (a wide 双色球 复式 at multiple 99,999 is bounded far above that).
 */
export function maxPrizeFen(quote: Quote): number {
  const { bet } = quote;
  let fen: number;
  if (bet.game.fixedOdds) fen = quote.prize?.maxFen ?? 0;
  else if (bet.kind === 'sports') fen = quote.notes * quote.multiple * unitTopFen(bet.game.code, null);
  else
    fen = bet.lines.reduce((sum, line) => {
      const top = unitTopFen(bet.game.code, playOf(line));
      const unit = line.kind === 'lotto' && line.additional ? top + additionalFen(top) : top;
      return sum + lineNotes(bet.game.code, line) * line.multiple * unit;
    }, 0);
  return Math.min(fen, Number.MAX_SAFE_INTEGER);
}

/**
 * Highest prize a stored bet (game code, content as the order keeps it) can win, in fen: the cap of 修改中奖金额
 * (EditMoney) on the server and in the shop's dialog. Refused, with the engine's reasons, when the bet is not valid.
 */
export function highestPrizeOf(gameCode: unknown, content: unknown): Result<number> {
  const quote = quoteBet(gameCode, content);
  return quote.ok ? ok(maxPrizeFen(quote.value)) : quote;
}
