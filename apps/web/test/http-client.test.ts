import { describe, expect, it, vi } from 'vitest';
import { AxiosError, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { APP_VERSION } from '@dzzs/shared';
import {
  createHttpClient,
  HttpStatusError,
  REQUEST_TIMEOUT_MS,
  type HttpDeps,
} from '@dzzs/web-shared/http/client.ts';
import { envelope, fakeServer } from './helpers.tsx';

function setup(
  routes: Parameters<typeof fakeServer>[0],
  tokens: { access?: string; refresh?: string } = { access: 'old-access', refresh: 'refresh-1' },
) {
  const server = fakeServer(routes);
  const state = {
    access: tokens.access ?? '',
    refresh: tokens.refresh ?? '',
    lang: 'zh-cn' as 'zh-cn' | 'en',
  };
  const deps: HttpDeps = {
    accessToken: () => state.access,
    refreshToken: () => state.refresh,
    saveTokens: vi.fn((token: string, refresh: string) => {
      state.access = token;
      state.refresh = refresh;
    }),
    language: () => state.lang,
    toast: vi.fn(),
    goToLogin: vi.fn(),
    serverErrorText: () => '服务器开小差了',
    baseUrl: () => '',
  };
  const client = createHttpClient(deps, server.adapter);
  return { client, deps, state, calls: server.calls };
}

const ok = (data: unknown = null) => ({ body: envelope(data) });

type Client = ReturnType<typeof createHttpClient>;
type Options = Omit<Parameters<Client['request']>[0], 'method' | 'url'>;
// The client's one entry is `request` (the app calls it through callApi); these spell the two methods briefly.
const get = (client: Client, url: string, params?: Record<string, unknown>, options: Options = {}) =>
  client.request({ ...options, method: 'GET', url, params });
const post = (client: Client, url: string, data?: unknown, options: Options = {}) =>
  client.request({ ...options, method: 'POST', url, data });

describe('http client headers and time-out', () => {
  it('sends server: 1, the access token, think-lang and app-version on every call', async () => {
    const { client, calls, state } = setup({ 'GET /api/x': () => ok() });
    await get(client, '/api/x');
    state.lang = 'en';
    await get(client, '/api/x');
    expect(calls[0]?.headers).toMatchObject({
      server: '1',
      'ba-user-token': 'old-access',
      'think-lang': 'zh-cn',
      'app-version': APP_VERSION.name,
    });
    expect(calls[1]?.headers['think-lang']).toBe('en');
  });

  it('leaves the token out of calls made before a session (auth: false)', async () => {
    const { client, calls } = setup({ 'POST /api/NewUser/login': () => ok() });
    await post(client, '/api/NewUser/login', { username: 'a' }, { auth: false });
    expect(calls[0]?.headers['ba-user-token']).toBeUndefined();
    expect(calls[0]?.headers.server).toBe('1');
  });

  it('gives up after 60 s', async () => {
    let seenTimeout = 0;
    const { client } = setup({
      'GET /api/slow': () => ok(),
    });
    const adapter = async (config: InternalAxiosRequestConfig) => {
      seenTimeout = config.timeout ?? 0;
      throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config);
    };
    client.setAdapter(adapter);
    await expect(get(client, '/api/slow')).rejects.toBe('timeout');
    expect(seenTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });
});

describe('http client answers and rejections', () => {
  it.each([200, 201, 401, 500])('resolves with the envelope on HTTP %i', async (status) => {
    const body = envelope({ a: 1 }, status === 200 || status === 201 ? 1 : 0, 'm');
    const { client } = setup({ 'GET /api/x': () => ({ status, body }) });
    await expect(get(client, '/api/x')).resolves.toEqual(body);
  });

  it('resolves HTTP 204 (no body) as a success envelope', async () => {
    const { client } = setup({ 'POST /api/x': () => ({ status: 204, body: '' }) });
    await expect(post(client, '/api/x')).resolves.toMatchObject({ code: 1, data: null });
  });

  it('resolves a 500 without an envelope as code 0 with a generic message', async () => {
    const { client } = setup({ 'GET /api/x': () => ({ status: 500, body: '<html>Bad gateway</html>' }) });
    await expect(get(client, '/api/x')).resolves.toMatchObject({ code: 0, msg: '服务器开小差了' });
  });

  it.each([404, 403, 502, 503])('rejects any other status (%i)', async (status) => {
    const { client } = setup({ 'GET /api/x': () => ({ status, body: envelope(null, 0) }) });
    const failure = await get(client, '/api/x').catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(HttpStatusError);
    expect((failure as HttpStatusError).status).toBe(status);
  });

  it("rejects with 'abort' when the caller aborts", async () => {
    const { client } = setup({});
    client.setAdapter(
      (config) =>
        new Promise((_, reject) => {
          config.signal?.addEventListener?.('abort', () =>
            reject(new CanceledError(undefined, undefined, config)),
          );
        }),
    );
    const controller = new AbortController();
    const pending = get(client, '/api/x', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBe('abort');
  });

  it('rejects with no message on a network failure', async () => {
    const { client } = setup({});
    client.setAdapter(async (config) => {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    });
    let reason: unknown = 'not rejected';
    await get(client, '/api/x').catch((r: unknown) => {
      reason = r;
    });
    expect(reason).toBeUndefined();
  });
});

describe('http client token refresh', () => {
  it.each([302, 303, 409])(
    'on body code %i refreshes once, stores the new token and replays the call unchanged',
    async (code) => {
      let first = true;
      const { client, calls, deps, state } = setup({
        'POST /api/orders/edit': () => {
          if (first) {
            first = false;
            return { body: envelope(null, code, 'expired') };
          }
          return ok({ saved: true });
        },
        'POST /api/common/refreshToken': () =>
          ok({ type: 'user-refresh', token: 'new-access', refresh_token: 'refresh-2' }),
      });
      const answer = await post(
        client,
        '/api/orders/edit',
        { order_id: 9, reason: '票数太多' },
        { params: { q: 1 } },
      );
      expect(answer).toMatchObject({ code: 1, data: { saved: true } });
      const refresh = calls.filter((c) => c.url === '/api/common/refreshToken');
      expect(refresh).toHaveLength(1);
      expect(refresh[0]?.method).toBe('POST');
      expect(refresh[0]?.data).toEqual({ refresh_token: 'refresh-1' });
      expect(refresh[0]?.headers['ba-user-token']).toBe('old-access');
      // Refresh tokens rotate: the new pair is stored, the old refresh token is gone.
      expect(deps.saveTokens).toHaveBeenCalledWith('new-access', 'refresh-2');
      expect(state.access).toBe('new-access');
      expect(state.refresh).toBe('refresh-2');
      const replay = calls[calls.length - 1];
      expect(replay).toMatchObject({
        method: 'POST',
        url: '/api/orders/edit',
        data: { order_id: 9, reason: '票数太多' },
        params: { q: 1 },
      });
      expect(replay?.headers['ba-user-token']).toBe('new-access');
      expect(deps.goToLogin).not.toHaveBeenCalled();
    },
  );

  it('shares one refresh among every call waiting at that moment', async () => {
    let release: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, calls, state } = setup({
      'GET /api/a': (call) =>
        call.headers['ba-user-token'] === 'new-access' ? ok('a') : { body: envelope(null, 409) },
      'GET /api/b': (call) =>
        call.headers['ba-user-token'] === 'new-access' ? ok('b') : { body: envelope(null, 409) },
      'POST /api/c': (call) =>
        call.headers['ba-user-token'] === 'new-access' ? ok(call.data) : { body: envelope(null, 303) },
      'POST /api/common/refreshToken': async () => {
        await refreshGate;
        return ok({ type: 'user-refresh', token: 'new-access' });
      },
    });
    const all = Promise.all([get(client, '/api/a'), get(client, '/api/b'), post(client, '/api/c', { x: 1 })]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/common/refreshToken')).toHaveLength(1));
    release();
    const answers = await all;
    expect(answers.map((a) => a.data)).toEqual(['a', 'b', { x: 1 }]);
    expect(calls.filter((c) => c.url === '/api/common/refreshToken')).toHaveLength(1);
    expect(state.access).toBe('new-access');
  });

  it('replays without a second refresh when another call already refreshed meanwhile', async () => {
    const { client, calls, state } = setup({
      'GET /api/late': (call) => {
        // The answer for the old token arrives after someone else stored a new one.
        if (call.headers['ba-user-token'] === 'old-access') {
          state.access = 'fresh-from-elsewhere';
          return { body: envelope(null, 409) };
        }
        return ok('late');
      },
      'POST /api/common/refreshToken': () => ok({ type: 'user-refresh', token: 'never' }),
    });
    await expect(get(client, '/api/late')).resolves.toMatchObject({ data: 'late' });
    expect(calls.filter((c) => c.url === '/api/common/refreshToken')).toHaveLength(0);
    expect(calls[1]?.headers['ba-user-token']).toBe('fresh-from-elsewhere');
  });

  it('refresh answered with code ≠ 1: toasts its msg, goes to login, resolves with the original response', async () => {
    const original = envelope(null, 409, 'token expired');
    const { client, calls, deps } = setup({
      'GET /api/x': () => ({ body: original }),
      'POST /api/common/refreshToken': () => ({ body: envelope(null, 0, '登录已过期，请重新登录') }),
    });
    await expect(get(client, '/api/x')).resolves.toEqual(original);
    expect(deps.toast).toHaveBeenCalledWith('登录已过期，请重新登录');
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    expect(deps.saveTokens).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url === '/api/x')).toHaveLength(1);
  });

  it('a failed shared refresh toasts and leaves once for all waiting calls', async () => {
    const { client, deps } = setup({
      'GET /api/a': () => ({ body: envelope(null, 409, 'expired') }),
      'GET /api/b': () => ({ body: envelope(null, 409, 'expired') }),
      'POST /api/common/refreshToken': () => ({ body: envelope(null, 0, 'refresh token invalid') }),
    });
    const answers = await Promise.all([get(client, '/api/a'), get(client, '/api/b')]);
    expect(answers.map((a) => a.code)).toEqual([409, 409]);
    expect(deps.toast).toHaveBeenCalledTimes(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token: toasts the msg and goes to login, resolving with the response', async () => {
    const original = envelope({ type: 'need login' }, 303, '请先登录');
    const { client, calls, deps } = setup(
      { 'GET /api/x': () => ({ body: original }) },
      { access: 'a', refresh: '' },
    );
    await expect(get(client, '/api/x')).resolves.toEqual(original);
    expect(deps.toast).toHaveBeenCalledWith('请先登录');
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.url === '/api/common/refreshToken')).toBe(false);
  });

  it('does not loop when the replayed call is refused again', async () => {
    const { client, calls, deps } = setup({
      'GET /api/x': () => ({ body: envelope(null, 303, '账号已停用') }),
      'POST /api/common/refreshToken': () => ok({ type: 'user-refresh', token: 'new-access' }),
    });
    await expect(get(client, '/api/x')).resolves.toMatchObject({ code: 303 });
    expect(calls.filter((c) => c.url === '/api/x')).toHaveLength(2);
    expect(calls.filter((c) => c.url === '/api/common/refreshToken')).toHaveLength(1);
    expect(deps.goToLogin).toHaveBeenCalledTimes(1);
    expect(deps.toast).toHaveBeenCalledWith('账号已停用');
  });

  it('leaves other body codes (0, 401, 402) to the caller', async () => {
    for (const code of [0, 401, 402]) {
      const { client, calls, deps } = setup({ 'GET /api/x': () => ({ body: envelope(null, code, 'no') }) });
      await expect(get(client, '/api/x')).resolves.toMatchObject({ code });
      expect(calls).toHaveLength(1);
      expect(deps.goToLogin).not.toHaveBeenCalled();
    }
  });

  it('never refreshes for calls made without a session (login refusing is not an expired token)', async () => {
    const { client, calls } = setup({
      'POST /api/NewUser/login': () => ({ body: envelope(null, 303, 'x') }),
    });
    await post(client, '/api/NewUser/login', {}, { auth: false });
    expect(calls).toHaveLength(1);
  });
});
