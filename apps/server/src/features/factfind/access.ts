import { factFindMessages } from '@atrium/domain/contract/factfind';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { reachOfClient } from '../access/access.ts';
import type { ClientAccessRow, FactFindRepo } from './repo.ts';

export type ClientAccess = { client: ClientAccessRow; canWrite: boolean };

// Who may reach a client's fact-find: either person of the household (features/access reachOfClient); their
// adviser and the firm's admins, read-only. Anyone else is told the client does not exist (404), so ids cannot be
// probed.
export async function resolveClientAccess(
  repo: Pick<FactFindRepo, 'findClient'>,
  auth: AuthContext,
  clientId: number,
): Promise<ClientAccess> {
  const client = await repo.findClient(clientId, auth.firmId);
  if (!client) throw notFound();
  return { client, canWrite: reachOfClient(client, auth) === 'household' };
}

export function requireWrite(access: Pick<ClientAccess, 'canWrite'>): void {
  if (!access.canWrite) throw new AppError('forbidden', factFindMessages.readOnly);
}

export const permissionDenied = () => new AppError('forbidden', factFindMessages.forbidden);
