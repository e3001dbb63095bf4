import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@dzzs/web-shared/i18n/index.ts';
import { PAGE } from '../src/shared/paths.ts';
import { LOAD_TIMEOUT_MS, LOADING_DELAY_MS, lazyPage } from '../src/shared/ui/lazy-page.tsx';

function Page() {
  return <div>页面内容</div>;
}

/** The lazy page opened as 订单详情 from the mine page, as the app's router would show it. */
function renderLazy(Lazy: ComponentType) {
  const router = createMemoryRouter(
    [
      { path: PAGE.mine, element: <div>我的页面</div>, handle: { titleKey: 'title.mine' } },
      { path: PAGE.orderDetail, element: <Lazy />, handle: { titleKey: 'title.orderDetail' } },
    ],
    { initialEntries: [PAGE.mine, PAGE.orderDetail], initialIndex: 1 },
  );
  return render(<RouterProvider router={router} />);
}

describe('lazy page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing for the first 200 ms, then a loading view, then the page', async () => {
    let resolve: (m: { default: typeof Page }) => void = () => undefined;
    const Lazy = lazyPage(() => new Promise((r) => (resolve = r)));
    renderLazy(Lazy);
    await act(async () => vi.advanceTimersByTime(LOADING_DELAY_MS - 1));
    expect(screen.queryByTestId('page-loading')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('page-loading')).toBeTruthy();
    await act(async () => resolve({ default: Page }));
    expect(screen.getByText('页面内容')).toBeTruthy();
    expect(screen.queryByTestId('page-loading')).toBeNull();
    expect(LOADING_DELAY_MS).toBe(200);
  });

  it('never flashes the loading view when the page arrives quickly', async () => {
    const Lazy = lazyPage(() => Promise.resolve({ default: Page }));
    renderLazy(Lazy);
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.getByText('页面内容')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(500));
    expect(screen.queryByTestId('page-loading')).toBeNull();
  });

  it('shows the error view on failure, and tapping it retries the import', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ default: Page });
    const Lazy = lazyPage(load);
    renderLazy(Lazy);
    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.getByTestId('page-error')).toBeTruthy();
    expect(screen.getByText('加载失败，点击重试')).toBeTruthy();
    fireEvent.click(screen.getByTestId('page-error'));
    await act(async () => vi.advanceTimersByTime(10));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('页面内容')).toBeTruthy();
  });

  it('keeps the page title and a back arrow over the error view, so the shopkeeper can leave', async () => {
    const Lazy = lazyPage(() => Promise.reject(new Error('chunk failed')));
    const { container } = renderLazy(Lazy);
    await act(async () => vi.advanceTimersByTime(10));
    const error = screen.getByTestId('page-error');
    expect(screen.getByText('订单详情')).toBeTruthy();
    // The error view is the whole page body: nothing else under the title bar can swallow a tap.
    expect(error.parentElement?.classList.contains('page-body')).toBe(true);
    expect(error.parentElement?.children).toHaveLength(1);
    expect(error.classList.contains('page-state-fill')).toBe(true);
    const back = container.querySelector('.adm-nav-bar-back');
    expect(back).toBeTruthy();
    fireEvent.click(back as Element);
    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.getByText('我的页面')).toBeTruthy();
  });

  it('gives up after 60 s and retries on tap', async () => {
    const load = vi
      .fn()
      .mockImplementationOnce(() => new Promise(() => undefined))
      .mockResolvedValueOnce({ default: Page });
    const Lazy = lazyPage(load);
    renderLazy(Lazy);
    await act(async () => vi.advanceTimersByTime(LOAD_TIMEOUT_MS - 1));
    expect(screen.getByTestId('page-loading')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('page-error')).toBeTruthy();
    expect(LOAD_TIMEOUT_MS).toBe(60_000);
    fireEvent.click(screen.getByTestId('page-error'));
    await act(async () => vi.advanceTimersByTime(10));
    expect(screen.getByText('页面内容')).toBeTruthy();
  });
});
