import { createHmac } from 'node:crypto';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isLoopbackHost } from './platform/dev-only.ts';

// The only module that reads the environment: everything else receives a typed Config.

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

// How long a stopping instance spreads its realtime sockets' reconnects over. The trade-off: the longer
// the spread, the lower the auth endpoint's peak (about sockets ÷ spread re-authorisations a second, e.g. 10 000
// sockets over 7.5 s ≈ 1 350/s), but the later the last client is back (closed at about the spread, then back
// within ~1 s). 7.5 s keeps 99 % of a stopped instance's clients back within 10 s of the stop with margin for a
// slow reconnect, and the whole shutdown (spread + requests in flight, hard limit spread + 10 s = 17.5 s) inside
// Kubernetes' default 30 s termination grace period. docs/deploy.md explains the choice.
export const defaultRealtimeShutdownSpreadMs = 7_500;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce
    .number({ error: 'expected a port number' })
    .int('expected a port number')
    .min(0)
    .max(65535)
    .default(3000),
  // Unset: every interface in production, loopback only elsewhere (the development outbox and the fixed development
  // APP_KEY must not be reachable from the network by default).
  HOST: z.string().optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
    .optional(),
  // false behind a transaction-pooling PgBouncer older than 1.21 (db/connect.ts says why; docs/scale.md the cost).
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  DATA_DIR: z.string().default('./.data'),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TOKEN_TTL_MINUTES: z.coerce
    .number({ error: 'expected a whole number of minutes' })
    .int('expected a whole number of minutes')
    .min(1)
    .max(60 * 24 * 30)
    .default(480),
  APP_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  WEB_DIST_DIR: z.string().optional(),
  // How many reverse proxies in front of the server are trusted for X-Forwarded-For/-Host: a hop count, with true
  // meaning 1 (the reference nginx) and false 0 (platform/forwarded.ts has the rule).
  TRUST_PROXY: z
    .enum(['true', 'false', '0', '1', '2', '3', '4', '5'], {
      error: 'expected a number of proxies (0-5), or true (1) or false (0)',
    })
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
    .default(0),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'expected a redis:// or rediss:// URL' }).optional(),
  // Sets one deployment's Redis channels apart from another's on a shared Redis (pub/sub ignores db numbers).
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'expected letters, digits, and : . _ -')
    .default('atrium:'),
  // The secret every signature derives from (today the realtime channel signatures); required in production.
  APP_KEY: z.string().min(32, 'expected at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  REALTIME_SHUTDOWN_SPREAD_MS: z.coerce
    .number({ error: 'expected milliseconds' })
    .int('expected milliseconds')
    .min(0)
    .max(120_000)
    .default(defaultRealtimeShutdownSpreadMs),
  // Account security: outbound mail and SMS, and the server-side idle timeout.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Atrium <no-reply@localhost>'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_BASE_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  // Address and property data: postcode lookups through Ideal Postcodes; unset uses the demo dataset.
  IDEAL_POSTCODES_API_KEY: z.string().min(1).optional(),
  IDEAL_POSTCODES_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .optional(),
  // Documents in an S3-compatible object store: set S3_BUCKET and the two keys; unset keeps them on disk.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'expected an S3 bucket name (3-63 lower-case letters, digits, . and -)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'expected a region such as eu-west-2')
    .default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_SESSION_TOKEN: z.string().min(1).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9-]*\/)*$/, 'expected lower-case folder names, each ending in /, e.g. atrium/')
    .default(''),
  // Protection: where "Get a quote" sends a client of a firm with i-pipeline access; unset hides it.
  IPIPELINE_QUOTE_URL: z
    .url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' })
    .optional(),
  // Data rights: how long records of advice are kept after a client's erasure (FCA COBS 9 and SYSC 9).
  RETENTION_YEARS: z.coerce
    .number({ error: 'expected a whole number of years' })
    .int('expected a whole number of years')
    .min(1)
    .max(100)
    .default(6),
  // How many full months the audit log keeps a month of events after it ends (whole months are dropped, migration
  // 0032). Six years by default, past FCA SYSC 9's five for MiFID business records, as RETENTION_YEARS.
  AUDIT_RETENTION_MONTHS: z.coerce
    .number({ error: 'expected a whole number of months' })
    .int('expected a whole number of months')
    .min(12)
    .max(1200)
    .default(72),
  // Alert mails: how long a new message may stay unread before its recipient is mailed about it (0: at once).
  ALERT_MAIL_DELAY_SECONDS: z.coerce
    .number({ error: 'expected a whole number of seconds' })
    .int('expected a whole number of seconds')
    .min(0)
    .max(7 * 24 * 60 * 60)
    .default(600),
  // Webhooks: deliveries to http:// and to loopback (127.0.0.1, ::1) for a local receiver; never in production.
  WEBHOOKS_ALLOW_LOCAL: booleanFlag.optional(),
  // Signing (docs/signing.md): the PKCS#12 file whose certificate seals signed PDFs (PAdES), and its passphrase.
  // Unset outside production: a development certificate is made on first start under DATA_DIR/signing.
  SIGNING_P12_PATH: z.string().optional(),
  SIGNING_P12_PASSPHRASE: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number({ error: 'expected a whole number of minutes' })
    .int('expected a whole number of minutes')
    .min(1)
    .max(24 * 60)
    .default(30),
});

