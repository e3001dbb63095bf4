import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type { Page } from '@dzzs/shared';
import { App } from '../src/app/app.tsx';
import { http, queryClient } from '../src/shared/http.ts';
import { saveTokens } from '../src/shared/store.ts';

/** The server's envelope around an answer. */
export const ok = <T,>(data: T) => ({ code: 1, msg: '', time: 1_700_000_000, data });

export interface Call {
  method: string;
  url: string;
  params: Record<string, unknown>;
  data: unknown;
}

/**
 * A server answering `METHOD path` with an enveloped body; anything else fails as a network error would. `calls` lists what the app asked, in order.
 */
export function fakeServer(routes: Record<string, (call: Call) => unknown>) {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: (config.url ?? '').split('?')[0] ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      data: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url}`];
    if (!route) throw new Error(`nothing at ${call.method} ${call.url}`);
    return {
      data: ok(route(call)),
      status: 200,
      statusText: '',
      headers: {},
      config,
    };
  };
  return { adapter, calls };
}

/** One page holding all of `rows`. */
export const onePage = <T,>(rows: T[]): Page<T> => ({
  total: rows.length,
  per_page: 20,
  current_page: 1,
  last_page: 1,
  next_last_id: null,
  data: rows,
});

/** The player's own profile as `bettingend.User/index` answers it. */
export const PLAYER = {
  userinfo: { id: 301, username: 'player01', nickname: '彩民01', avatar: '', shop_id: 7, money: '88.00' },
};

/** Logged in as player01, nothing cached, at `hash`. */
/** `keep`: what the device remembers from an earlier render stays (a player coming back to the app). */
export function renderLoggedIn(hash: string, adapter: AxiosAdapter, keep = false) {
  if (!keep) window.localStorage.clear();
  saveTokens('access', 'refresh');
  queryClient.clear();
  http.setAdapter(adapter);
  window.location.hash = hash;
  return render(<App />);
}

/** The windowed lists render only the rows their box holds: give them a phone's. */
export function giveListsTheirBox() {
  const size = (px: number) =>
    function (this: HTMLElement) {
      return this.dataset.testid === 'infinite-list' ? px : 0;
    };
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(size(640));
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(size(390));
}
