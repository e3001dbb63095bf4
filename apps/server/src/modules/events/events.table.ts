/** The tables the events module owns: only its repositories name them (docs/architecture.md). */
export interface EventsTables {
  ws_event_heads: WsEventHeadsTable;
  ws_events: WsEventsTable;
}

/** The last sequence number given to an event of a shop. */
export interface WsEventHeadsTable {
  shop_id: number;
  seq: number;
}

/** One event of a shop's sequence, as its sockets received it: who it was for and the frame (both JSON). */
export interface WsEventsTable {
  shop_id: number;
  seq: number;
  create_time: number;
  audience: string;
  frame: string;
}
