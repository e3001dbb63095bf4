import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

/** The ConfigError thrown for an environment (fails the test when nothing is thrown). */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

/** The development outbox, chosen explicitly (it is the default only for the embedded demo database). */
const OUTBOX = { SMS_PROVIDER: 'outbox', EMAIL_PROVIDER: 'outbox' };

describe('loadConfig', () => {
  it('writes codes to the outbox by default only for the embedded demo database outside production', () => {
    expect(loadConfig({}).codeDelivery).toEqual({ sms: { kind: 'outbox' }, email: { kind: 'outbox' } });
    for (const env of [
      { DATABASE_URL: 'postgres://app@localhost/dzzs' },
      { NODE_ENV: 'production' },
      { SEED_DEMO: '0' },
    ]) {
      const message = configError(env).message;
      expect(message).toContain('SMS_PROVIDER: must be set');
      expect(message).toContain('EMAIL_PROVIDER: must be set');
    }
    expect(loadConfig({ NODE_ENV: 'production', ...OUTBOX }).codeDelivery.sms).toEqual({ kind: 'outbox' });
  });

  it('names what a chosen provider still needs, and reads it', () => {
    const missing = configError({ SMS_PROVIDER: 'http', EMAIL_PROVIDER: 'smtp' }).message;
    expect(missing).toContain('SMS_HTTP_URL: must be set when SMS_PROVIDER=http');
    expect(missing).toContain('SMTP_URL: must be set when EMAIL_PROVIDER=smtp');
    expect(missing).toContain('SMTP_FROM: must be set when EMAIL_PROVIDER=smtp');
    expect(configError({ SMS_PROVIDER: 'carrier-pigeon' }).message).toContain('SMS_PROVIDER');
    expect(configError({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x' }).message).toContain('SMS_HTTP_URL');
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@localhost/dzzs',
        SMS_PROVIDER: 'http',
        SMS_HTTP_URL: 'https://sms.example.com/send',
        SMS_HTTP_TOKEN: 'secret-token',
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
        SMTP_FROM: '店主助手 <noreply@example.com>',
      }).codeDelivery,
    ).toEqual({
      sms: { kind: 'http', url: 'https://sms.example.com/send', token: 'secret-token' },
      email: {
        kind: 'smtp',
        url: 'smtps://mailer:pw@smtp.example.com:465',
        from: '店主助手 <noreply@example.com>',
      },
    });
  });

  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('127.0.0.1');
    expect(c.database).toEqual({ kind: 'sqlite', url: path.resolve('data/app.db') });
    expect(c.seedDemo).toBe(true);
    expect(c.accessTokenTtl).toBe(86_400);
    expect(c.refreshTokenTtl).toBe(2_592_000);
    expect(c.dataDir).toBe(path.resolve('data'));
    expect(c.uploadDir).toBe(path.resolve('data/uploads'));
    expect(c.timeZone).toBe('Asia/Shanghai');
    expect(c.redisUrl).toBeNull();
    expect(c.trustProxy).toBe(false);
    expect(c.validateResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ...OUTBOX }).validateResponses).toBe(false);
  });

  it('reads every documented variable', () => {
    const c = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      ACCESS_TOKEN_TTL: '3600',
      REFRESH_TOKEN_TTL: '7200',
      DATA_DIR: '/tmp/dzzs-data',
      UPLOAD_DIR: '/srv/uploads',
      TZ: 'Europe/Berlin',
      RATE_LIMIT_MAX: '50',
      TRUST_PROXY: '1',
    });
    expect(c).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      redisUrl: 'redis://127.0.0.1:6379/2',
      accessTokenTtl: 3600,
      refreshTokenTtl: 7200,
      dataDir: '/tmp/dzzs-data',
      uploadDir: '/srv/uploads',
      timeZone: 'Europe/Berlin',
      rateLimitMax: 50,
      trustProxy: true,
    });
    // Without DATABASE_URL the database and uploads live in DATA_DIR.
    expect(c.database).toEqual({ kind: 'sqlite', url: '/tmp/dzzs-data/app.db' });
    expect(loadConfig({ DATA_DIR: '/tmp/dzzs-data' }).uploadDir).toBe('/tmp/dzzs-data/uploads');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example.com:6380' }).redisUrl).toBe(
      'rediss://cache.example.com:6380',
    );
  });

  it('puts SQLite where a file: URL says', () => {
    expect(loadConfig({ DATABASE_URL: 'file:/var/lib/dzzs/shop.db' }).database).toEqual({
      kind: 'sqlite',
      url: '/var/lib/dzzs/shop.db',
    });
    expect(loadConfig({ DATABASE_URL: 'file:./local/shop.db' }).database).toEqual({
      kind: 'sqlite',
      url: path.resolve('local/shop.db'),
    });
  });

  it('uses PostgreSQL for postgres:// URLs and seeds demo data only when asked', () => {
    for (const url of ['postgres://app:pw@db.example.com:5432/dzzs', 'postgresql://app@localhost/dzzs']) {
      const c = loadConfig({ DATABASE_URL: url, ...OUTBOX });
      expect(c.database).toEqual({ kind: 'postgres', url });
      expect(c.seedDemo).toBe(false);
    }
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app@localhost/dzzs', SEED_DEMO: '1', ...OUTBOX }).seedDemo,
    ).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0', ...OUTBOX }).seedDemo).toBe(false);
  });

  it('treats an empty variable (KEY= in .env) as unset', () => {
    const c = loadConfig({
      PORT: '',
      REDIS_URL: '',
      DATABASE_URL: '',
      TZ: '',
      SEED_DEMO: '',
      ACCESS_TOKEN_TTL: '',
    });
    expect(c).toMatchObject({
      port: 8080,
      redisUrl: null,
      timeZone: 'Asia/Shanghai',
      seedDemo: true,
      accessTokenTtl: 86_400,
    });
    expect(c.database).toEqual({ kind: 'sqlite', url: path.resolve('data/app.db') });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['ACCESS_TOKEN_TTL', '-5'],
    ['REFRESH_TOKEN_TTL', '1.5'],
    ['TZ', 'Mars/Olympus'],
    ['DATABASE_URL', 'mysql://x'],
    ['REDIS_URL', 'http://x'],
    ['SEED_DEMO', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_MAX', '0'],
  ])('refuses %s=%s, naming the variable and the value', (name, value) => {
    const err = configError({ [name]: value });
    expect(err.message).toContain(`${name}:`);
    expect(err.message).toContain(JSON.stringify(value));
  });

  it('says what is allowed for the usual mistakes', () => {
    expect(configError({ ACCESS_TOKEN_TTL: '-5' }).message).toContain('must be greater than 0');
    expect(configError({ TZ: 'Mars/Olympus' }).message).toContain('IANA time zone');
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain('postgres://');
    expect(configError({ REDIS_URL: 'http://x' }).message).toContain('redis://');
  });

  it('lists every bad variable at once', () => {
    const err = configError({ PORT: 'abc', TZ: 'Mars/Olympus', REDIS_URL: 'http://x' });
    expect(err.message).toMatch(/PORT:[\s\S]*REDIS_URL:[\s\S]*TZ:/);
    expect(err.message.split('\n').filter((l) => l.trim())).toHaveLength(4);
  });
});
