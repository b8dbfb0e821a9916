import type {
  ClientDocumentRequest,
  DocumentRequestAudience,
  StaffDocumentRequest,
} from '@atrium/domain/contract/document-requests';
import { isOpenRequest } from '@atrium/domain/contract/document-requests';
import { isOverdueOn } from '@atrium/domain/documents/requests';
import type { DocumentRequestFileRow, DocumentRequestRow } from './repo.ts';

// The contract's shapes of an item: the firm's (every file, the reason, who asked) and a person's of the household.

const iso = (date: Date | null) => date?.toISOString() ?? null;

export type Person = { person: 1 | 2; userId: number; name: string };

// Overdue only while the client still has something to do.
const isOverdue = (row: DocumentRequestRow, today: string) =>
  (row.status === 'required' || row.status === 'rejected') && isOverdueOn(row.dueDate, today);

const recurrenceOf = (row: DocumentRequestRow) => ({
  occurrence: row.occurrence,
  occurrences: row.occurrences,
  every_months: row.everyMonths,
});

export function staffView(
  row: DocumentRequestRow,
  requestedBy: string,
  people: Person[],
  files: DocumentRequestFileRow[],
  today: string,
): StaffDocumentRequest {
  return {
    id: row.id,
    client_id: row.clientId,
    title: row.title,
    note: row.note,
    category: row.category,
    person: row.person ?? 'both',
    person_name: row.person === null ? null : (people.find((p) => p.person === row.person)?.name ?? null),
    due_date: row.dueDate,
    is_overdue: isOverdue(row, today),
    status: row.status,
    reject_reason: row.rejectReason,
    requested_by: requestedBy,
    created_at: row.createdAt.toISOString(),
    uploaded_at: iso(row.uploadedAt),
    reviewed_at: iso(row.reviewedAt),
    ...recurrenceOf(row),
    files: files.map((file) => ({
      document_id: file.documentId,
      name: file.name,
      uploaded_by: file.uploadedBy,
      created_at: file.createdAt.toISOString(),
      download_url: `/api/adviser/clients/${row.clientId}/documents/${file.documentId}/download`,
    })),
  };
}

export function audienceOf(row: Pick<DocumentRequestRow, 'person'>, reader: 1 | 2): DocumentRequestAudience {
  if (row.person === null) return 'both';
  return row.person === reader ? 'me' : 'partner';
}

export function clientView(
  row: DocumentRequestRow,
  reader: 1 | 2,
  latest: DocumentRequestFileRow | undefined,
  today: string,
): ClientDocumentRequest {
  const audience = audienceOf(row, reader);
  const isOwn = audience !== 'partner';
  return {
    id: row.id,
    title: row.title,
    note: isOwn ? row.note : null,
    category: row.category,
    audience,
    due_date: row.dueDate,
    is_overdue: isOverdue(row, today),
    status: row.status,
    reject_reason: isOwn ? row.rejectReason : null,
    uploaded_at: iso(row.uploadedAt),
    can_upload: isOwn && isOpenRequest(row.status),
    ...recurrenceOf(row),
    latest_file: latest
      ? { name: latest.name, download_url: `/api/documents/${latest.documentId}/download` }
      : null,
  };
}
