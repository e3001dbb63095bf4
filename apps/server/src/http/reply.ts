import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** The end of a success envelope written around JSON bytes. */
const ENVELOPE_END = Buffer.from('}');

/**
 * Success whose data is JSON already encoded as UTF-8 (a kept answer, or one made of kept parts): the envelope is
 * written around the bytes, so the answer is neither serialized nor encoded again on every request. Where answers
 * are checked against their schema (development and tests), this one is too.
 */
export function sendJsonData(
  reply: FastifyReply,
  json: Buffer,
  check: { schema: z.ZodType; validate: boolean },
): FastifyReply {
  if (check.validate) check.schema.parse(JSON.parse(json.toString('utf8')));
  const start = Buffer.from(`{"code":${BodyCode.ok},"msg":"","time":${nowSeconds()},"data":`);
  return reply
    .type('application/json; charset=utf-8')
    .send(Buffer.concat([start, json, ENVELOPE_END], start.length + json.length + 1));
}

/** `Cache-Control: no-cache` asks for a read from the database rather than a kept answer. */
export const wantsFresh = (req: FastifyRequest): boolean =>
  /no-cache/i.test(req.headers['cache-control'] ?? '');
