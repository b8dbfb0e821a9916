import { z } from 'zod';
import { factFindStatusSchema } from './factfind.ts';
import {
  dataOf,
  emptyToUndefined,
  isoDateTime,
  pageOf,
  pageQuery,
  pathId,
  personRefSchema,
  searchQuery,
} from './fields.ts';

// The adviser's workspace (docs/decisions/006-adviser-workspace.md): every route under /api/adviser answers 401 without
// a login, 403 to a client (the firm's pages are not theirs) and 404 for a client outside the caller's reach (another
// adviser's client, another firm's, or none at all), so ids cannot be probed. An adviser reaches their own clients, an
// admin every client of the firm.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const adviserMessages = {
  staffOnly: 'Only the firm can use the adviser pages.',
  portalActive: 'This client has already set up their portal access.',
  portalDisabled: 'Portal access is disabled for this client. Enable it before sending an invitation.',
  mfaNotEnabled: 'This client has not set up two-step verification.',
  // Per person (POST …/people/{person}/…): person 2 has the household's own words (contract/household.ts noPartner).
  personMfaNotEnabled: 'This person has not set up two-step verification.',
  // A withdrawn invitation (docs/clients-csv.md) is undone by inviting again, never by turning access on.
  invitationWithdrawn: 'This person’s invitation was withdrawn: invite them again to give them access.',
  invitationSent: 'Invitation sent.',
} as const;

// The portal pages a notification for the firm leads to (the web app's /adviser routes).
export const adviserPaths = {
  dashboard: '/adviser',
  clients: '/adviser/clients',
  client: (clientId: number) => `/adviser/clients/${clientId}`,
  factFind: (clientId: number) => `/adviser/clients/${clientId}/fact-find`,
  messages: (clientId: number) => `/adviser/clients/${clientId}/messages`,
  documents: (clientId: number) => `/adviser/clients/${clientId}/documents`,
  risk: (clientId: number) => `/adviser/clients/${clientId}/risk`,
} as const;

// A client's fact-find status as the firm sees it: their latest fact-find's status, or not-started.
export const clientFactFindStatusSchema = z.enum(['not-started', ...factFindStatusSchema.options]);
export type ClientFactFindStatus = z.infer<typeof clientFactFindStatusSchema>;
export const clientFactFindStatusLabels: Record<ClientFactFindStatus, string> = {
  'not-started': 'Not started',
  draft: 'In progress',
  'awaiting-review': 'Awaiting review',
  reviewed: 'Reviewed',
};

// Portal access: revoked when the firm withdrew the invitation of someone who never joined (access stays off until
// they are invited again); else disabled (the firm turned it off) wins; active once they accepted an invitation
// or logged in; invited while an invitation is open; invitation-expired when the last one lapsed unused; else
// not-invited.
export const portalStatusSchema = z.enum([
  'not-invited',
  'invited',
  'invitation-expired',
  'active',
  'disabled',
  'revoked',
]);
export type PortalStatus = z.infer<typeof portalStatusSchema>;

// ── GET /api/adviser/dashboard ────────────────────────────────────────────────────────────────────────────

// Each list shows at most this many; `total` says how many there are, counted up to pageTotalCap: with
// `total_capped`, there are more than `total` (fields.ts).
export const dashboardListLimit = 50;

const dashboardList = <T extends z.ZodType>(item: T) =>
  z.object({
    total: z.number().int().min(0),
    total_capped: z.literal(true).optional(),
    items: z.array(item),
  });

export const adviserDashboardResponseSchema = z.object({
  // Oldest submission first: the one waiting longest comes first.
  awaiting_review: dashboardList(
    z.object({ client: personRefSchema, fact_find_id: z.number().int(), submitted_at: isoDateTime }),
  ),
  // Conversations with client messages the firm has not seen, most recent first.
  unread_conversations: dashboardList(
    z.object({
      client: personRefSchema,
      unread_count: z.number().int().min(1),
      last_message_at: isoDateTime,
    }),
  ),
  // Invitations sent and not accepted (expired ones too, flagged), oldest first.
  pending_invitations: dashboardList(
    z.object({
      client: personRefSchema,
      email: z.string(),
      sent_at: isoDateTime,
      expires_at: isoDateTime,
      expired: z.boolean(),
    }),
  ),
  // Clients who used the portal since midnight (UK time), most recent first.
  active_today: dashboardList(z.object({ client: personRefSchema, last_activity_at: isoDateTime })),
  // Clients whose current risk profile is due for review within 30 days (UK date) or overdue, soonest first.
  risk_reviews_due: dashboardList(
    z.object({ client: personRefSchema, review_due_on: isoDate, overdue: z.boolean() }),
  ),
});
export type AdviserDashboardResponse = z.infer<typeof adviserDashboardResponseSchema>;

// ── GET /api/adviser/clients?search=&status=&sort=&page= ──────────────────────────────────────────────────

export const clientsPageSize = 25;

export const clientSortSchema = z.enum([
  'name',
  '-name',
  'last_activity',
  '-last_activity',
  'unread',
  '-unread',
  'status',
  '-status',
]);
export type ClientSort = z.infer<typeof clientSortSchema>;

