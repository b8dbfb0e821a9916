import { adviserPaths } from '@atrium/domain/contract/adviser';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import { generateToken } from '../../platform/tokens.ts';
import type { Tx } from '../connect.ts';
import {
  clients,
  conversationReads,
  conversations,
  factFindAnswers,
  factFindChanges,
  factFinds,
  factFindTemplates,
  invitations,
  messages,
  notifications,
  users,
} from '../schema.ts';

type DemoClient = { clientId: number; userId: number };

const hoursAgo = (now: number, hours: number) => new Date(now - hours * 3_600_000);

export const demoInvitee = { name: 'Tom Walker', email: 'tom.walker@example.com' } as const;

// The adviser's workspace with something to show on first login: Priya Shah's fact-find submitted
// yesterday and awaiting review (with a short history of edits), a message from her the adviser has not read,
// the demo clients' accepted invitations, a client invited but not yet joined, and the adviser's bell.
export async function seedDemoAdviserWork(
  tx: Tx,
  demo: { firmId: number; adviserId: number; priya: DemoClient; joined: DemoClient[] },
  now = Date.now(),
): Promise<void> {
  const [template] = await tx
    .select({ id: factFindTemplates.id, version: factFindTemplates.version })
    .from(factFindTemplates)
    .where(eq(factFindTemplates.firmId, demo.firmId));
  const submittedAt = hoursAgo(now, 26);
  const [factFind] = await tx
    .insert(factFinds)
    .values({
      firmId: demo.firmId,
      clientId: demo.priya.clientId,
      status: 'awaiting-review',
      data: {
        joint: false,
        personal_details_client1: {
          title: 'Dr',
          first_name: 'Priya',
          last_name: 'Shah',
          date_of_birth: '1990-02-14',
          marital_status: 'Single',
          nationality: 'British',
          country_of_residence: 'United Kingdom',
          email: 'mfa-client@example.com',
          mobile_phone: '+44 7700 900123',
          smoker: false,
          in_good_health: true,
        },
        employment_client1: {
          employment_status: 'Employed',
          occupation: 'Hospital doctor',
          employer: 'Royal United Hospitals Bath',
          desired_retirement_age: 60,
          country_domiciled: 'United Kingdom',
        },
        current_address: {
          postcode: 'BA1 1LT',
          identifierline: '14 Gay Street, Bath',
          premise: '14',
          town: 'Bath',
          moved_in: '2021-09-01',
          ownership_status: 'Own (Mortgaged)',
        },
        dependants: { has_dependants: false },
      },
      lastCompletedStep: 'custom.goals',
      version: 24,
      templateId: template?.id ?? null,
      templateVersion: template?.version ?? null,
      createdAt: hoursAgo(now, 72),
      updatedAt: submittedAt,
      submittedAt,
    })
    .returning({ id: factFinds.id });
  if (!factFind) throw new Error('Demo fact-find awaiting review was not created');
  if (template) {
    await tx.insert(factFindAnswers).values([
      {
        factFindId: factFind.id,
        questionId: 'main_goal',
        value: 'Pay off the mortgage by 55 and retire at 60',
        updatedBy: demo.priya.userId,
      },
      {
        factFindId: factFind.id,
        questionId: 'priorities',
        value: ['retirement', 'home', 'protection'],
        updatedBy: demo.priya.userId,
      },
      { factFindId: factFind.id, questionId: 'other_notes', value: null, updatedBy: demo.priya.userId },
    ]);
  }
  // A field's history for the review screen: she changed her mind about when to retire.
  await tx.insert(factFindChanges).values([
    {
      firmId: demo.firmId,
      factFindId: factFind.id,
      userId: demo.priya.userId,
      path: 'employment_client1.desired_retirement_age',
      oldValue: null,
      newValue: 65,
      createdAt: hoursAgo(now, 70),
    },
    {
      firmId: demo.firmId,
      factFindId: factFind.id,
      userId: demo.priya.userId,
      path: 'employment_client1.desired_retirement_age',
      oldValue: 65,
      newValue: 60,
      createdAt: hoursAgo(now, 27),
    },
  ]);

  const [conversation] = await tx
    .insert(conversations)
    .values({
      firmId: demo.firmId,
      clientId: demo.priya.clientId,
      lastMessageAt: hoursAgo(now, 25),
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('Demo conversation was not created');
  // Each reader's own mark (conversation_reads): the adviser's, and Priya's.
  await tx.insert(conversationReads).values([
    { conversationId: conversation.id, userId: demo.adviserId, lastViewedAt: hoursAgo(now, 48) },
    { conversationId: conversation.id, userId: demo.priya.userId, lastViewedAt: hoursAgo(now, 25) },
  ]);
  await tx.insert(messages).values({
    conversationId: conversation.id,
    senderUserId: demo.priya.userId,
    body: 'I have submitted my fact-find. I was not sure what to put for my NHS pension — happy to go through it together.',
    createdAt: hoursAgo(now, 25),
  });

  await tx.insert(notifications).values([
    {
      userId: demo.adviserId,
      type: notificationTypes.factFindSubmitted,
      data: {
        title: 'Priya Shah submitted their fact-find',
        body: 'It is waiting for your review.',
        link: adviserPaths.factFind(demo.priya.clientId),
      },
      createdAt: submittedAt,
      updatedAt: submittedAt,
    },
    {
      userId: demo.adviserId,
      type: notificationTypes.clientMessage,
      data: {
        title: 'New message from Priya Shah',
        body: 'I have submitted my fact-find. I was not sure what to put for my NHS pension — happy to go…',
        link: adviserPaths.messages(demo.priya.clientId),
      },
      createdAt: hoursAgo(now, 25),
      updatedAt: hoursAgo(now, 25),
    },
  ]);

  // The demo clients joined by invitation a month ago, so their portal access reads as active.
  for (const client of demo.joined) {
    await tx.insert(invitations).values({
      firmId: demo.firmId,
      userId: client.userId,
      invitedBy: demo.adviserId,
      tokenHash: generateToken().tokenHash,
      createdAt: hoursAgo(now, 24 * 31),
      expiresAt: hoursAgo(now, 24 * 24),
      acceptedAt: hoursAgo(now, 24 * 30),
    });
  }

  // Invited two days ago, not yet joined. Nobody knows the link's token: the adviser can resend it.
  const [invitee] = await tx
    .insert(users)
    .values({
      firmId: demo.firmId,
      role: 'client',
      name: demoInvitee.name,
      email: demoInvitee.email,
      emailNormalised: normaliseEmail(demoInvitee.email),
      // No usable password until the invitation is accepted, as when an adviser invites someone.
      passwordHash: await hashPassword(generateToken().token),
      adviserId: demo.adviserId,
    })
    .returning({ id: users.id });
  if (!invitee) throw new Error('Demo invitee was not created');
  await tx
    .insert(clients)
    .values({ firmId: demo.firmId, userId: invitee.id, name: demoInvitee.name, adviserId: demo.adviserId });
  await tx.insert(invitations).values({
    firmId: demo.firmId,
    userId: invitee.id,
    invitedBy: demo.adviserId,
    tokenHash: generateToken().tokenHash,
    createdAt: hoursAgo(now, 48),
    expiresAt: hoursAgo(now, 48 - 7 * 24),
  });
}
