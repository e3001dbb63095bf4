import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Prometheus metrics. `/metrics` answers loopback callers (a collector on the same host) or anyone presenting the
 * configured bearer token; to everyone else it does not exist.
 */
export function installMetrics(
  app: FastifyInstance,
  token: string | null,
  extra: (registry: Registry) => void = () => {},
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  extra(registry);
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route, status: reply.statusCode });
    duration.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });
  app.get(
    '/metrics',
    { config: { auth: 'none', rateLimit: false }, schema: { hide: true } },
    async (req, reply) => {
      const bearer = req.headers.authorization === `Bearer ${token}` && token !== null;
      if (!bearer && !LOOPBACK.has(req.ip)) return reply.callNotFound();
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
}
