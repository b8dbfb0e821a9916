import type { Letter, LetterStep } from '@atrium/domain/contract/letters-of-authority';
import { todayIso } from '@atrium/domain/factfind/dates';
import {
  canAttachStatement,
  type LetterState,
  letterStatus,
  nextSteps,
} from '@atrium/domain/letters-of-authority/steps';
import type { LetterEventRow, LetterRow } from './repo.ts';

// A letter as the firm sees it: the policy, where it stands, its timeline (its own events, with its signature's
// state from the signing request placed after its sending) and what may be recorded next.

const providerStepTypes = new Set(['sent_to_provider', 'acknowledged', 'chased', 'information_received']);
const day = (at: Date) => todayIso(at);

export function letterState(row: LetterRow, events: LetterEventRow[]): LetterState {
  return {
    signature: row.signature.status,
    signedOn: row.signature.completedAt ? day(row.signature.completedAt) : null,
    steps: events.flatMap((event) =>
      providerStepTypes.has(event.type)
        ? [{ type: event.type as LetterState['steps'][number]['type'], on: event.occurredOn }]
        : [],
    ),
  };
}

function signatureStep(row: LetterRow): LetterStep | null {
  const at =
    row.signature.status === 'completed'
      ? row.signature.completedAt
      : row.signature.status === 'withdrawn'
        ? row.signature.withdrawnAt
        : row.signature.status === 'declined'
          ? row.signature.declinedAt
          : null;
  if (!at) return null;
  const type =
    row.signature.status === 'completed'
      ? 'signed'
      : row.signature.status === 'withdrawn'
        ? 'signature_withdrawn'
        : 'signature_declined';
  return { type, on: day(at), recorded_at: at.toISOString(), by: null, note: null, document: null };
}

export function letterView(row: LetterRow, events: LetterEventRow[], ownerNames: string[]): Letter {
  const { letter } = row;
  const documentUrl = (id: number) => `/api/adviser/clients/${letter.clientId}/documents/${id}/download`;
  const steps: LetterStep[] = events.map((event) => ({
    type: event.type,
    on: event.occurredOn,
    recorded_at: event.recordedAt.toISOString(),
    by: event.by,
    note: event.note,
    document:
      event.document && event.document.deletedAt === null
        ? { id: event.document.id, name: event.document.name, download_url: documentUrl(event.document.id) }
        : null,
  }));
  const signature = signatureStep(row);
  if (signature) {
    const after = steps.findIndex((step) => step.type === 'sent_for_signature');
    steps.splice(after + 1, 0, signature);
  }
  const state = letterState(row, events);
  return {
    id: letter.id,
    client_id: letter.clientId,
    category: letter.category,
    type_label: letter.policyType,
    provider: letter.provider,
    policy_number: letter.policyNumber,
    owner: letter.owner,
    owner_names: ownerNames,
    title: row.signature.title,
    status: letterStatus(state),
    created_at: letter.createdAt.toISOString(),
    created_by: row.createdBy,
    document_id: letter.documentId,
    letter_url: documentUrl(letter.documentId),
    signature_request_id: letter.signatureRequestId,
    steps,
    next_steps: nextSteps(state),
    can_attach_statement: canAttachStatement(state),
  };
}
