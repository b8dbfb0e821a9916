import { webhookEventTypes } from '@atrium/domain/contract/webhooks';
import { allQuestions, currentRiskQuestionnaire } from '@atrium/domain/risk/questionnaire';
import { and, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  documentRequests,
  factFinds,
  invitations,
  reviews,
  signatureRequests,
  users,
  webhookEvents,
} from '../../db/schema.ts';
import { requester, useTestApp } from '../../test/build-test-app.ts';
import { factFindWorld } from '../../test/factfind.ts';
import { filePart, postForm } from '../../test/uploads.ts';
import { createRiskRepo } from '../risk/repo.ts';
import { createKeepEvent } from './keep-event.ts';
import type { EventRow } from './repo.ts';

const { database, t } = useTestApp();
const call = requester(() => t);
let world: Awaited<ReturnType<typeof factFindWorld>>;
let seen = 0;

beforeAll(async () => {
  world = await factFindWorld(database.db);
});

// The events recorded since the last call, oldest first.
async function recorded(): Promise<EventRow[]> {
  const rows = await database.db
    .select()
    .from(webhookEvents)
    .where(gt(webhookEvents.id, seen))
    .orderBy(webhookEvents.id);
  seen = rows.at(-1)?.id ?? seen;
  return rows;
}
const typesAndData = (rows: EventRow[]) => rows.map((row) => ({ type: row.type, data: row.data }));

