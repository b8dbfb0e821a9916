import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, requestLoggerFactory } from './logger.ts';

function capture(level: 'warn' | 'trace') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: createLogger({ logLevel: level }, stream), lines };
}

// Fastify calls the factory with the fastify instance as `this`; the factory does not use it.
const requestLogger = (logger: ReturnType<typeof createLogger>, options = {}) =>
  requestLoggerFactory.call(null as never, logger, { reqId: 'req-7' }, options, null as never);

describe('the request logger', () => {
  it('writes the lines pino’s child would, with the request id and the redaction', async () => {
    const { logger, lines } = capture('warn');
    const log = requestLogger(logger);
    log.info({ token: 'secret-1' }, 'not written at warn');
    log.warn({ token: 'secret-2', path: '/x' }, 'written');
    log.error('plain %s', 'message');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      level: 40,
      reqId: 'req-7',
      token: '[redacted]',
      path: '/x',
      msg: 'written',
    });
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'req-7', msg: 'plain message' });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('follows the logger’s level, and its children keep the request id', async () => {
    const { logger, lines } = capture('warn');
    const log = requestLogger(logger);
    expect(log.level).toBe('warn');
    log.child({ job: 'x' }).warn('from a child');
    log.level = 'info';
    log.info('now written');
    expect(logger.level).toBe('warn');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toMatchObject([
      { reqId: 'req-7', job: 'x', msg: 'from a child' },
      { reqId: 'req-7', msg: 'now written' },
    ]);
  });

  it('is pino’s child itself when a route sets its own level', () => {
    const { logger } = capture('warn');
    const log = requestLogger(logger, { level: 'trace' });
    expect(log.level).toBe('trace');
    expect(logger.level).toBe('warn');
  });
});
