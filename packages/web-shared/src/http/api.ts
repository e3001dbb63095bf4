import type { Endpoint, Envelope, RequestOf, ResponseOf } from '@dzzs/shared';
import { i18n } from '../i18n/index.ts';
import {
  createHttpClient,
  HttpStatusError,
  type CallOptions,
  type HttpDeps,
  type HttpRejection,
} from './client.ts';

export type ApiArgs<E extends Endpoint> =
  RequestOf<E> extends undefined
    ? [input?: undefined, options?: Omit<CallOptions, 'params'>]
    : [input: RequestOf<E>, options?: Omit<CallOptions, 'params'>];

/**
 * An app's calls to the shared endpoint definitions (docs/architecture.md, "Endpoint definitions"), over one HTTP
 * client whose session (tokens, where they are kept, where a dead session leads) the app supplies.
 */
export function createApi(deps: HttpDeps) {
  const http = createHttpClient(deps);

  /**
   * Calls an endpoint: its path and method come from the definition, the input and answer types from its schemas. A
   * GET sends the input as the query string, a POST as the body (JSON, or the FormData of a multipart endpoint).
   */
  function callApi<E extends Endpoint>(endpoint: E, ...[input, options]: ApiArgs<E>) {
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
  async function fetchData<E extends Endpoint>(endpoint: E, ...args: ApiArgs<E>): Promise<ResponseOf<E>> {
    return expectOk(await callApi(endpoint, ...args));
  }

  return { http, callApi, fetchData };
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
