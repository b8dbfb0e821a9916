import { templateMessages } from '@atrium/domain/contract/templates';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, factFinds, factFindTemplates, users } from '../../db/schema.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import {
  choicesOf,
  goalsPage,
  publishTemplate,
  startFactFind,
  useFactFindWorld,
} from '../../test/factfind.ts';

const forbidden = 'You are not permitted to perform this action, please contact your adviser';

const extraPage = {
  slug: 'lifestyle',
  title: 'Your lifestyle',
  order: 2,
  sections: [
    {
      title: 'Hobbies',
      questions: [
        {
          id: 'hobbies',
          type: 'multiselect',
          label: 'Your hobbies',
          required: true,
          help: 'Pick two or more',
          options: {
            min: 2,
            choices: choicesOf('Golf', 'Sailing', 'Reading'),
          },
        },
      ],
    },
  ],
};

const draftBody = (pages: unknown[] = [goalsPage, extraPage], extra: Record<string, unknown> = {}) => ({
  defaultPageSections: { liabilities: ['mortgage_items', 'loan_items'] },
  templateSettings: { show_fund_input: true },
  customPages: pages,
  templatePermissions: {},
  ...extra,
});

const { database, world, call } = useFactFindWorld();
beforeAll(async () => {
  await publishTemplate(database.db, world.firm.id);
});

describe('who may administer the template', () => {
  const routes = [
    ['GET', '/api/adviser/templates/draft'],
    ['PUT', '/api/adviser/templates/draft'],
    ['DELETE', '/api/adviser/templates/draft'],
    ['GET', '/api/adviser/templates/draft/preview'],
    ['POST', '/api/adviser/templates/publish'],
    ['GET', '/api/adviser/templates/versions'],
  ] as const;

  it('answers 401 to anonymous callers and 403 to clients and advisers', async () => {
    for (const [method, url] of routes) {
      const body = method === 'PUT' ? draftBody() : undefined;
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, world.tokens.joint, body)).statusCode, `${method} ${url}`).toBe(403);
      const adviser = await call(method, url, world.tokens.adviser, body);
      expect(adviser.statusCode, `${method} ${url}`).toBe(403);
      expect(adviser.json()).toEqual({ message: templateMessages.adminOnly });
    }
  });

  it('shows an admin the published version until a first save makes a draft', async () => {
    const response = await call('GET', '/api/adviser/templates/draft', world.tokens.admin);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ id: null, version: 2, based_on: 1, updated_at: null });
    expect(data.customPages.map((page: { slug: string }) => page.slug)).toEqual(['goals']);
    // Another firm's admin sees their own (no template at all).
    const stranger = (await call('GET', '/api/adviser/templates/draft', world.tokens.strangerAdmin)).json();
    expect(stranger.data).toMatchObject({ id: null, version: 1, based_on: null, customPages: [] });
  });
});

