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
 * current_page, last_page, next_last_id, data}` answer, and asks for each page after the first by the keyset cursor
 * the server handed out with the previous one.
 */
export function usePagedList<P extends Page<unknown>>(options: {
  queryKey: QueryKey;
  /** A page, or an answer that wraps one with figures of its own (a ledger's sum): see `first`. */
  fetchPage: (page: PageParam, signal: AbortSignal) => Promise<P>;
  perPage?: number;
  enabled?: boolean;
  /** How long a list counts as fresh; the app's default unless given. */
  staleTime?: number;
}) {
  type T = P['data'][number];
  const perPage = options.perPage ?? 10;
  const query = useInfiniteQuery({
    queryKey: options.queryKey,
    enabled: options.enabled ?? true,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
    initialPageParam: { current_page: 1, per_page: perPage } as PageParam,
    queryFn: ({ pageParam, signal }) => options.fetchPage(pageParam, signal),
    getNextPageParam: (last): PageParam | undefined => {
      if (last.current_page >= last.last_page || last.data.length === 0) return undefined;
      const next: PageParam = { current_page: last.current_page + 1, per_page: perPage };
      if (last.next_last_id !== null) next.last_id = last.next_last_id;
      return next;
    },
  });
  const items = useMemo((): T[] => query.data?.pages.flatMap((page) => page.data) ?? [], [query.data]);
  return {
    items,
    total: query.data?.pages[0]?.total ?? 0,
    /** The first page as answered, for what the answer says beside its rows. */
    first: query.data?.pages[0],
    hasMore: query.hasNextPage,
    loading: query.isLoading || query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    refetch: () => void query.refetch(),
    /** Fetches every page still to come, one after another, and resolves with all the rows (select all). */
    loadAll: async (): Promise<T[]> => {
      let result = query;
      while (result.hasNextPage) {
        result = await result.fetchNextPage();
        if (result.error) throw result.error;
      }
      return result.data?.pages.flatMap((page) => page.data) ?? [];
    },
    error: query.error,
    isPending: query.isPending,
  };
}

export type PagedList<T> = ReturnType<typeof usePagedList<Page<T>>>;
