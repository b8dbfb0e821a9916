import { describe, expect, it } from 'vitest';
import { requester, useTestApp } from '../test/build-test-app.ts';

const { t } = useTestApp();
const call = requester(() => t);

// Every authenticated plugin scope adds the authenticate hook on onRequest (platform/authenticate.ts), so a caller
// without a session is refused before its body or query is validated: it learns nothing about what a route expects.
// One route of each kind of scope: whole plugins, plugins with public routes beside signed-in ones, and the calls
// a token still waiting for its second factor may make.
describe('the authenticate hook', () => {
  it.each([
    ['PUT', '/api/profile', { name: 42 }],
    ['POST', '/api/adviser/links', { url: 'javascript:alert(1)' }],
    ['POST', '/api/adviser/invitations', { email: 'not an address' }],
    ['PUT', '/api/profile/notification-preferences', { unknown: true }],
    ['POST', '/api/multi-factor-auth/verify', { code: [] }],
    ['PUT', '/api/adviser/team/1/role', { role: 'owner' }],
    ['GET', '/api/clients/not-a-number/calculate-net-salary?gross=x', undefined],
  ] as const)('answers 401 before validating %s %s', async (method, url, payload) => {
    const response = await call(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('leaves public routes of a mixed plugin public: their bad body is a 422', async () => {
    const response = await call('POST', '/api/forgot-password', undefined, { email: 42 });
    expect(response.statusCode).toBe(422);
  });
});
