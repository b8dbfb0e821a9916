import { adviserMessages } from '@atrium/domain/contract/adviser';
import type { Permissions } from '@atrium/domain/contract/auth';
import { intersectPermissions } from '@atrium/domain/factfind/permissions';
import type { AuditLog } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { AccessRepo, HouseholdRow, ScopedClient, StaffScope } from './repo.ts';

export type { ScopedClient, StaffScope } from './repo.ts';

// Who may touch a client and a firm, in one place (docs/ARCHITECTURE.md, "Access"). Each check is named for what it
// answers: the caller's own household, a client within the caller's reach on the firm's side, the firm's admin.

// A client household as seen by one of its people: the client (userId = person 1), which person the caller is and
// the other person's user (null while the partner has no sign-in).
export type Household = ScopedClient & { person: 1 | 2; partnerUserId: number | null };

// A person of a household by name: person 1 is the client, person 2 the joint partner.
export const personName = (client: Pick<ScopedClient, 'name' | 'jointName'>, person: 1 | 2) =>
  person === 1 ? client.name : (client.jointName ?? 'Partner');

const householdOf = (row: HouseholdRow): Household => ({
  clientId: row.clientId,
  firmId: row.firmId,
  userId: row.userId,
  name: row.name,
  jointName: row.jointName,
  adviserId: row.adviserId,
  person: row.person,
  partnerUserId: row.partnerUserId ?? null,
});

// The caller's reach on the firm's side. A client (or anyone else) on an adviser route is refused with 403: the
// route exists, it is just not theirs (the web app shows its 404 screen for /adviser pages all the same).
export function staffScopeOf(auth: AuthContext): StaffScope {
  if (auth.role === 'adviser') return { firmId: auth.firmId, adviserId: auth.userId, viewerId: auth.userId };
  if (auth.role === 'admin') return { firmId: auth.firmId, adviserId: null, viewerId: auth.userId };
  throw new AppError('forbidden', adviserMessages.staffOnly);
}

// The firm's side in a feature's own words (refusal): an adviser or an admin, else 403.
export function assertStaff(auth: AuthContext, refusal: string): StaffScope {
  if (auth.role !== 'adviser' && auth.role !== 'admin') throw new AppError('forbidden', refusal);
  return staffScopeOf(auth);
}

// The firm's administration: a client is refused as on every adviser route, an adviser with the feature's own
// words (refusal). Answers the admin's scope (the whole firm).
export function assertAdmin(auth: AuthContext, refusal: string): StaffScope {
  const scope = staffScopeOf(auth);
  if (auth.role !== 'admin') throw new AppError('forbidden', refusal);
  return scope;
}

// For a client row already read within the caller's firm (a feature that reads it with its own data, as the
// fact-find's save path does): 'household' when the caller is person 1 or person 2 of it, 'staff' when they are its
// adviser or an admin; anyone else may not even see it, and is answered 404 as for a client that does not exist.
export function reachOfClient(
  client: { userId: number; partnerUserId?: number | null; adviserId: number | null },
  auth: Pick<AuthContext, 'role' | 'userId'>,
): 'household' | 'staff' {
  if (auth.role === 'client') {
    if (client.userId !== auth.userId && (client.partnerUserId ?? null) !== auth.userId) throw notFound();
    return 'household';
  }
  if (auth.role === 'adviser' && client.adviserId !== auth.userId) throw notFound();
  return 'staff';
}

// The fact-find permissions a caller works with on one household: their own, and for person 2 never more than the
// household's client (person 1) has (packages/domain/src/factfind/permissions.ts intersectPermissions).
// clientUserId is the household's person 1; the firm's side keeps its own.
export function permissionsOfCaller(
  auth: Pick<AuthContext, 'role' | 'userId'>,
  clientUserId: number,
  own: Permissions,
  householdClient: Permissions | null | undefined,
): Permissions {
  if (auth.role !== 'client' || auth.userId === clientUserId) return own;
  return intersectPermissions(own, householdClient ?? {});
}

export function createAccess(repo: AccessRepo) {
  async function householdOfUser(userId: number): Promise<Household | null> {
    const row = await repo.findHouseholdOfUser(userId);
    return row ? householdOf(row) : null;
  }

  return {
    staffScopeOf,
    assertAdmin,
    householdOfUser,

    // The client's own routes: the household the caller signs in to, as person 1 or 2. Anyone else (the firm's
    // side, or a client user without one) is refused with the feature's own words.
    async householdOfCaller(auth: AuthContext, refusal: string): Promise<Household> {
      const household = auth.role === 'client' ? await householdOfUser(auth.userId) : null;
      if (!household) throw new AppError('forbidden', refusal);
      return household;
    },

    // Every adviser route that names a client goes through here first. A client outside the caller's reach
    // (another adviser's, another firm's, or none) answers exactly as one that does not exist: 404.
    async clientForStaff(auth: AuthContext, clientId: number): Promise<ScopedClient> {
      const client = await repo.findClientInScope(clientId, staffScopeOf(auth));
      if (!client) throw notFound();
      return client;
    },

    // The users a household's news goes to (a notification, a live event): person 1, then person 2 if invited.
    async householdUserIds(clientId: number): Promise<number[]> {
      return (await repo.listHouseholdUsers(clientId)).map((row) => row.userId);
    },

    // Who on the firm's side hears about a client's news (a submitted fact-find, a message, an upload): their
    // adviser, or the firm's admins when the client has none (or their adviser's account is disabled).
    async firmRecipientsOf(client: { firmId: number; adviserId: number | null }): Promise<number[]> {
      if (client.adviserId !== null && (await repo.isEnabledUser(client.adviserId)))
        return [client.adviserId];
      return repo.listEnabledAdmins(client.firmId);
    },
  };
}

export type Access = ReturnType<typeof createAccess>;

// What a service acting on a client or a firm is given beside its own dependencies (app.ts spreads one such object
// into each): the access rules, the audit log and the clock.
export type ScopedDeps = { access: Access; audit: AuditLog; clock: Clock };
