import { notificationTypes } from '@atrium/domain/contract/notifications';
import { signatureMessages } from '@atrium/domain/contract/signatures';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { notifications, signatureRequests, signatureSigners } from '../../db/schema.ts';
import { createAuditLog } from '../../platform/audit.ts';
import { createSigningCertificateSource } from '../../platform/signing/certificate.ts';
import { embeddedSignatures, sha256Hex } from '../../platform/signing/pades.ts';
import { useCarterOffice } from '../../test/carter-office.ts';
import { createClientUser } from '../../test/factories.ts';
import { mailsTo } from '../../test/mail.ts';
import { lastSmsCode } from '../../test/mfa-helpers.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { suitabilityReportPdf, vaultPdf } from '../../test/signatures.ts';
import { createAccess } from '../access/access.ts';
import { createAccessRepo } from '../access/repo.ts';
import { totpCodeAt } from '../mfa/totp.ts';
import { createSignaturesRepo } from './repo.ts';
import { createSignaturesService } from './service.ts';

const { clock, database, t, call, lasting, world } = useCarterOffice({
  tempDirPrefix: 'atrium-signatures-',
  totp: true,
});
const step = 30_000;

const base = () => `/api/adviser/clients/${world.clientId}/signatures`;

async function send(title: string, signers: (1 | 2)[], extra: Record<string, unknown> = {}) {
  const documentId = await vaultPdf(
    call,
    world.clientId,
    world.tokens.adviser,
    await suitabilityReportPdf(title),
  );
  const response = await call('POST', base(), world.tokens.adviser, {
    title,
    source: { kind: 'document', document_id: documentId },
    signers,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; original_sha256: string };
}

// A fresh code: the clock moves to the next 30-second step, whose code no sign-in or signature has used.
function freshCode(secret: string) {
  clock.advance(step);
  return totpCodeAt(secret, clock.now());
}

const sign = (id: number, token: string, typedName: string, code: string) =>
  call(
    'POST',
    `/api/signatures/${id}/sign`,
    token,
    { typed_name: typedName, confirm: true, code },
    {
      'user-agent': 'Mozilla/5.0 (test browser)',
    },
  );

const noticesOf = async (userId: number, type: string) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('sending, signing and sealing', () => {
  it('both partners sign with a fresh code; the sealed PDF carries the certificate page and a valid PAdES signature', async () => {
    const original = await suitabilityReportPdf('Suitability report');
    const sent = await send('Suitability report', [1, 2], { due_date: '2026-11-20' });
    expect(sent.original_sha256).toBe(sha256Hex(original));
    expect(await noticesOf(world.emmaId, notificationTypes.signatureRequested)).toHaveLength(1);
    // Its mail says where to look, not what the document is (alert preferences apply: documents).
    const [mail] = await mailsTo(database.db, 'emma@example.test');
    expect(mail?.subject).toBe('A document is waiting for your signature');
    expect(mail?.text).not.toContain('Suitability report');

    // Each reads the page: the document's text, page by page, and how they will prove it is them.
    const page = await call('GET', `/api/signatures/${sent.id}`, world.tokens.james);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ second_factor: 'totp', expected_name: 'James Carter' });
    expect(page.json().pages).toEqual([
      'Suitability report\nWe recommend a stocks and shares ISA.',
      'Our fees are set out in our fee agreement.',
    ]);
    const pdf = await call('GET', `/api/signatures/${sent.id}/document`, world.tokens.james);
    expect(sha256Hex(pdf.rawPayload)).toBe(sent.original_sha256);

    // The code that confirmed the app (its time step used) is not fresh; a wrong name is refused.
    const stale = await sign(
      sent.id,
      world.tokens.james,
      'James Carter',
      totpCodeAt(world.secrets.james, clock.now()),
    );
    expect(stale.statusCode).toBe(422);
    const misnamed = await sign(sent.id, world.tokens.james, 'Emma Carter', freshCode(world.secrets.james));
    expect(misnamed.json().errors).toEqual({ typed_name: [signatureMessages.nameMismatch] });

    const james = await sign(sent.id, world.tokens.james, ' james  carter ', freshCode(world.secrets.james));
    expect(james.statusCode, james.body).toBe(200);
    expect(james.json().data).toMatchObject({ status: 'pending', my_status: 'signed', final_url: null });
    // Signed once: a second try is refused.
    expect(
      (await sign(sent.id, world.tokens.james, 'James Carter', freshCode(world.secrets.james))).statusCode,
    ).toBe(409);

    const emma = await sign(sent.id, world.tokens.emma, 'Emma Carter', freshCode(world.secrets.emma));
    expect(emma.statusCode, emma.body).toBe(200);
    expect(emma.json().data).toMatchObject({ status: 'completed', my_status: 'signed' });

    const listed = (await call('GET', base(), world.tokens.adviser)).json().data;
    const request = listed.find((r: { id: number }) => r.id === sent.id);
    expect(request.evidence).toHaveLength(2);
    expect(request.evidence[0]).toMatchObject({
      name: 'James Carter',
      email: 'james@example.test',
      typed_name: 'james  carter',
      method: 'totp',
      user_agent: 'Mozilla/5.0 (test browser)',
      ip: '127.0.0.1',
      document_sha256: sent.original_sha256,
    });
    expect(request.events.map((e: { type: string }) => e.type)).toEqual([
      'sent',
      'viewed',
      'viewed',
      'signed',
      'signed',
      'completed',
    ]);

    const sealed = await call('GET', request.final_url, world.tokens.adviser);
    expect(sealed.statusCode).toBe(200);
    expect(sha256Hex(sealed.rawPayload)).toBe(request.final_sha256);
    expect(embeddedSignatures(sealed.rawPayload)).toEqual([
      expect.objectContaining({
        signedBy: 'Atrium development signing',
        isIntact: true,
        coversWholeFile: true,
      }),
    ]);
    const text = await pdfText(sealed.rawPayload);
    expect(text.pages).toBe(3);
    expect(text.text).toContain('Completion certificate');
    expect(text.text).toContain(sent.original_sha256);
    expect(text.text).toContain('Signer 1: James Carter');
    expect(text.text).toContain('Signer 2: Emma Carter');
    expect(await noticesOf(world.emmaId, notificationTypes.signatureCompleted)).toHaveLength(1);

    // /verify: the sealed file is ours; one byte changed is not; the original is the unsigned copy.
    const verify = (body: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/verify',
        payload: body,
        headers: { 'content-type': 'application/pdf' },
      });
    const ours = await verify(sealed.rawPayload);
    expect(ours.json()).toMatchObject({
      verdict: 'signed',
      document: { title: 'Suitability report', signers: [{ name: 'James Carter' }, { name: 'Emma Carter' }] },
      signatures: [{ is_intact: true, covers_whole_file: true }],
    });
    const altered = Buffer.from(sealed.rawPayload);
    altered[200] = (altered[200] ?? 0) ^ 0x01;
    expect((await verify(altered)).json()).toMatchObject({
      verdict: 'unknown',
      document: null,
      signatures: [{ is_intact: false }],
    });
    expect((await verify(original)).json()).toMatchObject({ verdict: 'original' });

    // The data export holds the sealed copy and each signature's evidence.
    const exported = await call(
      'GET',
      `/api/adviser/clients/${world.clientId}/data-export`,
      world.tokens.admin,
    );
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    expect(Buffer.from(files[`signatures/${sent.id}-signed.pdf`] ?? []).equals(sealed.rawPayload)).toBe(true);
    const [entry] = JSON.parse(strFromU8(files['signatures.json'] ?? new Uint8Array())).filter(
      (r: { id: number }) => r.id === sent.id,
    );
    expect(entry).toMatchObject({
      status: 'completed',
      signed_sha256: request.final_sha256,
      signers: [
        { name: 'James Carter', method: 'totp', document_sha256: sent.original_sha256 },
        { name: 'Emma Carter', method: 'totp' },
      ],
    });

    // Signed is final, even for the database's own users.
    await expect(
      database.db
        .update(signatureRequests)
        .set({ title: 'Changed' })
        .where(eq(signatureRequests.id, sent.id)),
    ).rejects.toThrow();
  });

  it('waits for the first signer of an ordered request, and reminds on the firm’s cadence until signed', async () => {
    const sent = await send('Fee agreement', [1, 2], { is_ordered: true });
    const early = await sign(sent.id, world.tokens.emma, 'Emma Carter', freshCode(world.secrets.emma));
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(signatureMessages.notYourTurn);

    const told: [number, string][] = [];
    const reminders = createSignaturesService({
      repo: createSignaturesRepo(database.db),
      storage: { put: async () => ({ size: 0 }), get: async () => null, remove: async () => undefined },
      access: createAccess(createAccessRepo(database.db)),
      audit: createAuditLog(database.db, clock),
      clock,
      notify: async (userId, notification) => told.push([userId, notification.type]),
      notifyFirm: async () => undefined,
      certificates: createSigningCertificateSource({ kind: 'unconfigured' }),
      mfa: { findUser: async () => null, checks: {} as never },
      findDocument: async () => null,
      factFindPdf: async () => Buffer.alloc(0),
      appUrl: 'http://localhost:3000',
    });
    // Requests from other tests are due too; only this one's reminders are looked at.
    const mine = () => told.filter(([userId]) => userId === world.jamesId || userId === world.emmaId);
    clock.advance(2 * 24 * 60 * 60 * 1000);
    await reminders.sendDueReminders();
    expect(mine()).toEqual([]);
    clock.advance(24 * 60 * 60 * 1000);
    await reminders.sendDueReminders();
    // Only James, whose turn it is, and once.
    expect(mine()).toEqual([[world.jamesId, notificationTypes.signatureReminder]]);
    await reminders.sendDueReminders();
    expect(mine()).toHaveLength(1);

    await call('POST', `${base()}/${sent.id}/withdraw`, world.tokens.adviser);
    clock.advance(4 * 24 * 60 * 60 * 1000);
    told.length = 0;
    await reminders.sendDueReminders();
    expect(mine()).toEqual([]);
    const page = await call('GET', `/api/signatures/${sent.id}`, world.tokens.james);
    expect(page.json().data.status).toBe('withdrawn');
    expect(
      (await sign(sent.id, world.tokens.james, 'James Carter', freshCode(world.secrets.james))).statusCode,
    ).toBe(409);
  });

  it('tells the adviser, with the reason, when a partner declines', async () => {
    const sent = await send('Terms of business', [1, 2]);
    const declined = await call('POST', `/api/signatures/${sent.id}/decline`, world.tokens.emma, {
      reason: 'The fee is not what we agreed.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', my_status: 'declined' });
    const listed = (await call('GET', base(), world.tokens.adviser)).json().data;
    const request = listed.find((r: { id: number }) => r.id === sent.id);
    expect(request.signers[1]).toMatchObject({
      status: 'declined',
      decline_reason: 'The fee is not what we agreed.',
    });
    expect(request.events.at(-1)).toMatchObject({ type: 'declined', actor: 'Emma Carter' });
    const [notice] = (
      await database.db
        .select()
        .from(notifications)
        .where(eq(notifications.type, notificationTypes.signatureDeclined))
    ).filter((n) => n.data.body.includes('Terms of business'));
    expect(notice?.data).toMatchObject({
      title: 'Emma Carter declined to sign',
      body: 'Terms of business: The fee is not what we agreed.',
    });
    expect(
      (await sign(sent.id, world.tokens.james, 'James Carter', freshCode(world.secrets.james))).statusCode,
    ).toBe(409);
  });
});

