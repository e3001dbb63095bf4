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
export function installSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  /** Where the build's scripts and stylesheets are served (`/assets/`): see SUBRESOURCE_HEADERS. */
  subresources: string,
  /** Where the JSON API answers (`/api/`): see API_HEADERS. */
  api: string,
): void {
  const secure = headersOf(options);
  const csp = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy : {};
  const plain = headersOf({
    ...options,
    strictTransportSecurity: false,
    contentSecurityPolicy: { ...csp, directives: { ...csp.directives, upgradeInsecureRequests: null } },
  } as HelmetOptions);
  const only = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name)));
  const secureSubresource = only(secure);
  const plainSubresource = only(plain);
  const secureApi = { ...secureSubresource, ...API_HEADERS };
  const plainApi = { ...plainSubresource, ...API_HEADERS };
  app.addHook('onRequest', (req, reply, done) => {
    const https = req.protocol === 'https';
    if (req.url.startsWith(api)) reply.headers(https ? secureApi : plainApi);
    else if (req.url.startsWith(subresources)) reply.headers(https ? secureSubresource : plainSubresource);
    else reply.headers(https ? secure : plain);
    done();
  });
}

/**
 * The headers that act on a script or a stylesheet. The others (CSP, frame, referrer, opener and the rest) act on the
 * document that loads them, and sent with each of the ~45 scripts of the first load they were 27 KB of it
 * (docs/operations.md, "First load").
 */
const SUBRESOURCE_HEADERS = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * An API answer is JSON that no page embeds as a document: besides the subresource headers it needs only to be inert
 * if it is ever opened as one (nothing loads or runs in it, and nothing frames it). The document's dozen headers went
 * out with every API answer before, some 700 bytes each time, more than most answers' own JSON.
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}
