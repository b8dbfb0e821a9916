import type {
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  User,
  UserHousehold,
} from '@atrium/domain/contract/auth';
import { intersectPermissions } from '@atrium/domain/factfind/permissions';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { badCredentials, tooManyAttempts, unauthenticated } from '../../platform/errors.ts';
import { createDummyPasswordHash, verifyPassword } from '../../platform/passwords.ts';
import type { RateLimitBucket, RateLimiter } from '../../platform/rate-limit.ts';
import type { RealtimePublisher, SessionEvents } from '../../platform/realtime/realtime.ts';
import type { ClientInfo, Site } from '../../platform/site.ts';
import { generateToken, hashToken } from '../../platform/tokens.ts';
import { telephoneHint } from '../mfa/service.ts';
import type { AuthRepo, UserProfileRecord } from './repo.ts';
import { createSessionCache } from './session-cache.ts';

// Login throttling: Laravel Fortify's 5 a minute per email and IP, a wider net per IP against spraying many
// accounts, and NIST's ceiling of 100 consecutive failures per account from anywhere.
export function loginBuckets(emailKey: string, ip: string) {
  const emailAndIp: RateLimitBucket = {
    key: `login:email-ip:${emailKey}|${ip}`,
    limit: 5,
    windowSeconds: 60,
  };
  const ipOnly: RateLimitBucket = { key: `login:ip:${ip}`, limit: 20, windowSeconds: 60 };
  const account: RateLimitBucket = { key: `login:email:${emailKey}`, limit: 100, windowSeconds: 60 * 60 };
  return { emailAndIp, ipOnly, account, all: [emailAndIp, ipOnly, account] };
}

// last_used_at is written at most once a minute per token, not on every request.
const touchIntervalMs = 60_000;

type Deps = {
  repo: AuthRepo;
  rateLimiter: RateLimiter;
  audit: AuditLog;
  clock: Clock;
  tokenTtlMinutes: number;
  // A token unused this long is over, whatever its absolute expiry.
  idleTimeoutMinutes: number;
  resolveFirm: (site: Site) => Promise<{ id: number }>;
  // Multi-factor authentication: a valid device token of this user skips the code.
  isTrustedDevice: (userId: number, deviceToken: string | null | undefined) => Promise<boolean>;
  // Closes the live subscriptions of revoked sessions (platform/realtime/realtime.ts).
  sessionsEnded: RealtimePublisher['sessionsEnded'];
  // Every instance's session ends and changes, for the per-instance session cache (session-cache.ts).
  sessionEvents: SessionEvents;
};

// Until the second factor is verified, a password alone shows only what the code screen needs (a stolen password must not reveal the household): who signed
// in (id, email, role, region), that a second factor is on, and the telephone's last four digits (the hint the code
// screen uses), never the number itself. No name, adviser, client record (dates of birth, the partner), household,
// permissions or firm flags: the verify response (features/mfa) carries the whole user once the code is right.
export function toPendingUser(user: UserProfileRecord['user']): User {
  return {
    id: user.id,
    name: '',
    email: user.email,
    role: user.role,
    adviser: { id: '', name: '' },
    canSeeIpipeline: false,
    userPermissions: {},
    permissions: {},
    multi_factor_auth_enabled: user.mfaEnabled,
    multi_factor_auth_telephone: telephoneHint(user.mfaTelephone),
    region: user.region,
    client: null,
    household: null,
  };
}

