import {
  ordersApi,
  type Access,
  type Envelope,
  type Order,
  type Page,
  type RequestOf,
  type ShopAction,
} from '@dzzs/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, fetchData } from '../../../shared/http/index.ts';
import { usePagedList, type PagedList, type PageParam } from '@dzzs/web-shared/api/paged-list.ts';
import { ORDERS_KEY, refreshOrders } from './order-keys.ts';

// Every call of the orders feature, and the react-query keys they cache under. Mutations refresh what they change:
// the order itself, the lists, the tab badges and the mine-page counters.

export type OrderTab = 'receiving' | 'ticketing' | 'together' | 'cooperative';
export type OrderSort = 'PayTime' | 'Deadline';

const PER_PAGE = 20;

/** The orders of `key`, 20 a page, each page after the first by keyset after the last row's id. */
const useOrderPages = (
  key: readonly unknown[],
  fetchPage: (page: PageParam, signal: AbortSignal) => Promise<Page<Order>>,
  perPage = PER_PAGE,
) => usePagedList({ queryKey: [...ORDERS_KEY, ...key], fetchPage, perPage });

/** What every order list hands its page: the rows so far and how to get more. */
export type OrderPages = PagedList<Order>;

/** One tab of the order page. */
export function useOrderTab(tab: OrderTab, sort: OrderSort, gameId: number | undefined) {
  // Under ORDERS_KEY like every tab, so the push listener's refresh reaches 合作 as it reaches 待接单.
  return useOrderPages(['tab', tab, sort, gameId ?? 0], (page, signal) => {
    const input = { order: sort, game_id: gameId, ...page };
    if (tab === 'together') return fetchData(ordersApi.groupBuyList, input, { signal });
    if (tab === 'cooperative') return fetchData(ordersApi.cooperativeList, input, { signal });
    return fetchData(ordersApi.receivingList, { state: tab === 'receiving' ? 1 : 2, ...input }, { signal });
  });
}

export function useOrderCounts() {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'counts'],
    queryFn: ({ signal }) => fetchData(ordersApi.tabCounts, undefined, { signal }),
  });
}

export function useOrderDetail(orderId: string | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', orderId],
    enabled: !!orderId,
    // An order can change under the shop (settlement, another staff member): always fetch it fresh when opened.
    staleTime: 0,
    queryFn: ({ signal }) => fetchData(ordersApi.detail, { order_id: orderId ?? '' }, { signal }),
  });
}

export interface InquiryFilter {
  type: 0 | 1 | 2;
  state: string;
  search: string;
  gameId?: number | undefined;
  startTime?: string | undefined;
  endTime?: string | undefined;
}

export function useInquiry(filter: InquiryFilter) {
  return useOrderPages(['inquiry', filter], (page, signal) =>
    fetchData(
      ordersApi.inquiry,
      {
        type: filter.type,
        state: filter.state,
        search: filter.search || undefined,
        game_id: filter.gameId,
        startTime: filter.startTime,
        endTime: filter.endTime,
        ...page,
      },
      { signal },
    ),
  );
}

export function useWaitingAward() {
  return useOrderPages(
    ['waiting-award'],
    (page, signal) => fetchData(ordersApi.waitingAward, page, { signal }),
    100,
  );
}

/** A change to orders: resolves with the answer (the caller shows its words), then refreshes what it changed. */
function useOrderMutation<I, T>(call: (input: I) => Promise<Envelope<T>>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => refreshOrders(client) });
}

/** The call behind each of the shop's actions: its access rule says who may take it (a staff permission). */
export const SHOP_ACTION_ACCESS: Record<ShopAction, Access> = {
  refuse: ordersApi.cancelByShop.access,
  receive: ordersApi.receive.access,
  revoke: ordersApi.cancelByShop.access,
  ticket: ordersApi.ticket.access,
  editMoney: ordersApi.editMoney.access,
  award: ordersApi.award.access,
  handOver: ordersApi.handOver.access,
  handBack: ordersApi.handBack.access,
  // 返奖 is the award call: the server sees the order is a partner's and returns its prize instead of paying it.
  returnPrize: ordersApi.award.access,
};

export const useReceive = () =>
  useOrderMutation((orderId: string) => callApi(ordersApi.receive, { order_id: orderId }));

/** The bet with the odds the shop confirms at 出票, or 0 for the odds as ordered. */
export type TicketedContent = RequestOf<typeof ordersApi.ticket>['newContent'];

export const useTicket = () =>
  useOrderMutation((input: { orderId: string; newContent: TicketedContent }) =>
    callApi(ordersApi.ticket, {
      order_id: input.orderId,
      newContent: input.newContent ?? 0,
    }),
  );

export const useShopCancel = () =>
  useOrderMutation((input: { orderId: string; reason: string }) =>
    callApi(ordersApi.cancelByShop, {
      order_id: input.orderId,
      reason: input.reason,
    }),
  );

/** `reason` is needed for an amount above the prize the engine computed (the shopkeeper's alone). */
export const useEditMoney = () =>
  useOrderMutation((input: { orderId: string; money: string; reason: string }) =>
    callApi(ordersApi.editMoney, {
      order_id: input.orderId,
      order_money: input.money,
      reason: input.reason || undefined,
    }),
  );

export const useAward = () =>
  useOrderMutation((orderIds: string[]) =>
    callApi(ordersApi.award, {
      order_ids: orderIds,
    }),
  );

/** 甩单 to the main store that takes the order's game, or 驳回 of an order handed over to this shop. */
export const useHandOver = () =>
  useOrderMutation((input: { orderId: string; back: boolean }) =>
    callApi(input.back ? ordersApi.handBack : ordersApi.handOver, { order_id: input.orderId }),
  );

export const useDeletePhoto = () =>
  useOrderMutation((input: { orderId: string; url: string }) =>
    callApi(ordersApi.deletePhoto, {
      order_id: input.orderId,
      imgUrl: input.url,
    }),
  );

export const useUploadPhoto = () =>
  useOrderMutation((input: { orderId: string; file: File }) => {
    const form = new FormData();
    form.append('type', 'TicketingImg');
    form.append('name', input.orderId);
    form.append('file', input.file);
    return callApi(ordersApi.uploadPhoto, form);
  });
