import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factFindAnswers } from '../db/schema.ts';
import {
  buildTestApp,
  openTestDatabase,
  type TestApp,
  type TestDatabase,
  testConfig,
} from '../test/build-test-app.ts';
import { createClientUser, testPassword } from '../test/factories.ts';
import { type RegisteredRoute, registeredRoutes, routeKey } from './registered-routes.ts';
import { type FuzzWorld, fuzzWorld, type Role, roles } from './world.ts';

// Who may call what. Each route's row names the roles whose call gets through; every other role must be
// refused (401 anonymous, 403 wrong role, or 404 for another's record, which is how scoping answers so ids
// cannot be probed). A route the app registers without a row here fails the test.
//   everyone: no sign-in needed; signedIn: any signed-in user (scoped to themself);
//   clients: any client, each to their own records; clientA: client A only (client A's own record);
//   readersOfA: client A, A's adviser and the firm's admin (staff read-only); staff: any adviser or admin;
//   firmOfA: A's adviser and the firm's admin; admin: the admin of A's firm only; slotOwner: the slot's adviser.
const everyone: Role[] = [...roles];
const signedIn: Role[] = ['clientA', 'clientB', 'adviserOfA', 'otherFirmAdviser', 'admin'];
const clients: Role[] = ['clientA', 'clientB'];
const clientA: Role[] = ['clientA'];
const readersOfA: Role[] = ['clientA', 'adviserOfA', 'admin'];
const staff: Role[] = ['adviserOfA', 'otherFirmAdviser', 'admin'];
const firmOfA: Role[] = ['adviserOfA', 'admin'];
const admin: Role[] = ['admin'];
// A calendar slot is its adviser's own: only they withdraw it (the admin books and cancels, not withdraws).
const slotOwner: Role[] = ['adviserOfA'];

type Row = {
  allow: Role[];
  // A body good enough to get past validation, so a refusal can only be the authorisation's (a string names
  // one built from the world below).
  body?: unknown;
  query?: string;
};

const link = { title: 'Pension provider', url: 'https://pensions.example.com' };
const account = { provider: 'Aviva', account_type: 'isa', currency: 'GBP' };
let accounts = 0;
// Accounts are unique per provider, type and reference: each fixture gets its own reference.
const newAccount = () => ({ ...account, reference: `REF-${++accounts}` });
const holding = {
  fund_name: 'Global Index',
  isin: 'US0378331005',
  asset_class: 'equity',
  units: 10,
  price: 1.5,
  valuation_date: '2026-03-01',
};

