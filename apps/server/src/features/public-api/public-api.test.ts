import type { ApiScope } from '@atrium/domain/contract/api-credentials';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCredentials, auditEvents, factFinds, messages } from '../../db/schema.ts';
import { hashToken } from '../../platform/tokens.ts';
import { requester, useTestApp } from '../../test/build-test-app.ts';
import { factFindWorld } from '../../test/factfind.ts';

const { database, t } = useTestApp();
const call = requester(() => t);
let world: Awaited<ReturnType<typeof factFindWorld>>;

// An admin's new credential: its key (shown once) and its id.
async function credential(adminToken: string, scopes: ApiScope[], extra: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/adviser/api-credentials', adminToken, {
    name: 'Back office sync',
    scopes,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json() as { key: string; data: { id: number } };
  return { key: body.key, id: body.data.id };
}

beforeAll(async () => {
  world = await factFindWorld(database.db);
});

describe('API credentials (admins)', () => {
  it('shows the key once, stores only its hash, and lists the credential by its prefix', async () => {
    const created = await call('POST', '/api/adviser/api-credentials', world.tokens.admin, {
      name: 'Intelliflo sync',
      scopes: ['clients:read', 'fact_finds:read'],
      rate_limit_per_minute: 60,
    });
    expect(created.statusCode).toBe(201);
    const { key, data } = created.json();
    expect(key).toMatch(/^atr_[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({ name: 'Intelliflo sync', rate_limit_per_minute: 60, revoked_at: null });
    expect(key.startsWith(data.key_prefix)).toBe(true);

    const [stored] = await database.db.select().from(apiCredentials).where(eq(apiCredentials.id, data.id));
    expect(stored?.keyHash).toBe(hashToken(key));
    expect(JSON.stringify(stored)).not.toContain(key);

    const listed = await call('GET', '/api/adviser/api-credentials', world.tokens.admin);
    expect(listed.body).not.toContain(key);
    expect(listed.json().data.map((c: { name: string }) => c.name)).toContain('Intelliflo sync');
  });

  it('is for admins only', async () => {
    const response = await call('POST', '/api/adviser/api-credentials', world.tokens.adviser, {
      name: 'Mine',
      scopes: ['clients:read'],
    });
    expect(response.statusCode).toBe(403);
    expect((await call('GET', '/api/adviser/api-credentials', world.tokens.joint)).statusCode).toBe(403);
  });

  it('refuses a credential without scopes, beside the field', async () => {
    const response = await call('POST', '/api/adviser/api-credentials', world.tokens.admin, {
      name: 'Nothing',
      scopes: [],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.scopes).toEqual(['Choose at least one scope.']);
  });

  it('is not one of the firm’s people on the Team page', async () => {
    await credential(world.tokens.admin, ['clients:read']);
    const team = await call('GET', '/api/adviser/team', world.tokens.admin);
    expect(team.statusCode).toBe(200);
    expect(team.body).not.toContain('(API)');
  });
});

describe('the /api/v1 surface with a credential as the caller', () => {
  it('lists the firm’s clients, and nothing of another firm', async () => {
    const mine = await credential(world.tokens.admin, ['clients:read']);
    const theirs = await credential(world.tokens.strangerAdmin, ['clients:read']);
    const listed = await call('GET', '/api/v1/clients', mine.key);
    expect(listed.statusCode).toBe(200);
    const names = listed.json().data.map((client: { name: string }) => client.name);
    expect(names).toEqual(expect.arrayContaining(['James Carter', 'Olivia Bennett']));
    expect(names).not.toContain('Sam Stranger');

    const other = await call('GET', '/api/v1/clients', theirs.key);
    expect(other.json().data.map((client: { name: string }) => client.name)).toEqual(['Sam Stranger']);
    // Firm B's credential asking for firm A's client is answered as for a client that does not exist.
    expect((await call('GET', `/api/v1/clients/${world.joint.client.id}`, theirs.key)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/clients/${world.joint.client.id}`, mine.key)).statusCode).toBe(200);
  });

  it('pages with a cursor, and filters by fact-find status and updated_since', async () => {
    const { key } = await credential(world.tokens.admin, ['clients:read']);
    const first = await call('GET', '/api/v1/clients?limit=1', key);
    expect(first.json().data).toHaveLength(1);
    const cursor = first.json().next_cursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await call('GET', `/api/v1/clients?limit=1&cursor=${cursor}`, key);
    expect(second.json().data[0].id).not.toBe(first.json().data[0].id);
    expect((await call('GET', '/api/v1/clients?cursor=not-ours', key)).statusCode).toBe(422);
    // The ISO format allows the year 0000, which PostgreSQL refuses: a 422, not a 500.
    expect((await call('GET', '/api/v1/clients?updated_since=0000-01-01T00:00:00Z', key)).statusCode).toBe(
      422,
    );
    // So does an offset past ±15:59: the instant is passed on in UTC.
    expect(
      (await call('GET', '/api/v1/clients?updated_since=2026-01-15T08%3A27%3A58%2B18%3A57', key)).statusCode,
    ).toBe(200);
    const yearZero = Buffer.from(JSON.stringify(['0000-01-01T00:00:00Z', 1])).toString('base64url');
    expect((await call('GET', `/api/v1/clients?cursor=${yearZero}`, key)).statusCode).toBe(422);

    await database.db.insert(factFinds).values({
      firmId: world.firm.id,
      clientId: world.single.client.id,
      status: 'awaiting-review',
      submittedAt: new Date(),
      templateVersion: 3,
    });
    const submitted = await call('GET', '/api/v1/clients?fact_find_status=awaiting-review', key);
    expect(submitted.json().data).toEqual([
      expect.objectContaining({
        name: 'Olivia Bennett',
        fact_find: expect.objectContaining({ status: 'awaiting-review', template_version: 3 }),
      }),
    ]);
    const future = await call('GET', '/api/v1/clients?updated_since=2100-01-01T00:00:00Z', key);
    expect(future.json()).toEqual({ data: [], next_cursor: null });
  });

  it('needs the route’s scope: 403 naming it otherwise', async () => {
    const { key } = await credential(world.tokens.admin, ['documents:read']);
    const response = await call('GET', `/api/v1/clients/${world.joint.client.id}/fact-find`, key);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This credential does not have the fact_finds:read scope.');
    expect((await call('GET', `/api/v1/clients/${world.joint.client.id}/documents`, key)).statusCode).toBe(
      200,
    );
  });

  it('refuses a revoked credential on its next call', async () => {
    const { key, id } = await credential(world.tokens.admin, ['clients:read']);
    expect((await call('GET', '/api/v1/clients', key)).statusCode).toBe(200);
    const revoked = await call('POST', `/api/adviser/api-credentials/${id}/revoke`, world.tokens.admin);
    expect(revoked.json().data.revoked_at).toEqual(expect.any(String));
    expect((await call('GET', '/api/v1/clients', key)).statusCode).toBe(401);
  });

  it('keeps keys and sign-in tokens apart', async () => {
    const { key } = await credential(world.tokens.admin, ['clients:read']);
    expect((await call('GET', '/api/v1/clients', world.tokens.admin)).statusCode).toBe(401);
    expect((await call('GET', '/api/user', key)).statusCode).toBe(401);
  });

  it('limits each credential to its own rate, with Retry-After', async () => {
    const { key } = await credential(world.tokens.admin, ['clients:read'], { rate_limit_per_minute: 10 });
    for (let i = 0; i < 10; i++) expect((await call('GET', '/api/v1/clients', key)).statusCode).toBe(200);
    const limited = await call('GET', '/api/v1/clients', key);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('records each call under the credential, and its last use', async () => {
    const { key, id } = await credential(world.tokens.admin, ['clients:read']);
    await call('GET', '/api/v1/clients', key);
    // Recorded once the answer is sent.
    await vi.waitFor(async () => {
      const events = await database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.type, 'api.call'), eq(auditEvents.firmId, world.firm.id)));
      expect(events.map((event) => event.data)).toContainEqual({
        credentialId: id,
        method: 'GET',
        route: '/api/v1/clients',
        status: 200,
      });
    });
    const listed = await call('GET', '/api/adviser/api-credentials', world.tokens.admin);
    const row = listed.json().data.find((c: { id: number }) => c.id === id);
    expect(row.last_used_at).toEqual(expect.any(String));
  });

  it('posts a message as the firm once per Idempotency-Key, under the credential’s name', async () => {
    const { key } = await credential(world.tokens.admin, ['messages:write']);
    const url = `/api/v1/clients/${world.joint.client.id}/messages`;
    const headers = { 'idempotency-key': 'note-2026-11-29-1' };
    const first = await call('POST', url, key, { message: 'Your annual review is booked.' }, headers);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', url, key, { message: 'Your annual review is booked.' }, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const sent = await database.db
      .select()
      .from(messages)
      .where(eq(messages.body, 'Your annual review is booked.'));
    expect(sent).toHaveLength(1);
    const last = first.json().messages.at(-1);
    expect(last.sender.name).toBe('Back office sync (API)');

    const different = await call('POST', url, key, { message: 'Something else' }, headers);
    expect(different.statusCode).toBe(422);
    expect(different.json().errors.idempotency_key).toEqual([
      'This Idempotency-Key was used with a different request.',
    ]);
  });

  it('registers a webhook endpoint once per Idempotency-Key, its secret answered again to the retry', async () => {
    const { key } = await credential(world.tokens.admin, ['webhooks:manage']);
    const headers = { 'idempotency-key': 'endpoint-1' };
    const body = { url: 'http://127.0.0.1:9/hooks', events: ['fact_find.submitted'] };
    const first = await call('POST', '/api/v1/webhooks/endpoints', key, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await call('POST', '/api/v1/webhooks/endpoints', key, body, headers);
    expect(again.json()).toEqual(first.json());
    const listed = await call('GET', '/api/v1/webhooks/endpoints', key);
    expect(listed.json().data.filter((e: { url: string }) => e.url === body.url)).toHaveLength(1);
    const id = first.json().data.id;
    const removed = await call('DELETE', `/api/v1/webhooks/endpoints/${id}`, key, undefined, {
      'idempotency-key': 'd1',
    });
    expect(removed.statusCode).toBe(204);
    const retried = await call('DELETE', `/api/v1/webhooks/endpoints/${id}`, key, undefined, {
      'idempotency-key': 'd1',
    });
    expect(retried.statusCode).toBe(204);
  });

  it('serves the fact-find PDF', async () => {
    const { key } = await credential(world.tokens.admin, ['fact_finds:read']);
    const response = await call('GET', `/api/v1/clients/${world.single.client.id}/fact-find.pdf`, key);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
