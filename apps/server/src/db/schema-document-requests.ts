import type { DocumentRequestStatus } from '@atrium/domain/contract/document-requests';
import type { DocumentCategory } from '@atrium/domain/contract/documents';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients, documents, firms, users } from './schema.ts';

// Document requests (migration 0047, docs/document-requests.md): the firm's templates, the items asked of a
// household, and the files uploaded against each item (each also a document of the vault).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const documentRequestTemplates = pgTable('document_request_templates', {
  id: serial('id').primaryKey(),
  firmId: integer('firm_id')
    .notNull()
    .references(() => firms.id),
  title: text('title').notNull(),
  note: text('note').notNull().default(''),
  category: text('category').notNull().default('other').$type<DocumentCategory>(),
  isRetired: boolean('is_retired').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at')
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('document_requests_client_idx').on(t.clientId, t.createdAt)],
);

export const documentRequestFiles = pgTable(
  'document_request_files',
  {
    id: serial('id').primaryKey(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id),
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
