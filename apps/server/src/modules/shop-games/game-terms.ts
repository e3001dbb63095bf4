import {
  GAME_SETTING_DEFAULTS,
  PLATFORM_SWITCHES,
  PLAYER_ORDER_LIMITS,
  SPORTS_ONLY_SWITCHES,
  type GameSettingModel,
  type PlatformSwitch,
} from '@dzzs/shared';
import type { Game } from '@dzzs/shared/engine';
import type { PlatformGameRow, ShopGameRow } from './shop-games.repository.ts';

// A game's settings in force for one shop, from the platform's bounds and defaults and the shop's own choices
// (docs/shop-setup.md, "Games"). Pure: the service reads the rows, the rules read these terms.

/** The column stem of each switch in game_settings (`<stem>_offered`, `<stem>_default`) and shop_games. */
export const SWITCH_COLUMNS = {
  Cooperation: 'cooperation',
  AllowComplexPlay: 'complex_play',
  Repeat: 'allow_repeat',
  BonusOptimization: 'bonus_optimization',
  Issuing_switch: 'issuing',
} as const satisfies Record<PlatformSwitch, string>;
export type SwitchColumn = (typeof SWITCH_COLUMNS)[PlatformSwitch];

export interface PlatformTerms {
  minBetLowFen: number;
  minBetHighFen: number;
  minBetFen: number;
  offered: Record<PlatformSwitch, boolean>;
  defaults: Record<PlatformSwitch, 0 | 1>;
}

const bit = (v: number | null | undefined): 0 | 1 => (v ? 1 : 0);
const bySwitch = <T>(f: (s: PlatformSwitch) => T) =>
  Object.fromEntries(PLATFORM_SWITCHES.map((s) => [s, f(s)])) as Record<PlatformSwitch, T>;

export function platformTerms(row: PlatformGameRow | undefined): PlatformTerms {
  const d = GAME_SETTING_DEFAULTS;
  if (!row)
    return {
      minBetLowFen: d.minBetLowFen,
      minBetHighFen: d.minBetHighFen,
      minBetFen: d.minBetFen,
      offered: bySwitch(() => true),
      defaults: bySwitch((s) => d.switches[s]),
    };
  return {
    minBetLowFen: row.min_bet_low_fen,
    minBetHighFen: row.min_bet_high_fen,
    minBetFen: row.min_bet_fen,
    offered: bySwitch((s) => row[`${SWITCH_COLUMNS[s]}_offered`] === 1),
    defaults: bySwitch((s) => bit(row[`${SWITCH_COLUMNS[s]}_default`])),
  };
}

export interface GameTerms {
  game: Game;
  /** 允许投注. */
  enabled: boolean;
  minBetFen: number;
  /** The most one order may cost: the shop's maximum, never above the platform's ceiling nor below the minimum. */
  maxBetFen: number;
  switches: Record<PlatformSwitch, 0 | 1>;
  /** The settings the shop may change for this game. */
  editable: GameSettingModel[];
  platform: PlatformTerms;
}

/** Whether a switch means anything for the game and the platform lets shops use it. */
export const switchApplies = (game: Game, platform: PlatformTerms, s: PlatformSwitch) =>
  platform.offered[s] && (game.group === 'sports' || !SPORTS_ONLY_SWITCHES.has(s));

/**
 * The settings in force. A switch the platform withholds, or one that means nothing for the game, is off. The
 * shop's minimum bet is kept within the platform's bounds as they are now, its maximum within the minimum and the
 * platform's ceiling for one order. When the shop chose 允许重复 and the
 * platform's default would also turn 奖金优化 on, the shop's choice wins: the two are never on together.
 */
export function gameTerms(game: Game, platform: PlatformTerms, shop: ShopGameRow | undefined): GameTerms {
  const switches = bySwitch((s) =>
    switchApplies(game, platform, s) ? bit(shop?.[SWITCH_COLUMNS[s]] ?? platform.defaults[s]) : 0,
  );
  if (switches.Repeat && switches.BonusOptimization) {
    if (shop?.bonus_optimization === 1) switches.Repeat = 0;
    else switches.BonusOptimization = 0;
  }
  const ceiling = PLAYER_ORDER_LIMITS.maxOrderFen;
  const minBetFen = Math.min(
    Math.max(shop?.min_bet_fen ?? platform.minBetFen, platform.minBetLowFen),
    platform.minBetHighFen,
  );
  return {
    game,
    enabled: shop?.enabled !== 0,
    minBetFen,
    maxBetFen: Math.max(Math.min(shop?.max_bet_fen ?? ceiling, ceiling), minBetFen),
    switches,
    editable: [
      'gamestate',
      'advance',
      'MinBetAmount',
      'MaxBetAmount',
      ...PLATFORM_SWITCHES.filter((s) => switchApplies(game, platform, s)),
    ],
    platform,
  };
}
