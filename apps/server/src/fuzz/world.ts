import { type ApiScope, apiScopes } from '@atrium/domain/contract/api-credentials';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { documents, factFinds, householdMembers } from '../db/schema.ts';
import { rowsOf } from '../db/sql-executor.ts';
import { createApiCredentialsRepo } from '../features/api-credentials/repo.ts';
import { generateApiKey } from '../features/api-credentials/service.ts';
import { goalsPage, publishTemplate } from '../test/factfind.ts';
import {
  anotherFirm,
  createClientUser,
  createFirmWithStaff,
  createToken,
  createUser,
  theCarters,
} from '../test/factories.ts';

// Firm credentials of the public API (features/api-credentials), one for each scope of firm A's, and one of the other
// firm's holding every scope. They are not sign-ins: every route outside /api/v1 that needs one refuses them.
export const credentialScopes = {
  apiClientsRead: 'clients:read',
  apiClientsManage: 'clients:manage',
  apiFactFinds: 'fact_finds:read',
  apiDocumentsRead: 'documents:read',
  apiDocumentsWrite: 'documents:write',
  apiMessagesRead: 'messages:read',
  apiMessagesWrite: 'messages:write',
  apiWebhooks: 'webhooks:manage',
} as const satisfies Record<string, ApiScope>;
export type CredentialRole = keyof typeof credentialScopes | 'apiOtherFirm';
export const credentialRoles = [
  ...(Object.keys(credentialScopes) as CredentialRole[]),
  'apiOtherFirm',
] as const;

export const roles = [
  'anonymous',
  'clientA',
  'partnerOfA',
  'clientB',
  'adviserOfA',
  'otherFirmAdviser',
  'admin',
  ...credentialRoles,
] as const;
export type Role = (typeof roles)[number];
export const isCredentialRole = (role: Role): role is CredentialRole =>
  (credentialRoles as readonly Role[]).includes(role);

