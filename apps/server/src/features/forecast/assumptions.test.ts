import { forecastMessages } from '@atrium/domain/contract/forecast';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { createFakeClock, useTestApp } from '../../test/build-test-app.ts';
import { expectInvalidFields } from '../../test/expect.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';

// The firm's forecast assumptions (features/forecast/assumptions-service.ts): drafted and published by an admin
// as numbered versions; read by everyone of the firm, the defaults as version 0 until the firm publishes.

const clock = createFakeClock();
const { database, t } = useTestApp({ clock });
const tokens = {} as Record<'admin' | 'adviser' | 'client' | 'otherAdmin' | 'otherClient', string>;
let firmId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const draftUrl = '/api/adviser/forecast/assumptions/draft';
const publishUrl = '/api/adviser/forecast/assumptions/publish';
const currentUrl = '/api/forecast/assumptions';
const changed = {
  ...defaultAssumptions,
  inflation: { mean: 0.03, volatility: 0.015 },
  thresholds: 'indexed' as const,
  drawdownOrder: ['isa', 'cash', 'gia', 'pensions'],
};

beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db);
  firmId = firm.id;
  const other = await createFirm(db);
  const admin = await createUser(db, { firmId: firm.id, role: 'admin' });
  const adviser = await createUser(db, { firmId: firm.id, role: 'adviser' });
  const client = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id });
  const otherAdmin = await createUser(db, { firmId: other.id, role: 'admin' });
  const otherClient = await createClientUser(db, { firmId: other.id });
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  tokens.admin = await createToken(db, { userId: admin.id, expiresAt });
  tokens.adviser = await createToken(db, { userId: adviser.id, expiresAt });
  tokens.client = await createToken(db, { userId: client.user.id, expiresAt });
  tokens.otherAdmin = await createToken(db, { userId: otherAdmin.id, expiresAt });
  tokens.otherClient = await createToken(db, { userId: otherClient.user.id, expiresAt });
});

describe('who may read and change the assumptions', () => {
  it('asks for a login on every route', async () => {
    for (const [method, url] of [
      ['GET', currentUrl],
      ['GET', draftUrl],
      ['PUT', draftUrl],
      ['POST', publishUrl],
      ['GET', '/api/adviser/forecast/assumptions/versions'],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets only an admin draft, publish and list versions', async () => {
    for (const token of [tokens.adviser, tokens.client]) {
      for (const [method, url, body] of [
        ['GET', draftUrl, undefined],
        ['PUT', draftUrl, { assumptions: changed }],
        ['POST', publishUrl, undefined],
        ['GET', '/api/adviser/forecast/assumptions/versions', undefined],
      ] as const) {
        expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const adviser = await call('GET', draftUrl, tokens.adviser);
    expect(adviser.json().message).toBe(forecastMessages.adminOnly);
  });
});

describe('versions', () => {
  it('gives everyone of the firm the defaults as version 0 until one is published', async () => {
    for (const token of [tokens.admin, tokens.adviser, tokens.client]) {
      const response = await call('GET', currentUrl, token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        version: 0,
        is_default: true,
        published_at: null,
        assumptions: defaultAssumptions,
      });
    }
  });

  it('starts the draft from the defaults, and refuses to publish without one', async () => {
    const draft = await call('GET', draftUrl, tokens.admin);
    expect(draft.json().data).toEqual({
      id: null,
      version: 1,
      based_on: 0,
      updated_at: null,
      assumptions: defaultAssumptions,
    });
    const publish = await call('POST', publishUrl, tokens.admin);
    expect(publish.statusCode).toBe(409);
    expect(publish.json().message).toBe(forecastMessages.noDraft);
  });

  it('refuses out-of-range values beside each field, and saves nothing', async () => {
    const response = await call('PUT', draftUrl, tokens.admin, {
      assumptions: {
        ...changed,
        inflation: { mean: 0.5, volatility: 0.01 },
        returns: { ...changed.returns, pensions: { mean: 0.06, volatility: 2 } },
        charges: { investments: -0.01, pensions: 0.0075 },
        laterLife: { fromAge: 30, lifestyleReduction: 0.2 },
        drawdownOrder: ['cash', 'cash', 'gia', 'pensions'],
      },
    });
    expectInvalidFields(response, [
      'assumptions.charges.investments',
      'assumptions.drawdownOrder',
      'assumptions.inflation.mean',
      'assumptions.laterLife.fromAge',
      'assumptions.returns.pensions.volatility',
    ]);
    expect(response.json().errors['assumptions.inflation.mean']).toEqual([
      'Inflation must be between -5 % and 20 %.',
    ]);
    expect((await call('GET', draftUrl, tokens.admin)).json().data.id).toBeNull();
  });

  it('saves the draft without changing what the firm uses, then publishes it as version 1', async () => {
    const saved = await call('PUT', draftUrl, tokens.admin, { assumptions: changed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 1, based_on: 0, assumptions: changed });
    expect((await call('GET', currentUrl, tokens.client)).json().data.version).toBe(0);

    clock.advance(60_000);
    const published = await call('POST', publishUrl, tokens.admin);
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json().data).toEqual({
      version: 1,
      is_default: false,
      published_at: clock.now().toISOString(),
      assumptions: changed,
    });
    for (const token of [tokens.adviser, tokens.client]) {
      expect((await call('GET', currentUrl, token)).json().data).toMatchObject({
        version: 1,
        assumptions: changed,
      });
    }
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.firmId, firmId), eq(auditEvents.type, 'forecast.assumptions_published')));
    expect(event?.data).toMatchObject({ version: 1 });
  });

  it('drafts version 2 from version 1, and keeps version 1 until it is published', async () => {
    const draft = await call('GET', draftUrl, tokens.admin);
    expect(draft.json().data).toMatchObject({ id: null, version: 2, based_on: 1, assumptions: changed });
    const next = { ...changed, charges: { investments: 0.004, pensions: 0.006 } };
    await call('PUT', draftUrl, tokens.admin, { assumptions: next });
    await call('PUT', draftUrl, tokens.admin, { assumptions: { ...next, thresholds: 'frozen' } });
    expect((await call('GET', currentUrl, tokens.adviser)).json().data.version).toBe(1);
    expect((await call('POST', publishUrl, tokens.admin)).json().data).toMatchObject({
      version: 2,
      assumptions: { ...next, thresholds: 'frozen' },
    });
    const versions = await call('GET', '/api/adviser/forecast/assumptions/versions', tokens.admin);
    expect(versions.json().data.map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it("keeps each firm's versions to itself", async () => {
    expect((await call('GET', currentUrl, tokens.otherClient)).json().data.version).toBe(0);
    expect((await call('GET', draftUrl, tokens.otherAdmin)).json().data).toMatchObject({
      version: 1,
      based_on: 0,
    });
    const versions = await call('GET', '/api/adviser/forecast/assumptions/versions', tokens.otherAdmin);
    expect(versions.json().data).toEqual([]);
  });
});
