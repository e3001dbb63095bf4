import { BodyCode } from '@dzzs/shared';
import type { Params } from './i18n.ts';

/**
 * The one error type of the server: carries the body code, a message key (translated per request) and
 * optional data for the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly key: string,
    readonly params: Params = {},
    readonly data: unknown = null,
  ) {
    super(key);
  }

  static fail(key: string, params?: Params, data?: unknown) {
    return new AppError(BodyCode.fail, key, params, data ?? null);
  }
  static forbidden(key: string, params?: Params) {
    return new AppError(BodyCode.forbidden, key, params);
  }
}

/** A request that failed its schema; `issues` are zod issues, `part` is body / querystring / params. */
export class ValidationFailure extends Error {
  constructor(
    readonly issues: readonly ValidationIssue[],
    readonly part: string,
  ) {
    super('validation failed');
  }
}

export interface ValidationIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  [key: string]: unknown;
}
