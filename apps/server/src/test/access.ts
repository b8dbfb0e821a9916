import { beforeAll, expect } from 'vitest';
import type { Db } from '../db/connect.ts';
import type { Requester, RequestMethod } from './build-test-app.ts';
import { accessWorld } from './factories.ts';

// An adviser page refused before it is reached: 401 without a token, and 403 to a client with the message every
// adviser page answers them (packages/domain/src/contract/adviser.ts, staffOnly).
export async function expectStaffOnly(
  call: Requester,
  method: RequestMethod,
  url: string,
  clientToken: string,
  payload?: unknown,
) {
  expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
  const asClient = await call(method, url, clientToken, payload);
  expect(asClient.statusCode, url).toBe(403);
  expect(asClient.json()).toEqual({ message: 'Only the firm can use the adviser pages.' });
}

// An admin-only adviser page: the refusals of expectStaffOnly, and 403 to an adviser with the page's own message.
export async function expectAdminOnly(
  call: Requester,
  method: RequestMethod,
  url: string,
  tokens: { client: string; adviser: string },
  adminOnly: string,
  payload?: unknown,
) {
  await expectStaffOnly(call, method, url, tokens.client, payload);
  const asAdviser = await call(method, url, tokens.adviser, payload);
  expect(asAdviser.statusCode, url).toBe(403);
  expect(asAdviser.json()).toEqual({ message: adminOnly });
}

export type AccessWorld = Awaited<ReturnType<typeof accessWorld>>;

// accessWorld in the database of one test file, made in a beforeAll registered where this is called (after the
// database opens) and read as `world.client`, `world.tokens.admin`, … once it ran.
export function useAccessWorld(database: { readonly db: Db }): AccessWorld {
  const world = {} as AccessWorld;
  beforeAll(async () => {
    Object.assign(world, await accessWorld(database.db));
  });
  return world;
}
