import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables the staff module owns: only its repositories name them (docs/architecture.md). */
export interface StaffTables {
  clerk_config: ClerkConfigTable;
  clerk_game_rules: ClerkGameRulesTable;
}

export interface ClerkConfigTable {
  user_id: number;
  shop_id: number;
  state: Generated<number>;
  real_name: Generated<string>;
  remarks: Generated<string>;
  sfz: Generated<string>;
  view_userlist: Generated<number>;
  cooperation: Generated<number>;
  award: Generated<number>;
  create_time: number;
  update_time: number;
}

/** A staff member's acceptance rule for one game: 0 no limit, 1 may not accept, 2 only within [min, max] fen. */
export interface ClerkGameRulesTable {
  clerk_id: number;
  game_code: number;
  rule: Generated<number>;
  min_money: Generated<number>;
  max_money: Generated<number>;
  update_time: number;
}

export type ClerkConfigRow = Selectable<ClerkConfigTable>;
export type NewClerkConfigRow = Insertable<ClerkConfigTable>;
export type ClerkGameRuleRow = Selectable<ClerkGameRulesTable>;
