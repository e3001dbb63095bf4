import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { API_PATH_PREFIX } from '@dzzs/shared';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { ping, type DatabaseHandle } from './db/database.ts';
import { pendingMigrations } from './db/migrate.ts';
import type { App } from './http/app-types.ts';
import { makeAuthHook } from './http/auth-guard.ts';
import { clientErrorAnswer, installErrorHandling } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { serveUploads } from './http/uploads.ts';
import { nowSeconds } from './core/clock.ts';
import { AppError, ValidationFailure } from './core/errors.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './core/json-depth.ts';
import { langOf, M, translate } from './core/i18n.ts';
import { validatorCompiler } from './http/validation.ts';
import { createCodeSender } from './modules/codes/code-delivery.ts';
import type { CodeSender } from './modules/codes/code-sender.ts';
import { installMetrics } from './observability/metrics.ts';
import { MODULES } from './modules/index.ts';
import type { ServerModule } from './server-module.ts';
import { eventHeads, eventsAfter } from './modules/events/events.service.ts';
import { createLocalBus, createRedisBus, type EventBus } from './ws/event-bus.ts';
import { sequencedBus } from './ws/sequenced-bus.ts';
import { frameHandlersOf, WsHub } from './ws/hub.ts';
import { openStorage } from './storage/open-storage.ts';
import { wsRoutes } from './ws/ws.routes.ts';
import { Gauge } from 'prom-client';

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
const DEFAULT_PLAYER_DIST = fileURLToPath(new URL('../../player/dist', import.meta.url));
/** Where the player app (彩民端) is served: the same origin as the shop app, under its own path. */
export const PLAYER_PREFIX = '/player/';
const COMPRESS_ABOVE_BYTES = 1024;
/** Vite's output folder: every name in it carries a hash of its content, so it may be cached for good. */
const HASHED_DIR = 'assets';
/** The routes @fastify/static makes for the web root (prefix '/'). */
const WEB_ROUTES = new Set(['/', '/*', PLAYER_PREFIX.slice(0, -1), PLAYER_PREFIX, `${PLAYER_PREFIX}*`]);

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  codeSender?: CodeSender;
  events?: EventBus;
  /** The modules to run (tests may pass their own list); default: every module of the product. */
  modules?: readonly ServerModule[];
  /** Connection limits (tests shorten them); default: DEFAULT_TIMEOUTS. */
  timeouts?: Timeouts;
}

export interface Timeouts {
  /** The whole request, headers and body, must arrive within this. */
  requestMs: number;
  /** A socket with no traffic at all is closed after this. */
  connectionMs: number;
  keepAliveMs: number;
  /** How often Node looks for requests past `requestMs` (its default is 30 s). */
  checkEveryMs: number;
}

// A client that sends its request slowly (a byte every few seconds) is answered 408 and cut off within
// requestMs + checkEveryMs, instead of holding a socket.
export const DEFAULT_TIMEOUTS: Timeouts = {
  requestMs: 30_000,
  connectionMs: 60_000,
  keepAliveMs: 5_000,
  checkEveryMs: 2_000,
};

export interface Built {
  app: App;
  ctx: AppContext;
  hub: WsHub;
  /** Every route the modules registered, with its schema and rules (the contract test walks them). */
  routes: RouteOptions[];
  /** Stops gracefully: not ready first, then sockets closed with 1012, requests in flight finished (SIGTERM). */
  drain(graceMs: number): Promise<void>;
}

const SECRET_PARAMS =
  /([?&](?:token|ba-user-token|ba_user_token|bausertoken|refresh_token|refreshToken)=)[^&]*/g;

/** Request logs without secrets: tokens in the query string are masked (headers are not logged at all). */
function redactedRequest(req: {
  method: string;
  url: string;
  ip?: string;
  headers: Record<string, unknown>;
}) {
  return { method: req.method, url: req.url.replace(SECRET_PARAMS, '$1[redacted]'), remoteAddress: req.ip };
}

function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === '__proto__')
    throw new ValidationFailure([{ code: 'unrecognized_keys', keys: [key], path: [], message: '' }], 'body');
  return value;
}

