import { linksResponseSchema } from '@atrium/domain/contract/links';
import { eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, links } from '../../db/schema.ts';
import { useAccessWorld } from '../../test/access.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { requester, useTestApp } from '../../test/build-test-app.ts';
import { expectInvalidFields } from '../../test/expect.ts';

const call = requester(() => t);

const titles = async (url: string, token: string) =>
  linksResponseSchema.parse((await call('GET', url, token)).json()).data.map((l) => `${l.scope}:${l.title}`);
const clientUrl = (clientId = world.client.client.id) => `/api/adviser/clients/${clientId}/links`;

const { database, t } = useTestApp();
const world = useAccessWorld(database);

// Every test starts with no links and no link events, and stores the links it needs itself: none relies on
// another test having run first.
beforeEach(async () => {
  await database.db.delete(links);
  await database.db.delete(auditEvents).where(like(auditEvents.type, 'link.%'));
});

async function storeLink(title: string, url: string, clientId: number | null = null) {
  const [row] = await database.db
    .insert(links)
    .values({ firmId: world.firm.id, clientId, title, url })
    .returning();
  if (!row) throw new Error('link not stored');
  return row;
}
const moneyHelper = () => storeLink('MoneyHelper', 'https://www.moneyhelper.org.uk/');
const pensionProvider = () =>
  storeLink('Your pension provider', 'http://pensions.example.com/login', world.client.client.id);
const isa = () => storeLink('ISA', 'https://isa.example.com', world.client.client.id);

describe('firm-wide links', () => {
  it('are added by an admin (audited) and seen by every client of the firm only', async () => {
    const response = await call('POST', '/api/adviser/links', world.tokens.admin, {
      title: ' MoneyHelper ',
      url: 'https://www.moneyhelper.org.uk/',
      description: 'Free, impartial money guidance.',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      title: 'MoneyHelper',
      url: 'https://www.moneyhelper.org.uk/',
      scope: 'firm',
      client_id: null,
    });
    expect(await titles('/api/links', world.tokens.client)).toEqual(['firm:MoneyHelper']);
    expect(await titles('/api/links', world.tokens.other)).toEqual(['firm:MoneyHelper']);
    expect(await titles('/api/links', world.tokens.stranger)).toEqual([]);
    expect(await titles('/api/adviser/links', world.tokens.adviser)).toEqual(['firm:MoneyHelper']);
    const [event] = await auditEventsOfType(database.db, 'link.created');
    expect(event?.data).toMatchObject({ clientId: null, url: 'https://www.moneyhelper.org.uk/' });
  });

  it('cannot be changed by an adviser (403) or a client (403), nor reached without a login (401)', async () => {
    const payload = { title: 'x', url: 'https://example.com' };
    const adviser = await call('POST', '/api/adviser/links', world.tokens.adviser, payload);
    expect(adviser.statusCode).toBe(403);
    expect(adviser.json()).toEqual({ message: "Only an admin can change the firm's links." });
    expect((await call('POST', '/api/adviser/links', world.tokens.client, payload)).statusCode).toBe(403);
    expect((await call('GET', '/api/adviser/links', world.tokens.client)).statusCode).toBe(403);
    expect((await call('POST', '/api/adviser/links', undefined, payload)).statusCode).toBe(401);
    expect((await call('GET', '/api/links')).statusCode).toBe(401);
    const link = await moneyHelper();
    expect((await call('DELETE', `/api/adviser/links/${link?.id}`, world.tokens.adviser)).statusCode).toBe(
      403,
    );
    expect(
      (await call('DELETE', `/api/adviser/links/${link?.id}`, world.tokens.strangerAdmin)).statusCode,
    ).toBe(404);
  });
});

describe("a client's own links", () => {
  it('are added by their adviser or an admin, and seen by that client only', async () => {
    await moneyHelper();
    const added = await call('POST', clientUrl(), world.tokens.adviser, {
      title: 'Your pension provider',
      url: 'http://pensions.example.com/login',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      scope: 'client',
      client_id: world.client.client.id,
      description: '',
    });
    expect(
      (await call('POST', clientUrl(), world.tokens.admin, { title: 'ISA', url: 'https://isa.example.com' }))
        .statusCode,
    ).toBe(201);
    expect(await titles('/api/links', world.tokens.client)).toEqual([
      'firm:MoneyHelper',
      'client:ISA',
      'client:Your pension provider',
    ]);
    expect(await titles('/api/links', world.tokens.other)).toEqual(['firm:MoneyHelper']);
    expect(await titles(clientUrl(), world.tokens.admin)).toEqual([
      'firm:MoneyHelper',
      'client:ISA',
      'client:Your pension provider',
    ]);
  });

  it.each([
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/html,<script>'],
    ['an ftp address', 'ftp://files.example.com'],
    ['an address with a password', 'https://bank.example:pw@evil.example'],
    ['no address', ''],
    ['not an address', 'pensions'],
  ])('refuses %s with 422', async (_name, url) => {
    const response = await call('POST', clientUrl(), world.tokens.adviser, { title: 'Pension', url });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('url');
  });

  it('refuses a missing title and an over-long description with 422', async () => {
    const response = await call('POST', clientUrl(), world.tokens.adviser, {
      url: 'https://example.com',
      description: 'x'.repeat(501),
    });
    expectInvalidFields(response, ['description', 'title']);
  });

  it('answers 401, 403 to a client and 404 to another adviser or firm, on every client route', async () => {
    const link = await pensionProvider();
    const routes = [
      ['GET', clientUrl(), undefined],
      ['POST', clientUrl(), { title: 'x', url: 'https://example.com' }],
      ['DELETE', `${clientUrl()}/${link?.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, world.tokens.client, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, world.tokens.otherAdviser, payload)).statusCode, url).toBe(404);
      expect((await call(method, url, world.tokens.strangerAdmin, payload)).statusCode, url).toBe(404);
    }
  });

  it('are removed by the adviser (audited); a firm-wide link cannot be removed through a client', async () => {
    const firmWide = await moneyHelper();
    await pensionProvider();
    await isa();
    expect((await call('DELETE', `${clientUrl()}/${firmWide?.id}`, world.tokens.adviser)).statusCode).toBe(
      404,
    );
    const [mine] = await database.db.select().from(links).where(eq(links.title, 'ISA'));
    expect(
      (await call('DELETE', `${clientUrl(world.other.client.id)}/${mine?.id}`, world.tokens.admin))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${clientUrl()}/${mine?.id}`, world.tokens.adviser)).statusCode).toBe(204);
    expect(await titles('/api/links', world.tokens.client)).toEqual([
      'firm:MoneyHelper',
      'client:Your pension provider',
    ]);
    expect((await call('DELETE', `/api/adviser/links/${firmWide?.id}`, world.tokens.admin)).statusCode).toBe(
      204,
    );
    expect(await titles('/api/links', world.tokens.client)).toEqual(['client:Your pension provider']);
    const deleted = await auditEventsOfType(database.db, 'link.deleted');
    expect(deleted).toHaveLength(2);
  });
});
