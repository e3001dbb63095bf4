import { BodyCode } from '@dzzs/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, ValidationFailure } from '../core/errors.ts';
import { describeIssue } from '../core/issue-messages.ts';
import { M, translate } from '../core/i18n.ts';
import { envelope } from './reply.ts';

/**
 * Answers that Node's HTTP parser gives before any route runs (headers too large, a broken request line or
 * Content-Length): the envelope too, written on the socket, never echoing the request.
 */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; key: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', key: M.headersTooLarge },
  // The whole request did not arrive within the request timeout (a client trickling its body).
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', key: M.requestTooSlow },
};

export function clientErrorAnswer(err: { code?: string }): string {
  const { status, reason, key } = CLIENT_ERRORS[err.code ?? ''] ?? {
    status: 400,
    reason: 'Bad Request',
    key: M.badRequest,
  };
  const body = JSON.stringify(envelope(BodyCode.fail, translate('zh-cn', key), null));
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/** The one error handler: every failure becomes the envelope of docs/api.md. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const lang = req.lang ?? 'zh-cn';
    // Errors answered here never match a route's success schema. A custom serializer stops Fastify from
    // setting the content type itself, so say it is JSON.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');

    if (err instanceof AppError)
      return reply.status(200).send(envelope(err.code, translate(lang, err.key, err.params), err.data));
    if (err instanceof ValidationFailure) {
      const first = err.issues[0];
      return reply
        .status(200)
        .send(
          envelope(BodyCode.fail, first ? describeIssue(first, lang) : translate(lang, M.badRequest), null),
        );
    }
    if (err.statusCode === 429) {
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader('retry-after') ?? 60)));
      return reply
        .status(200)
        .send(envelope(BodyCode.tooManyRequests, translate(lang, M.tooManyRequests, { seconds }), null));
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return reply.status(200).send(envelope(BodyCode.fail, translate(lang, M.invalidJson), null));
    }
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || err.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH') {
      return reply.status(200).send(envelope(BodyCode.fail, translate(lang, M.unsupportedBody), null));
    }
    if (
      err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ||
      err.code === 'FST_REQ_FILE_TOO_LARGE' ||
      err.statusCode === 413
    ) {
      return reply.status(200).send(envelope(BodyCode.fail, translate(lang, M.bodyTooLarge), null));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      req.log.info({ err }, 'client error');
      return reply.status(200).send(envelope(BodyCode.fail, translate(lang, M.badRequest), null));
    }
    req.log.error({ err }, 'unexpected error');
    return reply
      .status(500)
      .send(
        envelope(BodyCode.fail, translate(lang, M.internal, { requestId: req.id }), { request_id: req.id }),
      );
  });

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(envelope(BodyCode.fail, translate(req.lang ?? 'zh-cn', M.notFoundPath), null));
  });
}
