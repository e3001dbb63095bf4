import type { Generated } from 'kysely';

/** The tables the shop-games module owns: only its repositories name them (docs/architecture.md). */
export interface ShopGamesTables {
  shop_games: ShopGamesTable;
  game_settings: GameSettingsTable;
}

/** A shop's game switch; no row means the game is open. */
export interface ShopGamesTable {
  shop_id: number;
  game_code: number;
  enabled: Generated<number>;
  /** Minutes before the sales close that the shop stops taking the game's orders; null: the platform's minimum. */
  advance_minutes: number | null;
  update_time: number;
  /** The shop's own settings (彩种管理, docs/shop-setup.md); null: the platform's default. */
  min_bet_fen: number | null;
  /** The most one order of the game may cost; null: the platform's ceiling (PLAYER_ORDER_LIMITS). */
  max_bet_fen: number | null;
  cooperation: number | null;
  complex_play: number | null;
  allow_repeat: number | null;
  bonus_optimization: number | null;
  issuing: number | null;
}

/** The platform's bounds and defaults of a game's shop settings; `*_offered` 0 withholds the switch from shops. */
export interface GameSettingsTable {
  game_code: number;
  min_bet_low_fen: number;
  min_bet_high_fen: number;
  min_bet_fen: number;
  cooperation_offered: Generated<number>;
  cooperation_default: number;
  complex_play_offered: Generated<number>;
  complex_play_default: number;
  allow_repeat_offered: Generated<number>;
  allow_repeat_default: number;
  bonus_optimization_offered: Generated<number>;
  bonus_optimization_default: number;
  issuing_offered: Generated<number>;
  issuing_default: number;
  update_time: number;
}
