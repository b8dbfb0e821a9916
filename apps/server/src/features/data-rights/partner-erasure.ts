import { randomBytes } from 'node:crypto';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { PartnerRightsRepo } from './partner-repo.ts';
import type { Subject } from './repo.ts';

// The household's partner anonymised (partner-repo.ts erasePartner), their sockets closed, audited with the reason:
// POST …/partner/erasure, and the household's erasure (service.ts) for its person 2. subject.userId is the partner.
export async function erasePartnerUser(
  deps: {
    repo: Pick<PartnerRightsRepo, 'erasePartner'>;
    audit: AuditLog;
    realtime: Pick<RealtimePublisher, 'sessionsEnded'>;
  },
  auth: AuthContext,
  info: ClientInfo,
  subject: Subject & { email: string },
  reason: string,
  now: Date,
) {
  const result = await deps.repo.erasePartner({
    ...subject,
    now,
    unusablePasswordHash: await hashPassword(randomBytes(32).toString('base64url')),
  });
  await deps.realtime.sessionsEnded(subject.userId, 'all');
  await deps.audit.record(
    callerEvent(auth, info, 'data-rights.partner_erased', {
      clientId: subject.clientId,
      partnerUserId: subject.userId,
      reason,
    }),
  );
  return result;
}
