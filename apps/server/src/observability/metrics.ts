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
  // Every response passes here: the labelled series are looked up once per method, route and status and kept, not
  // hashed from a labels object on each request.
  const series = new Map<string, { count: Counter.Internal; time: Histogram.Internal<string> }>();
  app.addHook('onResponse', (req, reply, done) => {
    const route = req.routeOptions.url ?? 'unmatched';
    const key = `${req.method} ${reply.statusCode} ${route}`;
    let kept = series.get(key);
    if (!kept) {
      kept = {
        count: requests.labels(req.method, route, String(reply.statusCode)),
        time: duration.labels(req.method, route),
      };
      series.set(key, kept);
    }
    kept.count.inc();
    kept.time.observe(reply.elapsedTime / 1000);
    done();
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
