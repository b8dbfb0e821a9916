import { mfaMessages } from '@atrium/domain/contract/mfa';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm } from '../../test/factories.ts';
import { loginFor } from '../../test/mfa-helpers.ts';

let pendingToken: string;

// The calls a token may make before its second factor is verified (the gate in features/mfa/routes.ts).
const allowedWhilePending = new Set([
  'GET /api/user',
  'POST /api/logout',
  'GET /api/multi-factor-auth',
  'POST /api/multi-factor-auth/send',
  'POST /api/multi-factor-auth/verify',
]);

type Route = { method: string; url: string };

// Every route of the assembled app, read from Fastify's own route tree: each level of the tree is
// indented four columns and names only its part of the path.
function listRoutes(): Route[] {
  const routes: Route[] = [];
  const parents: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (depth > 0 ? (parents[depth - 1] ?? '') : '') + match[2];
    parents[depth] = url;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}

const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');

const { database, t } = useTestApp({ clock: createFakeClock() });
beforeAll(async () => {
  const firmId = (await createFirm(database.db)).id;
  await createClientUser(database.db, {
    firmId,
    email: 'pending@example.test',
    mfaEnabled: true,
    mfaTelephone: '+447700900999',
  });
  pendingToken = (await loginFor(t, 'pending@example.test')).token;
});

describe('the multi-factor gate', () => {
  it('answers 403 "Multi-factor authentication required." on every protected route but the allowed few', async () => {
    const routes = listRoutes();
    expect(routes.length).toBeGreaterThan(5);
    const protectedRoutes: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const request = { method: route.method as 'GET', url: concrete(route.url), payload: {} };
      const anonymous = await t.app.inject(request);
      if (anonymous.statusCode !== 401) continue;
      protectedRoutes.push(name);
      // Logging out would revoke the token the rest of the walk uses; its turn comes last, below.
      if (name === 'POST /api/logout') continue;
      const pending = await t.app.inject({
        ...request,
        headers: { authorization: `Bearer ${pendingToken}` },
      });
      // The public API takes firm credentials' keys only (features/api-credentials): no sign-in token, pending or
      // not, gets past its 401.
      if (route.url.startsWith('/api/v1/')) {
        expect({ name, status: pending.statusCode }).toEqual({ name, status: 401 });
      } else if (allowedWhilePending.has(name)) {
        expect(pending.statusCode, name).not.toBe(403);
      } else {
        expect({ name, status: pending.statusCode, body: pending.json() }).toEqual({
          name,
          status: 403,
          body: { message: mfaMessages.required },
        });
      }
    }
    // The walk really did reach the protected routes, the allowed ones included.
    expect(protectedRoutes).toEqual(expect.arrayContaining([...allowedWhilePending]));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${pendingToken}` },
    });
    expect(logout.statusCode).toBe(200);
  });
});
