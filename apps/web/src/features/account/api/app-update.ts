import { useQuery } from '@tanstack/react-query';
import { accountApi } from '@dzzs/shared';
import { fetchData } from '../../../shared/http/index.ts';

export function useAppUpdate() {
  return useQuery({
    queryKey: ['common.AppUpdate/index'],
    queryFn: ({ signal }) => fetchData(accountApi.appUpdate, undefined, { signal }),
    // A shop keeps the app open all day: look again every half hour.
    staleTime: 30 * 60_000,
    refetchInterval: 30 * 60_000,
    retry: false,
  });
}
