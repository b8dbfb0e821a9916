import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyDashboard, signInAsAdviser } from '../../../test/adviser-fixtures.ts';
import { answer } from '../../../test/fake-api.ts';
import { FakePusher, fakeRealtime } from '../../../test/fake-pusher.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { adviser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

preloadRoutes('adviser-layout', 'adviser-dashboard');

const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();

const dashboard = {
  awaiting_review: {
    total: 3,
    items: [
      { client: { id: 4, name: 'Priya Shah' }, fact_find_id: 8, submitted_at: at(9) },
      { client: { id: 10, name: 'James Carter' }, fact_find_id: 31, submitted_at: at(2) },
    ],
  },
  unread_conversations: {
    total: 1,
    items: [{ client: { id: 4, name: 'Priya Shah' }, unread_count: 2, last_message_at: at(0) }],
  },
  pending_invitations: {
    total: 2,
    items: [
      {
        client: { id: 7, name: 'Tom Walker' },
        email: 'tom@example.com',
        sent_at: at(10),
        expires_at: at(3),
        expired: true,
      },
      {
        client: { id: 8, name: 'Ann Lee' },
        email: 'ann@example.com',
        sent_at: at(1),
        expires_at: at(-6),
        expired: false,
      },
    ],
  },
  active_today: { total: 0, items: [] },
  risk_reviews_due: {
    total: 2,
    items: [
      { client: { id: 7, name: 'Tom Walker' }, review_due_on: '2026-03-01', overdue: true },
      { client: { id: 10, name: 'James Carter' }, review_due_on: '2026-03-20', overdue: false },
    ],
  },
};

const panel = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
// A panel's entries as [name, where it leads].
const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the adviser dashboard', () => {
  it('lists what needs attention, each entry leading to the client, in the order the server gives', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/dashboard', { status: 200, body: dashboard });
    renderApp('/adviser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, firstRender)).toBeVisible();
    expect(screen.getByText('Welcome back, Olivia. Here is what needs your attention.')).toBeVisible();

    const review = panel('Fact-finds awaiting review');
    expect(links(review)).toEqual([
      ['Priya Shah', '/adviser/clients/4/fact-find'],
      ['James Carter', '/adviser/clients/10/fact-find'],
    ]);
    expect(within(review).getByText('Submitted 2 days ago')).toBeVisible();
    expect(within(review).getByText('and 1 more client')).toBeVisible();

    const unread = panel('Unread messages');
    expect(within(unread).getByRole('link', { name: 'Priya Shah' })).toHaveAttribute(
      'href',
      '/adviser/clients/4/messages',
    );
    expect(within(unread).getByText(/^2 unread messages, latest today at/)).toBeVisible();

    const invitations = panel('Invitations not accepted');
    expect(within(invitations).getByRole('link', { name: 'Tom Walker' })).toHaveAttribute(
      'href',
      '/adviser/clients/7',
    );
    expect(within(invitations).getByText('Expired')).toBeVisible();

    expect(within(panel('Active today')).getByText('No client has used the portal today yet.')).toBeVisible();

    const reviews = panel('Risk profile reviews due');
    expect(links(reviews)).toEqual([
      ['Tom Walker', '/adviser/clients/7/risk'],
      ['James Carter', '/adviser/clients/10/risk'],
    ]);
    expect(within(reviews).getByText('Overdue')).toBeVisible();
    expect(within(reviews).getByText('Was due 1 Mar 2026')).toBeVisible();
    expect(within(reviews).getByText('Due 20 Mar 2026')).toBeVisible();
  });

  it('says "more than" where the server stopped counting', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/dashboard', {
      status: 200,
      body: {
        ...dashboard,
        awaiting_review: { ...dashboard.awaiting_review, total: 10_000, total_capped: true },
      },
    });
    renderApp('/adviser');
    const review = await screen.findByRole('region', { name: /^Fact-finds awaiting review/ }, firstRender);
    expect(within(review).getByText('10,000+')).toBeVisible();
    expect(within(review).getByText('and more than 9,998 more clients')).toBeVisible();
  });

  it('says when no risk profile is due for review', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/dashboard', { status: 200, body: emptyDashboard });
    renderApp('/adviser');
    expect(
      await screen.findByText('No risk profile is due for review in the next 30 days.', {}, firstRender),
    ).toBeVisible();
  });

  it('refetches when a client submits a fact-find, live', async () => {
    signInAsAdviser();
    let calls = 0;
    answer('GET /api/adviser/dashboard', () => {
      calls++;
      return { status: 200, body: calls === 1 ? emptyDashboard : dashboard };
    });
    renderApp('/adviser', { realtime: fakeRealtime() });
    expect(await screen.findByText('No fact-find is waiting for you.', {}, firstRender)).toBeVisible();
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
    FakePusher.latest().emit(`private-user.${adviser.id}.updates`, 'fact-find.updated', {
      client_id: 10,
      fact_find_id: 31,
      status: 'awaiting-review',
      timestamp: new Date().toISOString(),
    });
    expect(
      await within(panel('Fact-finds awaiting review')).findByRole('link', { name: 'James Carter' }),
    ).toBeVisible();
  });

  it('has the bell in the header, following the adviser’s own channel', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/dashboard', { status: 200, body: emptyDashboard });
    renderApp('/adviser', { realtime: fakeRealtime() });
    const bell = await screen.findByRole('button', { name: 'Notifications' }, firstRender);
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
    expect([...FakePusher.latest().channels.keys()]).toEqual([`private-user.${adviser.id}.updates`]);
    FakePusher.latest().emit(
      `private-user.${adviser.id}.updates`,
      'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
      {
        id: '6f1c1d2e-1111-4a2b-9c3d-0e1f2a3b4c5d',
        type: 'fact-find-submitted',
        title: 'James Carter submitted their fact-find',
        body: 'It is ready for your review.',
        link: '/adviser/clients/10/fact-find',
        created_at: new Date().toISOString(),
        timestamp: new Date().toISOString(),
      },
    );
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 unread'));
  });
});
