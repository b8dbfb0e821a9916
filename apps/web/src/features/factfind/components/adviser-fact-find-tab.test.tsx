import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  base,
  clientId,
  earlierSummary,
  jointFactFind,
  signInWithFactFind,
  submittedSummary,
  withFactFind,
} from '../../../test/adviser-fixtures.ts';
import { expectSignedDownload } from '../../../test/downloads.ts';
import { answer, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';

const path = `/adviser/clients/${clientId}/fact-find`;

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-fact-find', 'fact-find', 'app-layout');

const region = (name: string) => screen.getByRole('region', { name });

describe('the fact-find tab', () => {
  it('renders the answers read-only in the client’s sections, both people side by side, with totals', async () => {
    signInWithFactFind();
    renderApp(path);
    const james = await screen.findByRole('region', { name: "James's details" }, firstRender);
    const emma = region("Emma's details");
    expect(james).toHaveTextContent('First nameJames');
    expect(emma).toHaveTextContent('First nameEmma');
    // Side by side: the two people's cards share one row.
    expect(james.parentElement).toBe(emma.parentElement);
    expect(region('About them')).toContainElement(james);
    expect(region("Emma's employment")).toHaveTextContent('Employment statusRetired');
    // Once the portfolio's valuation (GET …/finances/summary) has come, as the client's review page shows them.
    const glance = screen.getByRole('region', { name: 'The household’s finances at a glance' });
    expect(await within(glance).findByText('Net worth')).toBeInTheDocument();
    // Read-only: nothing to type into, nothing to edit.
    expect(within(region('About them')).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    const summary = region('Current fact-find');
    expect(summary).toHaveTextContent('StatusAwaiting review');
    expect(summary).toHaveTextContent(/Submitted1 Mar 2026/);
  });

  it('reads each person’s knowledge and experience about them by name, never in their first person', async () => {
    signInWithFactFind({
      factFind: {
        ...jointFactFind,
        factFind: {
          ...jointFactFind.factFind,
          knowledge_experience_client1: { investment_knowledge: 'basic', years_investing: 12 },
          knowledge_experience_client2: { investment_knowledge: 'none', loss_reaction: 'hold' },
        },
      },
    });
    renderApp(path);
    const james = await screen.findByRole(
      'region',
      { name: "James's investment knowledge and experience" },
      firstRender,
    );
    const emma = region("Emma's investment knowledge and experience");
    expect(james).toHaveTextContent(
      'How well does James know investing?Basic: understands savings and simple investments',
    );
    expect(james).toHaveTextContent('For how many years has James invested?12');
    expect(emma).toHaveTextContent('How well does Emma know investing?None: new to investing');
    expect(emma).toHaveTextContent(
      "If Emma's investments fell by a fifth in a year, what would they most likely do?Hold on and wait",
    );
    for (const person of [james, emma]) expect(person.textContent).not.toMatch(/\b(you|your|I|my)\b/);
  });

  it('shows who of the household has declared the current fact-find', async () => {
    signInWithFactFind();
    const person = {
      can_sign_in: true,
      required: true,
      is_outdated: false,
      is_you: false,
    };
    answer(`GET /api/clients/${clientId}/fact-find-declarations`, {
      status: 200,
      body: {
        data: {
          required: true,
          text: 'True and complete.',
          complete: false,
          status: 'draft',
          people: [
            { ...person, person: 1, name: 'James', declared: true, declared_at: '2026-03-01T10:00:00.000Z' },
            {
              ...person,
              person: 2,
              name: 'Emma',
              declared: false,
              declared_at: null,
              can_sign_in: false,
              required: false,
            },
          ],
        },
      },
    });
    renderApp(path);
    const card = await screen.findByRole('region', { name: 'Declarations' }, firstRender);
    const items = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^James: Declared on 1 March 2026 at \d\d:00$/),
      'Emma: Not asked: has no sign-in to the portal yet',
    ]);
  });

  it('shows an answer’s history on demand: who, when, old and new', async () => {
    signInWithFactFind();
    answer(`GET ${base}/fact-find/history`, (request) => ({
      status: 200,
      body: {
        data:
          new URLSearchParams(request.search).get('path') === 'employment_client1.occupation'
            ? [
                {
                  id: 5,
                  fact_find_id: 31,
                  path: 'employment_client1.occupation',
                  at: '2026-02-20T10:00:00.000Z',
                  by: { id: 2, name: 'James Carter', role: 'client' },
                  old: 'Teacher',
                  new: 'Engineer',
                },
              ]
            : [],
      },
    }));
    const app = renderApp(path);
    const employment = await screen.findByRole('region', { name: "James's employment" }, firstRender);
    await app.user.click(
      within(employment).getByRole('button', { name: "History of Occupation, James's employment" }),
    );
    const dialog = screen.getByRole('dialog', { name: "History of Occupation, James's employment" });
    expect(await within(dialog).findByText('Engineer')).toBeVisible();
    expect(dialog).toHaveTextContent('James Carter (client)');
    expect(dialog).toHaveTextContent(/Teacher\W+changed to Engineer/);
    const call = requests.find((r) => r.path === `${base}/fact-find/history`);
    expect(Object.fromEntries(new URLSearchParams(call?.search))).toEqual({
      path: 'employment_client1.occupation',
      fact_find_id: '31',
    });
  });

  it('shows what the client typed beside the number kept when it was outside the bounds', async () => {
    signInWithFactFind({
      factFind: {
        ...jointFactFind,
        factFind: {
          ...jointFactFind.factFind,
          employment_client1: {
            employment_status: 'Employed',
            occupation: 'Engineer',
            desired_retirement_age: 85,
          },
        },
      },
    });
    const agePath = 'employment_client1.desired_retirement_age';
    answer(`GET ${base}/fact-find/history`, {
      status: 200,
      body: {
        data: [
          {
            id: 6,
            fact_find_id: 31,
            path: agePath,
            at: '2026-02-20T10:00:00.000Z',
            by: { id: 2, name: 'James Carter', role: 'client' },
            old: 60,
            new: 85,
            typed: { [agePath]: '150' },
          },
        ],
      },
    });
    const app = renderApp(path);
    const employment = await screen.findByRole('region', { name: "James's employment" }, firstRender);
    await app.user.click(
      within(employment).getByRole('button', {
        name: "History of Age James would like to retire, James's employment",
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: "History of Age James would like to retire, James's employment",
    });
    expect(await within(dialog).findByText('typed 150, kept 85')).toBeVisible();
  });

  it('marks a fact-find awaiting review as reviewed', async () => {
    signInWithFactFind();
    const reviewed = {
      ...submittedSummary,
      status: 'reviewed',
      reviewed_at: '2026-03-04T10:00:00.000Z',
      reviewed_by: { id: 1, name: 'Olivia Bennett' },
    };
    answer(`POST ${base}/fact-find/review`, () => {
      withFactFind({ summaries: [reviewed as typeof submittedSummary, earlierSummary] });
      return { status: 200, body: { data: reviewed } };
    });
    const app = renderApp(path);
    await app.user.click(await screen.findByRole('button', { name: 'Mark as reviewed' }, firstRender));
    await app.user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark as reviewed' }),
    );
    expect(await screen.findByText('James Carter’s fact-find is marked as reviewed.')).toBeVisible();
    await waitFor(() => expect(region('Current fact-find')).toHaveTextContent('Reviewed4 Mar 2026'));
    expect(region('Current fact-find')).toHaveTextContent('by Olivia Bennett');
    expect(screen.queryByRole('button', { name: 'Return to client' })).toBeNull();
  });

  it('returns a fact-find only with a note, and shows the server’s refusal', async () => {
    signInWithFactFind();
    answer(`POST ${base}/fact-find/return`, {
      status: 409,
      body: { message: 'Only a fact-find awaiting review can be marked as reviewed or returned.' },
    });
    const app = renderApp(path);
    await app.user.click(await screen.findByRole('button', { name: 'Return to client' }, firstRender));
    const dialog = screen.getByRole('dialog', { name: 'Return the fact-find to the client' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Return to client' }));
    const note = within(dialog).getByRole('textbox', { name: 'Note to the client' });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('Write a note telling the client what to change.'),
    );
    expect(note).toHaveFocus();
    expect(requests.some((r) => r.path === `${base}/fact-find/return`)).toBe(false);

    await app.user.type(note, 'Please add Emma’s pension.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Return to client' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a fact-find awaiting review');
    expect(requests.find((r) => r.path === `${base}/fact-find/return`)?.body).toEqual({
      note: 'Please add Emma’s pension.',
    });
  });

  it('lists every fact-find and opens an earlier one read-only', async () => {
    signInWithFactFind();
    answer(`GET ${base}/fact-finds/12`, {
      status: 200,
      body: {
        ...jointFactFind,
        status: 'reviewed',
        factFind: {
          ...jointFactFind.factFind,
          employment_client1: { employment_status: 'Employed', occupation: 'Teacher' },
        },
      },
    });
    const app = renderApp(path);
    const all = await screen.findByRole('region', { name: 'All fact-finds' }, firstRender);
    expect(within(all).getByText('Fact-find 2 (current)')).toHaveAttribute('aria-current', 'page');
    await app.user.click(within(all).getByRole('link', { name: 'Fact-find 1' }));
    await waitFor(() => expect(app.location().search).toEqual({ fact_find_id: 12 }));
    expect(await screen.findByText('You are looking at an earlier fact-find.')).toBeVisible();
    expect(region("James's employment")).toHaveTextContent('OccupationTeacher');
    expect(region('Earlier fact-find')).toHaveTextContent('StatusReviewed');
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).toBeNull();
  });

  it('downloads the PDF as a file', async () => {
    signInWithFactFind();
    answer(`GET ${base}/fact-find.pdf`, {
      status: 200,
      body: '%PDF-1.7',
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="fact-find-james-carter-2026-03-04.pdf"',
      },
    });
    await expectSignedDownload(
      async () => {
        const app = renderApp(path);
        await app.user.click(await screen.findByRole('button', { name: 'Download PDF' }, firstRender));
      },
      { file: 'fact-find-james-carter-2026-03-04.pdf', path: `${base}/fact-find.pdf` },
    );
  });

  it('previews the questionnaire as the client sees it, calling nothing', async () => {
    signInWithFactFind();
    const app = renderApp(path);
    await app.user.click(await screen.findByRole('button', { name: 'Preview as client' }, firstRender));
    await waitFor(() => expect(app.location().pathname).toBe('/fact-find'));
    expect(app.location().search).toEqual({ preview: 1 });
    expect(await screen.findByText('Preview: what you enter here is not saved')).toBeVisible();
    // It opens where the client would carry on (after their last completed step, the address).
    expect(screen.getByRole('heading', { level: 2, name: 'Dependants' })).toBeVisible();
    const steps = screen.getByRole('navigation', { name: 'Fact-find steps' });
    await app.user.click(within(steps).getByRole('link', { name: /About you/ }));
    expect(await screen.findByRole('region', { name: "James's details" })).toBeVisible();
    const before = requests.length;
    const firstName = within(region("James's details")).getByLabelText(/^First name/);
    expect(firstName).toHaveValue('James');
    await app.user.clear(firstName);
    await app.user.type(firstName, 'Jim');
    await app.user.tab();
    const factFindCalls = requests
      .slice(before)
      .filter((r) => r.path.startsWith('/api/clients/') || r.path.startsWith('/api/fact-find'));
    expect(factFindCalls).toEqual([]);
  });
});