describe('the events each change records (migration 0034), ids only', () => {
  it('a fact-find submitted, returned with a note, submitted again and reviewed', async () => {
    await recorded();
    const clientId = world.single.client.id;
    const [factFind] = await database.db
      .insert(factFinds)
      .values({ firmId: world.firm.id, clientId, status: 'draft' })
      .returning();
    if (!factFind) throw new Error('no fact-find');
    const submit = () =>
      database.db.update(factFinds).set({ status: 'awaiting-review' }).where(eq(factFinds.id, factFind.id));
    await submit();
    const url = `/api/adviser/clients/${clientId}/fact-find`;
    expect(
      (await call('POST', `${url}/return`, world.tokens.adviser, { note: 'Please add your pension' }))
        .statusCode,
    ).toBe(200);
    await submit();
    expect((await call('POST', `${url}/review`, world.tokens.adviser)).statusCode).toBe(200);
    const ids = { client_id: clientId, fact_find_id: factFind.id };
    expect(typesAndData(await recorded())).toEqual([
      { type: 'fact_find.submitted', data: ids },
      { type: 'fact_find.returned', data: ids },
      { type: 'fact_find.submitted', data: ids },
      { type: 'fact_find.reviewed', data: ids },
    ]);
  });

  it('a client invited and joined; a member of staff invited is not a client event', async () => {
    await recorded();
    const invited = await call('POST', '/api/adviser/invitations', world.tokens.adviser, {
      name: 'Nina Patel',
      email: 'nina.patel@example.test',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const clientId = invited.json().client.id as number;
    const [invitation] = await database.db
      .select({ id: invitations.id })
      .from(invitations)
      .innerJoin(users, eq(users.id, invitations.userId))
      .where(eq(users.email, 'nina.patel@example.test'));
    if (!invitation) throw new Error('no invitation');
    await database.db
      .update(invitations)
      .set({ acceptedAt: new Date() })
      .where(eq(invitations.id, invitation.id));
    const staff = await call('POST', '/api/adviser/team/invitations', world.tokens.admin, {
      name: 'New Adviser',
      email: 'new.adviser@example.test',
      role: 'adviser',
    });
    expect(staff.statusCode, staff.body).toBe(201);
    expect(typesAndData(await recorded())).toEqual([
      { type: 'client.invited', data: { client_id: clientId, person: 1 } },
      { type: 'client.joined', data: { client_id: clientId, person: 1 } },
    ]);
  });

  it('a document uploaded, by the client or by the firm', async () => {
    await recorded();
    const clientId = world.joint.client.id;
    expect(
      (await postForm(call, '/api/documents', world.tokens.joint, [filePart('p60.pdf')])).statusCode,
    ).toBe(201);
    const firm = await postForm(call, `/api/adviser/clients/${clientId}/documents`, world.tokens.adviser, [
      filePart('report.pdf'),
    ]);
    expect(firm.statusCode).toBe(201);
    expect(typesAndData(await recorded())).toEqual([
      {
        type: 'document.uploaded',
        data: { client_id: clientId, document_id: expect.any(Number), source: 'client' },
      },
      {
        type: 'document.uploaded',
        data: { client_id: clientId, document_id: firm.json().data.id, source: 'firm' },
      },
    ]);
  });

  it('a message from the household, and none for the firm’s own', async () => {
    await recorded();
    expect((await call('POST', '/api/messages', world.tokens.joint, { message: 'Hello' })).statusCode).toBe(
      200,
    );
    const url = `/api/adviser/clients/${world.joint.client.id}/messages`;
    expect((await call('POST', url, world.tokens.adviser, { message: 'Hello James' })).statusCode).toBe(200);
    expect(typesAndData(await recorded())).toEqual([
      {
        type: 'message.received',
        data: { client_id: world.joint.client.id, message_id: expect.any(Number) },
      },
    ]);
  });

  it('a risk result final: at once without answers that disagree, else only once the adviser reviews it', async () => {
    const questionnaire = currentRiskQuestionnaire();
    const capacityIds = new Set(questionnaire.capacity.map((question) => question.id));
    const complete = async (token: string, answers: Record<string, number> = {}) => {
      for (const question of allQuestions(questionnaire)) {
        const value = answers[question.id] ?? (capacityIds.has(question.id) ? 3 : 5);
        expect((await call('PUT', `/api/atrq/answers/${question.id}`, token, { value })).statusCode).toBe(
          200,
        );
      }
      const submitted = await call('POST', '/api/atrq/submit', token);
      expect(submitted.statusCode, submitted.body).toBe(200);
      return submitted.json().data as { id: number; result: { status: string } };
    };
    const keep = createKeepEvent({ findRiskAssessment: createRiskRepo(database.db).findById });

    await recorded();
    const plain = await complete(world.tokens.single);
    expect(plain.result.status).toBe('final');
    const [final] = await recorded();
    expect(final?.type).toBe('risk_result.final');
    expect(final && (await keep(final))).toBe(true);

    const disagreeing = await complete(world.tokens.joint, { largest_fall: 1 });
    expect(disagreeing.result.status).toBe('awaiting_client');
    const [completion] = await recorded();
    expect(completion && (await keep(completion))).toBe(false);
    expect((await call('POST', `/api/atrq/${disagreeing.id}/confirm`, world.tokens.joint)).statusCode).toBe(
      200,
    );
    const review = await call(
      'POST',
      `/api/adviser/clients/${world.joint.client.id}/atrq/${disagreeing.id}/review`,
      world.tokens.adviser,
      { note: 'Discussed in our meeting: short falls are acceptable to James.' },
    );
    expect(review.statusCode, review.body).toBe(200);
    const [reviewed] = await recorded();
    expect(reviewed).toMatchObject({
      type: 'risk_result.final',
      data: { client_id: world.joint.client.id, assessment_id: disagreeing.id, person: 1, on: 'reviewed' },
    });
    expect(reviewed && (await keep(reviewed))).toBe(true);
  });

  it('a document sent for signature completed, another declined (migration 0040)', async () => {
    await recorded();
    const clientId = world.single.client.id;
    const request = (n: number) => ({
      firmId: world.firm.id,
      clientId,
      createdBy: world.adviser.id,
      title: `Report ${n}`,
      source: 'document' as const,
      originalStorageKey: `signatures/events-${n}`,
      originalSha256: 'a'.repeat(64),
      originalSize: 1,
      pages: [],
    });
    const made = await database.db
      .insert(signatureRequests)
      .values([request(1), request(2)])
      .returning();
    const [signed, declined] = made.map((row) => row.id);
    if (!signed || !declined) throw new Error('no requests');
    await database.db
      .update(signatureRequests)
      .set({ status: 'completed', finalSha256: 'b'.repeat(64) })
      .where(eq(signatureRequests.id, signed));
    await database.db
      .update(signatureRequests)
      .set({ status: 'declined' })
      .where(eq(signatureRequests.id, declined));
    expect(typesAndData(await recorded())).toEqual([
      { type: 'signature.completed', data: { client_id: clientId, signature_request_id: signed } },
      { type: 'signature.declined', data: { client_id: clientId, signature_request_id: declined } },
    ]);
  });

  it('a review invited, its check-in done, completed; others declined and not attempted (migration 0046)', async () => {
    await recorded();
    const clientId = world.single.client.id;
    const review = (dueOn: string) => ({ firmId: world.firm.id, clientId, dueOn });
    const move = (id: number, status: (typeof reviews.$inferSelect)['status']) =>
      database.db.update(reviews).set({ status }).where(eq(reviews.id, id));
    // One open review per household at a time (a partial unique index): each is closed before the next.
    const ids: number[] = [];
    for (const [index, path] of [
      ['invited', 'in_progress', 'checkin_done', 'meeting_booked', 'completed'],
      ['invited', 'declined'],
      ['not_attempted'],
    ].entries()) {
      const [row] = await database.db
        .insert(reviews)
        .values(review(`2027-0${index + 1}-01`))
        .returning();
      if (!row) throw new Error('no review');
      ids.push(row.id);
      for (const status of path as (typeof reviews.$inferSelect)['status'][]) await move(row.id, status);
      // A change that is not a new state announces nothing.
      await database.db.update(reviews).set({ remindersSent: 1 }).where(eq(reviews.id, row.id));
    }
    const [completed, declined, notAttempted] = ids;
    const of = (review_id: number | undefined) => ({ client_id: clientId, review_id });
    expect(typesAndData(await recorded())).toEqual([
      { type: 'review.invited', data: of(completed) },
      { type: 'review.checkin_completed', data: of(completed) },
      { type: 'review.completed', data: of(completed) },
      { type: 'review.invited', data: of(declined) },
      { type: 'review.declined', data: of(declined) },
      { type: 'review.not_attempted', data: of(notAttempted) },
    ]);
  });

  it('a document requested, uploaded, rejected, uploaded again and accepted (migration 0047)', async () => {
    await recorded();
    const clientId = world.single.client.id;
    const [item] = await database.db
      .insert(documentRequests)
      .values({
        firmId: world.firm.id,
        clientId,
        createdBy: world.adviser.id,
        title: 'P60',
        dueDate: '2030-01-31',
        startsOn: '2030-01-01',
      })
      .returning();
    if (!item) throw new Error('no request');
    const set = (values: Partial<typeof documentRequests.$inferInsert>) =>
      database.db.update(documentRequests).set(values).where(eq(documentRequests.id, item.id));
    await set({ status: 'uploaded', uploadedAt: new Date('2030-01-02T10:00:00Z') });
    await set({ status: 'rejected', rejectReason: 'Blurred' });
    await set({ status: 'uploaded', uploadedAt: new Date('2030-01-03T10:00:00Z') });
    // Another file while one waits for review is a new upload too.
    await set({ status: 'uploaded', uploadedAt: new Date('2030-01-04T10:00:00Z') });
    await set({ status: 'accepted' });
    const data = { client_id: clientId, document_request_id: item.id };
    expect(typesAndData(await recorded())).toEqual(
      [
        'document_request.created',
        'document_request.uploaded',
        'document_request.rejected',
        'document_request.uploaded',
        'document_request.uploaded',
        'document_request.accepted',
      ].map((type) => ({ type, data })),
    );
  });

  it('covers every event of the catalogue', async () => {
    const types = await database.db.selectDistinct({ type: webhookEvents.type }).from(webhookEvents);
    expect(types.map((row) => row.type).sort()).toEqual([...webhookEventTypes].sort());
    // Thin: no event carries a name, an email or a message's text.
    const rows = await database.db
      .select()
      .from(webhookEvents)
      .where(and(gt(webhookEvents.id, 0)));
    expect(JSON.stringify(rows.map((row) => row.data))).not.toMatch(/Nina|Hello|example\.test|p60/);
  });
});
