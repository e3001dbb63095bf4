import { render } from '@testing-library/react';
import { afterAll, beforeAll, vi } from 'vitest';
import { Globals } from '@react-spring/web';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { NewUserIndexResponse, Order, Page } from '@dzzs/shared';
import { App } from '../src/app/app.tsx';
import { http } from '../src/shared/http/index.ts';
import { queryClient } from '../src/shared/query-client.ts';
import { reloadStoreFromStorage } from '../src/shared/store/app-store.ts';

export function envelope<T>(data: T, code = 1, msg = '') {
  return { code, msg, time: 1_700_000_000, data };
}

export interface SeenCall {
  method: string;
  url: string;
  data: unknown;
  params: unknown;
  headers: Record<string, unknown>;
}

type Handler = (
  call: SeenCall,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Adapter answering by `METHOD path`; it applies validateStatus exactly as axios's own adapters do (settle). */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: SeenCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = (config.url ?? '').split('?')[0] ?? '';
    const call: SeenCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url,
      data: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
      params: config.params,
      headers: { ...(config.headers as Record<string, unknown>) },
    };
    calls.push(call);
    const handler = routes[`${call.method} ${url}`];
    const answer = handler ? await handler(call) : { status: 404, body: 'not found' };
    const response: AxiosResponse = {
      data: answer.body,
      status: answer.status ?? 200,
      statusText: '',
      headers: {},
      config,
      request: {},
    };
    const { AxiosError } = await import('axios');
    if (!config.validateStatus || config.validateStatus(response.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      {},
      response,
    );
  };
  return { adapter, calls };
}

export function shopkeeperIndex(
  overrides: { certification?: number; appClosed?: boolean } = {},
): NewUserIndexResponse {
  return {
    userinfo: {
      id: 7,
      username: 'demo_shop',
      nickname: '好运彩票站',
      avatar: '',
      mobile: '13800138000',
      email: '',
      group_id: 2,
      shop_id: 7,
      money: '1288.50',
      TrusteeshipBalance: '3560.00',
      RealName: 1,
      sfz_id: '',
      sfz_name: '',
      count: { waitAward: 2, Withdrawal: 3, OrderCount: 5, CooperationLog: 1, shopReceipt: 0, chatUnread: 4 },
      ShopConfig: {
        StoreCertification: overrides.certification ?? 1,
        StoreCertificationMemo: '',
        isneedimgnumber: 10000,
        WeChat: 'hy_wechat',
        Telephone: '0755-1234567',
        address: '广东省深圳市南山区科技园',
        ServiceChargePercentage: 0.5,
      },
    },
    clerkInfo: null,
    push_key: '',
    appIsOpen: {
      shop: {
        value: overrides.appClosed ? 'true' : 'false',
        content: overrides.appClosed ? '系统升级中，预计 30 分钟' : '',
      },
    },
  };
}

export function staffIndex(
  permissions: { award?: number; cooperation?: number; viewUserlist?: number } = {},
): NewUserIndexResponse {
  const owner = shopkeeperIndex();
  return {
    userinfo: {
      ...owner.userinfo,
      id: 21,
      username: 'demo_clerk',
      nickname: '小李',
      group_id: 3,
      shop_id: 7,
      money: null,
      TrusteeshipBalance: null,
      ShopConfig: { ...owner.userinfo.ShopConfig, StoreCertification: 0 },
    },
    clerkInfo: {
      ShopInfo: { id: 7, username: 'demo_shop', nickname: '好运彩票站', avatar: '' },
      ShopConfig: owner.userinfo.ShopConfig,
      Info: {
        TotalInvoicingAmount: '426.00',
        viewUserlist: permissions.viewUserlist ?? 1,
        cooperation: permissions.cooperation ?? 0,
        award: permissions.award ?? 0,
        state: 1,
      },
    },
    push_key: '',
    appIsOpen: { shop: { value: 'false', content: '' } },
  };
}

/** Starts from a clean browser: storage, store, cached queries. */
export function resetBrowser(tokens?: { access: string; refresh: string }) {
  window.localStorage.clear();
  if (tokens) {
    window.localStorage.setItem('access_shop_token', tokens.access);
    window.localStorage.setItem('refresh_shop_token', tokens.refresh);
  }
  reloadStoreFromStorage();
  queryClient.clear();
}

export function renderApp(hash: string, adapter: AxiosAdapter) {
  http.setAdapter(adapter);
  window.location.hash = hash;
  return render(<App />);
}

/**
 * An order as the lists answer it: a settled 福彩3D win of ¥0.10 for the demo shop unless told otherwise. Typed as
 * an Order by assertion so that fields the wire order gains later need no change here until a test reads them.
 */
export function orderOf(id: number, overrides: Partial<Order> = {}): Order {
  const order: Partial<Order> = {
    order_id: `261124${String(id).padStart(8, '0')}`,
    shop_id: { id: 7, nickname: '好运彩票站' },
    user_id: { id: 100 + (id % 50), nickname: `彩民${id % 50}`, remarks: '' },
    Type: '福彩3D',
    game_id: 102,
    issue: '2026330',
    State: 9,
    Note: 1,
    Multiple: 1,
    BetMoney: '2.00',
    BetContent: null,
    oldContent: null,
    IsCooperative: 0,
    AllowRejection: 1,
    OrderReceivingShop_id: 7,
    OrderTicketingShop_id: 7,
    WinningMoney: '0.10',
    AwardMoney: '0.10',
    ServiceCharge: '0.01',
    ReturnImages: [],
    ReturnThumbs: [],
    bonusmin: '0.00',
    bonusmax: '0.00',
    PayTime: 1_795_000_000,
    SalesClose: 1_795_004_200,
    Deadline: 1_795_003_600,
    Receivingtime: 1_795_000_100,
    Ticketingtime: 1_795_000_200,
    Drawtime: 1_795_010_000,
    Awardtime: 0,
    reason: '',
    together: null,
    create_time: 1_795_000_000,
    ...overrides,
  };
  return order as Order;
}

/** One page of `rows` the way the server pages by keyset: after the row whose id is `last_id`, newest first. */
export function keysetPage<T extends { order_id: string }>(
  rows: readonly T[],
  params: { per_page?: number | string; current_page?: number | string; last_id?: number | string },
): Page<T> {
  const perPage = Number(params.per_page ?? 10);
  const idOf = (row: T) => Number(row.order_id.slice(6));
  const after =
    params.last_id === undefined ? rows : rows.filter((row) => idOf(row) < Number(params.last_id));
  const data = after.slice(0, perPage);
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const last = data[data.length - 1];
  return {
    total: rows.length,
    per_page: perPage,
    current_page: Number(params.current_page ?? 1),
    last_page: lastPage,
    next_last_id: after.length > perPage && last ? idOf(last) : null,
    data,
  };
}

/**
 * jsdom has no layout: the windowed list reads its scrolling box's size from clientHeight, so give every list box
 * the 390 × 640 px it is rendered with, as react-virtual's testing notes suggest. Undo with vi.restoreAllMocks().
 */
export function giveListsTheirBox() {
  const size = (px: number) =>
    function (this: HTMLElement) {
      return this.dataset.testid === 'infinite-list' ? px : 0;
    };
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(size(640));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size(390));
}

/** antd-mobile animates with react-spring: skipped in the calling suite, so a sheet that closes is closed on the next frame. */
export function withoutAnimations() {
  beforeAll(() => Globals.assign({ skipAnimation: true }));
  afterAll(() => Globals.assign({ skipAnimation: false }));
}
