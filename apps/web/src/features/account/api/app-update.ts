import { useQuery } from '@tanstack/react-query';
import type { AppUpdateResponse } from '@dzzs/shared';
import { expectOk, http } from '../../../shared/http/index.ts';

/** GET /api/common.AppUpdate/index */
export async function fetchAppUpdate(signal?: AbortSignal): Promise<AppUpdateResponse> {
  return expectOk(
    await http.get<AppUpdateResponse>('/api/common.AppUpdate/index', undefined, signal ? { signal } : {}),
  );
}

export function useAppUpdate() {
  return useQuery({
    queryKey: ['common.AppUpdate/index'],
    queryFn: ({ signal }) => fetchAppUpdate(signal),
    // A shop keeps the app open all day: look again every half hour.
    staleTime: 30 * 60_000,
    refetchInterval: 30 * 60_000,
    retry: false,
  });
}
