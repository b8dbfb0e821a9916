import { asc, eq } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import { factFindChanges, factFinds, factFindTemplates } from '../db/schema.ts';
import type { Clock } from '../platform/clock.ts';
import { type Requester, requester, useTestApp } from './build-test-app.ts';
import {
  anotherFirm,
  createClientUser,
  type createFirm,
  createFirmWithStaff,
  lastingTokens,
  theCarters,
} from './factories.ts';

// People and requests shared by the fact-find test files.
export async function factFindWorld(db: Db, firmOverrides: Parameters<typeof createFirm>[1] = {}) {
  const { firm, adviser, otherAdviser, admin } = await createFirmWithStaff(
    db,
    ['adviser', 'otherAdviser', 'admin'],
    firmOverrides,
  );
  const firmId = firm.id;
  const joint = await createClientUser(db, {
    firmId,
    adviserId: adviser.id,
    ...theCarters,
  });
  const single = await createClientUser(db, { firmId, adviserId: adviser.id, name: 'Olivia Bennett' });
  const { firm: otherFirm, admin: strangerAdmin } = await anotherFirm(db, ['admin']);
  const stranger = await createClientUser(db, { firmId: otherFirm.id, name: 'Sam Stranger' });
  return {
    firm,
    adviser,
    otherAdviser,
    admin,
    joint,
    single,
    otherFirm,
    stranger,
    strangerAdmin,
    tokens: await lastingTokens(db, {
      joint: joint.user.id,
      single: single.user.id,
      adviser: adviser.id,
      otherAdviser: otherAdviser.id,
      admin: admin.id,
      stranger: stranger.user.id,
      strangerAdmin: strangerAdmin.id,
    }),
  };
}

// The choices of a select question, each valued as its label in lower case.
export const choicesOf = (...labels: string[]) =>
  labels.map((label) => ({ value: label.toLowerCase(), label }));

export const goalsPage = {
  slug: 'goals',
  title: 'Your priorities',
  order: 1,
  sections: [
    {
      title: 'What matters to you',
      questions: [
        { id: 'main_goal', type: 'text' as const, label: 'Your main financial goal', required: true },
        {
          id: 'priorities',
          type: 'multiselect' as const,
          label: 'Your priorities',
          required: true,
          options: {
            min: 2,
            choices: ['retire', 'home', 'children', 'travel'].map((value) => ({ value, label: value })),
          },
        },
        { id: 'notes', type: 'textarea' as const, label: 'Anything else', help: 'Optional' },
      ],
    },
  ],
};

export async function publishTemplate(
  db: Db,
  firmId: number,
  values: Partial<typeof factFindTemplates.$inferInsert> = {},
) {
  const [row] = await db
    .insert(factFindTemplates)
    .values({ firmId, version: 1, customPages: [goalsPage], publishedAt: new Date(), ...values })
    .returning();
  if (!row) throw new Error('template not created');
  return row;
}

export async function setStatus(
  db: Db,
  factFindId: number,
  status: 'draft' | 'awaiting-review' | 'reviewed',
) {
  await db.update(factFinds).set({ status }).where(eq(factFinds.id, factFindId));
}

export type FactFindWorld = Awaited<ReturnType<typeof factFindWorld>>;

// The client (or their partner) starts their fact-find (POST …/portal/changes/start), answered 201; the answer, for
// its body.
export async function startFactFind(call: Requester, clientId: number, token: string) {
  const started = await call('POST', `/api/clients/${clientId}/portal/changes/start`, token);
  expect(started.statusCode, started.body).toBe(201);
  return started;
}

// The database, app and factFindWorld of one fact-find test file, with the one requester on that app. `world` is
// filled in beforeAll, so the file's own beforeAll (registered after this call) and its tests see it.
export function useFactFindWorld(
  options: { clock?: Clock; config?: Config; firm?: Parameters<typeof createFirm>[1] } = {},
) {
  const { database, t } = useTestApp({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.config ? { config: options.config } : {}),
  });
  const world = {} as FactFindWorld;
  beforeAll(async () => {
    Object.assign(world, await factFindWorld(database.db, options.firm));
  });
  return { database, t, world, call: requester(() => t) };
}

// A fact-find test file about the joint client's own saves (PUT /portal/changes/update): useFactFindWorld with a
// published template of no custom pages that denies the current address. `save(body, headers?, token?)` saves as
// the joint client unless another token is given; `current()` reads their fact-find row; `changeRows()` the change
// log in order.
export function useJointSaves(options: { clock?: Clock } = {}) {
  const opened = useFactFindWorld(options);
  const { database, world, call } = opened;
  beforeAll(async () => {
    await publishTemplate(database.db, world.firm.id, {
      customPages: [],
      templatePermissions: { 'fact-find.current_address': false },
    });
  });
  const save = (body: unknown, headers: Record<string, string> = {}, token = world.tokens.joint) =>
    call('PUT', `/api/clients/${world.joint.client.id}/portal/changes/update`, token, body, headers);
  async function current() {
    const [row] = await database.db
      .select()
      .from(factFinds)
      .where(eq(factFinds.clientId, world.joint.client.id));
    if (!row) throw new Error('no fact-find');
    return row;
  }
  const changeRows = async () => database.db.select().from(factFindChanges).orderBy(asc(factFindChanges.id));
  return { ...opened, save, current, changeRows };
}