export const clientsQuerySchema = z.object({
  search: searchQuery,
  status: z.preprocess(
    emptyToUndefined,
    z
      .enum(clientFactFindStatusSchema.options, {
        error: 'The status must be one of not-started, draft, awaiting-review or reviewed.',
      })
      .optional(),
  ),
  sort: z.preprocess(
    emptyToUndefined,
    z
      .enum(clientSortSchema.options, {
        error: `The sort must be one of ${clientSortSchema.options.join(', ')}.`,
      })
      .default('name'),
  ),
  page: pageQuery,
});
export type ClientsQuery = z.infer<typeof clientsQuerySchema>;
// What the browser puts in the query string (every field optional; empty means "any").
export type ClientsQueryParams = {
  search?: string;
  status?: ClientFactFindStatus;
  sort?: ClientSort;
  page?: number;
};

export const clientListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  joint_name: z.string().nullable(),
  email: z.string(),
  adviser: personRefSchema.nullable(),
  status: clientFactFindStatusSchema,
  fact_find_submitted_at: isoDateTime.nullable(),
  portal_status: portalStatusSchema,
  last_activity_at: isoDateTime.nullable(),
  unread_count: z.number().int().min(0),
});
export type ClientListItem = z.infer<typeof clientListItemSchema>;

// Laravel's paginator (contract/fields.ts), where the clients list's screen reads it.
export { type PaginationMeta, paginationMetaSchema } from './fields.ts';

export const clientsResponseSchema = pageOf(clientListItemSchema);
export type ClientsResponse = z.infer<typeof clientsResponseSchema>;

// ── GET /api/adviser/clients/{clientId} and its actions ───────────────────────────────────────────────────

export const mfaMethodSchema = z.enum(['sms', 'totp']);

// One person's sign-in as the firm sees it.
export const portalAccessSchema = z.object({
  status: portalStatusSchema,
  disabled_at: isoDateTime.nullable(),
  last_activity_at: isoDateTime.nullable(),
  invitation: z
    .object({ sent_at: isoDateTime, expires_at: isoDateTime, accepted_at: isoDateTime.nullable() })
    .nullable(),
  mfa: z.object({
    enabled: z.boolean(),
    methods: z.array(mfaMethodSchema),
    // Masked: the last three digits only.
    telephone: z.string().nullable(),
    trusted_devices: z.number().int().min(0),
  }),
});
export type PortalAccess = z.infer<typeof portalAccessSchema>;

export const householdPersonSchema = z.union([z.literal(1), z.literal(2)]);
export type HouseholdPerson = z.infer<typeof householdPersonSchema>;

// Person 1 is the client (clients.user_id), person 2 the partner once invited (household_members).
export const personAccessSchema = portalAccessSchema.extend({
  person: householdPersonSchema,
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type PersonAccess = z.infer<typeof personAccessSchema>;

export const clientDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dob: isoDate.nullable(),
  email: z.string(),
  telephone: z.string().nullable(),
  // The current address from the client's latest fact-find, on one line; null when not given.
  address: z.string().nullable(),
  region: z.enum(['uk', 'ie']),
  currency_symbol: z.string(),
  // email: clients.joint_email, given when the household was added (null when not given).
  joint: z.object({ name: z.string(), email: z.string().nullable(), dob: isoDate.nullable() }).nullable(),
  adviser: personRefSchema.nullable(),
  created_at: isoDateTime,
  // Person 1's portal access (the client's own sign-in); `people` has each person's.
  portal: portalAccessSchema,
  // Each person of the household who has a sign-in, person 1 first: the firm sees and controls each one's access
  // (POST …/people/{person}/…) or the household's at once (POST …/portal-access, …/reset-mfa, …/sign-out).
  people: z.array(personAccessSchema),
  fact_find: z
    .object({
      id: z.number().int(),
      status: factFindStatusSchema,
      submitted_at: isoDateTime.nullable(),
      reviewed_at: isoDateTime.nullable(),
      updated_at: isoDateTime,
    })
    .nullable(),
  unread_count: z.number().int().min(0),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

export const clientDetailResponseSchema = dataOf(clientDetailSchema);
export type ClientDetailResponse = z.infer<typeof clientDetailResponseSchema>;

export const portalAccessRequestSchema = z.object({
  enabled: z.boolean({ error: 'The enabled field must be true or false.' }),
});
export type PortalAccessRequest = z.infer<typeof portalAccessRequestSchema>;

// POST …/resend-invitation: the message to show, and the client as they now are.
export const resendInvitationResponseSchema = z.object({ message: z.string(), data: clientDetailSchema });
export type ResendInvitationResponse = z.infer<typeof resendInvitationResponseSchema>;

export const adviserClientParamsSchema = z.object({
  clientId: pathId('Not a client id.'),
});

// POST /api/adviser/clients/{clientId}/people/{person}/{portal-access,reset-mfa,sign-out}: one person of the household.
export const householdPersonParamsSchema = adviserClientParamsSchema.extend({
  person: z
    .enum(['1', '2'], { error: 'Not a person of the household: 1 or 2.' })
    .transform(Number)
    .pipe(householdPersonSchema),
});
