import type {
  FactFindOutcomeRow,
  MessageOutcomeRow,
  OutcomesReport,
  ReviewOutcomeRow,
  SupportGroup,
} from '@atrium/domain/contract/outcomes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { admin, adviser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const groups: SupportGroup[] = ['with_support_needs', 'without_support_needs', 'all'];
const books = [
  { scope: 'firm' as const, adviser: null },
  { scope: 'adviser' as const, adviser: 'Sarah Mitchell' },
];
const review = (due: number): Omit<ReviewOutcomeRow, 'scope' | 'adviser' | 'group'> => ({
  due,
  delivered: 2,
  declined: 1,
  not_attempted: 0,
  overdue: 1,
  open: 0,
  timed: 2,
  median_days: 12.5,
  p90_days: null,
});
const funnel = (started: number): Omit<FactFindOutcomeRow, 'scope' | 'adviser' | 'group'> => ({
  started,
  reached: [3, 2],
  submitted: 1,
});
const message = (received: number): Omit<MessageOutcomeRow, 'scope' | 'adviser' | 'group'> => ({
  received,
  within_target: 5,
  late: 1,
  unanswered_late: 0,
  awaiting: 1,
});
const rows = <T,>(make: (n: number) => T) =>
  books.flatMap((book, b) => groups.map((group, g) => ({ ...book, group, ...make(10 * b + g + 1) })));

const report = (from: string, to: string): OutcomesReport => ({
  period: { from, to, first_day: `${from}-01`, last_day: `${to}-31` },
  as_of: '2026-11-16T12:00:00.000Z',
  reply_target_hours: 48,
  reviews: rows(review),
  fact_finds: {
    steps: [
      { slug: 'about-you', title: 'About them' },
      { slug: 'employment', title: 'Employment' },
    ],
    rows: rows(funnel),
  },
  messages: rows(message),
});

function signIn() {
  signInAs(admin);
  answer('GET /api/adviser/reports/outcomes', ({ search }) => {
    const params = new URLSearchParams(search);
    return {
      status: 200,
      body: { data: report(params.get('from') ?? '2026-10', params.get('to') ?? '2026-12') },
    };
  });
}

const reportCalls = () =>
  requests.filter((r) => r.path === '/api/adviser/reports/outcomes').map((r) => r.search);

preloadRoutes('adviser-layout', 'adviser-reports-outcomes');

describe('the outcomes report', () => {
  it('shows each figure by adviser and support needs, changes months through the address and downloads the CSV', async () => {
    signIn();
    const app = renderApp('/adviser/reports/outcomes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Outcomes report' }, firstRender),
    ).toBeVisible();
    expect(screen.getByText(/October 2026 to December 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Outcomes' })).toHaveAttribute(
      'href',
      '/adviser/reports/outcomes',
    );

    const reviews = screen.getByRole('table', {
      name: 'Reviews due from 1 October 2026 to 31 December 2026',
    });
    const header = within(reviews)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Adviser',
      'Households',
      'Due',
      'Delivered',
      'Declined',
      'Not attempted',
      'Overdue',
      'Open, not yet due',
      'Median days, check-in to completion',
      '90th percentile days, check-in to completion',
    ]);
    const sarah = within(reviews).getByRole('rowheader', { name: 'Sarah Mitchell' });
    expect(sarah).toHaveAttribute('scope', 'rowgroup');
    expect(sarah).toHaveAttribute('rowspan', '3');
    // Sarah's households with support needs: due 11; the median to one decimal place, no 90th percentile.
    const withNeeds = within(reviews).getAllByRole('row')[4];
    expect(withNeeds).toBeDefined();
    expect(
      within(withNeeds as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['11', '2', '1', '0', '1', '0', '12.5', '—none']);

    const firmSteps = screen.getByRole('table', {
      name: 'Fact-finds started from 1 October 2026 to 31 December 2026: Whole firm',
    });
    const employment = within(firmSteps)
      .getByRole('rowheader', { name: 'Completed: Employment' })
      .closest('tr');
    expect(
      within(employment as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '2', '2']);
    expect(screen.getByRole('table', { name: /Messages from households/ })).toBeVisible();
    expect(screen.getByText(/target of 48 working hours/)).toBeVisible();

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'First month' }), 'July 2026');
    await waitFor(() => expect(app.location().search).toEqual({ from: '2026-07', to: '2026-12' }));
    await waitFor(() => expect(reportCalls()).toContain('?from=2026-07&to=2026-12'));
    // A last month before the first moves the first with it.
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Last month' }), 'June 2026');
    await waitFor(() => expect(app.location().search).toEqual({ from: '2026-06', to: '2026-06' }));

    class ObjectUrls extends URL {
      static override createObjectURL = () => 'blob:outcomes';
      static override revokeObjectURL = () => {};
    }
    vi.stubGlobal('URL', ObjectUrls);
    answer('GET /api/adviser/reports/outcomes.csv', {
      status: 200,
      body: 'from,to',
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="outcomes-2026-06-to-2026-06.csv"',
      },
    });
    await app.user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/adviser/reports/outcomes.csv')?.search).toBe(
        '?from=2026-06&to=2026-06',
      ),
    );

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await app.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('is not shown to an adviser, nor in their navigation', async () => {
    signInAs(adviser);
    renderApp('/adviser/reports/outcomes');
    expect(
      await screen.findByText('Page not found: /adviser/reports/outcomes', {}, firstRender),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Outcomes' })).toBeNull();
  });
});
