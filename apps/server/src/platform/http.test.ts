import { randomBytes } from 'node:crypto';
import { messages } from '@atrium/domain/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testConfig, useTestApp } from '../test/build-test-app.ts';
import { expectInvalidFields } from '../test/expect.ts';
import { createFirm } from '../test/factories.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const { database, t } = useTestApp({ config: testConfig({ LOG_LEVEL: 'error' }) });
let production: TestApp;

function postLogin(payload: string | Buffer, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload,
    headers: { 'content-type': contentType },
  });
}

beforeAll(async () => {
  await createFirm(database.db);
  t.app.get('/api/test/explode', async () => {
    throw new Error('database password=hunter2 leaked in a stack');
  });
  production = await buildTestApp(database, {
    config: testConfig({
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      APP_KEY: randomBytes(32).toString('base64'),
    }),
  });
});

afterAll(async () => {
  await production?.app.close();
});

describe('request bodies', () => {
  it('answers 400 to malformed JSON', async () => {
    const response = await postLogin('{"email": "a@b.co", "password": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.malformedJson });
  });

  it('answers 400 to an empty JSON body', async () => {
    expect((await postLogin('')).statusCode).toBe(400);
  });

  it('answers 400 to a __proto__ key', async () => {
    const response = await postLogin('{"email":"a@b.co","password":"x","__proto__":{"isAdmin":true}}');
    expect(response.statusCode).toBe(400);
  });

  it('answers 413 to a body over 1 MiB', async () => {
    const response = await postLogin(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.payloadTooLarge });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'answers 415 to %s',
    async (contentType) => {
      const response = await postLogin('email=a@b.co&password=x', contentType);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: messages.unsupportedMediaType });
    },
  );

  it('answers 422 with an error per field when the types are wrong', async () => {
    const response = await postLogin(JSON.stringify({ email: 42, password: true }));
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe(messages.invalidData);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
    expect(body.errors.email).toHaveLength(1);
  });

  it('names the rule a value breaks', async () => {
    const response = await postLogin(JSON.stringify({ email: 'not-an-email', password: 'x' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['Enter a valid email address.'] });
  });

  it.each([
    ['an empty object', '{}'],
    ['empty strings', '{"email":"","password":""}'],
  ])('answers 422 "field is required" for %s', async (_case, payload) => {
    const response = await postLogin(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: messages.invalidData,
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });

  it('answers 422 when there is no body at all', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/login' });
    expectInvalidFields(response, ['email', 'password']);
  });

  it('answers 422 to a JSON value that is not an object', async () => {
    const response = await postLogin('[1,2,3]');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['body']);
  });
});

describe('routing', () => {
  it.each(['/api/nope', '/api', '/api/firm/nope/deeper'])('answers JSON 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('answers 405 with Allow for a known path and the wrong method', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/login' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('answers /healthz cheaply', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 500 with a generic message and no detail for an unexpected error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: messages.serverError });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
    expect(t.logs()).toContain('Unhandled error');
  });
});

describe('response headers', () => {
  const securityHeaders = {
    // Test config: APP_URL http://localhost:3000, asked at localhost.
    'content-security-policy': contentSecurityPolicy(['ws://localhost:3000']),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };

  it.each([
    ['an API answer', 'GET', '/api/firm', 200],
    ['an API error', 'GET', '/api/user', 401],
    ['an unknown API path', 'GET', '/api/nope', 404],
    ['a crash', 'GET', '/api/test/explode', 500],
    ['a page without a built web app', 'GET', '/login', 503],
    ['the health check', 'GET', '/healthz', 200],
  ] as const)('sets the security headers on %s', async (_case, method, url, status) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(securityHeaders);
    expect(response.headers['permissions-policy']).toBeTruthy();
    expect(response.headers['content-security-policy']).not.toContain('unsafe-eval');
  });

  it('marks every API answer Cache-Control: no-store', async () => {
    for (const url of ['/api/firm', '/api/config', '/api/user', '/api/nope']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const rejected = await postLogin('{');
    expect(rejected.headers['cache-control']).toBe('no-store');
  });

  it('adds Strict-Transport-Security in production only', async () => {
    const dev = await t.app.inject({ method: 'GET', url: '/api/firm' });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
    const prod = await production.app.inject({ method: 'GET', url: '/api/firm' });
    expect(prod.headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
  });

  it('answers a page request with a 503 telling how to build the web app when it is missing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/fact-find' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
