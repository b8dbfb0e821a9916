import { letterMessages } from '@atrium/domain/contract/letters-of-authority';
import { eq, like } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, factFinds } from '../../db/schema.ts';
import { type CarterOffice, useCarterOffice } from '../../test/carter-office.ts';
import { createClientUser } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { filePart, postForm } from '../../test/uploads.ts';
import { totpCodeAt } from '../mfa/totp.ts';

const { clock, database, call, lasting, world } = useCarterOffice<
  CarterOffice & { oliviaClientId: number; tokens: { olivia: string } }
>({ tempDirPrefix: 'atrium-letters-', totp: true });

// The Carters' fact-find: James's workplace pension and Emma's SIPP, a joint investment account, and what the
// letters name them by (James's National Insurance number is given, Emma's is not).
const carterFactFind = {
  joint: true,
  personal_details_client1: {
    first_name: 'James',
    middle_names: 'Robert',
    last_name: 'Carter',
    date_of_birth: '1978-04-12',
    ni_number: 'AB123456C',
  },
  personal_details_client2: { first_name: 'Emma', last_name: 'Carter', date_of_birth: '1980-09-03' },
  current_address: { address_line_1: '1 High Street', town: 'Leeds', postcode: 'LS1 1AA' },
  pensions: {
    items: [
      { type: 'workplace_dc', owner: 'client1', provider: 'Scottish Widows', reference: 'SW-448812' },
      { type: 'personal', owner: 'client2', provider: 'Aviva', reference: 'SIPP-2291' },
      // No policy number: no letter.
      { type: 'personal', owner: 'client1', provider: 'Hargreaves Lansdown' },
    ],
  },
  investments: {
    items: [{ type: 'gia', owner: 'joint', provider: 'Vanguard', reference: 'GIA-77031' }],
  },
};

// The Carters' fact-find, and Olivia's household: joint in her fact-find, but her partner has no sign-in.
beforeAll(async () => {
  const olivia = await createClientUser(database.db, {
    firmId: world.firmId,
    adviserId: world.adviserId,
    name: 'Olivia Bennett',
  });
  await database.db.insert(factFinds).values([
    { firmId: world.firmId, clientId: world.clientId, data: carterFactFind },
    {
      firmId: world.firmId,
      clientId: olivia.client.id,
      data: {
        joint: true,
        pensions: { items: [{ type: 'personal', owner: 'client2', provider: 'Zurich', reference: 'Z-1' }] },
      },
    },
  ]);
  world.oliviaClientId = olivia.client.id;
  world.tokens.olivia = await lasting(olivia.user.id);
});

const base = (clientId = world.clientId) => `/api/adviser/clients/${clientId}/letters-of-authority`;
const jamesPension = { category: 'pensions', provider: 'Scottish Widows', policy_number: 'SW-448812' };
const jointAccount = { category: 'investments', provider: 'vanguard', policy_number: ' gia-77031 ' };

type LetterBody = {
  id: number;
  title: string;
  status: string;
  signature_request_id: number;
  letter_url: string;
  next_steps: string[];
  can_attach_statement: boolean;
  steps: { type: string; on: string; note: string | null; document: { name: string } | null }[];
};

async function generate(policies: unknown[], token = world.tokens.adviser) {
  return call('POST', base(), token, { policies });
}

const step = (letterId: number, body: Record<string, unknown>, token = world.tokens.adviser) =>
  call('POST', `${base()}/${letterId}/steps`, token, body);

function freshCode(secret: string) {
  clock.advance(30_000);
  return totpCodeAt(secret, clock.now());
}

const letters: { james: LetterBody; joint: LetterBody } = {} as never;