export const matrix: Record<string, Row> = {
  'GET /healthz': { allow: everyone },
  'GET /readyz': { allow: everyone },
  'GET /api/config': { allow: everyone },
  'GET /api/firm': { allow: everyone },
  'GET /api/firm/logo': { allow: everyone },
  'POST /api/login': { allow: everyone, body: 'login' },
  'POST /api/forgot-password': { allow: everyone, body: { email: 'nobody@example.test' } },
  'POST /api/reset-password': { allow: everyone },
  'POST /api/register': { allow: everyone },
  'POST /api/register/confirm': { allow: everyone },
  'GET /api/invitations/:hash': { allow: everyone },
  'POST /api/invitations/:hash/accept': { allow: everyone },
  'POST /api/logout': { allow: signedIn },
  'GET /api/user': { allow: signedIn },
  'GET /api/multi-factor-auth': { allow: signedIn },
  'POST /api/multi-factor-auth/send': { allow: signedIn },
  'POST /api/multi-factor-auth/verify': { allow: signedIn },
  'GET /api/profile': { allow: signedIn },
  'PUT /api/profile': { allow: signedIn },
  'PATCH /api/profile': { allow: signedIn },
  'POST /api/profile/email': { allow: signedIn },
  'DELETE /api/profile/email': { allow: signedIn },
  'POST /api/profile/email/confirm': { allow: signedIn },
  'PUT /api/profile/password': { allow: signedIn },
  'POST /api/profile/sessions/logout-others': { allow: signedIn },
  'GET /api/profile/mfa': { allow: signedIn },
  'POST /api/profile/mfa/sms': { allow: signedIn },
  'POST /api/profile/mfa/sms/verify': { allow: signedIn },
  'POST /api/profile/mfa/totp': { allow: signedIn },
  'POST /api/profile/mfa/totp/confirm': { allow: signedIn },
  'POST /api/profile/mfa/recovery-codes': { allow: signedIn },
  'POST /api/profile/mfa/disable': { allow: signedIn },
  'GET /api/profile/trusted-devices': { allow: signedIn },
  'DELETE /api/profile/trusted-devices/:id': { allow: signedIn },
  'GET /api/notifications': { allow: signedIn },
  'GET /api/notifications/mark-all-as-read': { allow: signedIn },
  'POST /api/notifications/mark-all-as-read': { allow: signedIn },
  'GET /api/notifications/:id/mark-as-read': { allow: signedIn },
  'POST /api/notifications/:id/mark-as-read': { allow: signedIn },
  'POST /api/realtime/auth': { allow: signedIn },
  'POST /broadcasting/auth': { allow: signedIn },
  'GET /api/address/:postcode': { allow: signedIn },
  'GET /api/address/sales/:postcode': { allow: signedIn },
  'GET /api/address/valuation/:postcode': { allow: signedIn },
  'GET /api/dev/outbox': { allow: everyone },

  'GET /api/clients/:clientId/portal/changes': { allow: readersOfA },
  'PUT /api/clients/:clientId/portal/changes/update': {
    allow: clientA,
    body: { updates: { personal_details_client1: { middle_names: 'Robert' } } },
  },
  'POST /api/clients/:clientId/portal/changes/start': { allow: clientA },
  'POST /api/clients/:clientId/portal/changes/submit': { allow: clientA },
  'GET /api/clients/:clientId/fact-find-consent': { allow: readersOfA },
  'POST /api/clients/:clientId/fact-find-consent': { allow: clientA },
  'GET /api/clients/:clientId/finances/updated': { allow: readersOfA },
  'GET /api/clients/:clientId/calculate-net-salary': { allow: readersOfA, query: '?salary=50000' },
  'PUT /api/fact-find/answers/:answerId': { allow: clientA, body: { value: 'Retire early' } },

  // Staff see the firm-wide list here too (the adviser's page previews what clients see).
  'GET /api/links': { allow: signedIn },
  'GET /api/messages': { allow: clients },
  'POST /api/messages': { allow: clients, body: { message: 'Hello' } },
  'POST /api/messages/mark-all-as-read': { allow: clients },
  'GET /api/documents': { allow: clients },
  'POST /api/documents': { allow: clients },
  'GET /api/documents/:documentId/download': { allow: clientA },
  // A client deletes only what they uploaded themselves (the fixture is client A's own upload).
  'DELETE /api/documents/:documentId': { allow: clientA },
  'GET /api/atrq': { allow: clients },
  'POST /api/atrq/start': { allow: clients },
  'POST /api/atrq/submit': { allow: clients },
  'PUT /api/atrq/answers/:questionId': { allow: clients, body: { value: 3 } },
  'GET /api/portfolio': { allow: clients },
  'GET /api/calendar/appointments': { allow: clients },
  'POST /api/calendar/appointments': { allow: clients, body: 'bookable' },
  'POST /api/calendar/appointments/:appointmentId/reschedule': { allow: clientA, body: 'bookable' },
  'POST /api/calendar/appointments/:appointmentId/cancel': { allow: clientA, body: {} },
  'GET /api/calendar/appointments/:appointmentId/ics': { allow: clientA },
  'GET /api/calendar/next-appointment': { allow: clients },
  'GET /api/calendar/slots': { allow: clients },

  'POST /api/adviser/invitations': { allow: staff, body: { name: 'New Client', email: 'new@example.test' } },
  'GET /api/adviser/clients': { allow: staff },
  'GET /api/adviser/conversations': { allow: staff },
  'GET /api/adviser/dashboard': { allow: staff },
  'GET /api/adviser/links': { allow: staff },
  'POST /api/adviser/links': { allow: admin, body: link },
  'DELETE /api/adviser/links/:linkId': { allow: admin },
  'GET /api/adviser/calendar/appointments': { allow: staff },
  'POST /api/adviser/calendar/appointments/:appointmentId/cancel': { allow: firmOfA, body: {} },
  'GET /api/adviser/calendar/appointments/:appointmentId/ics': { allow: firmOfA },
  'GET /api/adviser/calendar/slots': { allow: staff },
  'POST /api/adviser/calendar/slots': { allow: staff, body: 'slots' },
  'DELETE /api/adviser/calendar/slots/:slotId': { allow: slotOwner },
  'GET /api/adviser/templates/draft': { allow: admin },
  'PUT /api/adviser/templates/draft': { allow: admin },
  'DELETE /api/adviser/templates/draft': { allow: admin },
  'GET /api/adviser/templates/draft/preview': { allow: admin },
  'POST /api/adviser/templates/publish': { allow: admin },
  'GET /api/adviser/templates/versions': { allow: admin },
  'GET /api/adviser/team': { allow: admin },
  'POST /api/adviser/team/invitations': {
    allow: admin,
    body: { name: 'New Adviser', email: 'new.adviser@example.test', role: 'adviser' },
  },
  'PUT /api/adviser/team/:userId/role': { allow: admin, body: { role: 'adviser' } },
  'POST /api/adviser/team/:userId/reactivate': { allow: admin },
  'POST /api/adviser/team/:userId/reassign': { allow: admin, body: 'reassign' },
  'POST /api/adviser/team/:userId/deactivate': { allow: admin },
  'GET /api/adviser/team/:userId/clients': { allow: admin },
  'GET /api/adviser/settings': { allow: admin },
  'PUT /api/adviser/settings': { allow: admin, body: 'settings' },
  'POST /api/adviser/settings/logo': { allow: admin },
  'DELETE /api/adviser/settings/logo': { allow: admin },
  'GET /api/adviser/audit': { allow: admin },
  'GET /api/adviser/audit/filters': { allow: admin },
  'GET /api/adviser/audit/export': { allow: admin },

  'GET /api/adviser/clients/:clientId': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/fact-find': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/fact-finds': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/fact-finds/:factFindId': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/fact-find/history': { allow: firmOfA, query: '?path=joint' },
  'POST /api/adviser/clients/:clientId/fact-find/review': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/fact-find/return': { allow: firmOfA, body: { note: 'Please check' } },
  'GET /api/adviser/clients/:clientId/fact-find.pdf': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/documents': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/documents': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/documents/:documentId/download': { allow: firmOfA },
  'DELETE /api/adviser/clients/:clientId/documents/:documentId': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/data-rights': { allow: admin },
  'GET /api/adviser/clients/:clientId/data-export': { allow: admin },
  'POST /api/adviser/clients/:clientId/erasure': {
    allow: admin,
    body: { reason: 'The client asked', confirm_name: 'Erin Erasable' },
  },
  'GET /api/adviser/clients/:clientId/links': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/links': { allow: firmOfA, body: link },
  'DELETE /api/adviser/clients/:clientId/links/:linkId': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/permissions': { allow: admin },
  'PUT /api/adviser/clients/:clientId/permissions': { allow: admin, body: { permissions: {} } },
  'GET /api/adviser/clients/:clientId/portfolio': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/portfolio/import': { allow: firmOfA, body: { csv: 'x' } },
  'POST /api/adviser/clients/:clientId/portfolio/accounts': { allow: firmOfA, body: 'account' },
  'PUT /api/adviser/clients/:clientId/portfolio/accounts/:accountId': { allow: firmOfA, body: 'account' },
  'DELETE /api/adviser/clients/:clientId/portfolio/accounts/:accountId': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/portfolio/accounts/:accountId/holdings': {
    allow: firmOfA,
    body: holding,
  },
  'PUT /api/adviser/clients/:clientId/portfolio/holdings/:holdingId': { allow: firmOfA, body: holding },
  'DELETE /api/adviser/clients/:clientId/portfolio/holdings/:holdingId': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/portal-access': { allow: firmOfA, body: { enabled: true } },
  'GET /api/adviser/clients/:clientId/atrq': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/atrq/:assessmentId/override': {
    allow: firmOfA,
    body: { level: 4, reason: 'Discussed in our meeting' },
  },
  'POST /api/adviser/clients/:clientId/resend-invitation': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/reset-mfa': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/messages': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/messages': { allow: firmOfA, body: { message: 'Hello' } },
  'POST /api/adviser/clients/:clientId/notifications': {
    allow: firmOfA,
    body: { title: 'Review booked', body: 'See you on Monday.' },
  },
};

