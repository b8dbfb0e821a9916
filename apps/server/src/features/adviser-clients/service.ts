import {
  type AdviserDashboardResponse,
  adviserMessages,
  type ClientDetail,
  type ClientListItem,
  type ClientsQuery,
  type ClientsResponse,
  clientFactFindStatusSchema,
  clientsPageSize,
  dashboardListLimit,
  type PersonAccess,
  type PortalAccess,
  type PortalStatus,
} from '@atrium/domain/contract/adviser';
import { pageMeta, pageTotalCap } from '@atrium/domain/contract/fields';
import { personDateOfBirth } from '@atrium/domain/factfind/age';
import { todayIso } from '@atrium/domain/factfind/dates';
import { addDaysIso, riskReviewNoticeDays } from '@atrium/domain/risk/review';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Access } from '../access/access.ts';
import type { AdviserDashboardRepo } from './dashboard-repo.ts';
import type { HouseholdPeopleRepo } from './people-repo.ts';
import type { AdviserClientsRepo } from './repo.ts';
import { toDate } from './repo-expressions.ts';

type Deps = {
  repo: AdviserClientsRepo;
  people: HouseholdPeopleRepo;
  dashboard: AdviserDashboardRepo;
  access: Access;
  clock: Clock;
  // The firm's clients are in the UK or Ireland, which share a clock: "today" starts at midnight there.
  timeZone?: string;
};

type PortalFacts = {
  disabledAt: Date | null;
  lastActivityAt: Date | string | null;
  invitationAccepted: boolean;
  openInvitationExpiresAt: Date | string | null;
  invitationRevoked?: boolean;
};

export function portalStatusOf(facts: PortalFacts, now: Date): PortalStatus {
  const hasJoined = facts.invitationAccepted || Boolean(facts.lastActivityAt);
  if (facts.disabledAt) return facts.invitationRevoked && !hasJoined ? 'revoked' : 'disabled';
  if (hasJoined) return 'active';
  const expiresAt = toDate(facts.openInvitationExpiresAt);
  if (!expiresAt) return 'not-invited';
  return expiresAt > now ? 'invited' : 'invitation-expired';
}

// The one invitation rule, for the client page's resend and POST /api/adviser/invitations alike: an invitation sets
// a password, so it is only for someone who has not joined. A client who has joined resets their own password
// (forgot-password); the firm can never set or reset it. A disabled client is enabled first.
export function assertInvitable(status: PortalStatus): void {
  if (status === 'active') throw new AppError('conflict', adviserMessages.portalActive);
  if (status === 'disabled') throw new AppError('conflict', adviserMessages.portalDisabled);
}

// Midnight where the firm is, as an instant: the UK and Irish offsets are 0 or +1 hour, and clocks change at
// 01:00 UTC, so the local hour at UTC midnight of the local date is the offset.
export function startOfDay(now: Date, timeZone: string): Date {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(utcMidnight),
  );
  return new Date(utcMidnight.getTime() - hour * 3_600_000);
}

// The last three digits only: enough for the adviser to confirm it with the client on the phone.
export function maskTelephone(telephone: string | null): string | null {
  if (!telephone) return null;
  return telephone.replace(/\d(?=(?:\D*\d){3})/g, '•');
}

// The current address on one line. A looked-up address's identifierline already ends with its postcode
// (features/address/service.ts builds it so), so the postcode is added only when the line lacks it.
export function addressLine(address: unknown): string | null {
  if (!address || typeof address !== 'object') return null;
  const a = address as Record<string, unknown>;
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string).trim() : '');
  const squash = (value: string) => value.replace(/\s+/g, '').toLowerCase();
  const line = text('identifierline');
  const postcode = text('postcode');
  const parts = line
    ? [line, squash(line).includes(squash(postcode)) ? '' : postcode]
    : [
        text('premise'),
        text('address_line_1'),
        text('address_line_2'),
        text('town'),
        text('county'),
        postcode,
      ];
  const unique = parts.filter((part, index) => part && parts.indexOf(part) === index);
  return unique.length > 0 ? unique.join(', ') : null;
}

