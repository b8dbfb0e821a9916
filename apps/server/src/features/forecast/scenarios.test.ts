import { forecastMessages } from '@atrium/domain/contract/forecast';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, factFinds, householdMembers, outbox } from '../../db/schema.ts';
import { createFakeClock, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';

// Saved, shared scenarios (features/forecast/scenarios-service.ts): the client's adviser (or an admin of the
// firm) saves, renames, shares, unshares and deletes them; the household sees the shared ones; anyone else, a 404.

const clock = createFakeClock();
const { database, t } = useTestApp({ clock });
type Who = 'admin' | 'adviser' | 'otherAdviser' | 'client' | 'partner' | 'otherClient' | 'foreignAdmin';
const tokens = {} as Record<Who, string>;
let clientId: number;
let otherClientId: number;
let factFindId: number;
let adviserId: number;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const listUrl = (id = clientId) => `/api/adviser/clients/${id}/forecast/scenarios`;

// The household person's notifications of one type, in their bell.
async function noticesOf(token: string, type: string) {
  const notices = (await call('GET', '/api/notifications', token)).json().data;
  return notices.filter((n: { type: string }) => n.type === type) as { data: Record<string, unknown> }[];
}
const mailCount = async () => (await database.db.select({ id: outbox.id }).from(outbox)).length;
const scenario = {
  retireYears: -2,
  spendingPercent: 10,
  lumpSum: { year: 2030, amount: 25000 },
  marketFallYear: 2028,
};

beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db);
  const foreign = await createFirm(db);
  const admin = await createUser(db, { firmId: firm.id, role: 'admin' });
  const adviser = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Sarah Mitchell' });
  adviserId = adviser.id;
  const otherAdviser = await createUser(db, { firmId: firm.id, role: 'adviser' });
  const client = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'James Carter' });
  clientId = client.client.id;
  // The partner who signs in to the same household (household_members person 2, migration 0022).
  const partner = await createUser(db, { firmId: firm.id, role: 'client', name: 'Emma Carter' });
  await db.insert(householdMembers).values({ clientId, userId: partner.id, person: 2 });
  const otherClient = await createClientUser(db, { firmId: firm.id, adviserId: otherAdviser.id });
  otherClientId = otherClient.client.id;
  const foreignAdmin = await createUser(db, { firmId: foreign.id, role: 'admin' });
  const [factFind] = await db
    .insert(factFinds)
    .values({ firmId: firm.id, clientId, data: { joint: false }, version: 7 })
    .returning();
  factFindId = factFind?.id ?? 0;
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  for (const [who, userId] of [
    ['admin', admin.id],
    ['adviser', adviser.id],
    ['otherAdviser', otherAdviser.id],
    ['client', client.user.id],
    ['partner', partner.id],
    ['otherClient', otherClient.user.id],
    ['foreignAdmin', foreignAdmin.id],
  ] as const) {
    tokens[who] = await createToken(db, { userId, expiresAt });
  }
});

