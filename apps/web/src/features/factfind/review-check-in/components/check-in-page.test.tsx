import type { ClientReview } from '@atrium/domain/contract/reviews';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, requests } from '../../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../../test/first-render.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { signInAs } from '../../../../test/sign-in.ts';

const pages = [
  { slug: 'income', title: 'Income' },
  { slug: 'pensions', title: 'Pensions' },
];
const review: ClientReview = {
  id: 3,
  due_on: '2027-01-29',
  status: 'invited',
  is_overdue: false,
  baseline: { income: { items: [{ type: 'salary', owner: 'client1', gross_amount: 72000 }] } },
  baseline_at: '2026-04-01T10:00:00.000Z',
  pages,
  me: { person: 1, name: 'James Carter', answers: { pages: {}, discuss: '' }, confirmed_at: null },
  partner: { person: 2, name: 'Emma Carter', confirmed_at: null },
  risk_review_due: true,
};

preloadRoutes('app-layout', 'review', 'index');

describe('the review check-in', () => {
  it('shows last time’s answers, takes each page’s answer and confirms the reader’s part', async () => {
    signInAs();
    answer('GET /api/review', { status: 200, body: { data: review } });
    answer('PUT /api/review/check-in', ({ body }) => ({
      status: 200,
      body: { data: { ...review, status: 'in_progress', me: { ...review.me, answers: body } } },
    }));
    answer('POST /api/review/check-in/confirm', {
      status: 200,
      body: { data: { ...review, me: { ...review.me, confirmed_at: '2027-01-02T10:00:00.000Z' } } },
    });
    const app = renderApp('/review');
    expect(await screen.findByRole('heading', { name: 'Your annual review' }, firstRender)).toBeVisible();
    expect(screen.getByText(/due on 29 January 2027/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Answer the risk questionnaire' })).toHaveAttribute(
      'href',
      '/atrq',
    );
    expect(screen.getByText(/£72,000/)).toBeInTheDocument();

    const confirm = screen.getByRole('button', { name: 'Confirm my part' });
    expect(confirm).toBeDisabled();
    const income = screen.getByRole('group', { name: 'Income' });
    await app.user.click(within(income).getByRole('radio', { name: 'Something changed' }));
    expect(screen.getByRole('link', { name: 'Change income' })).toHaveAttribute(
      'href',
      '/fact-find?step=income',
    );
    await app.user.click(
      within(screen.getByRole('group', { name: 'Pensions' })).getByRole('radio', { name: 'Still right' }),
    );
    await app.user.type(
      screen.getByRole('textbox', { name: 'Anything else you want to discuss?' }),
      'Pensions',
    );
    await app.user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Thank you: your part is done' })).toBeVisible();
    expect(screen.getByText(/waiting for Emma Carter/)).toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      pages: { income: 'changed', pensions: 'same' },
      discuss: 'Pensions',
    });
  });

  it('declines with a reason, checked before it is sent', async () => {
    signInAs();
    answer('GET /api/review', { status: 200, body: { data: review } });
    answer('POST /api/review/decline', { status: 200, body: { data: null } });
    const app = renderApp('/review');
    await screen.findByRole('heading', { name: 'Your annual review' }, firstRender);
    await app.user.click(screen.getByRole('button', { name: 'Decline this review' }));
    await app.user.click(screen.getByRole('button', { name: 'Decline the review' }));
    const reason = screen.getByRole('textbox', { name: 'Why don’t you want a review this year?' });
    expect(reason).toHaveAccessibleDescription(expect.stringContaining('Tell us why, in a few words.'));
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await app.user.type(reason, 'Nothing has changed');
    await app.user.click(screen.getByRole('button', { name: 'Decline the review' }));
    expect(await screen.findByText('No review check-in is open')).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Nothing has changed' });
  });

  it('says when no check-in is open', async () => {
    signInAs();
    answer('GET /api/review', { status: 200, body: { data: null } });
    renderApp('/review');
    expect(await screen.findByText('No review check-in is open', {}, firstRender)).toBeVisible();
  });
});
