import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { OrderState } from '@dzzs/shared';
import {
  envelope,
  fakeServer,
  giveListsTheirBox,
  keysetPage,
  orderOf,
  renderApp,
  resetBrowser,
  shopkeeperIndex,
} from './helpers.tsx';

const PAID = 1_795_000_000;
// A ticketed order, one taken but not yet ticketed, and one that lapsed before anyone took it.
const ORDERS = [
  orderOf(3, {
    State: OrderState.awaitingDraw,
    PayTime: PAID,
    Receivingtime: PAID + 60,
    Ticketingtime: PAID + 120,
  }),
  orderOf(2, { State: OrderState.awaitingTicket, PayTime: PAID, Receivingtime: PAID + 60, Ticketingtime: 0 }),
  orderOf(1, { State: OrderState.lapsed, PayTime: PAID, Receivingtime: 0, Ticketingtime: 0 }),
];

const timeLine = (id: number) =>
  document.querySelector(`[data-order="${orderOf(id).order_id}"] .orders-card-id`)?.textContent ?? '';

describe('订单查询', () => {
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    giveListsTheirBox();
  });

  it('shows each order’s latest step and its time, never a step it did not reach', async () => {
    const server = fakeServer({
      'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
      'GET /api/shopkeeper.mine.Orderlist/Orderlist': (call) => ({
        body: envelope(keysetPage(ORDERS, call.params as Record<string, string>)),
      }),
    });
    renderApp('#/pages/mimeSupPage/orderInquiry', server.adapter);
    await waitFor(() => expect(timeLine(1)).not.toBe(''), { timeout: 10_000 });
    expect(timeLine(3)).toMatch(/^出票时间 \d\d-\d\d \d\d:\d\d/);
    expect(timeLine(2)).toMatch(/^接单时间 \d\d-\d\d \d\d:\d\d/);
    expect(timeLine(1)).toMatch(/^下单时间 \d\d-\d\d \d\d:\d\d/);
  });
});
