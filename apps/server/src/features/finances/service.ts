import { type FinancesUpdatedResponse, financeSections } from '@atrium/domain/contract/finances';
import type { AuthContext } from '../../platform/authenticate.ts';
import { resolveClientAccess } from '../factfind/access.ts';
import type { FinancesRepo } from './repo.ts';

export function createFinancesService({ repo }: { repo: FinancesRepo }) {
  return {
    // The client themself, their adviser and the firm's admins; anyone else is told the client does not exist.
    async lastUpdated(auth: AuthContext, clientId: number): Promise<FinancesUpdatedResponse> {
      const { client } = await resolveClientAccess(repo, auth, clientId);
      const changed = await repo.lastChangedByCategory(client.id);
      const data = Object.fromEntries(
        financeSections.map((section) => [section, changed.get(section)?.toISOString() ?? null]),
      ) as FinancesUpdatedResponse['data'];
      return { data };
    },
  };
}

export type FinancesService = ReturnType<typeof createFinancesService>;
