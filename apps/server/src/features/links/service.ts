import {
  type CreateLinkRequest,
  type Link,
  type LinksResponse,
  linkMessages,
} from '@atrium/domain/contract/links';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Access } from '../access/access.ts';
import type { LinkRow, LinksRepo } from './repo.ts';

type Deps = { repo: LinksRepo; access: Access; audit: AuditLog; clock: Clock };

export function toLink(row: LinkRow): Link {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    scope: row.clientId === null ? 'firm' : 'client',
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

// Firm-wide links are the firm's administration (admins); an adviser adds links for their own clients.
export function createLinksService({ repo, access, audit, clock }: Deps) {
  // The firm's administration (features/access assertAdmin), refused to an adviser in this feature's words.
  const requireAdmin = (auth: AuthContext) => access.assertAdmin(auth, linkMessages.adminOnly);

  async function create(
    auth: AuthContext,
    clientId: number | null,
    input: CreateLinkRequest,
    info: ClientInfo,
  ) {
    const now = clock.now();
    const row = await repo.insert({
      firmId: auth.firmId,
      clientId,
      title: input.title,
      url: input.url,
      description: input.description ?? '',
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    });
    await audit.record(callerEvent(auth, info, 'link.created', { linkId: row.id, clientId, url: row.url }));
    return { data: toLink(row) };
  }

  async function remove(auth: AuthContext, clientId: number | null, linkId: number, info: ClientInfo) {
    if (!(await repo.remove(auth.firmId, clientId, linkId))) throw notFound();
    await audit.record(callerEvent(auth, info, 'link.deleted', { linkId, clientId }));
  }

  return {
    // The client's /links page; the firm's own people see the firm-wide links there.
    async listOwn(auth: AuthContext): Promise<LinksResponse> {
      if (auth.role !== 'client') return { data: (await repo.listFirmWide(auth.firmId)).map(toLink) };
      const client = await access.householdOfUser(auth.userId);
      const rows = client ? await repo.listForClient(client.firmId, client.clientId) : [];
      return { data: rows.map(toLink) };
    },

    async listFirmWide(auth: AuthContext): Promise<LinksResponse> {
      const scope = access.staffScopeOf(auth);
      return { data: (await repo.listFirmWide(scope.firmId)).map(toLink) };
    },

    async createFirmWide(auth: AuthContext, input: CreateLinkRequest, info: ClientInfo) {
      requireAdmin(auth);
      return create(auth, null, input, info);
    },

    async removeFirmWide(auth: AuthContext, linkId: number, info: ClientInfo) {
      requireAdmin(auth);
      await remove(auth, null, linkId, info);
    },

    async listForClient(auth: AuthContext, clientId: number): Promise<LinksResponse> {
      const client = await access.clientForStaff(auth, clientId);
      return { data: (await repo.listForClient(client.firmId, client.clientId)).map(toLink) };
    },

    async createForClient(auth: AuthContext, clientId: number, input: CreateLinkRequest, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      return create(auth, client.clientId, input, info);
    },

    async removeForClient(auth: AuthContext, clientId: number, linkId: number, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      await remove(auth, client.clientId, linkId, info);
    },
  };
}

export type LinksService = ReturnType<typeof createLinksService>;
