import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';

// Per-client figures as SQL expressions over the current `clients` row, shared by the list, the detail and the
// dashboard queries so that "last activity" or "unread" mean the same thing on every screen. (Named repo-* as
// only repositories and their helpers speak SQL.) Each figure a firm-wide list sorts by is a column that triggers
// keep, so the list reads it through an index (docs/scale.md): last activity and fact-find status on `clients`
// (migration 0044), unread on `clients` and `conversation_reads` (0045), the current review's on `clients` (0046,
// read by features/reviews/repo-pipeline.ts).

// Each portal figure is about one user (a person of the household): of the client row's person 1 as the constants
// below, or of another user column (people-repo.ts: each person of the household) through the functions.

// Signing in and every request (api_tokens.last_used_at, written at most once a minute) count as activity.
export const lastActivityOf = (userId: SQLWrapper) => sql<Date | string | null>`(
  SELECT max(coalesce(t.last_used_at, t.created_at)) FROM api_tokens t WHERE t.user_id = ${userId}
)`;
// The client's (person 1's) latest, kept on the client row by a trigger on api_tokens (migration 0044), so a firm-wide
// list sorts by it through an index.
export const lastActivityAt = sql<Date | string | null>`${clients.lastActivityAt}`;

// The latest fact-find's status, or 'not-started', kept on the client row by a trigger on fact_finds (0044).
export const factFindStatus = sql<string>`${clients.factFindStatus}`;

export const factFindSubmittedAt = sql<Date | string | null>`(
  SELECT f.submitted_at FROM fact_finds f WHERE f.client_id = ${clients.id} ORDER BY f.id DESC LIMIT 1
)`;

// The household's messages (either partner's, household_members) this member of staff has not seen (sent after
// they last looked): their own count on their read mark, or, if they never opened the conversation, all the
// household's messages (clients.client_messages). Both kept by triggers (migration 0045).
export function unreadCountFor(viewerId: number): SQL<number> {
  return sql<number>`coalesce((
    SELECT r.unread FROM conversation_reads r JOIN conversations c ON c.id = r.conversation_id
    WHERE c.client_id = ${clients.id} AND r.user_id = ${viewerId}
  ), ${clients.clientMessages})`;
}

// Whether this member of staff has a read mark on the client's conversation (their unread is their own count).
export function hasReadMark(viewerId: number): SQL<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM conversations c JOIN conversation_reads r ON r.conversation_id = c.id
    WHERE c.client_id = ${clients.id} AND r.user_id = ${viewerId}
  )`;
}

export const invitationAcceptedOf = (userId: SQLWrapper) => sql<boolean>`EXISTS (
  SELECT 1 FROM invitations i WHERE i.user_id = ${userId} AND i.accepted_at IS NOT NULL
)`;
export const invitationAccepted = invitationAcceptedOf(clients.userId);

// The open (unaccepted, not replaced) invitation's expiry; at most one is open at a time.
export const openInvitationExpiresOf = (userId: SQLWrapper) => sql<Date | string | null>`(
  SELECT max(i.expires_at) FROM invitations i
  WHERE i.user_id = ${userId} AND i.accepted_at IS NULL AND i.voided_at IS NULL
)`;
export const openInvitationExpiresAt = openInvitationExpiresOf(clients.userId);

// The firm withdrew the latest invitation (POST …/revoke-invitation); a later one sent replaces it.
export const invitationRevokedOf = (userId: SQLWrapper) => sql<boolean>`coalesce((
  SELECT i.revoked_at IS NOT NULL FROM invitations i WHERE i.user_id = ${userId} ORDER BY i.id DESC LIMIT 1
), false)`;
export const invitationRevoked = invitationRevokedOf(clients.userId);

// "Needs attention first": awaiting review, then drafts, then not started, then reviewed. The same expression as
// the indexes clients_firm_status_*_idx (migration 0044), so a page sorted by it is read from them.
export const statusRank: SQL = sql`(CASE ${clients.factFindStatus} WHEN 'awaiting-review' THEN 0 WHEN 'draft' THEN 1 WHEN 'not-started' THEN 2 ELSE 3 END)`;

// Raw SQL columns come back as Date from some drivers and as text from others.
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(value);
}

// ILIKE's wildcards typed in a search are literal characters.
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

// The user's second factors the firm can reset (people-actions.ts resetMfa): a confirmed authenticator app, and the
// devices still trusted to skip the code at `now`.
export const totpConfirmedOf = (userId: SQLWrapper) => sql<boolean>`EXISTS (
  SELECT 1 FROM mfa_totp x WHERE x.user_id = ${userId} AND x.confirmed_at IS NOT NULL
)`;
export const trustedDevicesOf = (userId: SQLWrapper, now: Date) => sql<number>`(
  SELECT count(*)::int FROM trusted_devices d
  WHERE d.user_id = ${userId} AND d.revoked_at IS NULL AND d.expires_at > ${now.toISOString()}
)`;
