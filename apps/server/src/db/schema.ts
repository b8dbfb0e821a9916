import type { Permissions } from '@atrium/domain/contract/auth';
import type { DocumentRequestStatus } from '@atrium/domain/contract/document-requests';
import type { DocumentCategory } from '@atrium/domain/contract/documents';
import type { TemplateSettings } from '@atrium/domain/contract/factfind';
import type { ForecastScenario } from '@atrium/domain/contract/forecast';
import type { CustomPageDef } from '@atrium/domain/factfind/custom';
import type { DefaultPageSections } from '@atrium/domain/factfind/lookup';
import type { TemplatePermissionSettings } from '@atrium/domain/factfind/permissions';
import type { ForecastAssumptions } from '@atrium/domain/forecast/plan';
import { reviewStatuses } from '@atrium/domain/review/schedule';
import type { FactFindCapacityEvidence } from '@atrium/domain/risk/fact-find-check';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const timestamps = {
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// The columns that open most tables: the row's id and the firm it belongs to, and for a client's records the client
// (household) too. Spread first, so each table's columns keep the order of its migration (db/migrations).
const firmRecord = {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id')
    .notNull()
    .references(() => firms.id),
};

const clientRecord = {
  ...firmRecord,
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.id),
};

export const roleEnum = pgEnum('user_role', ['client', 'adviser', 'admin']);
export const regionEnum = pgEnum('region', ['uk', 'ie']);

export const firms = pgTable('firms', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  primaryColour: text('primary_colour').notNull().default('#009ca6'),
  // Null means the default logo that the server ships.
  logoPath: text('logo_path'),
  onboardingEnabled: boolean('onboarding_enabled').notNull().default(false),
  securePortalUrl: text('secure_portal_url'),
  accessIpipeline: boolean('access_ipipeline').notNull().default(false),
  // Whether a client must consent before starting a fact-find, and the words they consent to.
  factFindConsentRequired: boolean('fact_find_consent_required').notNull().default(false),
  factFindConsentText: text('fact_find_consent_text').notNull().default(''),
  // Whether each partner who signs in must declare what they gave about themselves before the fact-find goes for
  // review, and the words they declare (migration 0023; features/factfind/declarations-service.ts).
  factFindDeclarationRequired: boolean('fact_find_declaration_required').notNull().default(false),
  factFindDeclarationText: text('fact_find_declaration_text').notNull().default(''),
  // How many months after completion a risk profile is due for review (docs/attitude-to-risk.md).
  riskReviewMonths: integer('risk_review_months').notNull().default(12),
  // The periodic review (migration 0037, docs/reviews.md): how often, how many weeks before the date the client's
  // check-in opens, and how many days apart reminders go while it is not done.
  reviewFrequencyMonths: integer('review_frequency_months').notNull().default(12),
  reviewLeadWeeks: integer('review_lead_weeks').notNull().default(6),
  reviewReminderDays: integer('review_reminder_days').notNull().default(14),
  // How many days apart a signer is reminded of a document still waiting for them (migration 0040).
  signatureReminderDays: integer('signature_reminder_days').notNull().default(3),
  // The firm's target for answering a client's message, in working hours (Monday to Friday, UK time; migration
  // 0049, docs/outcomes-report.md): the outcomes report counts the messages answered within it.
  replyTargetHours: integer('reply_target_hours').notNull().default(48),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    ...firmRecord,
    role: roleEnum('role').notNull(),
    name: text('name').notNull(),
    // Kept as the user typed it; lookups and uniqueness go through email_normalised (NFKC + case-folded).
    email: text('email').notNull(),
    emailNormalised: text('email_normalised').notNull(),
    passwordHash: text('password_hash').notNull(),
    region: regionEnum('region').notNull().default('uk'),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    mfaTelephone: text('mfa_telephone'),
    // A contact number the user edits on their profile; the MFA number above changes only by a verified code.
    telephone: text('telephone'),
    adviserId: integer('adviser_id').references((): AnyPgColumn => users.id),
    permissions: jsonb('permissions').$type<Permissions>().notNull().default({}),
    disabledAt: timestamptz('disabled_at'),
    ...timestamps,
  },
  (t) => [
    unique('users_firm_email_unique').on(t.firmId, t.email),
    unique('users_firm_email_normalised_unique').on(t.firmId, t.emailNormalised),
  ],
);

// A review's state (migration 0037, docs/reviews.md), here before the clients table, which keeps its current one.
// The values are the domain's list, in its order (packages/domain/src/review/schedule.ts).
export const reviewStatusEnum = pgEnum('review_status', reviewStatuses);

