import type { Envelope } from '@dzzs/shared';
import { BodyCode } from '@dzzs/shared';

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Success envelope; `time` is the request's start in unix seconds. */
export function ok<T>(data: T, msg = ''): Envelope<T> {
  return { code: BodyCode.ok, msg, time: nowSeconds(), data };
}
