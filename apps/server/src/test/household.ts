import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../db/connect.ts';
import { firmDomains, householdMembers, outbox } from '../db/schema.ts';
import type { requester } from './build-test-app.ts';
import { createClientUser, createFirmWithStaff, createToken, createUser } from './factories.ts';

// The household's partner (person 2, features/household), shared by the household test files.

type Call = ReturnType<typeof requester>;

export const partnerPassword = 'a quiet harbour at dawn';

// The token of the latest invitation mailed to the address (features/account invitation mail's /invite/… link).
export async function invitationHashTo(db: Db, to: string): Promise<string> {
  const [mail] = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
  const hash = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!hash) throw new Error(`no invitation mailed to ${to}`);
  return hash;
}

// The invited person accepts the latest invitation mailed to the address, choosing partnerPassword; their session token.
export async function acceptInvitationTo(call: Call, db: Db, email: string): Promise<string> {
  const accepted = await call(
    'POST',
    `/api/invitations/${await invitationHashTo(db, email)}/accept`,
    undefined,
    {
      password: partnerPassword,
      password_confirmation: partnerPassword,
    },
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().token as string;
}

// The journey: the adviser invites the partner of factFindWorld's joint household (POST …/partner) and the partner
// accepts the mailed invitation. The partner's user id and session token.
export async function invitePartner(
  call: Call,
  db: Db,
  world: { joint: { client: { id: number } }; tokens: { adviser: string } },
  email = 'emma@example.test',
): Promise<{ id: number; token: string }> {
  const invited = await call(
    'POST',
    `/api/adviser/clients/${world.joint.client.id}/partner`,
    world.tokens.adviser,
    {
      email,
    },
  );
  expect(invited.statusCode, invited.body).toBe(200);
  const id = invited.json().data.user_id as number;
  return { id, token: await acceptInvitationTo(call, db, email) };
}

// The partner made straight in the database, as the invitation leaves them once accepted (a client user of the
// firm, person 2 of the household) but with no invitation, mail or audit event, and a token that outlives any
// fake clock. For tests about what the partner does, not how they came.
export async function seatPartner(
  db: Db,
  household: { firmId: number; clientId: number; email?: string },
): Promise<{ id: number; token: string }> {
  const user = await createUser(db, {
    firmId: household.firmId,
    role: 'client',
    name: 'Emma Carter',
    ...(household.email === undefined ? {} : { email: household.email }),
  });
  await db.insert(householdMembers).values({ clientId: household.clientId, userId: user.id, person: 2 });
  return {
    id: user.id,
    token: await createToken(db, { userId: user.id, expiresAt: new Date('2100-01-01T00:00:00Z') }),
  };
}

// A firm of its own on portal.example.test (the address its mails link to) with the adviser Sarah Mitchell and her
// client James Carter (james@example.test), whose partner Emma (emma@example.test) is seated as person 2.
export async function carterHousehold(db: Db) {
  const { firm, adviser } = await createFirmWithStaff(db, ['adviser'], { name: 'Carter Wealth' });
  await db.insert(firmDomains).values({ firmId: firm.id, domain: 'portal.example.test' });
  const james = await createClientUser(db, {
    firmId: firm.id,
    adviserId: adviser.id,
    name: 'James Carter',
    email: 'james@example.test',
  });
  const emma = await seatPartner(db, {
    firmId: firm.id,
    clientId: james.client.id,
    email: 'emma@example.test',
  });
  return { firm, adviser, james, emma };
}
