import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appKeyBytes, ConfigError, loadConfig } from './config.ts';

// 32 random bytes, base64 (openssl rand -base64 32): production refuses weaker keys.
const appKey = 'q3J8vZ0tL5mW2xN7cR1bY4hK9pD6sF0aE3uG8iT5oQw=';

describe('loadConfig', () => {
  it('works with no variables at all', () => {
    const config = loadConfig({}, '/srv/atrium');
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      dataDir: '/srv/atrium/.data',
      seedDemo: true,
      logLevel: 'info',
      tokenTtlMinutes: 480,
      appUrl: 'http://localhost:3000',
      trustProxy: 0,
    });
  });

  it('finds the web build beside this package, wherever the process starts', () => {
    expect(loadConfig({}, '/somewhere/else').webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('resolves relative directories against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/data', WEB_DIST_DIR: 'public' }, '/srv/atrium');
    expect(config.dataDir).toBe('/srv/atrium/var/data');
    expect(config.webDistDir).toBe('/srv/atrium/public');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://atrium@db:5432/atrium',
      TOKEN_TTL_MINUTES: '60',
      APP_URL: 'https://portal.example.com/',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://atrium@db:5432/atrium',
      tokenTtlMinutes: 60,
      appUrl: 'https://portal.example.com',
      trustProxy: 1,
      logLevel: 'warn',
    });
  });

  it('resolves them against the directory npm was run from, when started through npm', () => {
    expect(loadConfig({ INIT_CWD: '/repo' }, '/repo/apps/server').dataDir).toBe('/repo/.data');
  });

  it('defaults APP_URL to the port in use', () => {
    expect(loadConfig({ PORT: '4100' }).appUrl).toBe('http://localhost:4100');
  });

  it('names prepared statements unless DATABASE_PREPARED_STATEMENTS=false (a transaction pooler)', () => {
    expect(loadConfig({}).databasePreparedStatements).toBe(true);
    expect(loadConfig({ DATABASE_PREPARED_STATEMENTS: 'false' }).databasePreparedStatements).toBe(false);
    expect(() => loadConfig({ DATABASE_PREPARED_STATEMENTS: 'off' })).toThrow(/DATABASE_PREPARED_STATEMENTS/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  // Outside production the development outbox serves reset links without a login and APP_KEY has a published
  // default, so an unset HOST must not expose the server to the network.
  it('listens on loopback only outside production unless HOST is set', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: appKey }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: appKey, HOST: '10.0.0.11' }).host).toBe('10.0.0.11');
  });

  it('reads TRUST_PROXY as a number of proxies, true being one and false none', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
  });

  it('never seeds demo data in production unless SEED_DEMO=true', () => {
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: appKey }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: appKey, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@db/atrium'],
    ['TOKEN_TTL_MINUTES', '0'],
    ['SEED_DEMO', 'yes'],
    ['NODE_ENV', 'staging'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '1.5'],
    ['APP_URL', 'not a url'],
    ['REDIS_URL', 'http://cache:6379'],
    ['APP_KEY', 'too-short'],
    ['REALTIME_SHUTDOWN_SPREAD_MS', 'soon'],
    ['IPIPELINE_QUOTE_URL', 'javascript:alert(1)'],
  ])('names %s when it is invalid (%s)', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('does not echo values, which may hold secrets', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:s3cret-pass@db/atrium' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('s3cret-pass') }),
    );
  });

  it('allows webhook deliveries to http and loopback outside production only (WEBHOOKS_ALLOW_LOCAL)', () => {
    expect(loadConfig({}).webhooks.allowLocal).toBe(true);
    expect(loadConfig({ WEBHOOKS_ALLOW_LOCAL: 'false' }).webhooks.allowLocal).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: appKey }).webhooks.allowLocal).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_KEY: appKey, WEBHOOKS_ALLOW_LOCAL: 'true' }),
    ).toThrow(/WEBHOOKS_ALLOW_LOCAL: not allowed in production/);
  });

  it('refuses to start in production with the published development APP_KEY', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_KEY: 'atrium-development-app-key-not-for-production' }),
    ).toThrow(/APP_KEY: the published development key cannot be used in production/);
    // Outside production it stays the default, so a laptop starts without setup.
    expect(loadConfig({}).appKey).toBe('atrium-development-app-key-not-for-production');
  });

  it.each([
    ['32 base64 characters (24 bytes)', 'q3J8vZ0tL5mW2xN7cR1bY4hK9pD6sF0a'],
    ['62 hex digits (31 bytes)', 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f'],
    ['one character repeated', 'k'.repeat(64)],
  ])('refuses a production APP_KEY under 32 random bytes: %s', (_label, key) => {
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: key })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: key })).toThrow(/APP_KEY: /);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: key })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(key) }),
    );
  });

  it.each([
    ['base64 of 32 bytes', randomBytes(32).toString('base64')],
    ['base64url of 32 bytes', randomBytes(32).toString('base64url')],
    ['hex of 32 bytes', randomBytes(32).toString('hex')],
  ])('accepts a production APP_KEY of 32 random bytes: %s', (_label, key) => {
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: key }).appKey).toBe(key);
  });

  it('counts a key by its decoded bytes', () => {
    expect(appKeyBytes(randomBytes(32).toString('base64'))).toBe(32);
    expect(appKeyBytes(randomBytes(31).toString('base64'))).toBe(31);
    expect(appKeyBytes(randomBytes(32).toString('hex'))).toBe(32);
    expect(appKeyBytes('correct horse battery staple, 2026!')).toBe(35);
  });

  it('refuses to start in production without APP_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_KEY: required in production/);
  });

  it('gives the realtime client this origin, with TLS outside localhost', () => {
    expect(loadConfig({}).realtime).toMatchObject({
      key: 'atrium',
      wsHost: 'localhost',
      wsPort: 3000,
      wssPort: 443,
      forceTLS: false,
      shutdownSpreadMs: 7_500,
    });
    expect(loadConfig({ APP_URL: 'https://portal.example.com' }).realtime).toMatchObject({
      wsHost: 'portal.example.com',
      wsPort: 80,
      wssPort: 443,
      forceTLS: true,
    });
    expect(loadConfig({ APP_URL: 'http://portal.internal:8080' }).realtime.forceTLS).toBe(true);
  });

  it('derives the realtime secret from APP_KEY, with a fixed one for development', () => {
    const development = loadConfig({}).realtime.secret;
    expect(development).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}).realtime.secret).toBe(development);
    const production = loadConfig({ NODE_ENV: 'production', APP_KEY: appKey }).realtime.secret;
    expect(production).not.toBe(development);
    expect(production).not.toContain(appKey);
  });

  it('reads REDIS_URL', () => {
    expect(loadConfig({}).redisUrl).toBeNull();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe('redis://127.0.0.1:6379/0');
  });

  it('uses Ideal Postcodes for address lookups only when a key is set', () => {
    expect(loadConfig({}).addressLookup.idealPostcodes).toBeNull();
    expect(loadConfig({ IDEAL_POSTCODES_API_KEY: 'ak_test' }).addressLookup.idealPostcodes).toEqual({
      apiKey: 'ak_test',
      baseUrl: 'https://api.ideal-postcodes.co.uk',
    });
    const other = loadConfig({
      IDEAL_POSTCODES_API_KEY: 'ak_test',
      IDEAL_POSTCODES_URL: 'http://127.0.0.1:3701/',
    });
    expect(other.addressLookup.idealPostcodes?.baseUrl).toBe('http://127.0.0.1:3701');
    expect(() => loadConfig({ IDEAL_POSTCODES_URL: 'ftp://example.com' })).toThrow(/IDEAL_POSTCODES_URL/);
  });

  it('keeps documents on disk unless S3_BUCKET is set, and then needs both keys', () => {
    expect(loadConfig({}).storage.s3).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: 'atrium-docs',
        S3_REGION: 'eu-west-2',
        S3_ACCESS_KEY_ID: 'AKID',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage.s3,
    ).toEqual({
      bucket: 'atrium-docs',
      region: 'eu-west-2',
      endpoint: 'https://s3.eu-west-2.amazonaws.com',
      forcePathStyle: false,
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      sessionToken: null,
      prefix: '',
    });
    const minio = loadConfig({
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_PREFIX: 'atrium/',
    }).storage.s3;
    expect(minio).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      prefix: 'atrium/',
    });
    expect(() => loadConfig({ S3_BUCKET: 'docs' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'docs', S3_SECRET_ACCESS_KEY: 'hunter2-secret' })).not.toThrow(
      /hunter2/,
    );
  });
});
