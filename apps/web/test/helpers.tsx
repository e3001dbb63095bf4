import { render } from '@testing-library/react';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { NewUserIndexResponse } from '@dzzs/shared';
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
      count: { waitAward: 2, Withdrawal: 3, OrderCount: 5, CooperationLog: 1, shopReceipt: 0 },
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
