import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import type { Db } from '../connect.ts';
import { clients, firms, users } from '../schema.ts';
import { seedDemoAdviserWork } from './adviser.ts';
import { seedDemoCalendar } from './calendar.ts';
import { demoFirmName, demoLogins, demoPassword } from './demo-logins.ts';
import { seedDemoDocumentRequests } from './document-requests.ts';
import { seedDemoFactFinds } from './factfind.ts';
import { seedDemoLinks } from './links.ts';
import { seedDemoConversation } from './messages.ts';
import { seedDemoPortfolio } from './portfolio.ts';
import { seedDemoPricePaid } from './price-paid.ts';
import { seedDemoReviews } from './reviews.ts';

export type SeedResult = { created: boolean; demoPresent: boolean };

type UserRow = typeof users.$inferInsert;

const reviewLogins = { single: demoLogins.single, mfaClient: demoLogins.mfaClient, joint: demoLogins.client };

// Fills an empty database with a demo firm and its people. A database that already holds any firm is
// left alone, so re-running (every start does) changes nothing and real data is never mixed with demo data.
export async function seedDemo(db: Db): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Two instances starting together on one PostgreSQL must not both seed.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('atrium.seed.demo'))`);
    const existing = await tx.select({ name: firms.name }).from(firms);
    if (existing.length > 0) {
      const demoPresent = existing.some((firm) => firm.name === demoFirmName);
      // A demo database seeded before the address data existed gets its demo sales too (they are idempotent).
      if (demoPresent) {
        await seedDemoPricePaid(tx);
        await seedDemoPortfolio(tx, { email: demoLogins.client });
        await seedDemoCalendar(tx, { email: demoLogins.client });
        await seedDemoReviews(tx, reviewLogins);
        await seedDemoDocumentRequests(tx, { email: demoLogins.single });
      }
      return { created: false, demoPresent };
    }

    // argon2 is slow on purpose: hash once, share it.
    const passwordHash = await hashPassword(demoPassword);
    const [firm] = await tx
      .insert(firms)
      .values({
        name: demoFirmName,
        primaryColour: '#009ca6',
        logoPath: null,
        onboardingEnabled: false,
        securePortalUrl: null,
        accessIpipeline: true,
      })
      .returning({ id: firms.id });
    if (!firm) throw new Error('Demo firm was not created');

    const person = (row: Omit<UserRow, 'firmId' | 'emailNormalised' | 'passwordHash'>): UserRow => ({
      ...row,
      firmId: firm.id,
      emailNormalised: normaliseEmail(row.email),
      passwordHash,
    });
    const insertUser = async (row: UserRow) => {
      const [created] = await tx.insert(users).values(row).returning({ id: users.id });
      if (!created) throw new Error(`Demo user ${row.email} was not created`);
      return created.id;
    };

    const adviserId = await insertUser(
      person({ role: 'adviser', name: 'Sarah Mitchell', email: demoLogins.adviser, region: 'uk' }),
    );
    const adminId = await insertUser(
      person({ role: 'admin', name: 'Daniel Hughes', email: demoLogins.admin, region: 'uk' }),
    );

    const demoClients = [
      {
        user: { name: 'James Carter', email: demoLogins.client },
        client: { jointName: 'Emma Carter', dob: '1978-04-12', jointDob: '1980-09-03' },
      },
      { user: { name: 'Olivia Bennett', email: demoLogins.single }, client: { dob: '1985-06-21' } },
      {
        user: {
          name: 'Priya Shah',
          email: demoLogins.mfaClient,
          mfaEnabled: true,
          mfaTelephone: '+447700900123',
        },
        client: { dob: '1990-02-14' },
      },
    ];
    const clientIds = new Map<string, { clientId: number; userId: number }>();
    for (const demo of demoClients) {
      const userId = await insertUser(person({ role: 'client', region: 'uk', adviserId, ...demo.user }));
      const [client] = await tx
        .insert(clients)
        .values({
          firmId: firm.id,
          userId,
          name: demo.user.name,
          currencySymbol: '£',
          adviserId,
          ...demo.client,
        })
        .returning({ id: clients.id });
      if (!client) throw new Error(`Demo client ${demo.user.email} was not created`);
      clientIds.set(demo.user.email, { clientId: client.id, userId });
    }
    const single = clientIds.get(demoLogins.single);
    if (!single) throw new Error('Demo single client missing');
    await seedDemoFactFinds(tx, { firmId: firm.id, single });
    const jointClient = clientIds.get(demoLogins.client);
    if (!jointClient) throw new Error('Demo client missing');
    await seedDemoConversation(tx, { firmId: firm.id, adviserId, client: jointClient });
    await seedDemoLinks(tx, { firmId: firm.id, adminId, adviserId, jointClientId: jointClient.clientId });
    const priya = clientIds.get(demoLogins.mfaClient);
    if (!priya) throw new Error('Demo MFA client missing');
    await seedDemoAdviserWork(tx, { firmId: firm.id, adviserId, priya, joined: [...clientIds.values()] });
    await seedDemoPricePaid(tx);
    await seedDemoPortfolio(tx, { email: demoLogins.client });
    await seedDemoCalendar(tx, { email: demoLogins.client });
    await seedDemoReviews(tx, reviewLogins);
    await seedDemoDocumentRequests(tx, { email: demoLogins.single });
    return { created: true, demoPresent: true };
  });
}
