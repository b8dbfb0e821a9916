import {
  factFindHistoryResponseSchema,
  factFindListResponseSchema,
  factFindSummaryResponseSchema,
  returnNoteMaxLength,
} from '@atrium/domain/contract/adviser-factfind';
import { portalChangesResponseSchema } from '@atrium/domain/contract/factfind';
import { notificationsResponseSchema } from '@atrium/domain/contract/notifications';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factFinds, outbox } from '../../db/schema.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { pdfText } from '../../test/pdf-text.ts';

const clock = createFakeClock();
const anonymous = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}) });

const joint = () => world.joint.client.id;
const adviserUrl = (path: string, clientId = joint()) => `/api/adviser/clients/${clientId}${path}`;
const clientUrl = (path: string) => `/api/clients/${joint()}/portal/changes${path}`;

const unread = async (token: string) =>
  notificationsResponseSchema.parse((await call('GET', '/api/notifications', token)).json()).data;

async function statusOfJoint() {
  const rows = await database.db.select().from(factFinds).where(eq(factFinds.clientId, joint()));
  return rows.map((row) => row.status);
}

async function auditOf(type: string) {
  return auditEventsOfType(database.db, type);
}

const { database, t, world, call } = useFactFindWorld({
  clock,
  firm: { name: 'Example Financial Planning', primaryColour: '#7a1fa2' },
});

// Every adviser route of this feature, with a harmless body where one is needed.
const routes: { method: 'GET' | 'POST'; path: string; payload?: Record<string, unknown> }[] = [
  { method: 'GET', path: '/fact-finds' },
  { method: 'GET', path: '/fact-find' },
  { method: 'GET', path: '/fact-find/history?path=joint' },
  { method: 'GET', path: '/fact-find.pdf' },
  { method: 'POST', path: '/fact-find/review' },
  { method: 'POST', path: '/fact-find/return', payload: { note: 'Please add your pension.' } },
];

