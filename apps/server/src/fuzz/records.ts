import { todayIso } from '@atrium/domain/factfind/dates';
import { exampleHolding } from '@atrium/domain/portfolio/examples';
import { addDaysIso } from '@atrium/domain/risk/review';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { factFindAnswers, signatureRequests, webhookDeliveries, webhookEvents } from '../db/schema.ts';
import { requester, type TestApp, type TestDatabase } from '../test/build-test-app.ts';
import { createClientUser, testPassword } from '../test/factories.ts';
import { suitabilityReportPdf } from '../test/signatures.ts';
import { filePart, postForm } from '../test/uploads.ts';
import { link, newAccount, newScenario, type Row } from './matrix.ts';
import type { RegisteredRoute } from './registered-routes.ts';
import type { FuzzWorld, Role } from './world.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const idOf = (body: { data?: { id: number }; id?: number }) => body.data?.id ?? body.id ?? 0;

export type Records = Awaited<ReturnType<typeof createRecords>>;

// The records the authorisation matrix and the contract-driven fuzz address by id: client A's document,
// risk assessment, custom answer and free calendar slots, plus a client of A's adviser kept for the rows that
// end a client (erasure, portal access off, permissions), so they cannot spoil client A for the other rows.
export async function createRecords(t: TestApp, database: Pick<TestDatabase, 'db'>, world: FuzzWorld) {
  const freeSlots: number[] = [];
  const clientAUrl = () => `/api/adviser/clients/${world.clientA.client.id}`;

  async function call(method: InjectOptions['method'], url: string, role: Role, payload?: unknown) {
    const token = await world.tokenFor(role);
    const response = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { data?: { id: number }; id?: number };
  }

  // A PDF client A uploads (so client A may also delete it).
  async function uploadForA(): Promise<number> {
    const token = await world.tokenFor('clientA');
    const uploaded = await postForm(requester(t), '/api/documents', token ?? undefined, [
      filePart('Plan.pdf'),
    ]);
    if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
    return idOf(uploaded.json());
  }

  function slotsBody() {
    return {
      date_from: day(2),
      date_to: day(25),
      times: ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00'],
      duration_minutes: 30,
      kind: 'phone',
    };
  }

  const nextSlot = () => {
    const slot = freeSlots.shift();
    if (slot === undefined) throw new Error('no free slot left');
    return slot;
  };

  // A fresh record per cell where a row changes or removes it, so one allowed cell cannot spoil the next.
  async function paramValue(name: string, route: RegisteredRoute): Promise<string> {
    const { url } = route;
    switch (name) {
      case 'clientId':
        return String(url.endsWith('/erasure') ? erasable : world.clientA.client.id);
      case 'factFindId':
        return String(world.factFind.id);
      case 'documentId':
        return String(route.method === 'DELETE' ? await uploadForA() : documentId);
      case 'assessmentId':
        return String(assessmentId);
      case 'answerId':
        return String(answerId);
      case 'questionId':
        return 'experience';
      case 'userId':
        return String(world.otherAdviser.id);
      case 'linkId':
        return String(
          idOf(
            url.startsWith('/api/adviser/links')
              ? await call('POST', '/api/adviser/links', 'admin', link)
              : await call('POST', `${clientAUrl()}/links`, 'admin', link),
          ),
        );
      case 'accountId':
        return String(idOf(await call('POST', `${clientAUrl()}/portfolio/accounts`, 'admin', newAccount())));
      case 'holdingId': {
        const accountId = idOf(
          await call('POST', `${clientAUrl()}/portfolio/accounts`, 'admin', newAccount()),
        );
        const url = `${clientAUrl()}/portfolio/accounts/${accountId}/holdings`;
        return String(idOf(await call('POST', url, 'admin', exampleHolding)));
      }
      case 'appointmentId':
        return String(
          idOf(await call('POST', '/api/calendar/appointments', 'clientA', { slot_id: nextSlot() })),
        );
      case 'slotId':
        return String(nextSlot());
      case 'credentialId':
        return String(
          idOf(
            await call('POST', '/api/adviser/api-credentials', 'admin', {
              name: 'Revoke me',
              scopes: ['clients:read'],
            }),
          ),
        );
      case 'endpointId':
        return String(route.method === 'DELETE' ? await newEndpoint() : endpointId);
      case 'deliveryId':
        return String(deliveryId);
      case 'signatureId':
        // A fresh request where a row ends it; a sealed one where a row downloads the signed copy.
        if (/\/(withdraw|decline)$/.test(url)) return String(await newSignatureRequest());
        return String(url.endsWith('/signed') ? sealedSignatureId : signatureId);
      case 'requestId':
        // A fresh item where a row withdraws it (a withdrawn one is gone from the household's routes).
        return String(url.endsWith('/withdraw') ? await newDocumentRequest() : documentRequestId);
      case 'templateId':
        return String(documentTemplateId);
      case 'scenarioId':
        return String(idOf(await call('POST', `${clientAUrl()}/forecast/scenarios`, 'admin', newScenario())));
      default:
        return '1';
    }
  }

  function bodyOf(row: Row | undefined): unknown {
    switch (row?.body) {
      case 'login':
        return { email: world.clientA.user.email, password: testPassword };
      case 'slots':
        return slotsBody();
      case 'reassign':
        return { to_user_id: world.adviser.id };
      case 'settings':
        return {
          name: 'Example Financial Planning',
          primaryColour: '#009ca6',
          onboardingEnabled: false,
          securePortalUrl: '',
          accessIpipeline: false,
          consentRequired: false,
          consentText: '',
        };
      case 'account':
        return newAccount();
      case 'scenario':
        return newScenario();
      case 'bookable':
        return { slot_id: nextSlot() };
      case 'webhook':
        return webhook;
      case 'signature':
        return signatureBody;
      case 'documentRequest':
        return documentRequestBody;
      case 'documentTemplate':
        return documentTemplateBody;
      default:
        return row?.body;
    }
  }

  const erasable = (
    await createClientUser(database.db, {
      firmId: world.firm.id,
      adviserId: world.adviser.id,
      name: 'Erin Erasable',
    })
  ).client.id;
  const documentId = await uploadForA();
  // A webhook endpoint of firm A (to the discard port: no worker runs here) with one delivery to replay.
  const webhook = { url: 'http://127.0.0.1:9/hooks', events: ['message.received'] };
  const newEndpoint = async () => idOf(await call('POST', '/api/adviser/webhooks', 'admin', webhook));
  const endpointId = await newEndpoint();
  const [event] = await database.db
    .insert(webhookEvents)
    .values({ firmId: world.firm.id, type: 'message.received', data: { client_id: world.clientA.client.id } })
    .returning();
  const [delivery] = await database.db
    .insert(webhookDeliveries)
    .values({ eventId: event?.id ?? 0, endpointId, nextAttemptAt: new Date(), status: 'delivered' })
    .returning();
  const deliveryId = delivery?.id ?? 0;
  // A real PDF in A's vault, sent for signature to both people of A's household; one of them marked sealed (the
  // original stands in for the signed copy: the matrix asks who may download it, not what it holds).
  const pdfId = await (async () => {
    const token = await world.tokenFor('adviserOfA');
    const uploaded = await postForm(requester(t), `${clientAUrl()}/documents`, token ?? undefined, [
      {
        name: 'file',
        filename: 'Report.pdf',
        content: await suitabilityReportPdf(),
        type: 'application/pdf',
      },
    ]);
    if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
    return idOf(uploaded.json());
  })();
  const signatureBody = {
    title: 'Report',
    source: { kind: 'document', document_id: pdfId },
    signers: [1, 2],
  };
  const newSignatureRequest = async () =>
    idOf(await call('POST', `${clientAUrl()}/signatures`, 'adviserOfA', signatureBody));
  const signatureId = await newSignatureRequest();
  const sealedSignatureId = await newSignatureRequest();
  await database.db
    .update(signatureRequests)
    .set({
      status: 'completed',
      finalStorageKey: sql`${signatureRequests.originalStorageKey}`,
      finalSha256: 'f'.repeat(64),
    })
    .where(eq(signatureRequests.id, sealedSignatureId));
  // An item asked of both people of A's household, and a template of firm A.
  const documentRequestBody = {
    title: 'Payslip',
    person: 'both',
    due_date: addDaysIso(todayIso(new Date()), 14),
  };
  const newDocumentRequest = async () =>
    idOf(await call('POST', `${clientAUrl()}/document-requests`, 'adviserOfA', documentRequestBody));
  const documentRequestId = await newDocumentRequest();
  const documentTemplateBody = {
    title: 'Bank statements',
    note: 'The last three months.',
    category: 'statement',
  };
  const documentTemplateId = idOf(
    await call('POST', '/api/adviser/document-request-templates', 'admin', documentTemplateBody),
  );
  const assessmentId = idOf(await call('POST', '/api/atrq/start', 'clientA'));
  const [answer] = await database.db
    .insert(factFindAnswers)
    .values({ factFindId: world.factFind.id, questionId: 'main_goal', value: 'Retire' })
    .returning();
  const answerId = answer?.id ?? 0;
  await call('POST', '/api/adviser/calendar/slots', 'adviserOfA', slotsBody());
  const slots = (await call('GET', '/api/calendar/slots', 'clientA')) as unknown as {
    data: { id: number }[];
  };
  freeSlots.push(...slots.data.map((slot) => slot.id));

  return { erasable, paramValue, bodyOf, freeSlotCount: () => freeSlots.length };
}
