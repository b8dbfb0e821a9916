import { householdMessages } from '@atrium/domain/contract/household';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clients, householdMembers, users } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { publishTemplate, startFactFind, useFactFindWorld } from '../../test/factfind.ts';
import { createToken } from '../../test/factories.ts';
import { acceptInvitationTo, invitationHashTo, partnerPassword } from '../../test/household.ts';

// The household's partner signs in (features/household), and every "client of the caller" resolves
// through household_members (features/access), so the partner reaches the one household.

const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const { database, world, call } = useFactFindWorld({ clock });

beforeAll(async () => {
  await publishTemplate(database.db, world.firm.id, { customPages: [], templatePermissions: {} });
});

const partnerUrl = () => `/api/adviser/clients/${world.joint.client.id}/partner`;

const inviteHashTo = (to: string) => invitationHashTo(database.db, to);
const accept = (email: string) => acceptInvitationTo(call, database.db, email);

describe('the adviser invites the partner', () => {
  it('refuses whoever may not, a household that is not joint, and an address without one or already taken', async () => {
    const body = { email: 'emma@example.test' };
    expect((await call('POST', partnerUrl(), undefined, body)).statusCode).toBe(401);
    expect((await call('POST', partnerUrl(), world.tokens.single, body)).statusCode).toBe(403);
    expect((await call('POST', partnerUrl(), world.tokens.otherAdviser, body)).statusCode).toBe(404);
    expect((await call('POST', partnerUrl(), world.tokens.strangerAdmin, body)).statusCode).toBe(404);
    const single = await call(
      'POST',
      `/api/adviser/clients/${world.single.client.id}/partner`,
      world.tokens.adviser,
      body,
    );
    expect(single.statusCode).toBe(409);
    expect(single.json()).toEqual({ message: householdMessages.notJoint });
    const noEmail = await call('POST', partnerUrl(), world.tokens.adviser, {});
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors).toEqual({ email: [householdMessages.emailRequired] });
    const taken = await call('POST', partnerUrl(), world.tokens.adviser, { email: world.single.user.email });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [householdMessages.emailTaken] });
    const malformed = await call('POST', partnerUrl(), world.tokens.adviser, { email: 'not an address' });
    expect(malformed.statusCode).toBe(422);
    expect(
      await database.db
        .select()
        .from(householdMembers)
        .where(eq(householdMembers.clientId, world.joint.client.id)),
    ).toHaveLength(1);
  });

  it('creates person 2 of the household with an invitation, once', async () => {
    const response = await call('POST', partnerUrl(), world.tokens.adviser, { email: 'emma@example.test' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: householdMessages.invitationSent,
      data: { name: 'Emma Carter', email: 'emma@example.test', status: 'invited' },
    });
    const partnerId = response.json().data.user_id as number;
    const [partner] = await database.db.select().from(users).where(eq(users.id, partnerId));
    expect(partner).toMatchObject({ role: 'client', firmId: world.firm.id, adviserId: world.adviser.id });
    expect(
      await database.db
        .select({ person: householdMembers.person, userId: householdMembers.userId })
        .from(householdMembers)
        .where(eq(householdMembers.clientId, world.joint.client.id)),
    ).toEqual(
      expect.arrayContaining([
        { person: 1, userId: world.joint.user.id },
        { person: 2, userId: partnerId },
      ]),
    );
    expect(await inviteHashTo('emma@example.test')).toBeTruthy();
    const audited = await database.db
      .select({ type: auditEvents.type })
      .from(auditEvents)
      .where(and(eq(auditEvents.firmId, world.firm.id), eq(auditEvents.userId, world.adviser.id)));
    expect(audited.map((row) => row.type)).toEqual(
      expect.arrayContaining(['household.partner_invited', 'invitation.sent']),
    );
    const again = await call('POST', partnerUrl(), world.tokens.admin, { email: 'emma2@example.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: householdMessages.partnerExists });
    const fromProfile = await call('POST', '/api/profile/partner', world.tokens.joint, {});
    expect(fromProfile.statusCode).toBe(409);
    expect((await call('GET', partnerUrl(), world.tokens.admin)).json().data).toMatchObject({
      joint: true,
      joint_email: 'emma@example.test',
      partner: { status: 'invited' },
    });
  });

  it('revokes and resends the invitation like the client’s own', async () => {
    const hash = await inviteHashTo('emma@example.test');
    const revoked = await call('POST', `${partnerUrl()}/revoke-invitation`, world.tokens.adviser);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({
      message: householdMessages.invitationRevoked,
      data: { status: 'revoked' },
    });
    expect((await call('POST', `${partnerUrl()}/revoke-invitation`, world.tokens.adviser)).statusCode).toBe(
      409,
    );
    const dead = await call('POST', `/api/invitations/${hash}/accept`, undefined, {
      password: partnerPassword,
      password_confirmation: partnerPassword,
    });
    expect(dead.statusCode).toBe(410);
    const resent = await call('POST', `${partnerUrl()}/resend-invitation`, world.tokens.adviser);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.status).toBe('invited');
    expect(await inviteHashTo('emma@example.test')).not.toBe(hash);
  });
});

