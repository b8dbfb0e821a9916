import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindPath, notStartedFactFind } from '../../test/factfind-fixtures.ts';
import { answer, requests } from '../../test/fake-api.ts';
import { adviser, jointClient, storeSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { clientId, draftFactFind } from './testing.tsx';

const consentPath = `/api/clients/${clientId}/fact-find-consent`;
const noConsentNeeded = { data: { required: false, text: '', given: false, given_at: null } };

function asClient(factFind: PortalChangesResponse) {
  storeSession();
  answer('GET /api/user', { status: 200, body: jointClient });
  answer(`GET ${factFindPath}`, { status: 200, body: factFind });
  answer(`GET ${consentPath}`, { status: 200, body: noConsentNeeded });
}

describe('fact-find routing (spec §2)', () => {
  it('sends /fact-find to the start page when nothing has been started', async () => {
    asClient(notStartedFactFind);
    const app = renderApp('/fact-find');
    expect(await screen.findByRole('heading', { name: 'What is a fact-find?' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/fact-find/start');
  });

  it('sends /fact-find to the start page when the last one was reviewed', async () => {
    asClient(draftFactFind({ status: 'reviewed' }));
    const app = renderApp('/fact-find');
    expect(await screen.findByRole('heading', { name: 'Update your fact-find' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/fact-find/start');
  });

  it('sends /fact-find to the review page while it awaits review', async () => {
    asClient(draftFactFind({ status: 'awaiting-review' }));
    const app = renderApp('/fact-find?step=employment');
    expect(await screen.findByText(/You have sent this fact-find to Olivia Bennett/)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/fact-find/review');
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
  });

  it('opens a draft at the step after the last one completed, or at ?step=', async () => {
    asClient(draftFactFind({ lastCompletedStep: 'about-you' }));
    const app = renderApp('/fact-find');
    expect(await screen.findByRole('heading', { level: 2, name: 'Employment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "James's employment" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Emma's employment" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Employment/, current: 'step' })).toBeInTheDocument();
    await app.router.navigate({ to: '/fact-find', search: { step: 'custom.goals' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your goals' })).toBeInTheDocument();
  });

  it('sends the start page to the questionnaire when a draft exists', async () => {
    asClient(draftFactFind());
    const app = renderApp('/fact-find/start');
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/fact-find');
  });

  it('sends the review page to the start page when nothing has been started', async () => {
    asClient(notStartedFactFind);
    const app = renderApp('/fact-find/review');
    await screen.findByRole('heading', { name: 'What is a fact-find?' });
    expect(app.location().pathname).toBe('/fact-find/start');
  });

  it("sends the review page back to the questionnaire while the partner's date of birth is missing", async () => {
    const draft = draftFactFind();
    draft.factFind.personal_details_client2 = { first_name: 'Emma', last_name: 'Carter' };
    asClient(draft);
    const app = renderApp('/fact-find/review');
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    expect(app.location().pathname).toBe('/fact-find');
  });

  it('shows the review page when the names and dates of birth are there', async () => {
    asClient(draftFactFind({ lastCompletedStep: 'custom.goals' }));
    const app = renderApp('/fact-find/review');
    expect(await screen.findByRole('heading', { name: "James's details" })).toBeInTheDocument();
    expect(app.location().pathname).toBe('/fact-find/review');
  });

  it('sends the success page to the questionnaire unless the fact-find was submitted', async () => {
    asClient(draftFactFind());
    const app = renderApp('/fact-find/submit-success');
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    expect(app.location().pathname).toBe('/fact-find');
  });

  // Staff reach the fact-find only in preview mode (any other fact-find page sends them to /adviser).
  it('shows staff the questionnaire in preview mode, fetching nothing', async () => {
    storeSession({ user: adviser });
    answer('GET /api/user', { status: 200, body: adviser });
    const app = renderApp('/fact-find?preview=1');
    expect(await screen.findByText('Preview: what you enter here is not saved')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/fact-find');
    expect(app.location().search).toEqual({ preview: 1 });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument(),
    );
    expect(requests.some((request) => request.path.startsWith('/api/clients/'))).toBe(false);
  });
});
