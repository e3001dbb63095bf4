import { useMutation, useQuery } from '@tanstack/react-query';
import { ordersApi } from '@dzzs/shared';
import type { NumberContent } from '@dzzs/shared/engine';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { fetchData, queryClient } from '../../shared/http.ts';

// Under the 'orders' key: an order push (a share sold, the plan filled) reads the plans again as it does the orders.

export function useOpenPlans() {
  return usePagedList({
    queryKey: ['orders', 'group-buy', 'open'],
    fetchPage: (page, signal) => fetchData(ordersApi.openGroupBuys, page, { signal }),
  });
}

export function usePlan(orderId: string) {
  return useQuery({
    queryKey: ['orders', 'group-buy', 'plan', orderId],
    queryFn: ({ signal }) => fetchData(ordersApi.groupBuyDetail, { order_id: orderId }, { signal }),
  });
}

const paid = () => {
  void queryClient.invalidateQueries({ queryKey: ['orders'] });
  void queryClient.invalidateQueries({ queryKey: ['player'] });
};

export function useCreatePlan() {
  return useMutation({
    mutationFn: (input: {
      game_id: number;
      content: NumberContent;
      issue?: string;
      amount: string;
      notes: number;
      total_shares: number;
      own_shares: number;
      guarantee_shares: number;
    }) => fetchData(ordersApi.createGroupBuy, { ...input, consent: 1 }),
    onSuccess: paid,
  });
}

export function useJoinPlan() {
  return useMutation({
    mutationFn: (input: { order_id: string; shares: number }) =>
      fetchData(ordersApi.joinGroupBuy, { ...input, consent: 1 }),
    onSuccess: paid,
  });
}