export const clients = pgTable(
  'clients',
  {
    ...firmRecord,
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    name: text('name').notNull(),
    jointName: text('joint_name'),
    // The joint partner's email as the adviser typed it (migration 0013); they have no login of their own.
    jointEmail: text('joint_email'),
    dob: date('dob', { mode: 'string' }),
    jointDob: date('joint_dob', { mode: 'string' }),
    currencySymbol: text('currency_symbol').notNull().default('£'),
    adviserId: integer('adviser_id').references(() => users.id),
    // The client list's sort keys, kept by triggers in the transaction of each change (migrations 0044, 0045;
    // docs/scale.md): the latest sign-in or request of the client's user, the latest fact-find's status, and how
    // many messages the household has sent (the unread count of a member of staff who never opened the
    // conversation; each reader's own count is conversation_reads.unread).
    lastActivityAt: timestamptz('last_activity_at'),
    factFindStatus: text('fact_find_status').notNull().default('not-started'),
    clientMessages: integer('client_messages').notNull().default(0),
    // The review pipeline's keys, kept by a trigger on reviews (migration 0046; its partial indexes are written
    // there): the household's current review, its state and date (features/reviews/repo-pipeline.ts).
    reviewId: integer('review_id'),
    reviewStatus: reviewStatusEnum('review_status'),
    reviewDueOn: date('review_due_on', { mode: 'string' }),
    // The adviser dashboard's risk reviews due, kept by a trigger on risk_assessments (migration 0051): the review
    // date of person 1's and of person 2's current (latest completed) risk result.
    riskReviewDueOn: date('risk_review_due_on', { mode: 'string' }),
    jointRiskReviewDueOn: date('joint_risk_review_due_on', { mode: 'string' }),
    // The client search's email: person 1's users.email, kept by triggers on clients and users (migration 0054);
    // never written by the app.
    userEmail: text('user_email'),
    ...timestamps,
  },
  (t) => [
    index('clients_adviser_idx').on(t.adviserId),
    // Migration 0031: the client list by name within a firm or an adviser's book, and the search by fragment
    // (trigram GIN indexes led by the firm, written in the migration: Drizzle cannot declare operator classes
    // across a btree_gin column).
    index('clients_firm_name_idx').on(t.firmId, sql`lower(${t.name})`, t.id),
    index('clients_adviser_name_idx').on(t.adviserId, sql`lower(${t.name})`, t.id),
    // Each sort of the list led by the firm, in the list's directions (0044, 0045; the status ranks written in the
    // migration, as repo-expressions.ts's statusRank reads them).
    index('clients_firm_activity_asc_idx').on(
      t.firmId,
      t.lastActivityAt.asc().nullsFirst(),
      sql`lower(${t.name})`,
      t.id,
    ),
    index('clients_firm_activity_desc_idx').on(
      t.firmId,
      t.lastActivityAt.desc().nullsLast(),
      sql`lower(${t.name})`,
      t.id,
    ),
    index('clients_firm_fact_find_status_idx').on(t.firmId, t.factFindStatus, sql`lower(${t.name})`, t.id),
    index('clients_firm_unread_asc_idx').on(t.firmId, t.clientMessages.asc(), sql`lower(${t.name})`, t.id),
    index('clients_firm_unread_desc_idx').on(t.firmId, t.clientMessages.desc(), sql`lower(${t.name})`, t.id),
    index('clients_firm_risk_review_idx')
      .on(t.firmId, t.riskReviewDueOn, t.id)
      .where(sql`${t.riskReviewDueOn} IS NOT NULL`),
    index('clients_firm_joint_risk_review_idx')
      .on(t.firmId, t.jointRiskReviewDueOn, t.id)
      .where(sql`${t.jointRiskReviewDueOn} IS NOT NULL`),
    // An adviser's fact-finds awaiting review, found from their book (0056).
    index('clients_adviser_awaiting_idx')
      .on(t.adviserId, t.firmId)
      .where(sql`${t.factFindStatus} = 'awaiting-review'`),
  ],
);

// The people of a client household who sign in: person 1 is the client (`clients.user_id`, kept for the
// many reads that need only them), person 2 the joint partner once invited. A user belongs to at most one household;
// the fact-find's "client 1" / "client 2" are these persons. Person 1's row is written by the database when a client
// row is inserted (trigger clients_household_person_1, migration 0022), so no insert of a client can forget it.
export const householdMembers = pgTable(
  'household_members',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    person: smallint('person').notNull().$type<1 | 2>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.person] }),
    check('household_members_person_check', sql`${t.person} IN (1, 2)`),
  ],
);

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // SHA-256 (hex) of the bearer token; the token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    lastUsedAt: timestamptz('last_used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    // A token issued to a user with multi-factor authentication is pending until a second factor
    // is verified; platform/authenticate.ts lets a pending token reach only the MFA calls.
    mfaPending: boolean('mfa_pending').notNull().default(false),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId)],
);

// Fixed-window counters shared by every instance; see platform/rate-limit.ts.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamptz('window_start').notNull(),
  count: integer('count').notNull(),
});

// Partitioned by month of created_at (migration 0032; platform/audit-partitions.ts keeps the months and drops expired
// ones), so the primary key carries created_at too. Drizzle does not declare partitioning: the migration does.
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id),
    userId: integer('user_id').references(() => users.id),
    type: text('type').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'audit_events_pkey', columns: [t.id, t.createdAt] }),
    index('audit_events_user_idx').on(t.userId, t.createdAt),
    index('audit_events_firm_idx').on(t.firmId, t.createdAt),
    // Migration 0033: the rows naming a client (the data export, erasure and purge; data-rights/repo.ts auditAbout).
    index('audit_events_client_idx')
      .on(sql`(${t.data}->>'clientId')`)
      .where(sql`(${t.data}->>'clientId') IS NOT NULL`),
    index('audit_events_client_user_idx')
      .on(sql`(${t.data}->>'clientUserId')`)
      .where(sql`(${t.data}->>'clientUserId') IS NOT NULL`),
  ],
);

// ── Messages and notifications ─────────────────────────────────────────────────────────

// One conversation per client household, between its people and their firm (their adviser answers). Each reader
// has their own mark in conversation_reads: each partner of the household (migration 0024 moved the client's
// last_viewed_at there) and each member of staff, so one reading it leaves it unread for the others.
export const conversations = pgTable(
  'conversations',
  {
    ...firmRecord,
    clientId: integer('client_id')
      .notNull()
      .unique()
      .references(() => clients.id),
    lastMessageAt: timestamptz('last_message_at'),
    ...timestamps,
  },
  (t) => [
    index('conversations_firm_idx').on(t.firmId),
    // Migration 0045: the dashboard's unread conversations of a firm, latest first.
    index('conversations_firm_last_message_idx').on(t.firmId, t.lastMessageAt.desc().nullsLast(), t.clientId),
  ],
);

// How far each member of staff has read a client's conversation.
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lastViewedAt: timestamptz('last_viewed_at').notNull(),
    // The household's messages sent after last_viewed_at, kept by triggers (migration 0045).
    unread: integer('unread').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_reads_user_idx').on(t.userId, t.conversationId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id),
    senderUserId: integer('sender_user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    // Migration 0049: a conversation's messages in a period, and the first reply after one (the outcomes report).
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
  ],
);

// Shaped like Laravel's database notifications table, so the API can serve them as Laravel does.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<{ title: string; body: string; link: string | null }>().notNull(),
    readAt: timestamptz('read_at'),
    ...timestamps,
  },
  (t) => [index('notifications_user_unread_idx').on(t.userId, t.readAt, t.createdAt)],
);

// ── Fact-find ──────────────────────────────────────────────────────────────────────────