// The telephone the client gave: the profile's, else the mobile in the fact-find's personal details (both are
// kept in step by a save of either; a fact-find saved before that rule still holds only the mobile).
function telephoneOf(profile: string | null, factFindMobile: unknown): string | null {
  if (profile?.trim()) return profile;
  return typeof factFindMobile === 'string' && factFindMobile.trim() ? factFindMobile.trim() : null;
}

const iso = (value: Date | string | null | undefined) => toDate(value)?.toISOString() ?? null;

type AccessFacts = PortalFacts & {
  mfaEnabled: boolean;
  mfaTelephone: string | null;
  totpConfirmed: boolean;
  trustedDevices: number;
};

// One person's sign-in as the client page shows it: status, latest invitation, second factors.
function accessOf(
  facts: AccessFacts,
  invitation: { createdAt: Date; expiresAt: Date; acceptedAt: Date | null } | null,
  now: Date,
): PortalAccess {
  const methods: ('sms' | 'totp')[] = [];
  if (facts.mfaEnabled && facts.mfaTelephone) methods.push('sms');
  if (facts.totpConfirmed) methods.push('totp');
  return {
    status: portalStatusOf(facts, now),
    disabled_at: iso(facts.disabledAt),
    last_activity_at: iso(facts.lastActivityAt),
    invitation: invitation
      ? {
          sent_at: invitation.createdAt.toISOString(),
          expires_at: invitation.expiresAt.toISOString(),
          accepted_at: iso(invitation.acceptedAt),
        }
      : null,
    mfa: {
      enabled: facts.mfaEnabled,
      methods,
      telephone: maskTelephone(facts.mfaTelephone),
      trusted_devices: facts.trustedDevices,
    },
  };
}

