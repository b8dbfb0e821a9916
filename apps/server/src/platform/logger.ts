import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type DestinationStream, type LevelWithSilentOrString } from 'pino';
import type { Config } from '../config.ts';

// No password, token or cookie ever reaches a log line. Request bodies are never logged;
// these paths catch a secret if one is ever passed to the logger by mistake, up to three levels deep.
const secretKeys = [
  'password',
  'current_password',
  'token',
  'trust_device_token',
  'authorization',
  'cookie',
  'secret',
  'auth',
];

export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...secretKeys.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
];

// Links that carry a secret in their path (reset, invitation, registration, email change, an alert
// mail's unsubscribe link) never reach a log.
const secretPaths =
  /(\/password\/reset\/|\/create-password\/|\/invite\/|\/invitations\/|\/register\/confirm\/|\/profile\/email\/confirm\/|\/unsubscribe\/)[^/?#]+/g;

export function redactUrl(url: string): string {
  return url.replace(secretPaths, '$1[redacted]').replace(/([?&]email=)[^&#]*/g, '$1[redacted]');
}

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

// JSON lines on stdout (pipe through pino-pretty locally if wanted); tests pass their own destination.
export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options = {
    level: config.logLevel,
    redact: { paths: redactPaths, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: request.url === undefined ? undefined : redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: LevelWithSilentOrString): boolean };

// A request's logger that becomes pino's child (the same bindings, so the same lines) at its first line written at
// an enabled level, or when asked for a child or a level. Fastify makes a child per request, bound to its id
// (node_modules/fastify/lib/route.js routeHandler), and pino runs the redaction above over every child's bindings as
// it makes it (node_modules/pino/lib/tools.js asChindings): work on every request even when, as at LOG_LEVEL=warn,
// the request writes nothing.
class RequestLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | null = null;
  readonly #parent: LevelAware;
  readonly #bindings: Bindings;

  constructor(parent: LevelAware, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #logger(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings);
    return this.#made;
  }

  #write(level: Level, args: unknown[]): void {
    if (this.#made === null && !this.#parent.isLevelEnabled(level)) return;
    const logger = this.#logger();
    Reflect.apply(logger[level], logger, args);
  }

  get level(): string {
    return this.#made === null ? this.#parent.level : this.#made.level;
  }
  set level(level: string) {
    this.#logger().level = level;
  }
  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger['child']>[1]): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}
}

// Fastify's childLoggerFactory: the request's logger above, or pino's child at once when a route sets its own level
// or serializers (none does today) or the logger cannot say which levels it writes.
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const isPlain = options.level === undefined && options.serializers === undefined;
  return isPlain && typeof (logger as Partial<LevelAware>).isLevelEnabled === 'function'
    ? new RequestLogger(logger as LevelAware, bindings)
    : logger.child(bindings, options);
};