export type Config = {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | null;
  // Named (server-side) prepared statements for the hot statements; off behind a transaction pooler.
  databasePreparedStatements: boolean;
  dataDir: string;
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  tokenTtlMinutes: number;
  appUrl: string;
  webDistDir: string;
  // Reverse proxies trusted for the client's address and host (0: none).
  trustProxy: number;
  redisUrl: string | null;
  redisPrefix: string;
  realtime: RealtimeSettings;
  // The secret every signature derives from (development's fixed key outside production).
  appKey: string;
  mail: { smtpUrl: string | null; from: string };
  sms: { twilio: TwilioSettings | null };
  sessionIdleMinutes: number;
  // Null: postcode lookups answer from the embedded demo dataset.
  addressLookup: { idealPostcodes: { apiKey: string; baseUrl: string } | null };
  // Null: uploaded documents live on the local disk under DATA_DIR/documents.
  storage: { s3: S3Settings | null };
  // Null: the protection page offers a review by the adviser only, no online quote.
  ipipelineQuoteUrl: string | null;
  // Years the records of advice are kept after a client's personal data is erased.
  retentionYears: number;
  // Full months the audit log keeps a month of events after it ends.
  auditRetentionMonths: number;
  // Seconds a new message may stay unread before its recipient gets an alert mail (0: at once).
  alertMailDelaySeconds: number;
  // allowLocal: webhook endpoints may be http:// and loopback (tests' and a laptop's local receiver).
  webhooks: { allowLocal: boolean };
  // How signed PDFs are sealed: a configured PKCS#12, a development certificate made on first start, or nothing
  // (production without SIGNING_P12_PATH: signing is refused rather than sealed with a certificate nobody chose).
  signing:
    | { kind: 'p12'; path: string; passphrase: string }
    | { kind: 'development'; path: string }
    | { kind: 'unconfigured' };
};

export type S3Settings = {
  bucket: string;
  region: string;
  // https://s3.{region}.amazonaws.com unless another S3-compatible service (MinIO, R2, Spaces…) is named.
  endpoint: string;
  // Path style (endpoint/bucket/key) for services without per-bucket host names; else bucket.endpoint/key.
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string | null;
  // Put before every key, so one bucket can hold several deployments' files.
  prefix: string;
};

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | null {
  if (!e.S3_BUCKET) {
    if (e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY || e.S3_ENDPOINT) {
      throw new ConfigError(
        'Invalid environment configuration:\n  S3_BUCKET: required when other S3_ settings are set',
      );
    }
    return null;
  }
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid environment configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/+$/, ''),
    // A custom endpoint is usually MinIO or the like, which serves buckets by path.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    sessionToken: e.S3_SESSION_TOKEN ?? null,
    prefix: e.S3_PREFIX,
  };
}

export type TwilioSettings = { baseUrl: string; accountSid: string; authToken: string; from: string };

function twilioSettings(e: z.infer<typeof envSchema>): TwilioSettings | null {
  const parts = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
  if (parts.every((part) => part === undefined)) return null;
  if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !e.TWILIO_FROM) {
    throw new ConfigError(
      'Invalid environment configuration:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three or none',
    );
  }
  return {
    baseUrl: (e.TWILIO_BASE_URL ?? 'https://api.twilio.com').replace(/\/+$/, ''),
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    from: e.TWILIO_FROM,
  };
}

export type RealtimeSettings = {
  // Public: the browser connects to /app/{key}.
  key: string;
  // Never logged, never sent anywhere: signs channel authorisations.
  secret: string;
  // Where the browser connects (ports 80/443 by default, TLS outside localhost).
  wsHost: string;
  wsPort: number;
  wssPort: number;
  forceTLS: boolean;
  shutdownSpreadMs: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// A fixed key for laptops and tests, so development starts without setup or warnings; production refuses it.
const developmentAppKey = 'atrium-development-app-key-not-for-production';
const realtimeKey = 'atrium';
// Production's key must hold at least this many random bytes once decoded (ASVS 11.2.3: 128-bit security at least;
// 256 bits so an HMAC-SHA256 key is full-strength).
const minimumAppKeyBytes = 32;

// How many bytes a key holds: hex and base64 (standard or URL-safe) are decoded, as `openssl rand -hex 32` and
// `openssl rand -base64 32` print them; any other text counts as its UTF-8 bytes.
export function appKeyBytes(key: string): number {
  if (/^(?:[0-9a-f]{2})+$/i.test(key)) return key.length / 2;
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(key) || /^[A-Za-z0-9_-]+={0,2}$/.test(key)) {
    const unpadded = key.replace(/=+$/, '');
    if (unpadded.length % 4 !== 1) return Math.floor((unpadded.length * 3) / 4);
  }
  return Buffer.byteLength(key, 'utf8');
}

