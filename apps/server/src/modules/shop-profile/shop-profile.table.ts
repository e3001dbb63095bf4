import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables the shop-profile module owns: only its repositories name them (docs/architecture.md). */
export interface ShopProfileTables {
  shop_config: ShopConfigTable;
}

export interface ShopConfigTable {
  shop_id: number;
  store_certification: Generated<number>;
  store_certification_memo: Generated<string>;
  store_id_type: Generated<string>;
  /** JSON array of {src, index}. */
  store_id: Generated<string>;
  /** Prize (yuan) above which a ticket photo is required. */
  isneedimgnumber: Generated<number>;
  wechat: Generated<string>;
  telephone: Generated<string>;
  address: Generated<string>;
  /** Service fee charged on ticketing, in basis points of BetMoney (100 = 1 %). */
  service_charge_bp: Generated<number>;
  create_time: number;
  update_time: number;
}

export type ShopConfigRow = Selectable<ShopConfigTable>;
export type NewShopConfigRow = Insertable<ShopConfigTable>;
