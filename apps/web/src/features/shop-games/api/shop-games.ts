import { shopSetupApi, type GameSettingModel, type ShopGameSetting } from '@dzzs/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchData } from '../../../shared/http/index.ts';

// The calls of 彩种管理 (docs/shop-setup.md, "Games") and the key the games cache under. An edit answers the game
// as it is now, which replaces it in the list (its deadline moves with the advance).

const KEY = ['shop-games'] as const;

export function useShopGames() {
  return useQuery({
    queryKey: KEY,
    staleTime: 0,
    // What is on sale and its deadline move with the clock.
    refetchInterval: 60_000,
    queryFn: ({ signal }) => fetchData(shopSetupApi.games, undefined, { signal }),
  });
}

export function useEditGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { game_id: number; model: GameSettingModel; value: number | string }) =>
      callApi(shopSetupApi.editGame, input),
    onSuccess: (answer) => {
      if (answer.code !== 1) return;
      client.setQueryData<ShopGameSetting[]>(KEY, (games) =>
        games?.map((g) => (g.game_id === answer.data.game_id ? answer.data : g)),
      );
    },
  });
}