// The people of the authorisation matrix and the fuzz runs: client A (a joint fact-find in draft, a document,
// a link), A's partner who signs in as person 2 of A's household (household_members) and A's adviser, client B of
// another adviser in the same firm, the firm's admin, and an adviser of another firm.
export async function fuzzWorld(db: Db) {
  const { firm, adviser, otherAdviser, admin } = await createFirmWithStaff(
    db,
    ['adviser', 'otherAdviser', 'admin'],
    { name: 'Example Financial Planning' },
  );
  const clientA = await createClientUser(db, {
    firmId: firm.id,
    adviserId: adviser.id,
    ...theCarters,
  });
  // Emma signs in as person 2 of client A's household (features/household invites a partner this way).
  const partnerOfA = await createUser(db, {
    firmId: firm.id,
    role: 'client',
    adviserId: adviser.id,
    name: 'Emma Carter',
  });
  await db.insert(householdMembers).values({ clientId: clientA.client.id, userId: partnerOfA.id, person: 2 });
  const clientB = await createClientUser(db, {
    firmId: firm.id,
    adviserId: otherAdviser.id,
    name: 'Ann Lee',
  });
  const { firm: otherFirm, adviser: otherFirmAdviser } = await anotherFirm(db, ['adviser']);
  await createClientUser(db, { firmId: otherFirm.id, adviserId: otherFirmAdviser.id, name: 'Sam Stranger' });
  const template = await publishTemplate(db, firm.id, { customPages: [goalsPage] });
  const [factFind] = await db
    .insert(factFinds)
    .values({
      firmId: firm.id,
      clientId: clientA.client.id,
      templateId: template.id,
      status: 'draft',
      data: { joint: true },
    })
    .returning();
  if (!factFind) throw new Error('no fact-find');
  // Each credential's key, made as an admin would make it (features/api-credentials/repo.ts), limited generously so
  // the fuzz runs are not answered 429.
  const credentialRepo = createApiCredentialsRepo(db);
  const keys = {} as Record<CredentialRole, string>;
  for (const role of credentialRoles) {
    const { key, keyHash, keyPrefix } = generateApiKey();
    const other = role === 'apiOtherFirm';
    await credentialRepo.create({
      firmId: other ? otherFirm.id : firm.id,
      name: `Fuzz ${role}`,
      scopes: other ? [...apiScopes] : [credentialScopes[role as keyof typeof credentialScopes]],
      keyPrefix,
      keyHash,
      rateLimitPerMinute: 6000,
      createdBy: other ? otherFirmAdviser.id : admin.id,
      userEmail: `${role.toLowerCase()}@credentials.invalid`,
      now: new Date(),
    });
    keys[role] = key;
  }
  const userIds: Record<Exclude<Role, 'anonymous' | CredentialRole>, number> = {
    clientA: clientA.user.id,
    partnerOfA: partnerOfA.id,
    clientB: clientB.user.id,
    adviserOfA: adviser.id,
    otherFirmAdviser: otherFirmAdviser.id,
    admin: admin.id,
  };
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  // A fresh token per request: a cell that signs out or revokes sessions cannot disturb the next one.
  const tokenFor = async (role: Role): Promise<string | null> =>
    role === 'anonymous'
      ? null
      : isCredentialRole(role)
        ? keys[role]
        : createToken(db, { userId: userIds[role], expiresAt });
  return {
    firm,
    adviser,
    otherAdviser,
    admin,
    clientA,
    partnerOfA,
    clientB,
    otherFirm,
    otherFirmAdviser,
    factFind,
    userIds,
    tokenFor,
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof fuzzWorld>>;

// Tables a rejected request may still touch, by design: a token's or API credential's last use, the login throttle's counters,
// and the audit trail (failed sign-ins and refusals are recorded on purpose).
const volatile: Record<string, string[] | 'all'> = {
  api_tokens: ['last_used_at'],
  api_credentials: ['last_used_at'],
  rate_limits: 'all',
  audit_events: 'all',
};

// One digest of every stored row of every table (new tables included without editing this), in one query.
let checksumQuery: string | null = null;
export async function storedChecksum(db: Db): Promise<string> {
  checksumQuery ??= await buildChecksumQuery(db);
  const [row] = await rowsOf<{ digest: string }>(db, sql.raw(checksumQuery));
  return row?.digest ?? '';
}

// An accepted request may finish work after its answer (a notification sent on): the digest once it is still.
export async function settledChecksum(db: Db): Promise<string> {
  let last = await storedChecksum(db);
  for (let i = 0; i < 20; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const next = await storedChecksum(db);
    if (next === last) return next;
    last = next;
  }
  return last;
}

// The tables whose digest differs between two checksums (storedChecksum's `table:digest` parts).
export function changedTables(before: string, after: string): string[] {
  const was = new Set(before.split(','));
  return after
    .split(',')
    .filter((part) => !was.has(part))
    .map((part) => part.split(':')[0] ?? part);
}

async function buildChecksumQuery(db: Db): Promise<string> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    // A partition's rows are read through its parent (audit_events' months, migration 0032), so the parent's entry in
    // `volatile` covers them all, including the months made after this query was built.
    sql`SELECT c.table_name, c.column_name FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name JOIN pg_class k ON k.oid = ('public.' || quote_ident(c.table_name))::regclass WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND NOT k.relispartition ORDER BY c.table_name, c.column_name`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    const skip = volatile[table];
    if (skip === 'all' || skip?.includes(column)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const parts = [...byTable].map(([table, names]) => {
    const row = names.map((name) => `coalesce(${quote(name)}::text, '∅')`).join(` || '|' || `);
    return `SELECT '${table}:' || coalesce(md5(string_agg(${row}, E'\\n' ORDER BY ${row})), '') AS part FROM ${quote(table)}`;
  });
  return `SELECT string_agg(part, ',') AS digest FROM (${parts.join(' UNION ALL ')}) parts`;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const documentCount = async (db: Db) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(documents))[0]?.n ?? 0;
