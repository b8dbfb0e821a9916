import type { ClientInfo } from '../../platform/site.ts';
import type { NewSignatureEvent, SignatureRequestRow, SignerRow } from './repo.ts';

// The signing rules the firm's side, the signer's side and the seal share.

// A typed name matches the account's, case and spacing aside.
export const sameName = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

// Whether this signer may sign now: the request open, they have not answered, and in an ordered request everyone
// before them has signed.
export function isTurnOf(
  request: Pick<SignatureRequestRow, 'status' | 'isOrdered'>,
  signers: SignerRow[],
  me: SignerRow,
) {
  if (request.status !== 'pending' || me.status !== 'pending') return false;
  return !request.isOrdered || signers.every((s) => s.position >= me.position || s.status === 'signed');
}

export const eventOf = (
  requestId: number,
  type: string,
  at: Date,
  who: { userId?: number; signerId?: number } = {},
  info?: ClientInfo,
  detail?: string,
): NewSignatureEvent => ({
  requestId,
  type,
  at,
  userId: who.userId ?? null,
  signerId: who.signerId ?? null,
  ip: info?.ip ?? null,
  userAgent: info?.userAgent ?? null,
  detail: detail ?? null,
});