describe('signing with a texted code', () => {
  it('texts a code for signing on request, and signs with it once', async () => {
    const telephone = '+447700900777';
    const { user, client } = await createClientUser(database.db, {
      firmId: world.firmId,
      adviserId: world.adviserId,
      name: 'Sam Texter',
      mfaEnabled: true,
      mfaTelephone: telephone,
    });
    const token = await lasting(user.id);
    const documentId = await vaultPdf(call, client.id, world.tokens.adviser, await suitabilityReportPdf());
    const sent = await call('POST', `/api/adviser/clients/${client.id}/signatures`, world.tokens.adviser, {
      title: 'Report',
      source: { kind: 'document', document_id: documentId },
      signers: [1],
    });
    const id = sent.json().data.id as number;
    const page = (await call('GET', `/api/signatures/${id}`, token)).json();
    expect(page).toMatchObject({ second_factor: 'sms', telephone_hint: '•••• 0777' });

    const texted = await call('POST', `/api/signatures/${id}/code`, token);
    expect(texted.statusCode, texted.body).toBe(200);
    const code = await lastSmsCode(database.db, telephone);
    const signed = await sign(id, token, 'Sam Texter', code);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ status: 'completed' });
    const listed = (
      await call('GET', `/api/adviser/clients/${client.id}/signatures`, world.tokens.adviser)
    ).json();
    expect(listed.data[0].evidence[0]).toMatchObject({ method: 'sms', name: 'Sam Texter' });
    expect(listed.data[0].events.map((e: { type: string }) => e.type)).toContain('code-sent');

    // An authenticator user is told to use the app instead.
    const other = await send('App only', [1]);
    const refused = await call('POST', `/api/signatures/${other.id}/code`, world.tokens.james);
    expect(refused.json().errors).toEqual({ code: [signatureMessages.useApp] });
  });
});

