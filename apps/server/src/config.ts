import { createPrivateKey, createPublicKey } from 'node:crypto';
import path from 'node:path';
import type { PaymentProviderName } from '@dzzs/shared';
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
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3–63 lower-case letters, digits, . and -)',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address of the S3-compatible store' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(3).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
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
  SHUTDOWN_GRACE_MS: z.coerce.number().int().nonnegative().default(1000),
  WEB_DIST: z.string().optional(),
  PLAYER_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  CORS_ORIGINS: z
    .string()
    .regex(
      /^(https?:\/\/[^\s,]+)(,https?:\/\/[^\s,]+)*$/,
      'must be origins such as https://a.example,https://b.example',
    )
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMS_PROVIDER: z.enum(['http', 'outbox']).optional(),
  SMS_HTTP_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  SMS_HTTP_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  EMAIL_PROVIDER: z.enum(['smtp', 'outbox']).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be smtp://user:password@host:port or smtps://…')
    .optional(),
  SMTP_FROM: z.string().min(3).optional(),
  PUSH_INTERNAL_HOSTS: z.enum(['0', '1']).default('0'),
  PAY_PROVIDERS: z
    .string()
    .regex(
      /^(sandbox|epay|alipay)(,(sandbox|epay|alipay))*$/,
      'must be a comma-separated list of sandbox, epay, alipay',
    )
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address the server is reached at' })
    .optional(),
  SANDBOX_PAY_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  EPAY_PID: z
    .string()
    .regex(/^\d{1,12}$/, 'must be the merchant id (digits) the aggregator gave')
    .optional(),
  EPAY_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  EPAY_GATEWAY: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address of the aggregator' })
    .optional(),
  ALIPAY_APP_ID: z
    .string()
    .regex(/^\d{16}$/, 'must be the 16-digit app id of the Alipay open platform')
    .optional(),
  ALIPAY_PRIVATE_KEY: z
    .string()
    .min(100, "must be the app's RSA private key (PEM or its base64 body)")
    .optional(),
  ALIPAY_PUBLIC_KEY: z
    .string()
    .min(100, "must be Alipay's RSA public key (PEM or its base64 body)")
    .optional(),
  ALIPAY_GATEWAY: z
    .url({ protocol: /^https?$/, error: 'must be the http(s) address of the Alipay gateway' })
    .default('https://openapi.alipay.com/gateway.do'),
});

export type Env = z.input<typeof EnvSchema>;

export interface DatabaseConfig {
  kind: 'sqlite' | 'postgres';
  /** SQLite file path or PostgreSQL connection string. */
  url: string;
  /** PostgreSQL schema to use (tests get a fresh one each). */
  pgSchema?: string;
}

/** An S3-compatible bucket holding the uploads instead of UPLOAD_DIR (several instances share it). */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS S3 itself. */
  endpoint: string | null;
  region: string;
  /** Unset: the AWS SDK's own chain (instance role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `host/bucket/key` rather than `bucket.host/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
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
  /** Null: uploads live in uploadDir. */
  s3: S3Settings | null;
  timeZone: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  rateLimitMax: number;
  webDist: string | null;
  /** The player app's build (PLAYER_DIST); null: apps/player/dist. */
  playerDist: string | null;
  trustProxy: boolean;
  /** On SIGTERM, how long `/ready` answers 503 before the instance stops taking requests (docs/operations.md). */
  shutdownGraceMs: number;
  /** Origins other sites may call the API from; empty: same origin only (the app is served by this server). */
  corsOrigins: string[];
  /** Bearer token that opens /metrics to other hosts; without it only loopback may read it. */
  metricsToken: string | null;
  codeDelivery: CodeDelivery;
  /** Validate every response against its schema (on in tests, off in production for speed). */
  validateResponses: boolean;
  push: PushSettings;
  payments: PaymentSettings;
}

