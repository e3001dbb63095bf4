import { useQuery } from '@tanstack/react-query';
import {
  PaymentState,
  PLAYER_WITHDRAWAL_STATE_LABELS,
  playerSideApi,
  receiptsApi,
  type PlayerWithdrawalState,
} from '@dzzs/shared';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { readStorage, writeStorage } from '@dzzs/web-shared/storage.ts';
import { callApi, expectOk, fetchData, queryClient } from '../../shared/http.ts';

// Under ['player', …] so that whatever moves the balance (an order paid, a withdrawal asked, a push) re-reads them.

export function useWallet() {
  return useQuery({
    queryKey: ['player', 'wallet'],
    queryFn: ({ signal }) => fetchData(playerSideApi.wallet, undefined, { signal }),
    // Read afresh whenever 我的 opens: the shop's 加款 or 扣款 reaches no open page of the player.
    refetchOnMount: 'always',
  });
}

export function useLedger() {
  return usePagedList({
    queryKey: ['player', 'ledger'],
    fetchPage: (page, signal) => fetchData(playerSideApi.ledger, { ...page }, { signal }),
    perPage: 20,
  });
}

export function useWithdrawals() {
  return usePagedList({
    queryKey: ['player', 'withdrawals'],
    fetchPage: (page, signal) => fetchData(playerSideApi.withdrawals, { ...page }, { signal }),
  });
}

export function useGrabbedRedPackets() {
  return usePagedList({
    queryKey: ['player', 'red-packets'],
    fetchPage: (page, signal) => fetchData(playerSideApi.grabbedRedPackets, { ...page }, { signal }),
  });
}

export function useRechargeChannels() {
  return useQuery({
    queryKey: ['player', 'channels'],
    queryFn: ({ signal }) => fetchData(playerSideApi.rechargeChannels, undefined, { signal }),
    staleTime: 60_000,
  });
}

// The channel the player last paid with, on this device: the payment page brings the player back to a fresh 我的,
// which must still show that channel rather than the default QR code.
const CHANNEL_KEY = 'player_recharge_channel';
export const rememberedChannel = (): number | null => Number(readStorage(CHANNEL_KEY)) || null;
export const rememberChannel = (id: number) => writeStorage(CHANNEL_KEY, String(id));

/**
 * The outcome of an online recharge, once the payment page has sent the player back with `?trade=`: the server's
 * words for it, and the balance read again when it was credited.
 */
export function useRechargeResult(trade: string | null) {
  return useQuery({
    queryKey: ['recharge-result', trade],
    enabled: !!trade,
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const envelope = await callApi(receiptsApi.rechargeResult, { trade_no: trade ?? '' }, { signal });
      const result = expectOk(envelope);
      if (result.state === PaymentState.paid) void queryClient.invalidateQueries({ queryKey: ['player'] });
      return { ...result, message: envelope.msg };
    },
  });
}

/** A withdrawal's state in the reader's language. */
export function withdrawalStateLabel(state: number): string {
  const label = PLAYER_WITHDRAWAL_STATE_LABELS[state as PlayerWithdrawalState];
  return label ? (currentLanguage() === 'en' ? label.en : label.zh) : String(state);
}

export const dateTime = (unix: number) => new Date(unix * 1000).toLocaleString();
