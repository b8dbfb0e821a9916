import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
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