// A firm's extension of the base template. Each publish is a new row with the next version; a fact-find keeps
// the version it started on. Rows with no published_at are drafts being edited.
export const factFindTemplates = pgTable(
  'fact_find_templates',
  {
    ...firmRecord,
    version: integer('version').notNull(),
    customPages: jsonb('custom_pages').$type<CustomPageDef[]>().notNull().default([]),
    defaultPageSections: jsonb('default_page_sections').$type<DefaultPageSections>().notNull().default({}),
    templateSettings: jsonb('template_settings')
      .$type<TemplateSettings>()
      .notNull()
      .default({ show_fund_input: false }),
    templatePermissions: jsonb('template_permissions')
      .$type<TemplatePermissionSettings>()
      .notNull()
      .default({}),
    publishedAt: timestamptz('published_at'),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [unique('fact_find_templates_firm_version_unique').on(t.firmId, t.version)],
);

export const factFindStatusEnum = pgEnum('fact_find_status', ['draft', 'awaiting-review', 'reviewed']);

export const factFinds = pgTable(
  'fact_finds',
  {
    ...clientRecord,
    status: factFindStatusEnum('status').notNull().default('draft'),
    // The document of categories; each save changes one path of it (see features/factfind/repo.ts).
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    lastCompletedStep: text('last_completed_step'),
    // Incremented by every change: the answer to each save, and a cheap "has it changed" for the browser.
    version: integer('version').notNull().default(0),
    templateId: integer('template_id').references(() => factFindTemplates.id),
    templateVersion: integer('template_version'),
    submittedAt: timestamptz('submitted_at'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    // The adviser's latest "return to client": the fact-find went back to draft with this note, which
    // the client sees on the fact-find page until they submit again.
    returnedAt: timestamptz('returned_at'),
    returnedBy: integer('returned_by').references(() => users.id),
    returnNote: text('return_note'),
    ...timestamps,
  },
  (t) => [
    index('fact_finds_client_idx').on(t.clientId, t.id),
    // Migration 0033: a firm's fact-finds (the audit page's fact-find changes).
    index('fact_finds_firm_idx').on(t.firmId, t.id),
    // Migration 0049: the fact-finds a firm started in a period (the outcomes report).
    index('fact_finds_firm_created_idx').on(t.firmId, t.createdAt),
    // Migration 0051: the dashboard's fact-finds awaiting review, oldest submission first.
    index('fact_finds_firm_awaiting_review_idx')
      .on(t.firmId, t.submittedAt, t.id)
      .where(sql`${t.status} = 'awaiting-review'`),
    // At most one fact-find in progress (draft or awaiting review) per client, even under concurrent starts.
    uniqueIndex('fact_finds_one_open_per_client').on(t.clientId).where(sql`${t.status} <> 'reviewed'`),
  ],
);

// Custom questions' answers, one row per question and fact-find, so `answer.id` always exists to PUT to.
export const factFindAnswers = pgTable(
  'fact_find_answers',
  {
    id: serial('id').primaryKey(),
    factFindId: integer('fact_find_id')
      .notNull()
      .references(() => factFinds.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    value: jsonb('value').$type<unknown>(),
    updatedBy: integer('updated_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [unique('fact_find_answers_question_unique').on(t.factFindId, t.questionId)],
);

// The audit trail of every saved property: who, when, which path, old and new value.
export const factFindChanges = pgTable(
  'fact_find_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // The fact-find's firm, written with each change (migration 0043): the audit page reads a firm's changes by it.
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id),
    factFindId: integer('fact_find_id')
      .notNull()
      .references(() => factFinds.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id),
    path: text('path').notNull(),
    oldValue: jsonb('old').$type<unknown>(),
    newValue: jsonb('new').$type<unknown>(),
    // What was typed where the fact-find's clamping of a number kept another, by field path (0015).
    typedValue: jsonb('typed_value').$type<Record<string, string>>(),
    requestId: text('request_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('fact_find_changes_fact_find_idx').on(t.factFindId, t.id),
    index('fact_find_changes_firm_idx').on(t.firmId, t.createdAt, t.id),
  ],
);

// A retried edit (same Idempotency-Key from the same user) is answered from here instead of applied again.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

// Consent given before a fact-find, with the words consented to, kept as a record.
export const factFindConsents = pgTable(
  'fact_find_consents',
  {
    ...clientRecord,
    givenBy: integer('given_by')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    givenAt: timestamptz('given_at').notNull().defaultNow(),
  },
  (t) => [index('fact_find_consents_client_idx').on(t.clientId, t.givenAt)],
);

// A partner's declaration that what they gave about themselves in a fact-find is true and complete, with the words
// declared (migration 0023). A later declaration by the same person supersedes it; it stands only while
// none of the fact-find's answers has changed since (features/factfind/declarations-repo.ts).
export const factFindDeclarations = pgTable(
  'fact_find_declarations',
  {
    id: serial('id').primaryKey(),
    factFindId: integer('fact_find_id')
      .notNull()
      .references(() => factFinds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    person: smallint('person').notNull().$type<1 | 2>(),
    text: text('text').notNull(),
    // The last change of the fact-find's answers (fact_find_changes.id) when it was made: it stands while there is
    // no later one.
    lastChangeId: bigint('last_change_id', { mode: 'number' }).notNull().default(0),
    declaredAt: timestamptz('declared_at').notNull().defaultNow(),
  },
  (t) => [
    index('fact_find_declarations_fact_find_idx').on(t.factFindId, t.person, t.declaredAt),
    check('fact_find_declarations_person_check', sql`${t.person} IN (1, 2)`),
  ],
);

// ── Account security: outbox, multi-factor, password reset, invitations, registration ──────

export const outboxChannelEnum = pgEnum('outbox_channel', ['mail', 'sms']);
export const outboxStatusEnum = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

// Every mail and SMS is written here first and sent by platform/outbox/worker.ts, so a provider that is
// down delays a message but never loses it.
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: integer('firm_id').references(() => firms.id),
    channel: outboxChannelEnum('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    status: outboxStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    // Claimed by a worker until then; a worker that dies mid-send releases it by letting this pass.
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    // A message worthless after this time (a one-time code) is not sent late.
    discardAfter: timestamptz('discard_after'),
    transport: text('transport'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    // Extra mail headers (an alert's RFC 8058 List-Unsubscribe pair); null for every other message.
    headers: jsonb('headers').$type<Record<string, string>>(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

// Which alert mails a person wants (features/alerts): no row means every kind is on.
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messages: boolean('messages').notNull().default(true),
  factFind: boolean('fact_find').notNull().default(true),
  documents: boolean('documents').notNull().default(true),
  notifications: boolean('notifications').notNull().default(true),
  // The periodic review's invitation and reminders (migration 0037), a kind apart from the others.
  reviews: boolean('reviews').notNull().default(true),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

// A "you have an unread message" mail waiting for its delay (ALERT_MAIL_DELAY_SECONDS): one per person and
// conversation, claimed and deleted by one instance's periodic job (features/alerts/job.ts).
export const pendingMessageAlerts = pgTable(
  'pending_message_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    dueAt: timestamptz('due_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pending_message_alerts_user_conversation_unique').on(t.userId, t.conversationId),
    index('pending_message_alerts_due_idx').on(t.dueAt),
  ],
);

// A trusted device: its cookie holds a random token; only its keyed hash is stored, bound to one user.
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull(),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

export const mfaChallengePurposeEnum = pgEnum('mfa_challenge_purpose', ['login', 'enrol', 'sign']);

// One SMS code: hashed, bound to the token it was sent for, single use, voided by a resend.
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenId: integer('token_id')
      .notNull()
      .references(() => apiTokens.id),
    purpose: mfaChallengePurposeEnum('purpose').notNull(),
    telephone: text('telephone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    consumedAt: timestamptz('consumed_at'),
    voidedAt: timestamptz('voided_at'),
  },
  (t) => [index('mfa_challenges_user_idx').on(t.userId, t.createdAt)],
);

// An authenticator app (RFC 6238): the secret encrypted with a key derived from APP_KEY; the last accepted
// time step, so a code is never accepted twice. Unconfirmed until the user enters a first code.
export const mfaTotp = pgTable('mfa_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

// Password reset links: random, hashed, single use, short-lived; a newer one voids the older.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    usedAt: timestamptz('used_at'),
    voidedAt: timestamptz('voided_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

// Invitations: the hash in the link is random, stored hashed, expiring, single use and bound to one user.
export const invitations = pgTable(
  'invitations',
  {
    ...firmRecord,
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    invitedBy: integer('invited_by').references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    acceptedAt: timestamptz('accepted_at'),
    voidedAt: timestamptz('voided_at'),
    // Set with voided_at when the firm withdrew the invitation (a resend only voids the older one).
    revokedAt: timestamptz('revoked_at'),
    // Listed on the dashboard: open, of a client's person 1 in this firm whose access is on and who never accepted
    // one. Kept by triggers on invitations, users and clients (migration 0053); never written by the app.
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [
    index('invitations_user_idx').on(t.userId),
    // Migration 0053: the dashboard's open invitations, oldest first.
    index('invitations_firm_pending_idx').on(t.firmId, t.createdAt, t.id).where(sql`${t.pending}`),
    // An adviser's open invitations, found from their book (0056).
    index('invitations_user_pending_idx').on(t.userId).where(sql`${t.pending}`),
  ],
);

// Self-registration waits here until the address is confirmed, so an address can't be claimed by someone else.
export const registrations = pgTable(
  'registrations',
  {
    ...firmRecord,
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailNormalised: text('email_normalised').notNull(),
    passwordHash: text('password_hash').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [index('registrations_email_idx').on(t.firmId, t.emailNormalised)],
);

// A new email address counts only once a link sent to it is followed.
export const emailChanges = pgTable(
  'email_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
    voidedAt: timestamptz('voided_at'),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

// ——— Address and property data ———

// HM Land Registry Price Paid Data (England and Wales, Open Government Licence v3.0), loaded by
// `npm run import:price-paid`. One row per transaction; the official file's record status C replaces a row and D
// deletes it, so re-importing a file changes nothing. Prices are whole pounds, as published.
export const pricePaidSales = pgTable(
  'price_paid_sales',
  {
    // The file's transaction unique identifier, without its braces.
    transactionId: text('transaction_id').primaryKey(),
    price: integer('price').notNull(),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    // Normalised 'ZZ1 1ZZ'; records without a postcode cannot be looked up and are not stored.
    postcode: text('postcode').notNull(),
    // The postcode sector ('ZZ1 1'): the valuation falls back to it when the postcode has too few sales.
    sector: text('sector').notNull(),
    // D detached, S semi-detached, T terraced, F flat/maisonette, O other.
    propertyType: text('property_type').notNull(),
    isNewBuild: boolean('is_new_build').notNull(),
    // F freehold, L leasehold.
    tenure: text('tenure').notNull(),
    paon: text('paon').notNull(),
    saon: text('saon').notNull(),
    street: text('street').notNull(),
    locality: text('locality').notNull(),
    town: text('town').notNull(),
    district: text('district').notNull(),
    county: text('county').notNull(),
    // A standard price paid; B additional (repossessions, buy-to-let, non-private buyers).
    category: text('category').notNull(),
  },
  (t) => [
    index('price_paid_sales_postcode_idx').on(t.postcode, t.transferDate),
    index('price_paid_sales_sector_idx').on(t.sector, t.transferDate),
  ],
);

// ── Adviser workspace: documents and links (and the client's own pages of them) ────────────────

// Who put a document in the client's folder: the firm (shared with the client) or the client (sent to the firm).
export const documentSourceEnum = pgEnum('document_source', ['firm', 'client']);

// A file in a client's folder. The bytes live in the document storage (features/documents/storage.ts) under
// storage_key; the name is the uploaded name made safe, the type is the one sniffed from the content.
export const documents = pgTable(
  'documents',
  {
    ...clientRecord,
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    source: documentSourceEnum('source').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull().default('other'),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    // "New" until the other side first opens it.
    clientOpenedAt: timestamptz('client_opened_at'),
    firmOpenedAt: timestamptz('firm_opened_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('documents_client_idx').on(t.clientId, t.createdAt)],
);

// ── Document requests (migration 0047, docs/document-requests.md) ────────────────────────────────────────────────

// The firm's templates, the items asked of a household, and the files uploaded against each item (each also a
// document of the vault).
export const documentRequestTemplates = pgTable('document_request_templates', {
  ...firmRecord,
  title: text('title').notNull(),
  note: text('note').notNull().default(''),
  category: text('category').notNull().default('other').$type<DocumentCategory>(),
  isRetired: boolean('is_retired').notNull().default(false),
  ...timestamps,
});

export const documentRequests = pgTable(
  'document_requests',
  {
    ...clientRecord,
    templateId: integer('template_id').references(() => documentRequestTemplates.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    // 1, 2, or null for both people of the household.
    person: smallint('person').$type<1 | 2>(),
    title: text('title').notNull(),
    note: text('note').notNull().default(''),
    category: text('category').notNull().default('other').$type<DocumentCategory>(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('required').$type<DocumentRequestStatus>(),
    rejectReason: text('reject_reason'),
    uploadedAt: timestamptz('uploaded_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamptz('reviewed_at'),
    withdrawnAt: timestamptz('withdrawn_at'),
    seriesId: integer('series_id'),
    occurrence: smallint('occurrence').notNull().default(1),
    occurrences: smallint('occurrences').notNull().default(1),
    everyMonths: smallint('every_months'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    nextCreatedAt: timestamptz('next_created_at'),
    dueSoonRemindedAt: timestamptz('due_soon_reminded_at'),
    overdueRemindedAt: timestamptz('overdue_reminded_at'),
    overdueReminders: smallint('overdue_reminders').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('document_requests_client_idx').on(t.clientId, t.createdAt)],
);

export const documentRequestFiles = pgTable(
  'document_request_files',
  {
    ...firmRecord,
    requestId: integer('request_id')
      .notNull()
      .references(() => documentRequests.id),
    documentId: integer('document_id')
      .notNull()
      .unique()
      .references(() => documents.id),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('document_request_files_request_idx').on(t.requestId, t.id)],
);

// ── Signing (migration 0040, docs/signing.md) ──────────────────────────────────────────────────────────────────
// A completed request, its signers' evidence and the events are immutable (triggers in the migration).

export const signatureRequests = pgTable(
  'signature_requests',
  {
    ...clientRecord,
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    source: text('source').notNull().$type<'document' | 'fact-find'>(),
    documentId: integer('document_id').references(() => documents.id),
    originalStorageKey: text('original_storage_key').notNull().unique(),
    originalSha256: text('original_sha256').notNull(),
    originalSize: integer('original_size').notNull(),
    pages: jsonb('pages').$type<string[]>().notNull(),
    isOrdered: boolean('is_ordered').notNull().default(false),
    dueDate: date('due_date', { mode: 'string' }),
    status: text('status')
      .notNull()
      .default('pending')
      .$type<'pending' | 'completed' | 'declined' | 'withdrawn'>(),
    finalStorageKey: text('final_storage_key').unique(),
    finalSha256: text('final_sha256'),
    completedAt: timestamptz('completed_at'),
    withdrawnAt: timestamptz('withdrawn_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('signature_requests_client_idx').on(t.clientId, t.createdAt),
    index('signature_requests_final_sha_idx').on(t.finalSha256),
    index('signature_requests_original_sha_idx').on(t.originalSha256),
  ],
);

export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => signatureRequests.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    person: smallint('person').notNull().$type<1 | 2>(),
    position: smallint('position').notNull(),
    status: text('status').notNull().default('pending').$type<'pending' | 'signed' | 'declined'>(),
    signerName: text('signer_name'),
    signerEmail: text('signer_email'),
    typedName: text('typed_name'),
    method: text('method').$type<'totp' | 'sms'>(),
    authenticatedAt: timestamptz('authenticated_at'),
    signedAt: timestamptz('signed_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256'),
    declinedAt: timestamptz('declined_at'),
    declineReason: text('decline_reason'),
    lastRemindedAt: timestamptz('last_reminded_at'),
  },
  (t) => [
    unique('signature_signers_person_unique').on(t.requestId, t.person),
    index('signature_signers_user_idx').on(t.userId),
  ],
);

export const signatureEvents = pgTable(
  'signature_events',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .references(() => signatureRequests.id),
    signerId: integer('signer_id').references(() => signatureSigners.id),
    userId: integer('user_id').references(() => users.id),
    type: text('type').notNull(),
    at: timestamptz('at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: text('detail'),
  },
  (t) => [index('signature_events_request_idx').on(t.requestId, t.at)],
);

// ── Letters of authority (migration 0050, docs/signing.md) ─────────────────────────────────────────────────────
// A letter per policy of the fact-find, as it was when written; its document and its signing request. Its events are
// append-only (a trigger in the migration).

export const lettersOfAuthority = pgTable(
  'letters_of_authority',
  {
    ...clientRecord,
    category: text('category').notNull().$type<'pensions' | 'investments'>(),
    policyType: text('policy_type').notNull(),
    provider: text('provider').notNull(),
    policyNumber: text('policy_number').notNull(),
    owner: text('owner').notNull().$type<'client1' | 'client2' | 'joint'>(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id),
    signatureRequestId: integer('signature_request_id')
      .notNull()
      .unique()
      .references(() => signatureRequests.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('letters_of_authority_client_idx').on(t.firmId, t.clientId, t.createdAt)],
);

export const letterOfAuthorityEvents = pgTable(
  'letter_of_authority_events',
  {
    ...firmRecord,
    letterId: integer('letter_id')
      .notNull()
      .references(() => lettersOfAuthority.id),
    type: text('type')
      .notNull()
      .$type<
        | 'drafted'
        | 'sent_for_signature'
        | 'sent_to_provider'
        | 'acknowledged'
        | 'chased'
        | 'information_received'
        | 'statement'
      >(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    note: text('note'),
    documentId: integer('document_id').references(() => documents.id),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamptz('recorded_at').notNull(),
  },
  (t) => [
    index('letter_of_authority_events_letter_idx').on(t.firmId, t.letterId, t.id),
    uniqueIndex('letter_of_authority_events_once')
      .on(t.letterId, t.type)
      .where(sql`${t.type} NOT IN ('chased', 'statement')`),
  ],
);

// Useful links for clients: firm-wide (client_id null) or for one client.
export const links = pgTable(
  'links',
  {
    ...firmRecord,
    clientId: integer('client_id').references(() => clients.id),
    title: text('title').notNull(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [index('links_firm_client_idx').on(t.firmId, t.clientId)],
);

// ── Attitude to risk ───────────────────────────────────────────────────────────────────────────────

export const riskAssessmentStatusEnum = pgEnum('risk_assessment_status', ['in-progress', 'completed']);

// One go at the firm's risk questionnaire (packages/domain/src/risk). Answers are saved one at a time while it is
// in progress (at most one per client); completing it fixes the score, level and capacity for loss under the
// questionnaire's version. A retake starts a new row, so earlier results stay as history. The adviser may override
// the level with a recorded reason; the calculated level is kept beside it.
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    ...clientRecord,
    // Which person of the household the assessment is about (household_members.person): each partner answers as
    // themselves (migration 0024; earlier assessments are person 1's).
    person: smallint('person').notNull().default(1).$type<1 | 2>(),
    questionnaireVersion: integer('questionnaire_version').notNull(),
    status: riskAssessmentStatusEnum('status').notNull().default('in-progress'),
    // {questionId: 1..5}, risk and capacity-for-loss questions alike (their ids differ).
    answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
    score: integer('score'),
    level: integer('level'),
    capacityScore: integer('capacity_score'),
    capacity: text('capacity'),
    overrideLevel: integer('override_level'),
    overrideReason: text('override_reason'),
    overriddenBy: integer('overridden_by').references(() => users.id),
    overriddenAt: timestamptz('overridden_at'),
    // The override raised the level above what capacity for loss supports, and the adviser acknowledged it.
    overrideAboveCapacity: boolean('override_above_capacity').notNull().default(false),
    // The adviser's own assessment of capacity for loss, with its reason; the calculated one is kept beside it.
    capacityOverride: text('capacity_override'),
    capacityOverrideReason: text('capacity_override_reason'),
    capacityOverriddenBy: integer('capacity_overridden_by').references(() => users.id),
    capacityOverriddenAt: timestamptz('capacity_overridden_at'),
    // Contradictory answers (questionnaire version 2 on): the client confirmed them as meant, and the adviser's
    // review, which makes such a result final.
    clientConfirmedAt: timestamptz('client_confirmed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamptz('reviewed_at'),
    reviewNote: text('review_note'),
    completedAt: timestamptz('completed_at'),
    // The review date, fixed at completion from the firm's setting then (docs/attitude-to-risk.md), and when the
    // client's reminder a month before it was claimed (once per result, by one job run).
    reviewDueOn: date('review_due_on', { mode: 'string' }),
    reviewRemindedAt: timestamptz('review_reminded_at'),
    // What the fact-find said about the emergency fund, debts and dependants at completion (questionnaire version 3
    // on, migration 0028): a later change to the fact-find never changes a result already given.
    factFindCheck: jsonb('fact_find_check').$type<FactFindCapacityEvidence>(),
    ...timestamps,
  },
  (t) => [
    index('risk_assessments_client_idx').on(t.clientId, t.person, t.createdAt),
    uniqueIndex('risk_assessments_one_open_per_person')
      .on(t.clientId, t.person)
      .where(sql`${t.status} = 'in-progress'`),
    check('risk_assessments_person_check', sql`${t.person} IN (1, 2)`),
    index('risk_assessments_review_due_idx').on(t.reviewDueOn).where(sql`${t.status} = 'completed'`),
  ],
);

// ── Portfolio ──────────────────────────────────────────────────────────────────────────────────────

// A client's investment account at a provider (an ISA, a SIPP…), in one currency; the adviser records it or a CSV
// import creates it (matched by provider, type and reference). Holdings and snapshots go with it.
export const portfolioAccounts = pgTable(
  'portfolio_accounts',
  {
    ...clientRecord,
    provider: text('provider').notNull(),
    accountType: text('account_type').notNull(),
    // The provider's account number or a label; '' when there is none.
    reference: text('reference').notNull().default(''),
    currency: text('currency').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('portfolio_accounts_client_idx').on(t.clientId),
    uniqueIndex('portfolio_accounts_identity').on(t.clientId, t.provider, t.accountType, t.reference),
  ],
);

// One fund held in an account as valued on a date; value = units × price, rounded to the penny/cent.
export const portfolioHoldings = pgTable(
  'portfolio_holdings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => portfolioAccounts.id, { onDelete: 'cascade' }),
    fundName: text('fund_name').notNull(),
    isin: text('isin').notNull(),
    assetClass: text('asset_class').notNull(),
    units: numeric('units', { precision: 20, scale: 6, mode: 'number' }).notNull(),
    price: numeric('price', { precision: 20, scale: 6, mode: 'number' }).notNull(),
    value: numeric('value', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    valuationDate: date('valuation_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [index('portfolio_holdings_account_idx').on(t.accountId)],
);

// What the client's portfolio was worth as at a date, per currency, with its split by account and asset class:
// written whenever holdings are recorded or imported (one row per client, date and currency; a later change on
// the same date replaces it), so the client sees value over time.
export const portfolioSnapshots = pgTable(
  'portfolio_snapshots',
  {
    ...clientRecord,
    asAt: date('as_at', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    value: numeric('value', { precision: 18, scale: 2, mode: 'number' }).notNull(),
    byAccount: jsonb('by_account').$type<Record<string, number>>().notNull().default({}),
    byAssetClass: jsonb('by_asset_class').$type<Record<string, number>>().notNull().default({}),
    source: text('source').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('portfolio_snapshots_client_date').on(t.clientId, t.asAt, t.currency)],
);

// ── Several firms and data rights ──────────────────────────────────────────────────────────────────

// The host names a firm is served at (lower case, no port). A request's firm is the one claiming its Host; a host
// no firm claims is served by the default firm (the lowest id). See features/tenancy.
export const firmDomains = pgTable(
  'firm_domains',
  {
    ...firmRecord,
    domain: text('domain').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('firm_domains_firm_idx').on(t.firmId)],
);

// UK GDPR art. 17: one row per erased client, with who asked for it, why, and until when the records of advice
// kept after it must be retained (features/data-rights, docs/data-rights.md).
export const dataErasures = pgTable(
  'data_erasures',
  {
    ...firmRecord,
    clientId: integer('client_id')
      .notNull()
      .unique()
      .references(() => clients.id),
    erasedBy: integer('erased_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    erasedAt: timestamptz('erased_at').notNull(),
    retainUntil: timestamptz('retain_until').notNull(),
    // When the records kept for the retention period were deleted (features/data-rights/purge-repo.ts).
    purgedAt: timestamptz('purged_at'),
  },
  (t) => [
    index('data_erasures_firm_idx').on(t.firmId),
    // What the purge job looks for: erasures not yet purged, by the date their records are due to go.
    index('data_erasures_due_idx').on(t.retainUntil).where(sql`${t.purgedAt} is null`),
  ],
);

// ── Calendar: the adviser's open slots and clients' appointments ──────────────────────────────────

export const appointmentKindEnum = pgEnum('appointment_kind', ['phone', 'video', 'in_person']);
export const appointmentStatusEnum = pgEnum('appointment_status', ['booked', 'cancelled']);

// A time an adviser offers. time_zone is the firm's zone it was published in (Europe/London or Europe/Dublin),
// so it is shown at the wall-clock time the adviser chose. Withdrawn slots are kept for the appointments on them.
export const calendarSlots = pgTable(
  'calendar_slots',
  {
    ...firmRecord,
    adviserId: integer('adviser_id')
      .notNull()
      .references(() => users.id),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    timeZone: text('time_zone').notNull(),
    kind: appointmentKindEnum('kind').notNull(),
    location: text('location'),
    videoLink: text('video_link'),
    withdrawnAt: timestamptz('withdrawn_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Publishing the same pattern twice adds nothing.
    uniqueIndex('calendar_slots_adviser_start_unique')
      .on(t.adviserId, t.startsAt)
      .where(sql`${t.withdrawnAt} IS NULL`),
    index('calendar_slots_firm_start_idx').on(t.firmId, t.startsAt),
  ],
);

// A client's appointment on a slot. The partial unique index is what makes booking race-safe: two clients
// inserting for one slot at once, exactly one row survives. A reschedule moves the row to another slot (same UID,
// sequence + 1, so calendars replace the event); reminded_at is set by the one reminder run that claims it.
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    uid: uuid('uid').notNull().defaultRandom().unique(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    adviserId: integer('adviser_id')
      .notNull()
      .references(() => users.id),
    slotId: integer('slot_id')
      .notNull()
      .references(() => calendarSlots.id),
    status: appointmentStatusEnum('status').notNull().default('booked'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    timeZone: text('time_zone').notNull(),
    kind: appointmentKindEnum('kind').notNull(),
    location: text('location'),
    videoLink: text('video_link'),
    notes: text('notes').notNull().default(''),
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    remindedAt: timestamptz('reminded_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('appointments_one_booking_per_slot').on(t.slotId).where(sql`${t.status} = 'booked'`),
    index('appointments_client_start_idx').on(t.clientId, t.startsAt),
    index('appointments_adviser_start_idx').on(t.adviserId, t.startsAt),
    index('appointments_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' AND ${t.remindedAt} IS NULL`),
  ],
);

// ── The lifetime cashflow forecast (docs/forecast.md) ──────────────────────────────────────────────

// A firm's forecast assumptions, versioned like fact_find_templates: published rows are never changed again; the
// one row without published_at is the firm's draft (migration 0025). A firm without any uses the engine's
// defaultAssumptions as version 0.
export const forecastAssumptions = pgTable(
  'forecast_assumptions',
  {
    ...firmRecord,
    version: integer('version').notNull(),
    assumptions: jsonb('assumptions').$type<ForecastAssumptions>().notNull(),
    publishedAt: timestamptz('published_at'),
    publishedBy: integer('published_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    ...timestamps,
  },
  (t) => [
    unique('forecast_assumptions_firm_version_unique').on(t.firmId, t.version),
    uniqueIndex('forecast_assumptions_one_draft_per_firm').on(t.firmId).where(sql`${t.publishedAt} IS NULL`),
    check('forecast_assumptions_version_check', sql`${t.version} >= 1`),
  ],
);

// A named scenario an adviser saved for a client (migration 0026), shared to the client's portal while shared_at
// is set; it records the assumptions version (0: the defaults) and the fact-find version it was made with.
export const forecastScenarios = pgTable(
  'forecast_scenarios',
  {
    ...clientRecord,
    name: text('name').notNull(),
    scenario: jsonb('scenario').$type<ForecastScenario>().notNull(),
    sharedAt: timestamptz('shared_at'),
    assumptionsVersion: integer('assumptions_version').notNull(),
    factFindId: integer('fact_find_id').references(() => factFinds.id, { onDelete: 'set null' }),
    factFindVersion: integer('fact_find_version'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (t) => [
    index('forecast_scenarios_client_idx').on(t.clientId, t.createdAt),
    uniqueIndex('forecast_scenarios_client_name_unique').on(t.clientId, sql`lower(${t.name})`),
  ],
);

// ── Public API and webhooks (migration 0034; docs/api.md) ───────────────────────────────────────

// A firm's API credential: a bearer key shown once and stored as its SHA-256, with scopes and its own rate limit.
// Each acts as its own user (user_id: an admin-role user, disabled so it can never sign in, named after the
// credential), so what it does is attributed to it in messages, documents and the audit trail, and its
// Idempotency-Keys and read marks are its own.
export const apiCredentials = pgTable(
  'api_credentials',
  {
    ...firmRecord,
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull().$type<string[]>(),
    // The key's first characters, shown so an admin can tell keys apart; not enough to use it.
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(120),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (t) => [index('api_credentials_firm_idx').on(t.firmId, t.createdAt)],
);

// Where a firm's events are delivered. The signing secret is sealed with a key derived from APP_KEY; during a
// rotation the previous one signs too until previous_secret_expires_at (Standard Webhooks: several signatures).
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    ...firmRecord,
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull().$type<string[]>(),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamptz('previous_secret_expires_at'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    ...timestamps,
    // Set by an admin, or by the worker after persistent failure (disabled_reason says which).
    disabledAt: timestamptz('disabled_at'),
    disabledReason: text('disabled_reason'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('webhook_endpoints_firm_idx').on(t.firmId)],
);

// The outbox of events, written by database triggers in the transaction of the change (migration 0034), fanned out
// to the endpoints subscribed by the delivery worker (features/webhooks/worker.ts).
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
    fannedOutAt: timestamptz('fanned_out_at'),
  },
  (t) => [index('webhook_events_pending_idx').on(t.id).where(sql`${t.fannedOutAt} IS NULL`)],
);

export const webhookDeliveryStatusEnum = pgEnum('webhook_delivery_status', [
  'pending',
  'delivered',
  'failed',
]);

// One event for one endpoint: retried with backoff until delivered or out of attempts.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    status: webhookDeliveryStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    // Claimed by one worker until then; a worker that dies mid-send releases it by letting this pass.
    lockedUntil: timestamptz('locked_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
    // An admin asked for it again (the delivery log's replay): the next try is logged as a replay.
    replayPending: boolean('replay_pending').notNull().default(false),
  },
  (t) => [
    unique('webhook_deliveries_event_endpoint_unique').on(t.eventId, t.endpointId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

// Each try of a delivery, for the delivery log: the answer's status (null: no answer) and how long it took.
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamptz('attempted_at').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
    replay: boolean('replay').notNull().default(false),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

// ── The periodic review (migration 0037, docs/reviews.md) ──────────────────────────────────────────────

export const reviewSuitabilityEnum = pgEnum('review_suitability', ['unchanged', 'changes_recommended']);

// One review of a household: its date, where it stands, the fact-find it is compared against (baseline: the last
// review's snapshot, or the last submitted fact-find for the first), and once closed its outcome and the fact-find
// as reviewed (snapshot), which the next review starts from. At most one open per household.
export const reviews = pgTable(
  'reviews',
  {
    ...clientRecord,
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: reviewStatusEnum('status').notNull().default('scheduled'),
    scheduledBy: integer('scheduled_by').references(() => users.id),
    invitedAt: timestamptz('invited_at'),
    remindedAt: timestamptz('reminded_at'),
    remindersSent: integer('reminders_sent').notNull().default(0),
    baseline: jsonb('baseline').$type<Record<string, unknown>>(),
    baselineAt: timestamptz('baseline_at'),
    appointmentId: integer('appointment_id').references(() => appointments.id),
    meetingOn: date('meeting_on', { mode: 'string' }),
    outcome: text('outcome'),
    suitability: reviewSuitabilityEnum('suitability'),
    closedReason: text('closed_reason'),
    closedAt: timestamptz('closed_at'),
    closedBy: integer('closed_by').references(() => users.id),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>(),
    recordDocumentId: integer('record_document_id').references(() => documents.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reviews_one_open_per_client')
      .on(t.clientId)
      .where(sql`${t.status} NOT IN ('completed', 'declined', 'not_attempted')`),
    index('reviews_client_idx').on(t.clientId, t.id),
    index('reviews_firm_due_idx').on(t.firmId, t.dueOn),
    index('reviews_open_due_idx')
      .on(t.dueOn)
      .where(sql`${t.status} IN ('scheduled', 'invited', 'in_progress')`),
  ],
);

// Each person's part of a review's check-in: their answers (per page "still right" or "something changed", what
// they want to discuss) and when they confirmed it.
export const reviewCheckIns = pgTable(
  'review_check_ins',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    person: smallint('person').notNull().$type<1 | 2>(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    confirmedAt: timestamptz('confirmed_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.person] }),
    check('review_check_ins_person_check', sql`${t.person} IN (1, 2)`),
  ],
);

// ── Support needs (migration 0048, docs/support-needs.md) ──────────────────────────────────────────────

// A trusted contact person (Irish CPC 2025; FCA FG21/1): who they are, how to reach them, what the firm may tell them.
export type TrustedContactRecord = { name: string; relationship: string; reach: string; mayBeTold: string };

// What one person of a household told the firm would help, recorded with their explicit consent (UK GDPR art. 9).
// One current row per person (withdrawn_at null); a withdrawn row keeps its detail until the retention purge clears
// it (purged_at), after which only the fact that it existed, and when, remains.
export const supportNeeds = pgTable(
  'support_needs',
  {
    ...clientRecord,
    person: smallint('person').notNull().$type<1 | 2>(),
    recordedBy: integer('recorded_by').references(() => users.id),
    drivers: text('drivers').array().notNull().default(sql`'{}'`),
    details: text('details'),
    preferredContact: text('preferred_contact'),
    adjustments: text('adjustments').array().notNull().default(sql`'{}'`),
    trustedContact: jsonb('trusted_contact').$type<TrustedContactRecord>(),
    consentAt: timestamptz('consent_at').notNull(),
    consentVersion: text('consent_version').notNull(),
    withdrawnAt: timestamptz('withdrawn_at'),
    withdrawnBy: integer('withdrawn_by').references(() => users.id),
    purgedAt: timestamptz('purged_at'),
    ...timestamps,
  },
  (t) => [
    check('support_needs_person_check', sql`${t.person} IN (1, 2)`),
    uniqueIndex('support_needs_one_current_per_person')
      .on(t.clientId, t.person)
      .where(sql`${t.withdrawnAt} IS NULL`),
    index('support_needs_firm_current_idx').on(t.firmId, t.clientId).where(sql`${t.withdrawnAt} IS NULL`),
    index('support_needs_client_idx').on(t.clientId, t.person, t.id),
    index('support_needs_purge_due_idx')
      .on(t.withdrawnAt)
      .where(sql`${t.withdrawnAt} IS NOT NULL AND ${t.purgedAt} IS NULL`),
  ],
);
