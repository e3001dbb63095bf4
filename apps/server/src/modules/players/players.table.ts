import type { Generated, Selectable } from 'kysely';

/** The tables the players module owns: only its repositories name them (docs/architecture.md). */
export interface PlayersTables {
  player_configs: PlayerConfigsTable;
  invite_codes: InviteCodesTable;
}

/** What the shop keeps about one of its players (migration 0014); absent: everything off. */
export interface PlayerConfigsTable {
  user_id: number;
  shop_id: number;
  star: Generated<number>;
  remarks: Generated<string>;
  sale: Generated<number>;
  expert: Generated<number>;
  agent: Generated<number>;
  /** Commission of an agent in basis points of their invitees' sales (150 = 1.5 %). */
  agent_rate_bp: Generated<number>;
  settle_days: Generated<number>;
  /** When the player last became an agent. */
  agent_time: Generated<number>;
  create_time: number;
  update_time: number;
}

/** The invite code of a shop or a player: a player who signs up with it belongs to its shop. */
export interface InviteCodesTable {
  code: string;
  user_id: number;
  create_time: number;
}

export type PlayerConfigRow = Selectable<PlayerConfigsTable>;
