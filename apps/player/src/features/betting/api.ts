import { useMutation, useQuery } from '@tanstack/react-query';
import { calendarApi, ordersApi } from '@dzzs/shared';
import type { BetContent } from '@dzzs/shared/engine';
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
    // The pay sheet's consent, total and count go with the bet: the server records the consent and refuses an order
    // whose figures are not the ones it counts (docs/player-app.md).
    mutationFn: (input: {
      game_id: number;
      content: BetContent;
      issue?: string;
      amount: string;
      notes: number;
    }) => fetchData(ordersApi.create, { ...input, consent: 1 }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['player'] });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
