import { useQuery } from '@tanstack/react-query';
import { accountApi, type NewUserIndexResponse } from '@dzzs/shared';
import { fetchData } from '../http/index.ts';
import { saveUser, useAppStore } from '../store/app-store.ts';

// The logged-in user feeds the tab badges, the mine page, settings and later the order pages: shared, not a feature.

export const USER_INDEX_KEY = ['NewUser/index'] as const;

/** The mine page's answer; also keeps the store's user fields current. */
export async function fetchUserIndex(signal?: AbortSignal): Promise<NewUserIndexResponse> {
  const data = await fetchData(accountApi.userIndex, undefined, signal ? { signal } : {});
  saveUser(data.userinfo, data.clerkInfo, data.push_key);
  return data;
}

export function useUserIndex() {
  const hasLogin = useAppStore((s) => s.hasLogin);
  return useQuery({
    queryKey: USER_INDEX_KEY,
    queryFn: ({ signal }) => fetchUserIndex(signal),
    enabled: hasLogin,
    // Badges and balances must be fresh whenever the mine page is shown again.
    staleTime: 0,
  });
}
