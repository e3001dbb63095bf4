import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers do not depend on the request (we use no CSP nonces), so they are worked out once at start and
 * copied onto every reply, instead of re-running helmet's setup per request as @fastify/helmet does.
 *
 * Two sets: HSTS and `upgrade-insecure-requests` only go with requests that came over HTTPS (directly, or through
 * a trusted proxy that says so). A shop serving its phones over plain HTTP on its LAN would otherwise get a blank
 * page: the browser would fetch every script as https:// from a server that has no TLS.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const secure = headersOf(options);
  const csp = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy : {};
  const plain = headersOf({
    ...options,
    strictTransportSecurity: false,
    contentSecurityPolicy: { ...csp, directives: { ...csp.directives, upgradeInsecureRequests: null } },
  } as HelmetOptions);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.protocol === 'https' ? secure : plain);
    done();
  });
}

function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}
