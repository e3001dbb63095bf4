import { useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@dzzs/shared';

export interface PageRequest {
  current_page: number;
  per_page: number;
  /** Keyset cursor (docs/api.md): deep pages cost what page 1 costs. */
  last_id?: number;
}

/**
 * Paged list for InfiniteList: flattens the pages of a `{total, current_page, last_page, data}` answer and passes
 * the last row's id as `last_id` when the caller says how to read it.
 */
export function usePagedList<T>(options: {
  queryKey: QueryKey;
  fetchPage: (request: PageRequest, signal: AbortSignal) => Promise<Page<T>>;
  perPage?: number;
  idOf?: (row: T) => number;
  enabled?: boolean;
}) {
  const perPage = options.perPage ?? 10;
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    enabled: options.enabled ?? true,
    initialPageParam: { current_page: 1, per_page: perPage } as PageRequest,
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam, signal),
    getNextPageParam: (last): PageRequest | undefined => {
      if (last.current_page >= last.last_page || last.data.length === 0) return undefined;
      const tail = last.data[last.data.length - 1];
      const next: PageRequest = { current_page: last.current_page + 1, per_page: perPage };
      if (options.idOf && tail !== undefined) next.last_id = options.idOf(tail);
      return next;
    },
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  return {
    items,
    total: query.data?.pages[0]?.total ?? 0,
    hasMore: query.hasNextPage,
    loading: query.isLoading || query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    query,
  };
}
