import { buffer } from 'node:stream/consumers';
import {
  type GenerateLetters,
  type Letter,
  type LettersResponse,
  letterMessages,
  type PolicyOwner,
  type RecordStep,
} from '@atrium/domain/contract/letters-of-authority';
import { signatureMessages } from '@atrium/domain/contract/signatures';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { todayIso } from '@atrium/domain/factfind/dates';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { readPath } from '@atrium/domain/factfind/visibility';
import {
  cleanText,
  type FactFindPolicy,
  factFindPolicies,
  samePolicy,
  signersOf,
} from '@atrium/domain/letters-of-authority/policies';
import { canAttachStatement, checkStep } from '@atrium/domain/letters-of-authority/steps';
import { isUniqueViolation } from '../../db/errors.ts';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import type { ScopedClient, ScopedDeps } from '../access/access.ts';
import type { DocumentsService, UploadPart } from '../documents/service.ts';
import { logoTypeOfKey } from '../firm-settings/logo-key.ts';
import type { SignaturesService } from '../signatures/service.ts';
import { type LetterModel, renderLetterPdf } from './letter-pdf.ts';
import type { LetterRow, LettersRepo } from './repo.ts';
import { letterState, letterView } from './views.ts';

type Deps = ScopedDeps & {
  repo: LettersRepo;
  // The household's fact-find as the caller reads it (features/factfind).
  factFindOf: (auth: AuthContext, clientId: number) => Promise<FactFindData>;
  // The one way a document is signed (features/signatures) and kept (features/documents).
  signatures: Pick<SignaturesService, 'create' | 'isConfigured'>;
  documents: Pick<DocumentsService, 'storeGenerated' | 'uploadForClient'>;
  // Where the firm's uploaded logo is (features/firm-settings).
  brandingStorage: FileStorage;
};

// The upload's parts with its category set to a statement, whatever the form said.
async function* asStatement(parts: AsyncIterable<UploadPart>): AsyncIterable<UploadPart> {
  yield { type: 'field', fieldname: 'category', value: 'statement' };
  for await (const part of parts) {
    if (part.type === 'field' && part.fieldname === 'category') continue;
    yield part;
  }
}

