import { auditMessages, auditPerPage, auditResponseSchema } from '@atrium/domain/contract/audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, factFindChanges, factFinds } from '../../db/schema.ts';
import { expectAdminOnly } from '../../test/access.ts';
import { requester, useTestApp } from '../../test/build-test-app.ts';
import { expectInvalidFields } from '../../test/expect.ts';
import { anotherFirm, createClientUser, createFirmWithStaff, lastingTokens } from '../../test/factories.ts';

const ids = {} as Record<
  'firm' | 'adviser' | 'admin' | 'james' | 'jamesUser' | 'amelia' | 'otherFirm',
  number
>;
const tokens = {} as Record<'client' | 'adviser' | 'admin' | 'otherAdmin', string>;

function get(url: string, token?: string) {
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}
const list = async (query: string) => {
  const response = await get(`/api/adviser/audit${query}`, tokens.admin);
  expect(response.statusCode).toBe(200);
  return auditResponseSchema.strict().parse(response.json());
};

const { database, t } = useTestApp();
beforeAll(async () => {
  const db = database.db;
  const { firm, adviser, admin } = await createFirmWithStaff(db, ['adviser', 'admin'], {
    name: 'Harbour Wealth',
  });
  const james = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'James Carter' });
  const amelia = await createClientUser(db, {
    firmId: firm.id,
    adviserId: adviser.id,
    name: 'Amelia Carter',
  });
  const { firm: otherFirm, admin: otherAdmin } = await anotherFirm(db, ['admin']);
  Object.assign(ids, {
    firm: firm.id,
    adviser: adviser.id,
    admin: admin.id,
    james: james.client.id,
    jamesUser: james.user.id,
    amelia: amelia.client.id,
    otherFirm: otherFirm.id,
  });
  Object.assign(
    tokens,
    await lastingTokens(db, {
      client: james.user.id,
      adviser: adviser.id,
      admin: admin.id,
      otherAdmin: otherAdmin.id,
    }),
  );

  // A trail: James logs in (UK evening, 1 March), the adviser adds a link for Amelia (2 March), James saves two
  // answers (3 March) with one of them a formula, and the other firm has an event of its own.
  await db.insert(auditEvents).values([
    {
      firmId: firm.id,
      userId: james.user.id,
      type: 'login.succeeded',
      ip: '203.0.113.9',
      createdAt: new Date('2026-03-01T23:30:00Z'),
    },
    {
      firmId: firm.id,
      userId: adviser.id,
      type: 'link.created',
      data: { clientId: amelia.client.id, url: 'https://example.org/' },
      createdAt: new Date('2026-03-02T10:00:00Z'),
    },
    {
      firmId: otherFirm.id,
      userId: otherAdmin.id,
      type: 'login.succeeded',
      createdAt: new Date('2026-03-02T11:00:00Z'),
    },
  ]);
  const [factFind] = await db
    .insert(factFinds)
    .values({ firmId: firm.id, clientId: james.client.id, data: {} })
    .returning();
  await db.insert(factFindChanges).values([
    {
      firmId: firm.id,
      factFindId: factFind?.id ?? 0,
      userId: james.user.id,
      path: 'personal_details_client1.first_name',
      oldValue: null,
      newValue: '=HYPERLINK("http://evil.example","click")',
      createdAt: new Date('2026-03-03T09:00:00Z'),
    },
    {
      firmId: firm.id,
      factFindId: factFind?.id ?? 0,
      userId: james.user.id,
      path: 'personal_details_client1.last_name',
      oldValue: null,
      newValue: 'Carter',
      createdAt: new Date('2026-03-03T09:00:01Z'),
    },
  ]);
});

describe('who may read the audit trail', () => {
  it.each(['/api/adviser/audit', '/api/adviser/audit/filters', '/api/adviser/audit/export'])(
    '%s: 401 anonymous, 403 to a client and an adviser',
    async (url) => {
      await expectAdminOnly(
        requester(() => t),
        'GET',
        url,
        tokens,
        auditMessages.adminOnly,
      );
    },
  );
});

