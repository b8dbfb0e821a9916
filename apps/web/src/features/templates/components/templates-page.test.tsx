import type { User } from '@atrium/domain/contract/auth';
import type { TemplateDraft, TemplateVersion } from '@atrium/domain/contract/templates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, invalidData, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { admin, adviser, storeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const published: TemplateDraft = {
  id: null,
  version: 2,
  based_on: 1,
  updated_at: null,
  defaultPageSections: {},
  templateSettings: { show_fund_input: false },
  customPages: [],
  templatePermissions: {},
};
const versions: TemplateVersion[] = [
  {
    id: 1,
    version: 1,
    published_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    custom_page_count: 0,
    fact_finds_started: 3,
  },
];

function signIn(user: User) {
  storeSession({ user });
  answer('GET /api/user', { status: 200, body: user });
  answer('GET /api/adviser/templates/draft', { status: 200, body: { data: published } });
  answer('GET /api/adviser/templates/versions', { status: 200, body: { data: versions } });
}

// Pasting is typing without a render per letter: the editor is large and the machine is shared.
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

preloadRoutes('adviser-layout', 'adviser-templates');

describe('the fact-find template editor', () => {
  it('builds a custom page with a required multiselect and saves it as the draft', async () => {
    signIn(admin);
    const user = userEvent.setup();
    let saved: unknown = null;
    answer('PUT /api/adviser/templates/draft', (request) => {
      saved = request.body;
      return { status: 200, body: { data: { ...published, id: 5, updated_at: '2026-03-02T09:00:00.000Z' } } };
    });
    renderApp('/adviser/templates');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fact-find template' }, firstRender),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Templates' })).toBeInTheDocument();
    expect(screen.getByText(/Version 1 is published/)).toBeInTheDocument();
    expect(screen.getByText(/3 fact-finds started/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add custom page' }));
    await fill(user, screen.getByLabelText('Page title'), 'Your priorities');
    await fill(user, screen.getByLabelText('Slug'), 'priorities');
    await fill(user, screen.getByLabelText('Section title'), 'What matters');
    await fill(user, screen.getByLabelText('Question'), 'Pick your priorities');
    await user.selectOptions(screen.getByLabelText('Type of answer'), 'multiselect');
    await fill(user, screen.getByLabelText('Help text (optional)'), 'Choose two or more');
    await user.click(screen.getByLabelText('Required'));
    await fill(user, screen.getByLabelText('Fewest options to choose (optional)'), '2');
    for (const label of ['Retirement', 'Buying a home', 'Children']) {
      await user.click(screen.getByRole('button', { name: 'Add option' }));
      const fields = screen.getAllByLabelText(/^Option \d+$/);
      await fill(user, fields.at(-1) as HTMLElement, label);
    }
    // The new page can be denied to clients in the permissions grid.
    await user.click(
      screen.getByRole('checkbox', { name: 'Clients may see and change Custom page: Your priorities' }),
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() => expect(saved).not.toBeNull());
    expect(saved).toMatchObject({
      templatePermissions: { 'fact-find.custom.priorities': false },
      customPages: [
        {
          slug: 'priorities',
          title: 'Your priorities',
          order: 1,
          sections: [
            {
              title: 'What matters',
              questions: [
                {
                  type: 'multiselect',
                  label: 'Pick your priorities',
                  help: 'Choose two or more',
                  required: true,
                  options: {
                    min: 2,
                    choices: [
                      { value: 'retirement', label: 'Retirement' },
                      { value: 'buying_a_home', label: 'Buying a home' },
                      { value: 'children', label: 'Children' },
                    ],
                  },
                },
              ],
            },
          ],
        },
      ],
    });
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    // A long walk through many fields on a shared machine: more time than one render needs.
  }, 90_000);

  it('shows the server’s per-field errors beside the fields, and publishes after confirming', async () => {
    signIn(admin);
    const user = userEvent.setup();
    answer(
      'PUT /api/adviser/templates/draft',
      invalidData({ 'customPages.0.slug': ['This slug is used by a built-in page. Choose another.'] }),
    );
    renderApp('/adviser/templates');
    await user.click(await screen.findByRole('button', { name: 'Add custom page' }, firstRender));
    await fill(user, screen.getByLabelText('Slug'), 'income');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct the fields marked below');
    expect(screen.getByLabelText('Slug')).toHaveAccessibleDescription(
      expect.stringContaining('This slug is used by a built-in page.'),
    );

    // Publishing saves first; with the error still there, nothing is published.
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/adviser/templates/publish')).toBe(
      false,
    );

    // Removing the page leaves the draft as published: Publish goes straight through.
    await user.click(screen.getByRole('button', { name: 'Remove custom page 1' }));
    answer('PUT /api/adviser/templates/draft', {
      status: 200,
      body: { data: { ...published, id: 6, updated_at: '2026-03-02T09:00:00.000Z' } },
    });
    answer('POST /api/adviser/templates/publish', {
      status: 201,
      body: { data: { ...versions[0], id: 6, version: 2, published_at: '2026-03-02T09:01:00.000Z' } },
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish version 2?' })).getByRole('button', {
        name: 'Publish',
      }),
    );
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.path === '/api/adviser/templates/publish')).toBe(
        true,
      ),
    );
    expect(await screen.findByText(/Version 2 published/)).toBeInTheDocument();
  });

  it('is not there for an adviser, who has no Templates link', async () => {
    signIn(adviser);
    renderApp('/adviser/templates');
    expect(await screen.findByText(/Page not found/i, {}, firstRender)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Templates' })).not.toBeInTheDocument();
  });
});
