import type { Generated, Selectable } from 'kysely';

/** The tables the player-withdrawals module owns: only its repositories name them (docs/architecture.md). */
export interface PlayerWithdrawalsTables {
  player_withdrawals: PlayerWithdrawalsTable;
}

/** A player's withdrawal request (提现申请); its money is held until the handling shop answers. */
export interface PlayerWithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  /** The player's shop: its withdrawal hold and till move the money. */
  shop_id: number;
  /** The shop that answers; today always `shop_id`. */
  handling_shop_id: number;
  /** 1 店内提现, 2 合作店铺提现. */
  type: Generated<number>;
  /** 1 支付宝, 2 银行卡. */
  method: number;
  account: string;
  contact: string;
  real_name: string;
  fen: number;
  /** 0 处理中, 1 成功结算, 2 拒绝. */
  state: Generated<number>;
  ret_reason: Generated<string>;
  handler_id: Generated<number>;
  create_time: number;
  update_time: number;
}

export type PlayerWithdrawalRow = Selectable<PlayerWithdrawalsTable>;
