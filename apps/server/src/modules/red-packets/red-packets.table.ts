import type { Generated } from 'kysely';

/** The tables the red-packets module owns: only its repositories name them (docs/architecture.md). */
export interface RedPacketsTables {
  red_packets: RedPacketsTable;
  red_packet_grabs: RedPacketGrabsTable;
}

/** A red packet a shop sent (docs/money.md, "Red packets"); its money waits in the shop's red_packet_hold. */
export interface RedPacketsTable {
  id: Generated<number>;
  shop_id: number;
  user_id: number;
  /** 1 随机, 2 固定. */
  type: number;
  title: string;
  count: number;
  total_fen: number;
  remaining_fen: number;
  remaining_count: number;
  /** 1 领取中, 2 店主撤销, 3 系统撤销, 4 已领完. */
  state: Generated<number>;
  end_time: number;
  create_time: number;
  update_time: number;
}

/** A share of a red packet a player grabbed; one per packet and player. */
export interface RedPacketGrabsTable {
  id: Generated<number>;
  packet_id: number;
  user_id: number;
  fen: number;
  create_time: number;
}
