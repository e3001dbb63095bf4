import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { playChime } from '../src/shared/ui/chime.ts';
import { stopSocket } from '@dzzs/web-shared/socket/socket.ts';
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
import { showToastNow } from './overlays-mock.ts';

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));
vi.mock('../src/shared/ui/chime.ts', () => ({ playChime: vi.fn() }));

/** The session's socket as the server drives it: frames arrive when the test sends them. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send() {}
  close(code = 1000) {
    this.onclose?.({ code });
  }
  frame(data: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) }));
  }
}

const orderBadge = () => document.querySelectorAll('.adm-tab-bar-item')[0]?.textContent ?? '';

describe('order pushes, on whatever page is open', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeSocket);
    resetBrowser({ access: 'acc', refresh: 'ref' });
    vi.mocked(playChime).mockClear();
    showToastNow.mockClear();
  });
  afterEach(() => {
    stopSocket();
    vi.unstubAllGlobals();
  });

  it('a new order arriving while the mine page is shown chimes once, is announced, and refreshes the badges', async () => {
    let waiting = 5;
    const server = fakeServer({
      'GET /api/NewUser/index': () => {
        const index = shopkeeperIndex();
        return {
          body: envelope({
            ...index,
            userinfo: { ...index.userinfo, count: { ...index.userinfo.count, OrderCount: waiting } },
          }),
        };
      },
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    });
    renderApp('#/pages/index/mine', server.adapter);
    expect(await screen.findByText('店铺余额')).toBeTruthy();
    await waitFor(() => expect(orderBadge()).toContain('5'));
    const socket = FakeSocket.last!;
    act(() => socket.onopen?.());
    socket.frame({ type: 'ready', user_id: 7, time: 0 });

    // The listener loads after the first paint: a change it hears refreshes the user's counters.
    const reads = () => server.calls.filter((c) => c.url === '/api/NewUser/index').length;
    const before = reads();
    await waitFor(() => {
      socket.frame({ type: 'order.changed', order_id: '26112400000001', State: 2 });
      expect(reads()).toBeGreaterThan(before);
    });
    expect(playChime).not.toHaveBeenCalled();

    waiting = 6;
    socket.frame({ type: 'order.new', order_id: '26112400000002', State: 1 });
    await waitFor(() => expect(orderBadge()).toContain('6'));
    expect(playChime).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(showToastNow).toHaveBeenCalledWith(
        expect.objectContaining({ content: '新订单 26112400000002' }),
      ),
    );
    expect(window.location.hash).toBe('#/pages/index/mine');
  });

  it('a badge frame changes the mine page’s 提现申请 badge and the 我的 tab at once, without reading the user again', async () => {
    const server = fakeServer({
      'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    });
    renderApp('#/pages/index/mine', server.adapter);
    const withdrawals = await screen.findByTestId('menu-withdrawals');
    expect(withdrawals.textContent).toContain('3');
    const mineTab = () => document.querySelectorAll('.adm-tab-bar-item')[3]?.textContent ?? '';
    // 待派奖 2 + 提现申请 3.
    expect(mineTab()).toContain('5');
    const socket = FakeSocket.last!;
    act(() => socket.onopen?.());
    // (Re)connected: the user is read afresh, as frames may have been missed.
    const readsOf = () => server.calls.filter((c) => c.url === '/api/NewUser/index').length;
    const before = readsOf();
    socket.frame({ type: 'ready', user_id: 7, time: 0 });
    await waitFor(() => expect(readsOf()).toBeGreaterThan(before));
    // Every listener's resync has read it (the order listener's too) before the frame comes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const reads = readsOf();
    // Keys the page does not know and values that are no count are ignored.
    socket.frame({ type: 'badge', count: { Withdrawal: 9, Unknown: 4, waitAward: -1 } });
    await waitFor(() => expect(withdrawals.textContent).toContain('9'));
    await waitFor(() => expect(mineTab()).toContain('11'));
    expect(screen.getByTestId('menu-waitingAward').textContent).toContain('2');
    expect(readsOf()).toBe(reads);
  });

  it('the 合作 tab counts and lists the orders handed over, shows where each stands, and takes a new one live', async () => {
    giveListsTheirBox();
    const handedOver = [orderOf(41, { State: 2, IsCooperative: 1, OrderReceivingShop_id: 7 })];
    const server = fakeServer({
      'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
      'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
      'GET /api/shopkeeper.Order/counts': () => ({
        body: envelope({ receiving: 0, ticketing: 0, subscribing: 0, cooperative: handedOver.length }),
      }),
      'GET /api/shopkeeper.Order/Orderlist': (call) => ({
        body: envelope(keysetPage([], call.params as object)),
      }),
      'GET /api/shopkeeper.Order/CooperativeOrderlist': (call) => ({
        body: envelope(keysetPage(handedOver, call.params as object)),
      }),
    });
    renderApp('#/pages/index/index', server.adapter);
    const tab = await screen.findByTestId('tab-cooperative');
    expect(tab.textContent).toBe('合作');
    await waitFor(() => expect(tab.closest('.adm-badge-wrapper')?.textContent).toContain('1'));
    fireEvent.click(tab);
    const first = await screen.findByText(handedOver[0]!.order_id, { exact: false });
    const card = first.closest<HTMLElement>('.orders-card')!;
    expect(within(card).getByText('待出票')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: '接单' })).toBeNull();

    const socket = FakeSocket.last!;
    act(() => socket.onopen?.());
    socket.frame({ type: 'ready', user_id: 7, time: 0 });
    handedOver.unshift(orderOf(42, { State: 1, IsCooperative: 1, OrderReceivingShop_id: 7 }));
    await waitFor(() => {
      socket.frame({ type: 'order.new', order_id: handedOver[0]!.order_id, State: 1 });
      expect(document.querySelector(`[data-order="${handedOver[0]!.order_id}"]`)).not.toBeNull();
    });
    await waitFor(() => expect(tab.closest('.adm-badge-wrapper')?.textContent).toContain('2'));
    vi.restoreAllMocks();
  });
});
