import { shopSetupApi } from '@dzzs/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchData } from '../../../shared/http/index.ts';

// The calls of 公告设置 (docs/shop-setup.md, "Announcements") and the key the history caches under.

const KEY = ['announcements'] as const;

/** The shop's notices, newest first. */
export function useNotices() {
  return useQuery({
    queryKey: KEY,
    staleTime: 0,
    queryFn: ({ signal }) => fetchData(shopSetupApi.notices, undefined, { signal }),
  });
}

export function usePublishNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: 0 | 1; content: string }) => callApi(shopSetupApi.setNotice, input),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