/** The payment providers that are on and their settings (modules/payments, docs/money.md). */
export interface PaymentSettings {
  /** In order of preference: a recharge that names none uses the first. Empty: recharges are refused. */
  providers: PaymentProviderName[];
  /** Where providers reach the server (notifications) and send the payer back; null: the address they came to. */
  publicUrl: string | null;
  /** The sandbox's signing key. */
  sandboxKey: string;
  epay: { pid: string; key: string; gateway: string } | null;
  /** The platform's Alipay app: its keys as PEM (checked at start), Alipay's gateway (openapi or the sandbox's). */
  alipay: AlipaySettings | null;
}

export interface AlipaySettings {
  appId: string;
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM. */
  publicKey: string;
  gateway: string;
}

/** The sandbox's key unless SANDBOX_PAY_KEY is set: public, so accepted on the embedded demo database only. */
const DEV_SANDBOX_KEY = 'dev-sandbox-key-not-secret';

/** How verification codes reach people, per channel (modules/codes/code-sender.ts). */
export interface CodeDelivery {
  sms: { kind: 'outbox' } | { kind: 'http'; url: string; token: string | null };
  email: { kind: 'outbox' } | { kind: 'smtp'; url: string; from: string };
}

/** Delivery of new-order notices to the push links shops bind (modules/push-links). */
export interface PushSettings {
  /** Longest an attempt may take, answer included. */
  timeoutMs: number;
  /** Waits before the second, third… attempt: one attempt more than there are waits. */
  retryDelaysMs: readonly number[];
  /** Notices in a row that failed every attempt before an address is left alone for `breakerOpenMs`. */
  breakerThreshold: number;
  breakerOpenMs: number;
  /** Deliveries under way at once; more wait in line, and past `queueLimit` waiting the oldest is dropped. */
  concurrency: number;
  queueLimit: number;
  /** Send to loopback and private networks too (tests, and a deployment whose push service is on its LAN). */
  allowInternal: boolean;
}

const PUSH_DEFAULTS: Omit<PushSettings, 'allowInternal'> = {
  timeoutMs: 5_000,
  retryDelaysMs: [1_000, 5_000],
  breakerThreshold: 5,
  breakerOpenMs: 10 * 60_000,
  concurrency: 8,
  queueLimit: 1_000,
};

export class ConfigError extends Error {}

const configError = (lines: string[]) => new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);

/**
 * The development outbox (codes written to DATA_DIR/outbox.jsonl) is the default only for the embedded demo
 * database outside production; anywhere else the providers must be chosen, and a missing setting is named.
 */
function codeDeliveryOf(
  e: z.infer<typeof EnvSchema>,
  outboxByDefault: boolean,
): { delivery?: CodeDelivery; missing: string[] } {
  const missing: string[] = [];
  const need = (name: string, why: string) => missing.push(`  ${name}: must be set ${why}`);
  const unset = 'on PostgreSQL, with SEED_DEMO=0 or with NODE_ENV=production';
  const sms = e.SMS_PROVIDER ?? (outboxByDefault ? 'outbox' : undefined);
  const email = e.EMAIL_PROVIDER ?? (outboxByDefault ? 'outbox' : undefined);
  if (!sms) need('SMS_PROVIDER', `${unset} (http, or outbox to write codes to a file)`);
  if (!email) need('EMAIL_PROVIDER', `${unset} (smtp, or outbox to write codes to a file)`);
  if (sms === 'http' && !e.SMS_HTTP_URL) need('SMS_HTTP_URL', 'when SMS_PROVIDER=http');
  if (email === 'smtp' && !e.SMTP_URL) need('SMTP_URL', 'when EMAIL_PROVIDER=smtp');
  if (email === 'smtp' && !e.SMTP_FROM) need('SMTP_FROM', 'when EMAIL_PROVIDER=smtp (the sender address)');
  if (missing.length || !sms || !email) return { missing };
  return {
    missing,
    delivery: {
      sms:
        sms === 'http'
          ? { kind: 'http', url: e.SMS_HTTP_URL!, token: e.SMS_HTTP_TOKEN ?? null }
          : { kind: 'outbox' },
      email: email === 'smtp' ? { kind: 'smtp', url: e.SMTP_URL!, from: e.SMTP_FROM! } : { kind: 'outbox' },
    },
  };
}

