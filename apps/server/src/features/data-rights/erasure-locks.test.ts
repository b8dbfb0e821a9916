import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, clients, users } from '../../db/schema.ts';
import { useTestDatabase } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken } from '../../test/factories.ts';
import { raceAgainstHeldLock } from '../../test/lock-race.ts';
import { createErasureRepo } from './erasure-repo.ts';

// Two connections are needed for two transactions to wait on each other: PGlite has one, so this runs on PostgreSQL
// (npm run test:server:pg). A signed-in request stamps its token, and the token's trigger moves the client row's last
// activity (migrations/0044_client_list_keys.sql); the erasure changes the person's address, whose trigger reaches
// the client row (0054), and ends their sessions. It ended them last, so a request of theirs landing during the
// erasure held the token and waited for the client row while the erasure held the client row and waited for the
// token: PostgreSQL aborted one as a deadlock (40P01), and the erasure answered 500.
const database = useTestDatabase();

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'an erasure while the person’s own request stamps their session',
  () => {
    it('both commit in turn, the erasure waiting for the session, and the person is erased', async () => {
      const db = database.db;
      const firm = await createFirm(db);
      const { user, client } = await createClientUser(db, { firmId: firm.id, name: 'Erin Locke' });
      const now = new Date('2026-03-02T09:00:00Z');
      await createToken(db, { userId: user.id, expiresAt: new Date('2026-03-03T09:00:00Z') });
      const [token] = await db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
      if (!token) throw new Error('token not made');

      // The request's stamp (features/auth/repo.ts touchToken) holds the token row from its first moment.
      const raced = raceAgainstHeldLock(
        db,
        {
          lock: (tx) =>
            tx
              .select({ id: apiTokens.id })
              .from(apiTokens)
              .where(eq(apiTokens.id, token.id))
              .for('no key update'),
          finish: async (tx) => {
            await tx.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, token.id));
          },
        },
        () =>
          createErasureRepo(db).erase({
            firmId: firm.id,
            clientId: client.id,
            userId: user.id,
            email: user.email,
            emailNormalised: user.emailNormalised,
            erasedBy: user.id,
            reason: 'Asked in writing',
            now,
            retainUntil: new Date('2033-03-02T09:00:00Z'),
            unusablePasswordHash: 'unusable',
          }),
      );
      await expect(raced).resolves.toEqual([undefined, expect.objectContaining({ sessionsEnded: 1 })]);
      const [person] = await db.select().from(users).where(eq(users.id, user.id));
      expect(person?.email).toBe(`erased-${user.id}@erased.invalid`);
      const [row] = await db.select().from(clients).where(eq(clients.id, client.id));
      expect(row).toMatchObject({ name: 'Erased client', userEmail: person?.email, lastActivityAt: now });
    });
  },
);
