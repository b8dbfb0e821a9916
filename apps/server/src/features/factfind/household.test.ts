import { declarationsResponseSchema } from '@atrium/domain/contract/factfind-declarations';
import {
  type FactFindEditedPayload,
  factFindEditedPayloadSchema,
  realtimeEvents,
  userChannelName,
} from '@atrium/domain/contract/realtime';
import { and, eq } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, householdMembers, invitations, notifications, outbox } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { createClientUser, createToken, createUser, theCarters } from '../../test/factories.ts';
import { seatPartner } from '../../test/household.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { connectPusher, listen, nextEvent, subscribed } from '../realtime/test-clients.ts';
import { createDeclarationsRepo } from './declarations-repo.ts';
import { declarationState } from './declarations-service.ts';

// The one household fact-find, edited by both partners (each told of the other's saves live over their
// own channel) and declared by each partner who signs in before it goes for review.

const clock = createFakeClock();
const declarationText = 'What I have given about myself in this fact-find is true and complete.';
const { database, t, world, call } = useFactFindWorld({
  clock,
  firm: {
    factFindDeclarationRequired: true,
    factFindDeclarationText: declarationText,
  },
});
let partner: { id: number; token: string };

beforeAll(async () => {
  // The partner as an accepted invitation leaves them (test/household.ts seatPartner): a client user of the firm,
  // person 2 of James Carter's household.
  partner = await seatPartner(database.db, { firmId: world.firm.id, clientId: world.joint.client.id });
});

// The app listens once, for the tests that use a real pusher-js client.
let listening: number | null = null;
const portOf = async () => {
  listening ??= await listen(t.app);
  return listening;
};
const clientId = () => world.joint.client.id;
const changes = (path = '') => `/api/clients/${clientId()}/portal/changes${path}`;
const declarations = () => `/api/clients/${clientId()}/fact-find-declarations`;

describe('live edits between partners', () => {
  let pusher: Pusher | null = null;
  let own: Pusher | null = null;
  afterAll(() => {
    pusher?.disconnect();
    own?.disconnect();
  });

  it("pushes each of James's saves to Emma's own channel, path by path, and not back to James", async () => {
    const port = await portOf();
    expect((await call('POST', changes('/start'), world.tokens.joint)).statusCode).toBe(201);
    pusher = connectPusher({ port, token: partner.token });
    const emma = subscribed(pusher, userChannelName(partner.id));
    await emma.succeeded;
    own = connectPusher({ port, token: world.tokens.joint });
    const james = subscribed(own, userChannelName(world.joint.user.id));
    await james.succeeded;
    const toJames: unknown[] = [];
    james.channel.bind(realtimeEvents.factFindEdited, (data: unknown) => toJames.push(data));

    const arrived = nextEvent<FactFindEditedPayload>(emma.channel, realtimeEvents.factFindEdited);
    const save = await call('PUT', changes('/update'), world.tokens.joint, {
      updates: { employment_client1: { employment_status: 'Employed', occupation: 'Architect' } },
    });
    expect(save.statusCode).toBe(200);
    const payload = factFindEditedPayloadSchema.parse(await arrived);
    expect(payload).toMatchObject({
      client_id: clientId(),
      version: save.json().version,
      last_updated: save.json().lastUpdated,
      by: { user_id: world.joint.user.id, person: 1, name: 'James Carter' },
      edits: [
        { op: 'set', path: 'employment_client1.employment_status', value: 'Employed' },
        { op: 'set', path: 'employment_client1.occupation', value: 'Architect' },
      ],
    });

    // A list item goes whole (merged with what was saved), and a removal names the item that went.
    const added = nextEvent<FactFindEditedPayload>(emma.channel, realtimeEvents.factFindEdited);
    const item = { type: 'salary', owner: 'client1', gross_amount: 52000 };
    const append = await call('PUT', changes('/update'), world.tokens.joint, {
      item: { category: 'income', property: 'items', index: 0, value: item },
    });
    expect(append.statusCode).toBe(200);
    expect((await added).edits).toEqual([{ op: 'set', path: 'income.items.0', value: item }]);
    const removed = nextEvent<FactFindEditedPayload>(emma.channel, realtimeEvents.factFindEdited);
    const remove = await call('PUT', changes('/update'), world.tokens.joint, {
      remove: { category: 'income', property: 'items', index: 0 },
    });
    expect(remove.statusCode).toBe(200);
    expect((await removed).edits).toEqual([{ op: 'remove', path: 'income.items.0' }]);

    // A replayed request (same Idempotency-Key) changed nothing, so nobody is told again.
    const key = crypto.randomUUID();
    const body = { updates: { employment_client1: { occupation: 'Engineer' } } };
    const once = nextEvent<FactFindEditedPayload>(emma.channel, realtimeEvents.factFindEdited);
    await call('PUT', changes('/update'), world.tokens.joint, body, { 'idempotency-key': key });
    expect((await once).edits).toEqual([
      { op: 'set', path: 'employment_client1.occupation', value: 'Engineer' },
    ]);
    const again = nextEvent(emma.channel, realtimeEvents.factFindEdited, 500);
    await call('PUT', changes('/update'), world.tokens.joint, body, { 'idempotency-key': key });
    await expect(again).rejects.toThrow();
    expect(toJames).toEqual([]);
  });
});