describe('access to every fact-find route', () => {
  it('answers 401 without a login', async () => {
    for (const route of routes) {
      const response = await anonymous(route.method, adviserUrl(route.path), route.payload);
      expect(response.statusCode, route.path).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 403 to a client, even for their own client id', async () => {
    for (const route of routes) {
      const response = await call(route.method, adviserUrl(route.path), world.tokens.joint, route.payload);
      expect(response.statusCode, route.path).toBe(403);
      expect(response.json()).toEqual({ message: 'Only the firm can use the adviser pages.' });
    }
  });

  it("answers 404 for another adviser's client, another firm's client and an unknown id", async () => {
    const cases = [
      [world.tokens.otherAdviser, joint()],
      [world.tokens.strangerAdmin, joint()],
      [world.tokens.admin, world.stranger.client.id],
      [world.tokens.adviser, 999_999],
    ] as const;
    for (const [token, clientId] of cases) {
      for (const route of routes) {
        const response = await call(route.method, adviserUrl(route.path, clientId), token, route.payload);
        expect(response.statusCode, `${route.path} for ${clientId}`).toBe(404);
      }
    }
  });

  it('answers 422 for a client id that is not a number', async () => {
    const response = await call('GET', '/api/adviser/clients/abc/fact-finds', world.tokens.adviser);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('clientId');
  });
});

describe('before anything is submitted', () => {
  it('lists no fact-finds and serves the empty draft in the client’s own shape', async () => {
    const list = await call('GET', adviserUrl('/fact-finds'), world.tokens.adviser);
    expect(list.statusCode).toBe(200);
    expect(factFindListResponseSchema.parse(list.json())).toEqual({ data: [] });
    const current = await call('GET', adviserUrl('/fact-find'), world.tokens.admin);
    expect(current.statusCode).toBe(200);
    expect(portalChangesResponseSchema.strict().parse(current.json())).toMatchObject({
      factFind: {},
      status: 'draft',
      returnNote: null,
    });
  });

  it('has nothing to review, return or print (409)', async () => {
    const review = await call('POST', adviserUrl('/fact-find/review'), world.tokens.adviser);
    expect(review.statusCode).toBe(409);
    expect(review.json()).toEqual({ message: 'There is no fact-find awaiting review for this client.' });
    const pdf = await call('GET', adviserUrl('/fact-find.pdf'), world.tokens.adviser);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toEqual({ message: 'This client has not submitted a fact-find yet.' });
  });
});

describe('the review loop', () => {
  it('tells the adviser when the client submits', async () => {
    clock.advance(60_000);
    expect((await call('POST', clientUrl('/start'), world.tokens.joint)).statusCode).toBe(201);
    clock.advance(60_000);
    const save = await call('PUT', clientUrl('/update'), world.tokens.joint, {
      updates: {
        employment_client1: { employment_status: 'Employed', occupation: 'Architect' },
        employment_client2: { employment_status: 'Retired' },
      },
    });
    expect(save.statusCode).toBe(200);
    clock.advance(60_000);
    expect((await call('POST', clientUrl('/submit'), world.tokens.joint)).statusCode).toBe(200);

    const [notice] = await unread(world.tokens.adviser);
    expect(notice).toMatchObject({
      type: 'fact-find-submitted',
      data: {
        title: 'James Carter submitted their fact-find',
        link: `/adviser/clients/${joint()}/fact-find`,
      },
    });
    // Nobody else's bell rings: the client has an adviser.
    expect(await unread(world.tokens.admin)).toEqual([]);
    expect(await unread(world.tokens.otherAdviser)).toEqual([]);
  });

  it('serves the adviser exactly what the client’s own GET returns', async () => {
    const asClient = (await call('GET', `/api/clients/${joint()}/portal/changes`, world.tokens.joint)).json();
    const asAdviser = await call('GET', adviserUrl('/fact-find'), world.tokens.adviser);
    expect(asAdviser.json()).toEqual(asClient);
    expect(asAdviser.json()).toMatchObject({
      status: 'awaiting-review',
      factFind: { joint: true, employment_client1: { occupation: 'Architect' } },
    });
  });

  it('lists the fact-find with its dates', async () => {
    const body = factFindListResponseSchema.parse(
      (await call('GET', adviserUrl('/fact-finds'), world.tokens.adviser)).json(),
    );
    expect(body.data).toEqual([
      expect.objectContaining({
        status: 'awaiting-review',
        is_current: true,
        submitted_at: clock.now().toISOString(),
        reviewed_at: null,
        return_note: null,
      }),
    ]);
  });

  it("shows a field's history: who changed it, when, from what to what", async () => {
    const response = await call(
      'GET',
      adviserUrl('/fact-find/history?path=employment_client1.occupation'),
      world.tokens.adviser,
    );
    expect(response.statusCode).toBe(200);
    const { data } = factFindHistoryResponseSchema.parse(response.json());
    expect(data).toEqual([
      expect.objectContaining({
        path: 'employment_client1.occupation',
        by: { id: world.joint.user.id, name: 'James Carter', role: 'client' },
        old: null,
        new: 'Architect',
      }),
    ]);
    // A category's path takes in the changes of its properties.
    const whole = (
      await call('GET', adviserUrl('/fact-find/history?path=employment_client1'), world.tokens.admin)
    ).json();
    expect(whole.data.map((c: { path: string }) => c.path).sort()).toEqual([
      'employment_client1.employment_status',
      'employment_client1.occupation',
    ]);
    // '_' is a LIKE wildcard in SQL but a plain character of a path.
    const wildcard = await call(
      'GET',
      adviserUrl('/fact-find/history?path=employment_client_'),
      world.tokens.admin,
    );
    expect(wildcard.json()).toEqual({ data: [] });
  });

  it.each([
    ['a missing path', ''],
    ['an empty path', '?path='],
    ['a path with an empty part', '?path=a..b'],
    ['a path with a slash', '?path=a/b'],
    ['a fact-find id that is not a number', '?path=joint&fact_find_id=x'],
  ])('refuses %s with 422', async (_name, query) => {
    const response = await call('GET', adviserUrl(`/fact-find/history${query}`), world.tokens.adviser);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: expect.any(Object),
    });
  });

  it.each([
    ['no note', {}],
    ['a blank note', { note: '   ' }],
    ['a note that is not text', { note: 12 }],
    ['an over-long note', { note: 'x'.repeat(returnNoteMaxLength + 1) }],
  ])('refuses to return it with %s (422) and changes nothing', async (_name, payload) => {
    const response = await call('POST', adviserUrl('/fact-find/return'), world.tokens.adviser, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('note');
    expect(await statusOfJoint()).toEqual(['awaiting-review']);
  });

  it('returns it to the client with a note: draft again, the note on their page, a notification, audited', async () => {
    clock.advance(60_000);
    const note = 'Please add Emma’s workplace pension before I review this.';
    const response = await call('POST', adviserUrl('/fact-find/return'), world.tokens.adviser, {
      note: ` ${note} `,
    });
    expect(response.statusCode).toBe(200);
    expect(factFindSummaryResponseSchema.parse(response.json()).data).toMatchObject({
      status: 'draft',
      returned_at: clock.now().toISOString(),
      returned_by: { id: world.adviser.id, name: 'Sarah Mitchell' },
      return_note: note,
    });

    const page = (await call('GET', `/api/clients/${joint()}/portal/changes`, world.tokens.joint)).json();
    expect(page).toMatchObject({
      status: 'draft',
      returnNote: {
        note,
        returnedAt: clock.now().toISOString(),
        returnedBy: { id: world.adviser.id, name: 'Sarah Mitchell' },
      },
    });
    const [notice] = await unread(world.tokens.joint);
    expect(notice).toMatchObject({
      type: 'fact-find-returned',
      data: { title: 'Sarah Mitchell returned your fact-find', body: note, link: '/fact-find' },
    });
    const [event] = await auditOf('factfind.returned');
    expect(event).toMatchObject({ userId: world.adviser.id, data: { clientId: joint(), note } });
  });

  it('refuses a second decision on a fact-find that is no longer awaiting review (409)', async () => {
    const message = 'Only a fact-find awaiting review can be marked as reviewed or returned.';
    const again = await call('POST', adviserUrl('/fact-find/return'), world.tokens.adviser, {
      note: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message });
    const review = await call('POST', adviserUrl('/fact-find/review'), world.tokens.admin);
    expect(review.statusCode).toBe(409);
    expect(review.json()).toEqual({ message });
    expect(await statusOfJoint()).toEqual(['draft']);
  });

  it('lets the client edit and resubmit; the note goes from their page and the adviser hears again', async () => {
    await call('GET', '/api/notifications/mark-all-as-read', world.tokens.adviser);
    clock.advance(60_000);
    const save = await call('PUT', clientUrl('/update'), world.tokens.joint, {
      updates: { employment_client2: { employment_status: 'Employed', occupation: 'Teacher' } },
    });
    expect(save.statusCode).toBe(200);
    expect((await call('POST', clientUrl('/submit'), world.tokens.joint)).statusCode).toBe(200);
    const page = (await call('GET', `/api/clients/${joint()}/portal/changes`, world.tokens.joint)).json();
    expect(page).toMatchObject({ status: 'awaiting-review', returnNote: null });
    expect((await unread(world.tokens.adviser)).map((n) => n.type)).toEqual(['fact-find-submitted']);
  });

  it('marks it reviewed (an admin may too): reviewed_at/by set, the client told, audited', async () => {
    clock.advance(60_000);
    const response = await call('POST', adviserUrl('/fact-find/review'), world.tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(factFindSummaryResponseSchema.parse(response.json()).data).toMatchObject({
      status: 'reviewed',
      is_current: true,
      reviewed_at: clock.now().toISOString(),
      reviewed_by: { id: world.admin.id, name: 'Daniel Hughes' },
    });
    const page = (await call('GET', `/api/clients/${joint()}/portal/changes`, world.tokens.joint)).json();
    expect(page).toMatchObject({ status: 'reviewed', returnNote: null });
    expect((await unread(world.tokens.joint))[0]).toMatchObject({
      type: 'fact-find-reviewed',
      data: { title: 'Your fact-find has been reviewed', link: '/fact-find' },
    });
    const events = await auditOf('factfind.reviewed');
    expect(events).toEqual([expect.objectContaining({ userId: world.admin.id })]);
    const again = await call('POST', adviserUrl('/fact-find/review'), world.tokens.adviser);
    expect(again.statusCode).toBe(409);
  });
});

describe('the PDF', () => {
  it('is a valid, firm-branded PDF of the submitted fact-find: both clients, their answers and the dates', async () => {
    const response = await call('GET', adviserUrl('/fact-find.pdf'), world.tokens.adviser);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="fact-find-james-carter-2026-03-02.pdf"; filename*=UTF-8''fact-find-james-carter-2026-03-02.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const { text, title } = await pdfText(response.rawPayload);
    expect(title).toBe('Fact-find: James Carter and Emma Carter');
    for (const expected of [
      'Example Financial Planning',
      'James Carter and Emma Carter',
      'Sarah Mitchell',
      'Reviewed by Daniel Hughes',
      'Submitted 2 March 2026',
      'Personal details',
      'Date of birth 12 April 1978 3 September 1980',
      'Occupation Architect Teacher',
      'Employment status Employed Employed',
      'Current address',
      'Totals',
      'Net worth £0',
    ]) {
      expect(text).toContain(expected);
    }
    const [event] = await auditOf('factfind.pdf_downloaded');
    expect(event).toMatchObject({ userId: world.adviser.id, data: { clientId: joint() } });
  });

  it('prints an earlier fact-find by id, and nobody else’s', async () => {
    const [previous] = (await call('GET', adviserUrl('/fact-finds'), world.tokens.adviser)).json().data;
    expect((await call('POST', clientUrl('/start'), world.tokens.joint)).statusCode).toBe(201);
    const list = factFindListResponseSchema.parse(
      (await call('GET', adviserUrl('/fact-finds'), world.tokens.adviser)).json(),
    ).data;
    expect(list.map((f) => [f.status, f.is_current])).toEqual([
      ['draft', true],
      ['reviewed', false],
    ]);
    // Without an id the PDF is still the latest submitted one, not the new draft.
    const latest = await call('GET', adviserUrl('/fact-find.pdf'), world.tokens.adviser);
    expect((await pdfText(latest.rawPayload)).text).toContain('Status Reviewed');
    const byId = await call(
      'GET',
      adviserUrl(`/fact-find.pdf?fact_find_id=${previous.id}`),
      world.tokens.admin,
    );
    expect(byId.statusCode).toBe(200);
    const [other] = await database.db
      .select({ id: factFinds.id })
      .from(factFinds)
      .where(and(eq(factFinds.clientId, joint()), eq(factFinds.status, 'draft')));
    expect(other).toBeDefined();
    const single = `/api/adviser/clients/${world.single.client.id}/fact-find.pdf?fact_find_id=${previous.id}`;
    expect((await call('GET', single, world.tokens.adviser)).statusCode).toBe(404);
  });

  it('serves an earlier fact-find in the client’s shape, and 404 for one of another client', async () => {
    const [, earlier] = (await call('GET', adviserUrl('/fact-finds'), world.tokens.adviser)).json().data;
    const response = await call('GET', adviserUrl(`/fact-finds/${earlier.id}`), world.tokens.adviser);
    expect(response.statusCode).toBe(200);
    expect(portalChangesResponseSchema.strict().parse(response.json())).toMatchObject({ status: 'reviewed' });
    const otherClient = `/api/adviser/clients/${world.single.client.id}/fact-finds/${earlier.id}`;
    expect((await call('GET', otherClient, world.tokens.adviser)).statusCode).toBe(404);
    expect(
      (await call('GET', adviserUrl(`/fact-finds/${earlier.id}`), world.tokens.otherAdviser)).statusCode,
    ).toBe(404);
    expect((await call('GET', adviserUrl(`/fact-finds/${earlier.id}`), world.tokens.joint)).statusCode).toBe(
      403,
    );
  });
});

describe('a resubmission after a return', () => {
  it('tells the adviser again in the bell and by mail, though the first notice was never opened', async () => {
    await call('GET', '/api/notifications/mark-all-as-read', world.tokens.adviser);
    await database.db.delete(outbox);
    const mailsToAdviser = async () =>
      (await database.db.select().from(outbox).where(eq(outbox.to, world.adviser.email))).map(
        (m) => m.subject,
      );
    // The draft the previous test started goes for review: the adviser is told once.
    clock.advance(60_000);
    expect((await call('POST', clientUrl('/submit'), world.tokens.joint)).statusCode).toBe(200);
    expect((await unread(world.tokens.adviser)).map((n) => n.data.title)).toEqual([
      'James Carter submitted their fact-find',
    ]);
    expect(await mailsToAdviser()).toEqual(['A client submitted their fact-find']);

    // The adviser returns it from the client's page, leaving the bell's notice unread; the client sends it again.
    clock.advance(60_000);
    const returned = await call('POST', adviserUrl('/fact-find/return'), world.tokens.adviser, {
      note: 'Please add your pension.',
    });
    expect(returned.statusCode).toBe(200);
    clock.advance(60_000);
    expect((await call('POST', clientUrl('/submit'), world.tokens.joint)).statusCode).toBe(200);
    expect((await unread(world.tokens.adviser)).map((n) => [n.type, n.data.title])).toEqual([
      ['fact-find-submitted', 'James Carter submitted their fact-find again'],
      ['fact-find-submitted', 'James Carter submitted their fact-find'],
    ]);
    expect(await mailsToAdviser()).toEqual([
      'A client submitted their fact-find',
      'A client submitted their fact-find',
    ]);
  });
});
