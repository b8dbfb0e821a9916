import type { AdviserReviewResponse, PipelineRow } from '@atrium/domain/contract/reviews';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { adviser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const row = (id: number, name: string, extra: Partial<PipelineRow>): PipelineRow => ({
  client: { id, name },
  adviser: 'Sarah Mitchell',
  review_id: id,
  due_on: '2027-01-29',
  status: 'invited',
  is_overdue: false,
  check_ins_confirmed: 0,
  people: 2,
  closed_reason: null,
  closed_at: null,
  next_due_on: null,
  ...extra,
});

const view: AdviserReviewResponse = {
  client: { id: 7, name: 'James Carter' },
  data: {
    id: 3,
    due_on: '2027-01-29',
    status: 'meeting_booked',
    is_overdue: false,
    invited_at: '2026-12-31T09:00:00.000Z',
    reminders_sent: 1,
    baseline_at: '2026-04-01T10:00:00.000Z',
    pages: [{ slug: 'income', title: 'Income' }],
    check_ins: [
      {
        person: 1,
        name: 'James Carter',
        answers: { pages: { income: 'changed' }, discuss: 'Our pensions' },
        confirmed_at: '2027-01-02T10:00:00.000Z',
      },
    ],
    people: 1,
    changes: [
      {
        path: 'income.items.0.gross_amount',
        kind: 'changed',
        section: 'Income, Income 1',
        question: 'Amount before tax',
        before: '£72,000',
        after: '£78,000',
        changed_by: 'James Carter',
        changed_at: '2027-01-02T09:30:00.000Z',
      },
    ],
    meeting_on: '2027-01-29',
    appointment_id: null,
    outcome: null,
    suitability: null,
    closed_reason: null,
    closed_at: null,
    closed_by: null,
    record_document_id: null,
  },
  next_due_on: null,
  suggested_next_due_on: '2028-01-29',
  appointments: [],
};

preloadRoutes('adviser-layout', 'adviser-reviews', 'adviser-review');

const counts = {
  total: 3,
  overdue: 1,
  unscheduled: 1,
  by_status: {
    scheduled: 0,
    invited: 1,
    in_progress: 0,
    checkin_done: 1,
    meeting_booked: 0,
    completed: 0,
    declined: 0,
    not_attempted: 0,
  },
};

const pipelineAsked = () =>
  requests.filter((request) => request.path === '/api/adviser/reviews').map((request) => request.search);

describe('the review pipeline', () => {
  it('lists households overdue first with their stage, and links to each review', async () => {
    signInAs(adviser);
    answer('GET /api/adviser/reviews', {
      status: 200,
      body: {
        data: [
          row(8, 'Olivia Bennett', { is_overdue: true, due_on: '2026-11-01' }),
          row(7, 'James Carter', { status: 'checkin_done', check_ins_confirmed: 2 }),
          row(9, 'Priya Shah', { review_id: null, status: null, due_on: null }),
        ],
        next_cursor: null,
        counts,
      },
    });
    renderApp('/adviser/reviews');
    const list = await screen.findByRole('list', { name: 'Reviews' }, firstRender);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Olivia Bennett.*Overdue/);
    expect(items[1]).toHaveTextContent('2 of 2 checked in');
    expect(items[2]).toHaveTextContent('Not scheduled');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'James Carter' })).toHaveAttribute(
      'href',
      '/adviser/reviews/7',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows the count at each stage, lists one stage, and pages on with the server’s cursor', async () => {
    signInAs(adviser);
    answer('GET /api/adviser/reviews', (request) => ({
      status: 200,
      body: {
        data: [row(8, 'Olivia Bennett', { is_overdue: true, due_on: '2026-11-01' })],
        next_cursor: request.search.includes('cursor') ? null : 'WzAsMV0',
        counts,
      },
    }));
    const app = renderApp('/adviser/reviews');
    const stages = await screen.findByRole('navigation', { name: 'Stages' }, firstRender);
    expect(within(stages).getByRole('link', { name: 'All 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(stages).getByRole('link', { name: 'Check-in done 1' })).toBeVisible();
    await app.user.click(within(stages).getByRole('link', { name: 'Overdue 1' }));
    expect(await screen.findByRole('list', { name: 'Reviews: Overdue' })).toBeVisible();
    expect(within(stages).getByRole('link', { name: 'Overdue 1' })).toHaveAttribute('aria-current', 'page');
    expect(pipelineAsked().at(-1)).toBe('?stage=overdue');

    await app.user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'Back to the first page' })).toBeVisible();
    expect(pipelineAsked().at(-1)).toBe('?stage=overdue&cursor=WzAsMV0');
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });
});

describe('a household’s review', () => {
  it('shows what changed and who changed it, and completes with outcome, suitability and next date', async () => {
    signInAs(adviser);
    answer('GET /api/adviser/clients/7/review', { status: 200, body: view });
    answer('POST /api/adviser/clients/7/review/complete', {
      status: 200,
      body: { ...view, data: { ...view.data, status: 'completed', outcome: 'Raised contributions' } },
    });
    const app = renderApp('/adviser/reviews/7');
    expect(
      await screen.findByRole('heading', { name: 'Annual review: James Carter' }, firstRender),
    ).toBeVisible();
    const changed = screen.getByRole('region', { name: 'What changed since the last review' });
    expect(changed).toHaveTextContent('Changed: Income, Income 1, Amount before tax');
    expect(changed).toHaveTextContent('£72,000');
    expect(changed).toHaveTextContent('£78,000');
    expect(changed).toHaveTextContent('James Carter');
    expect(screen.getByRole('region', { name: 'Check-in' })).toHaveTextContent('To discuss: “Our pensions”');

    await app.user.type(screen.getByRole('textbox', { name: 'Outcome' }), 'Raised contributions');
    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'Suitability' }),
      'changes_recommended',
    );
    await app.user.click(screen.getByRole('button', { name: 'Complete the review' }));
    expect(await screen.findByRole('region', { name: 'Outcome' })).toHaveTextContent('Raised contributions');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      outcome: 'Raised contributions',
      suitability: 'changes_recommended',
      next_due_on: '2028-01-29',
    });
  });

  it('checks the form against the contract before sending: the outcome and suitability beside their fields', async () => {
    signInAs(adviser);
    answer('GET /api/adviser/clients/7/review', { status: 200, body: view });
    const app = renderApp('/adviser/reviews/7');
    await screen.findByRole('heading', { name: 'Annual review: James Carter' }, firstRender);
    await app.user.click(screen.getByRole('button', { name: 'Complete the review' }));
    const outcome = screen.getByRole('textbox', { name: 'Outcome' });
    expect(outcome).toHaveAccessibleDescription(expect.stringContaining('Write the review’s outcome.'));
    expect(outcome).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Suitability' })).toHaveAccessibleDescription(
      'Choose whether the advice is unchanged or changes are recommended.',
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('offers the next review’s date after a closed review, not the closed one’s', async () => {
    signInAs(adviser);
    answer('GET /api/adviser/clients/7/review', {
      status: 200,
      body: {
        ...view,
        data: {
          ...view.data,
          status: 'declined',
          closed_reason: 'Nothing has changed',
          closed_by: 'James Carter',
        },
        next_due_on: '2027-11-29',
      },
    });
    renderApp('/adviser/reviews/7');
    const next = await screen.findByRole('region', { name: 'Next review date' }, firstRender);
    expect(within(next).getByLabelText('Date of the review')).toHaveValue('2027-11-29');
  });
});