describe('the partner signs in to the one household', () => {
  let partnerToken: string;

  beforeAll(async () => {
    partnerToken = await accept('emma@example.test');
  });

  it('says who is who, the right way round', async () => {
    const partner = (await call('GET', '/api/user', partnerToken)).json();
    expect(partner).toMatchObject({
      name: 'Emma Carter',
      role: 'client',
      client: { id: world.joint.client.id, name: 'James Carter', joint_name: 'Emma Carter' },
      household: { person: 2, partner: { name: 'James Carter', invited: true, has_sign_in: true } },
    });
    const first = (await call('GET', '/api/user', world.tokens.joint)).json();
    expect(first.household).toEqual({
      person: 1,
      partner: { name: 'Emma Carter', invited: true, has_sign_in: true },
    });
    expect((await call('GET', '/api/user', world.tokens.single)).json().household).toEqual({
      person: 1,
      partner: null,
    });
    expect((await call('GET', '/api/user', world.tokens.adviser)).json().household).toBeNull();
    expect((await call('GET', partnerUrl(), world.tokens.adviser)).json().data.partner.status).toBe('active');
  });

  it('sees and edits the one household fact-find; another household stays out of reach', async () => {
    const clientId = world.joint.client.id;
    await startFactFind(call, clientId, world.tokens.joint);
    const saved = await call('PUT', `/api/clients/${clientId}/portal/changes/update`, partnerToken, {
      updates: { personal_details_client2: { middle_names: 'Jane' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = await call('GET', `/api/clients/${clientId}/portal/changes`, world.tokens.joint);
    expect(seen.json().factFind.personal_details_client2).toMatchObject({ middle_names: 'Jane' });
    expect(
      (await call('GET', `/api/clients/${world.single.client.id}/portal/changes`, partnerToken)).statusCode,
    ).toBe(404);
  });

  it('syncs the partner’s profile name and telephone to client 2 of the fact-find, never client 1 (ADR 011)', async () => {
    const put = await call('PUT', '/api/profile', partnerToken, {
      name: 'Emma Jane Carter',
      telephone: '07700 900456',
    });
    expect(put.statusCode, put.body).toBe(200);
    const [client] = await database.db.select().from(clients).where(eq(clients.id, world.joint.client.id));
    expect(client).toMatchObject({ name: 'James Carter', jointName: 'Emma Jane Carter' });
    const seen = (
      await call('GET', `/api/clients/${world.joint.client.id}/portal/changes`, partnerToken)
    ).json();
    expect(seen.factFind.personal_details_client2).toMatchObject({
      first_name: 'Emma',
      middle_names: 'Jane',
      last_name: 'Carter',
      mobile_phone: '07700900456',
    });
    expect(seen.factFind.personal_details_client1).toMatchObject({
      first_name: 'James',
      last_name: 'Carter',
    });
    expect(seen.factFind.personal_details_client1?.mobile_phone).toBeUndefined();
  });

  it('shares the household’s conversation, documents, portfolio and calendar', async () => {
    expect(
      (await call('POST', '/api/messages', partnerToken, { message: 'Hello from Emma' })).statusCode,
    ).toBe(200);
    const conversation = await call('GET', '/api/messages', world.tokens.joint);
    expect(conversation.statusCode).toBe(200);
    expect(JSON.stringify(conversation.json())).toContain('Hello from Emma');
    for (const url of ['/api/documents', '/api/portfolio', '/api/links']) {
      expect((await call('GET', url, partnerToken)).statusCode, url).toBe(200);
    }
  });

  it('never has more fact-find permissions than the household’s client', async () => {
    const denied = await call(
      'PUT',
      `/api/adviser/clients/${world.joint.client.id}/permissions`,
      world.tokens.admin,
      { permissions: { 'fact-find.current_address': { update: false } } },
    );
    expect(denied.statusCode, denied.body).toBe(200);
    const partnerId = (await call('GET', '/api/user', partnerToken)).json().id as number;
    await database.db
      .update(users)
      .set({ permissions: { 'fact-find.current_address': { update: true, read: true } } })
      .where(eq(users.id, partnerId));
    const partner = (await call('GET', '/api/user', partnerToken)).json();
    expect(partner.userPermissions['fact-find.current_address']).toEqual({ update: false });
    const refused = await call(
      'PUT',
      `/api/clients/${world.joint.client.id}/portal/changes/update`,
      partnerToken,
      {
        updates: { current_address: { town: 'Leeds' } },
      },
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('the first partner invites from /profile', () => {
  it('lets person 1 of a joint household invite, and nobody else', async () => {
    const { db } = database;
    const { createClientUser } = await import('../../test/factories.ts');
    const household = await createClientUser(db, {
      firmId: world.firm.id,
      adviserId: world.adviser.id,
      name: 'Noah Patel',
      jointName: 'Priya Patel',
    });
    const token = await createToken(db, { userId: household.user.id, expiresAt: new Date('2100-01-01') });
    expect((await call('POST', '/api/profile/partner', world.tokens.adviser, {})).statusCode).toBe(403);
    expect((await call('GET', '/api/profile/partner', token)).json().data).toEqual({
      joint: true,
      joint_name: 'Priya Patel',
      joint_email: null,
      partner: null,
    });
    const invited = await call('POST', '/api/profile/partner', token, { email: 'priya@example.test' });
    expect(invited.statusCode, invited.body).toBe(200);
    const priya = await accept('priya@example.test');
    const refused = await call('POST', '/api/profile/partner/resend-invitation', priya);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: householdMessages.firstPartnerOnly });
    expect((await call('POST', '/api/profile/partner/revoke-invitation', token)).statusCode).toBe(409);
  });
});
