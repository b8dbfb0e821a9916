import type { Region, Role } from '@atrium/domain/contract/auth';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import type { Db } from '../db/connect.ts';
import { apiTokens, clients, firms, users } from '../db/schema.ts';
import { hashPassword } from '../platform/passwords.ts';
import { generateToken } from '../platform/tokens.ts';
import { madeBeforeAll } from './lifecycle.ts';

export const testPassword = 'correct horse battery staple';

let sequence = 0;
const next = () => ++sequence;

// argon2 is slow on purpose; each distinct password is hashed once per test file.
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createFirm(db: Db, overrides: Partial<typeof firms.$inferInsert> = {}) {
  const [firm] = await db
    .insert(firms)
    .values({ name: `Firm ${next()}`, accessIpipeline: false, ...overrides })
    .returning();
  if (!firm) throw new Error('firm not created');
  return firm;
}

// A firm of one test file's own, made in a beforeAll registered where this is called (after the database opens);
// its id is read as `firm.id` once that ran.
export function useFirm(
  database: { readonly db: Db },
  overrides: Partial<typeof firms.$inferInsert> = {},
): { readonly id: number } {
  const firm = madeBeforeAll('useFirm', () => createFirm(database.db, overrides));
  return {
    get id() {
      return firm.value.id;
    },
  };
}

type UserOptions = {
  firmId: number;
  role?: Role;
  name?: string;
  email?: string;
  password?: string;
  region?: Region;
  adviserId?: number | null;
  mfaEnabled?: boolean;
  mfaTelephone?: string | null;
  permissions?: (typeof users.$inferInsert)['permissions'];
  disabledAt?: Date | null;
};

export async function createUser(db: Db, options: UserOptions) {
  const n = next();
  const email = options.email ?? `user${n}@example.test`;
  const [user] = await db
    .insert(users)
    .values({
      firmId: options.firmId,
      role: options.role ?? 'adviser',
      name: options.name ?? `User ${n}`,
      email,
      emailNormalised: normaliseEmail(email),
      passwordHash: await hashOnce(options.password ?? testPassword),
      region: options.region ?? 'uk',
      adviserId: options.adviserId ?? null,
      mfaEnabled: options.mfaEnabled ?? false,
      mfaTelephone: options.mfaTelephone ?? null,
      permissions: options.permissions ?? {},
      disabledAt: options.disabledAt ?? null,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

type ClientOptions = Omit<UserOptions, 'role'> & {
  jointName?: string | null;
  dob?: string | null;
  jointDob?: string | null;
  currencySymbol?: string;
};

export async function createClientUser(db: Db, options: ClientOptions) {
  const user = await createUser(db, { ...options, role: 'client' });
  const [client] = await db
    .insert(clients)
    .values({
      firmId: options.firmId,
      userId: user.id,
      name: user.name,
      jointName: options.jointName ?? null,
      dob: options.dob ?? null,
      jointDob: options.jointDob ?? null,
      currencySymbol: options.currencySymbol ?? '£',
      adviserId: options.adviserId ?? null,
    })
    .returning();
  if (!client) throw new Error('client not created');
  return { user, client };
}

// The joint client most tests name: James Carter (born 12 April 1978) with his partner Emma (3 September 1980).
export const theCarters = {
  name: 'James Carter',
  jointName: 'Emma Carter',
  dob: '1978-04-12',
  jointDob: '1980-09-03',
} as const;

// A token written straight to the database, for states login cannot produce (expired, revoked).
export async function createToken(
  db: Db,
  options: { userId: number; expiresAt: Date; revokedAt?: Date | null },
): Promise<string> {
  const { token, tokenHash } = generateToken();
  await db.insert(apiTokens).values({
    userId: options.userId,
    tokenHash,
    expiresAt: options.expiresAt,
    revokedAt: options.revokedAt ?? null,
  });
  return token;
}

// The staff most tests name: the advisers Sarah Mitchell and Tom Reed and the admin Daniel Hughes, each created (in
// the order `who` gives) only when asked for; `overrides` changes one's options (an email, a name).
const staffNames = { adviser: 'Sarah Mitchell', otherAdviser: 'Tom Reed', admin: 'Daniel Hughes' } as const;
type Staff = keyof typeof staffNames;

export async function createStaff<K extends Staff>(
  db: Db,
  firmId: number,
  who: readonly K[],
  overrides: Partial<Record<K, Partial<UserOptions>>> = {},
): Promise<Record<K, Awaited<ReturnType<typeof createUser>>>> {
  const staff = {} as Record<K, Awaited<ReturnType<typeof createUser>>>;
  for (const key of who) {
    const role = key === 'admin' ? 'admin' : 'adviser';
    staff[key] = await createUser(db, { firmId, role, name: staffNames[key], ...overrides[key] });
  }
  return staff;
}

// A firm (with `firm`'s options) and the staff `who` names in it (createStaff).
export async function createFirmWithStaff<K extends Staff>(
  db: Db,
  who: readonly K[],
  firm: Partial<typeof firms.$inferInsert> = {},
) {
  const created = await createFirm(db, firm);
  return { firm: created, ...(await createStaff(db, created.id, who)) };
}

// A session token that lasts (to 2100) for each user id, under the same name.
export async function lastingTokens<K extends string>(
  db: Db,
  userIds: Record<K, number>,
): Promise<Record<K, string>> {
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  const tokens = {} as Record<K, string>;
  for (const [key, userId] of Object.entries(userIds) as [K, number][])
    tokens[key] = await createToken(db, { userId, expiresAt });
  return tokens;
}

// A firm apart from the one a test is about, with a user of each role `roles` names: the stranger a test is refused
// to, or whose rows it must not see.
export async function anotherFirm<R extends 'adviser' | 'admin'>(db: Db, roles: readonly R[]) {
  const firm = await createFirm(db);
  const users = {} as Record<R, Awaited<ReturnType<typeof createUser>>>;
  for (const role of roles) users[role] = await createUser(db, { firmId: firm.id, role });
  return { firm, ...users };
}

// The people an access test needs: a firm with the advisers Sarah Mitchell and Tom Reed and the admin Daniel Hughes
// (createStaff), James Carter the client of Sarah and Ann Lee the client of Tom, and another firm's admin and client;
// every one holds a session token that lasts, under its name in `tokens`.
export async function accessWorld(db: Db) {
  const { firm, adviser, otherAdviser, admin } = await createFirmWithStaff(db, [
    'adviser',
    'otherAdviser',
    'admin',
  ]);
  const client = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'James Carter' });
  const other = await createClientUser(db, { firmId: firm.id, adviserId: otherAdviser.id, name: 'Ann Lee' });
  const { firm: otherFirm, admin: strangerAdmin } = await anotherFirm(db, ['admin']);
  const stranger = await createClientUser(db, { firmId: otherFirm.id });
  const tokens = await lastingTokens(db, {
    client: client.user.id,
    other: other.user.id,
    stranger: stranger.user.id,
    adviser: adviser.id,
    otherAdviser: otherAdviser.id,
    admin: admin.id,
    strangerAdmin: strangerAdmin.id,
  });
  return { firm, adviser, otherAdviser, admin, client, other, otherFirm, stranger, strangerAdmin, tokens };
}
