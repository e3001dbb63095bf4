import { useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@dzzs/shared';

/** What a list asks for each page. */
export interface PageParam {
  current_page: number;
  per_page: number;
  /** Keyset cursor (docs/api.md): deep pages cost what page 1 costs. */
  last_id?: number;
}

/**
 * A paged list for InfiniteList (orders today; players and chat later): flattens the pages of a `{total,
 * current_page, last_page, data}` answer, and asks for each page after the first by keyset after the last row's id
 * when the caller says how to read it.
 */
export function usePagedList<T>(options: {
  queryKey: QueryKey;
  fetchPage: (page: PageParam, signal: AbortSignal) => Promise<Page<T>>;
  perPage?: number;
  idOf?: (row: T) => number;
  enabled?: boolean;
}) {
  const perPage = options.perPage ?? 10;
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    enabled: options.enabled ?? true,
    initialPageParam: { current_page: 1, per_page: perPage } as PageParam,
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam, signal),
    getNextPageParam: (last): PageParam | undefined => {
      const tail = last.data[last.data.length - 1];
      if (last.current_page >= last.last_page || tail === undefined) return undefined;
      const next: PageParam = { current_page: last.current_page + 1, per_page: perPage };
      if (options.idOf) next.last_id = options.idOf(tail);
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
    refetch: () => void query.refetch(),
    error: query.error,
    isPending: query.isPending,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
