import { documentRequestMessages } from '@atrium/domain/contract/document-requests';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, webhookEvents } from '../../db/schema.ts';
import { type CarterOffice, useCarterOffice } from '../../test/carter-office.ts';
import { createClientUser } from '../../test/factories.ts';
import { mailsTo } from '../../test/mail.ts';
import { filePart, postForm } from '../../test/uploads.ts';

const { clock, database, call, lasting, world } = useCarterOffice<
  CarterOffice & { otherClientId: number; tokens: { other: string } }
>({ tempDirPrefix: 'atrium-document-requests-' });
const day = 86_400_000;

// A client of the other adviser, in the Carters' firm.
beforeAll(async () => {
  const other = await createClientUser(database.db, {
    firmId: world.firmId,
    adviserId: world.otherAdviserId,
  });
  world.otherClientId = other.client.id;
  world.tokens.other = await lasting(other.user.id);
});

const base = () => `/api/adviser/clients/${world.clientId}/document-requests`;
const isoDay = (offsetDays: number) =>
  new Date(clock.now().getTime() + offsetDays * day).toISOString().slice(0, 10);

async function ask(body: Record<string, unknown>, token = world.tokens.adviser) {
  const response = await call('POST', base(), token, { due_date: isoDay(14), person: 'both', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; status: string; person_name: string | null };
}

const upload = (id: number, token: string, file = filePart('payslip.pdf')) =>
  postForm(call, `/api/document-requests/${id}/upload`, token, [file]);

const ownList = async (token: string) => {
  const response = await call('GET', '/api/document-requests', token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: {
      id: number;
      audience: string;
      note: string | null;
      status: string;
      reject_reason: string | null;
    }[];
    partner_name: string | null;
  };
};

const noticesOf = (userId: number, type: string) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

// The job's run, through its development route (the service's clock, moved by the test).
async function runJob() {
  const response = await call('POST', '/api/dev/document-requests/run', undefined, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().sent as number;
}

describe('templates', () => {
  it('starts every firm with the usual documents, which only its admins change', async () => {
    const listed = await call('GET', '/api/adviser/document-request-templates', world.tokens.adviser);
    expect(listed.statusCode).toBe(200);
    const titles = listed.json().data.map((template: { title: string }) => template.title);
    expect(titles).toEqual([
      'Photo ID',
      'Proof of address',
      'Payslip',
      'P60',
      'Pension statement',
      'Investment statement',
      'Mortgage offer',
    ]);

    const body = { title: 'Bank statements', note: 'The last three months.', category: 'statement' };
    expect(
      (await call('POST', '/api/adviser/document-request-templates', world.tokens.adviser, body)).statusCode,
    ).toBe(403);
    const made = await call('POST', '/api/adviser/document-request-templates', world.tokens.admin, body);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    const again = await call('POST', '/api/adviser/document-request-templates', world.tokens.admin, {
      ...body,
      title: 'bank statements',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.title).toEqual([documentRequestMessages.titleTaken]);

    const retired = await call('PUT', `/api/adviser/document-request-templates/${id}`, world.tokens.admin, {
      ...body,
      is_retired: true,
    });
    expect(retired.json().data.is_retired).toBe(true);
    // Another firm's admin cannot reach it.
    const stranger = await call(
      'PUT',
      `/api/adviser/document-request-templates/${id}`,
      world.tokens.strangerAdmin,
      body,
    );
    expect(stranger.statusCode).toBe(404);
    // A retired template is offered no more.
    const refused = await call('POST', base(), world.tokens.adviser, {
      template_id: id,
      title: 'Bank statements',
      person: 1,
      due_date: isoDay(7),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.template_id).toEqual([documentRequestMessages.templateUnknown]);
  });
});

describe('requests', () => {
  it('are made by the client’s adviser only, for a person of the household, due today or later', async () => {
    const body = { title: 'P60', person: 1, due_date: isoDay(7) };
    expect((await call('POST', base(), world.tokens.otherAdviser, body)).statusCode).toBe(404);
    expect((await call('POST', base(), world.tokens.strangerAdmin, body)).statusCode).toBe(404);
    expect((await call('POST', base(), world.tokens.james, body)).statusCode).toBe(403);
    const past = await call('POST', base(), world.tokens.adviser, { ...body, due_date: isoDay(-1) });
    expect(past.json().errors.due_date).toEqual([documentRequestMessages.dueInPast]);
    const alone = await call(
      'POST',
      `/api/adviser/clients/${world.otherClientId}/document-requests`,
      world.tokens.admin,
      { ...body, person: 2 },
    );
    expect(alone.json().errors.person).toEqual([documentRequestMessages.partnerMissing]);
    expect((await call('GET', base(), world.tokens.strangerAdmin)).statusCode).toBe(404);
  });

  it('shows each partner their own and both people’s items, and only the title and status of the other’s', async () => {
    const mine = await ask({ title: 'Payslip', note: 'James, the October one.', person: 1 });
    expect(mine.person_name).toBe('James Carter');
    const hers = await ask({ title: 'P60', note: 'Emma, from your employer.', person: 2 });
    const both = await ask({ title: 'Mortgage offer', person: 'both' });

    const james = await ownList(world.tokens.james);
    expect(james.partner_name).toBe('Emma Carter');
    const byId = new Map(james.data.map((item) => [item.id, item]));
    expect(byId.get(mine.id)).toMatchObject({ audience: 'me', note: 'James, the October one.' });
    expect(byId.get(both.id)).toMatchObject({ audience: 'both' });
    expect(byId.get(hers.id)).toMatchObject({ audience: 'partner', note: null, can_upload: false });
    const emma = await ownList(world.tokens.emma);
    expect(emma.data.find((item) => item.id === hers.id)).toMatchObject({ audience: 'me' });

    // Another household sees none of it; the firm's side has its own routes.
    expect((await ownList(world.tokens.other)).data).toEqual([]);
    expect((await call('GET', '/api/document-requests', world.tokens.adviser)).statusCode).toBe(403);

    // Asked: each person it is for has one notice while unread, and a mail without the firm's words.
    expect(await noticesOf(world.jamesId, notificationTypes.documentRequested)).toHaveLength(1);
    const [mail] = await mailsTo(database.db, 'james@example.test');
    expect(mail?.subject).toBe('Your adviser has asked for documents');
    expect(mail?.text).not.toContain('October');
  });

  it('take an upload from the person asked only, into the vault, through the vault’s checks', async () => {
    const hers = await ask({ title: 'Pension statement', person: 2 });
    const refused = await upload(hers.id, world.tokens.james);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(documentRequestMessages.partnersItem);
    expect((await upload(hers.id, world.tokens.other)).statusCode).toBe(404);
    const notAFile = await upload(
      hers.id,
      world.tokens.emma,
      filePart('statement.pdf', Buffer.from('MZ not a pdf at all'), 'application/pdf'),
    );
    expect(notAFile.statusCode).toBe(422);
    expect((await ownList(world.tokens.emma)).data.find((item) => item.id === hers.id)?.status).toBe(
      'required',
    );

    const sent = await upload(hers.id, world.tokens.emma);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'uploaded', latest_file: { name: 'payslip.pdf' } });
    // The adviser is told, in words naming who sent it; the vault's own "uploaded a document" notice is not doubled.
    const told = await noticesOf(world.adviserId, notificationTypes.documentRequestUploaded);
    expect(told.map((notice) => (notice.data as { title: string }).title)).toContain(
      'Emma Carter uploaded a requested document',
    );
    expect(await noticesOf(world.adviserId, notificationTypes.documentUploaded)).toEqual([]);
    const vault = await call('GET', '/api/documents', world.tokens.james);
    expect(vault.json().data.map((document: { name: string }) => document.name)).toContain('payslip.pdf');
    const staff = (await call('GET', base(), world.tokens.adviser)).json().data;
    expect(staff.find((item: { id: number }) => item.id === hers.id).files).toHaveLength(1);
  });

  it('move required → uploaded → rejected with a reason → uploaded → accepted, and no further', async () => {
    const item = await ask({ title: 'Photo ID', person: 1 });
    const path = `${base()}/${item.id}`;
    expect((await call('POST', `${path}/accept`, world.tokens.adviser)).statusCode).toBe(409);
    expect((await upload(item.id, world.tokens.james)).statusCode).toBe(200);

    const noReason = await call('POST', `${path}/reject`, world.tokens.adviser, { reason: ' ' });
    expect(noReason.json().errors.reason).toEqual([documentRequestMessages.reasonRequired]);
    expect(
      (await call('POST', `${path}/reject`, world.tokens.otherAdviser, { reason: 'Blurred.' })).statusCode,
    ).toBe(404);
    const rejected = await call('POST', `${path}/reject`, world.tokens.adviser, {
      reason: 'The photo is blurred.',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'The photo is blurred.',
    });
    const seen = (await ownList(world.tokens.james)).data.find((row) => row.id === item.id);
    expect(seen).toMatchObject({ status: 'rejected', reject_reason: 'The photo is blurred.' });
    // The partner sees the status, not the reason.
    expect(
      (await ownList(world.tokens.emma)).data.find((row) => row.id === item.id)?.reject_reason,
    ).toBeNull();
    const [mail] = await mailsTo(database.db, 'james@example.test');
    expect(mail?.subject).toBe('Your adviser needs a document again');
    expect(mail?.text).not.toContain('blurred');

    expect((await upload(item.id, world.tokens.james, filePart('passport.pdf'))).statusCode).toBe(200);
    const accepted = await call('POST', `${path}/accept`, world.tokens.adviser);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', reject_reason: null });
    expect(accepted.json().data.files.map((file: { name: string }) => file.name)).toEqual([
      'passport.pdf',
      'payslip.pdf',
    ]);
    expect((await upload(item.id, world.tokens.james)).statusCode).toBe(409);
    expect((await call('POST', `${path}/withdraw`, world.tokens.adviser)).statusCode).toBe(409);

    // The household's data export holds the item, the reason and the documents sent for it.
    const exported = await call(
      'GET',
      `/api/adviser/clients/${world.clientId}/data-export`,
      world.tokens.admin,
    );
    expect(exported.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const entries = JSON.parse(strFromU8(files['document-requests.json'] ?? new Uint8Array()));
    expect(entries.find((entry: { id: number }) => entry.id === item.id)).toMatchObject({
      title: 'Photo ID',
      status: 'accepted',
      document_ids: expect.arrayContaining(
        accepted.json().data.files.map((file: { document_id: number }) => file.document_id),
      ),
    });

    const webhooks = await database.db.select().from(webhookEvents);
    const types = webhooks
      .filter((event) => (event.data as { document_request_id?: number }).document_request_id === item.id)
      .map((event) => event.type);
    expect(types).toEqual([
      'document_request.created',
      'document_request.uploaded',
      'document_request.rejected',
      'document_request.uploaded',
      'document_request.accepted',
    ]);
  });

  it('withdrawn leave the household’s checklist', async () => {
    const item = await ask({ title: 'Investment statement', person: 1 });
    const withdrawn = await call('POST', `${base()}/${item.id}/withdraw`, world.tokens.adviser);
    expect(withdrawn.json().data.status).toBe('withdrawn');
    expect((await ownList(world.tokens.james)).data.some((row) => row.id === item.id)).toBe(false);
    expect((await upload(item.id, world.tokens.james)).statusCode).toBe(404);
  });
});

describe('the job', () => {
  it('reminds the person asked before and after the due date, once per step across runs', async () => {
    const item = await ask({ title: 'Proof of address', person: 1, due_date: isoDay(5) });
    // This item's reminders (the body names it; the earlier tests' items are due too).
    const reminders = async (type: string) =>
      (await noticesOf(world.jamesId, type)).filter(
        (notice) => (notice.data as { body: string }).body === 'Proof of address',
      ).length;
    // Mark what came before as read, so the collapsing of unread notices does not hide a new one.
    const readAll = async () =>
      expect((await call('POST', '/api/notifications/mark-all-as-read', world.tokens.james)).statusCode).toBe(
        200,
      );
    await readAll();
    expect(await runJob()).toBe(0);

    // Two days later the due date is three days away: one reminder, however many runs there are.
    clock.advance(2 * day);
    const runs = await Promise.all([runJob(), runJob()]);
    expect(runs.reduce((x, y) => x + y, 0)).toBeGreaterThanOrEqual(1);
    expect(await reminders(notificationTypes.documentRequestDueSoon)).toBe(1);
    expect(await reminders(notificationTypes.documentRequestDueSoon)).toBe(1);
    const [mail] = await mailsTo(database.db, 'james@example.test');
    expect(mail?.subject).toBe('Reminder: documents your adviser asked for are due soon');
    await readAll();

    // The day after the due date: overdue; then a week apart, four at most.
    clock.advance(4 * day);
    await runJob();
    expect(await reminders(notificationTypes.documentRequestOverdue)).toBe(1);
    await readAll();
    clock.advance(6 * day);
    await runJob();
    expect(await reminders(notificationTypes.documentRequestOverdue)).toBe(1);
    for (let week = 0; week < 5; week += 1) {
      clock.advance(7 * day);
      await runJob();
      await readAll();
    }
    expect(await reminders(notificationTypes.documentRequestOverdue)).toBe(4);
    // Emma was not asked.
    const emmas = await noticesOf(world.emmaId, notificationTypes.documentRequestOverdue);
    expect(emmas.length).toBeGreaterThan(0);
    expect(emmas.filter((notice) => (notice.data as { body: string }).body === 'Proof of address')).toEqual(
      [],
    );

    // Uploaded: no more reminders.
    expect((await upload(item.id, world.tokens.james)).statusCode).toBe(200);
  });

  it('makes a recurring request’s next item when its period starts, up to the number asked', async () => {
    clock.set(new Date('2027-01-29T09:00:00Z'));
    const first = await ask({
      title: 'Payslip',
      person: 1,
      due_date: '2027-01-31',
      recurrence: { every_months: 1, occurrences: 3 },
    });
    const series = async () =>
      (await call('GET', base(), world.tokens.adviser))
        .json()
        .data.filter(
          (item: { title: string; every_months: number | null }) =>
            item.title === 'Payslip' && item.every_months === 1,
        ) as { id: number; occurrence: number; due_date: string }[];
    await runJob();
    expect(await series()).toHaveLength(1);
    // The next period starts on 28 February (29 January + a month, the month being shorter): due 28 February.
    clock.set(new Date('2027-02-28T09:00:00Z'));
    await runJob();
    await runJob();
    expect((await series()).map((item) => [item.occurrence, item.due_date])).toEqual([
      [1, '2027-01-31'],
      [2, '2027-02-28'],
    ]);
    clock.set(new Date('2027-04-30T09:00:00Z'));
    await runJob();
    await runJob();
    expect((await series()).map((item) => [item.occurrence, item.due_date])).toEqual([
      [1, '2027-01-31'],
      [2, '2027-02-28'],
      [3, '2027-03-31'],
    ]);
    expect(first.status).toBe('required');
  });
});

describe('the outstanding list', () => {
  it('holds the open items of the caller’s clients, oldest first, a page at a time', async () => {
    const list = async (token: string, page = 1) => {
      const response = await call('GET', `/api/adviser/document-requests?page=${page}`, token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        data: { id: number; client: { id: number }; status: string; created_at: string }[];
        meta: { total: number; last_page: number };
      };
    };
    const mine = await list(world.tokens.adviser);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((item) => item.client.id === world.clientId)).toBe(true);
    expect(mine.data.every((item) => ['required', 'uploaded', 'rejected'].includes(item.status))).toBe(true);
    const times = mine.data.map((item) => item.created_at);
    expect(times).toEqual([...times].sort());

    // Another adviser's client: theirs and the admin's list, not this adviser's.
    clock.advance(day);
    const theirs = await call(
      'POST',
      `/api/adviser/clients/${world.otherClientId}/document-requests`,
      world.tokens.otherAdviser,
      { title: 'P60', person: 1, due_date: isoDay(3) },
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await list(world.tokens.adviser)).data.some((item) => item.id === theirs.json().data.id)).toBe(
      false,
    );
    const firm = await list(world.tokens.admin);
    expect(firm.meta.total).toBe(mine.meta.total + 1);
    expect(firm.data.at(-1)?.id).toBe(theirs.json().data.id);
    expect((await list(world.tokens.strangerAdmin)).meta.total).toBe(0);
    expect((await call('GET', '/api/adviser/document-requests', world.tokens.james)).statusCode).toBe(403);
    expect((await list(world.tokens.admin, 2)).data).toEqual([]);
  });
});
