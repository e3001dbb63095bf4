import {
  statisticsApi,
  type PlayerRankingOrder,
  type StatisticsExportFormat,
  type StatisticsExportTable,
} from '@dzzs/shared';
import { useQuery } from '@tanstack/react-query';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { fetchData } from '../../../shared/http/index.ts';
import type { DayRange } from '../components/range.ts';

// Every call of the statistics pages (docs/statistics.md) and the react-query keys they cache under. Each block of
// the tab has its own call, so the totals paint while the slower rankings are still on their way.

const KEY = ['statistics'] as const;

/** Whose figures over which days: clerk 0 is the whole shop (staff always get their own). */
export interface Scope extends DayRange {
  clerk_id: number;
}

export function useStatisticsIndex(scope: Scope) {
  return useQuery({
    queryKey: [...KEY, 'index', scope],
    queryFn: ({ signal }) => fetchData(statisticsApi.index, scope, { signal }),
  });
}

export function useTrend(scope: Scope) {
  return useQuery({
    queryKey: [...KEY, 'trend', scope],
    queryFn: ({ signal }) => fetchData(statisticsApi.trend, scope, { signal }),
  });
}

/** The owner's blocks are asked for only by the owner: staff would be refused them. */
export function useWaterfall(range: DayRange, owner: boolean) {
  return useQuery({
    queryKey: [...KEY, 'waterfall', range],
    enabled: owner,
    queryFn: ({ signal }) => fetchData(statisticsApi.waterfall, range, { signal }),
  });
}

export function usePlayerRanking(range: DayRange, order: PlayerRankingOrder, owner: boolean) {
  return useQuery({
    queryKey: [...KEY, 'players', order, range],
    enabled: owner,
    queryFn: ({ signal }) => fetchData(statisticsApi.playerRanking, { ...range, order }, { signal }),
  });
}

export function useStaffRanking(range: DayRange, owner: boolean) {
  return useQuery({
    queryKey: [...KEY, 'staff', range],
    enabled: owner,
    queryFn: ({ signal }) => fetchData(statisticsApi.staffRanking, range, { signal }),
  });
}

export function useAgentRanking(range: DayRange, owner: boolean) {
  return useQuery({
    queryKey: [...KEY, 'agents', range],
    enabled: owner,
    queryFn: ({ signal }) => fetchData(statisticsApi.agentRanking, range, { signal }),
  });
}

/** 0 出票, 1 派奖. */
export type DetailType = 0 | 1;

/** 出票详情 / 派奖详情: the figure by game. */
export function useGameDetails(type: DetailType, scope: Partial<Scope>) {
  return useQuery({
    queryKey: [...KEY, 'games', type, scope],
    queryFn: ({ signal }) => fetchData(statisticsApi.ticketingDetails, { type, ...scope }, { signal }),
  });
}

/** The orders behind one game's figure, newest first. */
export function useFigureOrders(type: DetailType, gameId: number, scope: Partial<Scope>) {
  return usePagedList({
    queryKey: [...KEY, 'orders', type, gameId, scope],
    perPage: 20,
    fetchPage: async (page, signal) => {
      const answer = await fetchData(
        statisticsApi.ticketingDetails,
        { type, game_id: gameId, ...scope, ...page },
        { signal },
      );
      // Asked with a game, the answer always carries its orders.
      return (
        answer.orders ?? {
          total: 0,
          per_page: page.per_page,
          current_page: 1,
          last_page: 1,
          next_last_id: null,
          data: [],
        }
      );
    },
  });
}

/** 充值总金额 by channel. */
export function useRechargeChannels(range: Partial<DayRange>) {
  return useQuery({
    queryKey: [...KEY, 'recharges', range],
    queryFn: ({ signal }) => fetchData(statisticsApi.rechargeList, range, { signal }),
  });
}

/** One channel's recharges. */
export function useRechargeRecords(sourceId: number, range: Partial<DayRange>) {
  return usePagedList({
    queryKey: [...KEY, 'recharge-records', sourceId, range],
    perPage: 20,
    fetchPage: (page, signal) =>
      fetchData(statisticsApi.rechargeDetails, { source_id: sourceId, ...range, ...page }, { signal }),
  });
}

/** What one export asks for: the table, and the figures it holds (whose, which days, which game). */
export interface ExportQuery extends Partial<Scope> {
  table: StatisticsExportTable;
  game_id?: number;
}

/** One table as a file: the server names it (shop and range) and sends it base64 in the envelope. */
export async function fetchExport(query: ExportQuery, format: StatisticsExportFormat) {
  const file = await fetchData(statisticsApi.export, { ...query, format });
  const bytes = Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0));
  return { name: file.filename, blob: new Blob([bytes], { type: file.mime }) };
}
