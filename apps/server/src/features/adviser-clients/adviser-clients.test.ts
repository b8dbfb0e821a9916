import { adviserDashboardResponseSchema, clientsResponseSchema } from '@atrium/domain/contract/adviser';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { expectStaffOnly } from '../../test/access.ts';
import { useAdviserClientsWorld } from '../../test/adviser-clients-world.ts';
import { auditEventsOfType } from '../../test/audit.ts';

const { clock, database, w, call } = useAdviserClientsWorld();

const list = async (query: string, token = w.tokens.adviser) => {
  const response = await call('GET', `/api/adviser/clients${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return clientsResponseSchema.parse(response.json());
};

const clientRoutes = (clientId: number) =>
  [
    ['GET', `/api/adviser/clients/${clientId}`, undefined],
    ['POST', `/api/adviser/clients/${clientId}/resend-invitation`, undefined],
    ['POST', `/api/adviser/clients/${clientId}/portal-access`, { enabled: false }],
    ['POST', `/api/adviser/clients/${clientId}/reset-mfa`, undefined],
  ] as const;

describe('access', () => {
  it('answers 401 without a login and 403 to a client, on every route', async () => {
    const routes = [
      ['GET', '/api/adviser/dashboard', undefined],
      ['GET', '/api/adviser/clients', undefined],
      ...clientRoutes(w.james.client.id),
    ] as const;
    for (const [method, url, payload] of routes) {
      await expectStaffOnly(call, method, url, w.tokens.james, payload);
    }
  });

  it("answers 404 for another adviser's client, another firm's and an unknown id, and changes nothing", async () => {
    for (const [token, clientId] of [
      [w.tokens.otherAdviser, w.james.client.id],
      [w.tokens.adviser, w.ann.client.id],
      [w.tokens.strangerAdmin, w.james.client.id],
      [w.tokens.admin, w.stranger.client.id],
      [w.tokens.adviser, 999_999],
    ] as const) {
      for (const [method, url, payload] of clientRoutes(clientId)) {
        expect((await call(method, url, token, payload)).statusCode, `${url} ${clientId}`).toBe(404);
      }
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, w.james.user.id));
    expect(row?.disabledAt).toBeNull();
    expect(await auditEventsOfType(database.db, 'client.portal_disabled')).toEqual([]);
  });

  it('lists only the adviser’s own clients; an admin sees the firm’s, never another firm’s', async () => {
    expect((await list('?search=ann')).meta.total).toBe(0);
    expect((await list('', w.tokens.otherAdviser)).data.map((c) => c.name)).toEqual(['Ann Lee']);
    const all = await list('?search=e', w.tokens.admin);
    expect(all.data.map((c) => c.name)).toContain('Ann Lee');
    expect((await list('?search=stranger', w.tokens.admin)).meta.total).toBe(0);
  });
});

describe('GET /api/adviser/clients', () => {
  it('pages by 25 with the totals, sorted by name by default', async () => {
    const first = await list('');
    expect(first.meta).toEqual({ current_page: 1, last_page: 2, per_page: 25, total: 32 });
    expect(first.data).toHaveLength(25);
    expect(first.data.slice(0, 5).map((c) => c.name)).toEqual([
      'James Carter',
      'Lapsed Invite',
      'Noah Invited',
      'Olivia Bennett',
      'Priya Shah',
    ]);
    const second = await list('?page=2');
    expect(second.meta.current_page).toBe(2);
    expect(second.data.map((c) => c.name)).toEqual([
      'Zed Client 21',
      'Zed Client 22',
      'Zed Client 23',
      'Zed Client 24',
      'Zed Client 25',
      'Zed Client 26',
      'Zed Client 27',
    ]);
    const beyond = await list('?page=9');
    expect(beyond).toEqual({ data: [], meta: { current_page: 9, last_page: 2, per_page: 25, total: 32 } });
  });

  it('shows each row’s status, last activity, unread count and portal access', async () => {
    const rows = (await list('?search=james')).data;
    expect(rows).toEqual([
      {
        id: w.james.client.id,
        name: 'James Carter',
        joint_name: 'Emma Carter',
        email: 'james@example.test',
        adviser: { id: w.adviserId, name: 'Sarah Mitchell' },
        status: 'awaiting-review',
        fact_find_submitted_at: '2026-03-01T10:00:00.000Z',
        portal_status: 'active',
        last_activity_at: clock.now().toISOString(),
        unread_count: 2,
      },
    ]);
    const noah = (await list('?search=noah')).data[0];
    expect(noah).toMatchObject({ status: 'not-started', portal_status: 'invited', last_activity_at: null });
    expect((await list('?search=lapsed')).data[0]?.portal_status).toBe('invitation-expired');
  });

  it('searches names, partner names and emails, case-insensitively, with wildcards taken literally', async () => {
    expect((await list('?search=EMMA')).data.map((c) => c.name)).toEqual(['James Carter']);
    expect((await list('?search=olivia%40example')).data.map((c) => c.name)).toEqual(['Olivia Bennett']);
    expect((await list('?search=zed%20client%202')).meta.total).toBe(8);
    expect((await list('?search=%25')).meta.total).toBe(0);
    expect((await list('?search=_')).meta.total).toBe(0);
    expect((await list('?search=%20%20')).meta.total).toBe(32);
  });

  it('filters by fact-find status', async () => {
    expect((await list('?status=awaiting-review')).data.map((c) => c.name)).toEqual(['James Carter']);
    expect((await list('?status=draft')).data.map((c) => c.name)).toEqual(['Olivia Bennett']);
    expect((await list('?status=not-started')).meta.total).toBe(30);
    expect((await list('?status=reviewed')).meta.total).toBe(0);
    expect((await list('?status=awaiting-review', w.tokens.admin)).data.map((c) => c.name)).toEqual([
      'Ann Lee',
      'James Carter',
    ]);
  });

  it('sorts by name, last activity, unread count and status, both ways', async () => {
    expect((await list('?sort=-name')).data[0]?.name).toBe('Zed Client 27');
    expect((await list('?sort=-last_activity')).data.slice(0, 3).map((c) => c.name)).toEqual([
      'James Carter',
      'Priya Shah',
      'Olivia Bennett',
    ]);
    expect((await list('?sort=last_activity&page=2')).data.at(-1)?.name).toBe('James Carter');
    expect((await list('?sort=-unread')).data[0]?.name).toBe('James Carter');
    expect((await list('?sort=status')).data.slice(0, 2).map((c) => c.name)).toEqual([
      'James Carter',
      'Olivia Bennett',
    ]);
    expect((await list('?sort=-status&page=2')).data.at(-1)?.name).toBe('James Carter');
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=two', 'page'],
    ['status=done', 'status'],
    ['sort=email', 'sort'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('refuses ?%s with 422 naming the field', async (query, field) => {
    const response = await call('GET', `/api/adviser/clients?${query}`, w.tokens.adviser);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { [field]: [expect.any(String)] },
    });
  });
});

describe('GET /api/adviser/dashboard', () => {
  it('shows what needs attention, scoped to the adviser', async () => {
    const response = await call('GET', '/api/adviser/dashboard', w.tokens.adviser);
    expect(response.statusCode).toBe(200);
    const body = adviserDashboardResponseSchema.parse(response.json());
    expect(body.awaiting_review).toEqual({
      total: 1,
      items: [
        {
          client: { id: w.james.client.id, name: 'James Carter' },
          fact_find_id: expect.any(Number),
          submitted_at: '2026-03-01T10:00:00.000Z',
        },
      ],
    });
    expect(body.unread_conversations).toEqual({
      total: 1,
      items: [
        {
          client: { id: w.james.client.id, name: 'James Carter' },
          unread_count: 2,
          last_message_at: '2026-03-02T08:45:00.000Z',
        },
      ],
    });
    expect(body.pending_invitations.items.map((i) => [i.client.name, i.email, i.expired])).toEqual([
      ['Noah Invited', 'noah@example.test', false],
      ['Lapsed Invite', 'lapsed@example.test', true],
    ]);
    // Active since midnight in London: James and Priya, not Olivia (yesterday evening).
    expect(body.active_today.items.map((i) => i.client.name)).toEqual(['James Carter', 'Priya Shah']);
  });

  it('gives an admin the whole firm, oldest submission first', async () => {
    const body = adviserDashboardResponseSchema.parse(
      (await call('GET', '/api/adviser/dashboard', w.tokens.admin)).json(),
    );
    expect(body.awaiting_review.items.map((i) => i.client.name)).toEqual(['Ann Lee', 'James Carter']);
    expect(body.awaiting_review.total).toBe(2);
  });

  it('gives another adviser only theirs', async () => {
    const body = adviserDashboardResponseSchema.parse(
      (await call('GET', '/api/adviser/dashboard', w.tokens.otherAdviser)).json(),
    );
    expect(body.awaiting_review.items.map((i) => i.client.name)).toEqual(['Ann Lee']);
    expect(body.unread_conversations.total).toBe(0);
    expect(body.pending_invitations.total).toBe(0);
  });
});
