import type { FactFindConsentResponse } from '@atrium/domain/contract/factfind';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { requireWrite, resolveClientAccess } from './access.ts';
import type { ConsentRepo, ConsentRow } from './consent-repo.ts';
import type { FactFindRepo } from './repo.ts';

type Deps = { repo: FactFindRepo; consentRepo: ConsentRepo; audit: AuditLog; clock: Clock };

// Consent is given once per client and kept with the words consented to; the firm decides whether starting
// a fact-find needs it.
export function createConsentService({ repo, consentRepo, audit, clock }: Deps) {
  async function state(firmId: number, consent: ConsentRow | null): Promise<FactFindConsentResponse> {
    const settings = await repo.findConsentSettings(firmId);
    return {
      data: {
        required: settings?.required ?? false,
        text: settings?.text ?? '',
        given: consent !== null,
        given_at: consent ? consent.givenAt.toISOString() : null,
      },
    };
  }

  return {
    async get(auth: AuthContext, clientId: number): Promise<FactFindConsentResponse> {
      const { client } = await resolveClientAccess(repo, auth, clientId);
      return state(client.firmId, await consentRepo.findLatestConsent(client.id));
    },

    async give(auth: AuthContext, clientId: number, info: ClientInfo): Promise<FactFindConsentResponse> {
      const access = await resolveClientAccess(repo, auth, clientId);
      requireWrite(access);
      const { client } = access;
      const existing = await consentRepo.findLatestConsent(client.id);
      if (existing) return state(client.firmId, existing);
      const settings = await repo.findConsentSettings(client.firmId);
      const consent = await consentRepo.insertConsent({
        firmId: client.firmId,
        clientId: client.id,
        givenBy: auth.userId,
        text: settings?.text ?? '',
        givenAt: clock.now(),
      });
      await audit.record({
        ...info,
        type: 'factfind.consent.given',
        firmId: client.firmId,
        userId: auth.userId,
        data: { clientId: client.id, consentId: consent.id },
      });
      return state(client.firmId, consent);
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
