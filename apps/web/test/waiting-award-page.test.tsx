import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as overlays from '../src/shared/ui/overlays.ts';
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

vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'));

// 150 prizes of ¥0.10, newest first: more than one page of 100.
const WAITING = Array.from({ length: 150 }, (_, i) => orderOf(150 - i));
const LIST = '/api/shopkeeper.mine.WaitingAward/index';

function serve() {
  return fakeServer({
    'GET /api/NewUser/index': () => ({ body: envelope(shopkeeperIndex()) }),
    'GET /api/common.AppUpdate/index': () => ({ body: envelope(null, 0) }),
    [`GET ${LIST}`]: (call) => ({
      body: envelope(keysetPage(WAITING, call.params as Record<string, string>)),
    }),
    'POST /api/shopkeeper.mine.WaitingAward/Award': () => ({ body: envelope('派奖成功', 1, '派奖成功') }),
  });
}

const shown = (id: number) => document.querySelector(`[data-order="${orderOf(id).order_id}"]`);

describe('待派奖', () => {
  beforeEach(() => {
    resetBrowser({ access: 'acc', refresh: 'ref' });
    vi.mocked(overlays.confirmDialog).mockReset();
    giveListsTheirBox();
  });
  afterEach(() => vi.restoreAllMocks());

  it('reaches the 101st waiting order by scrolling: the next page is asked for after the last id of the first', async () => {
    const server = serve();
    renderApp('#/pages/mimeSupPage/daiPaiJianPage', server.adapter);
    // The page's code loads lazily: the first render may take a while on a busy machine.
    await waitFor(() => expect(shown(150)).not.toBeNull(), { timeout: 10_000 });
    const pages = () => server.calls.filter((c) => c.url === LIST);
    expect(pages()).toHaveLength(1);
    expect(pages()[0]?.params).toMatchObject({ current_page: 1, per_page: 100 });

    const box = screen.getByTestId('infinite-list');
    box.scrollTop = 112 * 100;
    fireEvent.scroll(box);
    await waitFor(() => expect(pages()).toHaveLength(2));
    // Keyset: after the 100th row (order 51), not "page 2" by offset.
    expect(pages()[1]?.params).toMatchObject({ current_page: 2, per_page: 100, last_id: 51 });
    await act(async () => new Promise((r) => requestAnimationFrame(() => r(undefined))));
    box.scrollTop = 112 * 100;
    fireEvent.scroll(box);
    await waitFor(() => expect(shown(50)).not.toBeNull());
  });

  it('shows each order number whole on a line of its own, and 复制 puts it on the clipboard', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderApp('#/pages/mimeSupPage/daiPaiJianPage', serve().adapter);
    await waitFor(() => expect(shown(150)).not.toBeNull(), { timeout: 10_000 });
    const no = shown(150)!.querySelector<HTMLElement>('[data-testid="award-order-no"]')!;
    expect(no.querySelector('.orders-award-no-value')?.textContent).toBe(orderOf(150).order_id);
    fireEvent.click(within(no).getByRole('button', { name: '复制' }));
    expect(writeText).toHaveBeenCalledWith(orderOf(150).order_id);
    // Copying does not open the order.
    expect(window.location.hash).toBe('#/pages/mimeSupPage/daiPaiJianPage');
    vi.unstubAllGlobals();
  });

  it('全选 takes every waiting order, loading the rest first, and sums them in fen: 150 × ¥0.10 = ¥15.00', async () => {
    vi.mocked(overlays.confirmDialog).mockResolvedValue(true);
    const server = serve();
    renderApp('#/pages/mimeSupPage/daiPaiJianPage', server.adapter);
    await waitFor(() => expect(shown(150)).not.toBeNull(), { timeout: 10_000 });
    expect(screen.getByTestId('award-total').textContent).toBe('¥0.00');

    fireEvent.click(screen.getByText('全选'));
    await waitFor(() => expect(screen.getByTestId('award-total').textContent).toBe('¥15.00'));
    expect(server.calls.filter((c) => c.url === LIST)).toHaveLength(2);

    fireEvent.click(screen.getByTestId('award-selected'));
    await waitFor(() =>
      expect(overlays.confirmDialog).toHaveBeenCalledWith({
        content: '确定为选中的 150 个订单派奖，共 15.00 元吗？',
      }),
    );
    await waitFor(() => expect(server.calls.some((c) => c.url.endsWith('/Award'))).toBe(true));
    const award = server.calls.find((c) => c.url.endsWith('/Award'));
    expect((award?.data as { order_ids: string[] }).order_ids).toHaveLength(150);
    expect(new Set((award?.data as { order_ids: string[] }).order_ids)).toEqual(
      new Set(WAITING.map((o) => o.order_id)),
    );
    await waitFor(() => expect(screen.getByTestId('award-total').textContent).toBe('¥0.00'));
  });
});
