import {
  type AuditEntry,
  type AuditFilterOptions,
  type AuditFilters,
  type AuditQuery,
  type AuditResponse,
  auditMessages,
  auditPerPage,
  factFindChangeType,
} from '@atrium/domain/contract/audit';
import { pageMeta, pageTotalCap } from '@atrium/domain/contract/fields';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { ScopedDeps } from '../access/access.ts';
import type { AuditRepo, AuditRepoFilters, AuditRow } from './repo.ts';

type Deps = ScopedDeps & { repo: AuditRepo };

const exportBatch = 500;

export const auditCsvHeader = [
  'occurred_at',
  'kind',
  'type',
  'user_id',
  'user',
  'client_id',
  'client',
  'ip',
  'details',
] as const;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: `${row.kind === 'event' ? 'event' : 'change'}-${row.id}`,
    kind: row.kind,
    type: row.type,
    occurred_at: row.occurredAt,
    user: row.userId === null ? null : { id: row.userId, name: row.userName ?? '' },
    client:
      row.clientId === null || row.clientName === null ? null : { id: row.clientId, name: row.clientName },
    ip: row.ip,
    details: row.details,
  };
}

function csvCells(entry: AuditEntry): string[] {
  return [
    entry.occurred_at,
    entry.kind,
    entry.type,
    entry.user ? String(entry.user.id) : '',
    entry.user?.name ?? '',
    entry.client ? String(entry.client.id) : '',
    entry.client?.name ?? '',
    entry.ip ?? '',
    JSON.stringify(entry.details),
  ];
}

const repoFilters = (filters: AuditFilters): AuditRepoFilters => ({
  clientId: filters.client_id,
  userId: filters.user_id,
  type: filters.type,
  from: filters.from,
  to: filters.to,
});

// The firm's audit trail, for its admins: security events and fact-find changes in one list.
export function createAuditService({ repo, access, audit, clock }: Deps) {
  // The firm's administration (features/access assertAdmin), refused to an adviser in this feature's words.
  const requireAdmin = (auth: AuthContext) => access.assertAdmin(auth, auditMessages.adminOnly);

  return {
    async list(auth: AuthContext, query: AuditQuery): Promise<AuditResponse> {
      requireAdmin(auth);
      const filters = repoFilters(query);
      const [counted, rows] = await Promise.all([
        repo.count(auth.firmId, filters, pageTotalCap),
        repo.list(auth.firmId, filters, auditPerPage, (query.page - 1) * auditPerPage),
      ]);
      return { data: rows.map(toEntry), meta: pageMeta(query.page, auditPerPage, counted) };
    },

    async filterOptions(auth: AuthContext): Promise<AuditFilterOptions> {
      requireAdmin(auth);
      const [clients, users, types] = await Promise.all([
        repo.listClients(auth.firmId),
        repo.listUsers(auth.firmId),
        repo.listEventTypes(auth.firmId),
      ]);
      return { clients, users, types: [...new Set([...types, factFindChangeType])].sort() };
    },

    // The CSV, streamed batch by batch: the export itself is audited first (who took a copy of the trail, and
    // which part), then the trail as it stood at that moment is read.
    async exportCsv(auth: AuthContext, filters: AuditFilters, info: ClientInfo) {
      requireAdmin(auth);
      await audit.record(callerEvent(auth, info, 'audit.exported', { filters }));
      // The moment is taken after the record is written, so the export's own event (stamped by the same clock) is
      // always in it, even when the millisecond turns between the two.
      const until = clock.now();
      const scoped = { ...repoFilters(filters), until };
      const firmId = auth.firmId;
      async function* lines() {
        yield auditCsvHeader;
        // Each batch starts after the last entry of the one before (a keyset, not an offset: a batch costs the
        // same at the end of a long trail as at its start).
        let after: AuditRepoFilters['after'];
        for (;;) {
          const rows = await repo.list(firmId, { ...scoped, after }, exportBatch, 0);
          for (const row of rows) yield csvCells(toEntry(row));
          const last = rows.at(-1);
          if (rows.length < exportBatch || !last) return;
          after = last.cursor;
        }
      }
      return { name: `audit-${until.toISOString().slice(0, 10)}.csv`, rows: lines() };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
