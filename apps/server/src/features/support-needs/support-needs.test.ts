import { notificationTypes } from '@atrium/domain/contract/notifications';
import {
  ownSupportNeedsResponseSchema,
  supportAdjustmentsResponseSchema,
  supportNeedsDetailResponseSchema,
  supportNeedsMessages,
} from '@atrium/domain/contract/support-needs';
import { currentConsentVersion, withdrawnDetailRetentionDays } from '@atrium/domain/support/needs';
import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox, supportNeeds } from '../../db/schema.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { createFakeClock, freshSessionRequester, useTestApp } from '../../test/build-test-app.ts';
import { expectInvalidFields } from '../../test/expect.ts';
import { anotherFirm, createClientUser, createStaff, lastingTokens } from '../../test/factories.ts';
import { carterHousehold } from '../../test/household.ts';
import { createErasurePurgeJob } from '../data-rights/purge-job.ts';
import { createPurgeRepo } from '../data-rights/purge-repo.ts';

// Support needs (docs/support-needs.md): each partner records their own, with explicit consent (UK GDPR art. 9);
// staff see the adjustments and open the detail only by asking, audited every time; a withdrawal takes it out of
// every view at once and the retention purge clears its detail after withdrawnDetailRetentionDays.

const clock = createFakeClock(new Date('2026-11-02T09:00:00Z'));
const { database, t } = useTestApp({ clock });
const call = freshSessionRequester(() => t, database, clock);

const world = {} as Awaited<ReturnType<typeof carterHousehold>> & {
  tokens: Record<'james' | 'emma' | 'adviser' | 'otherAdviser' | 'admin' | 'olivia' | 'stranger', string>;
  oliviaClientId: number;
};
const base = () => `/api/adviser/clients/${world.james.client.id}/support-needs`;
const quiet = { info: () => {}, warn: () => {} };
const days = (n: number) => clock.advance(n * 24 * 60 * 60_000);

const jamesNeeds = {
  drivers: ['health.sight_or_hearing', 'life_events.bereavement'],
  details: '  My wife died last year and my eyesight is getting worse.  ',
  preferred_contact: 'phone',
  adjustments: ['larger_text', 'more_time'],
  trusted_contact: {
    name: 'Sophie Carter',
    relationship: 'Daughter',
    reach: '07700 900123',
    may_be_told: 'That you are trying to reach me, and when my appointments are.',
  },
  consent: true,
};
const emmaNeeds = {
  drivers: [],
  details: '',
  preferred_contact: null,
  adjustments: ['someone_present'],
  trusted_contact: null,
  consent: true,
};

beforeAll(async () => {
  const db = database.db;
  Object.assign(world, await carterHousehold(db));
  const { admin, otherAdviser } = await createStaff(db, world.firm.id, ['admin', 'otherAdviser']);
  const olivia = await createClientUser(db, {
    firmId: world.firm.id,
    adviserId: world.adviser.id,
    name: 'Olivia Bennett',
  });
  const stranger = await anotherFirm(db, ['adviser']);
  world.oliviaClientId = olivia.client.id;
  world.tokens = {
    emma: world.emma.token,
    ...(await lastingTokens(db, {
      james: world.james.user.id,
      adviser: world.adviser.id,
      otherAdviser: otherAdviser.id,
      admin: admin.id,
      olivia: olivia.user.id,
      stranger: stranger.adviser.id,
    })),
  };
});

const own = async (token: string) => {
  const response = await call('GET', '/api/support-needs', token);
  expect(response.statusCode, response.body).toBe(200);
  return ownSupportNeedsResponseSchema.parse(response.json()).data;
};
const summary = async (token = world.tokens.adviser) => {
  const response = await call('GET', base(), token);
  expect(response.statusCode, response.body).toBe(200);
  return supportAdjustmentsResponseSchema.parse(response.json()).data;
};

