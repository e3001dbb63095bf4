import type { Generated, Selectable } from 'kysely';

/** The tables the shop-money module owns: only its repositories name them (docs/architecture.md). */
export interface ShopMoneyTables {
  shop_withdrawals: ShopWithdrawalsTable;
}

/** A shop's request to have the platform pay money out of its balance (docs/money.md). */
export interface ShopWithdrawalsTable {
  id: Generated<number>;
  order_number: string;
  shop_id: number;
  /** The owner who asked. */
  user_id: number;
  /** 1 支付宝, 2 银行卡. */
  type: number;
  number: string;
  contact: string;
  fen: number;
  /** 0 处理中, 1 成功结算, 2 拒绝. */
  state: Generated<number>;
  ret_memo: Generated<string>;
  create_time: number;
  update_time: number;
  settle_time: Generated<number>;
}

export type ShopWithdrawalRow = Selectable<ShopWithdrawalsTable>;
