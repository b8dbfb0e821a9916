import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUnavailableMessage, isDatabaseUnavailable } from './database-unavailable.ts';
import { registerErrorHandler } from './error-handler.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
// Drizzle wraps a failed query, with the driver's error as its cause.
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a backend terminated by an administrator', withCode('terminating connection', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot connect in time', new Error('timeout exceeded when trying to connect')],
    ['any of these wrapped by Drizzle', wrapped(withCode('terminating connection', '57P01'))],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a bug', new TypeError('x is undefined')],
    [
      'an unreachable object store',
      Object.assign(new TypeError('fetch failed'), { cause: withCode('connect', 'ECONNREFUSED') }),
    ],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler', () => {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/cut', async () => {
    throw wrapped(new Error('Connection terminated unexpectedly'));
  });
  app.get('/bug', async () => {
    throw new Error('a bug');
  });
  afterAll(() => app.close());

  it('answers a lost database 503 with a clear message and Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/cut' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: databaseUnavailableMessage });
    expect(response.headers['retry-after']).toBe('2');
  });

  it('still answers an unexpected error 500', async () => {
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
  });
});