describe('validation', () => {
  const errorsOf = async (body: unknown) => {
    const response = await call('PUT', '/api/adviser/templates/draft', world.tokens.admin, body);
    expect(response.statusCode).toBe(422);
    return response.json().errors as Record<string, string[]>;
  };
  const withQuestion = (question: Record<string, unknown>) =>
    draftBody([{ ...extraPage, sections: [{ title: 'S', questions: [question] }] }]);

  it('refuses bad, duplicate and built-in slugs per field', async () => {
    const errors = await errorsOf(
      draftBody([
        { ...goalsPage, slug: 'Goals' },
        { ...extraPage, slug: 'income' },
        { ...extraPage, slug: 'lifestyle', order: 3, sections: [{ title: 'S', questions: [] }] },
        { ...extraPage, slug: 'lifestyle', order: 4, sections: [{ title: 'S', questions: [] }] },
      ]),
    );
    expect(errors['customPages.0.slug']).toEqual([templateMessages.slugFormat]);
    expect(errors['customPages.1.slug']).toEqual([templateMessages.slugBase]);
    expect(errors['customPages.3.slug']).toEqual([templateMessages.slugTaken]);
  });

  it('needs options for choice questions and a minimum no higher than their number', async () => {
    const base = { id: 'q', label: 'Q', required: true };
    expect(await errorsOf(withQuestion({ ...base, type: 'select', options: {} }))).toEqual({
      'customPages.0.sections.0.questions.0.options.choices': [templateMessages.optionsNeeded],
    });
    const choices = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    expect(
      await errorsOf(withQuestion({ ...base, type: 'multiselect', options: { min: 3, choices } })),
    ).toEqual({ 'customPages.0.sections.0.questions.0.options.min': [templateMessages.minTooHigh] });
    const duplicate = await errorsOf(
      withQuestion({ ...base, type: 'radio', options: { choices: [choices[0], choices[0]] } }),
    );
    expect(duplicate['customPages.0.sections.0.questions.0.options.choices']).toEqual([
      templateMessages.optionValueTaken,
    ]);
    const badType = await errorsOf(withQuestion({ ...base, type: 'slider' }));
    expect(Object.keys(badType)).toEqual(['customPages.0.sections.0.questions.0.type']);
  });

  it('refuses duplicate question ids, unknown sections and permissions, and hiding the names page', async () => {
    const errors = await errorsOf(
      draftBody([goalsPage, { ...goalsPage, slug: 'more-goals', order: 5 }], {
        defaultPageSections: { 'about-you': ['joint'], income: ['nope'], nowhere: [] },
        templatePermissions: { 'fact-find.current_address': false, 'fact-find.custom.nowhere': false },
      }),
    );
    expect(errors['customPages.1.sections.0.questions.0.id']).toEqual([templateMessages.questionIdTaken]);
    expect(errors['defaultPageSections.about-you']).toEqual([templateMessages.lockedPage]);
    expect(errors['defaultPageSections.income']).toEqual([templateMessages.unknownSection]);
    expect(errors['defaultPageSections.nowhere']).toEqual([templateMessages.unknownPage]);
    expect(errors['templatePermissions.fact-find.custom.nowhere']).toEqual([
      templateMessages.unknownPermission,
    ]);
    expect(errors['templatePermissions.fact-find.current_address']).toBeUndefined();
  });

  it('refuses a custom page titled like a built-in step or another custom page, naming the clash', async () => {
    const errors = await errorsOf(
      draftBody([
        { ...goalsPage, title: 'Your goals' },
        { ...extraPage, title: '  INCOME ' },
        { ...extraPage, slug: 'other', order: 3, title: 'Your lifestyle' },
      ]),
    );
    // "Your goals" is a section of the built-in "Objectives and experience" step.
    expect(errors['customPages.0.title']).toEqual([
      templateMessages.titleBase('Your goals', 'Objectives and experience'),
    ]);
    expect(errors['customPages.0.title']?.[0]).toContain('Objectives and experience');
    // Titles are trimmed before they are checked.
    expect(errors['customPages.1.title']).toEqual([templateMessages.titleBase('INCOME', 'Income')]);
    expect(errors['customPages.2.title']).toBeUndefined();
    const twice = await errorsOf(draftBody([extraPage, { ...extraPage, slug: 'other', order: 3 }]));
    expect(twice['customPages.1.title']).toEqual([templateMessages.titleTaken]);
  });

  it('names the custom pages to a client who has not started, as the stepper will list them', async () => {
    const response = await call(
      'GET',
      `/api/clients/${world.single.client.id}/portal/changes`,
      world.tokens.single,
    );
    expect(response.json()).toMatchObject({
      factFind: {},
      customPages: [{ slug: 'goals', title: goalsPage.title, order: 1, sections: [] }],
    });
  });

  it('made no draft out of any of that', async () => {
    const { data } = (await call('GET', '/api/adviser/templates/draft', world.tokens.admin)).json();
    expect(data.id).toBeNull();
  });
});