// Why a production APP_KEY is refused, or null: the published development key (unsubscribe tokens, channel
// signatures and stored MFA secrets would be forgeable by anyone who read the README), or too few bytes.
function appKeyWeakness(key: string): string | null {
  if (key === developmentAppKey) {
    return 'the published development key cannot be used in production (generate one: openssl rand -base64 32)';
  }
  const bytes = appKeyBytes(key);
  if (bytes < minimumAppKeyBytes) {
    return `holds ${bytes} bytes once decoded; production needs at least ${minimumAppKeyBytes} random bytes (openssl rand -base64 32)`;
  }
  if (new Set(key).size < 8) {
    return 'is not random (too few distinct characters); generate one: openssl rand -base64 32';
  }
  return null;
}

function realtimeSettings(appUrl: string, appKey: string, shutdownSpreadMs: number): RealtimeSettings {
  const url = new URL(appUrl);
  const isTls = url.protocol === 'https:';
  const port = url.port ? Number(url.port) : null;
  return {
    key: realtimeKey,
    secret: createHmac('sha256', appKey).update('atrium.realtime.channel-secret').digest('hex'),
    wsHost: url.hostname,
    wsPort: !isTls && port ? port : 80,
    wssPort: isTls && port ? port : 443,
    forceTLS: isTls || !isLoopbackHost(url.hostname),
    shutdownSpreadMs,
  };
}

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

export function loadConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): Config {
  // An empty variable (FOO= in a .env file) means "use the default", not "set to nothing".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    // Values are not echoed: DATABASE_URL may carry a password.
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  // `npm start -w @atrium/server` runs in apps/server; npm's INIT_CWD is where the command was typed, so
  // DATA_DIR=./.data means the repository root's .data however the server is started from there.
  const base = env.INIT_CWD || cwd;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.APP_KEY) {
    throw new ConfigError(
      'Invalid environment configuration:\n  APP_KEY: required in production (e.g. openssl rand -base64 32)',
    );
  }
  const weakKey = isProduction && e.APP_KEY ? appKeyWeakness(e.APP_KEY) : null;
  if (weakKey) {
    throw new ConfigError(`Invalid environment configuration:\n  APP_KEY: ${weakKey}`);
  }
  if (isProduction && e.WEBHOOKS_ALLOW_LOCAL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  WEBHOOKS_ALLOW_LOCAL: not allowed in production (deliveries go only to public https addresses)',
    );
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    dataDir: absolute(e.DATA_DIR, base),
    // Demo accounts with a published password must never appear in production by accident.
    seedDemo: e.SEED_DEMO ?? !isProduction,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    tokenTtlMinutes: e.TOKEN_TTL_MINUTES,
    appUrl,
    webDistDir: e.WEB_DIST_DIR ? absolute(e.WEB_DIST_DIR, base) : defaultWebDistDir,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    realtime: realtimeSettings(appUrl, e.APP_KEY ?? developmentAppKey, e.REALTIME_SHUTDOWN_SPREAD_MS),
    appKey: e.APP_KEY ?? developmentAppKey,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM },
    sms: { twilio: twilioSettings(e) },
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    addressLookup: {
      idealPostcodes: e.IDEAL_POSTCODES_API_KEY
        ? {
            apiKey: e.IDEAL_POSTCODES_API_KEY,
            baseUrl: (e.IDEAL_POSTCODES_URL ?? 'https://api.ideal-postcodes.co.uk').replace(/\/+$/, ''),
          }
        : null,
    },
    storage: { s3: s3Settings(e) },
    ipipelineQuoteUrl: e.IPIPELINE_QUOTE_URL ?? null,
    retentionYears: e.RETENTION_YEARS,
    auditRetentionMonths: e.AUDIT_RETENTION_MONTHS,
    alertMailDelaySeconds: e.ALERT_MAIL_DELAY_SECONDS,
    webhooks: { allowLocal: e.WEBHOOKS_ALLOW_LOCAL ?? !isProduction },
    signing: e.SIGNING_P12_PATH
      ? { kind: 'p12', path: absolute(e.SIGNING_P12_PATH, base), passphrase: e.SIGNING_P12_PASSPHRASE ?? '' }
      : isProduction
        ? { kind: 'unconfigured' }
        : { kind: 'development', path: join(absolute(e.DATA_DIR, base), 'signing', 'development.p12') },
  };
}
