import { type ApiScope, hasScope } from '@atrium/domain/contract/api-credentials';
import { todayIso } from '@atrium/domain/factfind/dates';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import { exampleHolding } from '@atrium/domain/portfolio/examples';
import { addDaysIso } from '@atrium/domain/risk/review';
import { type CredentialRole, credentialScopes, isCredentialRole, type Role, roles } from './world.ts';

// Who may call what. Each route's row names the roles whose call gets through; every other role must be
// refused (401 anonymous, 403 wrong role, or 404 for another's record, which is how scoping answers so ids
// cannot be probed). A route the app registers without a row here fails the test.
//   everyone: no sign-in needed; signedIn: any signed-in user (scoped to themself);
//   clients: any client, each to their own records (A's partner to A's household's); clientA: client A only (a
//   record that is client A's own, not the household's); householdOfA: client A and A's partner (person 2 of A's
//   household: both edit the one household); readersOfA: A's household, A's adviser and the firm's
//   admin (staff read-only); staff: any adviser or admin;
//   firmOfA: A's adviser and the firm's admin; admin: the admin of A's firm only; slotOwner: the slot's adviser.
//   and for the public API (/api/v1): scoped(s), firm A's credentials holding scope s; a list or create of the
//   caller's own firm also lets the other firm's credential through (apiOtherFirm, every scope), which sees only its own.
export const everyone: Role[] = [...roles];
// Signed in: a session. A firm's API credential is no sign-in (features/api-credentials).
export const signedIn: Role[] = roles.filter((role) => role !== 'anonymous' && !isCredentialRole(role));
const scoped = (scope: ApiScope): Role[] =>
  (Object.keys(credentialScopes) as Exclude<CredentialRole, 'apiOtherFirm'>[]).filter((role) =>
    hasScope([credentialScopes[role]], scope),
  );
const ownFirm = (scope: ApiScope): Role[] => [...scoped(scope), 'apiOtherFirm'];
const clients: Role[] = ['clientA', 'partnerOfA', 'clientB'];
const clientA: Role[] = ['clientA'];
const householdOfA: Role[] = ['clientA', 'partnerOfA'];
// Person 1 of a household: the one who invites the partner from /profile (client B's household is not joint, and
// is answered 409, which is not a refusal).
const firstPartners: Role[] = ['clientA', 'clientB'];
const readersOfA: Role[] = ['clientA', 'partnerOfA', 'adviserOfA', 'admin'];
const staff: Role[] = ['adviserOfA', 'otherFirmAdviser', 'admin'];
const firmOfA: Role[] = ['adviserOfA', 'admin'];
const admin: Role[] = ['admin'];
// A calendar slot is its adviser's own: only they withdraw it (the admin books and cancels, not withdraws).
const slotOwner: Role[] = ['adviserOfA'];

// A review date an adviser may set whenever the suite runs: a month from today.
const inAMonth = addDaysIso(todayIso(new Date()), 30);

export type Row = {
  allow: Role[];
  // A body good enough to get past validation, so a refusal can only be the authorisation's (a string names
  // one built from the world below).
  body?: unknown;
  query?: string;
};

