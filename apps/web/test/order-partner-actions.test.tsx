import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { OrderState } from '@dzzs/shared';
import { envelope, orderOf, renderApp, resetBrowser, staffIndex, withoutAnimations } from './helpers.tsx';
import { detailUrl, serveOrders, showsOrder, shownButtons } from './order-detail-helpers.tsx';
import { confirmDialog, resetOverlays, toasted } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// The order detail's partner actions (docs/partners.md): 甩单 by the order's own shop, 驳回 and 返奖 by the main
// store holding a handed-over order, each confirmed with the earlier app's words.

describe('order detail actions between partner shops', () => {
  withoutAnimations();
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    resetOverlays(true);
  });

  const HAND_OVER = '/api/shopkeeper.Order/GaveCooperationOrder';
  const HAND_BACK = '/api/shopkeeper.Order/RejectCooperationOrder';
  const AWARD = '/api/shopkeeper.mine.WaitingAward/Award';
  const sentence = (msg: string) => () => ({ body: envelope(msg, 1, msg) });

  it('offers 甩单 to the order’s own shop while it may, asks 确定甩单(id)订单吗!!!, hands it over and goes back', async () => {
    const mine = orderOf(950, { State: OrderState.awaitingAcceptance, AllowRejection: 1 });
    const sentBack = orderOf(951, { State: OrderState.awaitingTicket, AllowRejection: 0 });
    const server = serveOrders([mine, sentBack], { [`GET ${HAND_OVER}`]: sentence('甩单成功') });
    renderApp(detailUrl(sentBack), server.adapter);
    await showsOrder(sentBack);
    // Sent back once (驳回), it can't be handed over again.
    await waitFor(() => expect(shownButtons()).toEqual(['revoke', 'ticket']));

    act(() => {
      window.location.hash = detailUrl(mine);
    });
    await showsOrder(mine);
    expect(shownButtons()).toEqual(['refuse', 'receive', 'handOver']);
    expect(screen.getByTestId('action-handOver').textContent).toBe('甩单');
    fireEvent.click(screen.getByTestId('action-handOver'));
    await toasted('甩单成功');
    expect(confirmDialog).toHaveBeenCalledWith({ content: `确定甩单(${mine.order_id})订单吗!!!` });
    expect(server.calls.filter((c) => c.url === HAND_OVER).map((c) => c.params)).toEqual([
      { order_id: mine.order_id },
    ]);
    await waitFor(() => expect(window.location.hash).not.toBe(detailUrl(mine)));
  });

  it('offers the main store holding a handed-over order 驳回 while it waits and 返奖 once it won, never 甩单 or 派奖', async () => {
    const waiting = orderOf(952, {
      State: OrderState.awaitingAcceptance,
      IsCooperative: 1,
      AllowRejection: 0,
    });
    const taken = orderOf(956, { State: OrderState.awaitingTicket, IsCooperative: 1, AllowRejection: 0 });
    const won = orderOf(953, { State: OrderState.awaitingPayout, IsCooperative: 1, AllowRejection: 0 });
    const server = serveOrders([waiting, won, taken], {
      [`GET ${HAND_BACK}`]: sentence('驳回成功'),
      [`POST ${AWARD}`]: () => ({
        body: envelope({ count: 1, amount: '0.10', paid: [won.order_id] }, 1, '返奖成功'),
      }),
    });
    renderApp(detailUrl(won), server.adapter);
    await showsOrder(won);
    await waitFor(() => expect(shownButtons()).toEqual(['editMoney', 'returnPrize']));
    fireEvent.click(screen.getByTestId('action-returnPrize'));
    await toasted('返奖成功');
    expect(confirmDialog).toHaveBeenCalledWith({ content: `确定返奖(${won.order_id})订单吗!!!` });
    expect(server.calls.find((c) => c.url === AWARD)?.data).toEqual({ order_ids: [won.order_id] });

    act(() => {
      window.location.hash = detailUrl(waiting);
    });
    await showsOrder(waiting);
    expect(shownButtons()).toEqual(['refuse', 'receive', 'handBack']);
    fireEvent.click(screen.getByTestId('action-handBack'));
    await toasted('驳回成功');
    expect(confirmDialog).toHaveBeenLastCalledWith({ content: `确定驳回(${waiting.order_id})订单吗!!!` });
    expect(server.calls.filter((c) => c.url === HAND_BACK).map((c) => c.params)).toEqual([
      { order_id: waiting.order_id },
    ]);

    // Once the main store has taken it (待出票), 驳回 is gone: it tickets or revokes the order.
    act(() => {
      window.location.hash = detailUrl(taken);
    });
    await showsOrder(taken);
    await waitFor(() => expect(shownButtons()).toEqual(['revoke', 'ticket']));
  });

  it('shows no actions to the shop that handed an order over, nor 甩单 to staff without the partner permission', async () => {
    const handedOver = orderOf(954, {
      State: OrderState.awaitingAcceptance,
      IsCooperative: 1,
      OrderReceivingShop_id: 8,
    });
    const own = orderOf(955, { State: OrderState.awaitingAcceptance, AllowRejection: 1 });
    renderApp(detailUrl(own), serveOrders([handedOver, own], {}, staffIndex({ cooperation: 0 })).adapter);
    await showsOrder(own);
    await waitFor(() => expect(shownButtons()).toEqual(['refuse', 'receive']));
    act(() => {
      window.location.hash = detailUrl(handedOver);
    });
    await showsOrder(handedOver);
    expect(shownButtons()).toEqual([]);
  });

  it('a refused 甩单 shows the server’s words and stays on the order', async () => {
    const mine = orderOf(956, { State: OrderState.awaitingAcceptance, AllowRejection: 1 });
    const REFUSED = '没有合作店铺承接该彩种';
    const server = serveOrders([mine], {
      [`GET ${HAND_OVER}`]: () => ({ body: envelope(null, 0, REFUSED) }),
    });
    renderApp(detailUrl(mine), server.adapter);
    await showsOrder(mine);
    fireEvent.click(await screen.findByTestId('action-handOver'));
    await toasted(REFUSED);
    expect(window.location.hash).toBe(detailUrl(mine));
  });

  it('a ticket the branch’s cooperation balance can’t pay (402) shows the server’s words, without offering to recharge this shop', async () => {
    const handedOver = orderOf(957, { State: OrderState.awaitingTicket, IsCooperative: 1 });
    const SHORT = '合作店铺余额不足，剩余 1.00 元';
    const server = serveOrders([handedOver], {
      'POST /api/shopkeeper.Order/OrderDrawDraft': () => ({ body: envelope(null, 402, SHORT) }),
    });
    renderApp(detailUrl(handedOver), server.adapter);
    await showsOrder(handedOver);
    fireEvent.click(await screen.findByTestId('action-ticket'));
    await toasted(SHORT);
    expect(confirmDialog).toHaveBeenCalledTimes(1);
    expect(confirmDialog).toHaveBeenCalledWith({ content: `出票 ${handedOver.order_id}?` });
    expect(window.location.hash).toBe(detailUrl(handedOver));
  });
});
