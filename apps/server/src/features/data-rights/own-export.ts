import { dataRightsMessages } from '@atrium/domain/contract/data-rights';
import type { AuthContext } from '../../platform/authenticate.ts';
import { tooManyAttempts } from '../../platform/errors.ts';
import type { RateLimitBucket, RateLimiter } from '../../platform/rate-limit.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Access } from '../access/access.ts';
import type { PartnerRightsService } from './partner-service.ts';
import type { DataExport, DataRightsService } from './service.ts';

type Deps = {
  access: Pick<Access, 'householdOfCaller'>;
  rateLimiter: RateLimiter;
  clients: Pick<DataRightsService, 'exportOwn'>;
  partners: Pick<PartnerRightsService, 'exportOwn'>;
};

// A ZIP of everything streams documents from storage: a few a person may fairly ask for in an hour (a retry after a
// failed download, a second copy), not a loop that keeps the server reading files.
export const ownExportBucket = (userId: number): RateLimitBucket => ({
  key: `data-export:own:${userId}`,
  limit: 5,
  windowSeconds: 60 * 60,
});

// A client downloads their own data from /profile (UK GDPR art. 15 access and art. 20 portability), through the
// same builders as the firm's admin export (service.ts, partner-service.ts): person 1 gets the household's record
// as the firm's export of the client, person 2 (the partner) their own as the firm's partner export. Audited by
// the builders as data-rights.exported with requestedBy "client".
export function createOwnExportService({ access, rateLimiter, clients, partners }: Deps) {
  return {
    async exportOwn(auth: AuthContext, info: ClientInfo): Promise<DataExport> {
      const household = await access.householdOfCaller(auth, dataRightsMessages.ownExportClientsOnly);
      const limit = await rateLimiter.consume([ownExportBucket(auth.userId)]);
      if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds);
      if (household.person === 2) return partners.exportOwn(household, auth, info);
      return clients.exportOwn(
        { firmId: household.firmId, clientId: household.clientId, userId: household.userId },
        auth,
        info,
      );
    },
  };
}

export type OwnExportService = ReturnType<typeof createOwnExportService>;
