import { useMutation, useQuery } from '@tanstack/react-query';
import { ordersApi, ORDER_STATE_LABELS, type OrderState } from '@dzzs/shared';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { currentLanguage } from '@dzzs/web-shared/i18n/index.ts';
import { fetchData, queryClient } from '../../shared/http.ts';

/** Every order of the player, or (`together`) only the group-buys they started or bought shares of. */
export function useOrders(together = false) {
  return usePagedList({
    queryKey: ['orders', 'list', together],
    fetchPage: (page, signal) =>
      fetchData(
        ordersApi.playerList,
        { state: '', ...(together ? { together: '1' as const } : {}), ...page },
        { signal },
      ),
  });
}

export function useOrder(orderId: string) {
  return useQuery({
    queryKey: ['orders', 'detail', orderId],
    queryFn: ({ signal }) => fetchData(ordersApi.playerDetail, { order_id: orderId }, { signal }),
  });
}

export function useCancelOrder() {
  return useMutation({
    mutationFn: (orderId: string) => fetchData(ordersApi.cancelByPlayer, { order_id: orderId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['player'] });
    },
  });
}

/** The state as the shop sees it, in the reader's language. */
export function stateLabel(state: number): string {
  const label = ORDER_STATE_LABELS[state as OrderState];
  return label ? (currentLanguage() === 'en' ? label.en : label.zh) : String(state);
}
