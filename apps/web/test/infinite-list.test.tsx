import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { InfiniteList, LOAD_MORE_THRESHOLD_PX } from '@dzzs/web-shared/ui/infinite-list.tsx';
import { giveListsTheirBox } from './helpers.tsx';

const rows = Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, title: `订单 ${i + 1}` }));

function renderList(props: { items?: typeof rows; hasMore?: boolean; onLoadMore?: () => void } = {}) {
  return render(
    <InfiniteList
      items={props.items ?? rows}
      itemHeight={80}
      height={640}
      itemKey={(row) => row.id}
      renderItem={(row) => <div className="row">{row.title}</div>}
      hasMore={props.hasMore ?? false}
      onLoadMore={props.onLoadMore ?? (() => undefined)}
    />,
  );
}

async function scrollTo(top: number) {
  const box = screen.getByTestId('infinite-list');
  box.scrollTop = top;
  fireEvent.scroll(box);
  await act(async () => new Promise((r) => requestAnimationFrame(() => r(undefined))));
}

describe('infinite list', () => {
  beforeEach(giveListsTheirBox);
  afterEach(() => vi.restoreAllMocks());

  it('keeps fewer than 60 rows in the DOM for 10 000 items, wherever the reader is', async () => {
    const { container } = renderList();
    expect(container.querySelectorAll('.row').length).toBeLessThan(60);
    expect(screen.getByText('订单 1')).toBeTruthy();
    await scrollTo(80 * 5000);
    expect(container.querySelectorAll('.row').length).toBeLessThan(60);
    expect(screen.getByText('订单 5001')).toBeTruthy();
    expect(screen.queryByText('订单 1')).toBeNull();
    await scrollTo(80 * 10_000 - 640);
    expect(screen.getByText('订单 10000')).toBeTruthy();
    expect(container.querySelectorAll('.row').length).toBeLessThan(60);
  });

  it('asks for the next page 50 px before the bottom, not earlier, and only once per page', async () => {
    const onLoadMore = vi.fn();
    renderList({ items: rows.slice(0, 20), hasMore: true, onLoadMore });
    const bottom = 20 * 80 - 640;
    await scrollTo(bottom - LOAD_MORE_THRESHOLD_PX - 1);
    expect(onLoadMore).not.toHaveBeenCalled();
    await scrollTo(bottom - LOAD_MORE_THRESHOLD_PX);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await scrollTo(bottom);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(LOAD_MORE_THRESHOLD_PX).toBe(50);
  });

  it('fills a screen that the first page does not cover', () => {
    const onLoadMore = vi.fn();
    renderList({ items: rows.slice(0, 3), hasMore: true, onLoadMore });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
