import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindPath, notStartedFactFind } from '../../test/factfind-fixtures.ts';
import { answer, requests } from '../../test/fake-api.ts';
import { adviser, jointClient, jointPartner, storeSession } from '../../test/fixtures.ts';
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

describe('fact-find routing', () => {
  // Where each page sends the client for the state of their fact-find: the heading that shows, and the address.
  const aboutYou = { level: 2, name: 'About you' };
  const withoutPartnersBirthDate = () => {
    const draft = draftFactFind();
    draft.factFind.personal_details_client2 = { first_name: 'Emma', last_name: 'Carter' };
    return draft;
  };
  const redirects = [
    {
      title: 'sends /fact-find to the start page when nothing has been started',
      factFind: () => notStartedFactFind,
      from: '/fact-find',
      heading: { name: 'What is a fact-find?' },
      to: '/fact-find/start',
    },
    {
      title: 'sends /fact-find to the start page when the last one was reviewed',
      factFind: () => draftFactFind({ status: 'reviewed' }),
      from: '/fact-find',
      heading: { name: 'Update your fact-find' },
      to: '/fact-find/start',
    },
    {
      title: 'sends the start page to the questionnaire when a draft exists',
      factFind: () => draftFactFind(),
      from: '/fact-find/start',
      heading: aboutYou,
      to: '/fact-find',
    },
    {
      title: 'sends the review page to the start page when nothing has been started',
      factFind: () => notStartedFactFind,
      from: '/fact-find/review',
      heading: { name: 'What is a fact-find?' },
      to: '/fact-find/start',
    },
    {
      title: "sends the review page back to the questionnaire while the partner's date of birth is missing",
      factFind: withoutPartnersBirthDate,
      from: '/fact-find/review',
      heading: aboutYou,
      to: '/fact-find',
    },
    {
      title: 'shows the review page when the names and dates of birth are there',
      factFind: () => draftFactFind({ lastCompletedStep: 'custom.goals' }),
      from: '/fact-find/review',
      heading: { name: "James's details" },
      to: '/fact-find/review',
    },
    {
      title: 'sends the success page to the questionnaire unless the fact-find was submitted',
      factFind: () => draftFactFind(),
      from: '/fact-find/submit-success',
      heading: aboutYou,
      to: '/fact-find',
    },
  ];
  for (const { title, factFind, from, heading, to } of redirects) {
    it(title, async () => {
      asClient(factFind());
      const app = renderApp(from);
      expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
      expect(app.location().pathname).toBe(to);
    });
  }

  it('sends /fact-find to the review page while it awaits review', async () => {
    asClient(draftFactFind({ status: 'awaiting-review' }));
    const app = renderApp('/fact-find?step=employment');
    expect(await screen.findByText(/You have sent this fact-find to Olivia Bennett/)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/fact-find/review');
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
  });

  it('tells the partner the household’s fact-find has been sent, not that she sent it', async () => {
    storeSession({ user: jointPartner });
    answer('GET /api/user', { status: 200, body: jointPartner });
    answer(`GET ${factFindPath}`, { status: 200, body: draftFactFind({ status: 'awaiting-review' }) });
    answer(`GET ${consentPath}`, { status: 200, body: noConsentNeeded });
    renderApp('/fact-find/review');
    expect(
      await screen.findByText(/Your fact-find has been sent to Olivia Bennett for review/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/You have sent/)).not.toBeInTheDocument();
  });

  it('asks the partner about herself in her sections and about James in his', async () => {
    storeSession({ user: jointPartner });
    answer('GET /api/user', { status: 200, body: jointPartner });
    answer(`GET ${factFindPath}`, { status: 200, body: draftFactFind() });
    answer(`GET ${consentPath}`, { status: 200, body: noConsentNeeded });
    renderApp('/fact-find?step=employment');
    const jamess = await screen.findByRole('region', { name: "James's employment" });
    const emmas = screen.getByRole('region', { name: "Emma's employment" });
    expect(
      within(jamess).getByRole('textbox', { name: 'Age your partner would like to retire' }),
    ).toBeVisible();
    expect(within(emmas).getByRole('textbox', { name: 'Age you would like to retire' })).toBeVisible();
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
