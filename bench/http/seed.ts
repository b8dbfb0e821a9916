// The bench's data, the same on every run: one firm, one adviser, N clients, each with a bearer token and a
// draft fact-find of about 1 KB. Written in batches straight to the database (the API would take minutes).

import { mulberry32 } from '@atrium/domain/forecast/monte-carlo';
import type { Db } from '../../apps/server/src/db/connect.ts';
import { apiTokens, clients, factFinds, firms, users } from '../../apps/server/src/db/schema.ts';
import { generateToken } from '../../apps/server/src/platform/tokens.ts';

export type BenchClient = { clientId: number; userId: number; token: string };

const titles = ['Mr', 'Mrs', 'Ms', 'Dr'];
const statuses = ['Employed', 'Self-employed', 'Retired'];

// A fact-find document of about 1 KB: the client's details and an employment, as after the first pages.
export function factFindData(n: number, random: () => number): Record<string, unknown> {
  return {
    joint: false,
    personal_details_client1: {
      title: titles[n % titles.length],
      first_name: `Client${n}`,
      last_name: `Surname${Math.floor(random() * 1e6)}`,
      date_of_birth: `19${50 + (n % 50)}-0${1 + (n % 9)}-1${n % 10}`,
      marital_status: 'Married',
      nationality: 'British',
      country_of_residence: 'United Kingdom',
      email: `client${n}@example.com`,
      mobile_phone: '07700 900123',
      smoker: random() < 0.2,
      in_good_health: random() < 0.8,
      health_notes: 'No conditions to report at the moment; reviewed at the annual meeting with the adviser.',
    },
    employment_client1: {
      employment_status: statuses[n % statuses.length],
      occupation: 'Chartered accountant',
      employer: `Employer ${n % 97} Limited`,
      employment_started: '2012-09-01',
      gross_salary: 30_000 + Math.floor(random() * 90_000),
    },
    current_address: {
      line1: `${1 + (n % 200)} High Street`,
      town: 'Reading',
      postcode: 'RG1 1AA',
      moved_in: '2015-03-01',
      residential_status: 'Owner',
    },
  };
}

export async function seedBenchData(db: Db, count: number, seed = 42): Promise<BenchClient[]> {
  const random = mulberry32(seed);
  const [firm] = await db
    .insert(firms)
    .values({ name: 'Bench Financial Planning', accessIpipeline: false })
    .returning();
  if (!firm) throw new Error('firm not created');
  // Never used to log in: the bench authenticates with tokens written below.
  const passwordHash = 'not-a-password-hash';
  const [adviser] = await db
    .insert(users)
    .values({
      firmId: firm.id,
      role: 'adviser',
      name: 'Bench Adviser',
      email: 'adviser@bench.test',
      emailNormalised: 'adviser@bench.test',
      passwordHash,
    })
    .returning();
  if (!adviser) throw new Error('adviser not created');
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const out: BenchClient[] = [];
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    const numbers = Array.from({ length: size }, (_, i) => start + i + 1);
    const userRows = await db
      .insert(users)
      .values(
        numbers.map((n) => ({
          firmId: firm.id,
          role: 'client' as const,
          name: `Client ${n}`,
          email: `client${n}@bench.test`,
          emailNormalised: `client${n}@bench.test`,
          passwordHash,
          adviserId: adviser.id,
        })),
      )
      .returning({ id: users.id });
    const clientRows = await db
      .insert(clients)
      .values(
        userRows.map((user, i) => ({
          firmId: firm.id,
          userId: user.id,
          name: `Client ${numbers[i]}`,
          adviserId: adviser.id,
        })),
      )
      .returning({ id: clients.id, userId: clients.userId });
    const tokens = clientRows.map(() => generateToken());
    await db.insert(apiTokens).values(
      clientRows.map((client, i) => ({
        userId: client.userId,
        tokenHash: tokens[i]?.tokenHash ?? '',
        expiresAt,
        lastUsedAt: new Date(),
      })),
    );
    await db.insert(factFinds).values(
      clientRows.map((client, i) => ({
        firmId: firm.id,
        clientId: client.id,
        status: 'draft' as const,
        data: factFindData(numbers[i] ?? 0, random),
        lastCompletedStep: 'about-you',
      })),
    );
    clientRows.forEach((client, i) => {
      out.push({ clientId: client.id, userId: client.userId, token: tokens[i]?.token ?? '' });
    });
  }
  return out;
}
