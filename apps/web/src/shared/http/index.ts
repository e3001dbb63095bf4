import type { Endpoint, Envelope, RequestOf, ResponseOf } from '@dzzs/shared';
import { i18n, serverLanguage } from '../i18n/index.ts';
import { goToLoginPage } from '../navigation.ts';
import { queryClient } from '../query-client.ts';
import { clearSession, saveTokens, useAppStore } from '../store/app-store.ts';
import { toast } from '../ui/toast.ts';
import { createHttpClient, HttpStatusError, type CallOptions, type HttpRejection } from './client.ts';

export { HttpStatusError, type HttpRejection } from './client.ts';

/**
 * Ends the session everywhere: tokens, store, cached server data; then the login page. A session that died under
 * the user (keepPlace) returns to the same page after logging in again; an explicit logout starts afresh.
 */
export async function endSession(options: { keepPlace?: boolean } = {}): Promise<void> {
  // Leave first: clearing the store while a protected page is shown would make that page redirect on its own.
  try {
    await goToLoginPage(options.keepPlace ?? true);
  } finally {
    clearSession();
    queryClient.clear();
  }
}

export const http = createHttpClient({
  accessToken: () => useAppStore.getState().access_token,
  refreshToken: () => useAppStore.getState().refresh_token,
  saveTokens,
  language: serverLanguage,
  toast: (message) => toast(message),
  goToLogin: () => void endSession(),
  serverErrorText: () => i18n.t('http.serverError'),
  baseUrl: () => useAppStore.getState().baseUrl,
});

type ApiArgs<E extends Endpoint> =
  RequestOf<E> extends undefined
    ? [input?: undefined, options?: Omit<CallOptions, 'params'>]
    : [input: RequestOf<E>, options?: Omit<CallOptions, 'params'>];

/**
 * Calls an endpoint of the shared definitions (docs/architecture.md, "Endpoint definitions"): its path and method
 * come from the definition, the input and answer types from its schemas. A GET sends the input as the query string,
 * a POST as the body (JSON, or the FormData of a multipart endpoint).
 */
export function callApi<E extends Endpoint>(endpoint: E, ...[input, options]: ApiArgs<E>) {
  return http.request<ResponseOf<E>>({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.method === 'GET'
      ? { params: input as Record<string, unknown> | undefined }
      : { data: input }),
  });
}

/** The data of a successful call; a refusal rejects with ApiError (for react-query). */
export async function fetchData<E extends Endpoint>(
  endpoint: E,
  ...args: ApiArgs<E>
): Promise<ResponseOf<E>> {
  return expectOk(await callApi(endpoint, ...args));
}

/** A business refusal (code ≠ 1) carried as an error, for react-query. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Data of a successful envelope; a refusal becomes an ApiError with the server's message. */
export function expectOk<T>(envelope: Envelope<T>): T {
  if (envelope.code !== 1) throw new ApiError(envelope.msg, envelope.code, envelope.data);
  return envelope.data;
}

/** Words for any failure of a call, for a toast or an error view. */
export function describeFailure(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const reason = error as HttpRejection | Error;
  if (reason === 'timeout') return i18n.t('http.timeout');
  if (reason === 'abort') return '';
  if (reason instanceof HttpStatusError) return i18n.t('http.status', { status: reason.status });
  if (reason instanceof Error && reason.message) return reason.message;
  return i18n.t('http.network');
}
