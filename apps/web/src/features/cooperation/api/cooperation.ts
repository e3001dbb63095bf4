import {
  cooperationApi,
  type Cooperation,
  type CooperationLedgerEntry,
  type Envelope,
  type Order,
  type Page,
} from '@dzzs/shared';
import { useQuery } from '@tanstack/react-query';
import { COOPERATION_KEY } from '../../../shared/api/cooperation-key.ts';
import { usePagedList } from '@dzzs/web-shared/api/paged-list.ts';
import { useRefreshingMutation } from '../../../shared/api/refreshing-mutation.ts';
import { callApi, fetchData } from '../../../shared/http/index.ts';
import type { DateRange } from '../../../shared/ui/date-range-chip.tsx';

// Every call of partner shops (docs/partners.md) and the react-query keys they cache under. A change refreshes the
// cooperations, the applications and the mine page (its 合作店铺 badge counts the applications waiting for me).

/** Which side of a cooperation I look from: 1 I am the branch (甩单管理), 2 I am the main store (接单管理). */
export type Side = 1 | 2;
export const SIDES: readonly Side[] = [1, 2];
export const isSide = (value: number | null): value is Side => value === 1 || value === 2;
/** A side's name in the labels (`side.branch`, `shop.mode.main.on`). */
export const SIDE_NAME = { 1: 'branch', 2: 'main' } as const satisfies Record<Side, string>;

const KEY = COOPERATION_KEY;

/** The other shop of a cooperation, as seen from `side`. */
export const counterpartOf = (c: Cooperation, side: Side) => (side === 1 ? c.mainStore : c.branchStore);

/** 甩单管理 (IssueShop) or 接单管理 (ReceivingStore), filtered by the counterpart's nickname. */
export function useCooperations(side: Side, search = '') {
  return useQuery({
    queryKey: [...KEY, 'list', side, search],
    // Balances move with the other shop's actions and with tickets bought: fresh whenever a page shows them.
    staleTime: 0,
    queryFn: ({ signal }) =>
      fetchData(side === 1 ? cooperationApi.asBranch : cooperationApi.asMain, { search }, { signal }),
  });
}

/** One cooperation, by the counterpart's shop id (there is no call for one: it comes from the side's list). */
export function useCooperation(side: Side, shopId: number | null) {
  const query = useCooperations(side);
  const cooperation = query.data?.find((c) => counterpartOf(c, side).id === shopId);
  return { ...query, cooperation };
}

/** Applications made to my shop: waiting only, or all. */
export function useApplicationsToMe(waitingOnly: boolean) {
  return useQuery({
    queryKey: [...KEY, 'to-me', waitingOnly],
    queryFn: ({ signal }) => fetchData(cooperationApi.toMe, { state: waitingOnly ? '0' : '' }, { signal }),
  });
}

/** The applications I made (申请记录). */
export function useMyApplications(range: DateRange, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'mine', range],
    enabled,
    queryFn: ({ signal }) => fetchData(cooperationApi.mine, range, { signal }),
  });
}

/** A change to partner shops: resolves with the answer (the page shows its words), then refreshes what it changed. */
export function useCooperationMutation<I, T>(call: (input: I) => Promise<Envelope<T>>) {
  return useRefreshingMutation(KEY, call);
}

export interface LedgerFilter extends DateRange {
  shopId: number;
  side: Side;
  /** CooperationEntryType: 1 出票, 2 充值, 3 店主, 4 奖金, 5 提现. */
  type: number;
  minMoney?: string | undefined;
  maxMoney?: string | undefined;
}

export type LedgerPage = Page<CooperationLedgerEntry> & { balance: string; tjmoney: number };

/** One tab of a cooperation balance's ledger; its first page also carries the balance and the filtered sum. */
export function useLedger(filter: LedgerFilter) {
  return usePagedList<LedgerPage>({
    queryKey: [...KEY, 'ledger', filter],
    perPage: 20,
    staleTime: 0,
    fetchPage: async (page, signal) => {
      const answer = await fetchData(
        cooperationApi.balance,
        {
          shop_id: filter.shopId,
          Coop_type: filter.side,
          type: filter.type as 1 | 2 | 3 | 4 | 5,
          minMoney: filter.minMoney,
          maxMoney: filter.maxMoney,
          startTime: filter.startTime,
          endTime: filter.endTime,
          ...page,
        },
        { signal },
      );
      return { ...answer.data, balance: answer.balance, tjmoney: answer.tjmoney };
    },
  });
}

export interface HistoryFilter extends DateRange {
  shopId: number;
  side: Side;
  search: string;
  /** '99' every state. */
  state: string;
  /** '99' every game. */
  gametype: string;
}

/** The orders handed over between me and the counterpart. */
export function useHistory(filter: HistoryFilter) {
  return usePagedList<Page<Order>>({
    queryKey: [...KEY, 'history', filter],
    perPage: 20,
    staleTime: 0,
    fetchPage: (page, signal) =>
      fetchData(
        cooperationApi.history,
        {
          shop_id: filter.shopId,
          type: filter.side,
          search: filter.search,
          state: filter.state,
          gametype: filter.gametype,
          startTime: filter.startTime,
          endTime: filter.endTime,
          ...page,
        },
        { signal },
      ),
  });
}

export const useApply = () =>
  useCooperationMutation((input: { id: string; memo: string }) => callApi(cooperationApi.apply, input));

export const useHandleApplication = () =>
  useCooperationMutation((input: { id: number; adopt: boolean }) =>
    callApi(input.adopt ? cooperationApi.adopt : cooperationApi.refuse, { id: input.id }),
  );

export const useApplyGame = () =>
  useCooperationMutation((input: { mainStoreId: number; gameId: number; commission: number; memo: string }) =>
    callApi(cooperationApi.applyGame, {
      id: input.mainStoreId,
      game_id: input.gameId,
      commission: input.commission,
      memo: input.memo,
    }),
  );

/** 自动甩单 (branch side) or 开启接单 (main side) of one game. */
export const useGameSwitch = () =>
  useCooperationMutation((input: { side: Side; shopId: number; gameId: number; on: boolean }) =>
    input.side === 1
      ? callApi(cooperationApi.pushSwitch, {
          MainStore_id: input.shopId,
          game_id: input.gameId,
          value: input.on ? 1 : 0,
        })
      : callApi(cooperationApi.pullSwitch, {
          BranchStore_id: input.shopId,
          game_id: input.gameId,
          value: input.on ? 1 : 0,
        }),
  );

/** Ends the cooperation with `shopId`, or takes one game out of it. */
export const useRemove = () =>
  useCooperationMutation((input: { side: Side; shopId: number; gameId?: number }) =>
    callApi(cooperationApi.remove, { shop_id: input.shopId, type: input.side, game_id: input.gameId }),
  );

export const useRecharge = () =>
  useCooperationMutation((input: { shopId: number; money: string }) =>
    callApi(cooperationApi.recharge, { shop_id: input.shopId, money: input.money }),
  );

export const useWithdraw = () =>
  useCooperationMutation((input: { shopId: number; money: string }) =>
    callApi(cooperationApi.withdraw, { shop_id: input.shopId, money: input.money }),
  );

export const useEditBalance = () =>
  useCooperationMutation((input: { shopId: number; add: boolean; value: string; memo: string }) =>
    callApi(cooperationApi.editBalance, {
      shop_id: input.shopId,
      type: input.add ? 'Add' : 'Del',
      value: input.value,
      memo: input.memo,
    }),
  );