describe('declarations per partner', () => {
  const declare = (token: string, payload: unknown = { accepted: true }) =>
    call('POST', declarations(), token, payload);
  const people = async (token: string) => {
    const response = await call('GET', declarations(), token);
    expect(response.statusCode).toBe(200);
    return declarationsResponseSchema.parse(response.json()).data;
  };

  it('asks each partner who signs in, and shows the adviser who has declared', async () => {
    const state = await people(world.tokens.adviser);
    expect(state).toMatchObject({ required: true, text: declarationText, complete: false, status: 'draft' });
    expect(state.people).toEqual([
      expect.objectContaining({ person: 1, name: 'James', required: true, declared: false, is_you: false }),
      expect.objectContaining({ person: 2, name: 'Emma', required: true, declared: false, is_you: false }),
    ]);
    expect((await people(partner.token)).people.map((p) => p.is_you)).toEqual([false, true]);
    for (const token of [world.tokens.single, world.tokens.otherAdviser, world.tokens.strangerAdmin]) {
      expect((await call('GET', declarations(), token)).statusCode).toBe(404);
    }
  });

  it('holds the submission back until every required declaration stands', async () => {
    const submit = await call('POST', changes('/submit'), world.tokens.joint);
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe(
      'The fact-find goes for review once James and Emma have made the declaration.',
    );
    const unticked = await declare(world.tokens.joint, {});
    expect(unticked.statusCode).toBe(422);
    expect(unticked.json().errors.accepted).toEqual(['Tick the box to make the declaration.']);
    expect((await declare(world.tokens.adviser)).statusCode).toBe(403);
    expect((await declare(world.tokens.single)).statusCode).toBe(404);

    clock.advance(60_000);
    const first = declarationsResponseSchema.parse((await declare(world.tokens.joint)).json()).data;
    expect(first).toMatchObject({ complete: false, status: 'draft' });
    expect(first.people[0]).toMatchObject({ declared: true, declared_at: clock.now().toISOString() });

    // An answer changes after James declared (here his edit of Emma's details): his declaration no longer stands.
    clock.advance(60_000);
    const edit = await call('PUT', changes('/update'), world.tokens.joint, {
      updates: { personal_details_client2: { nationality: 'British' } },
    });
    expect(edit.statusCode).toBe(200);
    expect((await people(world.tokens.joint)).people[0]).toMatchObject({
      declared: false,
      is_outdated: true,
    });

    clock.advance(60_000);
    const second = declarationsResponseSchema.parse((await declare(partner.token)).json()).data;
    expect(second).toMatchObject({ complete: false, status: 'draft' });
    expect(second.people.map((p) => p.declared)).toEqual([false, true]);

    // James declares again: the set is complete and his declaration submits the fact-find; Emma's open page is told.
    const pusher = connectPusher({ port: await portOf(), token: partner.token });
    const emma = subscribed(pusher, userChannelName(partner.id));
    await emma.succeeded;
    const told = nextEvent<{ status: string }>(emma.channel, realtimeEvents.factFindUpdated);
    clock.advance(60_000);
    const last = declarationsResponseSchema.parse((await declare(world.tokens.joint)).json()).data;
    expect(last).toMatchObject({ complete: true, status: 'awaiting-review' });
    expect(await told).toMatchObject({ client_id: clientId(), status: 'awaiting-review' });
    pusher.disconnect();
    expect((await call('GET', changes(), world.tokens.joint)).json().status).toBe('awaiting-review');
    expect((await declare(world.tokens.joint)).statusCode).toBe(409);

    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'factfind.declared'), eq(auditEvents.firmId, world.firm.id)));
    expect(audit.map((event) => [event.userId, (event.data as { person: number }).person])).toEqual([
      [world.joint.user.id, 1],
      [partner.id, 2],
      [world.joint.user.id, 1],
    ]);
  });

  it('puts who declared when, in the words declared, in the PDF', async () => {
    const pdf = await call('GET', `/api/adviser/clients/${clientId()}/fact-find.pdf`, world.tokens.adviser);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Declarations');
    expect(text).toMatch(/James\s+Declared 2 March 2026 at 09:0\d/);
    expect(text).toMatch(/Emma\s+Declared 2 March 2026 at 09:0\d/);
    expect(text).toContain(declarationText);
  });

  it('does not wait for a partner who has no sign-in yet', async () => {
    const { db } = database;
    const { client, user } = await createClientUser(db, {
      firmId: world.firm.id,
      name: 'Ann Lee',
      jointName: 'Ben Lee',
    });
    const invited = await createUser(db, { firmId: world.firm.id, role: 'client', name: 'Ben Lee' });
    await db.insert(householdMembers).values({ clientId: client.id, userId: invited.id, person: 2 });
    await db.insert(invitations).values({
      firmId: world.firm.id,
      userId: invited.id,
      tokenHash: `pending-${invited.id}`,
      expiresAt: new Date('2100-01-01T00:00:00Z'),
    });
    expect(await createDeclarationsRepo(db).listSignIns(client.id)).toEqual([
      { userId: user.id, person: 1, name: 'Ann Lee' },
    ]);
    const state = declarationState({
      required: true,
      client: { name: 'Ann Lee', jointName: 'Ben Lee' },
      data: { joint: true },
      signIns: [{ userId: user.id, person: 1, name: 'Ann Lee' }],
      declarations: [{ person: 1, declaredAt: clock.now(), lastChangeId: 7 }],
      lastChangeId: 7,
      callerId: user.id,
    });
    expect(state.complete).toBe(true);
    expect(state.people[1]).toMatchObject({
      person: 2,
      can_sign_in: false,
      required: false,
      declared: false,
    });
  });
});

