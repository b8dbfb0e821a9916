import { clientsResponseSchema } from '@atrium/domain/contract/adviser';
import { onboardingMessages } from '@atrium/domain/contract/client-onboarding';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clients, outbox, users } from '../../db/schema.ts';
import { createFakeClock, requester, useTestApp } from '../../test/build-test-app.ts';
import { startFactFind } from '../../test/factfind.ts';
import { anotherFirm, createClientUser, createFirmWithStaff, lastingTokens } from '../../test/factories.ts';
import { mailsTo } from '../../test/mail.ts';

const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const tokens = {} as Record<'sarah' | 'tom' | 'admin' | 'client' | 'strangerAdmin', string>;
const ids = {} as Record<'sarah' | 'tom' | 'admin' | 'firm' | 'strangerAdviser' | 'clientUser', number>;
let n = 0;
const fresh = (label: string) => `${label}${++n}@example.test`;

const { database, t } = useTestApp({ clock });
const call = requester(() => t);

beforeAll(async () => {
  const { db } = database;
  const {
    firm,
    adviser: sarah,
    otherAdviser: tom,
    admin,
  } = await createFirmWithStaff(db, ['adviser', 'otherAdviser', 'admin'], { name: 'Carter Wealth' });
  ids.firm = firm.id;
  const existing = await createClientUser(db, {
    firmId: firm.id,
    adviserId: sarah.id,
    email: 'james@example.test',
  });
  const stranger = await anotherFirm(db, ['adviser', 'admin']);
  Object.assign(ids, {
    sarah: sarah.id,
    tom: tom.id,
    admin: admin.id,
    strangerAdviser: stranger.adviser.id,
    clientUser: existing.user.id,
  });
  Object.assign(
    tokens,
    await lastingTokens(db, {
      sarah: sarah.id,
      tom: tom.id,
      admin: admin.id,
      client: existing.user.id,
      strangerAdmin: stranger.admin.id,
    }),
  );
});

async function inviteLinkOf(to: string): Promise<string> {
  const [mail] = await mailsTo(database.db, to);
  const hash = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!hash) throw new Error(`no invitation mailed to ${to}`);
  return hash;
}

async function clientRow(clientId: number) {
  const [row] = await database.db.select().from(clients).where(eq(clients.id, clientId));
  return row;
}

async function portalStatusOf(clientId: number, token = tokens.sarah) {
  const row = await clientRow(clientId);
  const list = await call('GET', `/api/adviser/clients?search=${encodeURIComponent(row?.name ?? '')}`, token);
  return clientsResponseSchema.parse(list.json()).data.find((item) => item.id === clientId)?.portal_status;
}

const add = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/adviser/invitations', token, body);

const usersOfFirm = async () =>
  (await database.db.select({ n: count() }).from(users).where(eq(users.firmId, ids.firm)))[0]?.n ?? 0;

