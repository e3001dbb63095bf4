import { useQuery } from '@tanstack/react-query';
import { accountApi } from '@dzzs/shared';
import { fetchData } from './http.ts';

/** The player as the server knows them now (balance included); several pages show it. */
export function usePlayer() {
  return useQuery({
    queryKey: ['player', 'index'],
    queryFn: ({ signal }) => fetchData(accountApi.playerIndex, undefined, { signal }),
    select: (data) => data.userinfo,
  });
}
