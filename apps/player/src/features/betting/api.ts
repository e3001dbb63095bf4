import { useMutation, useQuery } from '@tanstack/react-query';
import { calendarApi, ordersApi } from '@dzzs/shared';
import type { NumberContent } from '@dzzs/shared/engine';
import { fetchData, queryClient } from '../../shared/http.ts';

/** The shop's games with what is on sale; the picker reads its game's issue and deadline from it. */
export function useGames() {
  return useQuery({
    queryKey: ['games'],
    queryFn: ({ signal }) => fetchData(calendarApi.games, undefined, { signal }),
    refetchInterval: 60_000,
  });
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: (input: { game_id: number; content: NumberContent; issue?: string }) =>
      fetchData(ordersApi.create, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['player'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
