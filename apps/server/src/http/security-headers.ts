import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers do not depend on the request (we use no CSP nonces), so they are worked out once at start
 * and copied onto every reply, instead of re-running helmet's setup per request as @fastify/helmet does.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