export const link = { title: 'Pension provider', url: 'https://pensions.example.com' };
const account = { provider: 'Aviva', account_type: 'isa', currency: 'GBP' };
let accounts = 0;
// Accounts are unique per provider, type and reference: each fixture gets its own reference.
export const newAccount = () => ({ ...account, reference: `REF-${++accounts}` });
let scenarios = 0;
// Scenario names are unique per client: each fixture gets its own name.
export const newScenario = () => ({
  name: `Retire two years early ${++scenarios}`,
  scenario: { retireYears: -2, spendingPercent: 0, lumpSum: null, marketFallYear: null },
});

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
  'GET /api/profile/data-export': { allow: clients },
  'POST /api/profile/mfa/sms': { allow: signedIn },
  'POST /api/profile/mfa/sms/verify': { allow: signedIn },
  'POST /api/profile/mfa/totp': { allow: signedIn },
  'POST /api/profile/mfa/totp/confirm': { allow: signedIn },
  'POST /api/profile/mfa/recovery-codes': { allow: signedIn },
  'POST /api/profile/mfa/disable': { allow: signedIn },
  'GET /api/profile/trusted-devices': { allow: signedIn },
  'DELETE /api/profile/trusted-devices/:id': { allow: signedIn },
  'GET /api/profile/notification-preferences': { allow: signedIn },
  'PUT /api/profile/notification-preferences': {
    allow: signedIn,
    body: { messages: true, fact_find: false, documents: true, notifications: true },
  },
  // An alert mail's unsubscribe link: no sign-in, the signed token decides (a made-up one is a 404 for all).
  'GET /api/unsubscribe/:token': { allow: everyone },
  'POST /api/unsubscribe/:token': { allow: everyone },
  'POST /unsubscribe/:token': { allow: everyone },
  'GET /api/notifications': { allow: signedIn },
  'GET /api/notifications/earlier': { allow: signedIn },
  'GET /api/notifications/mark-all-as-read': { allow: signedIn },
  'POST /api/notifications/mark-all-as-read': { allow: signedIn },
  'GET /api/notifications/:id/mark-as-read': { allow: signedIn },
  'POST /api/notifications/:id/mark-as-read': { allow: signedIn },
  'POST /api/realtime/auth': { allow: signedIn },
  'POST /broadcasting/auth': { allow: signedIn },
  'POST /broadcasting/user-auth': { allow: signedIn },
  'GET /api/address/:postcode': { allow: signedIn },
  'GET /api/address/sales/:postcode': { allow: signedIn },
  'GET /api/address/valuation/:postcode': { allow: signedIn },
  'GET /api/dev/outbox': { allow: everyone },
  'POST /api/dev/reviews/run': { allow: everyone },
  'POST /api/dev/document-requests/run': { allow: everyone, body: {} },
  // The public API's OpenAPI document and its reference page (platform/openapi.ts).
  'GET /api/openapi.json': { allow: everyone },
  'GET /api/reference': { allow: everyone },
  'GET /api/reference/standalone.js': { allow: everyone },

  'GET /api/clients/:clientId/portal/changes': { allow: readersOfA },
  'PUT /api/clients/:clientId/portal/changes/update': {
    allow: householdOfA,
    body: { updates: { personal_details_client1: { middle_names: 'Robert' } } },
  },
  'POST /api/clients/:clientId/portal/changes/start': { allow: householdOfA },
  'POST /api/clients/:clientId/portal/changes/submit': { allow: householdOfA },
  'GET /api/clients/:clientId/fact-find-consent': { allow: readersOfA },
  'POST /api/clients/:clientId/fact-find-consent': { allow: householdOfA },
  // Each partner's declaration (features/factfind/declarations-service.ts); the firm reads them.
  'GET /api/clients/:clientId/fact-find-declarations': { allow: readersOfA },
  'POST /api/clients/:clientId/fact-find-declarations': { allow: householdOfA, body: { accepted: true } },
  'GET /api/clients/:clientId/finances/updated': { allow: readersOfA },
  'GET /api/clients/:clientId/finances/summary': { allow: readersOfA },
  'GET /api/clients/:clientId/calculate-net-salary': { allow: readersOfA, query: '?salary=50000' },
  'PUT /api/fact-find/answers/:answerId': { allow: householdOfA, body: { value: 'Retire early' } },

  // Staff see the firm-wide list here too (the adviser's page previews what clients see).
  'GET /api/links': { allow: signedIn },
  'GET /api/messages': { allow: clients },
  'POST /api/messages': { allow: clients, body: { message: 'Hello' } },
  'POST /api/messages/mark-all-as-read': { allow: clients },
  'GET /api/documents': { allow: clients },
  'POST /api/documents': { allow: clients },
  'GET /api/documents/:documentId/download': { allow: householdOfA },
  // Client A uploaded the world's document: A's partner may delete only their own uploads (features/documents).
  'DELETE /api/documents/:documentId': { allow: clientA },
  // The periodic review: the household's check-in (409 without one open, which is not a refusal), the pipeline.
  'GET /api/review': { allow: clients },
  'PUT /api/review/check-in': { allow: clients, body: { pages: { income: 'same' }, discuss: '' } },
  'POST /api/review/check-in/confirm': { allow: clients },
  'POST /api/review/decline': { allow: clients, body: { reason: 'Nothing has changed' } },
  'GET /api/adviser/reviews': { allow: staff },
  'GET /api/adviser/clients/:clientId/review': { allow: firmOfA },
  'PUT /api/adviser/clients/:clientId/review/schedule': { allow: firmOfA, body: { due_on: inAMonth } },
  'POST /api/adviser/clients/:clientId/review/meeting': { allow: firmOfA, body: { meeting_on: inAMonth } },
  'POST /api/adviser/clients/:clientId/review/complete': {
    allow: firmOfA,
    body: { outcome: 'Advice unchanged.', suitability: 'unchanged', next_due_on: inAMonth },
  },
  'POST /api/adviser/clients/:clientId/review/close': {
    allow: firmOfA,
    body: { status: 'declined', reason: 'The client said no.' },
  },
  'GET /api/atrq': { allow: clients },
  'POST /api/atrq/start': { allow: clients },
  'POST /api/atrq/submit': { allow: clients },
  'PUT /api/atrq/answers/:questionId': { allow: clients, body: { value: 3 } },
  'POST /api/atrq/:assessmentId/confirm': { allow: clientA },
  'POST /api/atrq/:assessmentId/revisit': { allow: clientA },
  'GET /api/portfolio': { allow: clients },
  'GET /api/calendar/appointments': { allow: clients },
  'POST /api/calendar/appointments': { allow: clients, body: 'bookable' },
  'POST /api/calendar/appointments/:appointmentId/reschedule': { allow: householdOfA, body: 'bookable' },
  'POST /api/calendar/appointments/:appointmentId/cancel': { allow: householdOfA, body: {} },
  'GET /api/calendar/appointments/:appointmentId/ics': { allow: householdOfA },
  'GET /api/calendar/next-appointment': { allow: clients },
  'GET /api/calendar/slots': { allow: clients },

  'POST /api/adviser/invitations': { allow: staff, body: { name: 'New Client', email: 'new@example.test' } },
  'POST /api/adviser/invitations/import': {
    allow: staff,
    body: { csv: 'name,email\nImported Client,imported@example.test' },
  },
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
  // The forecast (features/forecast): the firm's forecast assumptions and a client's saved scenarios.
  'GET /api/forecast/assumptions': { allow: signedIn },
  'GET /api/adviser/forecast/assumptions/draft': { allow: admin },
  'PUT /api/adviser/forecast/assumptions/draft': { allow: admin, body: { assumptions: defaultAssumptions } },
  'POST /api/adviser/forecast/assumptions/publish': { allow: admin },
  'GET /api/adviser/forecast/assumptions/versions': { allow: admin },
  'GET /api/forecast/scenarios': { allow: clients },
  'GET /api/adviser/clients/:clientId/forecast/scenarios': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/forecast/scenarios': { allow: firmOfA, body: 'scenario' },
  'PATCH /api/adviser/clients/:clientId/forecast/scenarios/:scenarioId': {
    allow: firmOfA,
    body: { shared: true },
  },
  'DELETE /api/adviser/clients/:clientId/forecast/scenarios/:scenarioId': { allow: firmOfA },
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
  // Signing (features/signatures): the fixture is sent to both people of A's household; each signs only their own
  // (the signing tests check a partner cannot sign what was sent to the other alone).
  'GET /api/adviser/clients/:clientId/signatures': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/signatures': { allow: firmOfA, body: 'signature' },
  'POST /api/adviser/clients/:clientId/signatures/:signatureId/withdraw': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/signatures/:signatureId/original': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/signatures/:signatureId/signed': { allow: firmOfA },
  'GET /api/signatures': { allow: clients },
  'GET /api/signatures/:signatureId': { allow: householdOfA },
  'GET /api/signatures/:signatureId/document': { allow: householdOfA },
  'GET /api/signatures/:signatureId/signed': { allow: householdOfA },
  'POST /api/signatures/:signatureId/code': { allow: householdOfA },
  'POST /api/signatures/:signatureId/sign': {
    allow: householdOfA,
    body: { typed_name: 'Someone Else', confirm: true, code: '123456' },
  },
  'POST /api/signatures/:signatureId/decline': { allow: householdOfA, body: { reason: 'Not now.' } },
  'POST /api/verify': { allow: everyone },
  // Document requests (features/document-requests): the fixture is asked of both people of A's household, so either
  // uploads against it (an item for the other person alone is refused with 403: the tests check it).
  'GET /api/adviser/document-request-templates': { allow: staff },
  'POST /api/adviser/document-request-templates': { allow: admin, body: 'documentTemplate' },
  'PUT /api/adviser/document-request-templates/:templateId': { allow: admin, body: 'documentTemplate' },
  'GET /api/adviser/document-requests': { allow: staff },
  'GET /api/adviser/clients/:clientId/document-requests': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/document-requests': { allow: firmOfA, body: 'documentRequest' },
  'POST /api/adviser/clients/:clientId/document-requests/:requestId/accept': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/document-requests/:requestId/reject': {
    allow: firmOfA,
    body: { reason: 'The photo is blurred.' },
  },
  'POST /api/adviser/clients/:clientId/document-requests/:requestId/withdraw': { allow: firmOfA },
  'GET /api/document-requests': { allow: clients },
  'POST /api/document-requests/:requestId/upload': { allow: householdOfA },
  'GET /api/adviser/clients/:clientId/data-rights': { allow: admin },
  'GET /api/adviser/clients/:clientId/data-export': { allow: admin },
  'POST /api/adviser/clients/:clientId/erasure': {
    allow: admin,
    body: { reason: 'The client asked', confirm_name: 'Erin Erasable' },
  },
  // The partner's own export and erasure (a wrong name is a 422, so the cell erases nothing).
  'GET /api/adviser/clients/:clientId/partner/data-export': { allow: admin },
  'POST /api/adviser/clients/:clientId/partner/erasure': {
    allow: admin,
    body: { reason: 'The partner asked', confirm_name: 'Someone Else' },
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
    body: exampleHolding,
  },
  'PUT /api/adviser/clients/:clientId/portfolio/holdings/:holdingId': {
    allow: firmOfA,
    body: exampleHolding,
  },
  'DELETE /api/adviser/clients/:clientId/portfolio/holdings/:holdingId': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/portal-access': { allow: firmOfA, body: { enabled: true } },
  'GET /api/adviser/clients/:clientId/atrq': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/atrq/:assessmentId/override': {
    allow: firmOfA,
    body: { level: 4, reason: 'Discussed in our meeting', acknowledge_above_capacity: true },
  },
  'POST /api/adviser/clients/:clientId/atrq/:assessmentId/review': {
    allow: firmOfA,
    body: { note: 'Discussed the answers that disagree in our meeting.' },
  },
  'POST /api/adviser/clients/:clientId/atrq/:assessmentId/capacity': {
    allow: firmOfA,
    body: { capacity: 'medium', reason: 'Discussed their savings in our meeting.' },
  },
  // The household's partner (features/household), from the client page and from /profile. The world's
  // partner has joined, so an allowed call is answered 409 (a second partner, nothing to resend or revoke).
  'GET /api/adviser/clients/:clientId/partner': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/partner': { allow: firmOfA, body: { email: 'emma2@example.test' } },
  'POST /api/adviser/clients/:clientId/partner/resend-invitation': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/partner/revoke-invitation': { allow: firmOfA },
  'GET /api/profile/partner': { allow: clients },
  'POST /api/profile/partner': { allow: firstPartners, body: { email: 'emma3@example.test' } },
  'POST /api/profile/partner/resend-invitation': { allow: firstPartners },
  'POST /api/profile/partner/revoke-invitation': { allow: firstPartners },
  'POST /api/adviser/clients/:clientId/resend-invitation': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/revoke-invitation': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/reset-mfa': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/sign-out': { allow: firmOfA },
  // One person of the household (:person is 1 here: client A).
  'POST /api/adviser/clients/:clientId/people/:person/portal-access': {
    allow: firmOfA,
    body: { enabled: true },
  },
  'POST /api/adviser/clients/:clientId/people/:person/reset-mfa': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/people/:person/sign-out': { allow: firmOfA },
  'GET /api/adviser/clients/:clientId/messages': { allow: firmOfA },
  'POST /api/adviser/clients/:clientId/messages': { allow: firmOfA, body: { message: 'Hello' } },
  'POST /api/adviser/clients/:clientId/notifications': {
    allow: firmOfA,
    body: { title: 'Review booked', body: 'See you on Monday.' },
  },

  // The firm's API credentials and webhooks (features/api-credentials, features/webhooks), for its admins.
  'GET /api/adviser/api-credentials': { allow: admin },
  'POST /api/adviser/api-credentials': {
    allow: admin,
    body: { name: 'Back office', scopes: ['clients:read'] },
  },
  'POST /api/adviser/api-credentials/:credentialId/revoke': { allow: admin },
  'GET /api/adviser/webhooks': { allow: admin },
  'POST /api/adviser/webhooks': { allow: admin, body: 'webhook' },
  'PATCH /api/adviser/webhooks/:endpointId': { allow: admin, body: { description: 'Back office' } },
  'POST /api/adviser/webhooks/:endpointId/rotate-secret': { allow: admin },
  'DELETE /api/adviser/webhooks/:endpointId': { allow: admin },
  'GET /api/adviser/webhooks/:endpointId/deliveries': { allow: admin },
  'POST /api/adviser/webhooks/:endpointId/deliveries/:deliveryId/replay': { allow: admin },

  // The public API (features/public-api), each route for the credentials holding its scope.
  'GET /api/v1/clients': { allow: ownFirm('clients:read') },
  'POST /api/v1/clients': {
    allow: ownFirm('clients:manage'),
    body: { name: 'Api Client', email: 'api.client@example.test' },
  },
  'GET /api/v1/clients/:clientId': { allow: scoped('clients:read') },
  'POST /api/v1/clients/:clientId/invitation': { allow: scoped('clients:manage') },
  'GET /api/v1/clients/:clientId/fact-find': { allow: scoped('fact_finds:read') },
  'GET /api/v1/clients/:clientId/fact-find.pdf': { allow: scoped('fact_finds:read') },
  'GET /api/v1/clients/:clientId/risk': { allow: scoped('fact_finds:read') },
  'GET /api/v1/clients/:clientId/documents': { allow: scoped('documents:read') },
  'GET /api/v1/clients/:clientId/documents/:documentId': { allow: scoped('documents:read') },
  'POST /api/v1/clients/:clientId/documents': { allow: scoped('documents:write') },
  'GET /api/v1/clients/:clientId/messages': { allow: scoped('messages:read') },
  'POST /api/v1/clients/:clientId/messages': { allow: scoped('messages:write'), body: { message: 'Hello' } },
  'GET /api/v1/webhooks/event-types': { allow: ownFirm('webhooks:manage') },
  'GET /api/v1/webhooks/endpoints': { allow: ownFirm('webhooks:manage') },
  'POST /api/v1/webhooks/endpoints': { allow: ownFirm('webhooks:manage'), body: 'webhook' },
  'DELETE /api/v1/webhooks/endpoints/:endpointId': { allow: scoped('webhooks:manage') },
  'GET /api/v1/webhooks/endpoints/:endpointId/deliveries': { allow: scoped('webhooks:manage') },
};