describe('Add client (POST /api/adviser/invitations)', () => {
  it('adds a joint household for the adviser, mails the invitation and lists the client as invited', async () => {
    const email = fresh('lucy');
    const partner = fresh('mark');
    const response = await add(tokens.sarah, {
      name: 'Lucy Ward',
      email,
      partner_name: 'Mark Ward',
      partner_email: partner,
    });
    expect(response.statusCode, response.body).toBe(200);
    const clientId = response.json().client.id as number;
    expect(await clientRow(clientId)).toMatchObject({
      name: 'Lucy Ward',
      jointName: 'Mark Ward',
      jointEmail: partner,
      adviserId: ids.sarah,
    });
    const [mail] = await mailsTo(database.db, email);
    expect(mail?.subject).toBe('Carter Wealth has invited you to your client portal');
    expect(mail?.text).toContain('Sarah Mitchell has invited you');
    // The partner has no login of their own, so no mail.
    expect(await mailsTo(database.db, partner)).toEqual([]);
    expect(await portalStatusOf(clientId)).toBe('invited');
    const hash = await inviteLinkOf(email);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${hash}` })).json()).toMatchObject({
      email,
      name: 'Lucy Ward',
    });
    // The client accepts; their first fact-find is joint, with the partner as client 2.
    const password = 'a quiet harbour at dawn';
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${hash}/accept`,
      payload: { password, password_confirmation: password },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const started = await startFactFind(call, clientId, accepted.json().token as string);
    expect(started.json().factFind).toMatchObject({
      joint: true,
      personal_details_client1: { first_name: 'Lucy', last_name: 'Ward' },
      personal_details_client2: { first_name: 'Mark', last_name: 'Ward', email: partner },
    });
    const audited = await database.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'client.added'), eq(auditEvents.userId, ids.sarah)));
    expect(audited.map((row) => row.data)).toContainEqual(
      expect.objectContaining({ clientId, adviserId: ids.sarah, joint: true }),
    );
  });

  it('shows on the overview the dates of birth the household gave in the fact-find', async () => {
    const email = fresh('nia');
    const response = await add(tokens.sarah, { name: 'Nia Obi', email, partner_name: 'Tunde Obi' });
    expect(response.statusCode, response.body).toBe(200);
    const clientId = response.json().client.id as number;
    const password = 'a quiet harbour at dawn';
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${await inviteLinkOf(email)}/accept`,
      payload: { password, password_confirmation: password },
    });
    const token = accepted.json().token as string;
    await startFactFind(call, clientId, token);
    const saved = await call('PUT', `/api/clients/${clientId}/portal/changes/update`, token, {
      updates: {
        personal_details_client1: { date_of_birth: '1979-05-01' },
        personal_details_client2: { date_of_birth: '1981-11-20' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Added without dates of birth: the client record has none, the fact-find both.
    expect(await clientRow(clientId)).toMatchObject({ dob: null, jointDob: null });
    const overview = (await call('GET', `/api/adviser/clients/${clientId}`, tokens.sarah)).json().data;
    expect(overview.dob).toBe('1979-05-01');
    expect(overview.joint).toMatchObject({ name: 'Tunde Obi', dob: '1981-11-20' });
  });

  it('lets an adviser add clients only for themself, and an admin choose any adviser of the firm', async () => {
    const refused = await add(tokens.sarah, { name: 'Not Mine', email: fresh('x'), adviser_id: ids.tom });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ adviser_id: [onboardingMessages.adviserSelfOnly] });
    const own = await add(tokens.sarah, { name: 'Mine', email: fresh('y'), adviser_id: ids.sarah });
    expect(own.statusCode).toBe(200);

    const forTom = await add(tokens.admin, { name: 'For Tom', email: fresh('z'), adviser_id: ids.tom });
    expect(forTom.statusCode, forTom.body).toBe(200);
    expect((await clientRow(forTom.json().client.id))?.adviserId).toBe(ids.tom);
    const unassigned = await add(tokens.admin, { name: 'Nobody Yet', email: fresh('w') });
    expect((await clientRow(unassigned.json().client.id))?.adviserId).toBeNull();
    // Another firm's adviser, or a client, is not one of the firm's advisers.
    for (const adviserId of [ids.strangerAdviser, ids.clientUser]) {
      const wrong = await add(tokens.admin, { name: 'Wrong', email: fresh('v'), adviser_id: adviserId });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ adviser_id: [onboardingMessages.adviserUnknown] });
    }
  });

  it('answers 422 beside the field for an address already in the firm, however it is spelt', async () => {
    const before = await usersOfFirm();
    const mailsBefore = (await database.db.select({ n: count() }).from(outbox))[0]?.n;
    const taken = await add(tokens.sarah, { name: 'James Again', email: 'ＪＡＭＥＳ@Example.test' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({
      message: onboardingMessages.emailTaken,
      errors: { email: [onboardingMessages.emailTaken] },
    });
    // A partner's address belonging to someone in the firm (here an adviser) is refused too.
    const staffEmail = (await database.db.select().from(users).where(eq(users.id, ids.tom)))[0]?.email;
    const partnerTaken = await add(tokens.sarah, {
      name: 'New',
      email: fresh('new'),
      partner_name: 'Tom',
      partner_email: staffEmail,
    });
    expect(partnerTaken.json().errors).toEqual({ partner_email: [onboardingMessages.emailTaken] });
    const same = await add(tokens.sarah, {
      name: 'Same',
      email: 'same@example.test',
      partner_name: 'Same Partner',
      partner_email: 'SAME@example.test',
    });
    expect(same.json().errors).toEqual({ partner_email: [onboardingMessages.partnerSameEmail] });
    const noName = await add(tokens.sarah, { name: 'No Name', email: fresh('a'), partner_email: fresh('b') });
    expect(noName.json().errors).toEqual({ partner_name: [onboardingMessages.partnerNameRequired] });
    expect(await usersOfFirm()).toBe(before);
    expect((await database.db.select({ n: count() }).from(outbox))[0]?.n).toBe(mailsBefore);
  });

  it('is for the firm only: 401 without a login, 403 to a client', async () => {
    const body = { name: 'X', email: fresh('x') };
    expect((await call('POST', '/api/adviser/invitations', undefined, body)).statusCode).toBe(401);
    expect((await add(tokens.client, body)).statusCode).toBe(403);
  });
});

describe('resend and revoke', () => {
  async function invited(token = tokens.sarah) {
    const email = fresh('inv');
    const response = await add(token, { name: 'Ivy Invited', email });
    expect(response.statusCode, response.body).toBe(200);
    return { clientId: response.json().client.id as number, email, hash: await inviteLinkOf(email) };
  }
  const linkStatus = async (hash: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/invitations/${hash}` })).statusCode;

  it('resends a new link, mailed, and the old one dies', async () => {
    const { clientId, email, hash } = await invited();
    const resent = await call('POST', `/api/adviser/clients/${clientId}/resend-invitation`, tokens.sarah);
    expect(resent.statusCode, resent.body).toBe(200);
    const newHash = await inviteLinkOf(email);
    expect(newHash).not.toBe(hash);
    expect(await mailsTo(database.db, email)).toHaveLength(2);
    expect(await linkStatus(hash)).toBe(410);
    expect(await linkStatus(newHash)).toBe(200);
  });

  it('revokes: the link dies, the client cannot get in, the list shows Revoked; inviting again works', async () => {
    const { clientId, email, hash } = await invited();
    const revoked = await call('POST', `/api/adviser/clients/${clientId}/revoke-invitation`, tokens.sarah);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({
      message: onboardingMessages.invitationRevoked,
      data: { portal: { status: 'revoked' } },
    });
    expect(await linkStatus(hash)).toBe(410);
    const accept = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${hash}/accept`,
      payload: { password: 'a quiet harbour at dawn', password_confirmation: 'a quiet harbour at dawn' },
    });
    expect(accept.statusCode).toBe(410);
    // No password reset either: access is off.
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
    expect((await mailsTo(database.db, email)).map((mail) => mail.subject)).not.toContainEqual(
      expect.stringContaining('Reset'),
    );
    expect(await portalStatusOf(clientId)).toBe('revoked');
    expect(
      (await call('POST', `/api/adviser/clients/${clientId}/revoke-invitation`, tokens.sarah)).statusCode,
    ).toBe(409);
    const audited = await database.db
      .select({ n: count() })
      .from(auditEvents)
      .where(eq(auditEvents.type, 'invitation.revoked'));
    expect(audited[0]?.n).toBe(1);

    const again = await call('POST', `/api/adviser/clients/${clientId}/resend-invitation`, tokens.sarah);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.portal.status).toBe('invited');
    expect(await linkStatus(await inviteLinkOf(email))).toBe(200);
  });

  it('is scoped: another adviser, or another firm, gets 404; the admin of the firm may', async () => {
    const { clientId, hash } = await invited();
    for (const token of [tokens.tom, tokens.strangerAdmin]) {
      for (const action of ['resend-invitation', 'revoke-invitation']) {
        const response = await call('POST', `/api/adviser/clients/${clientId}/${action}`, token);
        expect(response.statusCode).toBe(404);
      }
    }
    expect(await linkStatus(hash)).toBe(200);
    const byAdmin = await call('POST', `/api/adviser/clients/${clientId}/revoke-invitation`, tokens.admin);
    expect(byAdmin.statusCode).toBe(200);
  });
});

describe('bulk add (POST /api/adviser/invitations/import)', () => {
  const upload = (token: string, csv: string) =>
    call('POST', '/api/adviser/invitations/import', token, { csv });

  it('adds nothing when any row is wrong, and reports every row’s problems', async () => {
    const before = await usersOfFirm();
    const good = fresh('good');
    const csv = [
      'name,email,partner_name,partner_email,adviser_email',
      `Good Row,${good},,,`,
      `Twice,${good.toUpperCase()},,,`,
      'Taken,james@example.test,,,',
      `Bad Email,not-an-email,,,`,
      `No Partner Name,${fresh('c')},,${fresh('d')},`,
      `Stranger,${fresh('e')},,,nobody@example.test`,
    ].join('\n');
    const response = await upload(tokens.admin, csv);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: onboardingMessages.importFailed,
      errors: {
        'rows.3.email': [onboardingMessages.emailTwiceInFile(2)],
        'rows.4.email': [onboardingMessages.emailTaken],
        'rows.5.email': [onboardingMessages.emailInvalid],
        'rows.6.partner_name': [onboardingMessages.partnerNameRequired],
        'rows.7.adviser_email': [onboardingMessages.adviserUnknown],
      },
    });
    expect(await usersOfFirm()).toBe(before);
    expect(await mailsTo(database.db, good)).toEqual([]);
  });

  it('reports a file without the required columns as a whole', async () => {
    const response = await upload(tokens.sarah, 'name,phone\nA,1');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      csv: ['Missing column(s): email.', 'Unknown column(s): phone.'],
    });
  });

  it('adds every row when all are right: partners kept, advisers chosen, each client mailed', async () => {
    const [one, two, partner] = [fresh('one'), fresh('two'), fresh('partner')];
    const tomEmail = (await database.db.select().from(users).where(eq(users.id, ids.tom)))[0]?.email ?? '';
    const csv = `Name,Email,Partner Name,Partner Email,Adviser Email\r\nOne Person,${one},Their Partner,${partner},${tomEmail.toUpperCase()}\r\nTwo Person,${two},,,\r\n`;
    const response = await upload(tokens.admin, csv);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: onboardingMessages.imported(2),
      data: { created: 2 },
    });
    const [first, second] = response.json().data.clients as { id: number }[];
    expect(await clientRow(first?.id ?? 0)).toMatchObject({
      jointName: 'Their Partner',
      jointEmail: partner,
      adviserId: ids.tom,
    });
    expect((await clientRow(second?.id ?? 0))?.adviserId).toBeNull();
    expect(await mailsTo(database.db, one)).toHaveLength(1);
    expect(await mailsTo(database.db, two)).toHaveLength(1);
    expect(await portalStatusOf(first?.id ?? 0, tokens.admin)).toBe('invited');
  });

  it('lets an adviser name only themself in adviser_email', async () => {
    const sarahEmail = (await database.db.select().from(users).where(eq(users.id, ids.sarah)))[0]?.email;
    const tomEmail = (await database.db.select().from(users).where(eq(users.id, ids.tom)))[0]?.email;
    const csv = `name,email,adviser_email\nMine,${fresh('m')},${sarahEmail}\nTom's,${fresh('t')},${tomEmail}\n`;
    const response = await upload(tokens.sarah, csv);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'rows.3.adviser_email': [onboardingMessages.adviserSelfOnly] });
    const fixed = await upload(tokens.sarah, `name,email\nMine,${fresh('m')}\n`);
    expect(fixed.statusCode).toBe(200);
    expect((await clientRow(fixed.json().data.clients[0].id))?.adviserId).toBe(ids.sarah);
  });
});
