import {
  envelopeOf,
  type Access,
  type Endpoint,
  type Envelope,
  type ParsedRequestOf,
  type SchemaOf,
} from '@dzzs/shared';
import { requestSchemaOf, responseSchemaOf, routesOf } from '@dzzs/shared/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from './app-types.ts';

// Routes are registered from the endpoint definitions of the shared package (docs/architecture.md, "Endpoint
// definitions"): path, method, access, rate limit, request and answer schemas and the /docs text all come from the
// definition, so a module's routes file only says which service answers.

/**
 * Answers a call: gets the parsed request (query string or body alike) and returns the envelope, or the reply when
 * it wrote the answer itself (a kept JSON text).
 */
export type EndpointHandler<E extends Endpoint> = (
  input: ParsedRequestOf<E>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<Envelope<z.input<SchemaOf<E['response']>>> | FastifyReply>;

/** Registers the handler of one endpoint (under its aliases too). */
export function serve<E extends Endpoint>(app: App, endpoint: E, handler: EndpointHandler<E>): void {
  const request = requestSchemaOf(endpoint);
  const described = {
    response: { 200: envelopeOf(responseSchemaOf(endpoint)) },
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: describeAccess(endpoint),
  };
  const config = {
    ...endpoint.access,
    ...(endpoint.perMinute ? { rateLimit: { max: endpoint.perMinute, timeWindow: '1 minute' } } : {}),
  };
  for (const { method, url } of routesOf(endpoint))
    app.route({
      method,
      url,
      schema: request ? { ...described, [method === 'GET' ? 'querystring' : 'body']: request } : described,
      config,
      handler: async (req, reply) => {
        const answer = await handler(
          (method === 'GET' ? req.query : req.body) as ParsedRequestOf<E>,
          req,
          reply,
        );
        // An answer the handler sent itself is not sent again.
        return wroteItself(answer, reply) ? undefined : answer;
      },
    });
}

const wroteItself = (answer: Envelope<unknown> | FastifyReply, reply: FastifyReply): answer is FastifyReply =>
  answer === reply;

const WHO: Record<Access['auth'], string> = {
  none: 'Anyone; no token needed.',
  login: 'Any logged-in account.',
  shop: 'The shopkeeper or their staff.',
  shopkeeper: 'The shopkeeper only.',
  player: 'A player.',
  support: 'The platform’s support accounts.',
};

/** Who may call, in the words /docs shows. */
function describeAccess(endpoint: Endpoint): string {
  const { auth, certified, staff } = endpoint.access;
  return [
    WHO[auth],
    certified ? 'The shop must be certified.' : '',
    staff ? `Staff need the ${staff} permission.` : '',
    endpoint.perMinute ? `At most ${endpoint.perMinute} calls a minute from one address.` : '',
    endpoint.form === 'multipart' ? 'The body is a multipart form with one file.' : '',
    endpoint.legacyWritingGet
      ? 'It changes data although it is a GET, as the earlier app called it; new calls that change data are POSTs.'
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}