describe('draft, preview, publish and version pinning', () => {
  it('pins a started fact-find to its version while a new one gets the next', async () => {
    // Olivia starts on version 1 (goals only).
    const single = world.single.client.id;
    await startFactFind(call, single, world.tokens.single);

    const saved = await call('PUT', '/api/adviser/templates/draft', world.tokens.admin, draftBody());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      version: 2,
      based_on: 1,
      templateSettings: { show_fund_input: true },
    });
    expect(saved.json().data.id).toEqual(expect.any(Number));
    // Saving again changes the same draft.
    const again = await call('PUT', '/api/adviser/templates/draft', world.tokens.admin, draftBody());
    expect(again.json().data.id).toBe(saved.json().data.id);

    // The preview shows the draft as a client would see it, with nothing answered.
    const preview = (await call('GET', '/api/adviser/templates/draft/preview', world.tokens.admin)).json();
    expect(preview.customPages.map((page: { slug: string }) => page.slug)).toEqual(['goals', 'lifestyle']);
    expect(preview.customPages[1].sections[0].questions[0]).toMatchObject({
      id: 'hobbies',
      required: true,
      help: 'Pick two or more',
      options: { min: 2 },
      answer: { value: null },
    });
    expect(preview.defaultPageSections.liabilities).toEqual(['mortgage_items', 'loan_items']);

    // Unpublished, the draft changes nothing for a client.
    const before = (await call('GET', `/api/clients/${single}/portal/changes`, world.tokens.single)).json();
    expect(before.customPages.map((page: { slug: string }) => page.slug)).toEqual(['goals']);

    const published = await call('POST', '/api/adviser/templates/publish', world.tokens.admin);
    expect(published.statusCode).toBe(201);
    expect(published.json().data).toMatchObject({ version: 2, custom_page_count: 2 });
    const [audit] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'template.published'), eq(auditEvents.firmId, world.firm.id)));
    expect(audit?.data).toMatchObject({ version: 2, customPages: ['goals', 'lifestyle'] });
    expect(audit?.userId).toBe(world.admin.id);

    // Publishing twice has nothing to publish.
    const twice = await call('POST', '/api/adviser/templates/publish', world.tokens.admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: templateMessages.noDraft });

    // Olivia keeps version 1; James, starting now, gets version 2.
    const kept = (await call('GET', `/api/clients/${single}/portal/changes`, world.tokens.single)).json();
    expect(kept.customPages.map((page: { slug: string }) => page.slug)).toEqual(['goals']);
    expect(kept.templateSettings.show_fund_input).toBe(false);
    const joint = world.joint.client.id;
    const started = await startFactFind(call, joint, world.tokens.joint);
    expect(started.json().customPages.map((page: { slug: string }) => page.slug)).toEqual([
      'goals',
      'lifestyle',
    ]);
    const rows = await database.db.select().from(factFinds).where(eq(factFinds.firmId, world.firm.id));
    expect(rows.map((row) => [row.clientId, row.templateVersion]).sort()).toEqual(
      [
        [single, 1],
        [joint, 2],
      ].sort(),
    );

    // The new fact-find enforces the required multiselect's minimum.
    const hobbies = started
      .json()
      .customPages[1].sections[0].questions.find((q: { id: string }) => q.id === 'hobbies');
    const one = await call('PUT', `/api/fact-find/answers/${hobbies.answer.id}`, world.tokens.joint, {
      value: ['golf'],
    });
    expect(one.statusCode).toBe(422);
    const two = await call('PUT', `/api/fact-find/answers/${hobbies.answer.id}`, world.tokens.joint, {
      value: ['golf', 'sailing'],
    });
    expect(two.statusCode).toBe(200);
  });

  it('lists the versions with the fact-finds started on each, and discards a draft', async () => {
    await call('PUT', '/api/adviser/templates/draft', world.tokens.admin, draftBody([goalsPage]));
    const versions = (await call('GET', '/api/adviser/templates/versions', world.tokens.admin)).json().data;
    expect(
      versions.map((v: { version: number; published_at: string | null }) => [
        v.version,
        v.published_at !== null,
      ]),
    ).toEqual([
      [3, false],
      [2, true],
      [1, true],
    ]);
    expect(versions.map((v: { fact_finds_started: number }) => v.fact_finds_started)).toEqual([0, 1, 1]);

    const discarded = await call('DELETE', '/api/adviser/templates/draft', world.tokens.admin);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json().data).toMatchObject({ id: null, version: 3, based_on: 2 });
    expect((await call('DELETE', '/api/adviser/templates/draft', world.tokens.admin)).statusCode).toBe(404);
    // Another firm's admin never sees this firm's versions.
    const stranger = (
      await call('GET', '/api/adviser/templates/versions', world.tokens.strangerAdmin)
    ).json();
    expect(stranger.data).toEqual([]);
  });
});