let database: TestDatabase;
let t: TestApp;
let world: FuzzWorld;
let dataDir: string;
let routes: RegisteredRoute[];
let erasable: number;
let documentId: number;
let assessmentId: number;
let answerId: number;
const freeSlots: number[] = [];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function call(method: InjectOptions['method'], url: string, role: Role, payload?: unknown) {
  const token = await world.tokenFor(role);
  const response = await t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as { data?: { id: number }; id?: number };
}

const idOf = (body: { data?: { id: number }; id?: number }) => body.data?.id ?? body.id ?? 0;
const clientAUrl = () => `/api/adviser/clients/${world.clientA.client.id}`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atrium-matrix-'));
  database = await openTestDatabase();
  world = await fuzzWorld(database.db);
  // The erasure row erases a client of A's adviser kept for it, not client A whom every other row needs.
  erasable = (
    await createClientUser(database.db, {
      firmId: world.firm.id,
      adviserId: world.adviser.id,
      name: 'Erin Erasable',
    })
  ).client.id;
  t = await buildTestApp(database, { config: testConfig({ DATA_DIR: dataDir }) });
  await t.app.ready();
  routes = registeredRoutes(t.app);
  // Client A's records that rows read without changing them.
  documentId = await uploadForA();
  assessmentId = idOf(await call('POST', '/api/atrq/start', 'clientA'));
  const [answer] = await database.db
    .insert(factFindAnswers)
    .values({ factFindId: world.factFind.id, questionId: 'main_goal', value: 'Retire' })
    .returning();
  answerId = answer?.id ?? 0;
  await call('POST', '/api/adviser/calendar/slots', 'adviserOfA', slotsBody());
  const slots = (await call('GET', '/api/calendar/slots', 'clientA')) as unknown as {
    data: { id: number }[];
  };
  freeSlots.push(...slots.data.map((slot) => slot.id));
});