describe('saving scenarios', () => {
  let id: number;

  it('saves a named scenario with the assumptions and fact-find versions it was made with', async () => {
    const response = await call('POST', listUrl(), tokens.adviser, { name: ' Retire at 58 ', scenario });
    expect(response.statusCode, response.body).toBe(201);
    const data = response.json().data;
    id = data.id;
    expect(data).toMatchObject({
      client_id: clientId,
      name: 'Retire at 58',
      scenario,
      shared: false,
      shared_at: null,
      assumptions_version: 0,
      fact_find_id: factFindId,
      fact_find_version: 7,
      created_by: { id: adviserId, name: 'Sarah Mitchell' },
    });
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'forecast.scenario_saved'));
    expect(event?.data).toMatchObject({ clientId, scenarioId: id, name: 'Retire at 58' });
  });

  it('records the version published when it is saved', async () => {
    const admin = tokens.admin;
    await call('PUT', '/api/adviser/forecast/assumptions/draft', admin, {
      assumptions: defaultAssumptions,
    });
    expect((await call('POST', '/api/adviser/forecast/assumptions/publish', admin)).statusCode).toBe(201);
    const response = await call('POST', listUrl(), admin, {
      name: 'Spend less',
      scenario: { ...scenario, spendingPercent: -20 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ assumptions_version: 1, shared: false });
  });

  it('refuses a name the client already has (any case), and values out of range, beside the field', async () => {
    const taken = await call('POST', listUrl(), tokens.adviser, { name: 'retire AT 58', scenario });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: [forecastMessages.nameTaken] });
    const bad = await call('POST', listUrl(), tokens.adviser, {
      name: '',
      scenario: {
        retireYears: 40,
        spendingPercent: 10,
        lumpSum: { year: 1990, amount: 0 },
        marketFallYear: 2500,
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'name',
      'scenario.lumpSum.amount',
      'scenario.lumpSum.year',
      'scenario.marketFallYear',
      'scenario.retireYears',
    ]);
    const nothing = await call('PATCH', `${listUrl()}/${id}`, tokens.adviser, {});
    expect(nothing.statusCode).toBe(422);
  });

  it('lists newest first for the adviser; the household sees nothing until it is shared', async () => {
    const list = await call('GET', listUrl(), tokens.adviser);
    expect(list.json().data.map((s: { name: string }) => s.name)).toEqual(['Spend less', 'Retire at 58']);
    for (const token of [tokens.client, tokens.partner]) {
      expect((await call('GET', '/api/forecast/scenarios', token)).json().data).toEqual([]);
    }
  });

  it('shares it: the household sees it and each person is notified once', async () => {
    clock.advance(60_000);
    const shared = await call('PATCH', `${listUrl()}/${id}`, tokens.adviser, { shared: true });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data).toMatchObject({ shared: true, shared_at: clock.now().toISOString() });
    await call('PATCH', `${listUrl()}/${id}`, tokens.adviser, { shared: true });
    for (const token of [tokens.client, tokens.partner]) {
      const list = await call('GET', '/api/forecast/scenarios', token);
      expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([id]);
      const notices = (await call('GET', '/api/notifications', token)).json().data;
      const ours = notices.filter(
        (n: { type: string }) => n.type === notificationTypes.forecastScenarioShared,
      );
      expect(ours).toHaveLength(1);
      expect(ours[0].data).toMatchObject({
        link: '/forecast',
        body: expect.stringContaining('Retire at 58'),
      });
    }
  });

  it('renames and unshares, with audit events', async () => {
    const renamed = await call('PATCH', `${listUrl()}/${id}`, tokens.admin, {
      name: 'Retire at 58, smaller',
    });
    expect(renamed.json().data).toMatchObject({ name: 'Retire at 58, smaller', shared: true });
    const taken = await call('PATCH', `${listUrl()}/${id}`, tokens.admin, { name: 'SPEND LESS' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: [forecastMessages.nameTaken] });
    const mails = await mailCount();
    const unshared = await call('PATCH', `${listUrl()}/${id}`, tokens.adviser, { shared: false });
    expect(unshared.json().data).toMatchObject({ shared: false, shared_at: null });
    expect((await call('GET', '/api/forecast/scenarios', tokens.client)).json().data).toEqual([]);
    // Each person of the household is told in the bell, once, by the name they knew it by; no mail.
    await call('PATCH', `${listUrl()}/${id}`, tokens.adviser, { shared: false });
    for (const token of [tokens.client, tokens.partner]) {
      const withdrawn = await noticesOf(token, notificationTypes.forecastScenarioWithdrawn);
      expect(withdrawn.map((notice) => notice.data)).toEqual([
        {
          title: 'Your adviser withdrew a forecast scenario',
          body: '“Retire at 58, smaller” is no longer on your forecast.',
          link: '/forecast',
        },
      ]);
    }
    expect(await mailCount()).toBe(mails);
    const types = (
      await database.db
        .select({ type: auditEvents.type })
        .from(auditEvents)
        .where(eq(auditEvents.userId, adviserId))
    ).map((row) => row.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'forecast.scenario_saved',
        'forecast.scenario_shared',
        'forecast.scenario_unshared',
      ]),
    );
    const [renameEvent] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'forecast.scenario_renamed')));
    expect(renameEvent?.data).toMatchObject({ from: 'Retire at 58', to: 'Retire at 58, smaller' });
  });

  it('answers 404 to staff outside the client, and for another client’s scenario', async () => {
    for (const token of [tokens.otherAdviser, tokens.foreignAdmin]) {
      expect((await call('GET', listUrl(), token)).statusCode).toBe(404);
      expect((await call('POST', listUrl(), token, { name: 'Mine', scenario })).statusCode).toBe(404);
      expect((await call('PATCH', `${listUrl()}/${id}`, token, { shared: true })).statusCode).toBe(404);
      expect((await call('DELETE', `${listUrl()}/${id}`, token)).statusCode).toBe(404);
    }
    // The admin reaches the other client, but this scenario is not theirs.
    expect(
      (await call('PATCH', `${listUrl(otherClientId)}/${id}`, tokens.admin, { shared: true })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${listUrl(otherClientId)}/${id}`, tokens.admin)).statusCode).toBe(404);
    expect((await call('GET', `${listUrl()}`, tokens.adviser)).json().data).toHaveLength(2);
  });

  it('refuses clients on the adviser routes, staff on the client route, and asks for a login', async () => {
    expect((await call('GET', listUrl(), tokens.client)).statusCode).toBe(403);
    expect((await call('POST', listUrl(), tokens.client, { name: 'Mine', scenario })).statusCode).toBe(403);
    expect((await call('GET', '/api/forecast/scenarios', tokens.adviser)).statusCode).toBe(403);
    expect((await call('GET', '/api/forecast/scenarios')).statusCode).toBe(401);
    expect((await call('GET', listUrl())).statusCode).toBe(401);
  });

  it("keeps another household's shared scenarios from this one", async () => {
    const other = await call('POST', listUrl(otherClientId), tokens.admin, {
      name: 'Theirs',
      scenario,
      shared: true,
    });
    expect(other.statusCode, other.body).toBe(201);
    expect((await call('GET', '/api/forecast/scenarios', tokens.client)).json().data).toEqual([]);
    const theirs = await call('GET', '/api/forecast/scenarios', tokens.otherClient);
    expect(theirs.json().data.map((s: { name: string }) => s.name)).toEqual(['Theirs']);
  });

  it('withdraws a shared scenario that is deleted from the household, telling each person once', async () => {
    const created = await call('POST', listUrl(), tokens.adviser, {
      name: 'Downsize',
      scenario,
      shared: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const downsize = created.json().data.id;
    expect((await call('GET', '/api/forecast/scenarios', tokens.client)).json().data).toHaveLength(1);
    clock.advance(60_000);
    expect((await call('DELETE', `${listUrl()}/${downsize}`, tokens.adviser)).statusCode).toBe(204);
    // Newest first in the bell.
    for (const token of [tokens.client, tokens.partner]) {
      expect((await call('GET', '/api/forecast/scenarios', token)).json().data).toEqual([]);
      const withdrawn = await noticesOf(token, notificationTypes.forecastScenarioWithdrawn);
      expect(withdrawn.map((notice) => notice.data.body)).toEqual([
        '“Downsize” is no longer on your forecast.',
        '“Retire at 58, smaller” is no longer on your forecast.',
      ]);
    }
  });

  it('deletes it', async () => {
    const told = async () =>
      (await noticesOf(tokens.client, notificationTypes.forecastScenarioWithdrawn)).length;
    const before = await told();
    expect((await call('DELETE', `${listUrl()}/${id}`, tokens.adviser)).statusCode).toBe(204);
    // It was not shared: nobody in the household is told.
    expect(await told()).toBe(before);
    expect((await call('DELETE', `${listUrl()}/${id}`, tokens.adviser)).statusCode).toBe(404);
    expect(
      (await call('GET', listUrl(), tokens.adviser)).json().data.map((s: { name: string }) => s.name),
    ).toEqual(['Spend less']);
  });
});
