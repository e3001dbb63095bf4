import type { DbOrTrx } from '../../db/database.ts';
import { newestFirst, type PageWindow } from '../../db/paging.ts';
import {
  LISTED,
  pageWithTotal,
  sortedPage,
  type OrderPage,
  type ShopListFilter,
} from './orders.repository.ts';

// The queries of orders a partner holds (docs/partners.md): the 合作 tab and a partner's 历史记录.

/**
 * Orders with a partner that wait to be ticketed (1, 2), handed over to the shop or by it: the 合作 tab. Two partial
 * indexes (migration 0011) hold exactly these rows, by either shop.
 */
function withPartner(db: DbOrTrx, shopId: number) {
  return db
    .selectFrom('orders')
    .where('is_cooperative', '=', 1)
    .where('state', 'in', [1, 2])
    .where((eb) => eb.or([eb('receiving_shop_id', '=', shopId), eb('shop_id', '=', shopId)]));
}

export async function listCooperative(
  db: DbOrTrx,
  f: Omit<ShopListFilter, 'state'>,
  window: PageWindow,
): Promise<OrderPage> {
  let base = withPartner(db, f.shopId);
  if (f.gameCode !== undefined) base = base.where('game_code', '=', f.gameCode);
  return pageWithTotal(base, sortedPage(base.select(LISTED), f.sort, window));
}

export async function countCooperative(db: DbOrTrx, shopId: number): Promise<number> {
  const r = await withPartner(db, shopId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export interface PartnerHistoryFilter {
  shopId: number;
  partnerId: number;
  /** 1: orders of my shop a partner ticketed; 2: orders of the partner's shop I ticketed. */
  type: 1 | 2;
  state?: number | undefined;
  gameCode?: number | undefined;
  search?: string | undefined;
  from?: number | undefined;
  to?: number | undefined;
}

/** Orders handed over between two shops (the partner's 历史记录), newest first. */
export async function listPartnerHistory(
  db: DbOrTrx,
  f: PartnerHistoryFilter,
  window: PageWindow,
): Promise<OrderPage> {
  const [own, ticketing] = f.type === 1 ? [f.shopId, f.partnerId] : [f.partnerId, f.shopId];
  let base = db.selectFrom('orders').where('shop_id', '=', own).where('ticketing_shop_id', '=', ticketing);
  if (f.state !== undefined) base = base.where('state', '=', f.state);
  if (f.gameCode !== undefined) base = base.where('game_code', '=', f.gameCode);
  if (f.search) base = base.where('order_id', 'like', `${f.search.replace(/[%_\\]/g, '')}%`);
  if (f.from !== undefined) base = base.where('create_time', '>=', f.from);
  if (f.to !== undefined) base = base.where('create_time', '<', f.to);
  return pageWithTotal(base, newestFirst(base.select(LISTED), window));
}
