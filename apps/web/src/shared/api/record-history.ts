import { historyApi, type RecordHistory } from '@dzzs/shared';
import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../http/index.ts';

// A record's history (docs/history.md), read when a detail sheet opens: who did what to it, when, and why.

export type HistoryEntity = Parameters<typeof fetchData<typeof historyApi.list>>[1]['entity'];

export const historyKey = (entity: HistoryEntity, id: number) => ['history', entity, id] as const;

export function useRecordHistory(entity: HistoryEntity, id: number, enabled = true) {
  return useQuery<RecordHistory>({
    queryKey: historyKey(entity, id),
    queryFn: ({ signal }) => fetchData(historyApi.list, { entity, id }, { signal }),
    enabled,
    staleTime: 0,
  });
}