export function createLettersService(deps: Deps) {
  const { repo, access, audit, clock, signatures, documents } = deps;

  // Each person of the household as the fact-find names them in full (first, middle and last names), else the
  // name the firm has for them.
  function holderName(
    person: 1 | 2,
    factFind: FactFindData,
    client: { name: string; jointName: string | null },
  ) {
    const at = (key: string) => cleanText(readPath(factFind, `personal_details_client${person}.${key}`));
    const full = [at('first_name'), at('middle_names'), at('last_name')].filter(Boolean).join(' ');
    if (at('first_name') && at('last_name')) return full;
    return person === 1 ? client.name : client.jointName || 'Partner';
  }

  const peopleOf = (owner: PolicyOwner) => signersOf(owner);

  async function contextOf(auth: AuthContext, client: ScopedClient) {
    const [context, factFind] = await Promise.all([
      repo.findLetterContext(client.firmId, client.clientId),
      deps.factFindOf(auth, client.clientId),
    ]);
    if (!context) throw notFound();
    const names = (owner: PolicyOwner) =>
      peopleOf(owner).map((person) => holderName(person, factFind, context.client));
    return { context, factFind, names };
  }

  async function views(client: ScopedClient, rows: LetterRow[], names: (owner: PolicyOwner) => string[]) {
    const events = await repo.eventsOf(
      client.firmId,
      rows.map((row) => row.letter.id),
    );
    return rows.map((row) =>
      letterView(
        row,
        events.filter((event) => event.letterId === row.letter.id),
        names(row.letter.owner),
      ),
    );
  }

  async function oneLetter(client: ScopedClient, letterId: number) {
    const [row] = await repo.listForClient(client.firmId, client.clientId, letterId);
    if (!row) throw notFound();
    return row;
  }

  async function firmLogo(logoPath: string | null): Promise<LetterModel['firm']['logo']> {
    const type = logoPath ? logoTypeOfKey(logoPath) : null;
    // pdfkit draws PNG and JPEG; a WebP logo (or the default mark) leaves the firm's name alone on the band.
    if (!logoPath || (type !== 'image/png' && type !== 'image/jpeg')) return null;
    const stored = await deps.brandingStorage.get(logoPath);
    return stored ? { bytes: await buffer(stored.stream), mimeType: type } : null;
  }

  return {
    async list(auth: AuthContext, clientId: number): Promise<LettersResponse> {
      const client = await access.clientForStaff(auth, clientId);
      const { context, factFind, names } = await contextOf(auth, client);
      const [rows, people] = await Promise.all([
        repo.listForClient(client.firmId, client.clientId),
        access.householdUserIds(client.clientId),
      ]);
      const letters = await views(client, rows, names);
      return {
        policies: factFindPolicies(factFind, context.region).map((policy) => ({
          category: policy.category,
          type: policy.type,
          type_label: policy.typeLabel,
          provider: policy.provider,
          policy_number: policy.policyNumber,
          owner: policy.owner,
          owner_names: names(policy.owner),
          letter_ids: rows
            .filter((row) =>
              samePolicy(policy, {
                category: row.letter.category,
                provider: row.letter.provider,
                policyNumber: row.letter.policyNumber,
              }),
            )
            .map((row) => row.letter.id),
          blocked_reason: peopleOf(policy.owner).some((person) => people[person - 1] === undefined)
            ? letterMessages.partnerMissing
            : null,
        })),
        data: letters,
      };
    },

    // One letter per chosen policy: the PDF kept with the household's documents, sent for signature to its owner
    // (both people for a joint policy), recorded as drafted and sent. Everything is checked before anything is made.
    async generate(
      auth: AuthContext,
      clientId: number,
      input: GenerateLetters,
      info: ClientInfo,
    ): Promise<{ data: Letter[] }> {
      const client = await access.clientForStaff(auth, clientId);
      if (!signatures.isConfigured()) throw new AppError('not_configured', signatureMessages.unavailable);
      const now = clock.now();
      const today = todayIso(now);
      if (input.due_date && input.due_date < today)
        throw invalidField('due_date', signatureMessages.dueInPast);
      const { context, factFind, names } = await contextOf(auth, client);
      const people = await access.householdUserIds(client.clientId);
      const policies = factFindPolicies(factFind, context.region);
      const chosen: FactFindPolicy[] = input.policies.map((choice, index) => {
        const wanted = { ...choice, policyNumber: choice.policy_number };
        const policy = policies.find((candidate) => samePolicy(candidate, wanted));
        if (!policy) throw invalidField(`policies.${index}`, letterMessages.unknownPolicy);
        if (
          input.policies
            .slice(0, index)
            .some((other) => samePolicy({ ...other, policyNumber: other.policy_number }, wanted))
        )
          throw invalidField(`policies.${index}`, letterMessages.duplicatePolicy);
        if (peopleOf(policy.owner).some((person) => people[person - 1] === undefined))
          throw invalidField(`policies.${index}`, letterMessages.partnerMissing);
        return policy;
      });
      const logo = await firmLogo(context.firm.logoPath);
      const address = ['address_line_1', 'address_line_2', 'town', 'postcode']
        .map((key) => cleanText(readPath(factFind, `current_address.${key}`)))
        .filter(Boolean);
      const nationalIdLabel = context.region === 'ie' ? 'PPS number' : 'National Insurance number';
      const ids: number[] = [];
      for (const policy of chosen) {
        const holders = peopleOf(policy.owner).map((person) => {
          const at = (key: string) =>
            cleanText(readPath(factFind, `personal_details_client${person}.${key}`));
          return {
            name: holderName(person, factFind, context.client),
            dateOfBirth: at('date_of_birth') ? formatIsoDate(at('date_of_birth')) : null,
            nationalId: at('ni_number') || null,
          };
        });
        const body = await renderLetterPdf({
          firm: { name: context.firm.name, colour: context.firm.primaryColour, logo },
          date: formatIsoDate(today),
          provider: policy.provider,
          policyType: policy.typeLabel,
          policyNumber: policy.policyNumber,
          holders,
          nationalIdLabel,
          address,
        });
        const title =
          `Letter of authority: ${policy.typeLabel} with ${policy.provider} (${policy.policyNumber})`.slice(
            0,
            200,
          );
        const fileName = `Letter of authority - ${policy.provider} ${policy.policyNumber}`
          .replace(/[^\w .()-]+/g, '')
          .slice(0, 120);
        const documentId = await documents.storeGenerated(
          auth,
          client.clientId,
          { name: `${fileName}.pdf`, category: 'correspondence', mimeType: 'application/pdf', body },
          info,
        );
        const sent = await signatures.create(
          auth,
          client.clientId,
          {
            title,
            source: { kind: 'document', document_id: documentId },
            signers: peopleOf(policy.owner),
            is_ordered: false,
            due_date: input.due_date,
          },
          info,
        );
        const recordedAt = clock.now();
        const id = await repo.insertLetter(
          {
            firmId: client.firmId,
            clientId: client.clientId,
            category: policy.category,
            policyType: policy.typeLabel,
            provider: policy.provider,
            policyNumber: policy.policyNumber,
            owner: policy.owner,
            documentId,
            signatureRequestId: sent.data.id,
            createdBy: auth.userId,
            createdAt: recordedAt,
          },
          [
            { type: 'drafted', occurredOn: today, recordedBy: auth.userId, recordedAt },
            { type: 'sent_for_signature', occurredOn: today, recordedBy: auth.userId, recordedAt },
          ],
        );
        await audit.record(
          callerEvent(auth, info, 'letter_of_authority.generated', {
            clientId: client.clientId,
            letterId: id,
            documentId,
            signatureRequestId: sent.data.id,
          }),
        );
        ids.push(id);
      }
      const rows = await repo.listForClient(client.firmId, client.clientId);
      const made = await views(
        client,
        rows.filter((row) => ids.includes(row.letter.id)),
        names,
      );
      return { data: made };
    },

    // A step with the provider, as the adviser records it: in order (packages/domain/src/letters-of-authority/steps.ts),
    // dated no later than today and no earlier than the step before.
    async recordStep(
      auth: AuthContext,
      clientId: number,
      letterId: number,
      input: RecordStep,
      info: ClientInfo,
    ): Promise<{ data: Letter }> {
      const client = await access.clientForStaff(auth, clientId);
      const row = await oneLetter(client, letterId);
      const events = await repo.eventsOf(client.firmId, [letterId]);
      const refusal = checkStep(letterState(row, events), input.step, input.date, todayIso(clock.now()));
      if (refusal) throw invalidField(refusal.field, refusal.message);
      try {
        await repo.addEvent(row.letter, {
          type: input.step,
          occurredOn: input.date,
          note: input.note,
          recordedBy: auth.userId,
          recordedAt: clock.now(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw invalidField('step', letterMessages.alreadyRecorded);
        throw error;
      }
      await audit.record(
        callerEvent(auth, info, 'letter_of_authority.step_recorded', {
          clientId: client.clientId,
          letterId,
          step: input.step,
          on: input.date,
        }),
      );
      const { names } = await contextOf(auth, client);
      const [view] = await views(client, [await oneLetter(client, letterId)], names);
      if (!view) throw notFound();
      return { data: view };
    },

    // The statement the provider sent, uploaded to the household's documents (sniffed and limited as every upload,
    // shared with the household) and attached to the letter.
    async attachStatement(
      auth: AuthContext,
      clientId: number,
      letterId: number,
      parts: AsyncIterable<UploadPart>,
      info: ClientInfo,
    ): Promise<{ data: Letter }> {
      const client = await access.clientForStaff(auth, clientId);
      const row = await oneLetter(client, letterId);
      const events = await repo.eventsOf(client.firmId, [letterId]);
      if (!canAttachStatement(letterState(row, events)))
        throw invalidField('file', letterMessages.statementTooEarly);
      const uploaded = await documents.uploadForClient(auth, client.clientId, asStatement(parts), info);
      const now = clock.now();
      await repo.addEvent(row.letter, {
        type: 'statement',
        occurredOn: todayIso(now),
        documentId: uploaded.data.id,
        recordedBy: auth.userId,
        recordedAt: now,
      });
      await audit.record(
        callerEvent(auth, info, 'letter_of_authority.statement_attached', {
          clientId: client.clientId,
          letterId,
          documentId: uploaded.data.id,
        }),
      );
      const { names } = await contextOf(auth, client);
      const [view] = await views(client, [await oneLetter(client, letterId)], names);
      if (!view) throw notFound();
      return { data: view };
    },
  };
}

export type LettersService = ReturnType<typeof createLettersService>;
