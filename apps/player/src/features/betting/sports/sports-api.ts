import { useQuery } from '@tanstack/react-query';
import { calendarApi } from '@dzzs/shared';
import { fetchData } from '../../../shared/http.ts';

/** The matches of a sports game on sale now with their published odds; odds move, so they are read every minute. */
export function useMatches(gameCode: number) {
  return useQuery({
    queryKey: ['matches', gameCode],
    queryFn: ({ signal }) => fetchData(calendarApi.matches, { game_id: gameCode }, { signal }),
    refetchInterval: 60_000,
  });
}
