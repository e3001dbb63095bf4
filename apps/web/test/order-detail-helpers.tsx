import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import {
  ORDER_STATE_LABELS,
  OrderState,
  type NewUserIndexResponse,
  type Order,
  type OrderDetail,
} from '@dzzs/shared';
import type { NumberContent } from '@dzzs/shared/engine';
import { envelope, fakeServer, shopkeeperIndex, type SeenCall } from './helpers.tsx';

// The order detail as the page tests drive it: a fake server answering the detail of each order, and waits for
// what the page shows.

export const DETAIL = '/api/shopkeeper.Order/detail';

/** 福彩3D 直选 1 2 3. */
export const DIGITS: NumberContent = [
  {
    note: 1,
    beilv: 1,
    switch: 0,
    play: '直选',
    data: { list: { red: [[1], [2], [3]], blue: [] }, dan: { red: [], blue: [] } },
  },
];

/** The detail of `order`: no result yet, no history; the bet hidden while the shop may not see it (0, 1). */
export function detailOf(order: Order): OrderDetail {
  const hidden = order.State === OrderState.subscribing || order.State === OrderState.awaitingAcceptance;
  return {
    ...order,
    ticketingShop: { id: order.OrderTicketingShop_id, nickname: order.shop_id.nickname },
    BetContent: hidden ? null : (order.BetContent ?? DIGITS),
    WinConten: { draw: null, matches: {}, winning: [] },
    events: [],
  };
}

/** A shop whose detail endpoint answers each of `orders` by its id, and whatever else `routes` add. */
export function serveOrders(
  orders: Order[],
  routes: Record<string, (call: SeenCall) => { body: unknown }> = {},
  index: NewUserIndexResponse = shopkeeperIndex(),
) {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(index) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    'GET /api/shopkeeper.Order/counts': () => ({
      body: envelope({ receiving: 0, ticketing: 0, subscribing: 0, cooperative: 0 }),
    }),
    [`GET ${DETAIL}`]: (call) => {
      const id = (call.params as { order_id: string }).order_id;
      const order = orders.find((o) => o.order_id === id);
      return { body: order ? envelope(detailOf(order)) : envelope(null, 0, '订单不存在') };
    },
    ...routes,
  });
}

export const detailUrl = (order: Order) => `#/pages/indexSupPages/indexSupPages?order_id=${order.order_id}`;
export const shownButtons = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid^="action-"]')].map((b) =>
    b.dataset.testid!.replace('action-', ''),
  );
/** Waits until the detail shows `order` (its state and number), so what is asserted next is that order's page. */
export async function showsOrder(order: Order) {
  await waitFor(
    () => {
      expect(screen.getByTestId('order-state').textContent).toBe(
        ORDER_STATE_LABELS[order.State as OrderState].zh,
      );
      expect(screen.getByText(order.order_id)).toBeTruthy();
    },
    { timeout: 10_000 },
  );
}
