import type { DbOrTrx } from '../../db/database.ts';
import { newestFirst, type PageWindow } from '../../db/paging.ts';

// Raw orders behind the statistics' figures (docs/statistics.md): the orders a figure counts, and every order
// ticketed or paid out in a time range, from which a rebuild recomputes the roll-ups.

/** The columns the roll-ups count (statistics-rollups.service.ts, OrderFacts). */
const FACTS = [
  'id',
  'order_id',
  'state',
  'shop_id',
  'ticketing_shop_id',
  'user_id',
  'game_code',
  'bet_money',
  'award_money',
  'ticketer_id',
  'awarder_id',
  'receiving_time',
  'ticketing_time',
  'award_time',
] as const;

/** Orders ticketed (ticketing_time) or paid out (award_time, state 已派奖) in [from, to). */
export function ticketedOrAwarded(db: DbOrTrx, from: number, to: number) {
  return db
    .selectFrom('orders')
    .select(FACTS)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('ticketing_time', '>=', from),
          eb('ticketing_time', '<', to),
          eb('ticketing_time', '>', 0),
        ]),
        eb.and([eb('award_time', '>=', from), eb('award_time', '<', to), eb('award_time', '>', 0)]),
      ]),
    )
    .orderBy('id')
    .execute();
}

export interface FigureFilter {
  /** 0: ticketed by the shop (ticketing shop, ticketer); 1: paid out by it (the order's shop, awarder). */
  type: 0 | 1;
  shopId: number;
  gameCode: number;
  staffId?: number | undefined;
  from: number;
  to: number;
}

/** One page of the orders behind a figure, newest first, with their count. */
export async function figureOrders(db: DbOrTrx, f: FigureFilter, window: PageWindow) {
  const time = f.type === 0 ? 'ticketing_time' : 'award_time';
  let q = db
    .selectFrom('orders')
    .where(f.type === 0 ? 'ticketing_shop_id' : 'shop_id', '=', f.shopId)
    .where('game_code', '=', f.gameCode)
    .where(time, '>=', f.from)
    .where(time, '<', f.to)
    .where(time, '>', 0);
  if (f.type === 1) q = q.where('state', '=', 10);
  if (f.staffId !== undefined) q = q.where(f.type === 0 ? 'ticketer_id' : 'awarder_id', '=', f.staffId);
  const [rows, total] = await Promise.all([
    newestFirst(q.select(FACTS), window).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