describe('a client’s own support needs', () => {
  it('are saved only with consent, and nothing is stored without it', async () => {
    const refused = await call('PUT', '/api/support-needs', world.tokens.james, {
      ...jamesNeeds,
      consent: false,
    });
    expectInvalidFields(refused, ['consent']);
    expect(refused.json().errors.consent).toEqual([supportNeedsMessages.consentRequired]);
    const { consent: _, ...withoutConsent } = jamesNeeds;
    expectInvalidFields(await call('PUT', '/api/support-needs', world.tokens.james, withoutConsent), [
      'consent',
    ]);
    expect(await database.db.$count(supportNeeds)).toBe(0);
    expect(await own(world.tokens.james)).toBeNull();
  });

  it('refuse what is not on the lists, an empty record and a half-filled trusted contact', async () => {
    const put = (body: unknown) => call('PUT', '/api/support-needs', world.tokens.james, body);
    expectInvalidFields(await put({ ...jamesNeeds, drivers: ['health.broken_leg'] }), ['drivers.0']);
    expectInvalidFields(await put({ ...jamesNeeds, adjustments: ['larger_text', 'larger_text'] }), [
      'adjustments',
    ]);
    expectInvalidFields(await put({ ...jamesNeeds, preferred_contact: 'pigeon' }), ['preferred_contact']);
    expectInvalidFields(await put({ ...emmaNeeds, adjustments: [] }), ['drivers']);
    const half = await put({ ...jamesNeeds, trusted_contact: { ...jamesNeeds.trusted_contact, reach: ' ' } });
    expectInvalidFields(half, ['trusted_contact.reach']);
    expectInvalidFields(await put({ ...jamesNeeds, details: 'x'.repeat(2001) }), ['details']);
    expectInvalidFields(await put({ ...jamesNeeds, secret: 1 }), ['body']);
    expect(await database.db.$count(supportNeeds)).toBe(0);
  });

  it('are each partner’s own: neither reads nor changes the other’s', async () => {
    const saved = await call('PUT', '/api/support-needs', world.tokens.james, jamesNeeds);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      drivers: jamesNeeds.drivers,
      details: 'My wife died last year and my eyesight is getting worse.',
      adjustments: ['larger_text', 'more_time'],
      trusted_contact: jamesNeeds.trusted_contact,
      consent_at: clock.now().toISOString(),
      consent_version: currentConsentVersion,
    });
    // Emma (person 2) has none of her own, and does not see James's.
    expect(await own(world.tokens.emma)).toBeNull();
    const emma = await call('PUT', '/api/support-needs', world.tokens.emma, emmaNeeds);
    expect(emma.statusCode, emma.body).toBe(200);
    expect((await own(world.tokens.james))?.details).toBe(jamesNeeds.details.trim());
    expect((await own(world.tokens.emma))?.adjustments).toEqual(['someone_present']);

    // A change replaces the record, with consent given again; still one current row per person.
    days(1);
    const changed = await call('PUT', '/api/support-needs', world.tokens.james, {
      ...jamesNeeds,
      adjustments: ['larger_text', 'more_time', 'paper_copies'],
    });
    expect(changed.json().data.consent_at).toBe(clock.now().toISOString());
    const rows = await database.db.select().from(supportNeeds).orderBy(asc(supportNeeds.id));
    expect(rows.map((row) => [row.person, row.withdrawnAt])).toEqual([
      [1, null],
      [2, null],
    ]);
    const saves = await auditEventsOfType(database.db, 'support-needs.saved');
    expect(saves).toHaveLength(3);
    // The audit trail says who and when, never what.
    expect(saves[0]?.data).toEqual({
      clientId: world.james.client.id,
      person: 1,
      consentVersion: currentConsentVersion,
    });
  });

  it('are the clients’ own routes: the firm’s side is refused', async () => {
    const asAdviser = await call('GET', '/api/support-needs', world.tokens.adviser);
    expect(asAdviser.statusCode).toBe(403);
    expect(asAdviser.json().message).toBe(supportNeedsMessages.clientsOnly);
    expect((await call('PUT', '/api/support-needs', world.tokens.admin, jamesNeeds)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/support-needs', world.tokens.admin)).statusCode).toBe(403);
    expect((await call('GET', '/api/support-needs', undefined)).statusCode).toBe(401);
    // Another client of the firm has none, and sees no one else's.
    expect(await own(world.tokens.olivia)).toBeNull();
  });
});