afterAll(async () => {
  await t?.app.close();
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

// A PDF client A uploads (so client A may also delete it).
async function uploadForA(): Promise<number> {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
  const form = new FormData();
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'Plan.pdf');
  const encoded = new Response(form);
  const token = await world.tokenFor('clientA');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      authorization: `Bearer ${token}`,
    },
  });
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  return idOf(uploaded.json());
}

function slotsBody() {
  return {
    date_from: day(2),
    date_to: day(12),
    times: ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00'],
    duration_minutes: 30,
    kind: 'phone',
  };
}

const nextSlot = () => {
  const slot = freeSlots.shift();
  if (slot === undefined) throw new Error('no free slot left');
  return slot;
};

// A fresh record per cell where a row changes or removes it, so one allowed cell cannot spoil the next.
async function paramValue(name: string, route: RegisteredRoute): Promise<string> {
  const { url } = route;
  switch (name) {
    case 'clientId':
      return String(url.endsWith('/erasure') ? erasable : world.clientA.client.id);
    case 'factFindId':
      return String(world.factFind.id);
    case 'documentId':
      return String(route.method === 'DELETE' ? await uploadForA() : documentId);
    case 'assessmentId':
      return String(assessmentId);
    case 'answerId':
      return String(answerId);
    case 'questionId':
      return 'experience';
    case 'userId':
      return String(world.otherAdviser.id);
    case 'linkId':
      return String(
        idOf(
          url.startsWith('/api/adviser/links')
            ? await call('POST', '/api/adviser/links', 'admin', link)
            : await call('POST', `${clientAUrl()}/links`, 'admin', link),
        ),
      );
    case 'accountId':
      return String(idOf(await call('POST', `${clientAUrl()}/portfolio/accounts`, 'admin', newAccount())));
    case 'holdingId': {
      const accountId = idOf(await call('POST', `${clientAUrl()}/portfolio/accounts`, 'admin', newAccount()));
      const url = `${clientAUrl()}/portfolio/accounts/${accountId}/holdings`;
      return String(idOf(await call('POST', url, 'admin', holding)));
    }
    case 'appointmentId':
      return String(
        idOf(await call('POST', '/api/calendar/appointments', 'clientA', { slot_id: nextSlot() })),
      );
    case 'slotId':
      return String(nextSlot());
    default:
      return '1';
  }
}

