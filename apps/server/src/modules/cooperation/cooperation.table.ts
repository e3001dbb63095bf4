import type { Generated, Selectable } from 'kysely';

/** The tables the cooperation module owns: only its repositories name them (docs/architecture.md). */
export interface CooperationTables {
  cooperation_applications: CooperationApplicationsTable;
  cooperations: CooperationsTable;
  cooperation_games: CooperationGamesTable;
}

/** Asking to cooperate (game_code null) or to add a game; state 0 waiting, 1 approved, 2 refused. */
export interface CooperationApplicationsTable {
  id: Generated<number>;
  branch_shop_id: number;
  main_shop_id: number;
  game_code: number | null;
  /** Whole percent, 0–7. */
  commission: Generated<number>;
  memo: Generated<string>;
  state: Generated<number>;
  applicant_id: Generated<number>;
  handler_id: Generated<number>;
  create_time: number;
  handle_time: Generated<number>;
}

/** A branch store hands orders over to a main store. */
export interface CooperationsTable {
  id: Generated<number>;
  branch_shop_id: number;
  main_shop_id: number;
  /** PartnershipState (packages/shared, record-machines.ts): 1 active, 0 ended (migration 0034). */
  state: Generated<number>;
  create_time: number;
}

export interface CooperationGamesTable {
  id: Generated<number>;
  cooperation_id: number;
  game_code: number;
  commission: Generated<number>;
  /** 自动甩单, the branch's switch. */
  auto_hand_over: Generated<number>;
  /** 开启接单, the main store's switch. */
  accepting: Generated<number>;
  create_time: number;
}

export type CooperationApplicationRow = Selectable<CooperationApplicationsTable>;
export type CooperationRow = Selectable<CooperationsTable>;
export type CooperationGameRow = Selectable<CooperationGamesTable>;
