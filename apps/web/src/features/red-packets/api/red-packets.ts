import { redPacketsApi, type Page, type RedPacketRecord } from '@dzzs/shared';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation.ts';
import { callApi, fetchData } from '../../../shared/http/index.ts';

// Every call of red packets (docs/money.md, "Red packets") and the keys they cache under. Sending and revoking move
// the shop balance, so they refresh it (the mine page's answer) along with the records.

const KEY = ['red-packets'] as const;

/** 红包记录, newest first. */
export function useRedPacketRecords(enabled: boolean) {
  return usePagedList<Page<RedPacketRecord>>({
    queryKey: [...KEY, 'records'],
    perPage: 20,
    enabled,
    // Players grab shares at any moment: fresh whenever the popup opens.
    staleTime: 0,
    fetchPage: (page, signal) => fetchData(redPacketsApi.records, page, { signal }),
  });
}

function useRedPacketMutation<I, T>(call: (input: I) => Promise<T>) {
  return useRefreshingMutation(KEY, call);
}

export interface SendInput {
  type: 1 | 2;
  Count: number;
  endDay: number;
  /** Yuan as typed: the total of a random packet, each share of a fixed one. */
  Money: string;
  title: string;
}

export const useSendRedPacket = () =>
  useRedPacketMutation((input: SendInput) => callApi(redPacketsApi.push, input));

export const useRevokeRedPacket = () =>
  useRedPacketMutation((id: number) => callApi(redPacketsApi.revoke, { id }));