describe('a client user’s own permissions', () => {
  const url = () => `/api/adviser/clients/${world.joint.client.id}/permissions`;

  it('are for the firm’s admins only', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const body = method === 'PUT' ? { permissions: {} } : undefined;
      expect((await call(method, url(), undefined, body)).statusCode).toBe(401);
      expect((await call(method, url(), world.tokens.joint, body)).statusCode).toBe(403);
      expect((await call(method, url(), world.tokens.adviser, body)).statusCode).toBe(403);
      // Another firm's admin: no such client.
      expect((await call(method, url(), world.tokens.strangerAdmin, body)).statusCode).toBe(404);
    }
  });

  it('refuse names that do not exist and flags that are not the five', async () => {
    const unknown = await call('PUT', url(), world.tokens.admin, {
      permissions: { 'fact-find.nowhere': { update: false } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      'permissions.fact-find.nowhere': [templateMessages.unknownClientPermission],
    });
    const flag = await call('PUT', url(), world.tokens.admin, {
      permissions: { 'fact-find.income': { fly: false } },
    });
    expect(flag.statusCode).toBe(422);
  });

  it('deny a category: the client’s saves to it answer 403 with the permission message (audited)', async () => {
    const denied = await call('PUT', url(), world.tokens.admin, {
      permissions: {
        'fact-find.current_address': {
          read: true,
          create: false,
          update: false,
          delete: false,
          forceDelete: false,
        },
        'fact-find.custom.lifestyle': { update: false },
      },
    });
    expect(denied.statusCode).toBe(200);
    expect(denied.json().data.names).toContainEqual({
      name: 'fact-find.custom.lifestyle',
      label: 'Custom page: Your lifestyle',
    });
    const [user] = await database.db.select().from(users).where(eq(users.id, world.joint.user.id));
    expect(user?.permissions['fact-find.current_address']?.update).toBe(false);

    const clientId = world.joint.client.id;
    const save = await call('PUT', `/api/clients/${clientId}/portal/changes/update`, world.tokens.joint, {
      updates: { current_address: { postcode: 'BA1 1AA' } },
    });
    expect(save.statusCode).toBe(403);
    expect(save.json()).toEqual({ message: forbidden });
    const other = await call('PUT', `/api/clients/${clientId}/portal/changes/update`, world.tokens.joint, {
      updates: { employment_client1: { employment_status: 'Employed' } },
    });
    expect(other.statusCode).toBe(200);
    const changes = (await call('GET', `/api/clients/${clientId}/portal/changes`, world.tokens.joint)).json();
    const hobbies = changes.customPages[1].sections[0].questions[0];
    const answer = await call('PUT', `/api/fact-find/answers/${hobbies.answer.id}`, world.tokens.joint, {
      value: ['golf', 'reading'],
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ message: forbidden });

    const [event] = await auditEventsOfType(database.db, 'client.permissions_changed');
    expect(event?.data).toMatchObject({
      clientId,
      after: { 'fact-find.custom.lifestyle': { update: false } },
    });

    // Cleared again, the template decides: allowed.
    expect((await call('PUT', url(), world.tokens.admin, { permissions: {} })).statusCode).toBe(200);
    const allowed = await call('PUT', `/api/clients/${clientId}/portal/changes/update`, world.tokens.joint, {
      updates: { current_address: { postcode: 'BA1 1AA' } },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('a published denial reaches fact-finds started on it, not the one in progress', async () => {
    const body = draftBody([goalsPage], { templatePermissions: { 'fact-find.employment_client1': false } });
    expect((await call('PUT', '/api/adviser/templates/draft', world.tokens.admin, body)).statusCode).toBe(
      200,
    );
    expect((await call('POST', '/api/adviser/templates/publish', world.tokens.admin)).statusCode).toBe(201);
    // James's fact-find is on version 2, which allowed it; he is unaffected until his next one.
    const clientId = world.joint.client.id;
    const still = await call('PUT', `/api/clients/${clientId}/portal/changes/update`, world.tokens.joint, {
      updates: { employment_client1: { employment_status: 'Retired' } },
    });
    expect(still.statusCode).toBe(200);
    const fresh = (await call('GET', url(), world.tokens.admin)).json().data;
    expect(fresh.template).toEqual({ 'fact-find.employment_client1': false });
  });
});

describe('publishing a draft saved before the title rule', () => {
  it('answers 422 naming the clash and keeps the draft', async () => {
    const [latest] = await database.db
      .select({ version: factFindTemplates.version })
      .from(factFindTemplates)
      .where(eq(factFindTemplates.firmId, world.firm.id))
      .orderBy(desc(factFindTemplates.version))
      .limit(1);
    await publishTemplate(database.db, world.firm.id, {
      version: (latest?.version ?? 0) + 1,
      customPages: [{ ...goalsPage, title: 'Your goals' }],
      publishedAt: null,
    });
    const response = await call('POST', '/api/adviser/templates/publish', world.tokens.admin);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'customPages.0.title': [templateMessages.titleBase('Your goals', 'Objectives and experience')],
    });
    const { data } = (await call('GET', '/api/adviser/templates/draft', world.tokens.admin)).json();
    expect(data.id).toEqual(expect.any(Number));
    expect(data.customPages[0].title).toBe('Your goals');
  });
});
