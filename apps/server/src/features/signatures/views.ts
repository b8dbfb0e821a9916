import type {
  ClientSignatureRequest,
  Signer,
  SignerEvidence,
  StaffSignatureRequest,
} from '@atrium/domain/contract/signatures';
import { signatureEventTypeSchema } from '@atrium/domain/contract/signatures';
import type { SignatureEventRow, SignatureRequestRow, SignerRow } from './repo.ts';

// The contract's shapes of a request: the firm's (with evidence and events) and a signer's.

const iso = (date: Date | null) => date?.toISOString() ?? null;

function signerOf(row: SignerRow): Signer {
  return {
    id: row.id,
    person: row.person,
    name: row.signerName ?? row.name,
    position: row.position,
    status: row.status,
    signed_at: iso(row.signedAt),
    declined_at: iso(row.declinedAt),
    decline_reason: row.declineReason,
  };
}

function common(request: SignatureRequestRow, signers: SignerRow[]) {
  return {
    id: request.id,
    title: request.title,
    status: request.status,
    is_ordered: request.isOrdered,
    due_date: request.dueDate,
    created_at: request.createdAt.toISOString(),
    completed_at: iso(request.completedAt),
    original_sha256: request.originalSha256,
    final_sha256: request.finalSha256,
    signers: signers.map(signerOf),
  };
}

function evidenceOf(row: SignerRow): SignerEvidence[] {
  if (row.status !== 'signed' || !row.method || !row.signedAt || !row.authenticatedAt) return [];
  return [
    {
      signer_id: row.id,
      user_id: row.userId,
      name: row.signerName ?? row.name,
      email: row.signerEmail ?? row.email,
      typed_name: row.typedName ?? '',
      method: row.method,
      authenticated_at: row.authenticatedAt.toISOString(),
      signed_at: row.signedAt.toISOString(),
      ip: row.ip ?? '',
      user_agent: row.userAgent ?? '',
      document_sha256: row.documentSha256 ?? '',
    },
  ];
}

export function staffView(
  request: SignatureRequestRow,
  sentBy: string,
  signers: SignerRow[],
  events: SignatureEventRow[],
  clientId: number,
): StaffSignatureRequest {
  const base = `/api/adviser/clients/${clientId}/signatures/${request.id}`;
  return {
    ...common(request, signers),
    client_id: clientId,
    sent_by: sentBy,
    withdrawn_at: iso(request.withdrawnAt),
    evidence: signers.flatMap(evidenceOf),
    events: events.map((event) => ({
      type: signatureEventTypeSchema.catch('viewed').parse(event.type),
      at: event.at.toISOString(),
      actor: event.actor,
      ip: event.ip,
      user_agent: event.userAgent,
      detail: event.detail,
    })),
    original_url: `${base}/original`,
    final_url: request.finalStorageKey ? `${base}/signed` : null,
  };
}

export function clientView(
  request: SignatureRequestRow,
  signers: SignerRow[],
  me: SignerRow,
  canSign: boolean,
): ClientSignatureRequest {
  return {
    ...common(request, signers),
    my_status: me.status,
    can_sign: canSign,
    document_url: `/api/signatures/${request.id}/document`,
    final_url: request.finalStorageKey ? `/api/signatures/${request.id}/signed` : null,
  };
}