export function toUser(profile: UserProfileRecord, isMfaPending = false): User {
  if (isMfaPending) return toPendingUser(profile.user);
  const { user, adviser, client, household } = profile;
  // A partner (person 2) never has more than the household's client (person 1): packages/domain permissions.ts.
  const permissions =
    household?.person === 2
      ? intersectPermissions(user.permissions, household.clientPermissions ?? {})
      : user.permissions;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    // The contract's adviser {id, name} (contract/auth.ts), with empty strings when there is none.
    adviser: adviser ? { id: adviser.id, name: adviser.name } : { id: '', name: '' },
    canSeeIpipeline: profile.canSeeIpipeline,
    userPermissions: permissions,
    permissions,
    multi_factor_auth_enabled: user.mfaEnabled,
    multi_factor_auth_telephone: user.mfaTelephone,
    region: user.region,
    client: client
      ? {
          id: client.id,
          name: client.name,
          joint_name: client.jointName,
          dob: client.dob,
          joint_dob: client.jointDob,
          currency_symbol: client.currencySymbol,
        }
      : null,
    household: client && household ? userHouseholdOf(household, client.jointName) : null,
  };
}

// Who the caller is in their household and who the other person is (contract/auth.ts userHouseholdSchema): person 1
// sees the partner once invited, else the joint name (null when the household is not joint); person 2 always sees
// person 1, who has a sign-in.
function userHouseholdOf(
  household: NonNullable<UserProfileRecord['household']>,
  jointName: string | null,
): UserHousehold {
  const person = household.person === 2 ? 2 : 1;
  if (household.partnerUserId !== null && household.partnerName !== null)
    return {
      person,
      partner: { name: household.partnerName, invited: true, has_sign_in: household.partnerJoined === true },
    };
  return { person, partner: jointName ? { name: jointName, invited: false, has_sign_in: false } : null };
}

