import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { nowSeconds } from '../core/clock.ts';
import type { Envelope } from '@dzzs/shared';
import { translate, type Lang } from '../core/i18n.ts';
import { BodyCode } from '@dzzs/shared';

/** The envelope of every answer (docs/api.md); `time` is the request's start in unix seconds. */
export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, time: nowSeconds(), data };
}

/** Success envelope. */
export function ok<T>(data: T, msg = ''): Envelope<T> {
  return envelope(BodyCode.ok, msg, data);
}

/** Success whose data is a sentence for the person (the earlier app toasts `data`), also given as `msg`. */
export function okSaying(
  lang: Lang,
  key: string,
  params?: Record<string, string | number>,
): Envelope<string> {
  const text = translate(lang, key, params);
  return ok(text, text);
}

/**
 * Success whose data is JSON text already (a cached answer): the envelope is written around it, so the text is
 * not parsed and serialized again on every request. Where answers are checked against their schema (development and
 * tests), this one is too.
 */
export function sendJsonData(
  reply: FastifyReply,
  json: string,
  check: { schema: z.ZodType; validate: boolean },
): FastifyReply {
  if (check.validate) check.schema.parse(JSON.parse(json));
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"code":${BodyCode.ok},"msg":"","time":${nowSeconds()},"data":${json}}`);
}
