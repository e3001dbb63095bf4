import type { Generated, Selectable } from 'kysely';

/** The tables the receipts module owns: only its repositories name them (docs/architecture.md). */
export interface ReceiptsTables {
  receipt_channels: ReceiptChannelsTable;
  shop_receipts: ShopReceiptsTable;
  offline_recharges: OfflineRechargesTable;
}

/** A payment channel the platform offers shops (收款管理); `model` is its application form as JSON. */
export interface ReceiptChannelsTable {
  id: number;
  name: string;
  icon: Generated<string>;
  title: Generated<string>;
  /** Fee rate in hundredths of a percent (38 = 0.38 %). */
  rate_bp: Generated<number>;
  model: string;
  sort: Generated<number>;
  enabled: Generated<number>;
}

/** A shop's application for a channel: 0 审核中, 1 开启, 2 驳回, 3 关闭 (ReceiptState). */
export interface ShopReceiptsTable {
  id: Generated<number>;
  shop_id: number;
  channel_id: number;
  state: Generated<number>;
  /** The submitted form as JSON. */
  form: Generated<string>;
  ret_memo: Generated<string>;
  pid: Generated<string>;
  qr_url: Generated<string>;
  create_time: number;
  update_time: number;
  review_time: Generated<number>;
}

/** A player's recharge through the shop's offline QR code: 0 waiting, 1 credited, 2 refused. */
export interface OfflineRechargesTable {
  id: Generated<number>;
  user_id: number;
  shop_id: number;
  fen: number;
  state: Generated<number>;
  handler_id: Generated<number>;
  create_time: number;
  handle_time: Generated<number>;
}

export type ReceiptChannelRow = Selectable<ReceiptChannelsTable>;
export type ShopReceiptRow = Selectable<ShopReceiptsTable>;