describe('letters of authority', () => {
  it('lists the fact-find’s policies with a provider and a policy number, and whose they are', async () => {
    const listed = await call('GET', base(), world.tokens.adviser);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      data: [],
      policies: [
        expect.objectContaining({
          category: 'pensions',
          type_label: 'Workplace pension (defined contribution)',
          provider: 'Scottish Widows',
          policy_number: 'SW-448812',
          owner: 'client1',
          owner_names: ['James Robert Carter'],
          letter_ids: [],
          blocked_reason: null,
        }),
        expect.objectContaining({ provider: 'Aviva', owner: 'client2', owner_names: ['Emma Carter'] }),
        expect.objectContaining({
          provider: 'Vanguard',
          owner: 'joint',
          owner_names: ['James Robert Carter', 'Emma Carter'],
        }),
      ],
    });
  });

  it('generates one letter per policy, drawn from the fact-find, and sends each to its owner (joint to both)', async () => {
    const made = await generate([jamesPension, jointAccount]);
    expect(made.statusCode, made.body).toBe(201);
    const [joint, james] = made.json().data as LetterBody[];
    if (!joint || !james) throw new Error('two letters expected');
    Object.assign(letters, { james, joint });
    expect(james).toMatchObject({
      title: 'Letter of authority: Workplace pension (defined contribution) with Scottish Widows (SW-448812)',
      status: 'awaiting_signature',
      next_steps: [],
      can_attach_statement: false,
    });
    expect(james.steps.map((s) => s.type)).toEqual(['drafted', 'sent_for_signature']);

    // The letter's words: the provider, the policy, the holder as the fact-find has them, the firm.
    const pdf = await call('GET', james.letter_url, world.tokens.adviser);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    for (const words of [
      'Carter Wealth',
      'To: Scottish Widows',
      'SW-448812',
      'James Robert Carter',
      '12 April 1978',
      'National Insurance number: AB123456C',
      '1 High Street, Leeds, LS1 1AA',
      'receive information only',
    ])
      expect(text).toContain(words);
    const jointText = (await pdfText((await call('GET', joint.letter_url, world.tokens.adviser)).rawPayload))
      .text;
    expect(jointText).toContain('We, James Robert Carter and Emma Carter, authorise Carter Wealth');
    expect(jointText).toContain('GIA-77031');

    // Sent through the signing in the portal: James's to him alone, the joint one to both.
    const requests = (
      await call('GET', `/api/adviser/clients/${world.clientId}/signatures`, world.tokens.adviser)
    ).json().data as { id: number; signers: { person: number }[] }[];
    const signersOf = (id: number) =>
      requests.find((request) => request.id === id)?.signers.map((signer) => signer.person);
    expect(signersOf(james.signature_request_id)).toEqual([1]);
    expect(signersOf(joint.signature_request_id)).toEqual([1, 2]);
    const emmas = (await call('GET', '/api/signatures', world.tokens.emma)).json().data as {
      title: string;
    }[];
    expect(emmas.map((request) => request.title)).toEqual([joint.title]);

    const listed = (await call('GET', base(), world.tokens.adviser)).json();
    expect(listed.policies[0].letter_ids).toEqual([james.id]);
    expect(listed.policies[2].letter_ids).toEqual([joint.id]);
  });

  it('refuses a policy not in the fact-find, one chosen twice, and a partner without a sign-in, making nothing', async () => {
    const unknown = await generate([{ ...jamesPension, policy_number: 'SW-0' }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ 'policies.0': [letterMessages.unknownPolicy] });
    const twice = await generate([jamesPension, { ...jamesPension, provider: 'scottish widows' }]);
    expect(twice.json().errors).toEqual({ 'policies.1': [letterMessages.duplicatePolicy] });
    expect((await generate([])).statusCode).toBe(422);

    const olivias = (await call('GET', base(world.oliviaClientId), world.tokens.adviser)).json();
    expect(olivias.policies[0].blocked_reason).toBe(letterMessages.partnerMissing);
    const blocked = await call('POST', base(world.oliviaClientId), world.tokens.adviser, {
      policies: [{ category: 'pensions', provider: 'Zurich', policy_number: 'Z-1' }],
    });
    expect(blocked.json().errors).toEqual({ 'policies.0': [letterMessages.partnerMissing] });
    expect((await call('GET', base(), world.tokens.adviser)).json().data).toHaveLength(2);
  });

  it('records the steps with the provider in order, each dated, once the letter is signed', async () => {
    const id = letters.james.id;
    const early = await step(id, { step: 'sent_to_provider', date: '2026-11-02' });
    expect(early.json().errors).toEqual({ step: [letterMessages.notSigned] });

    const signed = await call(
      'POST',
      `/api/signatures/${letters.james.signature_request_id}/sign`,
      world.tokens.james,
      {
        typed_name: 'James Carter',
        confirm: true,
        code: freshCode(world.secrets.james),
      },
    );
    expect(signed.statusCode, signed.body).toBe(200);

    clock.advance(3 * 86_400_000);
    const afterSigning = (await call('GET', base(), world.tokens.adviser)).json().data as LetterBody[];
    const current = afterSigning.find((letter) => letter.id === id);
    expect(current).toMatchObject({ status: 'signed', next_steps: ['sent_to_provider'] });
    expect(current?.steps.map((s) => s.type)).toEqual(['drafted', 'sent_for_signature', 'signed']);

    expect((await step(id, { step: 'chased', date: '2026-11-03' })).json().errors).toEqual({
      step: [letterMessages.notSentToProvider],
    });
    expect((await step(id, { step: 'sent_to_provider', date: '2026-11-06' })).json().errors).toEqual({
      date: [letterMessages.dateInFuture],
    });
    expect((await step(id, { step: 'sent_to_provider', date: '2026-11-01' })).json().errors).toEqual({
      date: [letterMessages.dateBeforeLast],
    });
    expect((await step(id, { step: 'sent', date: '2026-11-03' })).statusCode).toBe(422);

    const sent = await step(id, {
      step: 'sent_to_provider',
      date: '2026-11-03',
      note: 'By post, first class',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({
      status: 'sent_to_provider',
      next_steps: ['acknowledged', 'chased', 'information_received'],
      can_attach_statement: true,
    });
    expect((await step(id, { step: 'sent_to_provider', date: '2026-11-04' })).json().errors).toEqual({
      step: [letterMessages.alreadyRecorded],
    });
    expect((await step(id, { step: 'acknowledged', date: '2026-11-04' })).statusCode).toBe(200);
    expect((await step(id, { step: 'chased', date: '2026-11-05' })).statusCode).toBe(200);
    expect((await step(id, { step: 'chased', date: '2026-11-05', note: 'Phoned again' })).statusCode).toBe(
      200,
    );
    const received = await step(id, { step: 'information_received', date: '2026-11-05' });
    expect(received.json().data).toMatchObject({ status: 'information_received', next_steps: [] });
    expect((await step(id, { step: 'chased', date: '2026-11-05' })).json().errors).toEqual({
      step: [letterMessages.afterInformation],
    });
    const steps = (received.json().data as LetterBody).steps;
    expect(steps.map((s) => [s.type, s.on, s.note])).toEqual([
      ['drafted', '2026-11-02', null],
      ['sent_for_signature', '2026-11-02', null],
      ['signed', '2026-11-02', null],
      ['sent_to_provider', '2026-11-03', 'By post, first class'],
      ['acknowledged', '2026-11-04', null],
      ['chased', '2026-11-05', null],
      ['chased', '2026-11-05', 'Phoned again'],
      ['information_received', '2026-11-05', null],
    ]);
  });

  it('attaches the statement received as a document the household sees, once the letter is with the provider', async () => {
    const url = (id: number) => `${base()}/${id}/statement`;
    const tooEarly = await postForm(call, url(letters.joint.id), world.tokens.adviser, [
      filePart('Statement.pdf'),
    ]);
    expect(tooEarly.statusCode).toBe(422);
    expect(tooEarly.json().errors).toEqual({ file: [letterMessages.statementTooEarly] });

    // Sniffed and limited as every upload: not a document type the vault takes.
    const bad = await postForm(call, url(letters.james.id), world.tokens.adviser, [
      {
        name: 'file',
        filename: 'statement.pdf',
        content: Buffer.from('#!/bin/sh\necho hi\n'),
        type: 'application/pdf',
      },
    ]);
    expect(bad.statusCode).toBe(422);

    const attached = await postForm(call, url(letters.james.id), world.tokens.adviser, [
      { name: 'category', value: 'other' },
      filePart('Scottish Widows statement.pdf'),
    ]);
    expect(attached.statusCode, attached.body).toBe(201);
    const last = (attached.json().data as LetterBody).steps.at(-1);
    expect(last).toMatchObject({ type: 'statement', document: { name: 'Scottish Widows statement.pdf' } });

    for (const token of [world.tokens.james, world.tokens.emma]) {
      const documents = (await call('GET', '/api/documents', token)).json().data as {
        name: string;
        category: string;
      }[];
      expect(documents).toContainEqual(
        expect.objectContaining({ name: 'Scottish Widows statement.pdf', category: 'statement' }),
      );
    }
  });

  it('audits what the firm did to each letter', async () => {
    const rows = await database.db
      .select({ type: auditEvents.type, data: auditEvents.data })
      .from(auditEvents)
      .where(like(auditEvents.type, 'letter_of_authority.%'));
    expect(rows.map((row) => row.type).sort()).toEqual([
      'letter_of_authority.generated',
      'letter_of_authority.generated',
      'letter_of_authority.statement_attached',
      'letter_of_authority.step_recorded',
      'letter_of_authority.step_recorded',
      'letter_of_authority.step_recorded',
      'letter_of_authority.step_recorded',
      'letter_of_authority.step_recorded',
    ]);
    const [sent] = await database.db
      .select({ data: auditEvents.data })
      .from(auditEvents)
      .where(eq(auditEvents.type, 'letter_of_authority.step_recorded'));
    expect(sent?.data).toMatchObject({
      clientId: world.clientId,
      letterId: letters.james.id,
      step: 'sent_to_provider',
    });
  });

  it('is in the household’s data export, with its timeline', async () => {
    const exported = await call(
      'GET',
      `/api/adviser/clients/${world.clientId}/data-export`,
      world.tokens.admin,
    );
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const entries = JSON.parse(strFromU8(files['letters-of-authority.json'] ?? new Uint8Array()));
    const james = entries.find((entry: { id: number }) => entry.id === letters.james.id);
    expect(james).toMatchObject({
      provider: 'Scottish Widows',
      policy_number: 'SW-448812',
      owner: 'client1',
    });
    expect(james.steps.map((step: { type: string }) => step.type)).toEqual([
      'drafted',
      'sent_for_signature',
      'sent_to_provider',
      'acknowledged',
      'chased',
      'chased',
      'information_received',
      'statement',
    ]);
  });

  it('is the firm’s: another adviser, another firm and the household themselves are refused', async () => {
    const id = letters.james.id;
    for (const token of [world.tokens.otherAdviser, world.tokens.strangerAdmin]) {
      expect((await call('GET', base(), token)).statusCode).toBe(404);
      expect((await generate([jamesPension], token)).statusCode).toBe(404);
      expect((await step(id, { step: 'chased', date: '2026-11-05' }, token)).statusCode).toBe(404);
    }
    for (const token of [world.tokens.james, world.tokens.emma]) {
      expect((await call('GET', base(), token)).statusCode).toBe(403);
      expect((await generate([jamesPension], token)).statusCode).toBe(403);
      expect((await step(id, { step: 'chased', date: '2026-11-05' }, token)).statusCode).toBe(403);
    }
    // A letter of another client of the firm, through this client's path, is not found.
    const otherClient = await call(
      'POST',
      `${base(world.oliviaClientId)}/${id}/steps`,
      world.tokens.adviser,
      { step: 'chased', date: '2026-11-05' },
    );
    expect(otherClient.statusCode).toBe(404);
    expect((await call('GET', base(), world.tokens.admin)).statusCode).toBe(200);
  });
});