function bodyOf(row: Row | undefined): unknown {
  switch (row?.body) {
    case 'login':
      return { email: world.clientA.user.email, password: testPassword };
    case 'slots':
      return slotsBody();
    case 'reassign':
      return { to_user_id: world.adviser.id };
    case 'settings':
      return {
        name: 'Example Financial Planning',
        primaryColour: '#009ca6',
        onboardingEnabled: false,
        securePortalUrl: '',
        accessIpipeline: false,
        consentRequired: false,
        consentText: '',
      };
    case 'account':
      return newAccount();
    case 'bookable':
      return { slot_id: nextSlot() };
    default:
      return row?.body;
  }
}

type Outcome = 'allowed' | 'refused';

async function outcome(route: RegisteredRoute, role: Role, row: Row | undefined): Promise<string> {
  let url = route.url;
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
    url = url.replace(`:${name}`, await paramValue(name ?? '', route));
  }
  const token = await world.tokenFor(role);
  const body = bodyOf(row);
  const response = await t.app.inject({
    method: route.method as InjectOptions['method'],
    url: url + (row?.query ?? ''),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
  // Open and self-scoped rows: 404 is an honest "no such record of yours", not a refusal.
  const open = row?.allow === everyone || row?.allow === signedIn;
  const refusals = open ? [401, 403] : [401, 403, 404];
  const refused = refusals.includes(response.statusCode);
  return `${refused ? 'refused' : 'allowed'} ${response.statusCode} ${response.statusCode >= 400 ? response.body.slice(0, 120) : ''}`;
}

describe('the authorisation matrix', () => {
  it('has a row for every registered route, and no row for a route that is gone', () => {
    const registered = routes.map(routeKey);
    expect(
      registered.filter((key) => !(key in matrix)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((key) => !registered.includes(key)),
      'rows without a route',
    ).toEqual([]);
  });

  it('lets through only the allowed cells', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      const row = matrix[routeKey(route)];
      for (const role of roles) {
        const expected: Outcome = row?.allow.includes(role) ? 'allowed' : 'refused';
        const actual = await outcome(route, role, row);
        // A 5xx is never a pass, whichever way the cell should go.
        if (!actual.startsWith(expected) || /^\w+ 5\d\d/.test(actual))
          mismatches.push(`${routeKey(route)} × ${role}: expected ${expected}, got ${actual}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
