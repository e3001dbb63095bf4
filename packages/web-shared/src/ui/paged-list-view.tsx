import type { ReactNode } from 'react';
import type { PagedList } from '../api/paged-list.ts';
import { describeFailure } from '../http/api.ts';
import { InfiniteList } from './infinite-list.tsx';
import { StateView } from './state-view.tsx';

/** A paged list in the windowed InfiniteList: its failure (tap to retry), its empty state, and rows of one height. */
export function PagedListView<T>({
  list,
  itemHeight,
  itemKey,
  empty,
  emptyHint,
  renderItem,
  className,
}: {
  list: PagedList<T>;
  itemHeight: number;
  itemKey: (item: T) => string | number;
  empty: string;
  /** A line under the empty state saying why the list is empty, where that is not obvious. */
  emptyHint?: string;
  renderItem: (item: T) => ReactNode;
  className?: string;
}) {
  if (list.error && !list.items.length)
    return <StateView kind="error" title={describeFailure(list.error)} onClick={list.refetch} />;
  return (
    <InfiniteList
      items={list.items}
      itemHeight={itemHeight}
      itemKey={itemKey}
      hasMore={list.hasMore}
      loading={list.loading}
      onLoadMore={list.loadMore}
      empty={<StateView title={empty} {...(emptyHint ? { description: emptyHint } : {})} />}
      renderItem={renderItem}
      {...(className ? { className } : {})}
    />
  );
}