describe('what staff see', () => {
  it('is the adjustments, never the detail', async () => {
    const people = await summary();
    expect(people).toEqual([
      {
        person: 1,
        name: 'James Carter',
        adjustments: ['larger_text', 'more_time', 'paper_copies'],
        preferred_contact: 'phone',
        has_detail: true,
        has_trusted_contact: true,
        updated_at: expect.any(String),
      },
      {
        person: 2,
        name: 'Emma Carter',
        adjustments: ['someone_present'],
        preferred_contact: null,
        has_detail: false,
        has_trusted_contact: false,
        updated_at: expect.any(String),
      },
    ]);
    const text = JSON.stringify(people);
    expect(text).not.toContain('eyesight');
    expect(text).not.toContain('Sophie');
    expect(text).not.toContain('sight_or_hearing');
    // Reading the adjustments is not opening the detail.
    expect(await auditEventsOfType(database.db, 'support-needs.opened')).toHaveLength(0);
    expect(await summary(world.tokens.admin)).toHaveLength(2);
  });

  it('opens the detail only on asking, audited every time', async () => {
    for (const token of [world.tokens.adviser, world.tokens.admin]) {
      const response = await call('GET', `${base()}/detail`, token);
      expect(response.statusCode, response.body).toBe(200);
      const [james, emma] = supportNeedsDetailResponseSchema.parse(response.json()).data;
      expect(james).toMatchObject({
        person: 1,
        name: 'James Carter',
        trusted_contact: jamesNeeds.trusted_contact,
      });
      expect(emma).toMatchObject({ person: 2, name: 'Emma Carter', adjustments: ['someone_present'] });
    }
    const opened = await auditEventsOfType(database.db, 'support-needs.opened');
    expect(opened.map((event) => [event.userId, event.data])).toEqual([
      [world.adviser.id, { clientId: world.james.client.id, people: [1, 2] }],
      [expect.any(Number), { clientId: world.james.client.id, people: [1, 2] }],
    ]);
  });

  it('is nothing for anyone outside the client’s reach', async () => {
    for (const token of [world.tokens.stranger, world.tokens.otherAdviser]) {
      expect((await call('GET', base(), token)).statusCode).toBe(404);
      expect((await call('GET', `${base()}/detail`, token)).statusCode).toBe(404);
    }
    for (const token of [world.tokens.james, world.tokens.emma]) {
      expect((await call('GET', base(), token)).statusCode).toBe(403);
      expect((await call('GET', `${base()}/detail`, token)).statusCode).toBe(403);
    }
    // Refusals open nothing.
    expect(await auditEventsOfType(database.db, 'support-needs.opened')).toHaveLength(2);
  });
});

describe('the person’s data rights', () => {
  it('puts each person’s own support needs in their own export, with the words they consented to', async () => {
    const files = async (token: string) => {
      const response = await call('GET', '/api/profile/data-export', token);
      expect(response.statusCode, response.body).toBe(200);
      const zip = unzipSync(new Uint8Array(response.rawPayload));
      return JSON.parse(strFromU8(zip['support-needs.json'] as Uint8Array));
    };
    const [james] = await files(world.tokens.james);
    expect(james).toMatchObject({
      status: 'current',
      details: 'My wife died last year and my eyesight is getting worse.',
      consent_version: currentConsentVersion,
      consent_wording: expect.stringContaining('I agree'),
    });
    const emma = await files(world.tokens.emma);
    expect(emma).toHaveLength(1);
    expect(JSON.stringify(emma)).not.toContain('eyesight');
  });
});