/** Builds the whole HTTP + websocket server on an open, migrated database. */
export async function buildApp(opts: BuildOptions): Promise<Built> {
  const { config } = opts;
  const timeouts = opts.timeouts ?? DEFAULT_TIMEOUTS;
  const app = Fastify({
    // Whatever logger options the caller gives, requests are logged through the redacting serializer.
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
            serializers: { req: redactedRequest },
          },
    genReqId: () => crypto.randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks the request time-out only when the server is created with it (setting it afterwards, as Fastify
    // does with `requestTimeout`, leaves a trickling client connected), so it is given here too.
    http: { connectionsCheckingInterval: timeouts.checkEveryMs, requestTimeout: timeouts.requestMs },
    clientErrorHandler(err, socket) {
      if (socket.writable) socket.end(clientErrorAnswer(err as { code?: string }));
      else socket.destroy();
    },
    // A URL that can't be decoded answers the envelope, without echoing it.
    frameworkErrors(_err, req, reply) {
      (reply as unknown as FastifyReply)
        .status(400)
        .type('application/json; charset=utf-8')
        .send({
          code: 0,
          msg: translate(langOf(req.headers['think-lang']), M.badRequest),
          time: nowSeconds(),
          data: null,
        });
    },
  }) as unknown as App;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    config.validateResponses ? serializerCompiler : () => (data) => JSON.stringify(data),
  );
  app.decorateRequest('lang', 'zh-cn');
  app.decorateRequest('caller', null);
  app.addHook('onRequest', (req, _reply, done) => {
    req.lang = langOf(req.headers['think-lang']);
    done();
  });
  // The earlier clients may post forms; treat them like JSON objects.
  // JSON bodies: a "__proto__" key is refused like any field we don't take (the default parser called it invalid
  // JSON), before any code could merge it into an object; nesting too deep to walk is refused before parsing.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      if (nestedDeeperThan(body as string)) throw AppError.fail(M.bodyTooDeep, { max: MAX_JSON_DEPTH });
      done(null, JSON.parse(body as string, refusePrototypeKeys));
    } catch (err) {
      done(err as Error);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const transport =
    opts.events ??
    (config.redisUrl
      ? await createRedisBus(config.redisUrl, (err) => app.log.error({ err }, 'redis bus error'))
      : createLocalBus());
  // Read when used: a test may give a running app another database.
  const events = sequencedBus(transport, () => ctx);
  const storage = await openStorage(config);
  const ctx: AppContext = {
    db: opts.database.db,
    dialect: opts.database.kind,
    config,
    events,
    codeSender: opts.codeSender ?? createCodeSender(config.codeDelivery, config.dataDir, app.log),
    storage,
    log: app.log,
    modules: opts.modules ?? MODULES,
  };
  const hub = new WsHub(transport, app.log, frameHandlersOf(ctx), {
    heads: (shops) => eventHeads(ctx, shops),
    after: (shop, seq, limit) => eventsAfter(ctx, shop, seq, limit),
  });

  installErrorHandling(app);
  installSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", 'ws:', 'wss:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    },
    `/${HASHED_DIR}/`,
    API_PATH_PREFIX,
  );
  await app.register(fastifyCors, {
    // The app is served by this server: other origins only when configured (CORS_ORIGINS).
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    allowedHeaders: ['content-type', 'server', 'ba-user-token', 'think-lang', 'app-version'],
    methods: ['GET', 'POST', 'OPTIONS'],
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: (req) => req.ip ?? 'unknown',
    // The web app's own files (the static root's routes) are immutable and cheap, and one phone loads a hundred of
    // them when it installs the app: counted per address, a few phones of a shop behind one router would lock
    // each other out of the API. Uploads, the API and everything else stay counted.
    allowList: (req) => req.method === 'GET' && WEB_ROUTES.has(req.routeOptions.url ?? ''),
    // The counters go out with refusals only (429 with retry-after): no client reads them on every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
  // Answers above a kilobyte go out compressed for clients that take it (a page of orders: ~30 KB of JSON to ~4 KB).
  // Brotli at a middle quality: the best ratio per CPU millisecond at request time; the web build comes
  // precompressed at the highest levels instead (scripts/precompress.mjs).
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 3 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: '店主助手 API', version: '2.2.25' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });

  // After the rate limiter (a route-level onRequest hook): a refused token costs a request like any other.
  const auth = makeAuthHook(ctx);
  app.addHook('preParsing', async (req, _reply, payload) => {
    await auth(req);
    return payload;
  });
  installMetrics(app, config.metricsToken, (registry) => {
    new Gauge({
      name: 'ws_connections',
      help: 'Open websocket connections on this instance',
      registers: [registry],
      collect() {
        this.set(hub.size);
      },
    });
    for (const m of ctx.modules) m.metrics?.(registry, ctx);
  });

  app.get('/health', { config: { rateLimit: false }, schema: { hide: true } }, async () => ({
    status: 'ok',
  }));
  // Readiness: whether a load balancer should send this instance requests. Not while it stops (drain below), nor
  // while its database, its Redis or its schema is not what this build needs. `/health` stays a liveness check.
  let draining = false;
  let migrated = false;
  // While stopping, every answer closes its connection: the load balancer never again sends a request on one, so
  // when the instance closes the connections left idle none of them can be carrying a request (a POST nginx would
  // not send elsewhere, answered 502). Idle ones nginx closes itself first (its keep-alive is shorter than the grace).
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });
  const unready = async (): Promise<string | null> => {
    if (draining) return 'shutting down';
    try {
      await ping(ctx.db);
    } catch (err) {
      app.log.warn({ err }, 'not ready: database');
      return 'database unavailable';
    }
    try {
      await transport.check();
    } catch (err) {
      app.log.warn({ err }, 'not ready: redis');
      return 'redis unavailable';
    }
    // Once every migration has run it stays so: asked until then only.
    if (!migrated) {
      const pending = await pendingMigrations(ctx.db);
      if (pending.length) return `migrations pending: ${pending.join(', ')}`;
      migrated = true;
    }
    return null;
  };
  app.get('/ready', { config: { rateLimit: false }, schema: { hide: true } }, async (_req, reply) => {
    const reason = await unready();
    return reason ? reply.status(503).send({ status: reason }) : { status: 'ready' };
  });

  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  // Each module's routes are one plugin; they share the hooks registered above (auth, rate limits, errors).
  for (const module of ctx.modules) {
    const routes = module.routes;
    if (routes) await app.register(async (scoped) => routes(scoped as unknown as App, ctx));
  }
  // Only the websocket route gets @fastify/websocket: registered globally, it adds two hooks and a wrapper to every
  // HTTP route, paid on every request.
  await app.register(async (scoped) => {
    await scoped.register(fastifyWebsocket, {
      options: { maxPayload: 64 * 1024 },
      // A socket's own errors are heard by the route (ws/ws.routes.ts); this one hears the handler's failures.
      errorHandler(error, socket, request) {
        request.log.error({ err: error }, 'websocket handler failed');
        socket.terminate();
      },
    });
    wsRoutes(scoped, ctx, hub);
  });

  await serveUploads(app, config, storage);
  await serveWebApp(app, config.playerDist ?? DEFAULT_PLAYER_DIST, PLAYER_PREFIX);
  await serveWebApp(app, config.webDist ?? DEFAULT_WEB_DIST, '/');

  app.addHook('onClose', async () => {
    hub.close();
    await events.close();
  });
  /**
   * A graceful stop (SIGTERM): `/ready` answers 503 for `graceMs` while requests are still served (a load balancer
   * that asks it moves traffic away), then the sockets close with 1012 so their apps reconnect at once (to another
   * instance), the server stops accepting connections and waits for the requests in flight, and everything closes.
   */
  const drain = async (graceMs: number) => {
    draining = true;
    if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs));
    hub.close(1012);
    // Node closes the connections idle when the close begins; one whose request finishes later would otherwise
    // stay open for its keep-alive time.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  };
  return { app, ctx, hub, routes, drain };
}

/** A web app's build (the shop app at `/`, the player app under /player/), when it has been built. */
async function serveWebApp(app: App, dist: string, prefix: string): Promise<void> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix,
    // Under a sub-path, one route per file of the build (read when the server starts): its wildcard route answers
    // the folder itself (`/player/`) with not found.
    ...(prefix === '/' ? {} : { wildcard: false }),
    decorateReply: false,
    // The build's .br / .gz copies, to the browsers that accept them (with vary: accept-encoding).
    preCompressed: true,
    // Hashed files are cached for a year; the rest (index.html, the service worker, the manifest and icons keep
    // their names from release to release) must be asked for again, or a new release would not reach phones.
    setHeaders(res, file) {
      res.header(
        'cache-control',
        path.relative(dist, file).startsWith(HASHED_DIR + path.sep)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      );
    },
  });
  if (prefix === '/') return;
  // `/player` would get the index too, whose relative links would then resolve against `/`: it leads to `/player/`.
  const bare = prefix.slice(0, -1);
  app.addHook('onRequest', async (req, reply) => {
    if (req.url === bare || req.url.startsWith(`${bare}?`))
      return reply.redirect(prefix + req.url.slice(bare.length), 301);
  });
}