/**
 * The sandbox (a page of our own that pays without money) fails closed: on by default only for the embedded demo
 * database; anywhere else only when PAY_PROVIDERS names it, never in production, and then with a key of its own —
 * the development key is public. A real provider needs its settings and the public address its notifications come
 * to.
 */
function paymentsOf(
  e: z.infer<typeof EnvSchema>,
  where: { embeddedDemo: boolean; production: boolean },
): PaymentSettings {
  const providers = (e.PAY_PROVIDERS ?? (where.embeddedDemo ? 'sandbox' : ''))
    .split(',')
    .filter(Boolean) as PaymentProviderName[];
  const bad: string[] = [];
  const need = (name: string, why: string) => bad.push(`  ${name}: must be set ${why}`);
  const sandbox = providers.includes('sandbox') && !where.embeddedDemo;
  if (sandbox && where.production)
    bad.push(
      '  PAY_PROVIDERS: sandbox credits money nobody paid: it is refused with NODE_ENV=production but on the embedded demo database',
    );
  if (!where.embeddedDemo && e.SANDBOX_PAY_KEY === DEV_SANDBOX_KEY)
    bad.push(
      '  SANDBOX_PAY_KEY: the development key is public: it is refused but on the embedded demo database',
    );
  else if (sandbox && !e.SANDBOX_PAY_KEY)
    need(
      'SANDBOX_PAY_KEY',
      'when PAY_PROVIDERS has sandbox outside the embedded demo database (a key of your own, 16 characters or more)',
    );
  const alipay = alipayOf(e, providers.includes('alipay'), bad);
  if (providers.includes('epay')) {
    if (!e.EPAY_PID) need('EPAY_PID', 'when PAY_PROVIDERS has epay (the merchant id)');
    if (!e.EPAY_KEY) need('EPAY_KEY', 'when PAY_PROVIDERS has epay (the merchant key)');
    if (!e.EPAY_GATEWAY) need('EPAY_GATEWAY', 'when PAY_PROVIDERS has epay (e.g. https://pay.example.com)');
    if (!e.PUBLIC_URL)
      need('PUBLIC_URL', 'when PAY_PROVIDERS has epay (where its notifications reach the server)');
  }
  if (bad.length) throw configError(bad);
  return {
    providers,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : null,
    sandboxKey: e.SANDBOX_PAY_KEY ?? DEV_SANDBOX_KEY,
    epay:
      e.EPAY_PID && e.EPAY_KEY && e.EPAY_GATEWAY
        ? { pid: e.EPAY_PID, key: e.EPAY_KEY, gateway: e.EPAY_GATEWAY.replace(/\/+$/, '') }
        : null,
    alipay,
  };
}

/**
 * The Alipay settings, when on: both keys must parse (a key pasted wrong would otherwise surface as every payment
 * failing to start, or every notification refused). Keys are accepted as PEM or as the bare base64 body the Alipay
 * console shows.
 */
function alipayOf(e: z.infer<typeof EnvSchema>, on: boolean, bad: string[]): AlipaySettings | null {
  if (!on) return null;
  const need = (name: string, why: string) =>
    bad.push(`  ${name}: must be set when PAY_PROVIDERS has alipay (${why})`);
  if (!e.ALIPAY_APP_ID) need('ALIPAY_APP_ID', 'the app id');
  if (!e.ALIPAY_PRIVATE_KEY) need('ALIPAY_PRIVATE_KEY', "the app's private key");
  if (!e.ALIPAY_PUBLIC_KEY) need('ALIPAY_PUBLIC_KEY', "Alipay's public key");
  if (!e.PUBLIC_URL) need('PUBLIC_URL', 'where its notifications reach the server');
  if (!e.ALIPAY_APP_ID || !e.ALIPAY_PRIVATE_KEY || !e.ALIPAY_PUBLIC_KEY) return null;
  const privateKey = pemOf(e.ALIPAY_PRIVATE_KEY, 'private');
  const publicKey = pemOf(e.ALIPAY_PUBLIC_KEY, 'public');
  if (!privateKey) bad.push('  ALIPAY_PRIVATE_KEY: is not an RSA private key (PKCS#1 or PKCS#8)');
  if (!publicKey) bad.push('  ALIPAY_PUBLIC_KEY: is not an RSA public key');
  if (!privateKey || !publicKey) return null;
  return { appId: e.ALIPAY_APP_ID, privateKey, publicKey, gateway: e.ALIPAY_GATEWAY };
}

