import { fenToYuan, PLAYER_ORDER_LIMITS, type GameOnSale, type ShopGameSetting } from '@dzzs/shared';
import { gameLabel } from '../../core/i18n.ts';
import type { GameTerms } from './game-terms.ts';

/** A game as 彩种管理 shows it: the settings in force, the platform's bounds and what is on sale for this shop. */
export function toShopGameSetting(
  terms: GameTerms,
  advance: { minutes: number; min: number; max: number },
  sale: GameOnSale | undefined,
): ShopGameSetting {
  const { game, switches, platform } = terms;
  return {
    game_id: game.code,
    name: gameLabel(game),
    group: game.group,
    gamestate: terms.enabled ? 1 : 0,
    Cooperation: switches.Cooperation,
    advance: advance.minutes,
    MinBetAmount: fenToYuan(terms.minBetFen),
    MaxBetAmount: fenToYuan(terms.maxBetFen),
    AllowComplexPlay: switches.AllowComplexPlay,
    Repeat: switches.Repeat,
    BonusOptimization: switches.BonusOptimization,
    Issuing_switch: switches.Issuing_switch,
    editable: terms.editable,
    limits: {
      advance_min: advance.min,
      advance_max: advance.max,
      min_bet_low: fenToYuan(platform.minBetLowFen),
      min_bet_high: fenToYuan(platform.minBetHighFen),
      max_bet_high: fenToYuan(PLAYER_ORDER_LIMITS.maxOrderFen),
    },
    issue: sale?.issue ?? null,
    next: sale?.next ?? null,
    matches: sale?.matches ?? null,
    deadline: sale?.deadline ?? null,
  };
}
