import axios, { AxiosError, type AxiosAdapter, type AxiosResponse, type Method } from 'axios';
import { accountApi, APP_VERSION, REFRESHABLE_CODES, type Envelope } from '@dzzs/shared';

/** HTTP statuses that carry an envelope the caller must see (docs/architecture.md, web rules); any other status rejects. */
export const ANSWER_STATUSES: readonly number[] = [200, 201, 204, 401, 500];
export const REQUEST_TIMEOUT_MS = 60_000;

export interface HttpDeps {
  accessToken(): string;
  refreshToken(): string;
  /** Stores the pair a refresh answered with (refresh tokens rotate: the old one no longer works). */
  saveTokens(token: string, refreshToken: string): void;
  /** `think-lang` value. */
  language(): 'zh-cn' | 'en';
  toast(message: string): void;
  /** Leaves for the login page; the session is dead. Must tolerate being called several times. */
  goToLogin(): void;
  /** Text shown when a 500 arrives without an envelope (a proxy page, a crash). */
  serverErrorText(): string;
  baseUrl(): string;
}

/** Rejection for an HTTP status outside ANSWER_STATUSES (404, 502, …). */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/**
 * What a call rejects with: `'timeout'`, `'abort'`, `undefined` on a network failure (no message, as the earlier
 * client did, so callers show their own), or HttpStatusError.
 */
export type HttpRejection = 'timeout' | 'abort' | undefined | HttpStatusError;

export interface CallOptions {
  params?: Record<string, unknown>;
  signal?: AbortSignal;
  /** false for the calls made before there is a session: login, register, password reset, code sending. */
  auth?: boolean;
  headers?: Record<string, string>;
}

interface Call extends CallOptions {
  method: Method;
  url: string;
  data?: unknown;
}

type RefreshOutcome = { ok: true } | { ok: false };

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function rejection(error: unknown): HttpRejection {
  if (axios.isCancel(error)) return 'abort';
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ETIMEDOUT) return 'timeout';
    // axios reports both a browser-aborted XHR and (without clarifyTimeoutError) a time-out as ECONNABORTED.
    if (error.code === AxiosError.ECONNABORTED) return /timeout/i.test(error.message) ? 'timeout' : 'abort';
    if (error.code === AxiosError.ERR_CANCELED) return 'abort';
    if (error.response) return new HttpStatusError(error.response.status);
  }
  return undefined;
}

export function createHttpClient(deps: HttpDeps, adapter?: AxiosAdapter) {
  const instance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    validateStatus: (status) => ANSWER_STATUSES.includes(status),
    transitional: { clarifyTimeoutError: true, silentJSONParsing: true, forcedJSONParsing: true },
    ...(adapter ? { adapter } : {}),
  });

  let refreshing: Promise<RefreshOutcome> | null = null;

  function toEnvelope(response: AxiosResponse): Envelope {
    const body: unknown = response.data;
    if (isEnvelope(body)) return body;
    const time = Math.floor(Date.now() / 1000);
    if (response.status === 204 || body === '' || body === undefined || body === null) {
      return {
        code: response.status < 300 ? 1 : 0,
        msg: response.status < 300 ? '' : deps.serverErrorText(),
        time,
        data: null,
      };
    }
    return { code: 0, msg: deps.serverErrorText(), time, data: null };
  }

  async function send(call: Call, token = deps.accessToken()): Promise<Envelope> {
    const headers: Record<string, string> = {
      server: '1',
      'think-lang': deps.language(),
      'app-version': APP_VERSION.name,
      ...call.headers,
    };
    if (call.auth !== false && token) headers['ba-user-token'] = token;
    try {
      const response = await instance.request({
        method: call.method,
        url: call.url,
        baseURL: deps.baseUrl() || undefined,
        params: call.params,
        data: call.data,
        signal: call.signal,
        headers,
      });
      return toEnvelope(response);
    } catch (error) {
      throw rejection(error);
    }
  }

  // One refresh for every call that meets an expired token at the same moment; they all wait for it.
  function refreshOnce(oldAccessToken: string, refreshToken: string): Promise<RefreshOutcome> {
    refreshing ??= (async (): Promise<RefreshOutcome> => {
      const answer = await send(
        { method: 'POST', url: accountApi.refreshToken.path, data: { refresh_token: refreshToken } },
        oldAccessToken,
      );
      const data = answer.data as { token?: unknown; refresh_token?: unknown } | null;
      const token = data?.token;
      if (answer.code === 1 && typeof token === 'string' && token) {
        deps.saveTokens(token, typeof data?.refresh_token === 'string' ? data.refresh_token : refreshToken);
        return { ok: true };
      }
      // Said once here rather than by every waiting call.
      deps.toast(answer.msg);
      deps.goToLogin();
      return { ok: false };
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T = unknown>(call: Call): Promise<Envelope<T>> {
    const sentToken = deps.accessToken();
    const first = await send(call, sentToken);
    if (call.auth === false || !REFRESHABLE_CODES.includes(first.code)) return first as Envelope<T>;

    const refreshToken = deps.refreshToken();
    if (!refreshToken) {
      deps.toast(first.msg);
      deps.goToLogin();
      return first as Envelope<T>;
    }
    const current = deps.accessToken();
    // A refresh finished while this call was in flight: the stored token is already new, replay with it.
    if (!(current && current !== sentToken)) {
      const outcome = await refreshOnce(current || sentToken, refreshToken);
      if (!outcome.ok) return first as Envelope<T>;
    }
    // Same method, URL, parameters and body: the earlier client replayed with an empty body and lost POST data.
    const replayed = await send(call);
    if (REFRESHABLE_CODES.includes(replayed.code)) {
      // A brand-new token refused again means the account itself is gone (disabled, revoked): don't loop.
      deps.toast(replayed.msg);
      deps.goToLogin();
    }
    return replayed as Envelope<T>;
  }

  return {
    request,
    /** Tests swap the transport here; nothing else should touch axios. */
    setAdapter(next: AxiosAdapter | undefined) {
      instance.defaults.adapter = next ?? axios.defaults.adapter;
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
