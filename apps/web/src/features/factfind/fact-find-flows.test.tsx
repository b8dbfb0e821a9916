import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindPath, notStartedFactFind } from '../../test/factfind-fixtures.ts';
import { answer, requests } from '../../test/fake-api.ts';
import { jointClient, storeSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { clientId, draftFactFind } from './testing.tsx';

const base = `/api/clients/${clientId}`;
const saved = { status: 200, body: { lastUpdated: '2026-11-21T12:00:00.000Z', version: 3 } };

function asClient(factFind: PortalChangesResponse, consent = { required: false, text: '', given: false }) {
  storeSession();
  answer('GET /api/user', { status: 200, body: jointClient });
  answer(`GET ${factFindPath}`, { status: 200, body: factFind });
  answer(`GET ${base}/fact-find-consent`, { status: 200, body: { data: { ...consent, given_at: null } } });
}

const sent = (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path);

describe('starting', () => {
  it('asks for consent when the firm requires it, gives it, then starts and opens the questionnaire', async () => {
    const text = 'I agree that Example Financial Planning may hold and use this information to advise me.';
    asClient(notStartedFactFind, { required: true, text, given: false });
    answer(`POST ${base}/fact-find-consent`, {
      status: 200,
      body: { data: { required: true, text, given: true, given_at: '2026-11-21T12:00:00.000Z' } },
    });
    answer(`POST ${base}/portal/changes/start`, { status: 201, body: draftFactFind() });
    const app = renderApp('/fact-find/start');
    const start = await screen.findByRole('button', { name: 'Start your fact-find' });
    await app.user.click(start);
    expect(screen.getByRole('checkbox', { name: text })).toHaveAccessibleDescription(
      'Please give your consent to continue.',
    );
    expect(sent('POST', `${base}/portal/changes/start`)).toHaveLength(0);
    await app.user.click(screen.getByRole('checkbox', { name: text }));
    await app.user.click(start);
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/fact-find');
    expect(sent('POST', `${base}/fact-find-consent`)).toHaveLength(1);
  });
});

describe('the questionnaire', () => {
  it('saves lastCompletedStep on Next and moves to the next step', async () => {
    asClient(draftFactFind());
    answer(`PUT ${base}/portal/changes/update`, saved);
    const app = renderApp('/fact-find');
    await app.user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Employment' })).toBeInTheDocument();
    expect(sent('PUT', `${base}/portal/changes/update`).map((r) => r.body)).toEqual([
      { lastCompletedStep: 'about-you' },
    ]);
    expect(app.location().search).toEqual({ step: 'employment' });
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
  });

  it("hides the partner's sections everywhere when the fact-find is not joint", async () => {
    asClient(draftFactFind());
    answer(`PUT ${base}/portal/changes/update`, saved);
    const app = renderApp('/fact-find');
    expect(await screen.findByRole('heading', { name: "Emma's details" })).toBeInTheDocument();
    const joint = screen.getByRole('group', { name: /completing this fact-find with a partner/ });
    await app.user.click(within(joint).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: "Emma's details" })).toBeNull());
    expect(sent('PUT', `${base}/portal/changes/update`)[0]?.body).toEqual({ updates: { joint: false } });
    await app.router.navigate({ to: '/fact-find', search: { step: 'employment' } });
    expect(await screen.findByRole('heading', { name: "James's employment" })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Emma's employment" })).toBeNull();
  });

  it('shows the age beside a date of birth and the retirement date beside the retirement age', async () => {
    const draft = draftFactFind();
    draft.factFind.employment_client1 = { employment_status: 'Employed', desired_retirement_age: 65 };
    asClient(draft);
    const app = renderApp('/fact-find?step=about-you');
    // The partner's section is drawn just after the first screen (a deferred render).
    await waitFor(() => expect(screen.getAllByText(/^Age \d+$/)).toHaveLength(2));
    const ages = screen.getAllByText(/^Age \d+$/);
    const birth = screen.getAllByLabelText(/^Date of birth/)[0] as HTMLElement;
    expect(birth.closest('.fact-find-field')).toContainElement(ages[0] as HTMLElement);
    await app.router.navigate({ to: '/fact-find', search: { step: 'employment' } });
    expect(await screen.findByText('Retirement date: 2040-04')).toBeInTheDocument();
  });

  it('adds a dependant, edits it, and removes it after confirming', async () => {
    const draft = draftFactFind();
    draft.factFind.dependants = { has_dependants: true, items: [] };
    asClient(draft);
    answer(`PUT ${base}/portal/changes/update`, saved);
    const app = renderApp('/fact-find?step=dependants');
    await app.user.click(await screen.findByRole('button', { name: 'Add a dependant' }));
    const firstName = await screen.findByRole('textbox', { name: /^First name/ });
    await app.user.type(firstName, 'Sophie');
    await app.user.tab();
    expect(await screen.findByText('Dependant 1: Sophie', { selector: 'p' })).toBeInTheDocument();
    const bodies = () => sent('PUT', `${base}/portal/changes/update`).map((r) => r.body);
    await waitFor(() =>
      expect(bodies()).toEqual([
        { item: { category: 'dependants', property: 'items', index: 0, value: {} } },
        { item: { category: 'dependants', property: 'items', index: 0, value: { first_name: 'Sophie' } } },
      ]),
    );
    await app.user.click(screen.getByRole('button', { name: 'Remove Dependant 1: Sophie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove dependant?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText(/Dependant 1/, { selector: 'p' })).toBeNull());
    expect(bodies().at(-1)).toEqual({ remove: { category: 'dependants', property: 'items', index: 0 } });
    expect(screen.getByText('None added yet.')).toBeInTheDocument();
  });
});

describe('review and submit', () => {
  it('lists what the server says is missing', async () => {
    asClient(draftFactFind());
    answer(`POST ${base}/portal/changes/submit`, {
      status: 422,
      body: {
        message: 'Please complete the missing details before submitting.',
        errors: { 'custom.goal_summary': ['This question is required.'] },
      },
    });
    const app = renderApp('/fact-find/review');
    await app.user.click(await screen.findByRole('button', { name: 'Submit to Olivia Bennett' }));
    const alerts = await screen.findAllByRole('alert');
    const rejected = alerts.find((a) => a.textContent?.includes('Please complete the missing details'));
    expect(rejected).toBeDefined();
    expect(
      within(rejected as HTMLElement).getByRole('link', { name: 'What would you like help with?' }),
    ).toHaveAttribute('href', '/fact-find?step=custom.goals');
  });

  it('submits and shows what happens next, naming the adviser', async () => {
    const draft = draftFactFind();
    asClient(draft);
    answer(`POST ${base}/portal/changes/submit`, {
      status: 200,
      body: { ...draft, status: 'awaiting-review' },
    });
    const app = renderApp('/fact-find/review');
    expect(screen.queryByRole('link', { name: "Edit James's details" })).toBeNull();
    expect(await screen.findByRole('link', { name: "Edit James's details" })).toHaveAttribute(
      'href',
      '/fact-find?step=about-you',
    );
    expect(screen.getByText(/Please answer these before you submit/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Submit to Olivia Bennett' }));
    expect(await screen.findByText('Olivia Bennett will read through your answers.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/fact-find/submit-success');
    await app.router.navigate({ to: '/fact-find' });
    await waitFor(() => expect(app.location().pathname).toBe('/fact-find/review'));
  });
});