export function createAdviserClientsService({
  repo,
  people: peopleRepo,
  dashboard,
  access,
  clock,
  timeZone = 'Europe/London',
}: Deps) {
  // Each person of the household with their own sign-in, person 1 first (the client page's access card).
  async function peopleOf(clientId: number, now: Date): Promise<PersonAccess[]> {
    const rows = await peopleRepo.listPeople(clientId, now);
    return Promise.all(
      rows.map(async (person) => ({
        person: person.person === 2 ? 2 : 1,
        user_id: person.userId,
        name: person.name,
        email: person.email,
        ...accessOf(person, await repo.findLatestInvitation(person.userId), now),
      })),
    );
  }

  // viewerId: the member of staff asking (the unread count is theirs).
  async function detail(clientId: number, viewerId: number): Promise<ClientDetail> {
    const now = clock.now();
    const [row, factFind] = await Promise.all([
      repo.findClientDetail(clientId, viewerId, now),
      repo.findLatestFactFind(clientId),
    ]);
    if (!row) throw notFound();
    const [invitation, people] = await Promise.all([
      repo.findLatestInvitation(row.userId),
      peopleOf(clientId, now),
    ]);
    const jointName = row.jointName?.trim() ?? '';
    // Each date of birth as the screens that work from the fact-find read it (packages/domain/src/factfind/age.ts):
    // the latest fact-find's, falling back to the client record's (a household added from the workspace has none).
    const given = {
      personal_details_client1: { date_of_birth: factFind?.dateOfBirth },
      personal_details_client2: { date_of_birth: factFind?.jointDateOfBirth },
    };
    const record = { name: row.name, joint_name: row.jointName, dob: row.dob, joint_dob: row.jointDob };
    return {
      id: row.id,
      name: row.name,
      dob: personDateOfBirth(1, given, record),
      email: row.email,
      telephone: telephoneOf(row.telephone, factFind?.mobile),
      address: addressLine(factFind?.address),
      region: row.region,
      currency_symbol: row.currencySymbol,
      joint: jointName
        ? { name: jointName, email: row.jointEmail, dob: personDateOfBirth(2, given, record) }
        : null,
      adviser: row.adviser,
      created_at: row.createdAt.toISOString(),
      portal: accessOf(row, invitation, now),
      people,
      fact_find: factFind
        ? {
            id: factFind.id,
            status: factFind.status,
            submitted_at: iso(factFind.submittedAt),
            reviewed_at: iso(factFind.reviewedAt),
            updated_at: factFind.updatedAt.toISOString(),
          }
        : null,
      unread_count: row.unread,
    };
  }

  return {
    detail,

    async get(auth: AuthContext, clientId: number): Promise<{ data: ClientDetail }> {
      const client = await access.clientForStaff(auth, clientId);
      return { data: await detail(client.clientId, auth.userId) };
    },

    async list(auth: AuthContext, query: ClientsQuery): Promise<ClientsResponse> {
      const scope = access.staffScopeOf(auth);
      const page = query.page;
      const { rows, total } = await repo.listClients(
        scope,
        {
          search: query.search,
          status: query.status,
          sort: query.sort,
          limit: clientsPageSize,
          offset: (page - 1) * clientsPageSize,
        },
        pageTotalCap,
      );
      const now = clock.now();
      const data: ClientListItem[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        joint_name: row.jointName,
        email: row.email,
        adviser: row.adviser,
        status: clientFactFindStatusSchema.parse(row.status),
        fact_find_submitted_at: iso(row.submittedAt),
        portal_status: portalStatusOf(row, now),
        last_activity_at: iso(row.lastActivityAt),
        unread_count: row.unread,
      }));
      return { data, meta: pageMeta(page, clientsPageSize, total) };
    },

    async dashboard(auth: AuthContext): Promise<AdviserDashboardResponse> {
      const scope = access.staffScopeOf(auth);
      const now = clock.now();
      const limit = dashboardListLimit;
      const today = todayIso(now, timeZone);
      const [awaiting, unread, invitations, active, reviews] = await Promise.all([
        dashboard.awaitingReview(scope, limit, pageTotalCap),
        dashboard.unreadConversations(scope, limit, pageTotalCap),
        dashboard.pendingInvitations(scope, limit, pageTotalCap),
        dashboard.activeSince(scope, startOfDay(now, timeZone), limit, pageTotalCap),
        dashboard.riskReviewsDue(scope, addDaysIso(today, riskReviewNoticeDays), limit, pageTotalCap),
      ]);
      // Each list: how many there are in all (counted up to the cap and one more), and the first of them, each
      // naming its client.
      const section = <Row extends { clientId: number; clientName: string }, Item>(
        { rows, counted }: { rows: Row[]; counted: number },
        item: (row: Row) => Item,
      ) => ({
        total: Math.min(counted, pageTotalCap),
        ...(counted > pageTotalCap ? { total_capped: true as const } : {}),
        items: rows.map((row) => ({ client: { id: row.clientId, name: row.clientName }, ...item(row) })),
      });
      return {
        awaiting_review: section(awaiting, (row) => ({
          fact_find_id: row.factFindId,
          submitted_at: (row.submittedAt ?? now).toISOString(),
        })),
        unread_conversations: section(unread, (row) => ({
          unread_count: row.unread,
          last_message_at: (row.lastMessageAt ?? now).toISOString(),
        })),
        pending_invitations: section(invitations, (row) => ({
          email: row.email,
          sent_at: row.sentAt.toISOString(),
          expires_at: row.expiresAt.toISOString(),
          expired: row.expiresAt <= now,
        })),
        active_today: section(active, (row) => ({
          last_activity_at: iso(row.lastActivityAt) ?? now.toISOString(),
        })),
        risk_reviews_due: section(reviews, (row) => ({
          review_due_on: row.reviewDueOn,
          overdue: row.reviewDueOn < today,
        })),
      };
    },
  };
}

export type AdviserClientsService = ReturnType<typeof createAdviserClientsService>;
