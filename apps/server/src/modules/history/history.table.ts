import type { Generated, Insertable, Selectable } from 'kysely';

/** The history module's tables (docs/history.md). */
export interface HistoryTables {
  record_events: RecordEventsTable;
}

/**
 * One move of a stateful record (docs/history.md): which record, whose shop it is (and the other shop of a
 * partnership or a handed-over order), the action, from which state to which, who took it and why. Written by the
 * transition helper in the move's transaction, never changed afterwards.
 */
export interface RecordEventsTable {
  id: Generated<number>;
  /** A key of RECORD_MACHINES (packages/shared): order, shop_withdrawal, red_packet… */
  entity: string;
  record_id: number;
  /** The shop whose record it is; 0 for none. */
  shop_id: Generated<number>;
  /** The other shop that reads this history (a partner, the shop an order was handed over to); 0 for none. */
  other_shop_id: Generated<number>;
  /** An action of the entity's table, or `create` for the event that made the record. */
  action: string;
  from_state: number | null;
  to_state: number;
  /** shop, player, platform or system (ActorKind). */
  actor_kind: string;
  /** The account that acted; 0 for the platform and the system. */
  actor_id: Generated<number>;
  /** What the actor typed (a refusal's reason); '' for none. */
  reason: Generated<string>;
  /** A code of the entity's memo catalogue (orders: ORDER_EVENT_MEMOS) with its JSON parameters; '' for none. */
  memo: Generated<string>;
  memo_params: Generated<string>;
  create_time: number;
}

export type RecordEventRow = Selectable<RecordEventsTable>;
export type NewRecordEventRow = Insertable<RecordEventsTable>;
