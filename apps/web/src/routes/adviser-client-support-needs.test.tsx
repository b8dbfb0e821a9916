import { notificationTypes } from '@atrium/domain/contract/notifications';
import { currentConsentVersion } from '@atrium/domain/support/needs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookedAppointment } from '../features/calendar/testing.ts';
import { base, clientId, conversation, signInAsAdviser, withClient } from '../test/adviser-fixtures.ts';
import { answer, requests } from '../test/fake-api.ts';
import { FakePusher, fakeRealtime } from '../test/fake-pusher.ts';
import { firstRender, preloadRoutes } from '../test/first-render.ts';
import { renderApp } from '../test/render-app.tsx';

// Staff see the adjustments where they act — the client page, above the reply — and open the detail only on asking,
// each opening a call of its own (the server audits it).

preloadRoutes(
  'adviser-layout',
  'adviser-client',
  'adviser-client-overview',
  'adviser-client-messages',
  'adviser-calendar',
);

const adjustments = {
  data: [
    {
      person: 1,
      name: 'James Carter',
      adjustments: ['larger_text', 'phone_not_messages'],
      preferred_contact: 'phone',
      has_detail: true,
      has_trusted_contact: true,
      updated_at: '2026-03-02T09:00:00.000Z',
    },
  ],
};
const detail = {
  data: [
    {
      person: 1,
      name: 'James Carter',
      drivers: ['health.sight_or_hearing'],
      details: 'My eyesight is getting worse.',
      preferred_contact: 'phone',
      adjustments: ['larger_text', 'phone_not_messages'],
      trusted_contact: null,
      consent_at: '2026-03-02T09:00:00.000Z',
      consent_version: currentConsentVersion,
      created_at: '2026-03-02T09:00:00.000Z',
      updated_at: '2026-03-02T09:00:00.000Z',
    },
  ],
};
const openings = () => requests.filter((r) => r.path === `${base}/support-needs/detail`);

describe('the household’s adjustments, for staff', () => {
  it('are on the client page without the detail, which opens on asking, each time', async () => {
    signInAsAdviser();
    withClient();
    answer(`GET ${base}/support-needs`, { status: 200, body: adjustments });
    answer(`GET ${base}/support-needs/detail`, { status: 200, body: detail });
    const app = renderApp(`/adviser/clients/${clientId}`);
    const section = await screen.findByRole('region', { name: 'Support needs' }, firstRender);
    expect(await within(section).findByText(/Larger text · Phone rather than messages/)).toBeInTheDocument();
    expect(section).toHaveTextContent('prefers phone call · has named a trusted contact');
    expect(section).not.toHaveTextContent('eyesight');
    expect(openings()).toHaveLength(0);

    await app.user.click(within(section).getByRole('button', { name: 'Show detail' }));
    expect(await within(section).findByText('My eyesight is getting worse.')).toBeInTheDocument();
    await app.user.click(within(section).getByRole('button', { name: 'Hide detail' }));
    expect(within(section).queryByText('My eyesight is getting worse.')).not.toBeInTheDocument();
    await app.user.click(within(section).getByRole('button', { name: 'Show detail' }));
    await within(section).findByText('My eyesight is getting worse.');
    expect(openings()).toHaveLength(2);
  });

  it('are above the reply, before the adviser writes', async () => {
    signInAsAdviser();
    withClient();
    answer(`GET ${base}/messages`, { status: 200, body: conversation() });
    answer(`GET ${base}/support-needs`, { status: 200, body: adjustments });
    renderApp(`/adviser/clients/${clientId}/messages`);
    const notice = await screen.findByRole('complementary', { name: 'Support needs' }, firstRender);
    expect(notice).toHaveTextContent('Before you write: support needs');
    expect(notice).toHaveTextContent('James Carter: Larger text · Phone rather than messages');
  });

  it('are on each upcoming meeting in the adviser’s calendar', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/calendar/appointments', {
      status: 200,
      body: {
        data: [bookedAppointment({ client: { id: clientId, name: 'James Carter' } })],
        notice_hours: 24,
      },
    });
    answer('GET /api/adviser/calendar/slots', {
      status: 200,
      body: { data: [], time_zone: 'Europe/London' },
    });
    answer(`GET ${base}/support-needs`, { status: 200, body: adjustments });
    renderApp('/adviser/calendar');
    const notice = await screen.findByRole(
      'complementary',
      { name: 'Support needs: James Carter' },
      firstRender,
    );
    expect(notice).toHaveTextContent('For this meeting: support needs');
    expect(notice).toHaveTextContent('Larger text · Phone rather than messages');
  });

  it('say so on the client page when there are none', async () => {
    signInAsAdviser();
    withClient();
    renderApp(`/adviser/clients/${clientId}`);
    const section = await screen.findByRole('region', { name: 'Support needs' }, firstRender);
    await waitFor(() => expect(section).toHaveTextContent('None recorded.'));
    expect(within(section).queryByRole('button', { name: 'Show detail' })).not.toBeInTheDocument();
  });

  it('follow the household live: a person recording theirs is a notice in the bell, and the section refetches', async () => {
    signInAsAdviser();
    withClient();
    answer(`GET ${base}/support-needs`, { status: 200, body: { data: [] } });
    const app = renderApp(`/adviser/clients/${clientId}`, { realtime: fakeRealtime() });
    const section = await screen.findByRole('region', { name: 'Support needs' }, firstRender);
    await waitFor(() => expect(section).toHaveTextContent('None recorded.'));
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));

    // James records his (features/support-needs on the server): the notice names him and what happened, never
    // what he told, and leads to this page. The server has stored it by the time it is pushed, so a refetch of the
    // bell's list (its first load may still be on its way) has it too.
    const notice = {
      id: '33333333-3333-4333-8333-333333333333',
      type: notificationTypes.supportNeedsChanged,
      title: 'James Carter recorded their support needs',
      body: 'Their adjustments are on the client page; open the detail only when you need it.',
      link: `/adviser/clients/${clientId}`,
    };
    const at = '2026-03-02T10:00:00.000Z';
    answer(`GET ${base}/support-needs`, { status: 200, body: adjustments });
    answer('GET /api/notifications', {
      status: 200,
      body: {
        data: [
          {
            id: notice.id,
            type: notice.type,
            data: { title: notice.title, body: notice.body, link: notice.link },
            read_at: null,
            created_at: at,
            updated_at: at,
          },
        ],
      },
    });
    FakePusher.latest().emit(
      'private-user.1.updates',
      'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
      { ...notice, created_at: at, timestamp: at },
    );
    expect(await within(section).findByText(/Larger text · Phone rather than messages/)).toBeInTheDocument();
    expect(openings()).toHaveLength(0);
    await app.user.click(screen.getByRole('button', { name: /^Notifications, \d+ unread$/ }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      await within(panel).findByRole('link', { name: 'James Carter recorded their support needs' }),
    ).toHaveAttribute('href', `/adviser/clients/${clientId}`);
  });
});
