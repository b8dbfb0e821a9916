import { asc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { firmDomains, firms } from '../../db/schema.ts';

// Several firms on one deployment. A request's firm is the one whose domain is the request's Host; a
// host no firm claims is served by the default firm (the lowest id, the one set up first). These expressions are
// the one definition of that rule: the firm feature resolves GET api/firm and every public call with the first,
// the auth feature accepts a bearer token only where the second holds.

// Host names compare in lower case, without a trailing dot (RFC 4343; `example.com.` is `example.com`).
export function normaliseDomain(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

const defaultFirmId = sql`(select min(${firms.id}) from ${firms})`;
// A host is a string, or a prepared statement's placeholder whose value the caller has put through
// normaliseDomain itself.
type HostParam = string | Placeholder;
const claimedBy = (host: HostParam) =>
  sql`(select ${firmDomains.firmId} from ${firmDomains} where ${firmDomains.domain} = ${typeof host === 'string' ? normaliseDomain(host) : host})`;

// The id of the firm serving this host.
export function firmIdForHost(host: string): SQL<number> {
  return sql<number>`coalesce(${claimedBy(host)}, ${defaultFirmId})`;
}

// Whether a session of the firm in `firmId` may be used at this host. A claimed host serves its own firm only. A
// host no firm claims serves the default firm, and also any firm with no domain of its own (a deployment whose
// firms were never given domains keeps working as before); a firm with domains is served only at them, so a
// token issued at firm A's host is refused at every other firm's.
export function firmServedAt(host: HostParam, firmId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`(case when ${claimedBy(host)} is not null then ${claimedBy(host)} = ${firmId}
    else (${firmId} = ${defaultFirmId} or not exists (select 1 from ${firmDomains} where ${firmDomains.firmId} = ${firmId})) end)`;
}

export function createTenancyRepo(db: Db) {
  return {
    async listDomains(firmId: number): Promise<string[]> {
      const rows = await db
        .select({ domain: firmDomains.domain })
        .from(firmDomains)
        .where(eq(firmDomains.firmId, firmId))
        .orderBy(asc(firmDomains.id));
      return rows.map((row) => row.domain);
    },

    async findFirmIdByDomain(domain: string): Promise<number | null> {
      const [row] = await db
        .select({ firmId: firmDomains.firmId })
        .from(firmDomains)
        .where(eq(firmDomains.domain, normaliseDomain(domain)));
      return row?.firmId ?? null;
    },
  };
}

export type TenancyRepo = ReturnType<typeof createTenancyRepo>;