/** A key as PKCS#8 / SPKI PEM, from PEM or a bare base64 body (PKCS#8 / SPKI, or PKCS#1); null when no RSA key. */
function pemOf(text: string, kind: 'private' | 'public'): string | null {
  const body = text.trim();
  const der = Buffer.from(body.replace(/\s+/g, ''), 'base64');
  const read = (type: 'pkcs1' | 'pkcs8' | 'spki') => () =>
    kind === 'private'
      ? createPrivateKey({ key: der, format: 'der', type: type === 'spki' ? 'pkcs8' : type })
      : createPublicKey({ key: der, format: 'der', type: type === 'pkcs8' ? 'spki' : type });
  const tries = body.startsWith('-----')
    ? [() => (kind === 'private' ? createPrivateKey(body) : createPublicKey(body))]
    : [read(kind === 'private' ? 'pkcs8' : 'spki'), read('pkcs1')];
  for (const attempt of tries) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType !== 'rsa') return null;
      return key.export({ format: 'pem', type: kind === 'private' ? 'pkcs8' : 'spki' }).toString();
    } catch {
      // the next encoding
    }
  }
  return null;
}

/** The S3 settings when S3_BUCKET is set; its other settings without it, or one key without the other, are refused. */
function s3Of(e: z.infer<typeof EnvSchema>): S3Settings | null {
  const bad: string[] = [];
  const keyId = e.S3_ACCESS_KEY_ID;
  const secret = e.S3_SECRET_ACCESS_KEY;
  if (!e.S3_BUCKET) {
    for (const name of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
      if (e[name]) bad.push(`  ${name}: is set but S3_BUCKET is not (set S3_BUCKET to keep uploads in S3)`);
  } else if (!keyId !== !secret)
    bad.push(
      `  ${keyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: must be set with ${keyId ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'} (or neither, for the AWS credential chain)`,
    );
  if (bad.length) throw configError(bad);
  if (!e.S3_BUCKET) return null;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT ?? null,
    region: e.S3_REGION,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '1',
  };
}

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
    throw configError(lines);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const database: DatabaseConfig = !e.DATABASE_URL
    ? { kind: 'sqlite', url: path.join(dataDir, 'app.db') }
    : e.DATABASE_URL.startsWith('file:')
      ? { kind: 'sqlite', url: path.resolve(e.DATABASE_URL.slice('file:'.length)) }
      : { kind: 'postgres', url: e.DATABASE_URL };
  // Demo data is seeded by default only on the embedded database.
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === '1' : database.kind === 'sqlite';
  const { delivery, missing } = codeDeliveryOf(
    e,
    database.kind === 'sqlite' && seedDemo && env.NODE_ENV !== 'production',
  );
  if (!delivery) throw configError(missing);
  const payments = paymentsOf(e, {
    embeddedDemo: database.kind === 'sqlite' && seedDemo,
    production: env.NODE_ENV === 'production',
  });
  const s3 = s3Of(e);
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    redisUrl: e.REDIS_URL ?? null,
    seedDemo,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    dataDir,
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    s3,
    timeZone: e.TZ,
    logLevel: e.LOG_LEVEL,
    rateLimitMax: e.RATE_LIMIT_MAX,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : null,
    playerDist: e.PLAYER_DIST ? path.resolve(e.PLAYER_DIST) : null,
    trustProxy: e.TRUST_PROXY === '1',
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    corsOrigins: e.CORS_ORIGINS ? e.CORS_ORIGINS.split(',') : [],
    metricsToken: e.METRICS_TOKEN ?? null,
    codeDelivery: delivery,
    validateResponses: env.NODE_ENV !== 'production',
    push: { ...PUSH_DEFAULTS, allowInternal: e.PUSH_INTERNAL_HOSTS === '1' },
    payments,
  };
}
