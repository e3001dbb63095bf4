import { useQuery } from '@tanstack/react-query';
import { playerSideApi, type GameDraws } from '@dzzs/shared';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { fetchData } from '../../shared/http.ts';

export function useLatestDraws() {
  return useQuery({
    queryKey: ['draws', 'latest'],
    queryFn: ({ signal }) => fetchData(playerSideApi.latestDraws, undefined, { signal }),
    // Results are published a few times a day: a minute old is fresh enough.
    refetchInterval: 60_000,
  });
}

export function useDrawHistory(gameId: number) {
  return usePagedList({
    queryKey: ['draws', 'history', gameId],
    fetchPage: (page, signal) =>
      fetchData(playerSideApi.drawHistory, { game_id: gameId, ...page }, { signal }),
    perPage: 20,
  });
}

export const gameName = (game: GameDraws) => (currentLanguage() === 'en' ? game.name.en : game.name.zh);

export const dateTime = (unix: number) =>
  new Date(unix * 1000).toLocaleString(undefined, {
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
