import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answer, requests } from '../test/fake-api.ts';
import { loginResponse } from '../test/fixtures.ts';
import { ApiError, http } from './http.ts';
import { getSession, initSession, startSession } from './session.ts';

const okSchema = z.object({ ok: z.boolean() });

describe('the HTTP client', () => {
  it('sends and accepts JSON with the bearer token of the session', async () => {
    initSession();
    startSession(loginResponse());
    answer('POST /api/thing', { status: 200, body: { ok: true } });
    await expect(http.post('/api/thing', { body: { a: 1 }, schema: okSchema })).resolves.toEqual({
      ok: true,
    });
    const [request] = requests;
    expect(request?.headers.get('Accept')).toBe('application/json');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('turns an error body into an ApiError with field errors', async () => {
    initSession();
    answer('POST /api/thing', {
      status: 422,
      body: { message: 'The given data was invalid.', errors: { email: ['Bad.'] } },
    });
    const error = await http.post('/api/thing', { body: {}, schema: okSchema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      errors: { email: ['Bad.'] },
    });
  });

  it('expires the session on a 401 to an authenticated call', async () => {
    initSession();
    startSession(loginResponse());
    answer('GET /api/user', { status: 401, body: { message: 'Unauthenticated.' } });
    await expect(http.get('/api/user', { schema: okSchema })).rejects.toMatchObject({ status: 401 });
    expect(getSession().isExpired).toBe(true);
  });

  it('leaves the session alone on a 401 to a call without the token', async () => {
    initSession();
    startSession(loginResponse());
    answer('POST /api/login', {
      status: 401,
      body: { message: 'These credentials do not match our records.' },
    });
    await expect(http.post('/api/login', { body: {}, schema: okSchema, auth: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(getSession().isExpired).toBe(false);
    expect(requests[0]?.headers.get('Authorization')).toBeNull();
  });

  it('reports an unreachable server as status 0', async () => {
    initSession();
    answer('GET /api/firm', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.get('/api/firm', { schema: okSchema })).rejects.toMatchObject({ status: 0 });
  });

  it('rejects a body that breaks the contract', async () => {
    initSession();
    answer('GET /api/thing', { status: 200, body: { ok: 'yes' } });
    await expect(http.get('/api/thing', { schema: okSchema })).rejects.toMatchObject({
      hasServerMessage: false,
    });
  });
});
