import { realtimeEvents } from '@atrium/domain/contract/realtime';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidData, requests } from '../../../test/fake-api.ts';
import { FakePusher, fakeRealtime } from '../../../test/fake-pusher.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { adviser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';
import { bookedAppointment, calendarSlot, cancelWithReason } from '../testing.ts';

const openSlot = calendarSlot(21, '2031-07-16T09:00:00.000Z', {
  kind: 'in_person',
  location: '12 King Street, Manchester',
  video_link: null,
});
const appointment = bookedAppointment({
  kind: 'phone',
  video_link: null,
  notes: 'Pensions',
  ics_url: '/api/adviser/calendar/appointments/5/ics',
});

function signIn() {
  signInAs(adviser);
  answer('GET /api/adviser/calendar/appointments', {
    status: 200,
    body: {
      data: [
        {
          ...appointment,
          id: 3,
          status: 'cancelled',
          starts_at: '2031-07-01T09:00:00.000Z',
          ends_at: '2031-07-01T10:00:00.000Z',
          cancelled_by: 'client',
          cancel_reason: 'Away',
        },
        appointment,
      ],
      notice_hours: 24,
    },
  });
  answer('GET /api/adviser/calendar/slots', {
    status: 200,
    body: { data: [openSlot, { ...openSlot, id: 22, is_booked: true }], time_zone: 'Europe/London' },
  });
}

preloadRoutes('adviser-layout', 'adviser-calendar');

describe('the adviser calendar', () => {
  it("lists the clients' appointments and the open slots", async () => {
    signIn();
    renderApp('/adviser/calendar');
    const appointments = await screen.findByRole('region', { name: 'Upcoming appointments' }, firstRender);
    expect(within(appointments).getByRole('heading', { name: /Tuesday 15 July 2031/ })).toHaveTextContent(
      '10:00–11:00 BST · with James Carter',
    );
    const open = screen.getByRole('region', { name: 'Open slots (1)' });
    expect(within(open).getByText('Wednesday 16 July 2031')).toBeInTheDocument();
    expect(within(open).getByText(/12 King Street/)).toBeInTheDocument();
    expect(screen.getByText(/Clients can book, move or cancel up to 24/)).toBeInTheDocument();
    // The notes are the partner's who booked, named.
    expect(appointments).toHaveTextContent('Notes from James Carter: Pensions');
    const recent = screen.getByRole('region', { name: 'Recent and cancelled' });
    expect(within(recent).getByRole('listitem')).toHaveTextContent('Cancelled by the client: Away');
  });

  it('names the partner who cancelled, and says "you" of the adviser’s own reason', async () => {
    signInAs(adviser);
    const cancelled = (id: number, by: { id: number; name: string }, reason: string) => ({
      ...appointment,
      id,
      status: 'cancelled' as const,
      starts_at: '2031-07-01T09:00:00.000Z',
      ends_at: '2031-07-01T10:00:00.000Z',
      cancelled_by: by.id === adviser.id ? ('firm' as const) : ('client' as const),
      cancel_reason: reason,
      cancel_reason_by: by,
    });
    answer('GET /api/adviser/calendar/appointments', {
      status: 200,
      body: {
        data: [
          cancelled(3, { id: 8, name: 'Emma Carter' }, 'Away'),
          cancelled(4, { id: adviser.id, name: adviser.name }, 'Unwell'),
        ],
        notice_hours: 24,
      },
    });
    answer('GET /api/adviser/calendar/slots', {
      status: 200,
      body: { data: [], time_zone: 'Europe/London' },
    });
    renderApp('/adviser/calendar');
    const recent = await screen.findByRole('region', { name: 'Recent and cancelled' }, firstRender);
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Cancelled by Emma Carter: Away'),
        expect.stringContaining('Cancelled by you: Unwell'),
      ]),
    );
  });

  it('publishes a weekly pattern and shows field errors from the server', async () => {
    signIn();
    let attempt = 0;
    answer('POST /api/adviser/calendar/slots', () => {
      attempt += 1;
      return attempt === 1
        ? invalidData({ 'times.0': ['Enter times as HH:MM (24-hour).'] })
        : { status: 201, body: { data: [openSlot], skipped: 2 } };
    });
    const { user } = renderApp('/adviser/calendar');
    await user.type(await screen.findByLabelText('From', {}, firstRender), '2031-07-01');
    await user.type(screen.getByLabelText(/^Until/), '2031-07-31');
    await user.click(screen.getByRole('checkbox', { name: 'Wednesday' }));
    await user.clear(screen.getByLabelText('Start times'));
    await user.type(screen.getByLabelText('Start times'), '9, 14:30');
    await user.selectOptions(screen.getByLabelText('Type'), 'In person');
    await user.type(screen.getByLabelText('Address'), '12 King Street');
    await user.click(screen.getByRole('button', { name: 'Publish slots' }));
    expect(await screen.findByText('Enter times as HH:MM (24-hour).')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      date_from: '2031-07-01',
      date_to: '2031-07-31',
      weekdays: [3],
      times: ['9', '14:30'],
      duration_minutes: 60,
      kind: 'in_person',
      location: '12 King Street',
      video_link: '',
    });
    await user.clear(screen.getByLabelText('Start times'));
    await user.type(screen.getByLabelText('Start times'), '09:00, 14:30');
    await user.click(screen.getByRole('button', { name: 'Publish slots' }));
    expect(await screen.findByText('1 slot published; 2 already there.')).toBeInTheDocument();
  });

  it('cancels an appointment after confirming', async () => {
    signIn();
    answer('POST /api/adviser/calendar/appointments/5/cancel', {
      status: 200,
      body: { data: { ...appointment, status: 'cancelled', cancelled_by: 'firm' } },
    });
    const { user } = renderApp('/adviser/calendar');
    await user.click(
      await screen.findByRole('button', { name: /Cancel\s*the appointment with James Carter/ }, firstRender),
    );
    await cancelWithReason(user, {
      reasonLabel: 'Reason for the client (optional)',
      reason: 'Unwell, sorry',
      path: '/api/adviser/calendar/appointments/5/cancel',
    });
    expect(await screen.findByText('Appointment cancelled; the client has been told.')).toBeInTheDocument();
  });

  it("shows a client's new booking as soon as its notification arrives", async () => {
    signIn();
    let calls = 0;
    answer('GET /api/adviser/calendar/appointments', () => {
      calls++;
      return { status: 200, body: { data: calls === 1 ? [] : [appointment], notice_hours: 24 } };
    });
    renderApp('/adviser/calendar', { realtime: fakeRealtime() });
    expect(await screen.findByText('No appointments booked yet.', {}, firstRender)).toBeVisible();
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
    const at = new Date().toISOString();
    FakePusher.latest().emit(`private-user.${adviser.id}.updates`, realtimeEvents.notificationCreated, {
      id: '5b0f3c1e-5b7a-4f62-9d7e-0c8f6f1f2a10',
      type: 'appointment-booked',
      title: 'James Carter booked an appointment',
      body: 'With James Carter on Tuesday 15 July 2031, 10:00 BST.',
      link: '/adviser/calendar',
      created_at: at,
      timestamp: at,
    });
    const list = screen.getByRole('region', { name: 'Upcoming appointments' });
    expect(await within(list).findByRole('heading', { name: /Tuesday 15 July 2031/ })).toBeVisible();
  });
});
