import type { Generated } from 'kysely';

/** The tables the notices module owns: only its repositories name them (docs/architecture.md). */
export interface NoticesTables {
  notices: NoticesTable;
}

/** A shop's announcement (docs/shop-setup.md): type 0 滚动公告 (empty: taken down), 1 弹窗公告. */
export interface NoticesTable {
  id: Generated<number>;
  shop_id: number;
  type: number;
  content: Generated<string>;
  create_time: number;
}