describe('asking the other partner to declare', () => {
  it('tells the partner who has not declared, in the bell and by mail, once the other has; nobody once both have', async () => {
    const { db } = database;
    // A household of its own: the Carters again, each with a sign-in, their fact-find a draft.
    const household = await createClientUser(db, {
      firmId: world.firm.id,
      adviserId: world.adviser.id,
      ...theCarters,
      email: 'james.asks@example.test',
    });
    const emma = await seatPartner(db, {
      firmId: world.firm.id,
      clientId: household.client.id,
      email: 'emma.asked@example.test',
    });
    const james = await createToken(db, {
      userId: household.user.id,
      expiresAt: new Date('2100-01-01T00:00:00Z'),
    });
    const own = `/api/clients/${household.client.id}`;
    expect((await call('POST', `${own}/portal/changes/start`, james)).statusCode).toBe(201);
    const asks = (userId: number) =>
      db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, userId), eq(notifications.type, 'fact-find-declaration-requested')),
        );
    const mailsTo = (to: string) => db.select().from(outbox).where(eq(outbox.to, to));

    clock.advance(60_000);
    expect((await call('POST', `${own}/fact-find-declarations`, james, { accepted: true })).statusCode).toBe(
      200,
    );
    const [asked] = await asks(emma.id);
    expect(asked?.data).toEqual({
      title: 'James has made their declaration',
      body: 'Yours is needed before the fact-find goes to Sarah Mitchell.',
      link: '/fact-find/review',
    });
    const [mail] = await mailsTo('emma.asked@example.test');
    expect(mail?.subject).toBe('Your declaration is needed');
    expect(mail?.text).toContain('Your partner has made their declaration on your household’s fact-find.');
    expect(mail?.text).toContain('/fact-find/review');
    // The one who declared is not asked.
    expect(await asks(household.user.id)).toEqual([]);

    // Emma declares too: the set is complete and nobody else is asked.
    clock.advance(60_000);
    expect(
      (await call('POST', `${own}/fact-find-declarations`, emma.token, { accepted: true })).statusCode,
    ).toBe(200);
    expect(await asks(household.user.id)).toEqual([]);
    expect(await mailsTo('james.asks@example.test')).toEqual([]);
  });
});
