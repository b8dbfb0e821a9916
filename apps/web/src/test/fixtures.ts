import type { AdviserDashboardResponse } from '@atrium/domain/contract/adviser';
import type { LoginResponse, User } from '@atrium/domain/contract/auth';
import { sessionStorageKeys } from '@atrium/domain/session/session';

export const jointClient: User = {
  id: 2,
  name: 'James Carter',
  email: 'client@example.com',
  role: 'client',
  adviser: { id: 1, name: 'Olivia Bennett' },
  canSeeIpipeline: true,
  userPermissions: {},
  permissions: {},
  multi_factor_auth_enabled: false,
  multi_factor_auth_telephone: null,
  region: 'uk',
  client: {
    id: 10,
    name: 'James Carter',
    joint_name: 'Emma Carter',
    dob: '1975-04-12',
    joint_dob: '1977-09-30',
    currency_symbol: '£',
  },
};

// James Carter's partner Emma, signed in to the same household as its person 2 (GET api/user household).
export const jointPartner: User = {
  ...jointClient,
  id: 8,
  name: 'Emma Carter',
  email: 'emma@example.com',
  household: { person: 2, partner: { name: 'James Carter', invited: true, has_sign_in: true } },
};

export const adviser: User = {
  ...jointClient,
  id: 1,
  name: 'Olivia Bennett',
  email: 'adviser@example.com',
  role: 'adviser',
  adviser: { id: '', name: '' },
  client: null,
};

export function loginResponse(user: User = jointClient, expiresAt = inHours(8)): LoginResponse {
  return {
    status: 'success',
    message: 'Logged in.',
    token: 'token-123',
    expires_at: expiresAt,
    user,
    trust_device_enabled: false,
  };
}

export function inHours(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

// The four keys exactly as a logged-in browser holds them (lib/session.ts).
export function storeSession({ user = jointClient, expiresAt = inHours(8), token = 'token-123' } = {}): void {
  localStorage.setItem(sessionStorageKeys.authToken, token);
  localStorage.setItem(sessionStorageKeys.tokenExpiresAt, expiresAt);
  localStorage.setItem(sessionStorageKeys.user, JSON.stringify({ ...user, trust_device_enabled: false }));
  localStorage.setItem(sessionStorageKeys.multifactorAuthVerified, 'true');
}

/** The firm's admin: the adviser's account with the admin role. */
export const admin: User = {
  ...adviser,
  id: 9,
  name: 'Daniel Hughes',
  email: 'admin@example.com',
  role: 'admin',
};

/** The adviser's dashboard with nothing in any of its lists. */
export const emptyDashboard: AdviserDashboardResponse = {
  awaiting_review: { total: 0, items: [] },
  unread_conversations: { total: 0, items: [] },
  pending_invitations: { total: 0, items: [] },
  active_today: { total: 0, items: [] },
  risk_reviews_due: { total: 0, items: [] },
};