describe('who may do what', () => {
  it('a person signs only what was sent to them; the partner cannot sign for the other', async () => {
    const sent = await send('For James only', [1]);
    for (const url of [`/api/signatures/${sent.id}`, `/api/signatures/${sent.id}/document`]) {
      const refused = await call('GET', url, world.tokens.emma);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(signatureMessages.notYours);
    }
    const forJames = await sign(sent.id, world.tokens.emma, 'James Carter', freshCode(world.secrets.emma));
    expect(forJames.statusCode).toBe(403);
    const list = (await call('GET', '/api/signatures', world.tokens.emma)).json().data;
    expect(list.map((r: { id: number }) => r.id)).not.toContain(sent.id);
  });

  it('staff of another firm, and another adviser, see nothing; a client cannot use the firm’s routes', async () => {
    const sent = await send('Private', [1]);
    for (const token of [world.tokens.strangerAdmin, world.tokens.otherAdviser]) {
      expect((await call('GET', base(), token)).statusCode).toBe(404);
      expect((await call('GET', `${base()}/${sent.id}/original`, token)).statusCode).toBe(404);
      expect((await call('POST', `${base()}/${sent.id}/withdraw`, token)).statusCode).toBe(404);
      expect((await call('GET', `/api/signatures/${sent.id}`, token)).statusCode).toBe(403);
    }
    expect((await call('GET', base(), world.tokens.james)).statusCode).toBe(403);
    expect((await call('GET', base())).statusCode).toBe(401);
  });

  it('refuses what cannot be signed: not a PDF, a partner without a sign-in, a past due date', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const image = await vaultPdf(call, world.clientId, world.tokens.adviser, png);
    const refused = await call('POST', base(), world.tokens.adviser, {
      title: 'Image',
      source: { kind: 'document', document_id: image },
      signers: [1],
    });
    expect(refused.json().errors).toEqual({ 'source.document_id': [signatureMessages.notPdf] });
    const documentId = await vaultPdf(
      call,
      world.clientId,
      world.tokens.adviser,
      await suitabilityReportPdf(),
    );
    const past = await call('POST', base(), world.tokens.adviser, {
      title: 'Late',
      source: { kind: 'document', document_id: documentId },
      signers: [1],
      due_date: '2020-01-01',
    });
    expect(past.json().errors).toEqual({ due_date: [signatureMessages.dueInPast] });
  });

  it('sends a person without two-step verification to set it up first', async () => {
    const { user, client } = await createClientUser(database.db, {
      firmId: world.firmId,
      adviserId: world.adviserId,
      name: 'Ann Lee',
    });
    const token = await lasting(user.id);
    const documentId = await vaultPdf(call, client.id, world.tokens.adviser, await suitabilityReportPdf());
    const sent = await call('POST', `/api/adviser/clients/${client.id}/signatures`, world.tokens.adviser, {
      title: 'Report',
      source: { kind: 'document', document_id: documentId },
      signers: [1],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data.id as number;
    expect((await call('GET', `/api/signatures/${id}`, token)).json().second_factor).toBeNull();
    const refused = await sign(id, token, 'Ann Lee', '123456');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ code: [signatureMessages.setUpMfa] });
  });
});

describe('erasure', () => {
  it('keeps what was signed, with its evidence, and withdraws what still waits for signatures', async () => {
    const pending = await send('Still open', [1, 2]);
    const erased = await call('POST', `/api/adviser/clients/${world.clientId}/erasure`, world.tokens.admin, {
      reason: 'The client asked us to erase their data.',
      confirm_name: 'James Carter',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await database.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.clientId, world.clientId));
    expect(rows.find((row) => row.id === pending.id)?.status).toBe('withdrawn');
    const sealed = rows.find((row) => row.status === 'completed');
    expect(sealed?.finalStorageKey).not.toBeNull();
    const [evidence] = await database.db
      .select()
      .from(signatureSigners)
      .where(eq(signatureSigners.requestId, sealed?.id ?? 0));
    expect(evidence).toMatchObject({ signerName: 'James Carter', method: 'totp', status: 'signed' });
  });
});