describe('GET /api/adviser/audit', () => {
  it('lists the firm’s events and fact-find changes together, newest first, and nothing of another firm', async () => {
    const { data, meta } = await list('');
    expect(data.map((entry) => [entry.kind, entry.type])).toEqual([
      ['fact-find-change', 'factfind.change'],
      ['fact-find-change', 'factfind.change'],
      ['event', 'link.created'],
      ['event', 'login.succeeded'],
    ]);
    expect(meta).toEqual({ current_page: 1, last_page: 1, per_page: auditPerPage, total: 4 });
    expect(data[0]).toEqual({
      id: expect.stringMatching(/^change-\d+$/),
      kind: 'fact-find-change',
      type: 'factfind.change',
      occurred_at: '2026-03-03T09:00:01.000Z',
      user: { id: ids.jamesUser, name: 'James Carter' },
      client: { id: ids.james, name: 'James Carter' },
      ip: null,
      details: {
        factFindId: expect.any(Number),
        path: 'personal_details_client1.last_name',
        old: null,
        new: 'Carter',
      },
    });
    expect(data[2]).toMatchObject({
      user: { id: ids.adviser, name: 'Sarah Mitchell' },
      client: { id: ids.amelia, name: 'Amelia Carter' },
      details: { clientId: ids.amelia, url: 'https://example.org/' },
    });
    // James's own login counts as his.
    expect(data[3]).toMatchObject({ client: { id: ids.james }, ip: '203.0.113.9' });
  });

  it('filters by client, user and type', async () => {
    expect((await list(`?client_id=${ids.james}`)).data.map((e) => e.type)).toEqual([
      'factfind.change',
      'factfind.change',
      'login.succeeded',
    ]);
    expect((await list(`?client_id=${ids.amelia}`)).data.map((e) => e.type)).toEqual(['link.created']);
    expect((await list(`?user_id=${ids.adviser}`)).data.map((e) => e.type)).toEqual(['link.created']);
    expect((await list('?type=login.succeeded')).meta.total).toBe(1);
    expect((await list('?type=factfind.change')).meta.total).toBe(2);
  });

  it('filters by whole days in UK time', async () => {
    // 23:30 UTC on 1 March is still 1 March in London (GMT).
    expect((await list('?from=2026-03-01&to=2026-03-01')).data.map((e) => e.type)).toEqual([
      'login.succeeded',
    ]);
    expect((await list('?from=2026-03-02&to=2026-03-02')).data.map((e) => e.type)).toEqual(['link.created']);
    expect((await list('?from=2026-03-03')).meta.total).toBe(2);
    expect((await list('?to=2026-03-02')).meta.total).toBe(2);
  });

  it('pages through the trail without overlap', async () => {
    const rows = Array.from({ length: auditPerPage + 5 }, (_, i) => ({
      firmId: ids.firm,
      userId: ids.admin,
      type: 'paging.test',
      createdAt: new Date(Date.UTC(2026, 3, 1, 12, 0, i)),
    }));
    await database.db.insert(auditEvents).values(rows);
    const first = await list('?type=paging.test');
    const second = await list('?type=paging.test&page=2');
    expect(first.meta).toMatchObject({ total: auditPerPage + 5, last_page: 2 });
    expect(first.data).toHaveLength(auditPerPage);
    expect(second.data).toHaveLength(5);
    const seen = new Set([...first.data, ...second.data].map((e) => e.id));
    expect(seen.size).toBe(auditPerPage + 5);
    expect((await list('?type=paging.test&page=3')).data).toEqual([]);
  });

  it('refuses bad filters with 422', async () => {
    const response = await get('/api/adviser/audit?client_id=abc&from=2026-02-30&page=0', tokens.admin);
    expectInvalidFields(response, ['client_id', 'from', 'page']);
    const reversed = await get('/api/adviser/audit?from=2026-03-03&to=2026-03-01', tokens.admin);
    expect(reversed.json().errors).toEqual({ to: [auditMessages.dateRange] });
  });

  it('offers the firm’s clients, people and types as filter choices', async () => {
    const response = await get('/api/adviser/audit/filters', tokens.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.clients.map((c: { name: string }) => c.name)).toEqual(['Amelia Carter', 'James Carter']);
    expect(body.users.map((u: { name: string }) => u.name)).toContain('Sarah Mitchell');
    expect(body.users).toHaveLength(4);
    expect(body.types).toEqual(['factfind.change', 'link.created', 'login.succeeded', 'paging.test']);
  });
});

describe('GET /api/adviser/audit/export', () => {
  it('streams the filtered trail as CSV, formula-safe, as an attachment, and audits the export', async () => {
    const response = await get(`/api/adviser/audit/export?client_id=${ids.james}`, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="(audit-\d{4}-\d{2}-\d{2}\.csv)"; filename\*=UTF-8''\1$/,
    );
    const lines = response.body.split('\r\n');
    // After the byte order mark that makes Excel read UTF-8 (platform/send-file.ts).
    expect(lines[0]).toBe('\uFEFFoccurred_at,kind,type,user_id,user,client_id,client,ip,details');
    expect(lines).toHaveLength(5);
    expect(lines[lines.length - 1]).toBe('');
    expect(lines[2]).toContain('fact-find-change,factfind.change');
    // The formula is inside the JSON of the details cell, which starts with "{" and is quoted, never run.
    expect(lines[2]).toMatch(/,,"\{""new"":""=HYPERLINK\(.*""path"":""personal_details_client1.first_name""/);
    expect(lines[3]).toContain('login.succeeded');
    const after = await list('?type=audit.exported');
    expect(after.data[0]).toMatchObject({
      user: { id: ids.admin },
      details: { filters: { client_id: ids.james } },
    });
  });

  it('quotes a cell that starts with a formula character', async () => {
    await database.db.insert(auditEvents).values({
      firmId: ids.firm,
      userId: ids.admin,
      type: '=cmd|"/c calc"!A1',
      createdAt: new Date('2026-05-01T12:00:00Z'),
    });
    const response = await get(`/api/adviser/audit/export?from=2026-05-01&to=2026-05-01`, tokens.admin);
    const lines = response.body.split('\r\n');
    expect(lines[1]).toContain(`,"'=cmd|""/c calc""!A1",`);
  });
});
