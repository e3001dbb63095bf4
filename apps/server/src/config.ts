import path from 'node:path';
import { z } from 'zod';

const seconds = (fallback: number) =>
  z.coerce
    .number()
    .int('must be a whole number of seconds')
    .positive('must be greater than 0')
    .default(fallback);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|file:)/, 'must start with postgres://, postgresql:// or file:')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  ACCESS_TOKEN_TTL: seconds(86_400),
  REFRESH_TOKEN_TTL: seconds(2_592_000),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOAD_DIR: z.string().min(1).optional(),
  TZ: z
    .string()
    .default('Asia/Shanghai')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Shanghai'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  CORS_ORIGINS: z
    .string()
    .regex(
      /^(https?:\/\/[^\s,]+)(,https?:\/\/[^\s,]+)*$/,
      'must be origins such as https://a.example,https://b.example',
    )
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

export type Env = z.input<typeof EnvSchema>;

export interface DatabaseConfig {
  kind: 'sqlite' | 'postgres';
  /** SQLite file path or PostgreSQL connection string. */
  url: string;
  /** PostgreSQL schema to use (tests get a fresh one each). */
  pgSchema?: string;
}

export interface AppConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  redisUrl: string | null;
  seedDemo: boolean;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  dataDir: string;
  uploadDir: string;
  timeZone: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  rateLimitMax: number;
  webDist: string | null;
  trustProxy: boolean;
  /** Origins other sites may call the API from; empty: same origin only (the app is served by this server). */
  corsOrigins: string[];
  /** Bearer token that opens /metrics to other hosts; without it only loopback may read it. */
  metricsToken: string | null;
  /** Validate every response against its schema (on in tests, off in production for speed). */
  validateResponses: boolean;
}

export class ConfigError extends Error {}

/** Reads configuration from the environment; every bad variable is named with what is allowed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // `KEY=` in a .env file (node --env-file) means "not set", not an empty value.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const database: DatabaseConfig = !e.DATABASE_URL
    ? { kind: 'sqlite', url: path.join(dataDir, 'app.db') }
    : e.DATABASE_URL.startsWith('file:')
      ? { kind: 'sqlite', url: path.resolve(e.DATABASE_URL.slice('file:'.length)) }
      : { kind: 'postgres', url: e.DATABASE_URL };
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    redisUrl: e.REDIS_URL ?? null,
    // Demo data is seeded by default only on the embedded database.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : database.kind === 'sqlite',
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    dataDir,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    timeZone: e.TZ,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    trustProxy: e.TRUST_PROXY === '1',
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',') : [],
    metricsToken: e.METRICS_TOKEN ?? null,
    validateResponses: env.NODE_ENV !== 'production',
  };
}