describe('withdrawing', () => {
  it('takes the record out of every view at once', async () => {
    const withdrawn = await call('DELETE', '/api/support-needs', world.tokens.james);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await own(world.tokens.james)).toBeNull();
    expect((await summary()).map((person) => person.person)).toEqual([2]);
    const detail = await call('GET', `${base()}/detail`, world.tokens.adviser);
    expect(JSON.stringify(detail.json())).not.toContain('eyesight');
    // Withdrawing again changes nothing, and is not audited again.
    expect((await call('DELETE', '/api/support-needs', world.tokens.james)).statusCode).toBe(204);
    expect(await auditEventsOfType(database.db, 'support-needs.withdrawn')).toHaveLength(1);
    // Recording again later makes a new current record beside the withdrawn one.
    const fresh = await call('PUT', '/api/support-needs', world.tokens.james, { ...emmaNeeds });
    expect(fresh.statusCode).toBe(200);
    expect(await database.db.$count(supportNeeds, eq(supportNeeds.person, 1))).toBe(2);
    expect((await call('DELETE', '/api/support-needs', world.tokens.james)).statusCode).toBe(204);
  });

  it('keeps the withdrawn detail only for the retention period, then only the fact and its dates', async () => {
    const job = createErasurePurgeJob({ repo: createPurgeRepo(database.db), clock, logger: quiet });
    const withdrawnRows = () =>
      database.db
        .select()
        .from(supportNeeds)
        .where(and(eq(supportNeeds.clientId, world.james.client.id), eq(supportNeeds.person, 1)))
        .orderBy(asc(supportNeeds.id));
    days(withdrawnDetailRetentionDays - 1);
    await job.runOnce();
    expect((await withdrawnRows()).map((row) => row.purgedAt)).toEqual([null, null]);
    expect((await withdrawnRows())[0]?.details).toContain('eyesight');

    days(1);
    // Two instances at once: each record is cleared and audited once.
    await Promise.all([
      job.runOnce(),
      createErasurePurgeJob({ repo: createPurgeRepo(database.db), clock, logger: quiet }).runOnce(),
    ]);
    const [first, second] = await withdrawnRows();
    expect(first).toMatchObject({
      drivers: [],
      details: null,
      preferredContact: null,
      adjustments: [],
      trustedContact: null,
      recordedBy: null,
      withdrawnBy: null,
      purgedAt: clock.now(),
    });
    expect(first?.withdrawnAt).toBeInstanceOf(Date);
    expect(first?.createdAt).toEqual(new Date('2026-11-02T09:00:00Z'));
    expect(second?.purgedAt).toEqual(clock.now());
    const purged = await auditEventsOfType(database.db, 'support-needs.purged');
    expect(purged.map((event) => event.data)).toEqual([
      expect.objectContaining({ clientId: world.james.client.id, person: 1, supportNeedsId: first?.id }),
      expect.objectContaining({ clientId: world.james.client.id, person: 1, supportNeedsId: second?.id }),
    ]);
    // Emma's current record is untouched.
    expect((await own(world.tokens.emma))?.adjustments).toEqual(['someone_present']);
  });

  it('erasing the partner clears her support needs at once, leaving only the fact', async () => {
    const erased = await call(
      'POST',
      `/api/adviser/clients/${world.james.client.id}/partner/erasure`,
      world.tokens.admin,
      {
        reason: 'Asked to be forgotten',
        confirm_name: 'Emma Carter',
      },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const [emma] = await database.db.select().from(supportNeeds).where(eq(supportNeeds.person, 2));
    expect(emma).toMatchObject({
      adjustments: [],
      details: null,
      purgedAt: clock.now(),
      withdrawnAt: clock.now(),
    });
    expect(await summary()).toEqual([]);
  });

  it('erasing the household clears everyone’s at once, leaving only the facts', async () => {
    expect((await call('PUT', '/api/support-needs', world.tokens.james, jamesNeeds)).statusCode).toBe(200);
    const erased = await call(
      'POST',
      `/api/adviser/clients/${world.james.client.id}/erasure`,
      world.tokens.admin,
      {
        reason: 'Asked to be forgotten',
        confirm_name: 'James Carter',
      },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await database.db
      .select()
      .from(supportNeeds)
      .where(eq(supportNeeds.clientId, world.james.client.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row).toMatchObject({ details: null, trustedContact: null, adjustments: [], drivers: [] });
      expect(row.purgedAt).toBeInstanceOf(Date);
      expect(row.withdrawnAt).toBeInstanceOf(Date);
    }
  });
});

describe('telling the adviser', () => {
  type Notice = { id: string; type: string; data: { title: string; body: string; link: string | null } };
  const notices = async (token: string): Promise<Notice[]> =>
    (await call('GET', '/api/notifications', token))
      .json()
      .data.filter((notice: Notice) => notice.type === notificationTypes.supportNeedsChanged);
  const put = (body: unknown) => call('PUT', '/api/support-needs', world.tokens.olivia, body);

  it('tells their adviser in the bell who recorded, changed or withdrew their needs, never what, and mails nothing', async () => {
    const mails = await database.db.$count(outbox);
    const link = `/adviser/clients/${world.oliviaClientId}`;
    // The Carters' notices from the tests above (erased with them) are read first.
    const caughtUp = await call('POST', '/api/notifications/mark-all-as-read', world.tokens.adviser);
    expect(caughtUp.statusCode, caughtUp.body).toBe(200);
    expect((await put(jamesNeeds)).statusCode).toBe(200);
    const [recorded, ...more] = await notices(world.tokens.adviser);
    expect(more).toEqual([]);
    expect(recorded?.data).toEqual({
      title: 'Olivia Bennett recorded their support needs',
      body: 'Their adjustments are on the client page; open the detail only when you need it.',
      link,
    });
    // Special category data stays out of the notice: none of what she told is in it.
    for (const told of ['eyesight', 'Sophie', 'larger', 'phone', 'health'])
      expect(JSON.stringify(recorded).toLowerCase()).not.toContain(told.toLowerCase());

    // Changed again before the adviser looked: the one unread notice stands for both.
    expect((await put({ ...jamesNeeds, adjustments: ['paper_copies'] })).statusCode).toBe(200);
    expect(await notices(world.tokens.adviser)).toHaveLength(1);
    // Once read, the next change is news of its own.
    const read = await call('POST', `/api/notifications/${recorded?.id}/mark-as-read`, world.tokens.adviser);
    expect(read.statusCode, read.body).toBe(200);
    expect((await put({ ...jamesNeeds, adjustments: ['more_time'] })).statusCode).toBe(200);
    expect((await notices(world.tokens.adviser)).map((notice) => notice.data.title)).toEqual([
      'Olivia Bennett changed their support needs',
    ]);
    // A withdrawal is told even while the change is unread.
    clock.advance(60_000);
    expect((await call('DELETE', '/api/support-needs', world.tokens.olivia)).statusCode).toBe(204);
    expect((await notices(world.tokens.adviser)).map((notice) => notice.data)).toEqual([
      {
        title: 'Olivia Bennett withdrew their support needs',
        body: 'Their adjustments no longer show on the client page.',
        link,
      },
      expect.objectContaining({ title: 'Olivia Bennett changed their support needs' }),
    ]);
    // Only her adviser hears; she and another adviser are not told; no mail goes to anyone.
    expect(await notices(world.tokens.otherAdviser)).toEqual([]);
    expect(await notices(world.tokens.olivia)).toEqual([]);
    expect(await database.db.$count(outbox)).toBe(mails);
  });
});