export function createAuthService({
  repo,
  rateLimiter,
  audit,
  clock,
  tokenTtlMinutes,
  idleTimeoutMinutes,
  resolveFirm,
  isTrustedDevice,
  sessionsEnded,
  sessionEvents,
}: Deps) {
  // An entry lives at most a touch interval from the token's recorded use, and well inside the idle timeout.
  const sessions = createSessionCache({
    events: sessionEvents,
    freshForMs: Math.min(touchIntervalMs, (idleTimeoutMinutes * 60_000) / 2),
  });
  // Made once at start-up so that even the first unknown email costs no more than a known one.
  const dummyHash = createDummyPasswordHash();

  async function getUser(userId: number, isMfaPending = false): Promise<User> {
    const profile = await repo.findUserProfile(userId);
    // Only reachable if the account vanished between the token check and this read.
    if (!profile) throw unauthenticated();
    return toUser(profile, isMfaPending);
  }

  return {
    // The trust-device token comes in the body (trust_device_token, contract/auth.ts) or, as this server sets
    // it, in the HttpOnly cookie.
    async login(
      input: LoginRequest,
      site: Site,
      client: ClientInfo,
      trustDeviceCookie: string | null = null,
    ): Promise<LoginResponse> {
      const firm = await resolveFirm(site);
      const emailKey = normaliseEmail(input.email);
      // Per firm: failures at one firm's host never lock the same address out at another's.
      const buckets = loginBuckets(`${firm.id}:${emailKey}`, client.ip);
      const event = { firmId: firm.id, ...client };

      const throttle = await rateLimiter.consume(buckets.all);
      if (!throttle.allowed) {
        await audit.record({ ...event, type: 'auth.login.throttled', data: { email: emailKey } });
        throw tooManyAttempts(throttle.retryAfterSeconds);
      }

      // The same work, answer and timing whether or not the email exists or is disabled.
      const candidate = await repo.findLoginCandidate(firm.id, emailKey);
      const passwordHash = candidate?.passwordHash ?? (await dummyHash);
      const passwordMatches = await verifyPassword(passwordHash, input.password);
      if (!candidate || !passwordMatches || candidate.disabledAt) {
        await audit.record({
          ...event,
          type: 'auth.login.failed',
          userId: candidate?.id ?? null,
          data: { email: emailKey },
        });
        throw badCredentials();
      }

      // Only failures count: success clears this account's buckets and gives back the IP's slot.
      await rateLimiter.reset([buckets.emailAndIp.key, buckets.account.key]);
      await rateLimiter.release(buckets.ipOnly.key);

      const now = clock.now();
      const expiresAt = new Date(now.getTime() + tokenTtlMinutes * 60_000);
      // With multi-factor authentication on, the token is pending until a code is verified, unless
      // this device was trusted by this same user (another user's device token does nothing).
      const isTrusted =
        candidate.mfaEnabled &&
        (await isTrustedDevice(candidate.id, input.trust_device_token || trustDeviceCookie));
      const mfaPending = candidate.mfaEnabled && !isTrusted;
      const { token, tokenHash } = generateToken();
      await repo.insertToken({ userId: candidate.id, tokenHash, expiresAt, createdAt: now, mfaPending });
      await audit.record({
        ...event,
        type: 'auth.login.succeeded',
        userId: candidate.id,
        data: { mfa: !candidate.mfaEnabled ? 'off' : isTrusted ? 'trusted-device' : 'pending' },
      });

      return {
        status: 'success',
        message: 'Login successful.',
        token,
        expires_at: expiresAt.toISOString(),
        user: await getUser(candidate.id, mfaPending),
        trust_device_enabled: isTrusted,
      };
    },

    async resolveToken(token: string, site: Site): Promise<AuthContext | null> {
      const now = clock.now();
      const tokenHash = hashToken(token);
      // Within a minute of the token's recorded use the idle timeout cannot have passed (it is at least that long).
      const cached = sessions.get(tokenHash, site.host, now.getTime());
      if (cached) return cached;
      const started = sessions.begin();
      const found = await repo.findActiveToken(tokenHash, now, site.host);
      if (!found) return null;
      let lastActive = found.lastUsedAt ?? found.createdAt;
      if (now.getTime() - lastActive.getTime() > idleTimeoutMinutes * 60_000) return null;
      const staleBefore = new Date(now.getTime() - touchIntervalMs);
      if (!found.lastUsedAt || found.lastUsedAt < staleBefore) {
        await repo.touchToken(found.tokenId, now, staleBefore);
        lastActive = now;
      }
      const auth: AuthContext = {
        userId: found.userId,
        firmId: found.firmId,
        role: found.role,
        tokenId: found.tokenId,
        mfaPending: found.mfaPending,
      };
      sessions.set(
        tokenHash,
        site.host,
        { auth, expiresAt: found.expiresAt.getTime(), lastActiveAt: lastActive.getTime() },
        started,
      );
      return auth;
    },

    async logout(auth: AuthContext, client: ClientInfo): Promise<LogoutResponse> {
      await repo.revokeToken(auth.tokenId, clock.now());
      await sessionsEnded(auth.userId, [auth.tokenId]);
      await audit.record(callerEvent(auth, client, 'auth.logout'));
      return { message: 'Logged out.' };
    },

    getCurrentUser(auth: AuthContext): Promise<User> {
      return getUser(auth.userId, auth.mfaPending);
    },

    getUser,

    // A new session without a password check, for flows that proved who the person is another way
    // (an accepted invitation, a confirmed registration). MFA still applies: the token is pending if it is on.
    async startSession(
      user: { id: number; firmId: number; mfaEnabled: boolean },
      client: ClientInfo,
      reason: string,
    ): Promise<LoginResponse> {
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + tokenTtlMinutes * 60_000);
      const { token, tokenHash } = generateToken();
      await repo.insertToken({
        userId: user.id,
        tokenHash,
        expiresAt,
        createdAt: now,
        mfaPending: user.mfaEnabled,
      });
      await audit.record({
        ...client,
        type: 'auth.session.started',
        firmId: user.firmId,
        userId: user.id,
        data: { reason },
      });
      return {
        status: 'success',
        message: 'Login successful.',
        token,
        expires_at: expiresAt.toISOString(),
        user: await getUser(user.id, user.mfaEnabled),
        trust_device_enabled: false,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
